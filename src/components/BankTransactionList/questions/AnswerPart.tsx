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
import { rowAnswer, seenBefore, type AnswerWords, type RowAnswer } from '../../../core/queue/review/answerSuggestion'
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
  onView: (view: QueueAnswersView) => void
}

export function QueueAnswers({ set, companyId, lockOf, lockKey, mayChange, actions, rules, categoryName, onView }: QueueAnswersProps) {
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
  // Each row whose answer was used here, the undo step of that save, and its question's close on its way: an undo of
  // that step opens the question again after the close (an undo of a later change to the row leaves it closed).
  const used = useRef(new Map<string, { questionId: string; step: UndoableAction | undefined; closed: Promise<unknown> }>())
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
      if (!question || closing.has(question.id) || !mayChange || lockOf(transaction)) return undefined
      return rowAnswer(question, transaction.id, transaction, categoryName, words)
    }
    const setAside = (questionId: string, name: string) => {
      mark(questionId, true)
      close(questionId, 'dismissed').then(
        () => actions.announce({ kind: 'said', text: messages['queueAnswers.setAsideDone'](name), tone: 'success' }),
        () => {
          mark(questionId, false)
          actions.announce({ kind: 'said', text: messages['queueAnswers.setAsideFailed'](name), tone: 'danger' })
        },
      )
    }
    /** Closes an answer's question as used; said when the store refused (the answer is offered again then). */
    const closeUsed = (answer: NonNullable<QueueSuggestion['answer']>, row: BankTransaction | undefined): Promise<unknown> => {
      mark(answer.questionId, true)
      const closed = close(answer.questionId, 'used')
      closed.catch(() => {
        mark(answer.questionId, false)
        const name = isolate(row?.description || row?.id || '')
        actions.announce({ kind: 'said', text: messages['queueAnswers.closeFailed'](name), tone: 'warning' })
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
          onSetAside: () => setAside(answer.questionId, row.name),
        })
      },
      used: (answer, saved) => {
        const [row] = saved
        if (!row) return
        used.current.set(row.id, { questionId: answer.questionId, step: actions.stepOf(row.id), closed: closeUsed(answer, row) })
        const { categoryId } = answer.change
        if (categoryId !== undefined) setOfferFor({ row, categoryId })
      },
      usedAsIs: (answer) => void closeUsed(answer, undefined),
    }
    // `lockOf` answers by `lockKey`; `actions` is read as it is when an answer is used.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [byTransaction, closing, mayChange, lockKey, categoryName, words, messages, close, companyId])
  useEffect(() => onView(view), [view, onView])
  return null
}
