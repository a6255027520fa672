import { Suspense, useId, useState } from 'react'
import type { AccountingDimensionValue, CustomerRef, InvoiceFilter } from '../../api/types'
import { formatDate } from '../../format/date'
import { formatCount } from '../../messages/messageSet'
import { formatMoney, type MoneyFormat } from '../../format/money'
import { useEmitEvent } from '../../react/provider/context'
import { useMessages, useLocaleSettings } from '../../react/provider/provided'
import {
  usePlainAging,
  type AgingBucket,
  type AgingBucketId,
  type CustomerOwing,
  type Receivables as Aging,
} from '../../react/invoices/receivablesAging'
import { chartMessages } from '../../messages/statements/charts'
import { receivablesAgingMessages, type ReceivablesAgingMessages as AgingMessages } from '../../messages/statements/receivablesAging'
import { ComponentRoot, type CommonComponentProps } from '../shared/root/ComponentRoot'
import { ClampedText } from '../shared/cells'
import { Heading } from '../shared/root/heading'
import { BarList, type BarListItem } from '../shared/chart/BarList'
import { ChartFrame, ChartTable, type ChartColumn } from '../shared/chart/ChartFrame'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/root/useLoadCallbacks'
import { LoadingState } from '../shared/root/states'
import { lazyPart, usePreloadPartsWhenIdle } from '../shared/lazyPart'

/** The table of an aging split by a dimension: only an aging given `by` loads it. */
const splitTable = lazyPart(
  () => import('./AgingSplitTable'),
  (module) => module.AgingSplitView,
)

/** Props of `<ReceivablesAging>`. */
export interface ReceivablesAgingProps extends CommonComponentProps, LoadCallbacks {
  /** The day the ages count to, `YYYY-MM-DD`; default today where the user is. */
  asOf?: string
  /** How many of the customers who owe the most are listed; default 5, 0 lists none. */
  maxCustomers?: number
  /**
   * The user chose a bucket (click, Enter or Space): `filter` lists exactly its invoices in
   * `<InvoiceList filter>`, whose "Due on these dates" column adds up to the bucket's amount.
   */
  onSelectBucket?: (filter: InvoiceFilter, bucket: AgingBucketId) => void
  /** The user chose a customer: `filter` lists the customer's open invoices in `<InvoiceList filter>`. */
  onSelectCustomer?: (filter: InvoiceFilter, customer: CustomerRef) => void
  /**
   * A dimension's id (a class, location or project): the aging is shown as a table, the buckets as
   * rows and a column per value, then Not specified (worked out: the total less the value columns)
   * and the total. A figure's choice hands `onSelectBucket` the bucket's filter under that value
   * (`dimensionValues`); Not specified's and the total's list the whole bucket.
   */
  by?: string
  /**
   * The dimension's values the host knows, as `<GeneralLedger filterOptions>` takes them (a value
   * nested under another given as the parent with `child`); those the invoices carry are added.
   */
  dimensionValues?: readonly AccountingDimensionValue[]
  /** How many values get a column at first, read at once; default 8, "and N more" adds the rest. */
  maxValueColumns?: number
}

/**
 * Who owes the business what: the open balances by how late they are (not yet due, 1–30, 31–60,
 * 61–90 and over 90 days past due), the total owed and overdue, and the customers who owe the most,
 * read from every open invoice. An invoice with installments ages each installment on its own.
 */
export function ReceivablesAging({ className, onError, headingLevel, ...props }: ReceivablesAgingProps) {
  return (
    <ComponentRoot
      name="ReceivablesAging"
      className={className ? `bk-chart-root ${className}` : 'bk-chart-root'}
      onError={onError}
      headingLevel={headingLevel}
    >
      <AgingContent {...props} />
    </ComponentRoot>
  )
}

/** A bucket as drawn: its name, and what choosing it does (nothing for an empty bucket). */
interface Bar extends AgingBucket {
  name: string
  choose: (() => void) | undefined
}

