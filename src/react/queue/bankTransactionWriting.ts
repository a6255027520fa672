import type { QueryClient } from '@tanstack/react-query'
import type { BankTransaction } from '../../api/types'
import type { WriteOutcome } from '../../api/writes/outcome'
import { LocalWrites, mergeChanges, type BankTransactionSet } from '../../core/queue/bankTransactionSet'
import { recordsHeld } from '../../core/queue/setChanges'
import { poolOf } from '../../core/queue/leanTransactions'
import { refreshClosingAfterRefusal } from '../close/closingRefresh'
import type { BookkitKeys } from '../../core/store/keys'
import { bankLedgersOf, heldIn, ledgersMoved, otherSidesAfter, sideIn, type SideProbe } from '../../core/queue/saveReach'
import { balanceKeys, refreshBalances } from '../statements/ledgerBalances'
import type { BalancePage } from '../statements/ledgerPages'
import type { SessionWrites } from '../provider/session'

/*
 * The bank-transaction writes and what a landed batch does to the cached lists: one chunk, which the
 * hooks of bankTransactions.ts load on the first save (and in idle time once a writer mounts), so a
 * page that has not saved yet carries none of it.
 */
export { saveBankTransactionsSurely, deleteBankTransactionSurely } from '../../api/writes/bankTransactionWrites'
export { deleteBankTransactionsSurely } from '../../api/writes/bankTransactionDeletes'

const paysInvoice = (transaction: BankTransaction) => (transaction.children ?? []).some((split) => typeof split.invoiceId === 'string')

/** Marks every invoice read stale (lists, lookups, the receivables, open invoices): those on screen read again. */
const refreshInvoices = (queryClient: QueryClient, keys: BookkitKeys) => void queryClient.invalidateQueries({ queryKey: keys.invoices.all })

/**
 * Writes what landed into every cached list (a record saved, or gone), then marks every ledger
 * stale. A record the service confirmed without sending it back is read by the next sync. A refusal
 * for the closed period reads the closing again.
 */
export function applyToCaches(
  writes: SessionWrites,
  queryClient: QueryClient,
  keys: BookkitKeys,
  outcomes: ReadonlyArray<WriteOutcome<BankTransaction>>,
): void {
  refreshClosingAfterRefusal(queryClient, keys, outcomes)
  const saved: BankTransaction[] = []
  const deletedIds: string[] = []
  const deleted: BankTransaction[] = []
  /** Records made by this write: nothing held them before. */
  const created = new Set<string>()
  let unseen = false
  for (const outcome of outcomes) {
    if (outcome.status !== 'saved') continue
    if (!outcome.record) unseen = true
    else if (outcome.record.status === 'DELETED') {
      deletedIds.push(outcome.record.id)
      deleted.push(outcome.record)
    } else {
      saved.push(poolOf(writes).lean(outcome.record))
      if (outcome.statusCode === 201) created.add(outcome.record.id)
    }
  }
  if (unseen) {
    void queryClient.invalidateQueries({ queryKey: keys.bankTransactions.lists })
    refreshBalances(queryClient, keys, undefined)
    refreshInvoices(queryClient, keys)
  }
  if (saved.length === 0 && deletedIds.length === 0) return
  const changed = new Set([...saved.map((transaction) => transaction.id), ...deletedIds])
  const sets = queryClient
    .getQueriesData<BankTransactionSet>({ queryKey: keys.bankTransactions.lists })
    .flatMap(([, set]) => (set ? [set] : []))
  const before = sets.flatMap((set) => recordsHeld(set.transactions, saved, changed))
  const findIn = (look: typeof heldIn) => (probe: SideProbe) =>
    sets.reduce<BankTransaction | undefined>((found, set) => found ?? look(set.transactions, probe), undefined)
  const find = findIn(heldIn)
  // The service changed the other side of each pair this save made or broke, and sent it not back.
  const heldBefore = new Map(before.map((transaction) => [transaction.id, transaction]))
  const others = otherSidesAfter(
    [...saved, ...deleted].map((after) => ({ before: heldBefore.get(after.id), after })),
    findIn(sideIn),
  )
  // The statements' balances move on the accounts each record names now and named before, and on
  // its bank account's ledger, which ledger lines already read tell. A record no whole synced set
  // holds may be an update moved off an account this page never saw: then every account's balances move.
  const whole = sets.some((set) => set.syncing === undefined) || new Set(before.map((transaction) => transaction.id)).size === changed.size
  refreshBalances(
    queryClient,
    keys,
    whole ? ledgersMoved([...saved, ...deleted, ...before, ...others], bankLedgers(queryClient, keys, find)) : undefined,
  )
  // A split naming an invoice pays it: the invoice's balance and status, the receivables and the
  // matching of deposits move with it. Whether the record held one before is known only from a
  // list that holds it (or a create: nothing).
  const known = new Set([...created, ...before.map((transaction) => transaction.id)])
  if ([...saved, ...deleted, ...before].some(paysInvoice) || [...changed].some((id) => !known.has(id))) refreshInvoices(queryClient, keys)
  writes.local ??= new LocalWrites()
  writes.local.wrote([...changed, ...others.map((side) => side.id)])
  // An other side goes into every set as a saved record does: its stamp keeps a page sent before this write from undoing it.
  const merged = [...saved, ...others]
  queryClient.setQueriesData<BankTransactionSet>({ queryKey: keys.bankTransactions.lists }, (set) =>
    set ? { lastUpdatedDate: set.lastUpdatedDate, syncing: set.syncing, ...mergeChanges(set.transactions, merged, deletedIds) } : set,
  )
  // The answer names the category's GL account but not the bank account's, and an update may have
  // moved the record off another account: every ledger is marked stale, and only the ones on screen refetch.
  void queryClient.invalidateQueries({ queryKey: keys.generalLedger.all })
}

/**
 * The bank accounts' ledgers that the ledger pages read so far tell, found through the records the
 * synced sets hold. A page marked stale is left out: a save since may have moved its lines' records.
 */
function bankLedgers(queryClient: QueryClient, keys: BookkitKeys, find: (probe: SideProbe) => BankTransaction | undefined) {
  const all = balanceKeys(keys).all
  const samples = queryClient
    .getQueryCache()
    .findAll({ queryKey: all, predicate: (query) => query.queryKey[all.length + 2] === 'page' && !query.state.isInvalidated })
    .flatMap((query) =>
      ((query.state.data as BalancePage | undefined)?.sideLines ?? []).map(([transactionId, date, otherGlAccountId]) => ({
        glAccountId: String(query.queryKey[all.length]),
        transactionId,
        date,
        otherGlAccountId,
      })),
    )
  return bankLedgersOf(samples, find)
}
