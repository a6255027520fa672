/**
 * What a CSV column holds in the records looked at: how many of its cells are dates, amounts,
 * directions, statuses, currency codes or account numbers, and how varied and long its text is;
 * and the columns named for a role whose content fits it. The columns are chosen from these
 * (`columns.ts`, `descriptionColumns.ts`).
 */
import { amountLike, currencyCodeOf, directionOf, isDateLike } from './cells'
import type { ColumnRole, NamedRole } from './columnNames'
import { isAccountNumber } from './iban'
import { cell } from './record'
import { statusOf } from './status'

/** What a column holds in the records looked at. */
export interface ColumnContent {
  written: number
  dates: number
  amounts: number
  negatives: number
  /** Amounts with a sign or decimals: money, rather than a count or an id. */
  moneyLike: number
  directions: number
  /** Cells that say a status in words (`Udført`, `Venter`); `answers` counts yes and no too, as under a column named "Pending". */
  statuses: number
  answers: number
  currencies: number
  /** Account numbers (IBANs, `3300 12 34567`, `5402-1184726`): a counterparty's account, never its name. */
  accountNumbers: number
  distinct: number
  /** How many cells hold the most frequent text. */
  commonest: number
  averageLength: number
}

/** The share of a column's written cells that must fit for the column to be taken as that kind. */
const MOSTLY = 0.8

/** Whether `count` is most of `of` (and `of` is not nothing). */
export const mostly = (count: number, of: number): boolean => of > 0 && count >= of * MOSTLY

/** The content of one column of the records. */
export function contentOf(records: readonly (readonly string[])[], column: number, digits: number): ColumnContent {
  const content: ColumnContent = {
    written: 0,
    dates: 0,
    amounts: 0,
    negatives: 0,
    moneyLike: 0,
    directions: 0,
    statuses: 0,
    answers: 0,
    currencies: 0,
    accountNumbers: 0,
    distinct: 0,
    commonest: 0,
    averageLength: 0,
  }
  const values = new Map<string, number>()
  let length = 0
  for (const fields of records) {
    const text = cell(fields, column)
    if (text === '') continue
    content.written += 1
    values.set(text, (values.get(text) ?? 0) + 1)
    length += text.length
    if (isDateLike(text)) content.dates += 1
    const amount = amountLike(text, digits)
    if (amount !== undefined) {
      content.amounts += 1
      if (amount < 0) content.negatives += 1
      if (/[.,]\d{1,3}\W*$|^\W*[-+(\u2212]/.test(text)) content.moneyLike += 1
    }
    if (directionOf(text) !== undefined) content.directions += 1
    if (statusOf(text) !== undefined) content.statuses += 1
    if (statusOf(text, { answers: true }) !== undefined) content.answers += 1
    if (currencyCodeOf(text) !== undefined) content.currencies += 1
    if (isAccountNumber(text)) content.accountNumbers += 1
  }
  content.distinct = values.size
  for (const count of values.values()) content.commonest = Math.max(content.commonest, count)
  content.averageLength = content.written === 0 ? 0 : length / content.written
  return content
}

/** Columns whose names say `role`, that the content does not contradict, best rank first (then leftmost). */
export function named(roles: readonly (NamedRole | undefined)[], role: ColumnRole, fits: (column: number) => boolean): number[] {
  return roles
    .map((name, column) => ({ rank: name?.role === role ? name.rank : 0, column }))
    .filter(({ rank, column }) => rank > 0 && fits(column))
    .sort((a, b) => b.rank - a.rank || a.column - b.column)
    .map(({ column }) => column)
}
