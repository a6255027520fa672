import { useId } from 'react'
import { BookkeepingUnsupportedError } from '../../api/client'
import type { NotificationSettings } from '../../api/types'
import { useMessages, useSession } from '../../react/provider/provided'
import { useNotificationSettings } from '../../react/query/reads'
import { useCanSaveNotificationSettings } from '../../react/query/settingsSave'
import { ComponentRoot, type CommonComponentProps } from '../shared/root/ComponentRoot'
import { Heading } from '../shared/root/heading'
import { useLandmarkName, type LandmarkProps } from '../shared/root/landmark'
import { LockNotice } from '../shared/form/lock/LockNotice'
import { ErrorState, LoadingState } from '../shared/root/states'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/root/useLoadCallbacks'
import { notificationSettingsFormMessages } from '../../messages/forms/notificationSettingsForm'
import { PreferenceGroup } from './PreferenceGroup'
import { PREFERENCES, preferenceText } from './preferences'
import { usePreferenceSaver } from './usePreferenceSaver'

/** Props of `<NotificationSettingsForm>`. */
export interface NotificationSettingsFormProps extends CommonComponentProps, LandmarkProps, LoadCallbacks {
  /** After each saved change, with the settings as the service now holds them. */
  onSaved?: (settings: NotificationSettings) => void
  /** A change was refused (and rolled back on screen). */
  onSaveError?: (error: Error) => void
}

/**
 * The signed-in user's three notification preferences as radio groups. Each change saves at once,
 * optimistically: three independent choices with nothing to validate across them do not need a Save
 * button, and one would let a user leave with a choice that looks made but is not. A refused change
 * is rolled back and explained; a read-only session sees the values disabled.
 */
export function NotificationSettingsForm({
  className,
  onError,
  headingLevel,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  ...props
}: NotificationSettingsFormProps) {
  const root = { className, onError, headingLevel, 'aria-label': label, 'aria-labelledby': labelledBy }
  return (
    <ComponentRoot name="NotificationSettingsForm" {...root}>
      <SettingsBody {...props} />
    </ComponentRoot>
  )
}

function SettingsBody({ onSaved, onSaveError, onLoadStart, onLoadError }: Omit<NotificationSettingsFormProps, keyof CommonComponentProps>) {
  const messages = useMessages(notificationSettingsFormMessages)
  const titleId = useId()
  const landmarkName = useLandmarkName(titleId)
  const lockId = useId()
  const settings = useNotificationSettings()
  useLoadCallbacks({ fetching: settings.isFetching, error: settings.error }, { onLoadStart, onLoadError })
  const session = useSession()
  const canSave = useCanSaveNotificationSettings()
  const { shown, change, inFlight, announcement, failures } = usePreferenceSaver(settings.data, {
    onSaved,
    onSaveError: (error) => {
      // The service turned the save away as having no such endpoint: the client has learned it, and the form follows.
      if (error instanceof BookkeepingUnsupportedError) void canSave.refetch()
      onSaveError?.(error)
    },
  })
  // A service with nowhere to save them shows the settings as they are, and says where they change.
  // Not finding out (no answer) leaves the choices on: a save then tells.
  const savable = canSave.data !== false
  const readOnly = session.readOnly || !savable

  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
  if (!shown || canSave.isPending) return <LoadingState rows={3} columns={3} label={messages['notificationSettingsForm.title']} />
  const values = shown

  return (
    <section
      className="bk-notification-settings"
      {...landmarkName}
      aria-describedby={readOnly ? lockId : undefined}
      data-state={readOnly ? 'read-only' : 'editing'}
    >
      <Heading id={titleId} className="bk-notification-settings__title">
        {messages['notificationSettingsForm.title']}
      </Heading>
      {savable && <p className="bk-field__hint">{messages['notificationSettingsForm.intro']}</p>}
      {session.readOnly ? (
        <LockNotice id={lockId} lock={{ reason: 'session' }} />
      ) : (
        !savable && (
          <p id={lockId} className="bk-alert">
            {messages['notificationSettingsForm.savedElsewhere']}
          </p>
        )
      )}
      <div className="bk-notification-settings__groups">
        {PREFERENCES.map((preference) => (
          <PreferenceGroup
            key={preference}
            preference={preference}
            value={values[preference]}
            saving={inFlight.has(preference)}
            failed={failures.some((failure) => failure.preference === preference)}
            disabled={readOnly}
            onChange={(value) => void change(preference, value)}
          />
        ))}
      </div>
      <div role="alert">
        {failures.map((failure) => (
          <div key={failure.preference} className="bk-alert" data-tone="danger" data-preference={failure.preference}>
            <p>{failure.text}</p>
            {!readOnly && (
              <button type="button" className="bk-button" onClick={() => void change(failure.preference, failure.value)}>
                {messages['notificationSettingsForm.retry'](preferenceText(messages, failure.preference).label)}
              </button>
            )}
          </div>
        ))}
      </div>
      <p className="bk-notification-settings__status" role="status">
        {announcement}
      </p>
    </section>
  )
}
