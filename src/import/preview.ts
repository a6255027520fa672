/**
 * The preview: what becomes of each row of a file if it is imported into one bank account. Every
 * row is new, already imported (the account holds it under its `apiSourceId`, an id of it from
 * before ids were per account, or the other form of its batch), a likely duplicate (the same
 * amount within 3 days and a similar description, of a transaction not from this file: shown,
 * imported only when the user ticks it, never merged), repeated in this file (the same bank id
 * for the same transaction: imported once), not settled (pending, reverted, declined: never
 * imported), invalid, or in the closed period. Pure over the rows and the account's transactions;
 * sliced so a long file never blocks.
 */
import type { BankTransaction } from '../api/types'
import { HeldIds, heldAsOf, normalizeDescription, SourceIdMaker, type RowIdentity } from './sourceIds'
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
}

/** How many days apart a likely duplicate's date may be. */
const DUPLICATE_DAYS = 3

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

const DAY_MS = 86_400_000
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS

/** The preview of `input.rows`; rejects only when `signal` aborts. */
export async function previewStatement(input: PreviewInput, { signal }: { signal?: AbortSignal } = {}): Promise<StatementPreview> {
  const { rows, bankAccountId, transactions, closedThrough, statement } = input
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
  // Slices that end by the clock as well as by count, each after a turn of the main thread (the
  // first too): 5,000 rows a slice ran past 50 ms while the code was cold, in Chromium on a 2-core machine.
  await forEachInSlices(
    rows,
    (row) => {
      if (included(row)) maker.note(row)
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
  return { rows: previewRows, counts }

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

  /** The closest in date of the account's unclaimed transactions alike to the row, not from this file. */
  function likelyDuplicate(date: string, amount: number, description: string): BankTransaction | undefined {
    const day = dayNumber(date)
    let best: BankTransaction | undefined
    let bestDistance = Infinity
    for (const candidate of byAmount.get(amount) ?? []) {
      if (claimed.has(candidate.id) || (candidate.apiSourceId && fromFile.has(candidate.apiSourceId)) || typeof candidate.date !== 'string')
        continue
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
