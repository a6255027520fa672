import type { RefObject } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { ManualJournalEntry, ManualJournalEntryInput } from '../../api/types'
import type { MoneyFormat } from '../../format/money'
import { useFindCreatedJournalEntry } from '../../react/createdRecords'
import { useMessages, useServiceProfile } from '../../react/hooks'
import { useSaveManualJournalEntries } from '../../react/mutations'
import { localToday } from '../shared/localToday'
import { useItemSubmit } from '../shared/useItemSubmit'
import { entryChanges, isBlankLine, journalTotals, toEntrySaveItem, type JournalEntryFormValues } from './journalEntryForm'
import { manualJournalEntryFormMessages } from '../../messages/manualJournalEntryForm'
import { entryErrorTarget } from './validation'

interface EntrySubmitOptions {
  form: UseFormReturn<JournalEntryFormValues>
  entry: ManualJournalEntry | undefined
  baseline: RefObject<JournalEntryFormValues | null>
  format: MoneyFormat
  passthrough: Pick<ManualJournalEntryInput, 'bankAccountId' | 'customData'> | undefined
  onSaved: (saved: ManualJournalEntry) => void
}

/** Validates, refuses an unbalanced entry, sends one save item once, and puts the service's errors where they can be fixed. */
export function useEntrySubmit({ form, entry, baseline, format, passthrough, onSaved }: EntrySubmitOptions) {
  const messages = useMessages(manualJournalEntryFormMessages)
  const service = useServiceProfile()
  const mutation = useSaveManualJournalEntries()
  const findStored = useFindCreatedJournalEntry()
  return useItemSubmit({
    form,
    mutation,
    // The lookup of a create whose answer was lost searches the ledger on the entry's date; a service
    // that dates entries itself (`journalEntryDate: false`) was sent none, and dates it today.
    findCreated: (item, signal) => findStored(item.date ? item : { ...item, date: localToday() }, signal),
    itemFor: (values) => {
      // The totals under the lines say why; nothing unbalanced is ever sent.
      if (!journalTotals(values.lines, format).balanced) return { alert: { tone: 'danger', title: messages['manualJournalEntryForm.mustBalance'] } }
      const loaded = entry ? (baseline.current ?? undefined) : undefined
      if (loaded && Object.keys(entryChanges(values, loaded, format, service)).length === 0) return { alert: { tone: 'success', title: messages['manualJournalEntryForm.noChanges'] } }
      return { item: toEntrySaveItem(values, { format, entry, baseline: loaded, passthrough, service }) }
    },
    errorTargetsFor: (sent) => {
      // The service counts only the lines that were sent: blank ones are left out.
      const sentLines = sent.lines.flatMap((line, index) => (isBlankLine(line) ? [] : [index]))
      return (param) => entryErrorTarget(param, sentLines, service)
    },
    savedTitle: messages[entry ? 'manualJournalEntryForm.saved' : 'manualJournalEntryForm.created'],
    onSaved,
  })
}
