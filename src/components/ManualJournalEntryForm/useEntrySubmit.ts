import { useState, type FormEvent, type RefObject } from 'react'
import type { FieldPath, UseFormReturn } from 'react-hook-form'
import type { ErrorItem, ManualJournalEntry, ManualJournalEntryInput } from '../../api/types'
import type { MoneyFormat } from '../../format/money'
import { useMessages } from '../../react/hooks'
import { useSaveManualJournalEntries } from '../../react/mutations'
import { errorMessage } from '../shared/errorMessage'
import type { FormAlertContent } from '../shared/FormAlert'
import { formMessages } from '../shared/formMessages'
import { sharedMessages } from '../shared/messages'
import { countFieldErrors } from '../shared/resolverErrors'
import { useSingleFlight } from '../shared/useSingleFlight'
import { isBlankLine, journalTotals, toEntrySaveItem, type JournalEntryFormValues } from './journalEntryForm'
import { manualJournalEntryFormMessages } from './messages'
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
  const formText = useMessages(formMessages)
  const shared = useMessages(sharedMessages)
  const mutation = useSaveManualJournalEntries()
  const flight = useSingleFlight()
  const [alert, setAlert] = useState<FormAlertContent>()

  const showServerErrors = (errors: readonly ErrorItem[], values: JournalEntryFormValues) => {
    const sentLines = values.lines.flatMap((line, index) => (isBlankLine(line) ? [] : [index]))
    const details: string[] = []
    let focused = false
    for (const error of errors) {
      const target = entryErrorTarget(error.param, sentLines)
      switch (target.kind) {
        case 'field':
          form.setError(target.name as FieldPath<JournalEntryFormValues>, { type: 'server', message: error.message }, { shouldFocus: !focused })
          focused = true
          break
        case 'section':
          form.setError(`root.${target.section}`, { type: 'server', message: error.message })
          break
        case 'form':
          details.push(error.message)
          break
        default:
          target satisfies never
      }
    }
    setAlert({ tone: 'danger', title: formText['shared.form.serverRefused'], details })
  }

  const save = async (values: JournalEntryFormValues) => {
    // The totals under the lines say why; nothing unbalanced is ever sent.
    if (!journalTotals(values.lines, format).balanced) {
      setAlert({ tone: 'danger', title: messages['manualJournalEntryForm.mustBalance'] })
      return
    }
    const item = toEntrySaveItem(values, { format, id: entry?.id, baseline: entry ? (baseline.current ?? undefined) : undefined, passthrough })
    if (entry && Object.keys(item).length === 1) {
      setAlert({ tone: 'success', title: messages['manualJournalEntryForm.noChanges'] })
      return
    }
    let result
    try {
      ;[result] = await mutation.mutateAsync([item])
    } catch (error) {
      setAlert({ tone: 'danger', title: formText['shared.form.saveFailed'], details: [errorMessage(error, shared)] })
      return
    }
    if (!result) return
    if (!result.ok) {
      showServerErrors(result.errors, values)
      return
    }
    setAlert({ tone: 'success', title: messages[entry ? 'manualJournalEntryForm.saved' : 'manualJournalEntryForm.created'] })
    onSaved(result.data)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (mutation.isPending) return
    flight.run(async () => {
      setAlert(undefined)
      await form.handleSubmit(save, (errors) => setAlert({ tone: 'danger', title: formText['shared.form.fixErrors'](Math.max(1, countFieldErrors(errors))) }))()
    })
  }

  return { submit, saving: flight.running || mutation.isPending, alert }
}
