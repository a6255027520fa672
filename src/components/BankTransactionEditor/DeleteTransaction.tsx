import { useState } from 'react'
import type { BankTransaction } from '../../api/types'
import { formatDate } from '../../format/date'
import { formatMoney, type MoneyFormat } from '../../format/money'
import { useLocaleSettings, useMessages } from '../../react/hooks'
import { useDeleteBankTransaction } from '../../react/bankTransactions'
import { ConfirmDialog } from '../shared/dialog/ConfirmDialog'
import type { FormAlertContent } from '../shared/form/FormAlert'
import { useSingleFlight } from '../shared/hooks/useSingleFlight'
import { refusalText, unknownReasonText } from '../shared/writeOutcomeText'
import { bankTransactionEditorMessages } from '../../messages/bankTransactionEditor'
import { sharedMessages } from '../../messages/shared'

interface DeleteTransactionProps {
  transaction: BankTransaction
  format: MoneyFormat
  disabled: boolean
  onDeleted: (transaction: BankTransaction) => void
  /** The delete was refused, or its outcome is unknown: what the form's alert says. */
  onFailed: (alert: FormAlertContent) => void
}

/** The delete button and the confirmation it asks first; the hook takes the record out of every cached list. */
export function DeleteTransaction({ transaction, format, disabled, onDeleted, onFailed }: DeleteTransactionProps) {
  const messages = useMessages(bankTransactionEditorMessages)
  const shared = useMessages(sharedMessages)
  const { locale } = useLocaleSettings()
  const mutation = useDeleteBankTransaction()
  const flight = useSingleFlight()
  const [confirming, setConfirming] = useState(false)

  const confirm = () => {
    flight.run(async () => {
      const outcome = await mutation.mutateAsync(transaction.id)
      setConfirming(false)
      switch (outcome.status) {
        case 'saved':
          onDeleted({ ...transaction, ...outcome.record, status: 'DELETED' })
          break
        case 'refused':
          onFailed({ tone: 'danger', title: messages['bankTransactionEditor.deleteFailed'], details: [refusalText(outcome, shared)] })
          break
        case 'unknown':
          onFailed({ tone: 'warning', title: messages['bankTransactionEditor.deleteUnknown'], details: [unknownReasonText(outcome, shared, locale)] })
          break
        case 'notSent':
          onFailed({ tone: 'danger', title: messages['bankTransactionEditor.deleteFailed'] })
          break
        default:
          outcome satisfies never
      }
    })
  }

  return (
    <>
      <button type="button" className="bk-button" data-variant="danger" disabled={disabled} onClick={() => setConfirming(true)}>
        {messages['bankTransactionEditor.delete']}
      </button>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={messages['bankTransactionEditor.deleteTitle']}
        confirmLabel={messages['bankTransactionEditor.delete']}
        cancelLabel={messages['bankTransactionEditor.cancel']}
        busy={flight.running}
        busyLabel={messages['bankTransactionEditor.deleting']}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        // Cancel while the delete is on its way stops waiting for it: its outcome is then unknown, and the form says so.
        onStopWaiting={mutation.cancel}
      >
        <p>{messages['bankTransactionEditor.deleteBody'](transaction.description || transaction.id, formatMoney(transaction.amount, format), formatDate(transaction.date, format.locale))}</p>
      </ConfirmDialog>
    </>
  )
}
