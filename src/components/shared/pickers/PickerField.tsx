import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'
import type { ReactNode } from 'react'
import { useMessages } from '../../../react/provider/provided'
import { FormField } from '../form/FormField'
import { IsolatedText } from '../text/SentenceWithName'
import { pickerMessages } from '../../../messages/forms/picker'
import { OptionPicker } from './OptionPicker'
import type { OptionSource, PickerOption } from '../../../core/forms/optionSource'

/** Props of a labelled picker bound to one id field of a react-hook-form form. */
export interface PickerFieldProps<T extends FieldValues> {
  control: Control<T>
  name: FieldPathByValue<T, string>
  label: string
  /** What the field's label shows, where it differs from its name (a split's column: "Amount" for "Amount (split 2)"). */
  shownLabel?: ReactNode
  hint?: ReactNode
  source: OptionSource | undefined
  /** The current value as the record names it; a function when the value may change (dimension values). */
  selected?: PickerOption | ((value: string) => PickerOption | undefined)
  filter?: (option: PickerOption) => boolean
  noneLabel?: string
}

/** A `FormField` around an `OptionPicker`, wired to the form: value, errors, focus on a failed save. */
export function PickerField<T extends FieldValues>({
  control,
  name,
  label,
  shownLabel,
  hint,
  source,
  selected,
  filter,
  noneLabel,
}: PickerFieldProps<T>) {
  const messages = useMessages(pickerMessages)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={shownLabel ?? <IsolatedText text={label} />} hint={hint} error={fieldState.error?.message} name={field.name}>
          {(controlProps) => (
            <OptionPicker
              ref={field.ref}
              {...controlProps}
              name={field.name}
              label={label}
              source={source}
              value={(field.value as string | undefined) ?? ''}
              selected={typeof selected === 'function' ? selected((field.value as string | undefined) ?? '') : selected}
              filter={filter}
              noneLabel={noneLabel ?? messages['shared.picker.none']}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={field.disabled}
            />
          )}
        </FormField>
      )}
    />
  )
}
