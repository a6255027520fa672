import { formatDate } from '../../../../format/date'
import { useMessages, useLocaleSettings } from '../../../../react/provider/provided'
import { formMessages } from '../../../../messages/forms/form'
import type { RecordLock } from './useRecordLock'

/** Says why a form is read-only. `id` lets the form point at it with `aria-describedby`. */
export function LockNotice({ id, lock }: { id: string; lock: RecordLock }) {
  const messages = useMessages(formMessages)
  const { locale } = useLocaleSettings()
  let text: string
  switch (lock.reason) {
    case 'session':
      text = messages['shared.form.readOnlySession']
      break
    case 'closed':
      text = messages['shared.form.closedRecord'](formatDate(lock.closingDate, locale))
      break
    default:
      text = lock satisfies never
  }
  return (
    <p id={id} className="bk-alert bk-lock-notice" data-tone="warning" data-reason={lock.reason}>
      {text}
    </p>
  )
}
