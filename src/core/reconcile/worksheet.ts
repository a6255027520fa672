/**
 * The reconciliation's worksheet: which of an account's transactions are to be ticked, which a
 * statement's rows tick, what cleared, and the difference that must come to zero. Pure.
 */
import type { BankTransaction } from '../../api/types'
import { isReviewed } from '../../api/reviewStatus'
import { isReconciled } from './status'
import type { Reconciliation } from './types'

export { isReconciled } from './status'

/**
 * The transactions to tick: the account's, on or before `endDate`, not deleted and not reconciled
 * yet (a transaction left out of an earlier month, a cheque not cashed then, is among them), oldest
 * first. A record whose date or amount cannot be read is left out: no figure is made from a guess.
 */
export function reconciliationCandidates(
  transactions: readonly BankTransaction[],
  bankAccountId: string,
  endDate: string,
): BankTransaction[] {
  return transactions
    .filter(
      (transaction) =>
        transaction.bankAccount?.id === bankAccountId &&
        transaction.status !== 'DELETED' &&
        !isReconciled(transaction) &&
        typeof transaction.date === 'string' &&
        transaction.date <= endDate &&
        Number.isSafeInteger(transaction.amount),
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/** Why a candidate cannot be ticked: still to review (categorize it first), or dated in the closed period. */
export type TickBlock = 'toReview' | 'locked'

/** Why `transaction` cannot be ticked, if it cannot. `isLocked` is the closing's test. */
export function tickBlockOf(transaction: BankTransaction, isLocked: (date: string) => boolean): TickBlock | undefined {
  if (isLocked(transaction.date)) return 'locked'
  if (!isReviewed(transaction.reviewStatus)) return 'toReview'
  return undefined
}

/** What cleared: money in (positive) and money out (negative), in minor units, and how many of each. */
export interface ClearedTotals {
  clearedIn: number
  clearedOut: number
  countIn: number
  countOut: number
}

/** The totals of the ticked candidates. */
export function clearedTotals(candidates: readonly BankTransaction[], ticked: ReadonlySet<string>): ClearedTotals {
  const totals: ClearedTotals = { clearedIn: 0, clearedOut: 0, countIn: 0, countOut: 0 }
  for (const transaction of candidates) {
    if (!ticked.has(transaction.id)) continue
    if (transaction.amount >= 0) {
      totals.clearedIn += transaction.amount
      totals.countIn++
    } else {
      totals.clearedOut += transaction.amount
      totals.countOut++
    }
  }
  return totals
}

/** closing − opening − cleared: zero when the ticked transactions make the statement's closing balance. */
export const differenceOf = (
  openingBalance: number,
  closingBalance: number,
  { clearedIn, clearedOut }: Pick<ClearedTotals, 'clearedIn' | 'clearedOut'>,
) => closingBalance - openingBalance - (clearedIn + clearedOut)

/** How a reconciled transaction changed since: its amount, its date, or it is gone. */
export interface ReconciledChange {
  id: string
  /** What changed: `deleted` when the account no longer holds it. */
  changes: Array<'amount' | 'date' | 'deleted'>
  /** The transaction now, when it is still there. */
  now?: BankTransaction
}

/**
 * What changed in `reconciliation`'s transactions since it was finished, against the account's
 * transactions now (`byId`: every synced transaction by id). Only once the set is whole: a
 * transaction not read yet is not "gone".
 */
export function changesSince(reconciliation: Reconciliation, byId: ReadonlyMap<string, BankTransaction>): ReconciledChange[] {
  const changed: ReconciledChange[] = []
  for (const reconciled of reconciliation.transactions) {
    const now = byId.get(reconciled.id)
    if (!now || now.status === 'DELETED') {
      changed.push({ id: reconciled.id, changes: ['deleted'] })
      continue
    }
    const changes: ReconciledChange['changes'] = []
    if (now.amount !== reconciled.amount) changes.push('amount')
    if (now.date !== reconciled.date) changes.push('date')
    if (changes.length > 0) changed.push({ id: reconciled.id, changes, now })
  }
  return changed
}
