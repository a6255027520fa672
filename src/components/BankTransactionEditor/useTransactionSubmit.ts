import { useState, type FormEvent, type RefObject } from 'react'
import type { FieldPath, UseFormReturn } from 'react-hook-form'
import type { BankTransaction, BankTransactionInput, ErrorItem } from '../../api/types'
import type { MoneyFormat } from '../../format/money'
import { useSaveBankTransactions } from '../../react/bankTransactions'
import { useMessages } from '../../react/hooks'
import { errorMessage } from '../shared/errorMessage'
import type { FormAlertContent } from '../shared/FormAlert'
import { formMessages } from '../shared/formMessages'
import { sharedMessages } from '../shared/messages'
import { countFieldErrors } from '../shared/resolverErrors'
import { useSingleFlight } from '../shared/useSingleFlight'
import { splitRemainder, type BankTransactionFormValues } from './bankTransactionForm'
import { bankTransactionEditorMessages } from './messages'
import { toSaveItem } from './saveItem'
import { errorTarget } from './validation'

interface SubmitOptions {
  form: UseFormReturn<BankTransactionFormValues>
  record: BankTransaction | undefined
  /** The values the record had when loaded: an update sends only what differs. */
  baseline: RefObject<BankTransactionFormValues | null>
  format: MoneyFormat
  passthrough: Pick<BankTransactionInput, 'apiName' | 'apiSourceId' | 'customData'> | undefined
  onSaved: (saved: BankTransaction, created: boolean) => void
}

/**
 * Validates, sends one save item, and puts every per-item failure where the user can fix it. The
 * form keeps every value whatever happens; only a success resets it (to what was saved).
 */
export function useTransactionSubmit({ form, record, baseline, format, passthrough, onSaved }: SubmitOptions) {
  const messages = useMessages(bankTransactionEditorMessages)
  const formText = useMessages(formMessages)
  const shared = useMessages(sharedMessages)
  const mutation = useSaveBankTransactions()
  const flight = useSingleFlight()
  const [alert, setAlert] = useState<FormAlertContent>()

  const showServerErrors = (errors: readonly ErrorItem[], splitCount: number) => {
    const details: string[] = []
    let focused = false
    for (const error of errors) {
      const target = errorTarget(error.param, splitCount)
      switch (target.kind) {
        case 'field':
          form.setError(target.name as FieldPath<BankTransactionFormValues>, { type: 'server', message: error.message }, { shouldFocus: !focused })
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

  const save = async (values: BankTransactionFormValues) => {
    // The split list shows the live figure and, once a save was tried, why it was refused.
    if (values.splits.length > 0 && splitRemainder(values, format) !== 0) return
    const item = toSaveItem(values, { format, id: record?.id, baseline: record ? (baseline.current ?? undefined) : undefined, passthrough })
    if (record && Object.keys(item).length === 1) {
      setAlert({ tone: 'success', title: messages['bankTransactionEditor.noChanges'] })
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
      showServerErrors(result.errors, values.splits.length)
      return
    }
    setAlert({ tone: 'success', title: messages[record ? 'bankTransactionEditor.saved' : 'bankTransactionEditor.created'] })
    onSaved(result.data, !record)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Two clicks can land before the re-render that marks the save pending: the flight's ref catches the second.
    if (mutation.isPending) return
    flight.run(async () => {
      setAlert(undefined)
      await form.handleSubmit(save, (errors) => setAlert({ tone: 'danger', title: formText['shared.form.fixErrors'](Math.max(1, countFieldErrors(errors))) }))()
    })
  }

  return { submit, saving: flight.running || mutation.isPending, alert, setAlert }
}
