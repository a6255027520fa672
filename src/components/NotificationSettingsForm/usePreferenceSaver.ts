import { useRef, useState } from 'react'
import type { NotificationPreference, NotificationSettings } from '../../api/types'
import { useMessages } from '../../react/provider/provided'
import { useConfirmedNotificationSettings, useUpdateNotificationSettings } from '../../react/query/mutations'
import { errorMessage } from '../shared/text/errorMessage'
import { sharedMessages } from '../../messages/shared'
import { channelLabel, notificationSettingsFormMessages } from '../../messages/forms/notificationSettingsForm'
import { preferenceText, type PreferenceKey } from './preferences'
import { useEmitEvent } from '../../react/provider/context'

/** A change the service refused: what was asked, and the sentence explaining the rollback. */
export interface PreferenceFailure {
  preference: PreferenceKey
  value: NotificationPreference
  text: string
}

/** A change on its way to the service, in the order the user made them. */
interface PendingChange {
  readonly id: number
  readonly preference: PreferenceKey
  readonly value: NotificationPreference
}

/**
 * Saves each change the user makes and says what happened. The screen is what the service
 * confirmed with the changes still on their way laid over it, in order: a refused change leaves
 * the overlay and its preference shows the confirmed value again, whatever else is in flight. So
 * at rest (nothing in flight) the screen is exactly what the service holds.
 */
export function usePreferenceSaver(
  confirmed: NotificationSettings | undefined,
  callbacks: { onSaved?: (settings: NotificationSettings) => void; onSaveError?: (error: Error) => void },
) {
  const messages = useMessages(notificationSettingsFormMessages)
  const shared = useMessages(sharedMessages)
  const update = useUpdateNotificationSettings()
  const readConfirmed = useConfirmedNotificationSettings()
  const emit = useEmitEvent()
  const [pending, setPending] = useState<readonly PendingChange[]>([])
  const [announcement, setAnnouncement] = useState('')
  // One per preference: a refusal stays on screen until that preference is changed again.
  const [failures, setFailures] = useState<Partial<Record<PreferenceKey, PreferenceFailure>>>({})
  const nextId = useRef(0)

  const shown =
    confirmed &&
    pending.reduce<NotificationSettings>((settings, { preference, value }) => ({ ...settings, [preference]: value }), confirmed)
  const inFlight = new Set(pending.map(({ preference }) => preference))

  const change = async (preference: PreferenceKey, value: NotificationPreference) => {
    if (!shown || shown[preference] === value) return
    const id = nextId.current++
    const { label } = preferenceText(messages, preference)
    setFailures(({ [preference]: _resolved, ...rest }) => rest)
    setAnnouncement('')
    setPending((changes) => [...changes, { id, preference, value }])
    try {
      const saved = await update.mutateAsync({ [preference]: value })
      // An earlier change of this preference refused while this one waited its turn is now moot.
      setFailures(({ [preference]: _moot, ...rest }) => rest)
      setAnnouncement(messages['notificationSettingsForm.saved'](label, channelLabel(messages, saved[preference])))
      emit({ type: 'settingsChanged', preference, value: saved[preference] })
      callbacks.onSaved?.(saved)
    } catch (error) {
      // Saves run one at a time, so nothing has answered since this one: the cache holds what the service kept.
      const kept = readConfirmed()?.[preference] ?? null
      const text = messages['notificationSettingsForm.failed'](
        label,
        channelLabel(messages, value),
        errorMessage(error, shared),
        channelLabel(messages, kept),
      )
      setFailures((current) => ({ ...current, [preference]: { preference, value, text } }))
      callbacks.onSaveError?.(error instanceof Error ? error : new Error(String(error)))
    } finally {
      setPending((changes) => changes.filter((pendingChange) => pendingChange.id !== id))
    }
  }

  return { shown, change, inFlight, announcement, failures: Object.values(failures) }
}
