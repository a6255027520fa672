import { useState } from 'react'
import type { NotificationPreference, NotificationSettings } from '../../api/types'
import { useMessages } from '../../react/hooks'
import { useUpdateNotificationSettings } from '../../react/mutations'
import { errorMessage } from '../shared/errorMessage'
import { sharedMessages } from '../../messages/shared'
import { channelLabel, notificationSettingsFormMessages } from '../../messages/notificationSettingsForm'
import { preferenceText, type PreferenceKey } from './preferences'

/** A change the service refused: what was asked, and the sentence explaining the rollback. */
export interface PreferenceFailure {
  preference: PreferenceKey
  value: NotificationPreference
  text: string
}

/**
 * Saves one preference at a time, optimistically (the hook shows the new value at once and puts the
 * old one back if the service refuses), and says what happened: a status line on success, an
 * explanation of the rollback on failure.
 */
export function usePreferenceSaver(current: NotificationSettings | undefined, callbacks: { onSaved?: (settings: NotificationSettings) => void; onSaveError?: (error: Error) => void }) {
  const messages = useMessages(notificationSettingsFormMessages)
  const shared = useMessages(sharedMessages)
  const update = useUpdateNotificationSettings()
  const [inFlight, setInFlight] = useState<ReadonlySet<PreferenceKey>>(new Set())
  const [announcement, setAnnouncement] = useState('')
  const [failure, setFailure] = useState<PreferenceFailure>()
  // The choice clicked, shown at once: the cache's optimistic update reaches the screen a tick later.
  const [chosen, setChosen] = useState<Partial<NotificationSettings>>({})
  const shown = current ? { ...current, ...chosen } : undefined

  const settle = (preference: PreferenceKey, value: NotificationPreference) =>
    setChosen((choices) => {
      if (choices[preference] !== value) return choices
      const rest = { ...choices }
      delete rest[preference]
      return rest
    })

  const track = (preference: PreferenceKey, active: boolean) =>
    setInFlight((keys) => {
      const next = new Set(keys)
      if (active) next.add(preference)
      else next.delete(preference)
      return next
    })

  const change = async (preference: PreferenceKey, value: NotificationPreference) => {
    if (!current || !shown || shown[preference] === value) return
    const previous = current[preference]
    const { label } = preferenceText(messages, preference)
    setFailure(undefined)
    setAnnouncement('')
    track(preference, true)
    setChosen((choices) => ({ ...choices, [preference]: value }))
    try {
      // The whole object goes: the other two keep the values on screen, which include any change still on its way.
      const saved = await update.mutateAsync({ ...shown, [preference]: value })
      setAnnouncement(messages['notificationSettingsForm.saved'](label, channelLabel(messages, saved[preference])))
      callbacks.onSaved?.(saved)
    } catch (error) {
      setFailure({
        preference,
        value,
        text: messages['notificationSettingsForm.failed'](label, channelLabel(messages, value), errorMessage(error, shared), channelLabel(messages, previous)),
      })
      callbacks.onSaveError?.(error instanceof Error ? error : new Error(String(error)))
    } finally {
      track(preference, false)
      settle(preference, value)
    }
  }

  return { shown, change, inFlight, announcement, failure }
}
