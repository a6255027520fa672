/**
 * A month's close as bookkit keeps it in the provider's `store`: each sign-off of the month (who,
 * when, every checklist item's state and figure, the trial balance's totals, and the month's bank
 * transactions as they stood), and each reopening, under `close:<companyId>:<month>`; and the
 * months signed off now, under `closeMonths:<companyId>`, so the queue and the editor read one
 * record to flag a change to one. The month's record is the truth; the list is kept from it and
 * mended from it. Pure: the reads and writes are in src/react/monthCloseRecord.ts.
 */
import type { BankTransaction } from '../api/types'

/** The checklist of a month's close, most important first. */
export const CLOSE_ITEM_IDS = ['review', 'reconcile', 'match', 'suspense', 'receivables', 'balances', 'changes'] as const

/** One item of the checklist. */
export type CloseItemId = (typeof CLOSE_ITEM_IDS)[number]

/** Where an item stands: nothing left (`done`), something left (`toDo`), or not known (yet, or at all). */
export type CloseItemState = 'done' | 'toDo' | 'unknown'

/** An item as a sign-off kept it. */
export interface SignedItem {
  id: CloseItemId
  state: CloseItemState
  /** The item's figure then: what was left (a count, or an amount in minor units). */
  figure?: number
  /** Why it was signed off although not done, as the user wrote it. */
  reason?: string
}

/** A bank transaction of the month as it stood at sign-off: `[id, date, amount, category]` (category id, or '' for none). */
export type SignedTransaction = [id: string, date: string, amount: number, category: string]

/** One sign-off of a month, and its reopening if it was reopened. */
export interface SignOff {
  /** ISO 8601 instant. */
  at: string
  /** Who signed off, as the host names the signed-in user; absent when it did not. */
  by?: string
  items: SignedItem[]
  /** The trial balance's totals at the month's end, in minor units, when they were final. */
  trialBalance?: { debits: number; credits: number }
  /** The month's bank transactions as they stood, by id: a change later is told against them. */
  transactions: SignedTransaction[]
  /** Undone: the month is open again. */
  reopened?: { at: string; by?: string; reason?: string }
}

/** Everything kept for one month: its sign-offs and reopenings, oldest first. */
export interface CloseRecord {
  format: 'bookkit.close'
  formatVersion: 1
  /** `YYYY-MM`. */
  month: string
  signOffs: SignOff[]
}

/** A month signed off now, as the company's list of them names it. */
export interface SignedMonth {
  month: string
  at: string
  by?: string
}

/** The months of a company signed off now (none reopened since). */
export interface SignedMonths {
  format: 'bookkit.closeMonths'
  formatVersion: 1
  months: SignedMonth[]
}

/** The store's key of a month's close. */
export const closeKey = (companyId: string, month: string) => `close:${companyId}:${month}`
/** The store's key of the months of a company signed off now. */
export const signedMonthsKey = (companyId: string) => `closeMonths:${companyId}`

export const emptyCloseRecord = (month: string): CloseRecord => ({ format: 'bookkit.close', formatVersion: 1, month, signOffs: [] })
export const NO_SIGNED_MONTHS: SignedMonths = { format: 'bookkit.closeMonths', formatVersion: 1, months: [] }

/** The sign-off in force: the last, unless it was reopened. */
export function signOffInForce(record: CloseRecord | undefined): SignOff | undefined {
  const last = record?.signOffs.at(-1)
  return last && !last.reopened ? last : undefined
}

/** The month's list entry as its record says it should be: signed off, or not in the list. */
export const signedMonthOf = (record: CloseRecord): SignedMonth | undefined => {
  const signOff = signOffInForce(record)
  return signOff && { month: record.month, at: signOff.at, ...(signOff.by !== undefined && { by: signOff.by }) }
}

/** The list with `month` as its record says (added, dropped, or left): `undefined` when it already agrees. */
export function mendSignedMonths(list: SignedMonths, month: string, entry: SignedMonth | undefined): SignedMonths | undefined {
  const at = list.months.findIndex((one) => one.month === month)
  const now = at < 0 ? undefined : list.months[at]
  if (now?.at === entry?.at && now?.by === entry?.by) return undefined
  const months = list.months.filter((one) => one.month !== month)
  if (entry) months.push(entry)
  months.sort((a, b) => a.month.localeCompare(b.month))
  return { ...list, months }
}

