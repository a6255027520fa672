export { NotificationSettingsForm, type NotificationSettingsFormProps } from './NotificationSettingsForm'
export { notificationSettingsFormMessages, type NotificationSettingsFormMessages } from './messages'
