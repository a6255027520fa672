import type { ReactNode } from 'react'
import { formatCount } from '../../messages/messageSet'
import { DateRangeFilter, useDateRangeDraft } from '../shared/filters/DateRangeFilter'
import { FilterBar, withMember } from '../shared/filters/FilterBar'
import type { PickerOption } from '../../core/forms/optionSource'
import { searchDraft, useDebouncedDraft } from '../shared/hooks/useDebouncedDraft'
import { isNarrowed } from '../../core/queue/view/queueFilter'
import type { BankTransactionListMessages } from '../../messages/queue/bankTransactionList'
import type { BankTransactionDirection, BankTransactionListFilter, BankTransactionView } from './types'

interface TransactionFiltersProps {
  filter: BankTransactionListFilter
  onChange: (filter: BankTransactionListFilter) => void
  /** "Waiting for the owner"'s once the questions' part has loaded. */
  counts: Record<Exclude<BankTransactionView, 'waiting'>, number> & { waiting?: number }
  /** "Waiting for the owner"'s words, once the questions' part has loaded: the tab shows while a question waits, or while it is chosen. */
  waitingLabel?: (count: string, soFar: boolean) => string
  bankAccounts: readonly PickerOption[]
  /** "12 of 300 shown.": a sentence of its own, as the note on what filters apply to follows it. */
  summary?: string
  /** Drawn after the summary, on its line (the transfer part's "Pair 3 transfers…" once it has found them): nothing moves when it appears. */
  tools?: ReactNode
  /** The sync is still bringing older transactions: counts and filters speak of what has arrived. */
  soFar: boolean
  locale: string
  messages: BankTransactionListMessages
}

const VIEWS: readonly BankTransactionView[] = ['toReview', 'reviewed', 'waiting']

/** The views as a radio group ("Waiting for the owner" once a question was asked), then bank account, dates, direction and search, all applied to the synced set. */
export function TransactionFilters({
  filter,
  onChange,
  counts,
  waitingLabel,
  bankAccounts,
  summary,
  tools,
  soFar,
  locale,
  messages,
}: TransactionFiltersProps) {
  const set = <K extends keyof BankTransactionListFilter>(key: K, value: BankTransactionListFilter[K] | undefined) =>
    onChange(withMember(filter, key, value))
  // The search runs over the set in memory, so every keystroke filters at once, in the render that
  // shows the key (no pause to wait for: `npm run bench` measures it at 20,000 transactions).
  const [search, setSearch] = useDebouncedDraft({
    ...searchDraft,
    value: filter.search ?? '',
    commit: (text) => set('search', text),
    delayMs: 0,
  })
  const typeSearch = (text: string) => {
    setSearch(text)
    const { value } = searchDraft.parse(text)
    if (value !== (filter.search ?? '')) set('search', value)
  }
  const [range, changeRange] = useDateRangeDraft({ from: filter.from, to: filter.to }, (next) =>
    onChange(withMember(withMember(filter, 'from', next.from), 'to', next.to)),
  )
  const view = filter.view ?? 'toReview'
  const active = [filter.bankAccountId, filter.direction, filter.from || filter.to].filter(Boolean).length
  return (
    <div className="bk-transaction-filters">
      <fieldset className="bk-transaction-filters__views">
        <legend className="bk-visually-hidden">{messages['bankTransactionList.views']}</legend>
        {VIEWS.filter((value) => value !== 'waiting' || (waitingLabel && (counts.waiting || view === 'waiting'))).map((value) => (
          <label key={value} className="bk-transaction-filters__view" data-state={view === value ? 'active' : undefined}>
            <input type="radio" name="bk-transaction-view" value={value} checked={view === value} onChange={() => set('view', value)} />
            {value === 'waiting'
              ? waitingLabel?.(formatCount(counts.waiting ?? 0, locale), soFar)
              : messages[soFar ? (`bankTransactionList.view.${value}.soFar` as const) : (`bankTransactionList.view.${value}` as const)](
                  formatCount(counts[value], locale),
                )}
          </label>
        ))}
      </fieldset>
      <FilterBar
        fold="narrow"
        searchLabel={messages['bankTransactionList.search']}
        search={search}
        onSearch={typeSearch}
        filtersLabel={messages['bankTransactionList.filters'](formatCount(active, locale), active)}
        active={active}
        clearLabel={messages['bankTransactionList.clearFilters']}
        onClear={
          isNarrowed(filter) || search !== ''
            ? () => {
                setSearch('')
                onChange({ view })
              }
            : undefined
        }
      >
        {bankAccounts.length > 1 && (
          <label className="bk-field">
            <span className="bk-field__label">{messages['bankTransactionList.bankAccount']}</span>
            <select className="bk-select" value={filter.bankAccountId ?? ''} onChange={(event) => set('bankAccountId', event.target.value)}>
              <option value="">{messages['bankTransactionList.anyBankAccount']}</option>
              {bankAccounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="bk-field">
          <span className="bk-field__label">{messages['bankTransactionList.direction']}</span>
          <select
            className="bk-select"
            value={filter.direction ?? ''}
            onChange={(event) => set('direction', (event.target.value || undefined) as BankTransactionDirection | undefined)}
          >
            <option value="">{messages['bankTransactionList.direction.any']}</option>
            <option value="in">{messages['bankTransactionList.direction.in']}</option>
            <option value="out">{messages['bankTransactionList.direction.out']}</option>
          </select>
        </label>
        <DateRangeFilter legend={messages['bankTransactionList.column.date']} value={range} onChange={changeRange} />
      </FilterBar>
      {summary && (
        <p className="bk-field__hint bk-transaction-filters__summary">
          {summary} <span>{messages[soFar ? 'bankTransactionList.filtersNoteSoFar' : 'bankTransactionList.filtersNote']}</span>
          {tools}
        </p>
      )}
    </div>
  )
}
