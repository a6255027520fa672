import { queueShortcuts } from '../../src/components/BankTransactionList/ShortcutsDialog'
import { bankTransactionListDialogMessages as messages } from '../../src/messages'

/** The queue's keys as its `?` dialog lists them, for the docs page: one list, so the docs cannot drift from the dialog. */
export function QueueKeysTable() {
  return (
    <table>
      <thead>
        <tr>
          <th>Key</th>
          <th>What it does</th>
        </tr>
      </thead>
      <tbody>
        {queueShortcuts(false).map(({ keys, action }) => (
          <tr key={action}>
            <td>
              {keys.map((key) => (
                <kbd key={key} style={{ marginRight: 6 }}>
                  {key === 'Ctrl+Z' ? 'Ctrl+Z / ⌘Z' : key}
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
