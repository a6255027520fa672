import type * as Wire from '../../api/types'
import { displayStatus, dueDate, installmentsOf, invoiceStatus, invoiceTotals } from '../invoiceMath'
import type { InvoiceRecord } from '../model'
import type { Store } from '../store'
import { customerRef, dimensionValuesWire, glAccountWire } from './shared'

/** An invoice as the query answers it: totals, statuses and installments derived from its lines and payments. */
export function invoiceWire(store: Store, invoice: InvoiceRecord): Wire.Invoice {
  const totals = invoiceTotals(invoice)
  const customer = customerRef(store, invoice.customerId)
  if (!customer) throw new Error(`invoice ${invoice.id} has no customer`)
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    status: invoice.status,
    invoiceStatus: invoiceStatus(invoice, totals),
    detailedInvoiceDisplayStatus: displayStatus(invoice, store.today, totals),
    date: invoice.date,
    customerInvoiceUrl: `https://pay.sandbox.example/invoices/${invoice.id}`,
    customer,
    dimensionValues: dimensionValuesWire(store, invoice.dimensionValueIds),
    notes: invoice.notes,
    discount: { ...invoice.discount },
    deposit: { ...invoice.deposit },
    totals: {
      subtotal: totals.subtotal,
      discountedTotal: totals.discountedTotal,
      salesTax: totals.salesTax,
      total: totals.total,
      paidAmount: totals.paidAmount,
      balance: totals.balance,
    },
    collectionInfo: {
      term: { type: invoice.term.type, dueDate: dueDate(invoice) },
      sendEmail: invoice.sendEmail,
      sendSms: invoice.sendSms,
      email: customer.email,
      reminderSchedule: [...invoice.reminderSchedule],
      paymentMethods: [...invoice.paymentMethods],
      ccEmails: [...invoice.ccEmails],
      bccEmails: [...invoice.bccEmails],
    },
    recurrence: invoice.recurrence === null ? undefined : { ...invoice.recurrence },
    apiName: invoice.apiName ?? undefined,
    apiSourceId: invoice.apiSourceId ?? undefined,
    lineItems: invoice.lineItems.map((item) => ({
      id: item.id,
      description: item.description,
      quantity: item.quantity,
      rate: item.rate,
      salesTax: { value: item.salesTaxPercent, type: 'PERCENT' },
      apiItemId: item.apiItemId ?? undefined,
      glAccount: glAccountWire(store, item.glAccountId),
      timeId: item.timeId ?? undefined,
      expenseId: item.expenseId ?? undefined,
    })),
    installments: installmentsOf(invoice, totals).map((part, index) => ({
      id: `istl_${invoice.id.slice(4)}_${index + 1}`,
      name: part.name,
      dueDate: part.dueDate,
      balance: part.balance,
      amountDue: part.amountDue,
    })),
    payments: invoice.payments.map((payment) => ({
      id: payment.id,
      date: payment.date,
      amount: payment.amount,
      allocatedAmount: payment.amount,
    })),
    activity: invoice.activity.map((entry) => ({
      type: entry.type,
      datetime: entry.datetime,
      status: entry.status,
      error: entry.error ?? undefined,
    })),
    customData: invoice.customData,
  }
}
