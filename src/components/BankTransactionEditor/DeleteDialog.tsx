import { useEffect, useState } from 'react'
import type { BankTransaction } from '../../api/types'
import { bankTransactionItem } from '../../api/writes/bankTransactionItems'
import type { ChangedPeriods } from '../../core/close/changedPeriods'
import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { formatMoney, formatMoneyChange, type MoneyFormat } from '../../format/money'
import { useMessages, useLocaleSettings } from '../../react/provider/provided'
import { useDeleteBankTransaction } from '../../react/queue/bankTransactions'
import { useBookkeepingContext } from '../../react/provider/context'
import { ChangedPeriodsText, readChangedPeriods } from '../shared/changeConfirm/changeConfirmParts'
import { ConfirmDialog } from '../shared/dialog/ConfirmDialog'
import type { FormAlertContent } from '../shared/form/errors/FormAlert'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { useSingleFlight } from '../shared/hooks/useSingleFlight'
import { refusalText, unknownReasonText } from '../shared/text/writeOutcomeText'
import { bankTransactionEditorMessages } from '../../messages/queue/bankTransactionEditor'
import { bankTransactionDeleteMessages } from '../../messages/queue/bankTransactionDelete'
import { sharedMessages } from '../../messages/shared'

/** Props of the delete's confirmation. */
export interface DeleteDialogProps {
  open: boolean
  transaction: BankTransaction
  /** The form's company: whose store keeps the months' close and the reconciliations a delete may change. */
  companyId: string | undefined
  format: MoneyFormat
  onClose: () => void
  /** `note`: what else the delete did (a transfer's other side unpaired), for the alert. */
  onDeleted: (transaction: BankTransaction, note?: string) => void
  /** The delete was refused, or its outcome is unknown: what the form's alert says. */
  onFailed: (alert: FormAlertContent) => void
}

/**
 * The confirmation Delete asks first, and the delete it sends; the hook takes the record out of
 * every cached list. Its own module: it shows only after Delete, so it loads after the form shows.
 */
export function DeleteDialog({ open, transaction, companyId, format, onClose, onDeleted, onFailed }: DeleteDialogProps) {
  const messages = useMessages(bankTransactionEditorMessages)
  const deleting = useMessages(bankTransactionDeleteMessages)
  const shared = useMessages(sharedMessages)
  const { locale } = useLocaleSettings()
  const mutation = useDeleteBankTransaction()
  const flight = useSingleFlight()
  // One side of a transfer: its other side is unpaired with it (decision 27), and the dialog says so first.
  const other = transaction.matchingBankTransaction
  const changed = useChangedByDelete(open, transaction, companyId)

  const confirm = () => {
    flight.run(async () => {
      const outcome = await mutation.mutateAsync(transaction.id)
      onClose()
      switch (outcome.status) {
        case 'saved':
          onDeleted(
            { ...transaction, ...outcome.record, status: 'DELETED' },
            other?.id ? deleting['bankTransactionEditor.deletedUnpaired'] : undefined,
          )
          break
        case 'refused':
          onFailed({ tone: 'danger', title: deleting['bankTransactionEditor.deleteFailed'], details: [refusalText(outcome, shared)] })
          break
        case 'unknown':
          onFailed({
            tone: 'warning',
            title: deleting['bankTransactionEditor.deleteUnknown'],
            details: [unknownReasonText(outcome, shared, locale)],
          })
          break
        case 'notSent':
          onFailed({ tone: 'danger', title: deleting['bankTransactionEditor.deleteFailed'] })
          break
        default:
          outcome satisfies never
      }
    })
  }

  return (
    <ConfirmDialog
      open={open}
      tone="danger"
      title={deleting['bankTransactionEditor.deleteTitle']}
      confirmLabel={messages['bankTransactionEditor.delete']}
      cancelLabel={messages['bankTransactionEditor.cancel']}
      busy={flight.running}
      busyLabel={deleting['bankTransactionEditor.deleting']}
      onConfirm={confirm}
      onCancel={onClose}
      // Cancel while the delete is on its way stops waiting for it: its outcome is then unknown, and the form says so.
      onStopWaiting={mutation.cancel}
    >
      <p>
        <IsolatedText
          text={deleting['bankTransactionEditor.deleteBody'](
            isolate(transaction.description || transaction.id),
            formatMoney(transaction.amount, format),
            formatDate(transaction.date, format.locale),
          )}
        />
      </p>
      {changed && changed.count > 0 && <ChangedPeriodsText periods={changed} />}
      {other?.id && (
        <p>
          <IsolatedText
            text={deleting['bankTransactionEditor.deleteUnpairs'](
              isolate(other.description || other.id),
              other.amount === undefined ? '' : formatMoneyChange(other.amount, format),
              isolate(other.bankAccount?.displayName ?? other.bankAccount?.name ?? ''),
            )}
          />
        </p>
      )}
    </ConfirmDialog>
  )
}

/**
 * The reconciliation and the signed-off month a delete changes, named in its confirmation as a save
 * names them in its question, read when the confirmation opens (the editor's notices have read the
 * same records: they come from the cache).
 */
function useChangedByDelete(open: boolean, transaction: BankTransaction, companyId: string | undefined) {
  const context = useBookkeepingContext()
  const [changed, setChanged] = useState<ChangedPeriods>()
  useEffect(() => {
    if (!open) return
    let current = true
    const change = { before: transaction, item: bankTransactionItem(transaction), deletes: true as const }
    void readChangedPeriods(context, [{ ...change, companyId: transaction.company?.id ?? companyId ?? 'default' }]).then((periods) => {
      if (current) setChanged(periods)
    })
    return () => {
      current = false
    }
  }, [open, transaction, companyId, context])
  return changed
}
