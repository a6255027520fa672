import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useMessages } from '../../react/provider/provided'
import { DateText } from '../shared/cells'
import { FormField } from '../shared/form/FormField'
import { EntryFact } from './EntryFact'
import type { JournalEntryFormValues } from './journalEntryForm'
import { entryValueLabel, manualJournalEntryFormMessages } from '../../messages/forms/manualJournalEntryForm'

interface RecurrenceFieldsProps {
  frequencies: readonly string[]
  updateTypes: readonly string[]
  /** Editing a saved entry: the user may say which occurrences the change applies to. */
  editing: boolean
  /** Whether the save item carries `recurrence.endDate` (`service.recurrenceEndDate`); otherwise a saved end date shows as text. */
  endDateOffered: boolean
  /** The saved entry's end date, if any. */
  savedEndDate: string | undefined
}

/** How often the entry repeats, every how many periods, and until when (where the service takes an end date). */
export function RecurrenceFields({ frequencies, updateTypes, editing, endDateOffered, savedEndDate }: RecurrenceFieldsProps) {
  const messages = useMessages(manualJournalEntryFormMessages)
  const { control, register } = useFormContext<JournalEntryFormValues>()
  const { errors } = useFormState({ control })
  const frequency = useWatch({ control, name: 'recurrence.frequency' })
  const shown = frequency !== '' && !frequencies.includes(frequency) ? [frequency, ...frequencies] : frequencies
  return (
    <fieldset className="bk-form-section bk-editor-form__section bk-manual-journal-entry-form__section" data-section="recurrence">
      <legend>{messages['manualJournalEntryForm.recurrence']}</legend>
      <FormField label={messages['manualJournalEntryForm.frequency']} error={errors.recurrence?.frequency?.message} name="frequency">
        {(field) => (
          <select className="bk-select" {...field} {...register('recurrence.frequency')}>
            <option value="">{messages['manualJournalEntryForm.doesNotRepeat']}</option>
            {shown.map((value) => (
              <option key={value} value={value}>
                {entryValueLabel(messages, value)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={messages['manualJournalEntryForm.interval']}
        hint={messages['manualJournalEntryForm.intervalHint']}
        error={errors.recurrence?.interval?.message}
        name="interval"
      >
        {(field) => (
          <input
            className="bk-input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            {...field}
            {...register('recurrence.interval')}
          />
        )}
      </FormField>
      {endDateOffered ? (
        <FormField label={messages['manualJournalEntryForm.endDate']} error={errors.recurrence?.endDate?.message} name="endDate">
          {(field) => <input className="bk-input" type="date" {...field} {...register('recurrence.endDate')} />}
        </FormField>
      ) : (
        savedEndDate && (
          <EntryFact label={messages['manualJournalEntryForm.endDate']} name="endDate">
            <DateText date={savedEndDate} />
          </EntryFact>
        )
      )}
      {editing && (
        <FormField label={messages['manualJournalEntryForm.updateType']} error={errors.recurrence?.updateType?.message} name="updateType">
          {(field) => (
            <select className="bk-select" {...field} {...register('recurrence.updateType')}>
              <option value="">{messages['manualJournalEntryForm.notSet']}</option>
              {updateTypes.map((value) => (
                <option key={value} value={value}>
                  {entryValueLabel(messages, value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </fieldset>
  )
}
