import { useId, useRef, useState } from 'react'
import type { BankTransaction } from '../../../api/types'
import type { OptionSource } from '../../../core/forms/optionSource'
import type { QuestionChoice, QuestionTemplate } from '../../../core/questions/types'
import { formatCount } from '../../../messages/messageSet'
import { bankTransactionListDialogMessages } from '../../../messages/queue/bankTransactionListDialogs'
import { useLocaleSettings, useMessages } from '../../../react/provider/provided'
import { ClampedText, DateText, Money } from '../../shared/cells'
import { useModalDialog } from '../../shared/dialog/useModalDialog'
import { OptionPicker } from '../../shared/pickers/OptionPicker'

/** What the bookkeeper asks, as the dialog sends it. */
export interface AskDraft {
  /** Trimmed, never empty. */
  text: string
  template?: QuestionTemplate
  choices: QuestionChoice[]
  receiptNeeded: boolean
}

/** Props of "Ask the owner…", shared by the queue and the editor. */
export interface AskOwnerDialogProps {
  /** The transactions asked about; none: a general request (no choices). */
  rows: readonly BankTransaction[]
  /** A row whose question still waits for the owner: said "already asked", and not asked twice. */
  alreadyAsked: (transaction: BankTransaction) => boolean
  /** The categories to offer as choices, searchable as the category picker is. */
  categories: OptionSource | undefined
  categoryName: (id: string) => string | undefined
  /** A row's name in a sentence (marked by `isolate()`). */
  rowName: (transaction: BankTransaction) => string
  /** Saves the question; a rejection is shown, and nothing typed is lost. */
  onSend: (draft: AskDraft) => Promise<void>
  onClose: () => void
}

const TEMPLATES: readonly QuestionTemplate[] = ['whatFor', 'receipt', 'businessOrPersonal']
const PERSONAL = 'personal'

/**
 * "Ask the owner…": quick templates that fill the question and its choices, the question (required:
 * Send without it names the field and keeps the rest), the categories to offer and "Personal" (with
 * the category it books to, if the bookkeeper names one), and whether a receipt is needed. About many
 * rows it asks one question per row; a row already asked is said so and left out.
 */
