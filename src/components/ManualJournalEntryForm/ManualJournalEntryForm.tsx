import { useMemo, useState } from 'react'
import type { ManualJournalEntry, ManualJournalEntryInput } from '../../api/types'
import { useLocaleSettings, useUploadAttachment } from '../../react/provider/provided'
import type { UploadAttachment } from '../../react/provider/upload'
import { ComponentRoot, type CommonComponentProps } from '../shared/root/ComponentRoot'
import type { LandmarkProps } from '../shared/root/landmark'
import { LoadingState } from '../shared/root/states'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/root/useLoadCallbacks'
import { useRecordLock } from '../shared/form/lock/useRecordLock'
import { EntryForm } from './EntryForm'
import type { ManualJournalEntryFormOptions } from './options'
import { useEmitEvent } from '../../react/provider/context'

/** Props of `<ManualJournalEntryForm>`. */
export interface ManualJournalEntryFormProps extends CommonComponentProps, LandmarkProps, LoadCallbacks {
  /** The entry to edit. Pass the saved one back after `onSaved` to control it; left as it was, the form carries on with what it saved. */
  entry?: ManualJournalEntry
  /** Starting values of a new entry, as a save item; `bankAccountId` and `customData` are sent as given. */
  defaults?: ManualJournalEntryInput
  /** Whose closing applies, for a token that sees several companies (an entry's company follows its GL accounts). */
  companyId?: string
  /** Where the pickers get their choices: lists or search functions. */
  options?: ManualJournalEntryFormOptions
  /** After a successful save, with the saved record; not called when the service confirms a save without sending the record back and it cannot be read back (the form says it was saved). */
  onSaved?: (entry: ManualJournalEntry) => void
  /** The user chose Cancel; shown only when given. */
  onCancel?: () => void
  /** The form became dirty (unsaved changes) or clean again. */
  onDirtyChange?: (dirty: boolean) => void
  /** The host's upload of receipts; wins over the provider's `onUploadAttachment`. Without either, files are shown and removed, not added. */
  onUploadAttachment?: UploadAttachment
  /** Raw id inputs to show: `attachmentIds` adds files by the id of one already uploaded. */
  idFields?: readonly 'attachmentIds'[]
}

const NO_OPTIONS: ManualJournalEntryFormOptions = {}

/**
 * Creates or updates one manual journal entry. Saves only a balanced entry (debits equal credits,
 * above zero), shows the live totals while typing, and the service's answer after a save.
 */
export function ManualJournalEntryForm({
  className,
  onError,
  headingLevel,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  ...props
}: ManualJournalEntryFormProps) {
  const root = { className, onError, headingLevel, 'aria-label': label, 'aria-labelledby': labelledBy }
  return (
    <ComponentRoot name="ManualJournalEntryForm" {...root}>
      <FormBody {...props} />
    </ComponentRoot>
  )
}

function FormBody({
  entry,
  defaults,
  companyId,
  options = NO_OPTIONS,
  onSaved,
  onCancel,
  onDirtyChange,
  onLoadStart,
  onLoadError,
  onUploadAttachment,
  idFields,
}: Omit<ManualJournalEntryFormProps, keyof CommonComponentProps>) {
  const { locale, currency } = useLocaleSettings()
  const upload = useUploadAttachment(onUploadAttachment)
  const format = useMemo(() => ({ locale, currency }), [locale, currency])
  // Uncontrolled use: the entry this form saved, until the host passes another one.
  const [own, setOwn] = useState<{ from: ManualJournalEntry | undefined; entry: ManualJournalEntry }>()
  const current = own && own.from === entry ? own.entry : entry
  const emit = useEmitEvent()
  const lock = useRecordLock({ companyId, recordDate: current?.date })
  // What the form loads is the closing (its lock); the entry itself comes from the host.
  useLoadCallbacks(lock, { onLoadStart, onLoadError })
  if (lock.loading) return <LoadingState rows={4} columns={3} />
  return (
    <EntryForm
      entry={current}
      answer={own?.entry}
      defaults={defaults}
      options={options}
      format={format}
      lock={lock}
      onSaved={(saved) => {
        setOwn({ from: entry, entry: saved })
        emit({ type: 'journalEntrySaved', journalEntryId: saved.id, created: current?.id === undefined })
        onSaved?.(saved)
      }}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      upload={upload}
      attachmentIdInput={idFields?.includes('attachmentIds') ?? false}
    />
  )
}
