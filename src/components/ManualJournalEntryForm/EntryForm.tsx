import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import type { ManualJournalEntry, ManualJournalEntryInput } from '../../api/types'
import { formatDate } from '../../format/date'
import { formatMoneyInput, type MoneyFormat } from '../../format/money'
import { useMessages } from '../../react/hooks'
import { AttachmentIdsField } from '../shared/AttachmentIdsField'
import { DimensionFields } from '../shared/DimensionFields'
import { buildDimensionIndex } from '../shared/dimensions'
import { FormAlert } from '../shared/FormAlert'
import { FormField } from '../shared/FormField'
import { formMessages } from '../shared/formMessages'
import { localToday } from '../shared/localToday'
import { LockNotice } from '../shared/LockNotice'
import type { RecordLockState } from '../shared/useRecordLock'
import { useUnsavedChanges } from '../shared/useUnsavedChanges'
import { IntegrationFields } from './IntegrationFields'
import { formValuesFromDefaults, formValuesFromEntry, type JournalEntryFormValues } from './journalEntryForm'
import { JournalLines } from './JournalLines'
import { manualJournalEntryFormMessages } from './messages'
import { DEFAULT_FREQUENCIES, DEFAULT_UPDATE_TYPES, type ManualJournalEntryFormOptions } from './options'
import { RecurrenceFields } from './RecurrenceFields'
import { SavedEntrySummary } from './SavedEntrySummary'
import { useEntrySubmit } from './useEntrySubmit'
import { entryResolver, type EntryValidationContext } from './validation'

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
}

function valuesFor(entry: ManualJournalEntry | undefined, defaults: ManualJournalEntryInput | undefined, options: ManualJournalEntryFormOptions, format: MoneyFormat) {
  const index = buildDimensionIndex(options.dimensions, options.dimensionValues, entry?.dimensionValues ?? [])
  return entry ? formValuesFromEntry(entry, index, format) : formValuesFromDefaults(defaults ?? {}, index, format, localToday())
}

/** The journal entry's form: description, date, balanced lines, dimensions, attachments, recurrence, integration ids. */
export function EntryForm({ entry, answer, defaults, options, format, lock, onSaved, onCancel, onDirtyChange }: EntryFormProps) {
  const messages = useMessages(manualJournalEntryFormMessages)
  const formText = useMessages(formMessages)
  const titleId = useId()
  const lockId = useId()
  const index = useMemo(() => buildDimensionIndex(options.dimensions, options.dimensionValues, entry?.dimensionValues ?? []), [options, entry])

  const [initialValues] = useState(() => valuesFor(entry, defaults, options, format))
  const baseline = useRef<JournalEntryFormValues | null>(initialValues)
  const validation: EntryValidationContext = {
    format,
    dimensions: index.dimensions,
    isDateClosed: lock.isDateClosed,
    closedThroughText: lock.closedThrough ? formatDate(lock.closedThrough, format.locale) : '',
    example: formatMoneyInput(123456, format),
    messages,
    form: formText,
  }
  // The resolver gets `validation` on every run: react-hook-form reads its options afresh each render.
  const form = useForm<JournalEntryFormValues, EntryValidationContext>({
    defaultValues: initialValues,
    resolver: entryResolver,
    context: validation,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })

  // Another entry from the host replaces the values; the same entry again keeps what the user changed.
  const shown = useRef(entry)
  useEffect(() => {
    if (shown.current === entry) return
    const sameEntry = entry !== undefined && entry.id === shown.current?.id
    shown.current = entry
    baseline.current = valuesFor(entry, defaults, options, format)
    form.reset(baseline.current, sameEntry ? { keepDirtyValues: true } : undefined)
  }, [entry, defaults, options, format, form])

  const { submit, saving, alert } = useEntrySubmit({
    form,
    entry,
    baseline,
    format,
    passthrough: defaults,
    onSaved: (saved) => {
      shown.current = saved
      baseline.current = valuesFor(saved, defaults, options, format)
      form.reset(baseline.current)
      onSaved(saved)
    },
  })

  const locked = lock.lock !== undefined
  const { isDirty, errors } = form.formState
  useUnsavedChanges(isDirty && !locked, onDirtyChange)
  const creating = entry === undefined
  const { register } = form

  return (
    <FormProvider {...form}>
      <form
        className="bk-manual-journal-entry-form__form"
        aria-labelledby={titleId}
        aria-describedby={lock.lock ? lockId : undefined}
        aria-busy={saving}
        data-mode={creating ? 'create' : 'edit'}
        data-state={saving ? 'saving' : locked ? 'read-only' : 'editing'}
        data-dirty={isDirty || undefined}
        noValidate
        onSubmit={(event) => (locked ? event.preventDefault() : submit(event))}
      >
        <header className="bk-manual-journal-entry-form__header">
          <h2 id={titleId} className="bk-manual-journal-entry-form__title">
            {messages[creating ? 'manualJournalEntryForm.titleCreate' : 'manualJournalEntryForm.titleEdit']}
          </h2>
          {isDirty && !locked && (
            <span className="bk-badge" data-tone="warning">
              {messages['manualJournalEntryForm.unsaved']}
            </span>
          )}
        </header>
        {lock.lock && <LockNotice id={lockId} lock={lock.lock} />}
        <FormAlert alert={alert} />
        <fieldset className="bk-manual-journal-entry-form__fields" disabled={locked}>
          <div className="bk-manual-journal-entry-form__section" data-section="details">
            <FormField label={messages['manualJournalEntryForm.description']} error={errors.description?.message} name="description">
              {(field) => <input className="bk-input" {...field} {...register('description')} />}
            </FormField>
            <FormField label={messages['manualJournalEntryForm.date']} error={errors.date?.message} name="date">
              {(field) => <input className="bk-input" type="date" {...field} {...register('date')} />}
            </FormField>
          </div>
          <JournalLines entry={entry} options={options} format={format} />
          <DimensionFields
            control={form.control}
            name="dimensionValues"
            index={index}
            source={options.dimensionValues}
            legend={messages['manualJournalEntryForm.dimensions']}
            labelFor={(dimension) => (dimension.requiredness === 'REQUIRED' ? messages['manualJournalEntryForm.requiredLabel'](dimension.name) : dimension.name)}
            error={errors.root?.dimensions?.message}
          />
          <Controller
            control={form.control}
            name="attachmentIds"
            render={({ field }) => (
              <AttachmentIdsField value={field.value} onChange={field.onChange} known={entry?.attachments} disabled={locked} error={errors.root?.attachments?.message} />
            )}
          />
          <RecurrenceFields frequencies={options.frequencies ?? DEFAULT_FREQUENCIES} updateTypes={options.updateTypes ?? DEFAULT_UPDATE_TYPES} editing={!creating} />
          <IntegrationFields />
        </fieldset>
        <div className="bk-manual-journal-entry-form__actions">
          {!locked && (
            <button type="submit" className="bk-button" data-variant="primary" aria-disabled={saving || undefined} data-busy={saving || undefined}>
              {saving ? messages['manualJournalEntryForm.saving'] : messages[creating ? 'manualJournalEntryForm.create' : 'manualJournalEntryForm.save']}
            </button>
          )}
          {onCancel && (
            <button type="button" className="bk-button" onClick={onCancel}>
              {messages['manualJournalEntryForm.cancel']}
            </button>
          )}
        </div>
        {answer && <SavedEntrySummary entry={answer} />}
      </form>
    </FormProvider>
  )
}