function AgingContent({
  asOf,
  maxCustomers = 5,
  onSelectBucket,
  onSelectCustomer,
  onLoadStart,
  onLoadError,
  by,
  dimensionValues,
  maxValueColumns,
}: Omit<ReceivablesAgingProps, 'className' | 'onError'>) {
  const messages = useMessages(receivablesAgingMessages)
  const loadingLabel = useMessages(chartMessages)['charts.loading']
  const money = useLocaleSettings()
  const emit = useEmitEvent()
  const [everyValue, setEveryValue] = useState(false)
  const { aging, splitFrom } = usePlainAging({ asOf })
  usePreloadPartsWhenIdle([splitTable], by !== undefined)
  useLoadCallbacks({ fetching: aging.figures === 'counting' || aging.isPending, error: aging.error }, { onLoadStart, onLoadError })
  const day = aging.asOf
  // Figures from the first page on; a walk that failed before any page shows the error alone.
  const hasFigures = day !== undefined && aging.figures !== 'unknown'
  const bars: Bar[] = aging.buckets.map((bucket) => {
    const { filter } = bucket
    return {
      ...bucket,
      name: messages[`charts.aging.bucket.${bucket.id}`],
      choose:
        onSelectBucket && filter && day
          ? () => {
              emit({ type: 'chartSelected', chart: 'receivablesAging', bucket: bucket.id, asOf: day })
              onSelectBucket(filter, bucket.id)
            }
          : undefined,
    }
  })
  const customers = aging.customers.slice(0, Math.max(0, Math.trunc(maxCustomers)))
  const chooseCustomer =
    onSelectCustomer && day
      ? (owing: CustomerOwing) => {
          emit({ type: 'chartSelected', chart: 'receivablesAging', customerId: owing.customer.id, asOf: day })
          onSelectCustomer(owing.filter, owing.customer)
        }
      : undefined
  return (
    <ChartFrame
      kind="aging"
      title={messages['charts.aging.title']}
      summary={hasFigures ? summaryOf(aging, messages, money) : undefined}
      loading={aging.isPending}
      error={aging.error}
      onRetry={() => void aging.refetch()}
      empty={aging.figures === 'final' && aging.total === 0 ? emptyOf(aging, messages) : undefined}
      plotIsTable={by !== undefined}
      plot={
        <>
          {by === undefined ? (
            <AgingPlot bars={bars} money={money} messages={messages} />
          ) : (
            <Suspense fallback={<LoadingState rows={6} columns={4} label={loadingLabel} />}>
              <splitTable.Component
                asked={{ by, dimensionValues, maxValueColumns: everyValue ? Infinity : maxValueColumns }}
                from={splitFrom}
                messages={messages}
                money={money}
                loadingLabel={loadingLabel}
                onChoose={
                  onSelectBucket && day
                    ? (filter, bucket) => {
                        emit({ type: 'chartSelected', chart: 'receivablesAging', bucket, asOf: day })
                        onSelectBucket(filter, bucket)
                      }
                    : undefined
                }
                onShowAll={() => setEveryValue(true)}
              />
            </Suspense>
          )}
          <CustomerList customers={customers} money={money} messages={messages} onChoose={chooseCustomer} />
        </>
      }
      table={
        <>
          <AgingTable aging={aging} bars={bars} money={money} messages={messages} />
          {customers.length > 0 && <CustomerTable customers={customers} money={money} messages={messages} />}
        </>
      }
      notes={hasFigures && <AgingNotes aging={aging} messages={messages} locale={money.locale} />}
    />
  )
}

/** Why nobody owes anything: every invoice is paid, or there are none yet (said plainly while that is not known). */
function emptyOf(aging: Aging, messages: AgingMessages): string {
  if (aging.hasInvoices === undefined) return messages['charts.aging.nobody']
  return aging.hasInvoices ? messages['charts.aging.empty'] : messages['charts.aging.noInvoices']
}

function summaryOf(aging: Aging, messages: AgingMessages, money: MoneyFormat): string {
  const { locale } = money
  return (
    messages['charts.aging.summary'](
      formatMoney(aging.total, money),
      formatCount(aging.invoices, locale),
      aging.invoices,
      formatDate(aging.asOf!, locale),
    ) +
    (aging.overdue > 0
      ? messages['charts.aging.summaryOverdue'](
          formatMoney(aging.overdue, money),
          formatCount(aging.overdueInvoices, locale),
          aging.overdueInvoices,
        )
      : aging.total > 0
        ? messages['charts.aging.summaryNothingOverdue']
        : '') +
    (aging.figures === 'final' ? '' : messages['charts.aging.soFar']) +
    '.'
  )
}

const pointLabel = (bar: Bar, messages: AgingMessages, money: MoneyFormat) =>
  messages['charts.aging.point'](bar.name, formatMoney(bar.amount, money), formatCount(bar.invoices, money.locale), bar.invoices)

