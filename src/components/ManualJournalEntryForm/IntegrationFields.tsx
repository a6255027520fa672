import { useFormContext, useFormState } from 'react-hook-form'
import { useMessages } from '../../react/provided'
import { FormField } from '../shared/form/FormField'
import type { JournalEntryFormValues } from './journalEntryForm'
import { manualJournalEntryFormMessages } from '../../messages/manualJournalEntryForm'

/** The entry's identity in the partner's own system (`apiName` + `apiSourceId`, unique together). */
export function IntegrationFields() {
  const messages = useMessages(manualJournalEntryFormMessages)
  const { control, register } = useFormContext<JournalEntryFormValues>()
  const { errors } = useFormState({ control })
  return (
    <fieldset className="bk-form-section bk-editor-form__section bk-manual-journal-entry-form__section" data-section="integration">
      <legend>{messages['manualJournalEntryForm.integration']}</legend>
      <FormField label={messages['manualJournalEntryForm.apiName']} error={errors.apiName?.message} name="apiName">
        {(field) => <input className="bk-input" autoComplete="off" {...field} {...register('apiName')} />}
      </FormField>
      <FormField
        label={messages['manualJournalEntryForm.apiSourceId']}
        hint={messages['manualJournalEntryForm.apiSourceIdHint']}
        error={errors.apiSourceId?.message}
        name="apiSourceId"
      >
        {(field) => <input className="bk-input" autoComplete="off" {...field} {...register('apiSourceId')} />}
      </FormField>
    </fieldset>
  )
}
