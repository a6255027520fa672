import { useId, type Ref } from 'react'
import type { Invoice } from '../../api/types'
import { ActivityTimeline } from './ActivityTimeline'
import { CollectionInfo, Dimensions, hasCollectionInfo } from './CollectionInfo'
import { DetailSection, DetailTable } from './DetailTable'
import type { DetailText } from './format'
import { InvoiceSummary } from './InvoiceSummary'
import { installmentColumns, lineColumns, paymentColumns } from './tables'
import { Totals } from './Totals'

/**
 * The whole invoice, in the order a business owner reads it: who owes what by when (summary,
 * installments), then what was billed and how it adds up, what was paid, what happened, how it is
 * collected, and the rest. A section with nothing in it is left out.
 */
export function InvoiceBody({
  invoice,
  text,
  titleRef,
  onClose,
}: {
  invoice: Invoice
  text: DetailText
  titleRef: Ref<HTMLHeadingElement>
  onClose?: () => void
}) {
  const id = useId()
  const { messages } = text
  const heading = (name: string) => `${id}-${name}`
  const installments = invoice.installments ?? []
  const lines = invoice.lineItems ?? []
  const payments = invoice.payments ?? []
  const activity = invoice.activity ?? []
  const dimensionValues = invoice.dimensionValues ?? []
  const notes = invoice.notes?.trim()
  return (
    <article className="bk-invoice-detail__article" aria-labelledby={heading('title')}>
      <InvoiceSummary invoice={invoice} text={text} titleId={heading('title')} titleRef={titleRef} onClose={onClose} />
      {installments.length > 0 && (
        <DetailSection id={heading('installments')} name="installments" title={messages['invoiceDetail.section.installments']}>
          <DetailTable name="installments" labelledBy={heading('installments')} columns={installmentColumns(text)} rows={installments} />
        </DetailSection>
      )}
      {lines.length > 0 && (
        <DetailSection id={heading('lines')} name="lines" title={messages['invoiceDetail.section.lines']}>
          <DetailTable name="lines" labelledBy={heading('lines')} columns={lineColumns(text)} rows={lines} />
        </DetailSection>
      )}
      {invoice.totals && (
        <DetailSection id={heading('totals')} name="totals" title={messages['invoiceDetail.section.totals']}>
          <Totals invoice={invoice} text={text} />
        </DetailSection>
      )}
      {payments.length > 0 && (
        <DetailSection id={heading('payments')} name="payments" title={messages['invoiceDetail.section.payments']}>
          <DetailTable name="payments" labelledBy={heading('payments')} columns={paymentColumns(text)} rows={payments} />
        </DetailSection>
      )}
      {activity.length > 0 && (
        <DetailSection id={heading('activity')} name="activity" title={messages['invoiceDetail.section.activity']}>
          <ActivityTimeline activity={activity} text={text} labelledBy={heading('activity')} />
        </DetailSection>
      )}
      {hasCollectionInfo(invoice.collectionInfo) && (
        <DetailSection id={heading('collection')} name="collection" title={messages['invoiceDetail.section.collection']}>
          <CollectionInfo info={invoice.collectionInfo} text={text} />
        </DetailSection>
      )}
      {dimensionValues.length > 0 && (
        <DetailSection id={heading('dimensions')} name="dimensions" title={messages['invoiceDetail.section.dimensions']}>
          <Dimensions values={dimensionValues} />
        </DetailSection>
      )}
      {notes && (
        <DetailSection id={heading('notes')} name="notes" title={messages['invoiceDetail.section.notes']}>
          <p className="bk-invoice-detail__notes">{invoice.notes}</p>
        </DetailSection>
      )}
    </article>
  )
}