function AgingPlot({ bars, money, messages }: { bars: readonly Bar[]; money: MoneyFormat; messages: AgingMessages }) {
  const items = bars.map((bar): BarListItem => {
    const amount = formatMoney(bar.amount, money)
    const invoices = messages['charts.aging.invoiceCount'](formatCount(bar.invoices, money.locale), bar.invoices)
    return {
      key: bar.id,
      series: bar.id,
      name: bar.name,
      amount: bar.amount,
      figures: [amount, invoices],
      label: pointLabel(bar, messages, money),
      choose: bar.choose,
    }
  })
  return <BarList bars={items} label={messages['charts.aging.title']} />
}

/** The customers who owe the most: a list whose entries are buttons when the host takes the choice. */
function CustomerList({
  customers,
  money,
  messages,
  onChoose,
}: {
  customers: readonly CustomerOwing[]
  money: MoneyFormat
  messages: AgingMessages
  onChoose: ((owing: CustomerOwing) => void) | undefined
}) {
  const titleId = useId()
  if (customers.length === 0) return null
  return (
    // A part of the chart, not a landmark: the overview and a standalone aging on one page both have one.
    <section className="bk-aging__customers" role="group" aria-labelledby={titleId}>
      <Heading below={1} id={titleId} className="bk-aging__customers-title">
        {messages['charts.aging.customersTitle']}
      </Heading>
      <ol className="bk-aging__customer-list">
        {customers.map((owing) => {
          const name = owing.customer.name ?? owing.customer.id
          const figures = (
            <>
              <ClampedText className="bk-aging__customer-name" text={name} />
              <span className="bk-aging__customer-amount">{formatMoney(owing.amount, money)}</span>
              {owing.overdue > 0 && (
                <span className="bk-aging__customer-overdue">
                  {messages['charts.aging.overdue']} {formatMoney(owing.overdue, money)}
                </span>
              )}
            </>
          )
          return (
            <li key={owing.customer.id}>
              {onChoose ? (
                <button type="button" className="bk-aging__customer" onClick={() => onChoose(owing)}>
                  {figures}
                </button>
              ) : (
                <div className="bk-aging__customer">{figures}</div>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}

function AgingTable({ aging, bars, money, messages }: { aging: Aging; bars: readonly Bar[]; money: MoneyFormat; messages: AgingMessages }) {
  type Row = Pick<Bar, 'id' | 'name' | 'amount' | 'invoices'>
  const columns: ChartColumn<Row>[] = [
    { header: messages['charts.aging.due'], cell: (row) => row.name },
    { header: messages['charts.aging.amount'], cell: (row) => formatMoney(row.amount, money), numeric: true },
    { header: messages['charts.aging.invoices'], cell: (row) => formatCount(row.invoices, money.locale), numeric: true },
  ]
  const footer: Row = { id: 'current', name: messages['charts.aging.total'], amount: aging.total, invoices: aging.invoices }
  return <ChartTable caption={messages['charts.aging.title']} columns={columns} rows={bars} rowKey={(bar) => bar.id} footer={footer} />
}

function CustomerTable({
  customers,
  money,
  messages,
}: {
  customers: readonly CustomerOwing[]
  money: MoneyFormat
  messages: AgingMessages
}) {
  const columns: ChartColumn<CustomerOwing>[] = [
    { header: messages['charts.aging.customer'], cell: (owing) => owing.customer.name ?? owing.customer.id, name: true },
    { header: messages['charts.aging.amount'], cell: (owing) => formatMoney(owing.amount, money), numeric: true },
    { header: messages['charts.aging.overdue'], cell: (owing) => formatMoney(owing.overdue, money), numeric: true },
    { header: messages['charts.aging.invoices'], cell: (owing) => formatCount(owing.invoices, money.locale), numeric: true },
  ]
  return (
    <ChartTable
      caption={messages['charts.aging.customersTitle']}
      columns={columns}
      rows={customers}
      rowKey={(owing) => owing.customer.id}
    />
  )
}

/** Still reading (a live line), stopped (the figures are sums so far), invoices left out and why. */
function AgingNotes({ aging, messages, locale }: { aging: Aging; messages: AgingMessages; locale: string }) {
  const read = formatCount(aging.read, locale)
  return (
    <div className="bk-chart__notes">
      <p role="status" className="bk-chart__note" data-note="counting">
        {aging.figures === 'stopped'
          ? messages['charts.aging.stopped'](read, aging.read)
          : aging.figures === 'counting'
            ? messages['charts.aging.stillReading'](read)
            : ''}
      </p>
      {aging.unreadable > 0 && (
        <p className="bk-chart__note">{messages['charts.aging.unreadable'](formatCount(aging.unreadable, locale), aging.unreadable)}</p>
      )}
      <p className="bk-chart__note">{messages['charts.aging.leftOut']}</p>
    </div>
  )
}
