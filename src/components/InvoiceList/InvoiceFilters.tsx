import type { CustomerRef, AccountingDimensionValue, InvoiceFilter } from '../../api/types'
import { formatCount } from '../../messages/messageSet'
import { useServiceProfile } from '../../react/provider/provided'
import { ChoiceSelect, customerChoices, dimensionValueChoices } from '../shared/filters/ChoiceSelect'
import { DateRangeFilter, useDateRangeDraft } from '../shared/filters/DateRangeFilter'
import { FilterBar } from '../shared/filters/FilterBar'
import { searchDraft, useDebouncedDraft } from '../shared/hooks/useDebouncedDraft'
import { AmountField, DueOnField, InNotInField, InvoiceNumberField } from './filterFields'
import { NO_FILTER, panelFilterCount, withMember } from './filter'
import { recordStatusLabel, statusLabel, type InvoiceListMessages } from '../../messages/forms/invoiceList'

export interface InvoiceFiltersProps {
  filter: InvoiceFilter
  onChange: (filter: InvoiceFilter) => void
  customers: readonly CustomerRef[]
  dimensionValues: readonly AccountingDimensionValue[]
  /** A line such as "100 invoices loaded", shown beside the search. */
  summary?: string
  messages: InvoiceListMessages
  locale: string
}

/**
 * The search box (always shown) and a panel with a control for every member of the invoice query's
 * filter. Each control edits its member and leaves the others, including operators it has no
 * control for, as they are.
 */
export function InvoiceFilters({ filter, onChange, customers, dimensionValues, summary, messages, locale }: InvoiceFiltersProps) {
  const set = <K extends keyof InvoiceFilter>(key: K, value: InvoiceFilter[K] | undefined) => onChange(withMember(filter, key, value))

  const [search, setSearch] = useDebouncedDraft({ ...searchDraft, value: filter.search ?? '', commit: (text) => set('search', text) })

  const [range, changeRange] = useDateRangeDraft({ from: filter.date?.greaterThanEqual, to: filter.date?.lessThanEqual }, (next) =>
    set('date', { ...filter.date, greaterThanEqual: next.from, lessThanEqual: next.to }),
  )

  const { invoiceFilterValues } = useServiceProfile()
  const active = panelFilterCount(filter)
  const customerId = filter.customer?.id?.in?.[0]
  const dimensionValueId = filter.dimensionValues?.id?.in?.[0]

  return (
    <div className="bk-invoice-filters">
      <FilterBar
        fold="panel"
        searchLabel={messages['invoiceList.search']}
        search={search}
        onSearch={setSearch}
        filtersLabel={messages['invoiceList.filters'](formatCount(active, locale), active)}
        active={active}
        clearLabel={messages['invoiceList.clearFilters']}
        onClear={
          active > 0 || search !== ''
            ? () => {
                setSearch('')
                onChange(NO_FILTER)
              }
            : undefined
        }
        aside={summary && <span className="bk-invoice-filters__summary bk-field__hint">{summary}</span>}
      >
        <InNotInField
          legend={messages['invoiceList.invoiceStatus']}
          value={filter.invoiceStatus}
          choices={invoiceFilterValues.invoiceStatus.map((value) => ({ value, label: statusLabel(messages, value) }))}
          onChange={(next) => set('invoiceStatus', next)}
          messages={messages}
        />
        <InNotInField
          legend={messages['invoiceList.recordStatus']}
          value={filter.status}
          choices={invoiceFilterValues.status.map((value) => ({ value, label: recordStatusLabel(messages, value) }))}
          onChange={(next) => set('status', next)}
          messages={messages}
        />
        <DateRangeFilter legend={messages['invoiceList.dateRange']} value={range} onChange={changeRange} />
        <DueOnField value={filter.dueDate} onChange={(next) => set('dueDate', next)} messages={messages} locale={locale} />
        <fieldset className="bk-invoice-filters__group" data-layout="inline">
          <legend className="bk-field__label">{messages['invoiceList.amountRange']}</legend>
          <AmountField
            label={messages['invoiceList.amountMin']}
            value={filter.amount?.greaterThanEqual}
            onChange={(minor) => set('amount', { ...filter.amount, greaterThanEqual: minor })}
            messages={messages}
          />
          <AmountField
            label={messages['invoiceList.amountMax']}
            value={filter.amount?.lessThanEqual}
            onChange={(minor) => set('amount', { ...filter.amount, lessThanEqual: minor })}
            messages={messages}
          />
        </fieldset>
        <InvoiceNumberField value={filter.invoiceNumber} onChange={(next) => set('invoiceNumber', next)} messages={messages} />
        {customers.length > 0 && (
          <ChoiceSelect
            label={messages['invoiceList.customer']}
            anyLabel={messages['invoiceList.anyCustomer']}
            value={customerId}
            groups={customerChoices(customers)}
            onChange={(id) => set('customer', id ? { id: { in: [id] } } : undefined)}
          />
        )}
        {dimensionValues.length > 0 && (
          <ChoiceSelect
            label={messages['invoiceList.dimensionValue']}
            anyLabel={messages['invoiceList.anyDimensionValue']}
            value={dimensionValueId}
            groups={dimensionValueChoices(dimensionValues)}
            onChange={(id) => set('dimensionValues', id ? { id: { in: [id] } } : undefined)}
          />
        )}
      </FilterBar>
    </div>
  )
}
