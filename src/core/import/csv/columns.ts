/**
 * Which column holds what, by its header's name where the name is known, by its content where it
 * is not (a column of dates, a column of amounts), and names checked against content: a "Type"
 * column is a direction only if it says DR/CR, an "ID" is the bank's id only if no two rows share
 * one, a "Status" or "Info" is a status only if it holds few values, one of them on most rows; a
 * column without a known name is one when it says COMPLETED/PENDING/Udført/Venter….
 */
import type { CsvColumns } from '../types'
import { contentOf, mostly, named, type ColumnContent } from './columnContent'
import { roleOfHeader, type NamedRole } from './columnNames'
import { descriptionColumns } from './descriptionColumns'
import { cell } from './record'

/**
 * The columns of a statement, with `-1` for a date or description column that cannot be found.
 * `header` is absent for a file without one; `records` are the first records after it.
 */
export function inferColumns(
  header: readonly string[] | undefined,
  records: readonly (readonly string[])[],
  columnCount: number,
  digits: number,
): CsvColumns {
  const contents = Array.from({ length: columnCount }, (_, column) => contentOf(records, column, digits))
  const roles = Array.from({ length: columnCount }, (_, column) =>
    header?.[column] !== undefined ? roleOfHeader(header[column] as string) : undefined,
  )
  const content = (column: number): ColumnContent => contents[column] as ColumnContent
  const empty = (column: number): boolean => content(column).written === 0
  const taken = new Set<number>()
  const take = (column: number | undefined): number | undefined => {
    if (column !== undefined && column >= 0) taken.add(column)
    return column
  }

  // A name is taken unless the content contradicts it outright: a few bad cells are row problems to show.
  const someDates = (column: number): boolean => empty(column) || content(column).dates > 0
  const someAmounts = (column: number): boolean => empty(column) || content(column).amounts > 0
  const isDates = (column: number): boolean => mostly(content(column).dates, content(column).written)
  const started = named(roles, 'startDate', someDates)[0]
  const date = take(named(roles, 'date', someDates)[0] ?? started ?? contents.findIndex((_, column) => isDates(column))) ?? -1

  const columns: CsvColumns = { date, description: -1 }
  if (started !== undefined && started !== date) columns.startDate = take(started)
  const out = named(roles, 'moneyOut', someAmounts)[0]
  const into = named(roles, 'moneyIn', someAmounts)[0]
  const amount = named(roles, 'amount', someAmounts)[0]
  if (out !== undefined && into !== undefined) {
    columns.moneyOut = take(out)
    columns.moneyIn = take(into)
  } else if (amount !== undefined) {
    columns.amount = take(amount)
  } else {
    Object.assign(columns, amountsByContent(contents, records, roles, taken))
    take(columns.amount ?? columns.moneyOut)
    take(columns.moneyIn)
  }

  // A direction only beside an unsigned amount: a signed one says the direction itself. A column
  // named so may have a few words bookkit does not know (they become row problems); an unnamed
  // one must say in or out on every row.
  if (columns.amount !== undefined && content(columns.amount).negatives === 0) {
    const free = (column: number): boolean => !taken.has(column) && content(column).written > 0
    const namedDirection = named(
      roles,
      'direction',
      (column) => free(column) && mostly(content(column).directions, content(column).written),
    )[0]
    const foundDirection = contents.findIndex(
      (each, column) => free(column) && roles[column] === undefined && each.directions === each.written,
    )
    const direction = namedDirection ?? foundDirection
    if (direction !== -1) columns.direction = take(direction)
  }

  // The bank's id must tell rows apart: an id that repeats would merge two payments. A total line
  // at the end has none, so most rows having one is enough.
  const isIds = (column: number): boolean =>
    !taken.has(column) && content(column).distinct === content(column).written && mostly(content(column).written, records.length)
  const bankId = take(named(roles, 'bankId', isIds)[0])
  if (bankId !== undefined) columns.bankId = bankId

  Object.assign(columns, rowStateColumns(roles, content, taken))
  Object.assign(columns, descriptionColumns(contents, roles, taken))
  return columns
}

