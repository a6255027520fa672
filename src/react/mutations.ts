import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import { BookkeepingOutcomeUnknownError, isLostAnswer } from '../api/errors'
import type { BatchItemResult } from '../api/results'
import type { ManualJournalEntry, ManualJournalEntryInput, NotificationSettings } from '../api/types'
import { useBookkeepingContext } from './context'
import { notificationSettingsQuery } from './queries'

/**
 * Saves manual journal entries; one result per item, never throwing for an item. Saved entries
 * refresh the ledgers. The service cannot list entries, so a lost answer cannot be checked here: it
 * rejects with `BookkeepingOutcomeUnknownError` (`canCheck: false`) and never sends again by itself.
 */
export function useSaveManualJournalEntries(): UseMutationResult<BatchItemResult<ManualJournalEntry>[], Error, ManualJournalEntryInput[]> {
  const { client, keys, queryClient } = useBookkeepingContext()
  return useMutation(
    {
      retry: false,
      mutationFn: async (items) => {
        try {
          return await client.saveManualJournalEntries(items)
        } catch (error) {
          throw isLostAnswer(error) ? new BookkeepingOutcomeUnknownError(error, { canCheck: false }) : error
        }
      },
      onSuccess: (results) => {
        if (results.some((result) => result.ok)) void queryClient.invalidateQueries({ queryKey: keys.generalLedger.all })
      },
    },
    queryClient,
  )
}

/** A change to some of the user's notification preferences; the others keep what the service holds. */
export type NotificationSettingsChange = Partial<NotificationSettings>

/**
 * Saves a change of notification settings. The endpoint takes the whole object, so saves run one
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
        return client.updateNotificationSettings({ ...confirmed, ...change })
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
