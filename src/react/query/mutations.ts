import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { ManualJournalEntry, ManualJournalEntryInput, NotificationSettings } from '../../api/types'
import { saveManualJournalEntriesSurely } from '../../api/writes/journalEntryWrites'
import { requestFailure, type WriteOutcome } from '../../api/writes/outcome'
import { refreshClosingAfterRefusal } from '../close/closingRefresh'
import { keepSavedEntries, refreshBalances } from '../statements/ledgerBalances'
import { useBookkeepingContext, type BookkeepingContextValue } from '../provider/context'
import { notificationSettingsQuery } from './queries'
import { useWriteMutation, type WriteControls, type WriteMutationResult } from './writeMutation'

/**
 * Saves manual journal entries, in batches of the profile's `maxBatchSize`, one outcome per item;
 * saved entries refresh the ledgers. The service cannot list entries, so an unknown outcome cannot
 * be checked here: it stays `unknown` (`canCheck: false`) and is never sent again by itself.
 */
export function useSaveManualJournalEntries(): WriteMutationResult<WriteOutcome<ManualJournalEntry>[], ManualJournalEntryInput[]> {
  const context = useBookkeepingContext()
  return useWriteMutation(context.queryClient, (items: ManualJournalEntryInput[], controls) => saveJournalEntries(context, items, controls))
}

/** `useSaveManualJournalEntries`'s save as a plain function of the provider's session, for a write that books an entry as one of its steps. */
export function saveJournalEntries(
  { client, keys, queryClient }: Pick<BookkeepingContextValue, 'client' | 'keys' | 'queryClient'>,
  items: readonly ManualJournalEntryInput[],
  { signal, onProgress }: Partial<Pick<WriteControls, 'signal' | 'onProgress'>> = {},
): Promise<WriteOutcome<ManualJournalEntry>[]> {
  return saveManualJournalEntriesSurely(client, items, {
    maxBatchSize: client.service.maxBatchSize,
    settleWindowMs: client.service.settleWindowMs,
    signal,
    onProgress,
    onBatch: (landed) => {
      const saved = landed.filter(({ outcome }) => outcome.status === 'saved')
      if (saved.length > 0) {
        void queryClient.invalidateQueries({ queryKey: keys.generalLedger.all })
        keepSavedEntries(
          queryClient,
          keys,
          saved.flatMap(({ outcome }) => (outcome.status === 'saved' && outcome.record ? [outcome.record] : [])),
        )
        // The statements' balances: a new entry moves the accounts its lines name; an update may have left accounts no list can tell: all.
        const updated = saved.some(({ item, outcome }) => item.id !== undefined || (outcome.status === 'saved' && !outcome.record))
        refreshBalances(
          queryClient,
          keys,
          updated ? undefined : saved.flatMap(({ item }) => (item.children ?? []).map((line) => line.glAccountId)),
        )
      }
      refreshClosingAfterRefusal(
        queryClient,
        keys,
        landed.map(({ outcome }) => outcome),
      )
    },
  })
}

/** A change to some of the user's notification preferences; the others keep what the service holds. */
export type NotificationSettingsChange = Partial<NotificationSettings>

/**
 * Saves a change of notification settings. A save whose outcome is unknown (no answer in time, a
 * 5xx) reads the settings again: the change held there is saved, else the save fails with the
 * cache holding what the service has. The endpoint takes the whole object, so saves run one
 * after another, and each sends exactly its change laid over what the service confirmed last (the
 * cache, which only ever holds the service's answers): a change still on its way, or one that was
 * refused, never travels inside another. Show a change at once by laying the pending variables
 * over `useNotificationSettings().data`; a refused one then falls back to the confirmed value by itself.
 */
export function useUpdateNotificationSettings(): UseMutationResult<NotificationSettings, Error, NotificationSettingsChange> {
  const context = useBookkeepingContext()
  const { client, keys, queryClient } = context
  const key = keys.notificationSettings
  return useMutation(
    {
      retry: false,
      scope: { id: key.join('/') },
      mutationFn: async (change) => {
        // A refetch answering after this save would put the older settings back.
        await queryClient.cancelQueries({ queryKey: key })
        const confirmed = await queryClient.ensureQueryData(notificationSettingsQuery(context))
        const wanted = { ...confirmed, ...change }
        try {
          return await client.updateNotificationSettings(wanted)
        } catch (error) {
          if (requestFailure(error).status === 'refused') throw error
          // Unknown (a timeout, a 5xx, a lost answer): what the service holds now tells whether it took the change.
          const held = await queryClient.fetchQuery({ ...notificationSettingsQuery(context), staleTime: 0 }).catch(() => undefined)
          if (
            held &&
            (Object.keys(change) as Array<keyof NotificationSettings>).every((preference) => held[preference] === wanted[preference])
          )
            return held
          throw error
        }
      },
      onSuccess: (saved) => {
        queryClient.setQueryData(key, saved)
      },
    },
    queryClient,
  )
}

/** Reads the notification settings the service last confirmed, at the moment of the call (not of the last render). */
export function useConfirmedNotificationSettings(): () => NotificationSettings | undefined {
  const { keys, queryClient } = useBookkeepingContext()
  return () => queryClient.getQueryData<NotificationSettings>(keys.notificationSettings)
}
