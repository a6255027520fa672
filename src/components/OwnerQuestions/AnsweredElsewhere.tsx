import type { QuestionAnswer } from '../../core/questions/types'
import { formatDateTime } from '../../format/date'
import { isolate } from '../../format/isolate'
import type { OwnerQuestionsMessages } from '../../messages/questions/ownerQuestions'
import { useLocaleSettings } from '../../react/provider/provided'
import { IsolatedText } from '../shared/text/SentenceWithName'
import type { OwnerStep } from './steps'

/** What someone else answered to this step while it was on screen: shown, not a blank form to answer again. */
export function AnsweredElsewhere({
  answer,
  step,
  messages,
}: {
  answer: QuestionAnswer | undefined
  step: OwnerStep
  messages: OwnerQuestionsMessages
}) {
  const { locale } = useLocaleSettings()
  if (!answer) return null
  const when = formatDateTime(answer.at, locale)
  const choice = step.question.choices.find((candidate) => candidate.id === answer.choiceId)
  return (
    <div className="bk-alert" data-tone="success" data-answered>
      <p>{messages['ownerQuestions.answeredElsewhere']}</p>
      <ul className="bk-owner-questions__answer">
        <li>
          {answer.by ? (
            <IsolatedText text={messages['ownerQuestions.answeredBy'](isolate(answer.by), when)} />
          ) : (
            messages['ownerQuestions.answeredOn'](when)
          )}
        </li>
        {choice && <li>{messages['ownerQuestions.answerChoice'](choice.label)}</li>}
        {answer.dontKnow && <li>{messages['ownerQuestions.answerDontKnow']}</li>}
        {answer.note && <li dir="auto">{answer.note}</li>}
        {answer.attachment && (
          <li>
            <IsolatedText text={messages['ownerQuestions.answerReceipt'](isolate(answer.attachment.fileName))} />
          </li>
        )}
      </ul>
    </div>
  )
}
