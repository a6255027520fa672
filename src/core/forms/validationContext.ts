import type { AccountingDimension } from '../../api/types'
import { formatDate } from '../../format/date'
import { formatMoneyInput, type MoneyFormat } from '../../format/money'
import type { FormMessages } from '../../messages/forms/form'

/** What an editor's checks need besides the values; `Messages` are the editor's own strings. */
export interface FormValidationContext<Messages> {
  format: MoneyFormat
  dimensions: readonly AccountingDimension[]
  /** True for dates a record may not take (closed period with modifications disabled). */
  isDateClosed: (date: string) => boolean
  /** The closing date as the user reads it, for the closed-period message. */
  closedThroughText: string
  /** An amount as the user would type it, for the "must be an amount" message. */
  example: string
  messages: Messages
  form: FormMessages
}

/** The checks' context for this render: the closing from `lock`, texts in `format`'s locale. */
export function formValidationContext<Messages>(
  format: MoneyFormat,
  dimensions: readonly AccountingDimension[],
  lock: { isDateClosed: (date: string) => boolean; closedThrough: string | undefined },
  messages: Messages,
  form: FormMessages,
): FormValidationContext<Messages> {
  return {
    format,
    dimensions,
    isDateClosed: lock.isDateClosed,
    closedThroughText: lock.closedThrough ? formatDate(lock.closedThrough, format.locale) : '',
    example: formatMoneyInput(123456, format),
    messages,
    form,
  }
}
