import type { RefObject } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { BankTransaction, BankTransactionInput } from '../../api/types'
import type { MoneyFormat } from '../../format/money'
import { useBankTransactionSyncMarker, useSaveBankTransactions } from '../../react/queue/bankTransactions'
import { useMessages, useServiceProfile, useSession } from '../../react/provider/provided'
import { useItemSubmit } from '../shared/form/useItemSubmit'
import { useStillPending } from '../shared/form/useStillPending'
import { useChangeConfirm } from '../shared/changeConfirm/useChangeConfirm'
import { splitRemainder, type BankTransactionFormValues } from '../../core/forms/bankTransaction/bankTransactionForm'
import { bankTransactionEditorMessages } from '../../messages/queue/bankTransactionEditor'
import { useImportsWhenIdle } from '../../react/provider/idle'

// How the form's values become the item sent (the changes an update writes, the splits' signs) and
// where the service's errors about it land are needed from the first Save on: they come with the
// editor's later chunk, which loads in idle time once the form has shown.
const loadSaveItem = () => import('./afterFormShows')

interface SubmitOptions {
  form: UseFormReturn<BankTransactionFormValues>
  record: BankTransaction | undefined
  /** Whose store keeps the months' close when the transaction names no company (a new one); else `default`. */
  companyId: string | undefined
  /** The values the record had when loaded: the changes an update writes are what differs from them. */
  baseline: RefObject<BankTransactionFormValues | null>
  format: MoneyFormat
  passthrough: Pick<BankTransactionInput, 'apiName' | 'apiSourceId' | 'customData'> | undefined
  onSaved: (saved: BankTransaction, created: boolean) => void
}

/**
 * Validates, asks first when the item changes a reconciled or signed-off month, sends one save item,
 * and puts every per-item failure where the user can fix it. The form keeps every value whatever
 * happens; only a success resets it (to what was saved).
 */
export function useTransactionSubmit({ form, record, companyId, baseline, format, passthrough, onSaved }: SubmitOptions) {
  const messages = useMessages(bankTransactionEditorMessages)
  const { updates } = useServiceProfile()
  const mutation = useSaveBankTransactions()
  const { readOnly } = useSession()
  // A save whose answer is lost is found out by a sync from an instant taken before it was sent.
  useBankTransactionSyncMarker({ enabled: !readOnly })
  useImportsWhenIdle([loadSaveItem], !readOnly)
  const confirm = useChangeConfirm()
  const submit = useItemSubmit({
    form,
    mutation,
    itemFor: async (values) => {
      // The split list shows the live figure and, once a save was tried, why it was refused.
      if (values.splits.length > 0 && splitRemainder(values, format) !== 0) return {}
      const { changedFields, toSaveItem, errorTarget } = await loadSaveItem()
      const loaded = record ? (baseline.current ?? undefined) : undefined
      if (loaded && Object.keys(changedFields(values, loaded, format)).length === 0)
        return { alert: { tone: 'success', title: messages['bankTransactionEditor.noChanges'] } }
      const item = toSaveItem(values, { format, record, baseline: loaded, updates, passthrough })
      // Cancelled: nothing is sent, and the form says nothing more; it keeps what was typed.
      const confirmed = await confirm.ask([{ before: record, item, companyId: record?.company?.id ?? companyId ?? 'default' }])
      return confirmed ? { item, errorTarget: (param) => errorTarget(param, values.splits.length) } : {}
    },
    saveAnywayLabel: messages['bankTransactionEditor.saveAnyway'],
    savedTitle: messages[record ? 'bankTransactionEditor.saved' : 'bankTransactionEditor.created'],
    onSaved: (saved) => onSaved(saved, !record),
  })
  // While the user is asked, nothing is on its way: the form does not say it is saving, and
  // "Still saving…" counts from the answer.
  const saving = submit.saving && !confirm.asking
  const stillSaving = useStillPending(saving)
  return { ...submit, saving, pending: { ...submit.pending, stillSaving }, confirmDialog: confirm.dialog }
}
