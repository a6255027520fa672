import type { BankTransaction } from '../../api/types'
import { BankTransactionEditor } from '../BankTransactionEditor/BankTransactionEditor'
import type { BankTransactionEditorOptions } from '../BankTransactionEditor/options'
import type { BankTransactionListMessages } from '../../messages/bankTransactionList'
import { useModalDialog } from '../shared/useModalDialog'

interface EditorPanelProps {
  placement: 'inline' | 'dialog'
  transaction: BankTransaction
  options: BankTransactionEditorOptions | undefined
  messages: BankTransactionListMessages
  onSaved: (saved: BankTransaction) => void
  onClose: () => void
}

/**
 * The chosen row in the full editor: in place below the list, or in a modal dialog (the browser traps
 * focus). Escape closes either, and closing returns focus to the row that opened it.
 */
export function EditorPanel({ placement, transaction, options, messages, onSaved, onClose }: EditorPanelProps) {
  const dialog = useModalDialog()

  const editor = (
    <BankTransactionEditor
      transaction={transaction}
      options={options}
      onSaved={onSaved}
      onDeleted={onClose}
      onCancel={onClose}
    />
  )
  const close = (
    <button type="button" className="bk-button" data-variant="ghost" onClick={onClose}>
      {messages['bankTransactionList.closeEditor']}
    </button>
  )
  if (placement === 'inline') {
    return (
      // Escape closes it as it closes the dialog, unless a control inside took the key (a picker's list).
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the key is the editor's, from any control inside it
      <section
        className="bk-transaction-list__editor"
        aria-label={messages['bankTransactionList.editorTitle']}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented) onClose()
        }}
      >
        {close}
        {editor}
      </section>
    )
  }
  return (
    <dialog
      ref={dialog}
      className="bk-dialog bk-transaction-list__dialog"
      aria-label={messages['bankTransactionList.editorTitle']}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div className="bk-dialog__actions">{close}</div>
      {editor}
    </dialog>
  )
}
