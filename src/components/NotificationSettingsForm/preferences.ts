import type { NotificationPreference, NotificationSettings } from '../../api/types'
import type { NotificationSettingsFormMessages } from '../../messages/forms/notificationSettingsForm'

/** The preferences the form shows, in order. */
export const PREFERENCES = [
  'financialSummaries',
  'bankConnectionErrors',
  'conversations',
] as const satisfies readonly (keyof NotificationSettings)[]

/** One of the user's notification preferences. */
export type PreferenceKey = (typeof PREFERENCES)[number]

/** The choices of every preference (the complete set, per the service). */
export const CHANNELS: readonly NotificationPreference[] = ['EMAIL', 'SMS', 'OFF']

/** A preference's name and what it is about. */
export function preferenceText(messages: NotificationSettingsFormMessages, key: PreferenceKey): { label: string; hint: string } {
  switch (key) {
    case 'financialSummaries':
      return {
        label: messages['notificationSettingsForm.financialSummaries'],
        hint: messages['notificationSettingsForm.financialSummariesHint'],
      }
    case 'bankConnectionErrors':
      return {
        label: messages['notificationSettingsForm.bankConnectionErrors'],
        hint: messages['notificationSettingsForm.bankConnectionErrorsHint'],
      }
    case 'conversations':
      return { label: messages['notificationSettingsForm.conversations'], hint: messages['notificationSettingsForm.conversationsHint'] }
    default:
      return key satisfies never
  }
}
