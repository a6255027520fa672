import { useId } from 'react'
import { useMessages } from '../../../react/provider/provided'
import {
  bankTransactionListDialogMessages,
  type BankTransactionListDialogMessages,
} from '../../../messages/queue/bankTransactionListDialogs'
import { useModalDialog } from '../../shared/dialog/useModalDialog'

type KeyDescription = Extract<keyof BankTransactionListDialogMessages, `bankTransactionList.keys.${string}`>

/** Whether the user's platform names its command key ⌘. */
const onApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)

/** Every key of the queue, as the dialog lists them: the keys to press, and what they do. */
export function queueShortcuts(apple = onApple()): readonly { keys: readonly string[]; action: KeyDescription }[] {
  return [
    { keys: ['Enter'], action: 'bankTransactionList.keys.confirm' },
    { keys: ['↓', 'j'], action: 'bankTransactionList.keys.next' },
    { keys: ['↑', 'k'], action: 'bankTransactionList.keys.previous' },
    { keys: ['Home', 'End'], action: 'bankTransactionList.keys.ends' },
    { keys: ['Space'], action: 'bankTransactionList.keys.select' },
    { keys: ['Shift+Space', 'Shift+↓', 'Shift+↑', 'Shift+click'], action: 'bankTransactionList.keys.extend' },
    { keys: ['c'], action: 'bankTransactionList.keys.category' },
    { keys: ['e'], action: 'bankTransactionList.keys.edit' },
    { keys: ['r'], action: 'bankTransactionList.keys.rule' },
    { keys: ['m'], action: 'bankTransactionList.keys.match' },
    { keys: ['t'], action: 'bankTransactionList.keys.transfer' },
    { keys: ['a'], action: 'bankTransactionList.keys.ask' },
    { keys: [apple ? '⌘Z' : 'Ctrl+Z'], action: 'bankTransactionList.keys.undo' },
    { keys: ['/'], action: 'bankTransactionList.keys.search' },
    { keys: ['?'], action: 'bankTransactionList.keys.help' },
  ]
}

/** Every key of the queue in a table: the dialog's, and the docs page's. */
export function ShortcutsTable({ messages, apple }: { messages: BankTransactionListDialogMessages; apple?: boolean }) {
  return (
    <table className="bk-shortcuts__table">
      <thead>
        <tr>
          <th scope="col">{messages['bankTransactionList.shortcuts.key']}</th>
          <th scope="col">{messages['bankTransactionList.shortcuts.action']}</th>
        </tr>
      </thead>
      <tbody>
        {queueShortcuts(apple).map(({ keys, action }) => (
          <tr key={action}>
            <td>
              {keys.map((key) => (
                <kbd key={key} className="bk-kbd">
                  {key}
                </kbd>
              ))}
            </td>
            <td>{messages[action]}</td>
          </tr>
        ))}
        <tr>
          <td>{messages['bankTransactionList.keys.receiptKeys']}</td>
          <td>{messages['bankTransactionList.keys.receipt']}</td>
        </tr>
      </tbody>
    </table>
  )
}

/** The dialog `?` opens: every key of the queue in a table, opened at its title. Escape or Close closes it, and the focus goes back. */
export function ShortcutsDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const messages = useMessages(bankTransactionListDialogMessages)
  const dialog = useModalDialog()
  const id = useId()
  return (
    <dialog
      ref={dialog}
      className="bk-dialog bk-shortcuts"
      aria-labelledby={id}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      {/* The title takes the focus: on Close, at the end of a list longer than a short window, the dialog would open scrolled to its end. */}
      {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- the dialog's start: Tab goes on to Close */}
      <h2 id={id} className="bk-dialog__title" tabIndex={-1} autoFocus>
        {title}
      </h2>
      <ShortcutsTable messages={messages} />
      <div className="bk-dialog__actions">
        <button type="button" className="bk-button" onClick={onClose}>
          {messages['bankTransactionList.shortcuts.close']}
        </button>
      </div>
    </dialog>
  )
}
