/**
 * The preview: what becomes of each row of a file if it is imported into one bank account. Every
 * row is new, already imported (the account holds it under its `apiSourceId`, an id of it from
 * before ids were per account, or the other form of its batch), a likely duplicate, repeated in
 * this file (the same bank id for the same transaction: imported once), not settled (pending,
 * reverted, declined: never imported), invalid, or in the closed period. Pure over the rows, the
 * account's transactions and what its earlier statements covered; sliced so a long file never blocks.
 *
 * A likely duplicate is a transaction of the account not from this file, of the same amount, dated
 * within 7 days (a card's memo-posted day and its posted day, which a bank may switch between
 * downloads with new ids), with a similar description, and each transaction resembles one row at
 * most. It is shown with what it resembles and imported only when the user ticks it, never merged.
 * Issue 74 puts it as "not itself from a statement that already covered this row's date under
 * another id"; read from both sides, since a re-dated download moves rows past the end of the
 * earlier one: a transaction an earlier statement import brought is set aside when the two
 * statements cannot hold the same transaction, that is when no earlier statement of the account
 * covered this row's day (while one covered the transaction's) and this file does not cover the
 * transaction's day. So June's coffee of June 1 is new beside May's of May 31, and a May statement
 * downloaded again four days later is all likely duplicates. A transaction of the bank feed or
 * entered by hand, or one of days no recorded statement covered, keeps the plain rule: the
 * coverage only ever lets a row be new that the 7 days alone would hold back.
 */
import type { BankTransaction } from '../../api/types'
import { spanCovers, widenSpan, type StatementCoverage, type StatementSpan } from './coverage'
import { HeldIds, heldAsOf, normalizeDescription, SourceIdMaker, STATEMENT_IMPORT, type RowIdentity } from './sourceIds'
import type { BankStatementReading, StatementRow } from './types'
import { forEachInSlices } from './slices'

/** What becomes of one row. */
export type ImportRowState = 'new' | 'alreadyImported' | 'likelyDuplicate' | 'repeatedInFile' | 'notSettled' | 'invalid' | 'closedPeriod'

/** The states in the order a screen counts them. */
export const IMPORT_ROW_STATES: readonly ImportRowState[] = [
  'new',
  'likelyDuplicate',
  'alreadyImported',
  'repeatedInFile',
  'closedPeriod',
  'notSettled',
  'invalid',
]

/** One row of the file and what becomes of it if the file is imported. */
export interface PreviewRow {
  /** The row's index in the reading's `rows`. */
  index: number
  row: StatementRow
  state: ImportRowState
  /** The `apiSourceId` it is imported with; absent for an invalid or unsettled row. */
  sourceId?: string
  /** The account's transaction it is (already imported) or looks like (likely duplicate). */
  match?: BankTransaction
  /** For a row repeated in this file: the row it repeats, which is the one imported. */
  first?: StatementRow
}

/** What becomes of every row of a file, and how many rows are in each state. */
export interface StatementPreview {
  rows: PreviewRow[]
  counts: Record<ImportRowState, number>
  /** The days the previewed rows cover (their first and last date): what an import of them records; absent when no row has a date. */
  covers?: StatementSpan
}

export interface PreviewInput {
  rows: readonly StatementRow[]
  bankAccountId: string
  /** Every transaction the synced set holds (of any account: only the chosen account's are compared). */
  transactions: readonly BankTransaction[]
  /** Rows dated on or before this day cannot be created (the closing, when modifications are disabled). */
  closedThrough?: string
  /** For a file of several statements: the index of the one imported; the other statements' rows are left out of the preview. */
  statement?: number
  /** What earlier statement imports covered (of any account: only the chosen account's count). */
  coverage?: readonly StatementCoverage[]
}

/** How many days apart a likely duplicate's date may be: a card's memo-posted day and its posted day are up to a few days apart. */
const DUPLICATE_DAYS = 7

/** Words of a description that say something: 3 letters or more, or any number. */
const wordsOf = (description: string | undefined) =>
  new Set(
    normalizeDescription(description ?? '')
      .split(' ')
      .filter((word) => word.length >= 3 || /\d/.test(word)),
  )

