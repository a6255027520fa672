import type { QueueAnswersMessages } from '../../../messages/queue/queueAnswers'
import { IsolatedText } from '../../shared/text/SentenceWithName'
import { focusRow } from '../review/focusRow'

/**
 * A row's answer beside its description (drawn as the receipts on their way to it are): a held answer and why Enter does not take it ("Owner:
 * Personal (changed since you asked)"), one line cut at a narrow width and whole in its tooltip; and
 * on the current row "Set aside", which closes the question (the focus stays on the row).
 */
export function AnswerNote({
  text,
  name,
  tabIndex,
  current,
  messages,
  onSetAside,
}: {
  /** The held answer and why, marked by `isolate()`; none for an answer offered as a suggestion. */
  text: string | undefined
  name: string
  tabIndex: number
  current: boolean
  messages: QueueAnswersMessages
  onSetAside: () => void
}) {
  return (
    // A click here never also opens the row (rows/SelectCell's keepInCell, not imported: the rows' chunk stays whole).
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only stops a click from also opening the row
    <span className="bk-row-receipt" data-state="answer" onClick={(event) => event.stopPropagation()}>
      {text !== undefined && (
        <span className="bk-row-receipt__text" title={text}>
          <IsolatedText text={text} />
        </span>
      )}{' '}
      {current && (
        <button
          type="button"
          className="bk-button"
          data-variant="ghost"
          tabIndex={tabIndex}
          aria-label={messages['queueAnswers.setAsideLabel'](name)}
          onClick={(event) => {
            // The button leaves with the answer: the focus stays with its row, never the page.
            focusRow(event.currentTarget, [event.currentTarget.closest<HTMLElement>('[data-id]')?.dataset.id ?? null])
            onSetAside()
          }}
        >
          {messages['queueAnswers.setAside']}
        </button>
      )}
    </span>
  )
}
