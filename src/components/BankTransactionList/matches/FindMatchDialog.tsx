import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { BankTransaction, Invoice } from '../../../api/types'
import type { ReviewLine } from '../../../api/writes/bankTransactionItems'
import { payerWithoutMatch, wholeMatches, type InvoiceMatch, type InvoiceMatches } from '../../../core/queue/invoiceMatches'
import { formatDate } from '../../../format/date'
import { isolate } from '../../../format/isolate'
import { formatMoney, type MoneyFormat } from '../../../format/money'
import { findMatchMessages, type FindMatchMessages } from '../../../messages/queue/findMatch'
import { formatCount } from '../../../messages/messageSet'
import { formMessages } from '../../../messages/forms/form'
import { useLocaleSettings, useMessages } from '../../../react/provider/provided'
import { useModalDialog } from '../../shared/dialog/useModalDialog'
import { FormField } from '../../shared/form/FormField'
import type { OptionSource, PickerOption } from '../../../core/forms/optionSource'
import { IsolatedText } from '../../shared/text/SentenceWithName'
import { ErrorState } from '../../shared/root/states'
import { InvoiceChoiceItem, reasonText } from './InvoiceChoiceItem'
import { listChoices, orderedChoices } from '../../../core/queue/invoiceChoices'
import { MatchTotals } from './MatchTotals'
import {
  chooseMatch,
  EMPTY_DRAFT,
  invoiceName,
  readDraft,
  tickInvoice,
  typeAmount,
  untickInvoice,
  type MatchDraft,
} from '../../../core/queue/matchDraft'
import { rowName } from '../../../core/queue/view/queueFilter'
import { focusAfterSave } from '../review/focusAfterSave'

/** Props of the dialog that applies a deposit to the invoices it pays. */
export interface FindMatchDialogProps {
  /** The deposit: money in, in integer minor units. */
  transaction: BankTransaction
  /** The company's open invoices; `undefined` while they load (what the user chose meanwhile stays). */
  invoices: readonly Invoice[] | undefined
  loadError?: unknown
  onRetry?: () => void
  /** The deposit's likely matches, best first: listed first, each usable whole. */
  likely: InvoiceMatches
  /** The host's categories, for the difference's line; without them, `known` (those the synced records name). */
  categories: OptionSource | undefined
  known: readonly PickerOption[]
  /** The host's category for a card processor's fee: preselected for a payout's fee. */
  feeCategoryId?: string
  /** The lines that pay the invoices, and the difference on its category, adding up to the deposit. */
  onSave: (lines: readonly ReviewLine[]) => void
  onClose: () => void
}

/** How many likely matches the dialog offers whole; the rest of their invoices are in the list. */
const MOST_LIKELY = 3

/**
 * "Find match…": tick the invoices a deposit pays (a search narrows thousands), lower an amount to
 * pay part of one, put the difference on a category; Save is possible once the lines add up to the
 * deposit exactly. A native modal dialog: focus trapped, Escape closes it, the focus goes back.
 */
