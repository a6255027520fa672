import type { NotificationPreference } from '../../api/types'

/** English strings of the notification settings form; a host overrides any of them through the provider's `messages`. */
export const notificationSettingsFormMessages = {
  'notificationSettingsForm.title': 'Notifications',
  'notificationSettingsForm.intro': 'Choose how you hear about each kind of event. A change is saved as soon as you make it.',
  'notificationSettingsForm.financialSummaries': 'Financial summaries',
  'notificationSettingsForm.financialSummariesHint': 'Regular summaries of how the business is doing.',
  'notificationSettingsForm.bankConnectionErrors': 'Bank connection errors',
  'notificationSettingsForm.bankConnectionErrorsHint': 'When a bank connection stops bringing in transactions.',
  'notificationSettingsForm.conversations': 'Conversations',
  'notificationSettingsForm.conversationsHint': 'Questions and replies about your transactions.',
  'notificationSettingsForm.channel.SMS': 'Text message (SMS)',
  'notificationSettingsForm.channel.EMAIL': 'Email',
  'notificationSettingsForm.channel.OFF': 'Off',
  'notificationSettingsForm.savedElsewhere': 'These are your current choices. They are changed in your account settings, not here.',
  'notificationSettingsForm.notSet': 'Not set',
  'notificationSettingsForm.notSetHint': 'Not set yet: choose how you want to hear about this.',
  'notificationSettingsForm.saved': (preference: string, choice: string) => `Saved: ${preference}, ${choice}.`,
  'notificationSettingsForm.failed': (preference: string, choice: string, reason: string, previous: string) =>
    `${preference} could not be changed to ${choice}. ${reason} It is back to ${previous}.`,
  'notificationSettingsForm.retry': (preference: string) => `Try again to save ${preference}`,
}

/** The notification settings form's strings, as a host may override them. */
export type NotificationSettingsFormMessages = typeof notificationSettingsFormMessages

/** The readable name of a choice, "Not set" for none. */
export function channelLabel(messages: NotificationSettingsFormMessages, channel: NotificationPreference | null): string {
  if (channel === null) return messages['notificationSettingsForm.notSet']
  return messages[`notificationSettingsForm.channel.${channel}`]
}