/**
 * Whether two descriptions name the same thing as banks write it: one's words mostly among the
 * other's ("SQ *BLUE MOON COFFEE 0412" and "Blue Moon Coffee"). Two without words are alike.
 */
export function similarDescriptions(a: string | undefined, b: string | undefined): boolean {
  const left = wordsOf(a)
  const right = wordsOf(b)
  if (left.size === 0 || right.size === 0) return left.size === right.size
  let shared = 0
  for (const word of left) if (right.has(word)) shared++
  return shared / Math.min(left.size, right.size) >= 0.5
}

const hasDate = (transaction: BankTransaction): transaction is BankTransaction & { date: string } => typeof transaction.date === 'string'

const DAY_MS = 86_400_000
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS

/** The preview of `input.rows`; rejects only when `signal` aborts. */
export async function previewStatement(input: PreviewInput, { signal }: { signal?: AbortSignal } = {}): Promise<StatementPreview> {
  const { rows, bankAccountId, transactions, closedThrough, statement, coverage = [] } = input
  const earlier = coverage.filter((covered) => covered.bankAccountId === bankAccountId)
  const held = new HeldIds(transactions, bankAccountId)
  const byAmount = new Map<number, BankTransaction[]>()
  for (const transaction of held.transactions) {
    if (typeof transaction.amount === 'number') byAmount.set(transaction.amount, [...(byAmount.get(transaction.amount) ?? []), transaction])
  }
  // Rows of the other statements of the file are left out; a row of no statement belongs to every one.
  const included = (row: StatementRow) => statement === undefined || row.statement === undefined || row.statement === statement
  const maker = new SourceIdMaker(bankAccountId)
  const identities: Array<RowIdentity | undefined> = []
  // The file's own ids (and older ids of its rows), gathered as they are made: a pass of its own
  // over 100,000 ids, after the last slice, made that task a long one.
  const fromFile = new Set<string>()
  let covers: StatementSpan | undefined
  // Slices that end by the clock as well as by count, each after a turn of the main thread (the
  // first too): 5,000 rows a slice ran past 50 ms while the code was cold, in Chromium on a 2-core machine.
  await forEachInSlices(
    rows,
    (row) => {
      if (!included(row)) return
      maker.note(row)
      if (row.date !== undefined) covers = widenSpan(covers, row.date)
    },
    signal,
  )
  await forEachInSlices(
    rows,
    (row) => {
      const identity = included(row) ? maker.next(row) : undefined
      identities.push(identity)
      if (identity) for (const id of heldAsOf(row, identity.sourceId).ids) fromFile.add(id)
    },
    signal,
  )
  // One transaction of the account is the likely duplicate of one row at most: a file's two equal
  // payments are not both shadowed by one payment the account holds.
  const claimed = new Set<string>()
  const counts: Record<ImportRowState, number> = {
    new: 0,
    alreadyImported: 0,
    likelyDuplicate: 0,
    repeatedInFile: 0,
    notSettled: 0,
    invalid: 0,
    closedPeriod: 0,
  }
  const previewRows: PreviewRow[] = []
  await forEachInSlices(
    rows,
    (row, index) => {
      if (!included(row)) return
      const preview = previewRow(row, index, identities[index])
      counts[preview.state]++
      previewRows.push(preview)
    },
    signal,
  )
  return covers ? { rows: previewRows, counts, covers } : { rows: previewRows, counts }

  function previewRow(row: StatementRow, index: number, identity: RowIdentity | undefined): PreviewRow {
    if (row.unsettled) return { index, row, state: 'notSettled' }
    if (identity === undefined || row.problem || row.date === undefined || row.amount === undefined) return { index, row, state: 'invalid' }
    const { sourceId } = identity
    if (identity.repeats) return { index, row, state: 'repeatedInFile', sourceId, first: identity.repeats }
    const imported = held.find(heldAsOf(row, sourceId))
    if (imported) return { index, row, state: 'alreadyImported', sourceId, match: imported }
    if (closedThrough !== undefined && row.date <= closedThrough) return { index, row, state: 'closedPeriod', sourceId }
    const match = likelyDuplicate(row.date, row.amount, row.description)
    if (match) {
      claimed.add(match.id)
      return { index, row, state: 'likelyDuplicate', sourceId, match }
    }
    return { index, row, state: 'new', sourceId }
  }

  /**
   * Whether an earlier statement import's transaction cannot be the row's: no earlier statement
   * covered the row's day, one covered the transaction's, and this file does not.
   */
  function otherStatement(candidate: BankTransaction & { date: string }, rowCovered: boolean): boolean {
    if (rowCovered || candidate.apiName !== STATEMENT_IMPORT) return false
    if (covers && spanCovers(covers, candidate.date)) return false
    return earlier.some((covered) => spanCovers(covered, candidate.date))
  }

  /** The closest in date of the account's unclaimed transactions alike to the row, not from this file nor from a statement that cannot hold it. */
  function likelyDuplicate(date: string, amount: number, description: string): BankTransaction | undefined {
    const day = dayNumber(date)
    const rowCovered = earlier.some((covered) => spanCovers(covered, date))
    let best: BankTransaction | undefined
    let bestDistance = Infinity
    for (const candidate of byAmount.get(amount) ?? []) {
      if (claimed.has(candidate.id) || (candidate.apiSourceId && fromFile.has(candidate.apiSourceId)) || !hasDate(candidate)) continue
      if (otherStatement(candidate, rowCovered)) continue
      const distance = Math.abs(dayNumber(candidate.date) - day)
      if (distance <= DUPLICATE_DAYS && distance < bestDistance && similarDescriptions(description, candidate.description))
        [best, bestDistance] = [candidate, distance]
    }
    return best
  }
}

