import type { UseQueryResult } from '@tanstack/react-query'
import type { NotificationSettings } from '../api/types'
import { notificationSettingsQuery } from './queries'
import { useRead, type ReadHookOptions } from './read'

/** The signed-in user's notification settings. */
export function useNotificationSettings({ enabled = true }: ReadHookOptions = {}): UseQueryResult<NotificationSettings> {
  return useRead((context) => ({ ...notificationSettingsQuery(context), enabled }))
}
