import type { Ref } from 'react'
import type { Invoice, InvoiceRecurrence } from '../../api/types'
import { ClampedText, DateText, Money, StatusBadge } from '../shared/cells'
import { Heading } from '../shared/root/heading'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { isolate } from '../../format/isolate'
import { safeHttpUrl } from '../shared/safeUrl'
import { Fact } from './DetailTable'
import type { DetailText } from './format'
import { enumLabel } from '../../messages/forms/invoiceDetail'

/** "Monthly, 12 times, until Jun 30, 2027", or `undefined` when the invoice does not repeat. */
function recurrenceText(recurrence: InvoiceRecurrence | undefined, text: DetailText): string | undefined {
  if (!recurrence?.frequency) return undefined
  const interval = typeof recurrence.interval === 'number' && recurrence.interval > 0 ? recurrence.interval : 1
  return text.messages['invoiceDetail.recurrenceSummary'](
    enumLabel(text.messages, 'frequency', recurrence.frequency),
    text.count(interval),
    interval,
    typeof recurrence.occurrences === 'number' ? text.count(recurrence.occurrences) : undefined,
    recurrence.endDate ? text.date(recurrence.endDate) : undefined,
  )
}

/**
 * What the business owner decides on first: who owes, how much is still due and by when, then
 * the total, what was paid, the invoice date, whether it repeats, and the customer's own view.
 */
export function InvoiceSummary({
  invoice,
  text,
  titleId,
  titleRef,
  onClose,
}: {
  invoice: Invoice
  text: DetailText
  titleId: string
  titleRef: Ref<HTMLHeadingElement>
  onClose?: () => void
}) {
  const { messages } = text
  const status = invoice.detailedInvoiceDisplayStatus || invoice.invoiceStatus
  const href = safeHttpUrl(invoice.customerInvoiceUrl)
  const totals = invoice.totals
  return (
    <header className="bk-invoice-detail__header">
      <div className="bk-invoice-detail__heading">
        <Heading id={titleId} ref={titleRef} tabIndex={-1} className="bk-invoice-detail__title">
          <IsolatedText text={messages['invoiceDetail.title'](isolate(invoice.invoiceNumber))} />
        </Heading>
        <StatusBadge status={status} label={status ? enumLabel(messages, 'status', status) : undefined} />
        {onClose && (
          <button
            type="button"
            className="bk-button bk-invoice-detail__close"
            data-variant="ghost"
            aria-label={messages['invoiceDetail.closeLabel'](isolate(invoice.invoiceNumber))}
            onClick={onClose}
          >
            {messages['invoiceDetail.close']}
          </button>
        )}
      </div>
      {invoice.customer && (
        <p className="bk-invoice-detail__customer">
          <span className="bk-invoice-detail__customer-label">{messages['invoiceDetail.billedTo']}</span>{' '}
          <ClampedText className="bk-invoice-detail__customer-name" text={invoice.customer.name} />{' '}
          {invoice.customer.email && <span className="bk-invoice-detail__customer-email">{invoice.customer.email}</span>}
        </p>
      )}
      <dl className="bk-invoice-detail__figures">
        <Fact term={messages['invoiceDetail.balanceDue']} emphasis>
          {totals && <Money minor={totals.balance} />}
        </Fact>
        <Fact term={messages['invoiceDetail.dueDate']}>
          {invoice.collectionInfo?.term?.dueDate && <DateText date={invoice.collectionInfo.term.dueDate} />}
        </Fact>
        <Fact term={messages['invoiceDetail.total']}>{totals && <Money minor={totals.total} />}</Fact>
        <Fact term={messages['invoiceDetail.paid']}>{totals && <Money minor={totals.paidAmount} />}</Fact>
        <Fact term={messages['invoiceDetail.date']}>{invoice.date && <DateText date={invoice.date} />}</Fact>
        <Fact term={messages['invoiceDetail.recurrence']}>{recurrenceText(invoice.recurrence, text)}</Fact>
      </dl>
      {href && (
        <a className="bk-invoice-detail__link" href={href} target="_blank" rel="noopener noreferrer">
          {messages['invoiceDetail.customerLink']} <span className="bk-visually-hidden">{messages['invoiceDetail.opensInNewTab']}</span>
          <span aria-hidden="true">↗</span>
        </a>
      )}
    </header>
  )
}
