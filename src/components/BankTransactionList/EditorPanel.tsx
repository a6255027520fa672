import { lazy, Suspense } from 'react'
import type { BankTransaction } from '../../api/types'
import type { BankTransactionEditorOptions } from '../BankTransactionEditor/options'
import type { BankTransactionListMessages } from '../../messages/bankTransactionList'
import { LoadingState } from '../shared/states'
import { useModalDialog } from '../shared/dialog/useModalDialog'

/**
 * The full editor (react-hook-form, its fields and strings) is most of what the queue would carry, and
 * a bookkeeper may clear the whole queue without opening it: it loads on demand, and the queue asks
 * for it once it has painted (`preloadEditor`), so the first row opened rarely waits.
 */
const loadEditor = () => import('../BankTransactionEditor/BankTransactionEditor')
const BankTransactionEditor = lazy(() => loadEditor().then((module) => ({ default: module.BankTransactionEditor })))

/** Starts loading the editor's code; a failure is left to the panel's own attempt, which shows it. */
export function preloadEditor(): void {
  void loadEditor().catch(() => undefined)
}

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
    <Suspense fallback={<LoadingState rows={4} columns={2} label={messages['bankTransactionList.editorTitle']} />}>
      <BankTransactionEditor transaction={transaction} options={options} onSaved={onSaved} onDeleted={onClose} onCancel={onClose} />
    </Suspense>
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
