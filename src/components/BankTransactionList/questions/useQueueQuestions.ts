import { lazy, useMemo, useState } from 'react'
import { isReviewed } from '../../../api/reviewStatus'
import type { BankTransaction } from '../../../api/types'
import type { QueueIndex } from '../../../core/queue/view/queueIndex'
import { withoutUnanswered, type BankTransactionListFilter, type BankTransactionView } from '../../../core/queue/view/queueFilter'
import type { QueueQuestionsView } from './queueQuestionsView'

// The questions' part (the record read, "Ask the owner…", the receipts offer): requested at mount,
// beside the first read, and never waited on by the rows.
export const QueueQuestions = lazy(() => import('./QueueQuestions').then((module) => ({ default: module.QueueQuestions })))

const NONE: ReadonlySet<string> = new Set()

/**
 * The queue's side of its questions: the part's view once it has read the record, the view's rows
 * with "Waiting for the owner" among them, and the tabs' counts. `askedRows: 'waiting'` takes the
 * rows the owner has not answered out of "To review" (BankTransactionListProps.askedRows).
 */
export function useQueueQuestions(
  index: QueueIndex,
  transactions: readonly BankTransaction[],
  filter: BankTransactionListFilter,
  key: string,
  askedRows: 'toReview' | 'waiting',
) {
  const [view, setView] = useState<QueueQuestionsView>()
  const waiting = view?.waiting ?? NONE
  const unanswered = askedRows === 'waiting' ? (view?.unanswered ?? NONE) : NONE
  const inWaiting = (filter.view ?? 'toReview') === 'waiting'
  // The index keeps one filter's rows: "Waiting for the owner" leaves them as they were.
  const indexed = inWaiting ? undefined : index.rows(filter, key)
  const rows = useMemo(
    () =>
      indexed ? withoutUnanswered(indexed, (filter.view ?? 'toReview') === 'toReview' ? unanswered : NONE) : index.rowsOf(waiting, filter),
    // The filter by its content (`key`); the waiting rows again when the set changed (`transactions`).
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [indexed, unanswered, waiting, key, inWaiting ? transactions : undefined],
  )
  const held = useMemo(() => {
    let count = 0
    for (const id of unanswered) {
      const transaction = index.get(id)
      if (transaction && !isReviewed(transaction.reviewStatus)) count++
    }
    return count
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the index follows `transactions`
  }, [unanswered, transactions])
  const shownWaiting = useMemo(() => {
    let count = 0
    for (const id of waiting) if (index.get(id)) count++
    return count
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the index follows `transactions`
  }, [waiting, transactions])
  const indexCounts = index.counts()
  const counts: Record<BankTransactionView, number> = {
    toReview: indexCounts.toReview - held,
    reviewed: indexCounts.reviewed,
    waiting: shownWaiting,
  }
  return {
    view,
    setView,
    rows,
    counts,
    questionOf: (transaction: BankTransaction) => view?.questionOf(transaction),
  }
}
