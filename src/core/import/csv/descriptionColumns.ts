/**
 * Which columns describe a row: the payee (who was paid or paid), the bank's text as its memo, and
 * where a file names them apart, the payer. A column is judged by what it holds as well as by its
 * name: one of account numbers describes no one, whatever its name says (`Counterparty` holding
 * IBANs, Nordea's `Mottagare` holding the other party's account).
 */
import type { CsvColumns } from '../types'
import { mostly, named, type ColumnContent } from './columnContent'
import type { NamedRole } from './columnNames'

/**
 * The description and memo. The payee is the best description, with the bank's text (purpose,
 * details, the payment reference) as its memo; without a payee, the bank's text is the
 * description. A file that names the payer apart (DKB) describes money in by the payer. Unnamed,
 * the text column with the most to say (longest on average) is the description. A column of
 * account numbers is the description only when the file has no text column at all.
 */
export function descriptionColumns(
  contents: readonly ColumnContent[],
  roles: readonly (NamedRole | undefined)[],
  taken: ReadonlySet<number>,
): Pick<CsvColumns, 'description' | 'memo' | 'payer'> {
  const isAccounts = (column: number): boolean => mostly(contents[column]?.accountNumbers ?? 0, contents[column]?.written ?? 0)
  const free = (column: number): boolean => !taken.has(column)
  const payees = named(roles, 'payee', free)
  const payer = named(roles, 'payer', (column) => free(column) && !isAccounts(column))[0]
  // Of two names of one rank, the column that says more: Chase's `Details` says DEBIT or CHECK on
  // every row, its `Description` who was paid.
  const narratives = named(roles, 'narrative', free).sort(
    (a, b) => (roles[b]?.rank ?? 0) - (roles[a]?.rank ?? 0) || (contents[b]?.distinct ?? 0) - (contents[a]?.distinct ?? 0),
  )
  const payee = payees.find((column) => !isAccounts(column))
  // A payer alone (Revolut Business's `Payer`) may be the account's holder on every row paid out: no description.
  if (payee !== undefined) {
    const memo = narratives.find((column) => (roles[column]?.rank ?? 0) >= 2)
    return { description: payee, ...(memo === undefined ? {} : { memo }), ...(payer === undefined ? {} : { payer }) }
  }
  const [description, second] = narratives
  if (description !== undefined) {
    return second !== undefined && roles[second]?.rank === 2 && roles[description]?.rank === 3
      ? { description, memo: second }
      : { description }
  }
  const text = contents
    .map((content, column) => ({ content, column }))
    .filter(
      ({ content, column }) =>
        free(column) &&
        roles[column] === undefined &&
        content.written > 0 &&
        content.amounts + content.dates < content.written &&
        !isAccounts(column),
    )
    .sort((a, b) => b.content.averageLength - a.content.averageLength)[0]
  // Only where nothing else says anything: the other party's account is better than no description.
  return { description: text?.column ?? payees[0] ?? -1 }
}
