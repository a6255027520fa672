import { Suspense, useId, useRef, useState, type FormEvent } from 'react'
import type { OwnerQuestion } from '../../core/questions/types'
import type { OwnerQuestionsMessages } from '../../messages/questions/ownerQuestions'
import { useUploadAttachment } from '../../react/provider/provided'
import type { PendingUpload } from '../shared/form/useAttachmentUploads'
import { answerOf, draftFor, draftProblem, type DraftAnswer, type DraftProblem } from './answerDraft'
import { ReceiptPart } from './laterParts'
import { useAnswerDraft } from './useAnswerDraft'

/** Props of one step's answer. */
export interface AnswerFormProps {
  companyId: string
  question: OwnerQuestion
  /** The transaction this answer is about; absent for a general request. */
  transactionId: string | undefined
  messages: OwnerQuestionsMessages
  /** Saves the answer (to the store); rejects when it could not. */
  send: (answer: DraftAnswer) => Promise<void>
  /** The answer is saved: the page moves on. */
  onSent: () => void
}

/**
 * The owner's answer to one step: the offered choices as buttons (pressed or not), "I don't know",
 * a note, and the receipt; sent with "Send answer". Everything given is kept in this browser as it
 * is given (useAnswerDraft), so a failed send keeps it all and offers Try again, and a reload
 * shows it again. Nothing here needs the service: a read-only token answers too.
 */
export function AnswerForm({ companyId, question, transactionId, messages, send, onSent }: AnswerFormProps) {
  const id = useId()
  const kept = useAnswerDraft(companyId, question, transactionId)
  const { restored, change, forget } = kept
  // As the question reads now: a choice the bookkeeper took away while the owner was answering is not sent (it would be refused).
  const draft = kept.draft && draftFor(question, kept.draft)
  const upload = useUploadAttachment()
  const [pending, setPending] = useState<readonly PendingUpload[]>([])
  const [problem, setProblem] = useState<DraftProblem>()
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState(false)
  const note = useRef<HTMLTextAreaElement>(null)
  const sendButton = useRef<HTMLButtonElement>(null)

  // Read back in a few milliseconds; until then nothing is offered that a key could be lost in.
  if (!draft) return <div className="bk-owner-questions__form" aria-busy="true" />

  const uploading = pending.some((entry) => entry.state === 'uploading')
  const noteLabel = draft.dontKnow
    ? messages['ownerQuestions.noteDontKnow']
    : question.choices.length === 0
      ? messages['ownerQuestions.noteAnswer']
      : messages['ownerQuestions.note']

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (sending) return
    const found = draftProblem(draft, { uploading })
    setProblem(found)
    if (found === 'empty') {
      note.current?.focus()
      return
    }
    if (found) return
    setSending(true)
    setFailed(false)
    try {
      await send(answerOf(draft, transactionId))
    } catch {
      setFailed(true)
      setSending(false)
      // The alert takes its place beside the button; the focus stays on the button, in view.
      sendButton.current?.focus()
      return
    }
    forget()
    onSent()
  }

  const describedBy = [`${id}-hint`, problem === 'empty' ? `${id}-problem` : ''].filter(Boolean).join(' ')
  return (
    <form className="bk-owner-questions__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={sending || undefined}>
      {restored && (
        <p className="bk-alert" data-restored>
          {messages['ownerQuestions.draftRestored']}
        </p>
      )}
      {/* Offered choices are a named group with "I don't know"; without any, "I don't know" stands alone. */}
      <div
        className="bk-owner-questions__choices"
        role={question.choices.length > 0 ? 'group' : undefined}
        aria-labelledby={question.choices.length > 0 ? `${id}-choices` : undefined}
      >
        {question.choices.length > 0 && (
          <span id={`${id}-choices`} className="bk-field__label">
            {messages['ownerQuestions.choices']}
          </span>
        )}
        {question.choices.map((choice) => {
          const pressed = !draft.dontKnow && draft.choiceId === choice.id
          return (
            <button
              key={choice.id}
              type="button"
              className="bk-button"
              aria-pressed={pressed}
              data-choice={choice.id}
              onClick={() => {
                change({ choiceId: pressed ? undefined : choice.id, dontKnow: false })
                setProblem(undefined)
              }}
            >
              {choice.label}
            </button>
          )
        })}
        <button
          type="button"
          className="bk-button"
          aria-pressed={draft.dontKnow}
          data-choice="dontKnow"
          onClick={() => {
            change({ dontKnow: !draft.dontKnow, choiceId: undefined })
            setProblem(undefined)
          }}
        >
          {messages['ownerQuestions.dontKnow']}
        </button>
      </div>
      <div className="bk-field" data-invalid={problem === 'empty' || undefined}>
        <label className="bk-field__label" htmlFor={`${id}-note`}>
          {noteLabel}
        </label>
        <textarea
          ref={note}
          id={`${id}-note`}
          className="bk-textarea"
          value={draft.note}
          rows={3}
          aria-invalid={problem === 'empty' || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            change({ note: event.target.value })
            if (problem === 'empty' && event.target.value.trim() !== '') setProblem(undefined)
          }}
        />
        <span id={`${id}-hint`} className="bk-field__hint">
          {messages['ownerQuestions.noteHint']}
        </span>
        {problem === 'empty' && (
          <span id={`${id}-problem`} className="bk-field__error">
            {messages['ownerQuestions.empty']}
          </span>
        )}
      </div>
      <Suspense fallback={null}>
        <ReceiptPart.Component
          messages={messages}
          upload={upload}
          attachment={draft.attachment}
          pending={pending}
          setPending={setPending}
          needed={question.receiptNeeded}
          onUploaded={(attachment) => {
            change({ attachment })
            setProblem(undefined)
          }}
          onRemove={() => change({ attachment: undefined })}
        />
      </Suspense>
      <div className="bk-owner-questions__actions">
        <button ref={sendButton} type="submit" className="bk-button" data-variant="primary" aria-disabled={sending || undefined}>
          {sending ? messages['ownerQuestions.sending'] : messages['ownerQuestions.send']}
        </button>
      </div>
      <div role="alert" className="bk-owner-questions__alerts">
        {problem === 'uploading' && <p className="bk-alert">{messages['ownerQuestions.waitForUpload']}</p>}
        {failed && (
          <div className="bk-alert" data-tone="danger" data-failed>
            <p>{messages['ownerQuestions.failed'](messages['ownerQuestions.failedReason'])}</p>
            <button type="button" className="bk-button" onClick={() => void submit()}>
              {messages['ownerQuestions.retry']}
            </button>
          </div>
        )}
      </div>
    </form>
  )
}
