import type { BankTransaction } from '../../../api/types'
import { Money } from '../../shared/cells'
import type { BankTransactionListMessages } from '../../../messages/queue/bankTransactionList'

/** The signed amount with a word and an arrow for its direction: money in and out told apart by more than colour. */
export function AmountCell({ transaction, messages }: { transaction: BankTransaction; messages: BankTransactionListMessages }) {
  const direction = transaction.amount > 0 ? 'in' : transaction.amount < 0 ? 'out' : undefined
  return (
    <span className="bk-transaction-amount" data-direction={direction}>
      {direction && (
        <span className="bk-transaction-amount__label">
          <span aria-hidden="true">{direction === 'in' ? '↓ ' : '↑ '}</span>
          {messages[direction === 'in' ? 'bankTransactionList.moneyIn' : 'bankTransactionList.moneyOut']}
        </span>
      )}
      <Money minor={transaction.amount} />
    </span>
  )
}
