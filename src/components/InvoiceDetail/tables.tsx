import type { InvoiceInstallment, InvoiceLineItem, InvoicePayment } from '../../api/types'
import { ClampedText, DateText, Money } from '../shared/cells'
import type { DetailColumn } from './DetailTable'
import { lineAmount, minorFromString, ruleText, type DetailText } from './format'

const isNumber = (value: unknown): value is number => typeof value === 'number'

/** The columns of the line items: what was sold, how many, at what rate and tax, for how much, booked where. */
export function lineColumns(text: DetailText): DetailColumn<InvoiceLineItem>[] {
  const { messages, count } = text
  return [
    {
      id: 'description',
      label: messages['invoiceDetail.line.description'],
      cell: (line) => <ClampedText text={line.description} />,
      has: (line) => Boolean(line.description),
    },
    {
      id: 'quantity',
      label: messages['invoiceDetail.line.quantity'],
      align: 'end',
      cell: (line) => (isNumber(line.quantity) ? count(line.quantity) : null),
      has: (line) => isNumber(line.quantity),
    },
    {
      id: 'rate',
      label: messages['invoiceDetail.line.rate'],
      align: 'end',
      cell: (line) => <Money minor={line.rate} />,
      has: (line) => isNumber(line.rate),
    },
    {
      id: 'salesTax',
      label: messages['invoiceDetail.line.salesTax'],
      align: 'end',
      cell: (line) => (line.salesTax?.value ? ruleText(line.salesTax, text) : null),
      has: (line) => Boolean(line.salesTax?.value),
    },
    {
      id: 'amount',
      label: messages['invoiceDetail.line.amount'],
      align: 'end',
      cell: (line) => <Money minor={lineAmount(line.quantity, line.rate)} />,
      has: (line) => lineAmount(line.quantity, line.rate) !== undefined,
    },
    {
      id: 'account',
      label: messages['invoiceDetail.line.account'],
      cell: (line) =>
        line.glAccount && (
          <ClampedText text={line.glAccount.displayName || [line.glAccount.accountNo, line.glAccount.name].filter(Boolean).join(' ')} />
        ),
      has: (line) => Boolean(line.glAccount),
    },
  ]
}

/** The columns of the installments: each part of the invoice, when it is due, how much, and what is left of it. */
export function installmentColumns(text: DetailText): DetailColumn<InvoiceInstallment>[] {
  const { messages } = text
  return [
    {
      id: 'name',
      label: messages['invoiceDetail.installment.name'],
      cell: (part) => <ClampedText text={part.name} />,
      has: (part) => Boolean(part.name),
    },
    {
      id: 'dueDate',
      label: messages['invoiceDetail.installment.dueDate'],
      cell: (part) => <DateText date={part.dueDate} />,
      has: (part) => Boolean(part.dueDate),
    },
    {
      id: 'amountDue',
      label: messages['invoiceDetail.installment.amountDue'],
      align: 'end',
      cell: (part) => {
        if (!part.amountDue) return null
        const minor = part.amountDue.type === 'AMOUNT' ? minorFromString(part.amountDue.value) : undefined
        return minor === undefined ? ruleText(part.amountDue, text) : <Money minor={minor} />
      },
      has: (part) => Boolean(part.amountDue?.value),
    },
    {
      id: 'balance',
      label: messages['invoiceDetail.installment.balance'],
      align: 'end',
      cell: (part) => <Money minor={part.balance} />,
      has: (part) => isNumber(part.balance),
    },
  ]
}

/** The columns of the payments: when, how much, and how much of it went to this invoice. */
export function paymentColumns({ messages }: DetailText): DetailColumn<InvoicePayment>[] {
  return [
    {
      id: 'date',
      label: messages['invoiceDetail.payment.date'],
      cell: (payment) => <DateText date={payment.date} />,
      has: (payment) => Boolean(payment.date),
    },
    {
      id: 'amount',
      label: messages['invoiceDetail.payment.amount'],
      align: 'end',
      cell: (payment) => <Money minor={payment.amount} />,
      has: (payment) => isNumber(payment.amount),
    },
    {
      id: 'allocated',
      label: messages['invoiceDetail.payment.allocated'],
      align: 'end',
      cell: (payment) => <Money minor={payment.allocatedAmount} />,
      has: (payment) => isNumber(payment.allocatedAmount),
    },
  ]
}
