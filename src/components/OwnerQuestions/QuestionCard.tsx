import { Suspense, useEffect, useId, useRef } from 'react'
import { answerInForce, subjectState } from '../../core/questions/state'
import { formatDate } from '../../format/date'
import { formatMonth } from '../../format/period'
import { isolate } from '../../format/isolate'
import { formatCount } from '../../messages/messageSet'
import type { OwnerQuestionsMessages } from '../../messages/questions/ownerQuestions'
import { useLocaleSettings } from '../../react/provider/provided'
import { Heading } from '../shared/root/heading'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { AnswerForm } from './AnswerForm'
import { AnsweredPart } from './laterParts'
import type { DraftAnswer } from './answerDraft'
import { partOf, type OwnerStep } from './steps'
import { TransactionFacts } from './TransactionFacts'
import { useSyncedTransaction } from './useSyncedTransaction'

/** Props of the card of one step. */
export interface QuestionCardProps {
  companyId: string
  step: OwnerStep
  /** Still waiting for the owner; `false`: answered since it was shown (another tab, another owner). */
  waiting: boolean
  messages: OwnerQuestionsMessages
  /** The step's place among those waiting, for Back, Skip and "2 of 5"; absent once it is answered. */
  place: { at: number; of: number } | undefined
  /** The card takes the focus on its question when it is shown (after an answer, Back or Skip, never on the page's first load). */
  takeFocus: boolean
  send: (answer: DraftAnswer) => Promise<void>
  onSent: () => void
  onMove: (by: -1 | 1) => void
}

/**
 * One step: the bookkeeper's question, the transaction as the bank shows it (or a month's receipts,
 * one transaction at a time), and the owner's answer; or, when someone else answered it while it
 * was on screen, their answer instead of a blank form. Back, Skip and the step's place below it.
 */
export function QuestionCard({ companyId, step, waiting, messages, place, takeFocus, send, onSent, onMove }: QuestionCardProps) {
  const { locale } = useLocaleSettings()
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const { question, subject } = step
  const synced = useSyncedTransaction(subject?.transactionId)
  const part = partOf(step)
  const count = (n: number) => formatCount(n, locale)

  useEffect(() => {
    if (!takeFocus || !heading.current) return
    heading.current.focus({ preventScroll: true })
    // jsdom lays nothing out and has no scrollIntoView.
    heading.current.scrollIntoView?.({ block: 'nearest' })
  }, [takeFocus])

  const asked = formatDate(question.askedAt.slice(0, 10), locale)
  return (
    <article className="bk-owner-questions__card" aria-labelledby={headingId} data-kind={question.kind} data-step={step.key}>
      {part && question.month && (
        <p className="bk-owner-questions__meta">
          {messages['ownerQuestions.receiptsOf'](formatMonth(question.month, locale), count(part.at), count(part.of))}
        </p>
      )}
      <Heading below={1} id={headingId} ref={heading} tabIndex={-1} className="bk-owner-questions__question" dir="auto">
        {question.text}
      </Heading>
      <p className="bk-owner-questions__meta">
        {question.askedBy ? (
          <IsolatedText text={messages['ownerQuestions.askedBy'](isolate(question.askedBy), asked)} />
        ) : (
          messages['ownerQuestions.askedOn'](asked)
        )}
      </p>
      {subject && (
        <TransactionFacts
          subject={subject}
          messages={messages}
          state={synced.known ? subjectState(subject, synced.transaction) : 'same'}
          accountName={
            synced.known ? (synced.transaction?.bankAccount?.displayName ?? synced.transaction?.bankAccount?.name ?? undefined) : undefined
          }
        />
      )}
      {waiting ? (
        <AnswerForm
          companyId={companyId}
          question={question}
          transactionId={subject?.transactionId}
          messages={messages}
          send={send}
          onSent={onSent}
        />
      ) : (
        <Suspense fallback={null}>
          <AnsweredPart.Component answer={answerInForce(question, subject?.transactionId)} step={step} messages={messages} />
        </Suspense>
      )}
      <nav className="bk-owner-questions__nav" aria-label={messages['ownerQuestions.moveBetween']}>
        {place && place.of > 1 && (
          <button type="button" className="bk-button" onClick={() => onMove(-1)}>
            {messages['ownerQuestions.back']}
          </button>
        )}
        {place && <span className="bk-owner-questions__step">{messages['ownerQuestions.step'](count(place.at), count(place.of))}</span>}
        {(!place || place.of > 1) && (
          <button type="button" className="bk-button" onClick={() => onMove(1)}>
            {waiting ? messages['ownerQuestions.skip'] : messages['ownerQuestions.next']}
          </button>
        )}
      </nav>
    </article>
  )
}
