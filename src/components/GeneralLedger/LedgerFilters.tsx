import { useId, useState } from 'react'
import type { AccountingMethod, CustomerRef, AccountingDimensionValue } from '../../api/types'
import { formatCount } from '../../format/messages'
import { useLocaleSettings, useServiceProfile } from '../../react/hooks'
import { ChoiceSelect, customerChoices, dimensionOfValue, dimensionValueChoices } from '../shared/ChoiceSelect'
import { DateRangeFilter, useDateRangeDraft } from '../shared/DateRangeFilter'
import { searchDraft, useDebouncedDraft } from '../shared/useDebouncedDraft'
import type { GeneralLedgerMessages } from '../../messages/generalLedger'
import type { LedgerFilter } from './types'

/** The filter with one member replaced, or removed when `value` is undefined. */
function withMember<K extends keyof LedgerFilter>(filter: LedgerFilter, key: K, value: LedgerFilter[K] | undefined): LedgerFilter {
  const next = { ...filter }
  if (value === undefined) delete next[key]
  else next[key] = value
  return next
}

export interface LedgerFiltersProps {
  filter: LedgerFilter
  onChange: (filter: LedgerFilter) => void
  customers: readonly CustomerRef[]
  dimensionValues: readonly AccountingDimensionValue[]
  filtered: boolean
  messages: GeneralLedgerMessages
}

/** Search, dates, accounting method, customer and dimension value: each one member of the GL query. */
export function LedgerFilters({ filter, onChange, customers, dimensionValues, filtered, messages }: LedgerFiltersProps) {
  const { locale } = useLocaleSettings()
  const { accountingMethodField } = useServiceProfile()
  const [open, setOpen] = useState(false)
  const moreId = useId()
  const active = [filter.beginDate || filter.endDate, filter.accountingMethod, filter.customer, filter.dimensionValues?.length].filter(Boolean).length
  const set = <K extends keyof LedgerFilter>(key: K, value: LedgerFilter[K] | undefined) => onChange(withMember(filter, key, value))
  const [search, setSearch] = useDebouncedDraft({ ...searchDraft, value: filter.search ?? '', commit: (text) => set('search', text || undefined) })

  const [range, changeRange] = useDateRangeDraft({ from: filter.beginDate, to: filter.endDate }, (next) =>
    onChange(withMember(withMember(filter, 'beginDate', next.from), 'endDate', next.to)),
  )

  const dimensionValueId = filter.dimensionValues?.[0]?.dimensionValueIds[0]
  const changeDimensionValue = (id: string | undefined) => {
    const dimensionId = id ? dimensionOfValue(dimensionValues, id) : undefined
    set('dimensionValues', id && dimensionId ? [{ dimensionId, dimensionValueIds: [id] }] : undefined)
  }

  return (
    <div className="bk-toolbar bk-general-ledger__filters">
      <label className="bk-field bk-general-ledger__search">
        <span className="bk-field__label">{messages['generalLedger.search']}</span>
        <input className="bk-input" type="search" value={search} autoComplete="off" onChange={(event) => setSearch(event.target.value)} />
      </label>
      {/* Shown only in a narrow container, where the other filters fold away behind it. */}
      <button type="button" className="bk-button bk-general-ledger__filters-toggle" aria-expanded={open} aria-controls={moreId} data-active={active > 0 || undefined} onClick={() => setOpen(!open)}>
        {messages['generalLedger.filters'](formatCount(active, locale), active)}
      </button>
      <div id={moreId} className="bk-general-ledger__more" data-open={open || undefined}>
        <DateRangeFilter legend={messages['generalLedger.dateRange']} value={range} onChange={changeRange} />
        {/* A service with no method member would show its own method's figures under the chosen label: no choice then. */}
        {accountingMethodField !== false && (
          <label className="bk-field">
            <span className="bk-field__label">{messages['generalLedger.accountingMethod']}</span>
            <select
              className="bk-select"
              value={filter.accountingMethod ?? ''}
              onChange={(event) => set('accountingMethod', event.target.value === '' ? undefined : (event.target.value as AccountingMethod))}
            >
              <option value="">{messages['generalLedger.methodDefault']}</option>
              <option value="ACCRUAL">{messages['generalLedger.methodAccrual']}</option>
              <option value="CASH">{messages['generalLedger.methodCash']}</option>
            </select>
          </label>
        )}
        {customers.length > 0 && (
          <ChoiceSelect
            label={messages['generalLedger.customer']}
            anyLabel={messages['generalLedger.anyCustomer']}
            value={filter.customer?.id?.in?.[0]}
            groups={customerChoices(customers)}
            onChange={(id) => set('customer', id ? { id: { in: [id] } } : undefined)}
          />
        )}
        {dimensionValues.length > 0 && (
          <ChoiceSelect
            label={messages['generalLedger.dimensionValue']}
            anyLabel={messages['generalLedger.anyDimensionValue']}
            value={dimensionValueId}
            groups={dimensionValueChoices(dimensionValues)}
            onChange={changeDimensionValue}
          />
        )}
      </div>
      {(filtered || search !== '') && (
        <button type="button" className="bk-button" data-variant="ghost" onClick={() => { setSearch(''); onChange({}) }}>
          {messages['generalLedger.clearFilters']}
        </button>
      )}
    </div>
  )
}
