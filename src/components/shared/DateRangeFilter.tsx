import { useId } from 'react'
import { useMessages } from '../../react/hooks'
import { sharedMessages } from './messages'

/** A date range; either end may be open. Dates are `YYYY-MM-DD`. */
export interface DateRange {
  from?: string
  to?: string
}

/** Two native date inputs in a labelled group; flags a start after the end instead of sending it. */
export function DateRangeFilter({ value, onChange, legend }: { value: DateRange; onChange: (range: DateRange) => void; legend?: string }) {
  const messages = useMessages(sharedMessages)
  const id = useId()
  const invalid = Boolean(value.from && value.to && value.from > value.to)
  const set = (end: keyof DateRange, date: string) => onChange({ ...value, [end]: date === '' ? undefined : date })
  return (
    <fieldset className="bk-date-range" aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend>{legend ?? messages['shared.dateRange']}</legend>
      <label className="bk-field">
        <span className="bk-field__label">{messages['shared.dateFrom']}</span>
        <input className="bk-input" type="date" value={value.from ?? ''} max={value.to} aria-invalid={invalid || undefined} onChange={(event) => set('from', event.target.value)} />
      </label>
      <label className="bk-field">
        <span className="bk-field__label">{messages['shared.dateTo']}</span>
        <input className="bk-input" type="date" value={value.to ?? ''} min={value.from} aria-invalid={invalid || undefined} onChange={(event) => set('to', event.target.value)} />
      </label>
      {invalid && (
        <p id={`${id}-error`} className="bk-field__error" role="alert">
          {messages['shared.dateRangeInvalid']}
        </p>
      )}
    </fieldset>
  )
}
