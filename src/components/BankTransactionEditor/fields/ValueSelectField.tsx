import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useMessages } from '../../../react/provider/provided'
import { FormField } from '../../shared/form/FormField'
import type { BankTransactionFormValues } from '../../../core/forms/bankTransaction/bankTransactionForm'
import { bankTransactionEditorMessages, valueLabel } from '../../../messages/queue/bankTransactionEditor'
import type { BankTransactionEditorDetailMessages } from '../../../messages/queue/bankTransactionEditorDetails'

/** The fields that hold a value of one of the transaction's open value sets. */
type ValueSetField = 'type' | 'status' | 'reviewStatus' | 'userAccess' | 'accountantAccess' | 'tax.region' | 'tax.quarter'

interface ValueSelectFieldProps {
  name: ValueSetField
  label: string
  values: readonly string[]
  /** Offer "Not set" (an empty value) first: always, or only while the field holds nothing. */
  notSet?: 'always' | 'whenEmpty'
  /** The field's name for CSS (`data-field`), where it differs from its path in the form. */
  cssName?: string
  /** Called with the chosen value just before the form takes it. */
  onValueChange?: (value: string) => void
  /** Where its values' labels are, when not in the editor's first table: the later fields' own (statuses, tax). */
  labels?: BankTransactionEditorDetailMessages
}

/**
 * A labelled native select over one of the transaction's open value sets, with readable labels,
 * registered with the editor's form. The value the record holds now is shown even when the value
 * set does not list it (README decision 13).
 */
export function ValueSelectField({ name, label, values, notSet, cssName = name, onValueChange, labels }: ValueSelectFieldProps) {
  const messages = useMessages(bankTransactionEditorMessages)
  const { control, register, getFieldState } = useFormContext<BankTransactionFormValues>()
  const { error } = getFieldState(name, useFormState({ control, name }))
  const current = useWatch({ control, name })
  const registered = register(name)
  const shown = current !== '' && !values.includes(current) ? [current, ...values] : values
  return (
    <FormField label={label} error={error?.message} name={cssName}>
      {(field) => (
        <select
          className="bk-select"
          {...field}
          {...registered}
          onChange={(event) => {
            onValueChange?.(event.target.value)
            void registered.onChange(event)
          }}
        >
          {(notSet === 'always' || (notSet === 'whenEmpty' && current === '')) && (
            <option value="">{messages['bankTransactionEditor.notSet']}</option>
          )}
          {shown.map((value) => (
            <option key={value} value={value}>
              {valueLabel(labels ?? messages, value)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
