import type { AccountingDimensionValue, InvoiceCollectionInfo } from '../../api/types'
import { namePath } from '../../format/isolate'
import { ClampedText } from '../shared/cells'
import { Fact } from './DetailTable'
import type { DetailText } from './format'
import { enumLabel, type InvoiceDetailEnum } from '../../messages/forms/invoiceDetail'

const nonEmpty = (values: readonly string[] | undefined): values is readonly string[] => Array.isArray(values) && values.length > 0

/** Whether the collection info has anything to show. */
export function hasCollectionInfo(info: InvoiceCollectionInfo | undefined): info is InvoiceCollectionInfo {
  if (!info) return false
  return (
    Boolean(info.term?.type || info.term?.dueDate || info.email) ||
    typeof info.sendEmail === 'boolean' ||
    typeof info.sendSms === 'boolean' ||
    nonEmpty(info.reminderSchedule) ||
    nonEmpty(info.paymentMethods) ||
    nonEmpty(info.ccEmails) ||
    nonEmpty(info.bccEmails)
  )
}

/** How the invoice is collected: its term and due date, reminders, payment methods, and where it is sent. */
export function CollectionInfo({ info, text }: { info: InvoiceCollectionInfo; text: DetailText }) {
  const { messages } = text
  const labels = (kind: InvoiceDetailEnum, values: readonly string[] | undefined) =>
    nonEmpty(values) ? (
      <ul className="bk-invoice-detail__values">
        {values.map((value) => (
          <li key={value}>{enumLabel(messages, kind, value)}</li>
        ))}
      </ul>
    ) : null
  const yesNo = (flag: boolean | undefined) =>
    typeof flag === 'boolean' ? messages[flag ? 'invoiceDetail.yes' : 'invoiceDetail.no'] : null
  const term = info.term?.type ? enumLabel(messages, 'term', info.term.type) : undefined
  const due = info.term?.dueDate ? text.date(info.term.dueDate) : undefined
  return (
    <dl className="bk-invoice-detail__facts">
      <Fact term={messages['invoiceDetail.collection.term']}>
        {term && due ? messages['invoiceDetail.collection.termDue'](term, due) : (term ?? due)}
      </Fact>
      <Fact term={messages['invoiceDetail.collection.reminders']}>{labels('reminder', info.reminderSchedule)}</Fact>
      <Fact term={messages['invoiceDetail.collection.paymentMethods']}>{labels('paymentMethod', info.paymentMethods)}</Fact>
      <Fact term={messages['invoiceDetail.collection.sendEmail']}>{yesNo(info.sendEmail)}</Fact>
      <Fact term={messages['invoiceDetail.collection.sendSms']}>{yesNo(info.sendSms)}</Fact>
      <Fact term={messages['invoiceDetail.collection.email']}>{info.email}</Fact>
      <Fact term={messages['invoiceDetail.collection.cc']}>{nonEmpty(info.ccEmails) ? info.ccEmails.join(', ') : null}</Fact>
      <Fact term={messages['invoiceDetail.collection.bcc']}>{nonEmpty(info.bccEmails) ? info.bccEmails.join(', ') : null}</Fact>
    </dl>
  )
}

/** A dimension value with its more specific children: "Downtown › Counter". */
function valuePath(value: AccountingDimensionValue): string {
  const names: string[] = []
  for (let current: AccountingDimensionValue | undefined = value; current; current = current.child) names.push(current.name)
  return namePath(names)
}

/** Each dimension the invoice is tagged with, and its value. */
export function Dimensions({ values }: { values: readonly AccountingDimensionValue[] }) {
  return (
    <dl className="bk-invoice-detail__facts">
      {values.map((value) => (
        <Fact key={value.id} term={<ClampedText text={value.dimension?.name ?? value.id} />}>
          <ClampedText text={valuePath(value)} />
        </Fact>
      ))}
    </dl>
  )
}