/** The most values a status column holds (booked, pending, reverted, declined and a few more). */
const STATUS_VALUES = 6

/**
 * A status column's content: a few values, one of them (the settled rows') on most rows, so a
 * column named Status that holds text of every kind is none. Words bookkit does not know are
 * settled; only a pending, reverted or declined word holds a row back.
 */
function looksLikeStatuses(content: ColumnContent): boolean {
  return content.written > 0 && content.distinct <= STATUS_VALUES && content.commonest * 2 >= content.written
}

/**
 * The columns that decide whether a row books and how much: its status, its fee, its currency
 * (codes). A status column is named so in any language bookkit knows (`Status`, `Zustand`,
 * `Tila`…) and holds few values, or unnamed, says statuses in words (`Udført`, `Venter`).
 */
function rowStateColumns(
  roles: readonly (NamedRole | undefined)[],
  content: (column: number) => ColumnContent,
  taken: Set<number>,
): Pick<CsvColumns, 'status' | 'fee' | 'currency'> {
  const free = (column: number): boolean => !taken.has(column)
  const found: Pick<CsvColumns, 'status' | 'fee' | 'currency'> = {}
  const status =
    named(
      roles,
      'status',
      (column) => free(column) && (mostly(content(column).answers, content(column).written) || looksLikeStatuses(content(column))),
    )[0] ??
    roles.findIndex(
      (role, column) =>
        role === undefined &&
        free(column) &&
        looksLikeStatuses(content(column)) &&
        mostly(content(column).statuses, content(column).written),
    )
  const fee = named(roles, 'fee', (column) => free(column) && content(column).amounts > 0)[0]
  const currencies = (column: number): boolean => free(column) && mostly(content(column).currencies, content(column).written)
  // `Valuta` is a value date in German and the currency in the Nordic languages (Nordea's `SEK`):
  // a column named for a date that holds no date but currency codes is the currency.
  const currency =
    named(roles, 'currency', currencies)[0] ??
    roles.findIndex((role, column) => role?.role === 'date' && content(column).dates === 0 && currencies(column))
  for (const [key, column] of [
    ['status', status],
    ['fee', fee],
    ['currency', currency],
  ] as const) {
    if (column === undefined || column === -1) continue
    found[key] = column
    taken.add(column)
  }
  return found
}

/**
 * Amount columns of a file whose names do not say: among the columns of amounts (not the
 * balance), two that are never filled on the same row are money out and in (out first, as
 * banks order them); otherwise the one most like money (signs, decimals) is the amount.
 */
function amountsByContent(
  contents: readonly ColumnContent[],
  records: readonly (readonly string[])[],
  roles: readonly (NamedRole | undefined)[],
  taken: ReadonlySet<number>,
): Pick<CsvColumns, 'amount' | 'moneyOut' | 'moneyIn'> {
  const candidates = contents
    .map((content, column) => ({ content, column }))
    .filter(
      ({ content, column }) =>
        !taken.has(column) && roles[column] === undefined && mostly(content.amounts, content.written) && content.dates < content.written,
    )
  for (let i = 0; i + 1 < candidates.length; i++) {
    const [first, second] = [candidates[i], candidates[i + 1]] as const
    if (first && second && second.column === first.column + 1) {
      const filled = records.map((fields) => [cell(fields, first.column) !== '', cell(fields, second.column) !== ''])
      if (filled.every(([a, b]) => a !== b)) return { moneyOut: first.column, moneyIn: second.column }
    }
  }
  const best = [...candidates].sort(
    (a, b) => b.content.moneyLike / b.content.written - a.content.moneyLike / a.content.written || a.column - b.column,
  )[0]
  return best ? { amount: best.column } : {}
}
