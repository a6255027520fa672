import { lazy, Suspense, useState } from 'react'
import type { CustomerRef, AccountingDimensionValue, Invoice } from '../../api/types'
import { formatCount } from '../../messages/messageSet'
import { useMessages, useLocaleSettings, useServiceProfile } from '../../react/provider/provided'
import { ComponentRoot } from '../shared/root/ComponentRoot'
import { EmptyState, ErrorState, LoadingState, LoadMoreButton } from '../shared/root/states'
import { useControllableState } from '../shared/hooks/useControllableState'
import { useKeptWhilePending } from '../shared/hooks/useKeptWhilePending'
import { NO_FILTER, compactFilter } from './filter'
import { InvoiceFilters } from './InvoiceFilters'
import { InvoiceTable } from './InvoiceTable'
import { invoiceListMessages } from '../../messages/forms/invoiceList'
import { INVOICE_COLUMN_IDS, type InvoiceListProps, type InvoiceSortValue } from './types'
import { useInvoiceQuery } from './useInvoiceQuery'
import { useOpenInvoice } from './useOpenInvoice'

const DEFAULT_SORT: InvoiceSortValue = '-date'

// Loaded the first time an invoice opens: a list whose user never opens one never downloads the
// detail, and a partner's bundler keeps it out of the list's chunk.
const DetailHost = lazy(() => import('./DetailHost').then((module) => ({ default: module.DetailHost })))

/**
 * The company's invoices as a sortable, filterable, virtualized list that loads page after page.
 * Filtering and sorting happen on the service: every change is a new query.
 */
export function InvoiceList({ className, onError, headingLevel, ...props }: InvoiceListProps) {
  return (
    <ComponentRoot
      name="InvoiceList"
      className={className ? `bk-invoice-list ${className}` : 'bk-invoice-list'}
      onError={onError}
      headingLevel={headingLevel}
    >
      <InvoiceListContent {...props} />
    </ComponentRoot>
  )
}

