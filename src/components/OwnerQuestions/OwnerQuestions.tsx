import { useEffect, useId, useRef, useState } from 'react'
import { questionsKey } from '../../core/store/store'
import type { OwnerQuestion } from '../../core/questions/types'
import { formatMoney } from '../../format/money'
import { isolate } from '../../format/isolate'
import { formatCount } from '../../messages/messageSet'
import { ownerQuestionsMessages, type OwnerQuestionsMessages } from '../../messages/questions/ownerQuestions'
import { useBookkeepingContext } from '../../react/provider/context'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import { useOwnerQuestions } from '../../react/questions/ownerQuestions'
import { ComponentRoot, type CommonComponentProps } from '../shared/root/ComponentRoot'
import { Heading } from '../shared/root/heading'
import { useLandmarkName, type LandmarkProps } from '../shared/root/landmark'
import { EmptyState, ErrorState, LoadingState } from '../shared/root/states'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/root/useLoadCallbacks'
import { ClampedText } from '../shared/cells'
import { AnsweredPart, ReceiptPart } from './laterParts'
import { QuestionCard } from './QuestionCard'
import { ownerSteps, stepOf, type OwnerStep } from './steps'
import { isMoneyOut } from './TransactionFacts'

/** Props of `<OwnerQuestions>`. */
export interface OwnerQuestionsProps extends CommonComponentProps, LandmarkProps, LoadCallbacks {
  /** The company whose questions the owner answers; default: the one the page's synced bank transactions name, else `default` (see `useOwnerQuestions`). */
  companyId?: string
  /** After each answer is saved, with the question as it was when answered. */
  onAnswered?: (question: OwnerQuestion) => void
}

/**
 * The business owner's side of the bookkeeper's questions: how many wait, and one at a time (the
 * transaction as the bank shows it, the choices offered, a note, a receipt by photo or file, or "I
 * don't know"), each answer saved as it is sent, in the provider's `store` (a read-only token
 * answers too). Whatever the owner gives is kept in this browser until it is sent. On a wide
 * container the waiting questions are listed beside the card.
 */
export function OwnerQuestions({
  className,
  onError,
  headingLevel,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  ...props
}: OwnerQuestionsProps) {
  const root = { className, onError, headingLevel, 'aria-label': label, 'aria-labelledby': labelledBy }
  return (
    <ComponentRoot name="OwnerQuestions" {...root}>
      <QuestionsBody {...props} />
    </ComponentRoot>
  )
}

