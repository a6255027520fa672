import { useFormContext, useFormState } from 'react-hook-form'
import type { ManualJournalEntry } from '../../api/types'
import { useMessages } from '../../react/provider/provided'
import { DateText } from '../shared/cells'
import { FormField } from '../shared/form/FormField'
import { manualJournalEntryFormMessages } from '../../messages/forms/manualJournalEntryForm'
import { EntryFact } from './EntryFact'
import type { JournalEntryFormValues } from './journalEntryForm'

interface EntryDateFieldProps {
  /** The saved entry; absent for a new one. */
  entry: ManualJournalEntry | undefined
  /** Whether the save item carries `date` (`service.journalEntryDate`). */
  offered: boolean
}

/**
 * The entry's date: an input where the service takes one; otherwise the saved entry's date as text,
 * or, for a new entry, that the service dates it when it is saved.
 */
export function EntryDateField({ entry, offered }: EntryDateFieldProps) {
  const messages = useMessages(manualJournalEntryFormMessages)
  const { control, register } = useFormContext<JournalEntryFormValues>()
  const { errors } = useFormState({ control })
  if (offered) {
    return (
      <FormField label={messages['manualJournalEntryForm.date']} error={errors.date?.message} name="date">
        {(field) => <input className="bk-input" type="date" {...field} {...register('date')} />}
      </FormField>
    )
  }
  return (
    <EntryFact label={messages['manualJournalEntryForm.date']} name="date">
      {entry ? <DateText date={entry.date} /> : messages['manualJournalEntryForm.datedByService']}
    </EntryFact>
  )
}
