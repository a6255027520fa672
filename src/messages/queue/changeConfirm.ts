/**
 * English strings of the question asked before a save changes what was reconciled or signed off
 * ("This changes the reconciliation of Business Checking for May 2026 and May’s sign-off"), in the
 * bank-transaction editor and the review queue. Their own module: it loads with the question's
 * part, never up front. Months come formatted in the provider's locale, an account's name marked by
 * `isolate()`. A host overrides any of them through the provider's `messages`.
 */

/** "a", "a and b", "a, b and c". */
const listText = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

export const changeConfirmMessages = {
  'changeConfirm.title': (reconciliation: boolean, signOff: boolean) =>
    reconciliation && signOff
      ? 'Change a reconciliation and a signed-off month?'
      : reconciliation
        ? 'Change a reconciliation?'
        : 'Change a signed-off month?',
  /** A reconciliation, by its account and its statement's month when known. */
  'changeConfirm.reconciliation': (account: string | undefined, month: string | undefined) =>
    account ? `the reconciliation of ${account}${month ? ` for ${month}` : ''}` : `a reconciliation${month ? ` for ${month}` : ''}`,
  'changeConfirm.signOff': (month: string) => `${month}’s sign-off`,
  'changeConfirm.more': (count: string) => `${count} more`,
  /** `parts` are the reconciliations and sign-offs above, in order. */
  'changeConfirm.body': (parts: readonly string[]) => `This changes ${listText(parts)}.`,
  /** Said when a save changes several transactions: how many of them are reconciled or in a signed-off month. */
  'changeConfirm.which': (touching: string, total: string, count: number) =>
    `${touching} of the ${total} transactions ${count === 1 ? 'is' : 'are'} reconciled or dated in a signed-off month.`,
  'changeConfirm.confirm': (count: number) => (count === 1 ? 'Save the change' : 'Save the changes'),
  'changeConfirm.cancel': 'Cancel',
}

/** The strings of the question asked before a save changes a reconciled or signed-off month, as a host may override them. */
export type ChangeConfirmMessages = typeof changeConfirmMessages
