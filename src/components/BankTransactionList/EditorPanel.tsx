import { useEffect, useRef } from 'react'
import type { BankTransaction } from '../../api/types'
import { BankTransactionEditor } from '../BankTransactionEditor/BankTransactionEditor'
import type { BankTransactionEditorOptions } from '../BankTransactionEditor/options'
import type { BankTransactionListMessages } from '../../messages/bankTransactionList'

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
 * focus and Escape closes it). Closing returns focus to the row that opened it.
 */
export function EditorPanel({ placement, transaction, options, messages, onSaved, onClose }: EditorPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    const element = dialog.current
    opener.current = element?.ownerDocument.activeElement ?? document.activeElement
    if (element && !element.hasAttribute('open')) {
      // jsdom has no showModal: the open attribute still shows the dialog.
      if (typeof element.showModal === 'function') element.showModal()
      else element.setAttribute('open', '')
    }
    return () => {
      const previous = opener.current
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [])

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
      <section className="bk-transaction-list__editor" aria-label={messages['bankTransactionList.editorTitle']}>
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