/** `YYYY-MM`: a month of a date, or a month as typed. */
export const monthOf = (date: string) => date.slice(0, 7)
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
export const isMonth = (value: unknown): value is string => typeof value === 'string' && MONTH.test(value)

/** The first and last days of a month, `YYYY-MM-DD`. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate()
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` }
}

/** The month `count` months from `month` (negative: before). */
export function addMonthsTo(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + (number - 1) + count
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** A top-level bank transaction as a sign-off keeps it. */
export const signedTransactionOf = (transaction: BankTransaction): SignedTransaction => [
  transaction.id,
  transaction.date,
  transaction.amount,
  transaction.category?.id ?? '',
]

/** What changed in a transaction of a signed-off month. */
export type SignedChangeKind = 'added' | 'changed' | 'deleted'

/** A transaction of a signed-off month changed, added or deleted since its sign-off. */
export interface SignedChange {
  id: string
  kind: SignedChangeKind
  /** For `changed`: what differs from the sign-off's. */
  changes: Array<'amount' | 'date' | 'category'>
  /** The transaction as the sign-off kept it (`changed`, `deleted`). */
  then?: SignedTransaction
  /** The transaction now (`added`, `changed`). */
  now?: BankTransaction
}

/**
 * The transactions of `month` changed since `signOff`: `current` is every live top-level bank
 * transaction (of any month: one moved out of the month is changed, not gone). One pass over each.
 */
export function changesSinceSignOff(signOff: SignOff, month: string, current: readonly BankTransaction[]): SignedChange[] {
  const then = new Map(signOff.transactions.map((kept) => [kept[0], kept]))
  const changes: SignedChange[] = []
  const seen = new Set<string>()
  for (const transaction of current) {
    const kept = then.get(transaction.id)
    if (!kept) {
      if (monthOf(transaction.date) === month && transaction.status !== 'DELETED')
        changes.push({ id: transaction.id, kind: 'added', changes: [], now: transaction })
      continue
    }
    seen.add(transaction.id)
    if (transaction.status === 'DELETED') {
      changes.push({ id: transaction.id, kind: 'deleted', changes: [], then: kept })
      continue
    }
    const [, date, amount, category] = kept
    const differs: SignedChange['changes'] = []
    if (transaction.amount !== amount) differs.push('amount')
    if (transaction.date !== date) differs.push('date')
    if ((transaction.category?.id ?? '') !== category) differs.push('category')
    if (differs.length > 0) changes.push({ id: transaction.id, kind: 'changed', changes: differs, then: kept, now: transaction })
  }
  for (const kept of signOff.transactions) if (!seen.has(kept[0])) changes.push({ id: kept[0], kind: 'deleted', changes: [], then: kept })
  return changes
}

/** A stored value read back: the record, or the path of the first field that could not be read. */
export type Reading<T> = { ok: true; record: T } | { ok: false; field: string }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const extraKey = (value: Record<string, unknown>, keys: readonly string[]) => Object.keys(value).find((key) => !keys.includes(key))
const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value))
const isText = (value: unknown): value is string => typeof value === 'string'
const isMinor = (value: unknown): value is number => Number.isSafeInteger(value)
const DATE = /^\d{4}-\d{2}-\d{2}$/
const ITEM_STATES: readonly unknown[] = ['done', 'toDo', 'unknown']

/** The field of `item` that cannot be read, or `undefined`. */
function itemProblem(item: unknown): string | undefined {
  if (!isObject(item)) return ''
  const extra = extraKey(item, ['id', 'state', 'figure', 'reason'])
  if (extra !== undefined) return extra
  if (!(CLOSE_ITEM_IDS as readonly unknown[]).includes(item.id)) return 'id'
  if (!ITEM_STATES.includes(item.state)) return 'state'
  if (item.figure !== undefined && !isMinor(item.figure)) return 'figure'
  if (item.reason !== undefined && !isText(item.reason)) return 'reason'
  return undefined
}

