import type { BankTransactionListMessages } from '../../messages/queue/bankTransactionList'
import { EmptyState } from '../shared/root/states'
import { isNarrowed } from '../../core/queue/view/queueFilter'
import type { BankTransactionListFilter } from './types'

/** What the queue says with no row to show: nothing to review (or reviewed) yet, or nothing matches, with a way back to the whole view. */
export function QueueEmpty({
  filter,
  messages,
  onClear,
}: {
  filter: BankTransactionListFilter
  messages: BankTransactionListMessages
  onClear: () => void
}) {
  const narrowed = isNarrowed(filter)
  return (
    <EmptyState
      title={narrowed ? messages['bankTransactionList.emptyFiltered'] : messages[`bankTransactionList.empty.${filter.view ?? 'toReview'}`]}
    >
      {narrowed && (
        <button type="button" className="bk-button" onClick={onClear}>
          {messages['bankTransactionList.clearFilters']}
        </button>
      )}
    </EmptyState>
  )
}
