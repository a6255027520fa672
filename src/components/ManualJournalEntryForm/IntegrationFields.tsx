import { useFormContext, useFormState } from 'react-hook-form'
import { useMessages } from '../../react/provider/provided'
import { Disclosure } from '../shared/form/Disclosure'
import { FormField } from '../shared/form/FormField'
import type { JournalEntryFormValues } from './journalEntryForm'
import { manualJournalEntryFormMessages } from '../../messages/forms/manualJournalEntryForm'

/**
 * The entry's identity in the partner's own system (`apiName` + `apiSourceId`, unique together),
 * under "Advanced": a bookkeeper has no use for them, so they stay closed even when the entry holds
 * them, and open only to show an error.
 */
export function IntegrationFields() {
  const messages = useMessages(manualJournalEntryFormMessages)
  const { control, register } = useFormContext<JournalEntryFormValues>()
  const { errors } = useFormState({ control })
  return (
    <Disclosure summary={messages['manualJournalEntryForm.advanced']} valued={false} failed={!!(errors.apiName || errors.apiSourceId)}>
      <fieldset className="bk-form-section bk-editor-form__section bk-manual-journal-entry-form__section">
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
    </Disclosure>
  )
}
