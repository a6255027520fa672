import { QueryObserver, useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { BankTransaction, BankTransactionInput } from '../../api/types'
import { parseDateTime } from '../../format/date'
import { readPolicy } from '../../api/errors'
import type { WriteOutcome, WriteProgress } from '../../api/writes/outcome'
import { LocalWrites, type BankTransactionSet } from '../../core/queue/bankTransactionSet'
import { poolOf } from '../../core/queue/leanTransactions'
import { freshFor } from '../../core/queue/syncResume'
import { syncBankTransactions } from './bankTransactionSync'
import { useBookkeepingContext } from '../provider/context'
import type { BookkitKeys } from '../../core/store/keys'
import type { SessionWrites } from '../provider/session'
import { useAsServerWhileHydrating, useReadFromCommit, useScopedQueryKey } from '../provider/queryScope'
import type { ReadHookOptionsWithLimit } from '../query/queries'
import { useWriteMutation, type WriteMutationResult } from '../query/writeMutation'
import { useImportsWhenIdle } from '../provider/idle'

// The save path (batches, the hold for a save that may still land, the checks before a resend, and
// what a landed batch does to the cached lists) is needed from the first save, never for the first
// rows: it loads on its own, asked for in idle time once a writer has mounted, so the first save
// does not wait for it.
type Writing = typeof import('./bankTransactionWriting')
let writing: Writing | undefined
let loadingWrites: Promise<Writing> | undefined
const loadWrites = () =>
  (loadingWrites ??= import('./bankTransactionWriting').then(
    (module) => (writing = module),
    (error: unknown) => {
      // The next save asks again: a network that failed once may not fail twice.
      loadingWrites = undefined
      throw error
    },
  ))
/**
 * Runs `write` with the save path: at once when it is here, else when it lands. Writes asked for
 * meanwhile wait on the one load, so they go out in the order they were asked for (a record's
 * review and its undo must not cross).
 */
const withWrites = <T>(write: (module: Writing) => Promise<T>): Promise<T> => (writing ? write(writing) : loadWrites().then(write))

export type { BankTransactionSet } from '../../core/queue/bankTransactionSet'

/**
 * Bank transactions through the v5 list. The first load walks every page and is useful after the
 * first: the data holds the pages arrived so far (`syncing` says how many records), newest first
 * with bookkit's listing. Every refetch after it (`refetch()`, or after a mutation) asks only for
 * what changed since, deletions included. What the user saved meanwhile is never undone by a page
 * sent before the save.
 */
export function useBankTransactions({ limit = 100, enabled = true }: ReadHookOptionsWithLimit = {}): UseQueryResult<BankTransactionSet> {
  const { client, keys, queryClient, writes } = useBookkeepingContext()
  const queryKey = keys.bankTransactions.list(limit)
  useScopedQueryKey(queryKey)
  const options = {
    ...readPolicy,
    queryKey,
    // A stored set still being read back is made whole first: the sync then asks only for what changed since.
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      await writes.restoring
      return syncBankTransactions({
        client,
        queryClient,
        queryKey,
        writes: localWrites(writes),
        pool: poolOf(writes),
        resumes: (writes.resumes ??= new WeakMap()),
        limit,
        signal,
      })
    },
    // A set a walk left short of older pages (the queue was left while it loaded) is never fresh: mounted again, the walk goes on.
    staleTime: ({ state }: { state: { data?: BankTransactionSet } }) => freshFor(state.data, readPolicy.staleTime),
    // The set is merged record by record already; comparing thousands of records deeply on every page would cost more than it saves.
    structuralSharing: false,
    enabled,
  }
  useReadFromCommit(queryClient, options, QueryObserver)
  return useAsServerWhileHydrating(useQuery(options, queryClient))
}

/** When each of the session's bank transactions was last written from this page. */
const localWrites = (writes: SessionWrites) => (writes.local ??= new LocalWrites())

