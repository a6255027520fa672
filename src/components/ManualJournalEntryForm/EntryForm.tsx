import { Suspense, useMemo } from 'react'
import { Controller } from 'react-hook-form'
import type { ManualJournalEntry, ManualJournalEntryInput } from '../../api/types'
import { isolate } from '../../format/isolate'
import type { MoneyFormat } from '../../format/money'
import { useMessages, useServiceProfile } from '../../react/provider/provided'
import { AttachmentsField } from '../shared/form/AttachmentsField'
import type { UploadAttachment } from '../../react/provider/upload'
import { DimensionFields } from '../shared/form/DimensionFields'
import { buildDimensionIndex, type DimensionIndex } from '../../core/forms/dimensions'
import { EditorForm } from '../shared/form/EditorForm'
import { FormField } from '../shared/form/FormField'
import { formMessages } from '../../messages/forms/form'
import { localToday } from '../../format/localToday'
import type { RecordLockState } from '../shared/form/lock/useRecordLock'
import { useRecordForm } from '../shared/form/useRecordForm'
import { formValidationContext } from '../../core/forms/validationContext'
import { deferredResolver } from '../shared/form/errors/resolverErrors'
import { lazyPart, usePreloadPartsWhenIdle } from '../shared/lazyPart'
import { EntryDateField } from './EntryDateField'
import { IntegrationFields } from './IntegrationFields'
import { formValuesFromDefaults, formValuesFromEntry, type JournalEntryFormValues } from './journalEntryForm'
import type { EntryValidationContext } from './validation'
import { JournalLines } from './JournalLines'
import { manualJournalEntryFormMessages } from '../../messages/forms/manualJournalEntryForm'
import { DEFAULT_FREQUENCIES, DEFAULT_UPDATE_TYPES, type ManualJournalEntryFormOptions } from './options'
import { RecurrenceFields } from './RecurrenceFields'
import { useEntrySubmit } from './useEntrySubmit'

/** The form's own checks run first on Save: they load in idle time once the form has shown (saveChecks.ts), and a Save before that waits for them. */
const entryResolver = deferredResolver<JournalEntryFormValues, EntryValidationContext>(() =>
  import('./saveChecks').then((module) => module.validateJournalEntry),
)

/** The service's answer shows only after a save: it comes with the same chunk. */
const savedEntrySummary = lazyPart(
  () => import('./saveChecks'),
  (module) => module.SavedEntrySummary,
)

/** What the form is given by the component's root. */
export interface EntryFormProps {
  entry: ManualJournalEntry | undefined
  /** The service's answer to this form's last save, shown under the form. */
  answer: ManualJournalEntry | undefined
  defaults: ManualJournalEntryInput | undefined
  options: ManualJournalEntryFormOptions
  format: MoneyFormat
  lock: RecordLockState
  onSaved: (saved: ManualJournalEntry) => void
  onCancel?: () => void
  onDirtyChange?: (dirty: boolean) => void
  /** The host's upload (the form's prop, else the provider's). */
  upload: UploadAttachment | undefined
  /** Show the raw "attachment id to add" input the host asked for. */
  attachmentIdInput: boolean
}

function indexFor(entry: ManualJournalEntry | undefined, options: ManualJournalEntryFormOptions): DimensionIndex {
  return buildDimensionIndex(options.dimensions, options.dimensionValues, entry?.dimensionValues ?? [])
}

function valuesFor(
  entry: ManualJournalEntry | undefined,
  defaults: ManualJournalEntryInput | undefined,
  options: ManualJournalEntryFormOptions,
  format: MoneyFormat,
) {
  const index = indexFor(entry, options)
  return entry ? formValuesFromEntry(entry, index, format) : formValuesFromDefaults(defaults ?? {}, index, format, localToday())
}

/** The journal entry's form: description, date (or what the service decides), balanced lines, dimensions, attachments, recurrence, integration ids. */
export function EntryForm({
  entry,
  answer,
  defaults,
  options,
  format,
  lock,
  onSaved,
  onCancel,
  onDirtyChange,
  upload,
  attachmentIdInput,
}: EntryFormProps) {
  const messages = useMessages(manualJournalEntryFormMessages)
  const formText = useMessages(formMessages)
  const service = useServiceProfile()
  const index = useMemo(() => indexFor(entry, options), [entry, options])
  usePreloadPartsWhenIdle([entryResolver, savedEntrySummary])

  const { form, baseline, showSaved } = useRecordForm({
    record: entry,
    valuesFor: (shown) => valuesFor(shown, defaults, options, format),
    resolver: entryResolver,
    context: {
      ...formValidationContext(format, index.dimensions, lock, messages, formText),
      journalEntryDate: service.journalEntryDate,
      recurrenceEndDate: service.recurrenceEndDate,
    },
  })

  const save = useEntrySubmit({
    form,
    entry,
    baseline,
    format,
    passthrough: defaults,
    glAccounts: options.glAccounts,
    onSaved: (saved) => {
      showSaved(saved)
      onSaved(saved)
    },
  })

  const locked = lock.lock !== undefined
  const { errors } = form.formState
  const creating = entry === undefined
  const { register } = form

  return (
    <EditorForm
      {...{ form, save, creating, locked, onDirtyChange, onCancel }}
      block="bk-manual-journal-entry-form"
      words={(word) => messages[`manualJournalEntryForm.${word}`]}
      lock={lock.lock}
      after={
        answer && (
          <Suspense fallback={null}>
            <savedEntrySummary.Component entry={answer} />
          </Suspense>
        )
      }
    >
      <div className="bk-form-section bk-editor-form__section bk-manual-journal-entry-form__section" data-section="details">
        <FormField label={messages['manualJournalEntryForm.description']} error={errors.description?.message} name="description">
          {(field) => <input className="bk-input" {...field} {...register('description')} />}
        </FormField>
        <EntryDateField entry={entry} offered={service.journalEntryDate} />
      </div>
      <JournalLines entry={entry} options={options} format={format} />
      <DimensionFields
        control={form.control}
        name="dimensionValues"
        index={index}
        source={options.dimensionValues}
        legend={messages['manualJournalEntryForm.dimensions']}
        labelFor={(dimension) =>
          dimension.requiredness === 'REQUIRED' ? messages['manualJournalEntryForm.requiredLabel'](isolate(dimension.name)) : dimension.name
        }
        error={errors.root?.dimensions?.message}
      />
      <Controller
        control={form.control}
        name="attachmentIds"
        render={({ field }) => (
          <AttachmentsField
            value={field.value}
            onChange={field.onChange}
            known={entry?.attachments}
            upload={upload}
            idInput={attachmentIdInput}
            disabled={locked}
            error={errors.root?.attachments?.message}
          />
        )}
      />
      <RecurrenceFields
        frequencies={options.frequencies ?? DEFAULT_FREQUENCIES}
        updateTypes={options.updateTypes ?? DEFAULT_UPDATE_TYPES}
        editing={!creating}
        endDateOffered={service.recurrenceEndDate}
        savedEndDate={entry?.recurrence?.endDate}
      />
      <IntegrationFields />
    </EditorForm>
  )
}
