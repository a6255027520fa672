/**
 * English strings of deleting a transaction from the editor: the confirmation, its progress and
 * failures, and for one side of a paired transfer what the confirmation says first and the alert
 * after. Their own module: they load with the delete's confirmation, not with the editor. A host
 * overrides any of them through the provider's `messages`.
 */
export const bankTransactionDeleteMessages = {
  'bankTransactionEditor.deleting': 'Deleting…',
  'bankTransactionEditor.deleteTitle': 'Delete this bank transaction?',
  'bankTransactionEditor.deleteBody': (name: string, amount: string, date: string) =>
    `“${name}” (${amount}, ${date}) will be removed from every list and from the books. This cannot be undone.`,
  'bankTransactionEditor.deleteFailed': 'The transaction was not deleted.',
  'bankTransactionEditor.deleteUnknown':
    'It is not known whether the transaction was deleted. Deleting again first checks, so nothing is sent twice.',
  /** `name` and `account` isolated; `amount` signed. */
  'bankTransactionEditor.deleteUnpairs': (name: string, amount: string, account: string) =>
    `It is one side of a transfer: its other side, ${name} (${amount} in ${account}), will no longer be paired and goes back to To review.`,
  'bankTransactionEditor.deletedUnpaired': 'Its other side is no longer paired as a transfer and is back in To review.',
}

/** The words of deleting a transaction from the editor, a transfer's side included, by key. */
export type BankTransactionDeleteMessages = typeof bankTransactionDeleteMessages
