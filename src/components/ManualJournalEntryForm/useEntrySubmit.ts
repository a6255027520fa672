import type { RefObject } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { ManualJournalEntry, ManualJournalEntryInput } from '../../api/types'
import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { formatMoney, type MoneyFormat } from '../../format/money'
import { useBookkeepingContext } from '../../react/provider/context'
import { useMessages, useServiceProfile } from '../../react/provider/provided'
import { useWriteMutation } from '../../react/query/writeMutation'
import { localToday } from '../../format/localToday'
import type { OptionSource } from '../../core/forms/optionSource'
import { useItemSubmit } from '../shared/form/useItemSubmit'
import { entryChanges, isBlankLine, journalTotals, toEntrySaveItem, type JournalEntryFormValues } from './journalEntryForm'
import { manualJournalEntryFormMessages } from '../../messages/forms/manualJournalEntryForm'
import { entryErrorTarget } from './errorTarget'

// The save path (batches, each item's outcome, the ledgers a save moves) is needed from the first
// Save on: it comes with the form's later chunk, which loads once the form has shown. A Save before
// it waits for it, and one whose load fails says saving failed, with nothing lost.
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

/** The name of a GL account, from the choices or the entry's own lines; its id when neither has it. */
function accountName(glAccountId: string, glAccounts: OptionSource | undefined, entry: ManualJournalEntry | undefined): string {
  const listed = typeof glAccounts === 'function' ? undefined : glAccounts?.find((account) => account.id === glAccountId)
  const onEntry = entry?.children.find((line) => line.glAccount.id === glAccountId)?.glAccount
  return listed?.name ?? onEntry?.displayName ?? onEntry?.name ?? glAccountId
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
    // The service cannot list entries: the user looks where the entry would post, on the day it would post.
    whereToCheck: (item) => {
      const line = item.children?.[0]
      const date = item.date ?? entry?.date ?? localToday()
      const amount = (item.children ?? []).reduce((total, child) => total + (child.drAmount ?? 0), 0)
      return messages['manualJournalEntryForm.whereToCheck'](
        isolate(accountName(line?.glAccountId ?? '', glAccounts, entry)),
        formatDate(date, format.locale),
        formatMoney(amount, format),
      )
    },
    startOverLabel: messages['manualJournalEntryForm.startOver'],
    saveAnywayLabel: messages['manualJournalEntryForm.saveAnyway'],
    itemFor: (values) => {
      // The totals under the lines say why; nothing unbalanced is ever sent.
      if (!journalTotals(values.lines, format).balanced)
        return { alert: { tone: 'danger', title: messages['manualJournalEntryForm.mustBalance'] } }
      const loaded = entry ? (baseline.current ?? undefined) : undefined
      if (loaded && Object.keys(entryChanges(values, loaded, format, service)).length === 0)
        return { alert: { tone: 'success', title: messages['manualJournalEntryForm.noChanges'] } }
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
