import type { SubjectState, QuestionSubject } from '../../core/questions/types'
import { formatMoney } from '../../format/money'
import type { OwnerQuestionsMessages } from '../../messages/questions/ownerQuestions'
import { useLocaleSettings } from '../../react/provider/provided'
import { ClampedText, DateText } from '../shared/cells'

/** Money out or in: the type the service gave, else the sign (an import's money out is negative). */
export const isMoneyOut = (subject: QuestionSubject) => (subject.type === undefined ? subject.amount < 0 : subject.type === 'EXPENSE')

/**
 * The transaction as the owner's bank shows it, as it was when asked: its description, date, the
 * amount said as money out or in (never a bare sign, which reads differently at every bank), and
 * the account when it is known. A transaction removed or changed since is said in plain words.
 */
export function TransactionFacts({
  subject,
  accountName,
  state,
  messages,
}: {
  subject: QuestionSubject
  /** The account's name, when the page knows it. */
  accountName: string | undefined
  state: SubjectState
  messages: OwnerQuestionsMessages
}) {
  const settings = useLocaleSettings()
  const amount = formatMoney(Math.abs(subject.amount), settings)
  return (
    <div className="bk-owner-questions__facts" role="group" aria-label={messages['ownerQuestions.transaction']}>
      <dl className="bk-owner-questions__fact-list">
        <div data-fact="description">
          <dt>{messages['ownerQuestions.description']}</dt>
          <dd>
            <ClampedText text={subject.description} />
          </dd>
        </div>
        <div data-fact="date">
          <dt>{messages['ownerQuestions.date']}</dt>
          <dd>
            <DateText date={subject.date} />
          </dd>
        </div>
        <div data-fact="amount">
          <dt>{messages['ownerQuestions.amount']}</dt>
          <dd className="bk-money" data-direction={isMoneyOut(subject) ? 'out' : 'in'}>
            {isMoneyOut(subject) ? messages['ownerQuestions.moneyOut'](amount) : messages['ownerQuestions.moneyIn'](amount)}
          </dd>
        </div>
        {accountName !== undefined && (
          <div data-fact="account">
            <dt>{messages['ownerQuestions.account']}</dt>
            <dd>
              <ClampedText text={accountName} />
            </dd>
          </div>
        )}
      </dl>
      {state !== 'same' && (
        <p className="bk-alert" data-tone="warning" data-subject-state={state}>
          {state === 'deleted' ? messages['ownerQuestions.deleted'] : messages['ownerQuestions.changed']}
        </p>
      )}
    </div>
  )
}
