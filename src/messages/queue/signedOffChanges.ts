/**
 * English strings of "this changes a signed-off month": the review queue's flag on a transaction
 * added to or changed in a month since it was signed off, and the bank-transaction editor's
 * warning. Their own module: it loads with the queue's later part and the editor's warning, never up
 * front. Months and days come formatted in the provider's locale, a name from the host marked by
 * `isolate()`. A host overrides any of them through the provider's `messages`.
 */

/** What of a transaction may differ from its month's sign-off. */
type SignedField = 'amount' | 'date' | 'category'

/** "amount", "amount and date", "amount, date and category". */
const fieldsText = (fields: readonly SignedField[]) =>
  fields.length < 2 ? (fields[0] ?? '') : `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}`

const byText = (by: string | undefined) => (by ? ` by ${by}` : '')

export const signedOffChangesMessages = {
  'signedOffChanges.flag': 'Changes a signed-off month',
  'signedOffChanges.flagTitle': (month: string, signedOn: string, by: string | undefined) =>
    `${month} was signed off on ${signedOn}${byText(by)}`,
  /** `changes` is what differs from the sign-off's; none: the transaction was added since. */
  'signedOffChanges.flagLabel': (name: string, month: string, signedOn: string, changes: readonly SignedField[]) =>
    `${name} changes ${month}, signed off on ${signedOn}: ${
      changes.length === 0 ? 'it was added since' : `its ${fieldsText(changes)} ${changes.length === 1 ? 'has' : 'have'} changed since`
    }.`,
  'signedOffChanges.editing': (month: string, signedOn: string, by: string | undefined) =>
    `This changes ${month}, which was signed off on ${signedOn}${byText(by)}.`,
  /** `changes` is what differs from the sign-off's; none: the transaction was added since. */
  'signedOffChanges.changedSince': (month: string, signedOn: string, changes: readonly SignedField[]) =>
    changes.length === 0
      ? `This transaction was added to ${month} after the month was signed off on ${signedOn}.`
      : `This transaction changed after ${month} was signed off on ${signedOn}: its ${fieldsText(changes)} ${
          changes.length === 1 ? 'differs' : 'differ'
        } from the sign-off’s.`,
}

/** The strings of "this changes a signed-off month" in the queue and the editor, as a host may override them. */
export type SignedOffChangesMessages = typeof signedOffChangesMessages