/** The field of `signOff` that cannot be read, or `undefined`. */
function signOffProblem(signOff: unknown): string | undefined {
  if (!isObject(signOff)) return ''
  const extra = extraKey(signOff, ['at', 'by', 'items', 'trialBalance', 'transactions', 'reopened'])
  if (extra !== undefined) return extra
  if (!isInstant(signOff.at)) return 'at'
  if (signOff.by !== undefined && !isText(signOff.by)) return 'by'
  if (!Array.isArray(signOff.items)) return 'items'
  for (const [index, item] of signOff.items.entries()) {
    const problem = itemProblem(item)
    if (problem !== undefined) return `items.${index}${problem && `.${problem}`}`
  }
  const totals = signOff.trialBalance
  if (
    totals !== undefined &&
    !(isObject(totals) && extraKey(totals, ['debits', 'credits']) === undefined && isMinor(totals.debits) && isMinor(totals.credits))
  )
    return 'trialBalance'
  if (!Array.isArray(signOff.transactions)) return 'transactions'
  for (const [index, kept] of signOff.transactions.entries()) {
    const [id, date, amount, category] = Array.isArray(kept) ? kept : []
    if (
      !Array.isArray(kept) ||
      kept.length !== 4 ||
      !isText(id) ||
      id === '' ||
      !isText(date) ||
      !DATE.test(date) ||
      !isMinor(amount) ||
      !isText(category)
    )
      return `transactions.${index}`
  }
  const reopened = signOff.reopened
  if (reopened !== undefined) {
    if (!isObject(reopened)) return 'reopened'
    const extraReopened = extraKey(reopened, ['at', 'by', 'reason'])
    if (extraReopened !== undefined) return `reopened.${extraReopened}`
    if (!isInstant(reopened.at)) return 'reopened.at'
    if (reopened.by !== undefined && !isText(reopened.by)) return 'reopened.by'
    if (reopened.reason !== undefined && !isText(reopened.reason)) return 'reopened.reason'
  }
  return undefined
}

/** Reads a month's stored close: anything unknown or mistyped is refused with its field's path (never written over). */
export function readCloseRecord(value: unknown, month: string): Reading<CloseRecord> {
  if (!isObject(value)) return { ok: false, field: '' }
  const extra = extraKey(value, ['format', 'formatVersion', 'month', 'signOffs'])
  if (extra !== undefined) return { ok: false, field: extra }
  if (value.format !== 'bookkit.close') return { ok: false, field: 'format' }
  if (value.formatVersion !== 1) return { ok: false, field: 'formatVersion' }
  if (value.month !== month) return { ok: false, field: 'month' }
  if (!Array.isArray(value.signOffs)) return { ok: false, field: 'signOffs' }
  for (const [index, signOff] of value.signOffs.entries()) {
    const problem = signOffProblem(signOff)
    if (problem !== undefined) return { ok: false, field: `signOffs.${index}${problem && `.${problem}`}` }
  }
  return { ok: true, record: value as unknown as CloseRecord }
}

/** Reads a company's list of signed-off months, as strictly. */
export function readSignedMonths(value: unknown): Reading<SignedMonths> {
  if (!isObject(value)) return { ok: false, field: '' }
  const extra = extraKey(value, ['format', 'formatVersion', 'months'])
  if (extra !== undefined) return { ok: false, field: extra }
  if (value.format !== 'bookkit.closeMonths') return { ok: false, field: 'format' }
  if (value.formatVersion !== 1) return { ok: false, field: 'formatVersion' }
  if (!Array.isArray(value.months)) return { ok: false, field: 'months' }
  for (const [index, entry] of value.months.entries()) {
    const at = `months.${index}`
    if (!isObject(entry)) return { ok: false, field: at }
    const extraEntry = extraKey(entry, ['month', 'at', 'by'])
    if (extraEntry !== undefined) return { ok: false, field: `${at}.${extraEntry}` }
    if (!isMonth(entry.month)) return { ok: false, field: `${at}.month` }
    if (!isInstant(entry.at)) return { ok: false, field: `${at}.at` }
    if (entry.by !== undefined && !isText(entry.by)) return { ok: false, field: `${at}.by` }
  }
  return { ok: true, record: value as unknown as SignedMonths }
}
