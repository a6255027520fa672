import type { RefObject } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { ManualJournalEntry, ManualJournalEntryInput } from '../../api/types'
import type { MoneyFormat } from '../../format/money'
import { useFindCreatedJournalEntry } from '../../react/createdRecords'
import { useMessages } from '../../react/hooks'
import { useSaveManualJournalEntries } from '../../react/mutations'
import { useItemSubmit } from '../shared/useItemSubmit'
import { isBlankLine, journalTotals, toEntrySaveItem, type JournalEntryFormValues } from './journalEntryForm'
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
  const mutation = useSaveManualJournalEntries()
  const findCreated = useFindCreatedJournalEntry()
  return useItemSubmit({
    form,
    mutation,
    findCreated,
    itemFor: (values) => {
      // The totals under the lines say why; nothing unbalanced is ever sent.
      if (!journalTotals(values.lines, format).balanced) return { alert: { tone: 'danger', title: messages['manualJournalEntryForm.mustBalance'] } }
      const item = toEntrySaveItem(values, { format, id: entry?.id, baseline: entry ? (baseline.current ?? undefined) : undefined, passthrough })
      if (entry && Object.keys(item).length === 1) return { alert: { tone: 'success', title: messages['manualJournalEntryForm.noChanges'] } }
      return { item }
    },
    errorTargetsFor: (sent) => {
      // The service counts only the lines that were sent: blank ones are left out.
      const sentLines = sent.lines.flatMap((line, index) => (isBlankLine(line) ? [] : [index]))
      return (param) => entryErrorTarget(param, sentLines)
    },
    savedTitle: messages[entry ? 'manualJournalEntryForm.saved' : 'manualJournalEntryForm.created'],
    onSaved,
  })
}
