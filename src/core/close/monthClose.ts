/**
 * A month's close as bookkit keeps it in the provider's `store`: each sign-off of the month (who,
 * when, every checklist item's state and figure, the trial balance's totals and each account's
 * balance, and the month's bank
 * transactions as they stood), and each reopening, under `close:<companyId>:<month>`; and the
 * months signed off now, under `closeMonths:<companyId>`, so the queue and the editor read one
 * record to flag a change to one. The month's record is the truth; the list is kept from it and
 * mended from it. Pure: the reads and writes are in src/core/close/record.ts.
 */
import type { BankTransaction } from '../../api/types'

/** The checklist of a month's close, most important first. */
export const CLOSE_ITEM_IDS = ['review', 'questions', 'reconcile', 'match', 'suspense', 'receivables', 'balances', 'changes'] as const

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

/** A ledger account's balance at the month's end as a sign-off kept it: `[glAccountId, balance]`, in its normal direction (minor units). */
export type SignedBalance = [glAccountId: string, balance: number]

/** One sign-off of a month, and its reopening if it was reopened. */
export interface SignOff {
  /** ISO 8601 instant. */
  at: string
  /** Who signed off, as the host names the signed-in user; absent when it did not. */
  by?: string
  items: SignedItem[]
  /** The trial balance's totals at the month's end, in minor units, when they were final. */
  trialBalance?: { debits: number; credits: number }
  /**
   * Each account's balance at the month's end (those at zero left out), when they were final: money
   * moved between accounts leaves the totals equal, and is told against these.
   */
  balances?: SignedBalance[]
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
