/**
 * The owner's answers on the review queue's rows, drawn with its review part (after the first rows paint): each
 * answered question's answer as its row's first suggestion when it is safe to use (Enter takes it:
 * one save of its category, notes, receipt and review, then its question closed as used; Undo puts
 * the transaction back and opens the question again), else shown beside the description with why;
 * "Set aside" closes a question the bookkeeper decides otherwise on. An answer used on a description
 * seen before offers the queue's rule for it.
 */
import { createElement, useEffect, useMemo, useRef, useState } from 'react'
import type { BankTransaction } from '../../../api/types'
import type { BankTransactionSet } from '../../../core/queue/bankTransactionSet'
import type { QueueSuggestion } from '../../../core/queue/review/suggestions'
import { questionSettled, rowAnswer, seenBefore, type AnswerWords, type RowAnswer } from '../../../core/queue/review/answerSuggestion'
import type { RowLock } from '../../../core/queue/view/rowLocks'
import { isolate } from '../../../format/isolate'
import { queueAnswersMessages } from '../../../messages/queue/queueAnswers'
import { useMessages } from '../../../react/provider/provided'
import { useLatestRef } from '../../shared/hooks/useLatestRef'
import type { QueueAnswersView, QueueRulesView } from '../queueRulesView'
import type { UndoableAction, useReviewActions } from '../review/useReviewActions'
import { AnswerNote } from './AnswerNote'
import { useAnswerQuestions } from './useAnswerQuestions'

export interface QueueAnswersProps {
  /** The synced set, once the queue's parts have it: where a description is seen before. */
  set: BankTransactionSet | undefined
  companyId: string | undefined
  lockOf: (transaction: BankTransaction) => RowLock | undefined
  /** Changes when what `lockOf` answers may change. */
  lockKey: string
  /** Whether the session may change rows (and so use an answer or make a rule). */
  mayChange: boolean
  actions: ReturnType<typeof useReviewActions>
  /** The rules' part, once loaded: offers a rule after an answer used. */
  rules: QueueRulesView | undefined
  categoryName: (id: string) => string | undefined
  /** A transaction as the queue holds it now (its index): whether another of a request's purchases holds its answer. */
  rowOf: (id: string) => BankTransaction | undefined
  onView: (view: QueueAnswersView) => void
}

/** A question's answer about one transaction, as this part keeps it apart. */
const rowKey = (questionId: string, transactionId: string) => `${questionId}\n${transactionId}`

