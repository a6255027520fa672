import { badRequest } from '../service/errors'
import { readJsonObject, successResponse } from '../service/http'
import type { NotificationChannel, NotificationSettings } from '../model'
import type { Store } from '../store'
import { InputReader } from '../service/validate'
import { settingsKey, type Viewer } from '../service/viewer'
import type { Route } from './types'

const CHANNELS: readonly NotificationChannel[] = ['SMS', 'EMAIL', 'OFF']
const KEYS = ['financialSummaries', 'bankConnectionErrors', 'conversations'] as const

/** `GET /v6/notifications/settings`: the token user's own preferences (the partner's for a partner token). */
export const getNotificationSettingsRoute: Route = {
  method: 'GET',
  path: '/v6/notifications/settings',
  access: 'read',
  async handle({ store, viewer }) {
    return successResponse({ data: { ...settingsOf(store, viewer) } })
  },
}

/**
 * `POST /v6/notifications/settings` with `{data: NotificationSettings}` (README decision 1). A key
 * left out keeps its value; `null` clears it.
 */
export const saveNotificationSettingsRoute: Route = {
  method: 'POST',
  path: '/v6/notifications/settings',
  access: 'write',
  async handle({ request, store, viewer }) {
    const body = await readJsonObject(request)
    const reader = new InputReader()
    const data = reader.object(body, 'data')
    if (reader.require(body.data, 'data') && data) {
      const settings = reader.at('data')
      const unknown = Object.keys(data).filter((key) => !(KEYS as readonly string[]).includes(key))
      for (const key of unknown.slice(0, 5))
        settings.fail('INVALID_VALUE', key, `${settings.path(key)} is not a notification setting; use ${KEYS.join(', ')}.`)
      for (const key of KEYS) settings.oneOf(data, key, CHANNELS)
    }
    if (!reader.ok || !data) throw badRequest(reader.issues)
    const saved: NotificationSettings = { ...settingsOf(store, viewer) }
    for (const key of KEYS) if (key in data) saved[key] = data[key] as NotificationChannel | null
    store.notificationSettings.set(settingsKey(viewer), saved)
    store.clock.tick()
    return successResponse({ data: { ...saved } })
  },
}

function settingsOf(store: Store, viewer: Viewer): NotificationSettings {
  return (
    store.notificationSettings.get(settingsKey(viewer)) ?? { financialSummaries: null, bankConnectionErrors: null, conversations: null }
  )
}