/** The newest `lastUpdatedDate` held from before now: a synced set's, else the marker's; `undefined` when none. */
function syncedSince(queryClient: QueryClient, keys: BookkitKeys): string | undefined {
  let newest: string | undefined
  let newestAt = -Infinity
  for (const [, set] of queryClient.getQueriesData<BankTransactionSet>({ queryKey: keys.bankTransactions.lists })) {
    const instant = set?.lastUpdatedDate
    const at = instant ? parseDateTime(instant) : undefined
    if (at !== undefined && at > newestAt) [newest, newestAt] = [instant, at]
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

/** How a bank-transaction write is run: cancelled by `signal`, its progress told to `onProgress`, each batch to `onBatch` once the caches hold it. */
interface BankTransactionWriteControls {
  signal?: AbortSignal
  /** Ends a hold for an earlier attempt that may still land: the write is sent at once (see `WriteProgress.checkingUntil`). */
  release?: AbortSignal
  onProgress?: (progress: WriteProgress) => void
  onBatch?: (landed: ReadonlyArray<{ item: BankTransactionInput; outcome: WriteOutcome<BankTransaction> }>) => void
}

/** Saves bank transactions (see `saveBankTransactionsSurely`), one outcome per item. */
export type SaveBankTransactions = (
  items: readonly BankTransactionInput[],
  controls?: BankTransactionWriteControls,
) => Promise<WriteOutcome<BankTransaction>[]>

/** What the writes of the provider's session share: the writes not found out yet, and an instant to sync from. */
function writeContext(writes: SessionWrites, queryClient: QueryClient, keys: BookkitKeys) {
  return { unsettled: (writes.unsettled ??= new Map()), since: () => syncedSince(queryClient, keys) }
}

/**
 * The bank-transaction save of the provider's session, as a plain function: sent in batches of the
 * profile's `maxBatchSize`, each batch applied to the cached lists as it lands, and an unknown
 * outcome found out before anything is sent again.
 */
export function useBankTransactionSave(): SaveBankTransactions {
  const { client, keys, queryClient, writes } = useBookkeepingContext()
  useImportsWhenIdle([loadWrites])
  return useMemo<SaveBankTransactions>(
    () =>
      (items, { signal, release, onProgress, onBatch } = {}) =>
        withWrites(({ saveBankTransactionsSurely, applyToCaches }) =>
          saveBankTransactionsSurely(client, items, {
            ...writeContext(writes, queryClient, keys),
            maxBatchSize: client.service.maxBatchSize,
            settleWindowMs: client.service.settleWindowMs,
            signal,
            release,
            onProgress,
            onBatch: (landed) => {
              applyToCaches(
                writes,
                queryClient,
                keys,
                landed.map(({ outcome }) => outcome),
              )
              onBatch?.(landed)
            },
          }),
        ),
    [client, keys, queryClient, writes],
  )
}

/** Deletes bank transactions by id (see `deleteBankTransactionsSurely`), one outcome per id. */
export type DeleteBankTransactions = (
  ids: readonly string[],
  controls?: Omit<BankTransactionWriteControls, 'release' | 'onBatch'>,
) => Promise<WriteOutcome<BankTransaction>[]>

/** The bank-transaction delete of the provider's session for many records: in batches, each batch leaving the cached lists as it lands. */
export function useBankTransactionDeletes(): DeleteBankTransactions {
  const { client, keys, queryClient, writes } = useBookkeepingContext()
  useImportsWhenIdle([loadWrites])
  return useMemo<DeleteBankTransactions>(
    () =>
      (ids, { signal, onProgress } = {}) =>
        withWrites(({ deleteBankTransactionsSurely, applyToCaches }) =>
          deleteBankTransactionsSurely(client, ids, {
            ...writeContext(writes, queryClient, keys),
            maxBatchSize: client.service.maxBatchSize,
            signal,
            onProgress,
            onBatch: (landed) =>
              applyToCaches(
                writes,
                queryClient,
                keys,
                landed.map(({ outcome }) => outcome),
              ),
          }),
        ),
    [client, keys, queryClient, writes],
  )
}

/**
 * Saves bank transactions, in batches of the profile's `maxBatchSize`, and resolves to one outcome
 * per item: `saved` (its record; `recovered` when a check found it after an unknown outcome),
 * `refused` (the service's errors, with their `param`), `unknown` (nothing is sent again before a
 * sync tells whether it was stored: the next save of that record checks first), or `notSent` (an
 * earlier batch failed). What each batch saved is in every cached list as it lands.
 */
export function useSaveBankTransactions(): WriteMutationResult<WriteOutcome<BankTransaction>[], BankTransactionInput[]> {
  const save = useBankTransactionSave()
  return useWriteMutation(useBookkeepingContext().queryClient, (items: BankTransactionInput[], controls) => save(items, controls))
}

/** Deletes a bank transaction; once saved it leaves every cached list, and the ledgers refresh. An unknown outcome is found out as a save's is. */
export function useDeleteBankTransaction(): WriteMutationResult<WriteOutcome<BankTransaction>, string> {
  const { client, keys, queryClient, writes } = useBookkeepingContext()
  useImportsWhenIdle([loadWrites])
  return useWriteMutation(queryClient, async (id: string, { signal }) => {
    const { deleteBankTransactionSurely, applyToCaches } = writing ?? (await loadWrites())
    const outcome = await deleteBankTransactionSurely(client, { id }, { ...writeContext(writes, queryClient, keys), signal })
    applyToCaches(writes, queryClient, keys, [outcome])
    return outcome
  })
}
