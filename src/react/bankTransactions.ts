import { useMutation, useQuery, type QueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query'
import { deleteBankTransactionSurely, saveBankTransactionsSurely, type UnsettledWrites } from '../api/bankTransactionOutcome'
import type { BookkeepingClient } from '../api/client'
import type { BatchItemResult } from '../api/results'
import type { BankTransaction, BankTransactionInput } from '../api/types'
import { LocalWrites, mergeBankTransactions, syncBankTransactions, type BankTransactionSet } from './bankTransactionSet'
import { useBookkeepingContext } from './context'
import type { BookkitKeys } from './keys'
import { useScopedQueryKey } from './queryScope'
import { readPolicy, type ReadHookOptionsWithLimit } from './queries'

export type { BankTransactionSet } from './bankTransactionSet'

/**
 * Bank transactions through the v5 list. The first load walks every page and is useful after the
 * first: the data holds the pages arrived so far (`syncing` says how many records), newest first
 * with bookkit's listing. Every refetch after it (`refetch()`, or after a mutation) asks only for
 * what changed since, deletions included. What the user saved meanwhile is never undone by a page
 * sent before the save.
 */
export function useBankTransactions({ limit = 100, enabled = true }: ReadHookOptionsWithLimit = {}): UseQueryResult<BankTransactionSet> {
  const { client, keys, queryClient } = useBookkeepingContext()
  const queryKey = keys.bankTransactions.list(limit)
  useScopedQueryKey(queryKey)
  return useQuery(
    {
      ...readPolicy,
      queryKey,
      queryFn: ({ signal }) => syncBankTransactions({ client, queryClient, queryKey, writes: localWritesOf(client), limit, signal }),
      // The set is merged record by record already; comparing thousands of records deeply on every page would cost more than it saves.
      structuralSharing: false,
      enabled,
    },
    queryClient,
  )
}

/** A value kept per client, so per signed-in user: made on first use, gone with the client. */
function perClient<T>(make: () => T): (client: BookkeepingClient) => T {
  const values = new WeakMap<BookkeepingClient, T>()
  return (client) => {
    let value = values.get(client)
    if (value === undefined) {
      value = make()
      values.set(client, value)
    }
    return value
  }
}

/** When each bank transaction was last written from this page. */
const localWritesOf = perClient(() => new LocalWrites())
/** The bank-transaction writes whose answer was lost and whose outcome no check has told yet. */
const unsettledOf = perClient<UnsettledWrites>(() => new Map())

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
function applyToCaches(client: BookkeepingClient, queryClient: QueryClient, keys: BookkitKeys, saved: BankTransaction[], deletedIds: string[]): void {
  localWritesOf(client).wrote([...saved.map((transaction) => transaction.id), ...deletedIds])
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
        if (saved.length > 0) applyToCaches(client, queryClient, keys, saved, [])
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
      onSuccess: (_deleted, id) => applyToCaches(client, queryClient, keys, [], [id]),
    },
    queryClient,
  )
}
