import { useId } from 'react'
import type { NotificationPreference } from '../../api/types'
import { useMessages } from '../../react/provider/provided'
import { channelLabel, notificationSettingsFormMessages } from '../../messages/forms/notificationSettingsForm'
import { CHANNELS, preferenceText, type PreferenceKey } from './preferences'

interface PreferenceGroupProps {
  preference: PreferenceKey
  value: NotificationPreference | null
  /** A change of this preference is on its way to the service. */
  saving: boolean
  /** The last change of this preference was refused and rolled back. */
  failed: boolean
  disabled: boolean
  onChange: (value: NotificationPreference) => void
}

/**
 * One preference as a labelled radio group (fieldset and legend). Arrow keys move between the
 * choices natively; each move is a change, and each change saves.
 */
export function PreferenceGroup({ preference, value, saving, failed, disabled, onChange }: PreferenceGroupProps) {
  const messages = useMessages(notificationSettingsFormMessages)
  const name = useId()
  const { label, hint } = preferenceText(messages, preference)
  return (
    <fieldset
      className="bk-form-section bk-preference"
      data-preference={preference}
      data-value={value ?? 'unset'}
      data-state={saving ? 'saving' : failed ? 'failed' : 'idle'}
      aria-describedby={`${name}-hint`}
      disabled={disabled}
    >
      <legend className="bk-preference__label">{label}</legend>
      <p id={`${name}-hint`} className="bk-field__hint">
        {hint}
        {value === null && <span className="bk-preference__unset"> {messages['notificationSettingsForm.notSetHint']}</span>}
      </p>
      <div className="bk-preference__choices">
        {CHANNELS.map((channel) => (
          <label key={channel} className="bk-preference__choice" data-checked={value === channel || undefined}>
            <input type="radio" name={name} value={channel} checked={value === channel} onChange={() => onChange(channel)} />
            <span>{channelLabel(messages, channel)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
