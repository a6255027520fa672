import { useId } from 'react'
import { useMessages } from '../../../react/provider/provided'
import { sharedMessages } from '../../../messages/shared'
import { useSyncedDraft } from '../hooks/useSyncedDraft'

/** A date range; either end may be open. Dates are `YYYY-MM-DD`. */
export interface DateRange {
  from?: string
  to?: string
}

/** Whether the range starts after it ends: flagged by the filter, never sent. */
function isBackwards(range: DateRange): boolean {
  return Boolean(range.from && range.to && range.from > range.to)
}

const sameRange = (a: DateRange, b: DateRange) => a.from === b.from && a.to === b.to

/**
 * The range a filter's `DateRangeFilter` shows: the committed one (followed when it changes from
 * outside) or what the user typed. Each change is committed unless it starts after it ends; that
 * range stays on screen, flagged, until the user fixes it.
 */
export function useDateRangeDraft(committed: DateRange, commit: (range: DateRange) => void): [DateRange, (next: DateRange) => void] {
  const [range, setRange] = useSyncedDraft(committed, sameRange)
  const change = (next: DateRange) => {
    setRange(next)
    if (!isBackwards(next)) commit(next)
  }
  return [range, change]
}

/** Two native date inputs in a labelled group; flags a start after the end instead of sending it. */
export function DateRangeFilter({ value, onChange, legend }: { value: DateRange; onChange: (range: DateRange) => void; legend?: string }) {
  const messages = useMessages(sharedMessages)
  const id = useId()
  const invalid = isBackwards(value)
  const set = (end: keyof DateRange, date: string) => onChange({ ...value, [end]: date === '' ? undefined : date })
  return (
    <fieldset className="bk-date-range" aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend>{legend ?? messages['shared.dateRange']}</legend>
      <label className="bk-field">
        <span className="bk-field__label">{messages['shared.dateFrom']}</span>
        <input
          className="bk-input"
          type="date"
          value={value.from ?? ''}
          max={value.to}
          aria-invalid={invalid || undefined}
          onChange={(event) => set('from', event.target.value)}
        />
      </label>
      <label className="bk-field">
        <span className="bk-field__label">{messages['shared.dateTo']}</span>
        <input
          className="bk-input"
          type="date"
          value={value.to ?? ''}
          min={value.from}
          aria-invalid={invalid || undefined}
          onChange={(event) => set('to', event.target.value)}
        />
      </label>
      {invalid && (
        <p id={`${id}-error`} className="bk-field__error" role="alert">
          {messages['shared.dateRangeInvalid']}
        </p>
      )}
    </fieldset>
  )
}
