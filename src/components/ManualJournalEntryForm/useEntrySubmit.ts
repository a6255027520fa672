import type { RefObject } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { ManualJournalEntry, ManualJournalEntryInput } from '../../api/types'
import type { MoneyFormat } from '../../format/money'
import { useBookkeepingContext } from '../../react/provider/context'
import { useMessages, useServiceProfile } from '../../react/provider/provided'
import { useWriteMutation } from '../../react/query/writeMutation'
import type { OptionSource } from '../../core/forms/optionSource'
import { useItemSubmit } from '../shared/form/useItemSubmit'
import { isBlankLine, journalTotals, type JournalEntryFormValues } from './journalEntryForm'
import { manualJournalEntryFormMessages } from '../../messages/forms/manualJournalEntryForm'

// The save item, where the service's errors about it land and the save path (batches, each item's
// outcome, the ledgers a save moves) are needed from the first Save on: they come with the form's
// later chunk, which loads once the form has shown. A Save before it waits for it, and one whose
// load fails says saving failed, with nothing lost.
const loadEntrySave = () => import('./saveChecks')

interface EntrySubmitOptions {
  form: UseFormReturn<JournalEntryFormValues>
  entry: ManualJournalEntry | undefined
  baseline: RefObject<JournalEntryFormValues | null>
  format: MoneyFormat
  passthrough: Pick<ManualJournalEntryInput, 'bankAccountId' | 'customData'> | undefined
  /** The form's GL account choices, to name the account where a lost save can be looked for. */
  glAccounts: OptionSource | undefined
  onSaved: (saved: ManualJournalEntry) => void
}

/** Validates, refuses an unbalanced entry, sends one save item once, and puts the service's errors where they can be fixed. */
export function useEntrySubmit({ form, entry, baseline, format, passthrough, glAccounts, onSaved }: EntrySubmitOptions) {
  const messages = useMessages(manualJournalEntryFormMessages)
  const service = useServiceProfile()
  const context = useBookkeepingContext()
  // useSaveManualJournalEntries' mutation, its save loaded on first use.
  const mutation = useWriteMutation(context.queryClient, (items: ManualJournalEntryInput[], controls) =>
    loadEntrySave().then((module) => module.saveJournalEntries(context, items, controls)),
  )
  return useItemSubmit({
    form,
    mutation,
    startOverLabel: messages['manualJournalEntryForm.startOver'],
    saveAnywayLabel: messages['manualJournalEntryForm.saveAnyway'],
    itemFor: async (values) => {
      // The totals under the lines say why; nothing unbalanced is ever sent.
      if (!journalTotals(values.lines, format).balanced)
        return { alert: { tone: 'danger', title: messages['manualJournalEntryForm.mustBalance'] } }
      const later = await loadEntrySave()
      const loaded = entry ? (baseline.current ?? undefined) : undefined
      if (loaded && Object.keys(later.entryChanges(values, loaded, format, service)).length === 0)
        return { alert: { tone: 'success', title: messages['manualJournalEntryForm.noChanges'] } }
      const item = later.toEntrySaveItem(values, { format, entry, baseline: loaded, passthrough, service })
      // The service counts only the lines that were sent: blank ones are left out.
      const sentLines = values.lines.flatMap((line, index) => (isBlankLine(line) ? [] : [index]))
      return {
        item,
        errorTarget: (param) => later.entryErrorTarget(param, sentLines, service),
        // The service cannot list entries: the user looks where the entry would post, on the day it would post.
        whereToCheck: later.whereToCheck(item, { entry, glAccounts, format, messages }),
      }
    },
    savedTitle: messages[entry ? 'manualJournalEntryForm.saved' : 'manualJournalEntryForm.created'],
    onSaved,
  })
}
