import { useFormContext, useFormState } from 'react-hook-form'
import { useMessages } from '../../react/provider/provided'
import { FormField } from '../shared/form/FormField'
import { MoneyInput } from '../shared/form/MoneyInput'
import type { PickerOption } from '../../core/forms/optionSource'
import { PickerField } from '../shared/pickers/PickerField'
import type { JournalEntryFormValues } from './journalEntryForm'
import { manualJournalEntryFormMessages } from '../../messages/forms/manualJournalEntryForm'
import type { ManualJournalEntryFormOptions } from './options'

interface JournalLineRowProps {
  position: number
  options: ManualJournalEntryFormOptions
  /** GL accounts as the saved entry names them, for pickers that cannot list them. */
  knownAccounts: ReadonlyMap<string, PickerOption>
  canRemove: boolean
  onRemove: () => void
}

/** One line: a GL account and one side. Typing a debit clears the line's credit, and the other way round. */
export function JournalLineRow({ position, options, knownAccounts, canRemove, onRemove }: JournalLineRowProps) {
  const messages = useMessages(manualJournalEntryFormMessages)
  const { control, register, setValue } = useFormContext<JournalEntryFormValues>()
  const { errors, isSubmitted } = useFormState({ control })
  const number = position + 1
  const label = (field: string) => messages['manualJournalEntryForm.lineField'](field, number)
  const lineErrors = errors.lines?.[position]
  const clearOther = (side: 'debit' | 'credit') => (event: { target: { value: string } }) => {
    if (event.target.value.trim() === '') return
    setValue(`lines.${position}.${side}`, '', { shouldDirty: true, shouldValidate: isSubmitted })
  }
  return (
    <fieldset className="bk-journal-line" data-position={number}>
      <legend className="bk-visually-hidden">{messages['manualJournalEntryForm.line'](number)}</legend>
      <PickerField
        control={control}
        name={`lines.${position}.glAccountId`}
        label={label(messages['manualJournalEntryForm.glAccount'])}
        source={options.glAccounts}
        // The service lists no GL accounts (the host's chart is the only source): without one, say why only "None" is offered.
        hint={options.glAccounts ? undefined : messages['manualJournalEntryForm.noGlAccounts']}
        selected={(value) => knownAccounts.get(value)}
      />
      <FormField label={label(messages['manualJournalEntryForm.debit'])} error={lineErrors?.debit?.message} name="debit">
        {(field) => <MoneyInput {...field} {...register(`lines.${position}.debit`, { onChange: clearOther('credit') })} />}
      </FormField>
      <FormField label={label(messages['manualJournalEntryForm.credit'])} error={lineErrors?.credit?.message} name="credit">
        {(field) => <MoneyInput {...field} {...register(`lines.${position}.credit`, { onChange: clearOther('debit') })} />}
      </FormField>
      <button type="button" className="bk-button bk-journal-line__remove" data-variant="ghost" disabled={!canRemove} onClick={onRemove}>
        {messages['manualJournalEntryForm.removeLine'](number)}
      </button>
    </fieldset>
  )
}