/** What an import of the preview sends: the new rows and the likely duplicates the user ticked. */
export function rowsToImport(preview: StatementPreview, ticked: ReadonlySet<number>): PreviewRow[] {
  return preview.rows.filter((row) => row.state === 'new' || (row.state === 'likelyDuplicate' && ticked.has(row.index)))
}

/** Counts and totals of what an import sends, in integer minor units. */
export interface ImportTotals {
  count: number
  moneyIn: number
  moneyOut: number
}

export function importTotals(rows: readonly PreviewRow[]): ImportTotals {
  const totals: ImportTotals = { count: 0, moneyIn: 0, moneyOut: 0 }
  for (const { row } of rows) {
    const amount = row.amount ?? 0
    totals.count++
    if (amount >= 0) totals.moneyIn += amount
    else totals.moneyOut -= amount
  }
  return totals
}

/**
 * Whether the file's transactions agree with the balances it states: `agrees` or `differs` (by
 * `difference`, the closing stated less the opening plus every readable row) when it states both;
 * `closingOnly` when it states only the closing (OFX); `unknown` when rows could not be read; absent when it states none.
 */
export type StatementBalanceCheck =
  | { status: 'agrees' | 'differs'; opening: number; closing: number; openingDate: string; closingDate: string; difference: number }
  | { status: 'closingOnly'; closing: number; closingDate: string }
  | { status: 'unknown'; unreadable: number }

export function balanceCheck(reading: Pick<BankStatementReading, 'rows' | 'balances'>): StatementBalanceCheck | undefined {
  const { opening, closing } = reading.balances ?? {}
  if (!closing) return undefined
  if (!opening) return { status: 'closingOnly', closing: closing.amount, closingDate: closing.date }
  let sum = 0
  let unreadable = 0
  for (const row of reading.rows) {
    if (row.amount === undefined) unreadable++
    else sum += row.amount
  }
  if (unreadable > 0) return { status: 'unknown', unreadable }
  const difference = closing.amount - (opening.amount + sum)
  return {
    status: difference === 0 ? 'agrees' : 'differs',
    opening: opening.amount,
    closing: closing.amount,
    openingDate: opening.date,
    closingDate: closing.date,
    difference,
  }
}