export function AskOwnerDialog({ rows, alreadyAsked, categories, categoryName, rowName, onSend, onClose }: AskOwnerDialogProps) {
  const messages = useMessages(bankTransactionListDialogMessages)
  const { locale } = useLocaleSettings()
  const dialog = useModalDialog()
  const id = useId()
  const textField = useRef<HTMLTextAreaElement>(null)
  const [text, setText] = useState('')
  const [template, setTemplate] = useState<QuestionTemplate>()
  const [categoryIds, setCategoryIds] = useState<readonly string[]>([])
  const [adding, setAdding] = useState('')
  const [personal, setPersonal] = useState(false)
  const [personalCategory, setPersonalCategory] = useState('')
  const [receiptNeeded, setReceiptNeeded] = useState(false)
  const [tried, setTried] = useState(false)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string>()

  const general = rows.length === 0
  const asked = rows.filter(alreadyAsked)
  const nothingToAsk = !general && asked.length === rows.length
  const missing = tried && text.trim() === ''
  const nameOf = (categoryId: string) => categoryName(categoryId) ?? categoryId
  const title = general
    ? messages['bankTransactionList.ask.title.general']
    : rows.length === 1
      ? messages['bankTransactionList.ask.title.row'](rowName(rows[0]!))
      : messages['bankTransactionList.ask.title.rows'](formatCount(rows.length, locale))

  const applyTemplate = (chosen: QuestionTemplate) => {
    setTemplate(chosen)
    setText(messages[`bankTransactionList.ask.templateText.${chosen}`])
    setReceiptNeeded(chosen === 'receipt')
    // "Business or personal?" offers "Personal" beside the categories already chosen.
    if (chosen === 'businessOrPersonal') setPersonal(true)
  }

  const choices = (): QuestionChoice[] => [
    ...categoryIds.map((categoryId) => ({ id: `category:${categoryId}`, label: nameOf(categoryId), categoryId })),
    ...(personal
      ? [
          {
            id: PERSONAL,
            label: messages['bankTransactionList.ask.personal'],
            ...(personalCategory !== '' && { categoryId: personalCategory }),
          },
        ]
      : []),
  ]

  const send = async () => {
    if (sending || nothingToAsk) return
    if (text.trim() === '') {
      setTried(true)
      textField.current?.focus()
      return
    }
    setSending(true)
    setFailure(undefined)
    try {
      await onSend({ text: text.trim(), ...(template && { template }), choices: general ? [] : choices(), receiptNeeded })
    } catch (error) {
      // Everything typed stays in the dialog: the user sends again.
      setFailure(error instanceof Error ? error.message : String(error))
      setSending(false)
    }
  }

  return (
    <dialog
      ref={dialog}
      className="bk-dialog bk-transaction-list__dialog bk-ask-owner"
      data-size="form"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <h2 id={`${id}-title`} className="bk-dialog__title">
        {title}
      </h2>
      {!general && (
        <ul className="bk-ask-owner__rows" aria-label={messages['bankTransactionList.ask.transactions']}>
          {rows.map((transaction) => (
            <li key={transaction.id} className="bk-ask-owner__row" data-asked={alreadyAsked(transaction) || undefined}>
              <DateText date={transaction.date} />
              <ClampedText text={transaction.description || transaction.displayName || transaction.id} />
              <Money minor={transaction.amount} />
            </li>
          ))}
        </ul>
      )}
      {asked.length > 0 && (
        <p className="bk-field__hint bk-ask-owner__asked">
          {nothingToAsk
            ? messages['bankTransactionList.ask.allAsked']
            : messages['bankTransactionList.ask.alreadyAsked'](asked.map(rowName).join(', '))}
        </p>
      )}
      {!general && (
        <div className="bk-toolbar" role="group" aria-label={messages['bankTransactionList.ask.templates']}>
          {TEMPLATES.map((value) => (
            <button key={value} type="button" className="bk-button" aria-pressed={template === value} onClick={() => applyTemplate(value)}>
              {messages[`bankTransactionList.ask.template.${value}`]}
            </button>
          ))}
        </div>
      )}
      <div className="bk-field">
        <label className="bk-field__label" htmlFor={`${id}-text`}>
          {messages['bankTransactionList.ask.text']}
        </label>
        <textarea
          ref={textField}
          id={`${id}-text`}
          className="bk-textarea"
          rows={3}
          value={text}
          required
          aria-invalid={missing || undefined}
          aria-describedby={`${missing ? `${id}-error ` : ''}${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        {missing && (
          <p id={`${id}-error`} className="bk-field__error">
            {messages['bankTransactionList.ask.textRequired']}
          </p>
        )}
        <p id={`${id}-hint`} className="bk-field__hint">
          {messages[general ? 'bankTransactionList.ask.textHint.general' : 'bankTransactionList.ask.textHint']}
        </p>
      </div>
      {!general && (
        <fieldset className="bk-field bk-ask-owner__choices" aria-describedby={`${id}-choices-hint`}>
          <legend className="bk-field__label">{messages['bankTransactionList.ask.choices']}</legend>
          <p id={`${id}-choices-hint`} className="bk-field__hint">
            {messages['bankTransactionList.ask.choicesHint']}
          </p>
          {categoryIds.length > 0 && (
            <ul className="bk-ask-owner__chosen">
              {categoryIds.map((categoryId) => (
                <li key={categoryId}>
                  <bdi>{nameOf(categoryId)}</bdi>{' '}
                  <button
                    type="button"
                    className="bk-button"
                    data-variant="ghost"
                    aria-label={messages['bankTransactionList.ask.removeChoice'](nameOf(categoryId))}
                    onClick={() => setCategoryIds(categoryIds.filter((kept) => kept !== categoryId))}
                  >
                    {messages['bankTransactionList.ask.remove']}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <label className="bk-field__label" htmlFor={`${id}-add`}>
            {messages['bankTransactionList.ask.addCategory']}
          </label>
          <OptionPicker
            id={`${id}-add`}
            label={messages['bankTransactionList.ask.addCategory']}
            source={categories}
            value={adding}
            noneLabel={messages['bankTransactionList.ask.chooseCategory']}
            onChange={(categoryId) => {
              // Added at once: the picker is ready for the next.
              if (categoryId !== '' && !categoryIds.includes(categoryId)) setCategoryIds([...categoryIds, categoryId])
              setAdding('')
            }}
          />
          <label className="bk-ask-owner__check">
            <input type="checkbox" checked={personal} onChange={(event) => setPersonal(event.target.checked)} />{' '}
            {messages['bankTransactionList.ask.offerPersonal']}
          </label>
          {personal && (
            <>
              <label className="bk-field__label" htmlFor={`${id}-personal`}>
                {messages['bankTransactionList.ask.personalCategory']}
              </label>
              <OptionPicker
                id={`${id}-personal`}
                label={messages['bankTransactionList.ask.personalCategory']}
                source={categories}
                value={personalCategory}
                noneLabel={messages['bankTransactionList.ask.personalNone']}
                onChange={setPersonalCategory}
              />
            </>
          )}
        </fieldset>
      )}
      <label className="bk-ask-owner__check">
        <input type="checkbox" checked={receiptNeeded} onChange={(event) => setReceiptNeeded(event.target.checked)} />{' '}
        {messages['bankTransactionList.ask.receiptNeeded']}
      </label>
      {failure !== undefined && (
        <p role="alert" className="bk-alert" data-tone="danger">
          {messages['bankTransactionList.ask.failed'](failure)}
        </p>
      )}
      <div className="bk-dialog__actions">
        <button type="button" className="bk-button" onClick={onClose}>
          {messages['bankTransactionList.ask.cancel']}
        </button>
        <button
          type="button"
          className="bk-button"
          data-variant="primary"
          aria-disabled={sending || nothingToAsk}
          onClick={() => void send()}
        >
          {messages[sending ? 'bankTransactionList.ask.sending' : 'bankTransactionList.ask.send']}
        </button>
      </div>
    </dialog>
  )
}
