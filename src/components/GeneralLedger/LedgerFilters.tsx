import type { AccountingMethod, CustomerRef, AccountingDimensionValue } from '../../api/types'
import { formatCount } from '../../messages/messageSet'
import { useLocaleSettings, useServiceProfile } from '../../react/provider/provided'
import { ChoiceSelect, customerChoices, dimensionOfValue, dimensionValueChoices } from '../shared/filters/ChoiceSelect'
import { DateRangeFilter, useDateRangeDraft } from '../shared/filters/DateRangeFilter'
import { FilterBar, withMember } from '../shared/filters/FilterBar'
import { searchDraft, useDebouncedDraft } from '../shared/hooks/useDebouncedDraft'
import type { GeneralLedgerMessages } from '../../messages/statements/generalLedger'
import type { LedgerFilter } from './types'

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
  // A method the profile cannot carry is not sent, so it filters nothing and is not counted.
  const active = [
    filter.beginDate || filter.endDate,
    accountingMethodField !== false && filter.accountingMethod,
    filter.customer,
    filter.dimensionValues?.length,
  ].filter(Boolean).length
  const set = <K extends keyof LedgerFilter>(key: K, value: LedgerFilter[K] | undefined) => onChange(withMember(filter, key, value))
  const [search, setSearch] = useDebouncedDraft({
    ...searchDraft,
    value: filter.search ?? '',
    commit: (text) => set('search', text || undefined),
  })

  const [range, changeRange] = useDateRangeDraft({ from: filter.beginDate, to: filter.endDate }, (next) =>
    onChange(withMember(withMember(filter, 'beginDate', next.from), 'endDate', next.to)),
  )

  const dimensionValueId = filter.dimensionValues?.[0]?.dimensionValueIds[0]
  const changeDimensionValue = (id: string | undefined) => {
    const dimensionId = id ? dimensionOfValue(dimensionValues, id) : undefined
    set('dimensionValues', id && dimensionId ? [{ dimensionId, dimensionValueIds: [id] }] : undefined)
  }

  return (
    <div className="bk-general-ledger__filters">
      <FilterBar
        fold="narrow"
        searchLabel={messages['generalLedger.search']}
        search={search}
        onSearch={setSearch}
        filtersLabel={messages['generalLedger.filters'](formatCount(active, locale), active)}
        active={active}
        clearLabel={messages['generalLedger.clearFilters']}
        onClear={
          filtered || search !== ''
            ? () => {
                setSearch('')
                onChange({})
              }
            : undefined
        }
      >
        <DateRangeFilter legend={messages['generalLedger.dateRange']} value={range} onChange={changeRange} />
        {/* A service with no method member would show its own method's figures under the chosen label: no choice then. */}
        {accountingMethodField !== false && (
          <label className="bk-field">
            <span className="bk-field__label">{messages['generalLedger.accountingMethod']}</span>
            <select
              className="bk-select"
              value={filter.accountingMethod ?? ''}
              onChange={(event) =>
                set('accountingMethod', event.target.value === '' ? undefined : (event.target.value as AccountingMethod))
              }
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
      </FilterBar>
    </div>
  )
}