export function QueueAnswers(props: QueueAnswersProps) {
  const { set, companyId, lockOf, lockKey, mayChange, actions, rules, categoryName, rowOf, onView } = props
  const messages = useMessages(queueAnswersMessages)
  const { byTransaction, close, reopen } = useAnswerQuestions(companyId)
  // Questions being closed from here (used or set aside): their answers leave the rows at once, not when the store answers.
  const [closing, setClosing] = useState<ReadonlySet<string>>(new Set())
  const mark = (id: string, on: boolean) =>
    setClosing((previous) => {
      const next = new Set(previous)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  // The answers used or set aside here, by question and row: they leave their rows at once, and a request about
  // several purchases is closed only once every one is handled (its other answers stay on their rows until then).
  const handled = useRef(new Set<string>())
  const [handledCount, setHandledCount] = useState(0)
  const handle = (key: string, on: boolean) => {
    if (on) handled.current.add(key)
    else handled.current.delete(key)
    setHandledCount((count) => count + 1)
  }
  // Each row whose answer was used here, the undo step of that save, and its question's close when it closed one: an
  // undo of that step puts the answer back on its row, and opens the question again after the close (an undo of a
  // later change to the row leaves it as it is).
  const used = useRef(new Map<string, { questionId: string; step: UndoableAction | undefined; closed: Promise<unknown> | undefined }>())
  const latest = useLatestRef({ reopen, actions, messages })
  // An owner's category used, to offer a rule for once the set and the rules' part are both here (an answer may be
  // used before the rules have loaded).
  const [offerFor, setOfferFor] = useState<{ row: BankTransaction; categoryId: string }>()
  useEffect(() => {
    if (!offerFor || !set || !rules) return
    setOfferFor(undefined)
    // The owner's category for a description seen before: a rule would spare the next question.
    if (seenBefore(set.transactions, offerFor.row, companyId)) rules.offerRule(offerFor.row, offerFor.categoryId)
  }, [offerFor, set, rules, companyId])

  useEffect(
    () =>
      actions.whenRestored((ids, steps) => {
        const { reopen: open, actions: now, messages: words } = latest.current
        for (const id of ids) {
          const entry = used.current.get(id)
          if (!entry || (entry.step !== undefined && !steps.includes(entry.step))) continue
          used.current.delete(id)
          handle(rowKey(entry.questionId, id), false)
          if (!entry.closed) continue
          // After its close, whether or not it was kept: a question still open stays as it is.
          void entry.closed
            .catch(() => undefined)
            .then(() => open(entry.questionId))
            .then(
              () => mark(entry.questionId, false),
              () => now.announce({ kind: 'said', text: words['queueAnswers.reopenFailed'], tone: 'warning' }),
            )
        }
      }),
    [actions, latest],
  )

  const words = useMemo(
    (): AnswerWords => ({
      answer: messages['queueAnswers.answer'],
      joiner: messages['queueAnswers.joiner'],
      note: messages['queueAnswers.note'],
      receipt: messages['queueAnswers.receipt'],
      personal: messages['queueAnswers.personal'],
      dontKnow: messages['queueAnswers.dontKnow'],
      useLabel: messages['queueAnswers.useLabel'],
    }),
    [messages],
  )

  const view = useMemo<QueueAnswersView>(() => {
    const answerOf = (transaction: BankTransaction): RowAnswer | undefined => {
      const question = byTransaction.get(transaction.id)
      if (!question || closing.has(question.id) || handled.current.has(rowKey(question.id, transaction.id))) return undefined
      if (!mayChange || lockOf(transaction)) return undefined
      return rowAnswer(question, transaction.id, transaction, categoryName, words)
    }
    /** Takes the row's answer off it; resolves to the question's close when that was the last of it to handle, else `undefined`. */
    const settle = (questionId: string, transactionId: string, outcome: 'used' | 'dismissed'): Promise<unknown> | undefined => {
      handle(rowKey(questionId, transactionId), true)
      const question = byTransaction.get(transactionId)
      if (question?.id !== questionId) return undefined
      const done = new Set(question.subjects.flatMap(({ transactionId: id }) => (handled.current.has(rowKey(questionId, id)) ? [id] : [])))
      if (!questionSettled(question, done, rowOf)) return undefined
      mark(questionId, true)
      const closed = close(questionId, outcome)
      closed.catch(() => mark(questionId, false))
      return closed
    }
    const setAside = (questionId: string, transactionId: string, name: string) => {
      const closed = settle(questionId, transactionId, 'dismissed')
      // A request's other purchases still to handle: this one is set aside here, the request stays open.
      if (!closed) return actions.announce({ kind: 'said', text: messages['queueAnswers.setAsideDone'](name), tone: 'success' })
      closed.then(
        () => actions.announce({ kind: 'said', text: messages['queueAnswers.setAsideDone'](name), tone: 'success' }),
        () => {
          handle(rowKey(questionId, transactionId), false)
          actions.announce({ kind: 'said', text: messages['queueAnswers.setAsideFailed'](name), tone: 'danger' })
        },
      )
    }
    /** The answer used on `row`: its question closed when nothing else of it is left; said when the store refused (the answer is offered again then). */
    const closeUsed = (answer: NonNullable<QueueSuggestion['answer']>, row: BankTransaction): Promise<unknown> | undefined => {
      const closed = settle(answer.questionId, row.id, 'used')
      closed?.catch(() => {
        handle(rowKey(answer.questionId, row.id), false)
        actions.announce({ kind: 'said', text: messages['queueAnswers.closeFailed'](isolate(row.description || row.id)), tone: 'warning' })
      })
      return closed
    }
    return {
      suggestionOf: (transaction) => answerOf(transaction)?.suggestion,
      held: (transaction) => answerOf(transaction)?.held !== undefined,
      rowNote: (transaction, row) => {
        const answer = answerOf(transaction)
        if (!answer || (!answer.held && !row.current)) return undefined
        return createElement(AnswerNote, {
          text: answer.held ? messages['queueAnswers.heldText'](answer.text, messages[`queueAnswers.held.${answer.held}`]) : undefined,
          ...row,
          messages,
          onSetAside: () => setAside(answer.questionId, transaction.id, row.name),
        })
      },
      used: (answer, saved) => {
        const [row] = saved
        if (!row) return
        used.current.set(row.id, { questionId: answer.questionId, step: actions.stepOf(row.id), closed: closeUsed(answer, row) })
        const { categoryId } = answer.change
        if (categoryId !== undefined) setOfferFor({ row, categoryId })
      },
      usedAsIs: (answer, transaction) => void closeUsed(answer, transaction),
    }
    // `lockOf` answers by `lockKey`, `rowOf` as the queue holds its rows then; `actions` is read as it is when an answer is used.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [byTransaction, closing, handledCount, mayChange, lockKey, categoryName, words, messages, close])
  useEffect(() => onView(view), [view, onView])
  return null
}
