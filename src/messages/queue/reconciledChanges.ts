/**
 * English strings of "this changes a reconciled month": the review queue's flag on a reconciled
 * transaction changed since, and the bank-transaction editor's warning. Their own module: it loads
 * with the queue's later part and the editor's warning, never up front. Dates come formatted in
 * the provider's locale. A host overrides any of them through the provider's `messages`.
 */
export const reconciledChangesMessages = {
  'reconciledChanges.flag': 'Changes a reconciled month',
  'reconciledChanges.flagThrough': (endDate: string) => `Reconciled through ${endDate}`,
  'reconciledChanges.flagLabel': (name: string, endDate: string, amount: boolean, date: boolean) =>
    `${name} changes a reconciled month: the account was reconciled with it through ${endDate}, and its ${
      amount && date ? 'amount and date have' : amount ? 'amount has' : 'date has'
    } changed since.`,
  'reconciledChanges.editing': (endDate: string) =>
    `This changes a reconciled month: the account was reconciled with this transaction through ${endDate}.`,
  'reconciledChanges.editingPlain': 'This changes a reconciled month.',
  'reconciledChanges.changedSince': (endDate: string, amount: boolean, date: boolean) =>
    `This transaction changed after the account was reconciled with it through ${endDate}: its ${
      amount && date ? 'amount and date differ' : amount ? 'amount differs' : 'date differs'
    } from the reconciliation’s.`,
}

/** The strings of "this changes a reconciled month" in the queue and the editor, as a host may override them. */
export type ReconciledChangesMessages = typeof reconciledChangesMessages
