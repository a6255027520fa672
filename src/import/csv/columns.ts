/**
 * Which column holds what, by its header's name where the name is known, by its content where it
 * is not (a column of dates, a column of amounts), and names checked against content: a "Type"
 * column is a direction only if it says DR/CR, an "ID" is the bank's id only if no two rows share
 * one, a "Status" or "Info" is a status only if it holds few values, one of them on most rows; a
 * column without a known name is one when it says COMPLETED/PENDING/Udført/Venter….
 */
import type { CsvColumns } from '../types'
import { amountLike, currencyCodeOf, directionOf, isDateLike } from './cells'
import { roleOfHeader, type ColumnRole, type NamedRole } from './columnNames'
import { isIban } from './iban'
import { cell } from './record'
import { statusOf } from './status'

/** What a column holds in the records looked at. */
interface ColumnContent {
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
  /** Account numbers as IBANs: a counterparty's account, never its name. */
  ibans: number
  distinct: number
  /** How many cells hold the most frequent text. */
  commonest: number
  averageLength: number
}

/** The share of a column's written cells that must fit for the column to be taken as that kind. */
const MOSTLY = 0.8

function contentOf(records: readonly (readonly string[])[], column: number, digits: number): ColumnContent {
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
    ibans: 0,
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
    if (isIban(text)) content.ibans += 1
  }
  content.distinct = values.size
  for (const count of values.values()) content.commonest = Math.max(content.commonest, count)
  content.averageLength = content.written === 0 ? 0 : length / content.written
  return content
}

const mostly = (count: number, of: number): boolean => of > 0 && count >= of * MOSTLY

/** Columns whose names say `role`, that the content does not contradict, best rank first (then leftmost). */
function named(roles: readonly (NamedRole | undefined)[], role: ColumnRole, fits: (column: number) => boolean): number[] {
  return roles
    .map((name, column) => ({ rank: name?.role === role ? name.rank : 0, column }))
    .filter(({ rank, column }) => rank > 0 && fits(column))
    .sort((a, b) => b.rank - a.rank || a.column - b.column)
    .map(({ column }) => column)
}

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
  const currency = named(roles, 'currency', (column) => free(column) && mostly(content(column).currencies, content(column).written))[0]
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

/**
 * The description and memo. The payee (who was paid or paid) is the best description, with the
 * bank's text (purpose, details, the payment reference) as its memo; without a payee, the bank's
 * text is the description. A file that names the payer apart (DKB) describes money in by the
 * payer. Unnamed, the text column with the most to say (longest on average) is the description.
 * A column of IBANs (`Counterparty` holding the account) is never the payee beside a name or text.
 */
function descriptionColumns(
  contents: readonly ColumnContent[],
  roles: readonly (NamedRole | undefined)[],
  taken: ReadonlySet<number>,
): Pick<CsvColumns, 'description' | 'memo' | 'payer'> {
  const isIbans = (column: number): boolean => mostly(contents[column]?.ibans ?? 0, contents[column]?.written ?? 0)
  const free = (column: number): boolean => !taken.has(column)
  const payees = named(roles, 'payee', free)
  const payer = named(roles, 'payer', free)[0]
  // Of two names of one rank, the column that says more: Chase's `Details` says DEBIT or CHECK on
  // every row, its `Description` who was paid.
  const narratives = named(roles, 'narrative', free).sort(
    (a, b) => (roles[b]?.rank ?? 0) - (roles[a]?.rank ?? 0) || (contents[b]?.distinct ?? 0) - (contents[a]?.distinct ?? 0),
  )
  const payee = payees.find((column) => !isIbans(column)) ?? (narratives.length === 0 ? payees[0] : undefined)
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
        !isIbans(column),
    )
    .sort((a, b) => b.content.averageLength - a.content.averageLength)[0]
  return { description: text?.column ?? -1 }
}
