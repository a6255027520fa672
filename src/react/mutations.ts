import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { BatchItemResult } from '../api/results'
import type { ManualJournalEntry, ManualJournalEntryInput, NotificationSettings } from '../api/types'
import { useBookkeepingContext } from './context'

/** Saves manual journal entries; one result per item, never throwing for an item. Saved entries refresh the ledgers. */
export function useSaveManualJournalEntries(): UseMutationResult<BatchItemResult<ManualJournalEntry>[], Error, ManualJournalEntryInput[]> {
  const { client, keys, queryClient } = useBookkeepingContext()
  return useMutation(
    {
      retry: false,
      mutationFn: (items) => client.saveManualJournalEntries(items),
      onSuccess: (results) => {
        if (results.some((result) => result.ok)) void queryClient.invalidateQueries({ queryKey: keys.generalLedger.all })
      },
    },
    queryClient,
  )
}

interface SettingsRollback {
  previous: NotificationSettings | undefined
}

/**
 * Saves notification settings optimistically: the cache shows the new values at once, and the
 * previous ones come back if the service refuses them.
 */
export function useUpdateNotificationSettings(): UseMutationResult<NotificationSettings, Error, NotificationSettings, SettingsRollback> {
  const { client, keys, queryClient } = useBookkeepingContext()
  const key = keys.notificationSettings
  return useMutation(
    {
      retry: false,
      // One save at a time: each sends the whole object, so a later one must not overtake an earlier one.
      scope: { id: key.join('/') },
      mutationFn: (settings) => client.updateNotificationSettings(settings),
      onMutate: async (settings) => {
        await queryClient.cancelQueries({ queryKey: key })
        const previous = queryClient.getQueryData<NotificationSettings>(key)
        queryClient.setQueryData(key, settings)
        return { previous }
      },
      onError: (_error, _settings, rollback) => {
        if (rollback?.previous) queryClient.setQueryData(key, rollback.previous)
        // Nothing was cached before: drop the optimistic value, or it would pass for saved settings.
        else void queryClient.resetQueries({ queryKey: key, exact: true })
      },
      onSuccess: (saved) => {
        queryClient.setQueryData(key, saved)
      },
    },
    queryClient,
  )
}
