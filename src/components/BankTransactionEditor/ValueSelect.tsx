import { forwardRef, type SelectHTMLAttributes } from 'react'
import { useMessages } from '../../react/hooks'
import { bankTransactionEditorMessages, valueLabel } from './messages'

interface ValueSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  values: readonly string[]
  /** The value the record holds now, shown even when the value set does not list it (README decision 13). */
  current: string
  /** Offer "Not set" (an empty value) first. */
  notSet?: boolean
}

/** A native select over one of the transaction's open value sets, with readable labels. */
export const ValueSelect = forwardRef<HTMLSelectElement, ValueSelectProps>(function ValueSelect({ values, current, notSet, ...select }, ref) {
  const messages = useMessages(bankTransactionEditorMessages)
  const shown = current !== '' && !values.includes(current) ? [current, ...values] : values
  return (
    <select ref={ref} className="bk-select" {...select}>
      {notSet && <option value="">{messages['bankTransactionEditor.notSet']}</option>}
      {shown.map((value) => (
        <option key={value} value={value}>
          {valueLabel(messages, value)}
        </option>
      ))}
    </select>
  )
})
