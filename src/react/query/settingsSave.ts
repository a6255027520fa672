import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useBookkeepingContext } from '../provider/context'
import { useScopedQueryKey } from '../provider/queryScope'

/**
 * Whether the service can save notification settings: the `service` profile's answer, or, with the
 * profile silent, what the client finds out once per session (README decision 18). A save the
 * service turns away as having no such endpoint teaches the same; call `refetch` after it to read
 * the lesson without a request.
 */
export function useCanSaveNotificationSettings(): UseQueryResult<boolean> {
  const { client, keys, queryClient } = useBookkeepingContext()
  const queryKey = keys.notificationSettingsSave
  useScopedQueryKey(queryKey)
  return useQuery(
    {
      queryKey,
      queryFn: ({ signal }) => client.canSaveNotificationSettings({ signal }),
      // The client keeps what it learned for the session; a lost answer is asked again on the next mount.
      staleTime: Infinity,
      retry: false,
    },
    queryClient,
  )
}
