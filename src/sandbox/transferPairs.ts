import type { BankTransactionRecord } from './model'
import { bankTransactionPostings } from './posting'
import type { Store } from './store'

/**
 * Decision 27: two bank transactions naming each other through `matchingBankTransactionId` are the
 * two sides of one transfer. A pair is mutual: the side that is saved (or deleted) sets or clears
 * the other side's link in the same write, and both are posted anew, since each side's posting
 * depends on whether it is paired (posting.ts).
 */

/** Review statuses a transaction keeps when its pair is broken: a reconciled line was checked against a statement already. */
const KEPT_REVIEW_STATUSES = new Set(['RECONCILED', 'RECONCILIATION_DISCREPANCY'])

/** The other side `transaction` names, when it exists and is not deleted. */
export function otherSide(
  store: Store,
  transaction: Pick<BankTransactionRecord, 'matchingBankTransactionId'>,
): BankTransactionRecord | undefined {
  if (transaction.matchingBankTransactionId === null) return undefined
  const other = store.bankTransactions.get(transaction.matchingBankTransactionId)
  return other && other.status !== 'DELETED' ? other : undefined
}

/**
 * Brings the other sides `previous` (as it was stored) and `next` (as it is now stored, `DELETED`
 * when deleted) name in line with `next`: a side it no longer names is unpaired and posts its own
 * posting again (and, when `next` was deleted, is returned to review so it is seen again); the side
 * it names is linked back. Both are stamped with `next`'s `updatedAt`, so a v5 sync reports them.
 */
export function recordTransferPair(store: Store, previous: BankTransactionRecord | undefined, next: BankTransactionRecord): void {
  const deleted = next.status === 'DELETED'
  const before = previous?.matchingBankTransactionId ?? null
  const after = deleted ? null : next.matchingBankTransactionId
  const left = before === null || before === after ? undefined : otherSide(store, { matchingBankTransactionId: before })
  if (left && left.matchingBankTransactionId === next.id) {
    const reviewStatus = deleted && !KEPT_REVIEW_STATUSES.has(left.reviewStatus) ? 'UNREVIEWED' : left.reviewStatus
    storeAndPost(store, { ...left, matchingBankTransactionId: null, reviewStatus, updatedAt: next.updatedAt })
  }
  const named = otherSide(store, { matchingBankTransactionId: after })
  if (!named) return
  // Posted again even when already linked: its bank line names this side's bank account, which a save may move.
  storeAndPost(
    store,
    named.matchingBankTransactionId === next.id ? named : { ...named, matchingBankTransactionId: next.id, updatedAt: next.updatedAt },
  )
}

/** Stores a side (a new record: stored ones never change in place) and replaces its lines. */
function storeAndPost(store: Store, transaction: BankTransactionRecord): void {
  if (store.bankTransactions.get(transaction.id) !== transaction) store.putBankTransaction(transaction)
  store.ledger.repost(transaction.id, bankTransactionPostings(store, transaction))
}