export function FindMatchDialog({
  transaction,
  invoices,
  loadError,
  onRetry,
  likely,
  categories,
  known,
  feeCategoryId,
  onSave,
  onClose,
}: FindMatchDialogProps) {
  const messages = useMessages(findMatchMessages)
  const form = useMessages(formMessages)
  const { locale, currency } = useLocaleSettings()
  const format = useMemo<MoneyFormat>(() => ({ locale, currency }), [locale, currency])
  const dialog = useModalDialog()
  // After "Save match" the next step is the next row: the focus goes there once the dialog has left
  // the page (after useModalDialog's own return, whose opener the saved row no longer shows).
  const saved = useRef(false)
  const { id: transactionId } = transaction
  useEffect(() => {
    const queue = dialog.current?.closest('.bk-transaction-list__keys') ?? null
    return () => {
      if (saved.current) focusAfterSave(queue, transactionId, true)
    }
  }, [dialog, transactionId])
  const category = useRef<HTMLSelectElement | HTMLInputElement>(null)
  const id = useId()
  // Opened on what the queue could not save alone: a payout less its fee filled in (its category
  // asked when the host named none), or the list searched for the customer the description names.
  const [draft, setDraft] = useState<MatchDraft>(() => {
    const [best, other] = wholeMatches(likely, transaction.amount)
    return best?.fee !== undefined && !other ? chooseMatch(EMPTY_DRAFT, best, format, feeCategoryId) : EMPTY_DRAFT
  })
  const [search, setSearch] = useState(() => payerWithoutMatch(likely, transaction.amount)?.name ?? '')
  const [tried, setTried] = useState(false)
  const deposit = transaction.amount
  const read = readDraft(draft, deposit, { messages, form, format })

  const ordered = useMemo(() => orderedChoices(invoices ?? [], likely), [invoices, likely])
  // A ticked invoice stays listed, with its amount, while the list reloads or no longer holds it.
  const choices = useMemo(() => {
    const listed = new Set(ordered.map((choice) => choice.invoice.id))
    const away = draft.lines.filter((line) => !listed.has(line.invoice.id)).map((line) => ({ invoice: line.invoice }))
    return away.length > 0 ? [...away, ...ordered] : ordered
  }, [ordered, draft.lines])
  const ticked = new Map(draft.lines.map((line) => [line.invoice.id, line]))
  const { shown, more } = listChoices(choices, search, new Set(ticked.keys()), format)

  const save = () => {
    if (read.lines) {
      saved.current = true
      return onSave(read.lines)
    }
    setTried(true)
    const invalid = dialog.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (invalid) invalid.focus()
    else category.current?.focus()
  }

  return (
    <dialog
      ref={dialog}
      className="bk-dialog bk-transaction-list__dialog bk-find-match"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <h2 id={`${id}-title`} className="bk-dialog__title">
        <IsolatedText
          text={messages['findMatch.title'](
            isolate(rowName(transaction)),
            formatMoney(deposit, format),
            formatDate(transaction.date, locale),
          )}
        />
      </h2>
      <p className="bk-field__hint">{messages['findMatch.intro']}</p>
      <FormField label={messages['findMatch.search']} hint={messages['findMatch.searchHint']}>
        {(control) => (
          <input
            className="bk-input"
            type="search"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            {...control}
          />
        )}
      </FormField>
      {likely.matches.length > 0 && (
        <LikelyMatches
          matches={likely.matches.slice(0, MOST_LIKELY)}
          messages={messages}
          format={format}
          onUse={(match) => setDraft((current) => chooseMatch(current, match, format, feeCategoryId))}
        />
      )}
      <fieldset className="bk-find-match__invoices">
        <legend className="bk-field__label">{messages['findMatch.invoices']}</legend>
        {loadError !== undefined ? (
          <ErrorState error={loadError} onRetry={onRetry} title={messages['findMatch.loadFailed']} />
        ) : (
          invoices === undefined && <p role="status">{messages['findMatch.loading']}</p>
        )}
        <ul>
          {shown.map((choice) => (
            <InvoiceChoiceItem
              key={choice.invoice.id}
              choice={choice}
              line={ticked.get(choice.invoice.id)}
              error={read.errors.get(choice.invoice.id)}
              messages={messages}
              format={format}
              onTick={(invoice, tick) =>
                setDraft((current) =>
                  tick ? tickInvoice(current, invoice, deposit, format, feeCategoryId) : untickInvoice(current, invoice.id),
                )
              }
              onAmount={(invoiceId, text) => setDraft((current) => typeAmount(current, invoiceId, text))}
            />
          ))}
        </ul>
        {invoices !== undefined && shown.length === 0 && (
          <p role="status">{messages[search.trim() === '' ? 'findMatch.noOpen' : 'findMatch.noneFound']}</p>
        )}
        {more > 0 && <p role="status">{messages['findMatch.more'](formatCount(more, locale), more)}</p>}
      </fieldset>
      <MatchTotals
        ref={category}
        deposit={deposit}
        draft={draft}
        read={read}
        tried={tried}
        categories={categories}
        known={known}
        messages={messages}
        format={format}
        onCategory={(categoryId) => setDraft((current) => ({ ...current, categoryId }))}
      />
      <div className="bk-dialog__actions">
        <button type="button" className="bk-button" onClick={onClose}>
          {messages['findMatch.cancel']}
        </button>
        <button type="button" className="bk-button" data-variant="primary" aria-disabled={!read.lines || undefined} onClick={save}>
          {messages['findMatch.save']}
        </button>
      </div>
    </dialog>
  )
}

interface LikelyMatchesProps {
  matches: readonly InvoiceMatch[]
  messages: FindMatchMessages
  format: MoneyFormat
  onUse: (match: InvoiceMatch) => void
}

/** The best matches, each with why and a button that fills the lines with it. */
function LikelyMatches({ matches, messages, format, onUse }: LikelyMatchesProps) {
  const id = useId()
  return (
    <section className="bk-find-match__likely" aria-labelledby={id}>
      <h3 id={id} className="bk-field__label">
        {messages['findMatch.likely']}
      </h3>
      <ul>
        {matches.map((match) => {
          const [first] = match.pays
          if (!first) return null
          const numbers = match.pays.map(({ invoice }) => invoiceName(invoice)).join(', ')
          const amount = formatMoney(
            match.pays.reduce((sum, line) => sum + line.amount, 0),
            format,
          )
          return (
            <li key={match.pays.map(({ invoice }) => invoice.id).join(' ')}>
              <span>
                <IsolatedText
                  text={messages['findMatch.matchPays'](
                    numbers,
                    isolate(first.invoice.customer?.name ?? ''),
                    amount,
                    reasonText(match.reason, first.invoice, messages),
                  )}
                />
              </span>
              <button
                type="button"
                className="bk-button"
                aria-label={messages['findMatch.useMatchLabel'](numbers)}
                onClick={() => onUse(match)}
              >
                {messages['findMatch.useMatch']}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
