import type { QueryClient } from '@tanstack/react-query'
import type { BankTransaction } from '../../api/types'
import type { WriteOutcome } from '../../api/writes/outcome'
import { LocalWrites, type BankTransactionSet } from '../../core/queue/bankTransactionSet'
import { cacheUpdateOf, mergedSet } from '../../core/queue/save/cacheUpdate'
import { poolOf } from '../../core/queue/leanTransactions'
import { refreshClosingAfterRefusal } from '../close/closingRefresh'
import type { BookkitKeys } from '../../core/store/keys'
import type { LedgerSideSample } from '../../core/queue/saveReach'
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

/** Marks every invoice read stale (lists, lookups, the receivables, open invoices): those on screen read again. */
const refreshInvoices = (queryClient: QueryClient, keys: BookkitKeys) => void queryClient.invalidateQueries({ queryKey: keys.invoices.all })

/**
 * Carries out what landed (see `cacheUpdateOf`): every cached list takes the records saved and
 * loses those gone, the ledgers and balances they moved are marked stale, and the invoices when the
 * records name one. A refusal for the closed period reads the closing again.
 */
export function applyToCaches(
  writes: SessionWrites,
  queryClient: QueryClient,
  keys: BookkitKeys,
  outcomes: ReadonlyArray<WriteOutcome<BankTransaction>>,
): void {
  refreshClosingAfterRefusal(queryClient, keys, outcomes)
  const { relist, merge } = cacheUpdateOf(outcomes, {
    sets: queryClient
      .getQueriesData<BankTransactionSet>({ queryKey: keys.bankTransactions.lists })
      .flatMap(([, set]) => (set ? [set] : [])),
    lean: (record) => poolOf(writes).lean(record),
    ledgerSamples: () => ledgerSamples(queryClient, keys),
  })
  if (relist) {
    void queryClient.invalidateQueries({ queryKey: keys.bankTransactions.lists })
    refreshBalances(queryClient, keys, undefined)
    refreshInvoices(queryClient, keys)
  }
  if (!merge) return
  refreshBalances(queryClient, keys, merge.balances)
  if (merge.invoices) refreshInvoices(queryClient, keys)
  writes.local ??= new LocalWrites()
  writes.local.wrote(merge.wrote)
  queryClient.setQueriesData<BankTransactionSet>({ queryKey: keys.bankTransactions.lists }, (set) => (set ? mergedSet(set, merge) : set))
  // The answer names the category's GL account but not the bank account's, and an update may have
  // moved the record off another account: every ledger is marked stale, and only the ones on screen refetch.
  void queryClient.invalidateQueries({ queryKey: keys.generalLedger.all })
}

/** The lines of the ledger pages read so far, each with its account. A page marked stale is left out: a save since may have moved its lines' records. */
function ledgerSamples(queryClient: QueryClient, keys: BookkitKeys): LedgerSideSample[] {
  const all = balanceKeys(keys).all
  return queryClient
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
}
