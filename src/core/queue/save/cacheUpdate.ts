// What a landed batch of bank-transaction writes does to the session's caches, decided without a
// cache: the records that go into every cached set (those saved, and the other side of each pair the
// service changed without sending it back), those that leave, the ledgers whose balances moved, and
// whether the lists or the invoices are read again. The save path's applier only carries it out.
import type { BankTransaction } from '../../../api/types'
import type { WriteOutcome } from '../../../api/writes/outcome'
import { mergeChanges, type BankTransactionSet } from '../bankTransactionSet'
import { bankLedgersOf, heldIn, ledgersMoved, otherSidesAfter, sideIn, type LedgerSideSample, type SideProbe } from '../saveReach'
import { recordsHeld } from '../setChanges'

/** What a landed batch changes in the caches. */
export interface CacheUpdate {
  /** A record was confirmed without being sent back: every list, every balance and the invoices are read again. */
  relist: boolean
  /** What goes into the cached sets; absent when the answers carried no record saved or deleted. */
  merge?: SetMerge
}

/** The records a batch changes in every cached set, and what they reach beyond it. */
export interface SetMerge {
  /** Put into every set: the records saved, and the other sides of the pairs the batch made or broke. */
  records: BankTransaction[]
  /** Taken out of every set. */
  deletedIds: string[]
  /** Written from this page now: a listing page sent before must not undo them. */
  wrote: string[]
  /** The ledgers whose balances moved; `undefined` when every ledger's may have. */
  balances: string[] | undefined
  /** Whether the invoices (their balances and status, the receivables, the deposits' matches) are read again. */
  invoices: boolean
}

/** What the caches hold before the batch, as the decision needs it. */
export interface CachedReads {
  /** The cached sets of bank transactions. */
  sets: readonly BankTransactionSet[]
  /** A record as the session keeps it (its pool's `lean`). */
  lean: (record: BankTransaction) => BankTransaction
  /** The ledger lines the statements read so far; asked for only when the sets can tell which ledgers moved. */
  ledgerSamples: () => Iterable<LedgerSideSample>
}

const paysInvoice = (transaction: BankTransaction) => (transaction.children ?? []).some((split) => typeof split.invoiceId === 'string')

/**
 * What `outcomes` change in the caches: a record saved goes into every set (with the other side of a
 * pair it made or broke), one deleted leaves it; the balances move on the accounts each record names
 * now and named before and on its bank account's ledger, or on every account when no whole set held
 * the records; the invoices are read again when a record names one now or did before, or when
 * whether it did is unknown.
 */
export function cacheUpdateOf(outcomes: ReadonlyArray<WriteOutcome<BankTransaction>>, reads: CachedReads): CacheUpdate {
  const saved: BankTransaction[] = []
  const deleted: BankTransaction[] = []
  /** Records made by this write: nothing held them before. */
  const created = new Set<string>()
  let relist = false
  for (const outcome of outcomes) {
    if (outcome.status !== 'saved') continue
    if (!outcome.record) relist = true
    else if (outcome.record.status === 'DELETED') deleted.push(outcome.record)
    else {
      saved.push(reads.lean(outcome.record))
      if (outcome.statusCode === 201) created.add(outcome.record.id)
    }
  }
  if (saved.length === 0 && deleted.length === 0) return { relist }
  return { relist, merge: setMerge(saved, deleted, created, reads) }
}

function setMerge(saved: BankTransaction[], deleted: BankTransaction[], created: ReadonlySet<string>, reads: CachedReads): SetMerge {
  const { sets } = reads
  const deletedIds = deleted.map((record) => record.id)
  const changed = new Set([...saved.map((transaction) => transaction.id), ...deletedIds])
  const before = sets.flatMap((set) => recordsHeld(set.transactions, saved, changed))
  const findIn = (look: typeof heldIn) => (probe: SideProbe) =>
    sets.reduce<BankTransaction | undefined>((found, set) => found ?? look(set.transactions, probe), undefined)
  // The service changed the other side of each pair this save made or broke, and sent it not back.
  const heldBefore = new Map(before.map((transaction) => [transaction.id, transaction]))
  const others = otherSidesAfter(
    [...saved, ...deleted].map((after) => ({ before: heldBefore.get(after.id), after })),
    findIn(sideIn),
  )
  // A record no whole synced set holds may be an update moved off an account this page never saw.
  const whole = sets.some((set) => set.syncing === undefined) || new Set(before.map((transaction) => transaction.id)).size === changed.size
  const balances = whole
    ? ledgersMoved([...saved, ...deleted, ...before, ...others], bankLedgersOf(reads.ledgerSamples(), findIn(heldIn)))
    : undefined
  // Whether the record named an invoice before is known only from a set that held it (or a create: nothing).
  const known = new Set([...created, ...before.map((transaction) => transaction.id)])
  const invoices = [...saved, ...deleted, ...before].some(paysInvoice) || [...changed].some((id) => !known.has(id))
  // An other side goes into every set as a saved record does: its stamp keeps a page sent before this write from undoing it.
  return { records: [...saved, ...others], deletedIds, wrote: [...changed, ...others.map((side) => side.id)], balances, invoices }
}

/** `set` with `merge`'s records put in and its deleted ones taken out. */
export function mergedSet(set: BankTransactionSet, merge: SetMerge): BankTransactionSet {
  return { lastUpdatedDate: set.lastUpdatedDate, syncing: set.syncing, ...mergeChanges(set.transactions, merge.records, merge.deletedIds) }
}
