import { useEffect, useState } from 'react'
import type { BankTransaction } from '../../../api/types'
import type { AskInput } from '../../../core/questions/changes'
import { receiptRequests, type ReceiptRequest } from '../../../core/questions/receipts'
import type { QuestionsRecord } from '../../../core/questions/types'
import { formatSignedMonth } from '../../../format/dayOf'
import { localToday } from '../../../format/localToday'
import { formatMoney } from '../../../format/money'
import { formatCount } from '../../../messages/messageSet'
import type { BankTransactionListDialogMessages } from '../../../messages/queue/bankTransactionListDialogs'
import { useLocaleSettings } from '../../../react/provider/provided'
import { whenIdle } from '../../../react/provider/idle'

interface ReceiptRequestsOfferProps {
  transactions: readonly BankTransaction[]
  record: QuestionsRecord
  /** Minor units: purchases of at least this much without a receipt are offered. */
  threshold: number
  messages: BankTransactionListDialogMessages
  /** Asks the month's request (one `receipts` question); throws when it was not saved. */
  onAsk: (input: AskInput, month: string) => Promise<void>
}

/** How long the set stays as it is before the purchases are walked again. */
const QUIET_MS = 1_000

/**
 * The requests found in `transactions`, once the set has stayed as it is for a second and the
 * browser is idle: finding them walks every transaction (tens of milliseconds at 100,000), and rows
 * reviewed one after another change the set at every Enter; an offer below the rows can wait for a pause.
 */
function useQuietRequests(transactions: readonly BankTransaction[], record: QuestionsRecord, threshold: number): readonly ReceiptRequest[] {
  const [requests, setRequests] = useState<readonly ReceiptRequest[]>([])
  useEffect(() => {
    let cancelIdle: (() => void) | undefined
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => setRequests(receiptRequests(transactions, record, { threshold, today: localToday() })))
    }, QUIET_MS)
    return () => {
      clearTimeout(timer)
      cancelIdle?.()
    }
  }, [transactions, record, threshold])
  return requests
}

/**
 * "Receipt requests found for you": per month, the purchases of at least the host's threshold with no
 * receipt, offered as one request to the owner, a month at a time (the oldest first, as months are
 * closed; a line a month would push the rows down and be as many stops for the keyboard). A month
 * asked leaves (its transactions are in a question: never offered again); a month set aside with
 * "Not now" stays away while the queue is open, and the next month is offered.
 */
export function ReceiptRequestsOffer({ transactions, record, threshold, messages, onAsk }: ReceiptRequestsOfferProps) {
  const { locale, currency } = useLocaleSettings()
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set())
  const [sending, setSending] = useState<string>()
  const [failed, setFailed] = useState<{ month: string; reason: string }>()
  const requests = useQuietRequests(transactions, record, threshold)
  const shown = requests.filter((request) => !dismissed.has(request.month))
  if (shown.length === 0) return null
  const amount = formatMoney(threshold, { locale, currency })
  const more = shown.length - 1
  return (
    <section className="bk-receipt-offers" aria-label={messages['bankTransactionList.receipts.offers']}>
      {shown.slice(0, 1).map(({ month, subjects }) => {
        const monthName = formatSignedMonth(month, locale)
        const ask = async () => {
          setSending(month)
          setFailed(undefined)
          try {
            await onAsk(
              {
                kind: 'receipts',
                subjects,
                month,
                text: messages['bankTransactionList.receipts.text'](amount, monthName),
                template: 'receipt',
                receiptNeeded: true,
              },
              monthName,
            )
          } catch (error) {
            setFailed({ month, reason: error instanceof Error ? error.message : String(error) })
          } finally {
            setSending(undefined)
          }
        }
        return (
          <div key={month} className="bk-alert" data-month={month}>
            <span>
              {messages['bankTransactionList.receipts.offer'](formatCount(subjects.length, locale), subjects.length, amount, monthName)}
              {more > 0 && ` ${messages['bankTransactionList.receipts.more'](formatCount(more, locale), more)}`}
            </span>{' '}
            <button
              type="button"
              className="bk-button"
              data-variant="primary"
              aria-label={messages['bankTransactionList.receipts.askFor'](monthName)}
              aria-disabled={sending !== undefined}
              onClick={() => {
                if (sending === undefined) void ask()
              }}
            >
              {messages['bankTransactionList.receipts.ask']}
            </button>{' '}
            <button
              type="button"
              className="bk-button"
              data-variant="ghost"
              aria-label={messages['bankTransactionList.receipts.dismissFor'](monthName)}
              onClick={() => setDismissed((before) => new Set([...before, month]))}
            >
              {messages['bankTransactionList.receipts.dismiss']}
            </button>
            {failed?.month === month && (
              <span role="alert" className="bk-field__error">
                {messages['bankTransactionList.ask.failed'](failed.reason)}
              </span>
            )}
          </div>
        )
      })}
    </section>
  )
}
