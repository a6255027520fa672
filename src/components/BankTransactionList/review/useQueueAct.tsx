import { useState } from 'react'
// The queue's one way of sending a change to rows (a row's category, a suggestion, the bulk bar's
// actions, a key), asked first when it changes a reconciled or signed-off month: nothing is sent,
// and no row is kept in view, before the answer.
import type { BankTransaction } from '../../../api/types'
import { reviewItem, type ReviewChange } from '../../../api/writes/bankTransactionItems'
import type { PendingChange } from '../../../core/close/changedPeriods'
import { useChangeConfirm } from '../../shared/changeConfirm/useChangeConfirm'
import { useLatestRef } from '../../shared/hooks/useLatestRef'
import type { QueueIndex } from '../../../core/queue/view/queueIndex'
import type { QueueSuggestion } from '../../../core/queue/review/suggestions'
import type { QueueAnswersView, QueueRulesView } from '../queueRulesView'
import { rowName } from '../../../core/queue/view/queueFilter'
import type { useReviewActions } from './useReviewActions'

interface QueueActOptions {
  index: QueueIndex
  actions: ReturnType<typeof useReviewActions>
  /** The rules' part, once loaded: told of a choice saved. */
  rules: QueueRulesView | undefined
  /** The answers part, once loaded: told of an answer saved, to close its question. */
  answers?: QueueAnswersView | undefined
  /** The queue's company (else each row's own, else `default`): whose store keeps its months' close and reconciliations. */
  companyId: string | undefined
}

/** The queue's `act` (a change to rows) and `actRule` (a rule's suggestion accepted), and the dialog that asks first. */
export function useQueueAct({ index, actions, rules, answers, companyId }: QueueActOptions) {
  // The rules' part as it is when a save comes back, not when its key was pressed: a row confirmed
  // before the part had loaded (or before the render that received it) still counts toward an offer.
  const rulesNow = useLatestRef(rules)
  const answersNow = useLatestRef(answers)
  const { ask, dialog } = useChangeConfirm()
  // Changes still being asked about, not yet sent: an undo waits for them, so that Ctrl+Z pressed
  // just after Enter takes back that Enter's change, not the one before it.
  const [asking] = useState(() => new Set<Promise<unknown>>())
  /** Sends `change` to `rows` once the question, if any, is answered yes: to the rows as they are then. */
  const confirmed = (rows: readonly BankTransaction[], change: ReviewChange, send: (rows: BankTransaction[]) => void) => {
    const changes = rows.flatMap((row): PendingChange[] => {
      const item = reviewItem(row, change)
      return item ? [{ before: row, item, companyId: companyId ?? row.company?.id ?? 'default' }] : []
    })
    const asked = ask(changes).then((yes) => {
      if (yes) send(rows.map((row) => index.get(row.id) ?? row))
    })
    const settled: Promise<unknown> = asked.then(
      () => asking.delete(settled),
      () => asking.delete(settled),
    )
    asking.add(settled)
  }
  const act = (rows: readonly BankTransaction[], change: ReviewChange, scope?: { fromSelection: boolean }) =>
    confirmed(rows, change, (current) => {
      index.keep(current.map((row) => row.id))
      const name = current.length === 1 && current[0] ? rowName(current[0]) : undefined
      void actions.apply(current, change, name, scope).then((saved) => {
        // A user's choice, saved: a rule may be worth offering for its description.
        if (change.categoryId !== undefined) rulesNow.current?.categorized(saved, change.categoryId)
      })
    })
  const actRule = (transaction: BankTransaction, rule: NonNullable<QueueSuggestion['rule']>) =>
    confirmed([transaction], { ...rule.change, review: true }, (current) => {
      index.keep([transaction.id])
      void actions
        .apply(current, { ...rule.change, review: true }, rowName(transaction))
        .then((saved) => rulesNow.current?.accepted(rule, saved))
    })
  /** The owner's answer used: its change saved in one request, then its question closed as used. */
  const actAnswer = (transaction: BankTransaction, answer: NonNullable<QueueSuggestion['answer']>) => {
    // What it says is on the transaction already (its note, its receipt): nothing to save, its question is done with.
    if (!reviewItem(transaction, answer.change)) return answersNow.current?.usedAsIs(answer, transaction)
    confirmed([transaction], answer.change, (current) => {
      index.keep([transaction.id])
      void actions.apply(current, answer.change, rowName(transaction)).then((saved) => answersNow.current?.used(answer, saved))
    })
  }
  /** Ctrl/Cmd+Z and Undo: the last action, once every change asked about before it has been sent. */
  const undo = async () => {
    await Promise.all(asking)
    await actions.undo()
  }
  return { act, actRule, actAnswer, undo, confirmDialog: dialog }
}
