import { useMutation, useQuery, type QueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query'
import { listBankTransactionChanges } from '../api/bankTransactionChanges'
import { deleteBankTransactionSurely, saveBankTransactionsSurely, type UnsettledWrites } from '../api/bankTransactionOutcome'
import type { BookkeepingClient } from '../api/client'
import type { BatchItemResult } from '../api/results'
import type { BankTransaction, BankTransactionInput } from '../api/types'
import { useBookkeepingContext } from './context'
import type { BookkitKeys } from './keys'
import { useScopedQueryKey } from './queryScope'
import { readPolicy, type ReadHookOptionsWithLimit } from './queries'

/** Every bank transaction the token sees, newest first, and the instant to sync changes from. */
export interface BankTransactionSet {
  transactions: BankTransaction[]
  /** The service's `lastUpdatedDate` of the last sync, sent back to receive only changes; `undefined` when it sent none (the next sync is a full one). */
  lastUpdatedDate: string | undefined
}

/** Newest first; same date: by id, so the order never jumps between syncs. */
function byDateDescending(a: BankTransaction, b: BankTransaction): number {
  return (b.date ?? '').localeCompare(a.date ?? '') || (a.id ?? '').localeCompare(b.id ?? '')
}

/** `set` with `changed` upserted and `removedIds` (and anything now DELETED) taken out. */
export function mergeBankTransactions(set: BankTransaction[], changed: BankTransaction[], removedIds: Iterable<string>): BankTransaction[] {
  const byId = new Map(set.map((transaction) => [transaction.id, transaction]))
  for (const transaction of changed) byId.set(transaction.id, transaction)
  for (const id of removedIds) byId.delete(id)
  for (const [id, transaction] of byId) if (transaction.status === 'DELETED') byId.delete(id)
  return [...byId.values()].sort(byDateDescending)
}

/** Walks the listing from the set's `lastUpdatedDate` (or from the start) and folds what changed into it, once. */
async function syncBankTransactions(client: BookkeepingClient, base: BankTransactionSet | undefined, limit: number, signal: AbortSignal): Promise<BankTransactionSet> {
  const since = base?.lastUpdatedDate
  const changes = await listBankTransactionChanges(client, { since, limit, signal })
  // A full walk answers the whole set: nothing of the old one may stay (a record deleted meanwhile is in no deletedIds).
  const kept = since === undefined ? [] : (base?.transactions ?? [])
  return { transactions: mergeBankTransactions(kept, changes.changed, changes.deletedIds), lastUpdatedDate: changes.lastUpdatedDate }
}

/**
 * Bank transactions through the v5 list: the first load walks every page, and every refetch after
 * it (`refetch()`, or after a mutation) asks only for what changed since, deletions included.
 */
export function useBankTransactions({ limit = 100, enabled = true }: ReadHookOptionsWithLimit = {}): UseQueryResult<BankTransactionSet> {
  const { client, keys, queryClient } = useBookkeepingContext()
  const queryKey = keys.bankTransactions.list(limit)
  useScopedQueryKey(queryKey)
  return useQuery(
    {
      ...readPolicy,
      queryKey,
      queryFn: ({ signal }) => syncBankTransactions(client, queryClient.getQueryData<BankTransactionSet>(queryKey), limit, signal),
      enabled,
    },
    queryClient,
  )
}

/** Per client, so per signed-in user: the bank-transaction writes whose answer was lost and whose outcome no check has told yet. */
const unsettledWrites = new WeakMap<BookkeepingClient, UnsettledWrites>()

function unsettledOf(client: BookkeepingClient): UnsettledWrites {
  let writes = unsettledWrites.get(client)
  if (!writes) {
    writes = new Map()
    unsettledWrites.set(client, writes)
  }
  return writes
}

/** The newest `lastUpdatedDate` held from before now: a synced set's, else the marker's; `undefined` when none. */
function syncedSince(queryClient: QueryClient, keys: BookkitKeys): string | undefined {
  let newest: string | undefined
  for (const [, set] of queryClient.getQueriesData<BankTransactionSet>({ queryKey: keys.bankTransactions.lists })) {
    const instant = set?.lastUpdatedDate
    if (instant && (newest === undefined || Date.parse(instant) > Date.parse(newest))) newest = instant
  }
  return newest ?? queryClient.getQueryData<string | null>(keys.bankTransactions.marker) ?? undefined
}

/**
 * Takes a `lastUpdatedDate` from the service while nothing is being saved (one listing request of
 * one record), unless a synced set already holds one. A save whose answer is lost is then found out
 * by a sync of what changed since, instead of a walk of the whole set.
 */
export function useBankTransactionSyncMarker({ enabled = true }: { enabled?: boolean } = {}): void {
  const { client, keys, queryClient } = useBookkeepingContext()
  useQuery(
    {
      queryKey: keys.bankTransactions.marker,
      queryFn: async ({ signal }) => (await client.listBankTransactions({ limit: 1 }, { signal })).lastUpdatedDate ?? null,
      enabled: enabled && syncedSince(queryClient, keys) === undefined,
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
    },
    queryClient,
  )
}

/** Writes saved or deleted records into every cached list, then marks every ledger stale. */
function applyToCaches(queryClient: QueryClient, keys: BookkitKeys, saved: BankTransaction[], deletedIds: string[]): void {
  queryClient.setQueriesData<BankTransactionSet>({ queryKey: keys.bankTransactions.lists }, (set) =>
    set ? { ...set, transactions: mergeBankTransactions(set.transactions, saved, deletedIds) } : set,
  )
  // The answer names the category's GL account but not the bank account's, and an update may have
  // moved the record off another account: every ledger is marked stale, and only the ones on screen refetch.
  void queryClient.invalidateQueries({ queryKey: keys.generalLedger.all })
}

/**
 * Saves bank transactions; resolves to one result per item (failures carry their `param`), never
 * throws for an item. A lost answer is found out, never resent blindly: a sync of what changed since
 * before the send tells what the service stored (those results carry `recovered: true`), and only
 * the rest is sent again. When even that cannot be told, it rejects with
 * `BookkeepingOutcomeUnknownError`, and the next save of those records checks before sending.
 */
export function useSaveBankTransactions(): UseMutationResult<BatchItemResult<BankTransaction>[], Error, BankTransactionInput[]> {
  const { client, keys, queryClient } = useBookkeepingContext()
  return useMutation(
    {
      retry: false,
      mutationFn: (items) => saveBankTransactionsSurely(client, items, { unsettled: unsettledOf(client), since: () => syncedSince(queryClient, keys) }),
      onSuccess: (results) => {
        const saved = results.flatMap((result) => (result.ok ? [result.data] : []))
        if (saved.length > 0) applyToCaches(queryClient, keys, saved, [])
      },
    },
    queryClient,
  )
}

/** Deletes a bank transaction; it leaves every cached list, and the ledgers refresh. A lost answer is found out as a save's is. */
export function useDeleteBankTransaction(): UseMutationResult<BankTransaction, Error, string> {
  const { client, keys, queryClient } = useBookkeepingContext()
  return useMutation(
    {
      retry: false,
      mutationFn: (id) => deleteBankTransactionSurely(client, { id }, { unsettled: unsettledOf(client), since: () => syncedSince(queryClient, keys) }),
      onSuccess: (_deleted, id) => applyToCaches(queryClient, keys, [], [id]),
    },
    queryClient,
  )
}
