/**
 * English strings of deleting one side of a paired transfer from the editor: what the confirmation
 * says first and the alert after. Their own module: they load with the delete's confirmation, not
 * with the editor. A host overrides any of them through the provider's `messages`.
 */
export const bankTransactionDeleteMessages = {
  /** `name` and `account` isolated; `amount` signed. */
  'bankTransactionEditor.deleteUnpairs': (name: string, amount: string, account: string) =>
    `It is one side of a transfer: its other side, ${name} (${amount} in ${account}), will no longer be paired and goes back to To review.`,
  'bankTransactionEditor.deletedUnpaired': 'Its other side is no longer paired as a transfer and is back in To review.',
}

/** The words of deleting a transfer's side, by key. */
export type BankTransactionDeleteMessages = typeof bankTransactionDeleteMessages
