import type { BankTransaction } from '../../api/types'
import type { BankReconciliationMessages } from '../../messages/reconcile/bankReconciliation'
import type { BankTransactionEditorOptions } from '../BankTransactionEditor/options'
import { BankTransactionEditor } from '../BankTransactionEditor/BankTransactionEditor'
import { useModalDialog } from '../shared/dialog/useModalDialog'
import { ModalDialog } from '../shared/dialog/ModalDialog'

/**
 * A transaction still to review, in the full editor in a modal dialog: once it is categorized and
 * reviewed there, its row in the worksheet can be ticked. Escape or Close returns focus to the row's
 * Categorize… button. Loaded on demand.
 */
export function EditorDialog({
  transaction,
  options,
  messages,
  onClose,
}: {
  transaction: BankTransaction
  options: BankTransactionEditorOptions | undefined
  messages: BankReconciliationMessages
  onClose: () => void
}) {
  const dialog = useModalDialog()
  return (
    <ModalDialog
      dialog={dialog}
      className="bk-dialog"
      data-size="form"
      aria-label={messages['bankReconciliation.editorTitle']}
      onCancel={onClose}
    >
      <div className="bk-dialog__actions">
        <button type="button" className="bk-button" data-variant="ghost" onClick={onClose}>
          {messages['bankReconciliation.closeEditor']}
        </button>
      </div>
      <BankTransactionEditor transaction={transaction} options={options} onSaved={onClose} onDeleted={onClose} onCancel={onClose} />
    </ModalDialog>
  )
}
