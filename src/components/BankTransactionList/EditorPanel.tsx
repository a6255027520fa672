import { lazy, Suspense, useEffect, useRef } from 'react'
import type { BankTransaction } from '../../api/types'
import type { BankTransactionEditorOptions } from '../BankTransactionEditor/options'
import type { BankTransactionListMessages } from '../../messages/queue/bankTransactionList'
import { LoadingState } from '../shared/root/states'
import { useModalDialog } from '../shared/dialog/useModalDialog'
import { focusAfterSave } from './review/focusAfterSave'

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
  /** The row after it in the queue's order, which "Save and next" opens. */
  next: BankTransaction | undefined
  options: BankTransactionEditorOptions | undefined
  messages: BankTransactionListMessages
  onSaved: (saved: BankTransaction) => void
  onOpen: (transaction: BankTransaction) => void
  onClose: () => void
}

/**
 * The chosen row in the full editor: in place below the list, or in a modal dialog (the browser traps
 * focus). Escape closes either, and closing returns focus to the row that opened it. The dialog's
 * Save closes it, as QuickBooks Online's does (the queue is where the next step is); "Save and
 * next" saves and shows the next row in it.
 */
export function EditorPanel({ placement, transaction, next, options, messages, onSaved, onOpen, onClose }: EditorPanelProps) {
  const dialog = useModalDialog()
  // Closed by its Save, the dialog puts the focus on the row it saved once it has left the page
  // (after useModalDialog's own return, whose opener the save may have taken away).
  const savedId = useRef<string>(undefined)
  useEffect(() => {
    const queue = dialog.current?.closest('.bk-transaction-list__keys') ?? null
    return () => {
      if (savedId.current) focusAfterSave(queue, savedId.current, false)
    }
  }, [dialog])
  // The row "Save and next" was pressed for, read when its save has gone through: a plain Save (or
  // Enter in a field) submits without it.
  const nextAsked = useRef(false)
  const afterSave = useRef<BankTransaction>(undefined)
  // Whether the form holds a change: Save with none closes the dialog (or shows the next row) as a
  // save would, instead of keeping it open to say "Nothing has changed since the last save."
  const changed = useRef(false)
  const saveAndNext = () => {
    const form = dialog.current?.querySelector<HTMLFormElement>('form.bk-editor-form')
    // A form that takes no changes (a closed period, a read-only session) has nothing to save.
    if (!form?.querySelector('button[type="submit"]')) return next && onOpen(next)
    nextAsked.current = true
    form.requestSubmit()
  }
  const saved = (record: BankTransaction) => {
    changed.current = false
    onSaved(record)
    if (placement === 'inline') return
    if (afterSave.current) return onOpen(afterSave.current)
    savedId.current = record.id
    onClose()
  }

  const editor = (
    <Suspense fallback={<LoadingState rows={4} columns={2} label={messages['bankTransactionList.editorTitle']} />}>
      {/* A form of its own for each row: what was typed for one never shows on the next. */}
      <BankTransactionEditor
        key={transaction.id}
        transaction={transaction}
        options={options}
        onSaved={saved}
        onDeleted={onClose}
        onCancel={onClose}
        onDirtyChange={(dirty) => {
          changed.current = dirty
        }}
      />
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
      className="bk-dialog bk-transaction-list__dialog bk-transaction-list__editor-dialog"
      aria-label={messages['bankTransactionList.editorTitle']}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onSubmitCapture={(event) => {
        afterSave.current = nextAsked.current ? next : undefined
        nextAsked.current = false
        if (changed.current) return
        // Nothing to send: the form never hears of this submit, and the dialog moves on at once.
        event.preventDefault()
        event.stopPropagation()
        if (afterSave.current) return onOpen(afterSave.current)
        savedId.current = transaction.id
        onClose()
      }}
    >
      <div className="bk-dialog__actions">{close}</div>
      {editor}
      {next && (
        <div className="bk-dialog__actions">
          <button type="button" className="bk-button" onClick={saveAndNext}>
            {messages['bankTransactionList.saveAndNext']}
          </button>
        </div>
      )}
    </dialog>
  )
}