function InvoiceListContent({
  columns = INVOICE_COLUMN_IDS,
  columnLabels,
  renderCell,
  filter: filterProp,
  defaultFilter = NO_FILTER,
  onFilterChange,
  sort: sortProp,
  defaultSort = DEFAULT_SORT,
  onSortChange,
  pageSize,
  onSelectInvoice,
  detail = 'dialog',
  showFilters = true,
  filterOptions,
  onLoadStart,
  onLoadError,
}: Omit<InvoiceListProps, 'className' | 'onError'>) {
  const messages = useMessages(invoiceListMessages)
  const { locale } = useLocaleSettings()
  const { invoiceSort } = useServiceProfile()
  const [filter, setFilter] = useControllableState({ value: filterProp, defaultValue: defaultFilter, onChange: onFilterChange })
  const [sort, setSort] = useControllableState({ value: sortProp, defaultValue: defaultSort, onChange: onSortChange })
  const { result } = useInvoiceQuery(filter, sort, pageSize, { onLoadStart, onLoadError })
  const { data, error, isPending, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, refetch } = result
  // While a new filter or sort loads, the previous rows stay (marked busy): the header just used keeps focus.
  const shown = useKeptWhilePending(data, isPending, (kept) => kept.invoices.length > 0)
  const refreshing = shown !== undefined && shown !== data
  const invoices = shown?.invoices
  const seen = useSeenChoices(data?.invoices)
  const filtered = Object.keys(compactFilter(filter)).length > 0
  const { openInvoice, select, close } = useOpenInvoice(detail, onSelectInvoice)

  const loadMore = () => void fetchNextPage({ cancelRefetch: false })

  let body
  if (!invoices && (isPending || isFetching)) {
    body = <LoadingState columns={Math.min(Math.max(columns.length, 3), 8)} label={messages['invoiceList.loading']} />
  } else if (!invoices) {
    body = <ErrorState error={error} title={messages['invoiceList.errorTitle']} onRetry={() => void refetch()} />
  } else if (invoices.length === 0) {
    body = (
      <EmptyState title={filtered ? messages['invoiceList.emptyFiltered'] : messages['invoiceList.empty']}>
        {filtered && showFilters && (
          <button type="button" className="bk-button" onClick={() => setFilter(NO_FILTER)}>
            {messages['invoiceList.clearFilters']}
          </button>
        )}
      </EmptyState>
    )
  } else {
    body = (
      <>
        <InvoiceTable
          invoices={invoices}
          columns={columns}
          dueOnDates={filter.dueDate?.in}
          columnLabels={columnLabels}
          renderCell={renderCell}
          firstPage={shown?.pages[0]}
          refreshing={refreshing}
          sort={sort}
          sortable={invoiceSort !== false}
          onSortChange={setSort}
          hasMore={refreshing || hasNextPage}
          canLoadMore={!refreshing && hasNextPage && !isFetchingNextPage && !isFetchNextPageError}
          onLoadMore={loadMore}
          onSelectInvoice={detail || onSelectInvoice ? select : undefined}
          messages={messages}
        />
        {refreshing ? null : isFetchNextPageError ? (
          <ErrorState error={error} title={messages['invoiceList.loadMoreError']} onRetry={loadMore} />
        ) : shown.stalled ? (
          <ErrorState error={shown.stalled} title={messages['invoiceList.loadMoreError']} onRetry={() => void refetch()} />
        ) : (
          <LoadMoreButton hasMore={hasNextPage} loading={isFetchingNextPage} onLoadMore={loadMore} />
        )}
      </>
    )
  }

  const list = (
    <>
      {showFilters && (
        <InvoiceFilters
          filter={filter}
          onChange={setFilter}
          customers={filterOptions?.customers ?? seen.customers}
          dimensionValues={filterOptions?.dimensionValues ?? seen.dimensionValues}
          locale={locale}
          summary={
            invoices && invoices.length > 0 && !refreshing
              ? messages['invoiceList.loaded'](formatCount(invoices.length, locale), invoices.length, hasNextPage)
              : undefined
          }
          messages={messages}
        />
      )}
      <div className="bk-invoice-list__body" aria-busy={isPending || refreshing || isFetchingNextPage}>
        {body}
      </div>
    </>
  )
  if (!detail) return list
  const shownDetail = openInvoice && (
    <Suspense fallback={<LoadingState rows={4} columns={3} />}>
      <DetailHost mode={detail} invoice={openInvoice} onClose={close} messages={messages} />
    </Suspense>
  )
  if (detail === 'dialog') {
    return (
      <>
        {list}
        {shownDetail}
      </>
    )
  }
  return (
    <div className="bk-invoice-list__layout" data-detail="panel" data-open={openInvoice ? true : undefined}>
      <div className="bk-invoice-list__main">{list}</div>
      {shownDetail}
    </div>
  )
}

/**
 * Customers and dimension values of every invoice loaded so far, kept across queries so a choice
 * does not vanish from the filter once the list is narrowed to it. Updated while rendering (from
 * the previous render's invoices), not in an effect, so the filter never shows a stale list.
 */
function useSeenChoices(invoices: readonly Invoice[] | undefined) {
  const [seen, setSeen] = useState({ customers: [] as CustomerRef[], dimensionValues: [] as AccountingDimensionValue[] })
  const [merged, setMerged] = useState<readonly Invoice[] | undefined>(undefined)
  if (invoices && invoices !== merged) {
    setMerged(invoices)
    const customers = new Map(seen.customers.map((customer) => [customer.id, customer]))
    const dimensionValues = new Map(seen.dimensionValues.map((value) => [value.id, value]))
    for (const invoice of invoices) {
      if (invoice.customer?.id) customers.set(invoice.customer.id, invoice.customer)
      for (const value of invoice.dimensionValues ?? []) dimensionValues.set(value.id, value)
    }
    if (customers.size !== seen.customers.length || dimensionValues.size !== seen.dimensionValues.length) {
      setSeen({ customers: [...customers.values()], dimensionValues: [...dimensionValues.values()] })
    }
  }
  return seen
}
