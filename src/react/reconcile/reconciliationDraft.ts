/**
 * A worksheet saved to finish later, headless: its query (the draft read back when the account is
 * opened) and its writes (saved, or removed after a finish or a discard), in the provider's `store`
 * under `reconciliationDraft:<companyId>:<bankAccountId>`, versioned like the account's
 * reconciliations. The reader and the writer load with the first read: the worksheet paints without them.
 */
import { useCallback } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { DraftInput } from '../../core/reconcile/draft'
import { reconciliationDraftKey } from '../../core/reconcile/key'
import { useBookkeepingContext } from '../provider/context'
import { useScopedQueryKey } from '../provider/queryScope'
import { ReconciliationDraftUnreadableError, type StoredDraft } from '../../core/reconcile/reconciliationDraftParts'

const loadDrafts = () => import('./reconciliationDrafts')

/** `useReconciliationDraft`'s state: the stored draft's query, and its save and removal. */
export interface ReconciliationDraftState {
  /** The draft read back (`draft: null` when none), its error, whether it is read yet. */
  stored: StoredDraft | undefined
  error: Error | null
  /** Saves the worksheet as it is now, over what was read (a draft saved meanwhile elsewhere is a conflict, shown). */
  save: (input: DraftInput) => Promise<StoredDraft>
  /** Removes the saved draft (after a finish, or a discard). */
  remove: () => Promise<StoredDraft>
}

/** The saved worksheet of `bankAccountId` (in `companyId`): read once the company is known. */
export function useReconciliationDraft(companyId: string | undefined, bankAccountId: string): ReconciliationDraftState {
  const context = useBookkeepingContext()
  const key = reconciliationDraftKey(companyId ?? 'default', bankAccountId)
  const queryKey = context.keys.stored(key)
  useScopedQueryKey(queryKey)
  const query = useQuery(
    {
      queryKey,
      queryFn: async () => (await loadDrafts()).loadDraft(context, key),
      enabled: companyId !== undefined,
      // Read when the account is opened: a draft saved in another window is not poured over the user's ticks meanwhile.
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    },
    context.queryClient,
  )
  const write = useCallback(
    async (input: DraftInput | null) => {
      const read = context.queryClient.getQueryState<StoredDraft, Error>(queryKey)
      const base = read?.error instanceof ReconciliationDraftUnreadableError ? read.error.version : (read?.data?.version ?? null)
      const stored = await (await loadDrafts()).storeDraft(context, key, input, base)
      context.queryClient.setQueryData(queryKey, stored)
      return stored
    },
    // The key names the account and company: the query key follows it.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [context, key],
  )
  return {
    stored: query.data,
    error: query.error,
    save: useCallback((input: DraftInput) => write(input), [write]),
    remove: useCallback(() => write(null), [write]),
  }
}
