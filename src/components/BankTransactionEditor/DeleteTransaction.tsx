import { useState } from 'react'
import type { BankTransaction } from '../../api/types'
import { formatDate } from '../../format/date'
import { formatMoney, type MoneyFormat } from '../../format/money'
import { useMessages } from '../../react/hooks'
import { useDeleteBankTransaction } from '../../react/bankTransactions'
import { ConfirmDialog } from '../shared/ConfirmDialog'
import { useSingleFlight } from '../shared/useSingleFlight'
import { bankTransactionEditorMessages } from '../../messages/bankTransactionEditor'

interface DeleteTransactionProps {
  transaction: BankTransaction
  format: MoneyFormat
  disabled: boolean
  onDeleted: (transaction: BankTransaction) => void
  onFailed: (error: unknown) => void
}

/** The delete button and the confirmation it asks first; the hook takes the record out of every cached list. */
export function DeleteTransaction({ transaction, format, disabled, onDeleted, onFailed }: DeleteTransactionProps) {
  const messages = useMessages(bankTransactionEditorMessages)
  const mutation = useDeleteBankTransaction()
  const flight = useSingleFlight()
  const [confirming, setConfirming] = useState(false)

  const confirm = () => {
    flight.run(async () => {
      try {
        const deleted = await mutation.mutateAsync(transaction.id)
        setConfirming(false)
        onDeleted({ ...transaction, ...deleted, status: 'DELETED' })
      } catch (error) {
        setConfirming(false)
        onFailed(error)
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
      >
        <p>{messages['bankTransactionEditor.deleteBody'](transaction.description || transaction.id, formatMoney(transaction.amount, format), formatDate(transaction.date, format.locale))}</p>
      </ConfirmDialog>
    </>
  )
}