function QuestionsBody({ companyId, onAnswered, onLoadStart, onLoadError }: Omit<OwnerQuestionsProps, keyof CommonComponentProps>) {
  const messages = useMessages(ownerQuestionsMessages)
  const { locale } = useLocaleSettings()
  const { queryClient, keys } = useBookkeepingContext()
  const titleId = useId()
  const landmarkName = useLandmarkName(titleId)
  const questions = useOwnerQuestions({ companyId })
  // The card's later parts load now, while the questions are read, so a card never waits for them;
  // a failure is left to the part's own attempt when a card draws it.
  useEffect(() => {
    for (const part of [ReceiptPart, AnsweredPart]) part.preload().catch(() => undefined)
  }, [])
  useLoadCallbacks({ fetching: questions.status === 'loading', error: questions.error }, { onLoadStart, onLoadError })
  // The step on screen, by key: it stays when the record is read again, even once answered elsewhere.
  const [currentKey, setCurrentKey] = useState<string>()
  // Moved by the owner (an answer sent, Back, Skip, the list): the card then takes the focus.
  const [moved, setMoved] = useState(false)
  const [finished, setFinished] = useState(false)
  const title = useRef<HTMLHeadingElement>(null)

  if (questions.status === 'error') {
    const retry = () => void queryClient.refetchQueries({ queryKey: keys.stored(questionsKey(questions.companyId)) })
    return <ErrorState error={questions.error} onRetry={retry} />
  }
  if (questions.status === 'loading') return <LoadingState rows={4} columns={2} label={messages['ownerQuestions.loading']} />

  const steps = ownerSteps(questions.questions)
  const waitingAt = currentKey === undefined ? -1 : steps.findIndex((step) => step.key === currentKey)
  // Answered since it was shown (another tab): kept on screen with that answer until the owner moves on.
  const answeredStep = waitingAt === -1 && currentKey !== undefined ? stepOf(questions.questions, currentKey) : undefined
  const shownAnswered = answeredStep && answeredStep.question.answers.length > 0 ? answeredStep : undefined
  const at = waitingAt !== -1 ? waitingAt : shownAnswered ? -1 : 0
  const step: OwnerStep | undefined = shownAnswered ?? steps[at]
  // The step shown is pinned (the first, or the first again once the one shown was withdrawn), as a
  // step the owner moved to is: answered in another tab meanwhile, it stays with that answer.
  if (step && step.key !== currentKey) setCurrentKey(step.key)

  const show = (key: string | undefined) => {
    setCurrentKey(key)
    setMoved(true)
  }
  const move = (by: -1 | 1) => {
    if (steps.length === 0) return show(undefined)
    // From an answered step (no longer among the waiting), on to the first still waiting.
    const next = at === -1 ? 0 : (at + by + steps.length) % steps.length
    show(steps[next]!.key)
  }
  const sent = (answered: OwnerStep) => {
    onAnswered?.(answered.question)
    // The next waiting step after this one, in the order shown; none left: the thanks, with the focus on the title.
    const rest = steps.filter((candidate) => candidate.key !== answered.key)
    const next = rest[Math.min(Math.max(at, 0), rest.length - 1)]
    if (next) return show(next.key)
    setCurrentKey(undefined)
    setFinished(true)
    title.current?.focus()
  }

  const count = questions.open
  return (
    <section className="bk-owner-questions" {...landmarkName} data-state={step ? 'asking' : 'empty'}>
      <Heading id={titleId} ref={title} tabIndex={-1} className="bk-owner-questions__title">
        {count > 0 ? messages['ownerQuestions.waiting'](count, formatCount(count, locale)) : messages['ownerQuestions.title']}
      </Heading>
      <p role="status" className="bk-owner-questions__status">
        {finished && !step ? messages['ownerQuestions.allAnswered'] : ''}
      </p>
      {!step ? (
        !finished && (
          <EmptyState title={messages['ownerQuestions.none']}>
            <p>{messages['ownerQuestions.noneHint']}</p>
          </EmptyState>
        )
      ) : (
        <div className="bk-owner-questions__layout" data-list={steps.length > 1 || undefined}>
          {steps.length > 1 && <StepList steps={steps} current={step.key} messages={messages} onSelect={show} />}
          <QuestionCard
            key={step.key}
            companyId={questions.companyId}
            step={step}
            waiting={step !== shownAnswered}
            messages={messages}
            place={at === -1 ? undefined : { at: at + 1, of: steps.length }}
            takeFocus={moved}
            send={(answer) => questions.answer(step.question.id, answer)}
            onSent={() => sent(step)}
            onMove={move}
          />
        </div>
      )}
    </section>
  )
}

/** The waiting steps, beside the card on a wide container (folded away on a phone, where Back and Skip move through them). */
function StepList({
  steps,
  current,
  messages,
  onSelect,
}: {
  steps: readonly OwnerStep[]
  current: string
  messages: OwnerQuestionsMessages
  onSelect: (key: string) => void
}) {
  const settings = useLocaleSettings()
  const listId = useId()
  return (
    <nav className="bk-owner-questions__list" aria-labelledby={listId}>
      <Heading below={1} id={listId} className="bk-owner-questions__list-title">
        {messages['ownerQuestions.list']}
      </Heading>
      <ol>
        {steps.map(({ key, question, subject }) => {
          const amount = subject ? formatMoney(Math.abs(subject.amount), settings) : ''
          const text = subject
            ? messages['ownerQuestions.listItem'](
                isolate(subject.description),
                isMoneyOut(subject) ? messages['ownerQuestions.moneyOut'](amount) : messages['ownerQuestions.moneyIn'](amount),
              )
            : question.text
          return (
            <li key={key}>
              <button type="button" className="bk-button" aria-current={key === current ? 'step' : undefined} onClick={() => onSelect(key)}>
                <ClampedText text={text} />
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
