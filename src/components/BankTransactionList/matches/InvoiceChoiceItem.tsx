import { useId } from 'react'
import { formatDate } from '../../../format/date'
import { isolate } from '../../../format/isolate'
import { formatMoney, type MoneyFormat } from '../../../format/money'
import type { FindMatchMessages } from '../../../messages/queue/findMatch'
import type { InvoiceMatchReason } from '../../../core/queue/invoiceMatches'
import type { Invoice } from '../../../api/types'
import { FormField } from '../../shared/form/FormField'
import { MoneyInput } from '../../shared/form/MoneyInput'
import { IsolatedText } from '../../shared/text/SentenceWithName'
import { dueDateOf, type InvoiceChoice } from '../../../core/queue/invoiceChoices'
import { balanceOf, invoiceName, type DraftLine } from '../../../core/queue/matchDraft'

interface InvoiceChoiceItemProps {
  choice: InvoiceChoice
  /** The invoice's ticked line; none while it is not ticked. */
  line: DraftLine | undefined
  error: string | undefined
  messages: FindMatchMessages
  format: MoneyFormat
  onTick: (invoice: Invoice, ticked: boolean) => void
  onAmount: (invoiceId: string, text: string) => void
}

/** Why a likely match is offered, as the list says it. */
export function reasonText(reason: InvoiceMatchReason, invoice: Invoice, messages: FindMatchMessages): string {
  switch (reason) {
    case 'number':
      return messages['findMatch.reason.number'](invoiceName(invoice))
    case 'amountAndCustomer':
    case 'amount':
    case 'fee':
    case 'customerTotal':
    case 'customer':
      return messages[`findMatch.reason.${reason}`]
    default:
      return reason satisfies never
  }
}

/**
 * One open invoice: a checkbox named by its number, customer and balance, its due date and why it is
 * likely beside; ticked, the amount it is paid, lowered to pay part of it.
 */
export function InvoiceChoiceItem({ choice, line, error, messages, format, onTick, onAmount }: InvoiceChoiceItemProps) {
  const id = useId()
  const { invoice, reason } = choice
  const due = dueDateOf(invoice)
  const details = [
    due ? messages['findMatch.due'](formatDate(due, format.locale)) : undefined,
    reason ? reasonText(reason, invoice, messages) : undefined,
  ].filter((part) => part !== undefined)
  return (
    <li className="bk-find-match__invoice" data-ticked={line ? '' : undefined} data-likely={reason ? '' : undefined}>
      <input
        id={`${id}-tick`}
        type="checkbox"
        checked={line !== undefined}
        aria-describedby={details.length > 0 ? `${id}-details` : undefined}
        onChange={(event) => onTick(invoice, event.target.checked)}
      />
      <label htmlFor={`${id}-tick`}>
        <IsolatedText
          text={messages['findMatch.invoice'](
            invoiceName(invoice),
            isolate(invoice.customer?.name ?? ''),
            formatMoney(balanceOf(invoice), format),
          )}
        />
      </label>
      {details.length > 0 && (
        <p id={`${id}-details`} className="bk-field__hint">
          <IsolatedText text={details.join(' · ')} />
        </p>
      )}
      {line && (
        <FormField label={<IsolatedText text={messages['findMatch.amountFor'](invoiceName(invoice))} />} error={error}>
          {(control) => <MoneyInput value={line.text} onChange={(event) => onAmount(invoice.id, event.target.value)} {...control} />}
        </FormField>
      )}
    </li>
  )
}
