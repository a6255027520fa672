import { addDays, dateFromDayNumber, dayNumber } from '../dates'
import { depositAmount, invoiceTotals } from '../invoiceMath'
import type { InvoiceActivity, InvoiceLineItem, InvoicePayment, InvoiceRecord } from '../model'
import { invoicePostings } from '../posting'
import type { Random } from '../random'
import type { Store } from '../store'
import { customerId, dimensionValueId, glAccountId, type CompanyCatalog } from './catalog'
import { monthOf, seasonOf, type SeedWindow } from './economy'

const TERMS = [
  { type: 'NET_30', days: 30 },
  { type: 'NET_30', days: 30 },
  { type: 'NET_15', days: 15 },
  { type: 'DUE_ON_RECEIPT', days: 0 },
  { type: 'NET_60', days: 60 },
] as const
const REMINDERS = ['THREE_DAYS_BEFORE_DUE_DATE', 'ON_DUE_DATE', 'SEVEN_DAYS_AFTER_DUE_DATE'] as const

/**
 * A year of invoices. Old ones are mostly paid, some are overdue, recent ones are open or drafts;
 * totals, payments and activity all agree with each other.
 */
export function seedInvoices(store: Store, catalog: CompanyCatalog, random: Random, window: SeedWindow, count: number): void {
  const days = Array.from({ length: count }, () => seasonalDay(catalog, random, window)).sort((a, b) => a - b)
  days.forEach((day, index) => {
    const id = store.ids.next('inv')
    const invoice = makeInvoice(store, catalog, random, id, index, dateFromDayNumber(day))
    settle(invoice, store, random, window)
    invoice.activity = activityOf(invoice, store.today, random)
    store.invoices.set(id, invoice)
    store.ledger.repost(id, invoicePostings(store, invoice))
  })
}

/** A day of the window, busy months more likely than quiet ones (as the season goes). */
function seasonalDay(catalog: CompanyCatalog, random: Random, window: SeedWindow): number {
  const busiest = Math.max(...catalog.economy.season)
  for (;;) {
    const day = random.int(window.firstDay, window.today)
    if (random.next() * busiest < seasonOf(catalog, monthOf(day))) return day
  }
}

function makeInvoice(store: Store, catalog: CompanyCatalog, random: Random, id: string, index: number, date: string): InvoiceRecord {
  const products = random.sample(catalog.products, random.int(1, 4))
  const lineItems = products.map((product): InvoiceLineItem => ({
    id: store.ids.next('ili'),
    description: product.description,
    quantity: product.hourly === true ? random.int(1, 6) : product.large === true ? random.int(1, 2) : random.int(1, 12),
    rate: product.rate,
    salesTaxPercent: product.taxPercent,
    apiItemId: product.apiItemId,
    glAccountId: glAccountId(catalog, product.glRole),
    timeId: product.hourly === true ? store.ids.next('tme') : null,
    expenseId: null,
  }))
  const customer = store.customers.get(customerId(catalog, random.pick(catalog.customers)[0]))
  if (!customer) throw new Error('seed customer missing')
  const recent = dayNumber(store.today) - dayNumber(date) < 10
  const lifecycle = recent && random.chance(0.3) ? 'DRAFT' : random.chance(0.03) ? 'VOIDED' : 'ISSUED'
  const discountRoll = random.next()
  const large = products.some((product) => product.large === true)
  const dimension = catalog.dimensions[0]
  return {
    id,
    seq: Number(id.slice(4)),
    companyId: catalog.id,
    invoiceNumber: `${catalog.invoiceNumberPrefix}${1001 + index}`,
    status: 'ACTIVE',
    lifecycle,
    date,
    customerId: customer.id,
    // One draw whatever the candidates: the first product that says where it is made decides them.
    dimensionValueIds: dimension
      ? [
          dimensionValueId(
            catalog,
            random.pick(products.find((product) => product.dimensionKeys)?.dimensionKeys ?? dimension.values.map(([key]) => key)),
          ),
        ]
      : [],
    notes: random.pick(catalog.invoiceNotes),
    discount:
      discountRoll < 0.12
        ? { value: random.pick(['5', '10', '12.5']), type: 'PERCENT', calculateBeforeSalesTax: random.chance(0.7) }
        : discountRoll < 0.15
          ? { value: '2500', type: 'AMOUNT', calculateBeforeSalesTax: true }
          : { value: '0', type: 'PERCENT', calculateBeforeSalesTax: true },
    deposit: large ? { value: random.pick(['25', '50']), type: 'PERCENT' } : { value: '0', type: 'PERCENT' },
    term: { ...random.pick(TERMS) },
    sendEmail: true,
    sendSms: random.chance(0.3),
    reminderSchedule: random.sample(REMINDERS, random.int(0, 2)),
    paymentMethods: random.pick([['CREDIT_CARD', 'ACH'], ['ACH'], ['CREDIT_CARD', 'ACH', 'CHECK']]),
    ccEmails: random.chance(0.2) ? [`bookkeeping@${catalog.key}-books.example`] : [],
    bccEmails: [],
    recurrence: random.chance(0.08) ? { frequency: 'MONTHLY', interval: 1, occurrences: 12, endDate: addDays(date, 365) } : null,
    apiName: 'INVOICING',
    apiSourceId: `${catalog.key}-invoice-${1001 + index}`,
    lineItems,
    payments: [],
    activity: [],
    customData: random.chance(0.1) ? { purchaseOrder: `PO-${random.int(1000, 9999)}` } : {},
  }
}

/** Pays the invoice the way its age suggests: long past due is mostly paid, recent mostly open. */
function settle(invoice: InvoiceRecord, store: Store, random: Random, window: SeedWindow): void {
  if (invoice.lifecycle !== 'ISSUED') return
  const { total } = invoiceTotals(invoice)
  const issued = dayNumber(invoice.date)
  const due = issued + invoice.term.days
  // Most customers pay within a month or two of the due date: few invoices are still open past 90 days.
  const [paidShare, partialShare] =
    due < window.today - 90 ? [0.96, 0.02] : due < window.today - 30 ? [0.88, 0.06] : due < window.today ? [0.55, 0.15] : [0.25, 0.15]
  const roll = random.next()
  const paymentDay = (): number => Math.min(window.today, issued + random.int(0, invoice.term.days + 20))
  const payment = (amount: number, day: number): InvoicePayment => ({ id: store.ids.next('ptxn'), date: dateFromDayNumber(day), amount })
  if (roll < paidShare) {
    const deposit = depositAmount(invoice, total)
    if (deposit > 0 && deposit < total) {
      const second = paymentDay()
      invoice.payments = [payment(deposit, issued), payment(total - deposit, Math.max(issued, second))]
    } else {
      invoice.payments = [payment(total, paymentDay())]
    }
  } else if (roll < paidShare + partialShare && total > 100) {
    const deposit = depositAmount(invoice, total)
    const amount = deposit > 0 ? deposit : Math.round((total * random.int(30, 70)) / 100)
    invoice.payments = [payment(amount, paymentDay())]
  }
}

function activityOf(invoice: InvoiceRecord, today: string, random: Random): InvoiceActivity[] {
  if (invoice.lifecycle === 'DRAFT') return []
  const at = (date: string, time: string): string => `${date}T${time}.000Z`
  const bounced = random.chance(0.04)
  const activity: InvoiceActivity[] = [
    {
      type: 'INITIAL_EMAIL_SENT',
      datetime: at(invoice.date, '09:05:00'),
      status: bounced ? 'FAILURE' : 'SUCCESS',
      error: bounced ? "The customer's mail server rejected the message." : null,
    },
  ]
  if (invoice.sendSms) activity.push({ type: 'INITIAL_SMS_SENT', datetime: at(invoice.date, '09:05:30'), status: 'SUCCESS', error: null })
  const due = addDays(invoice.date, invoice.term.days)
  const paidBy = invoice.payments.at(-1)?.date
  if (
    invoice.reminderSchedule.includes('THREE_DAYS_BEFORE_DUE_DATE') &&
    addDays(due, -3) <= today &&
    (paidBy === undefined || paidBy > addDays(due, -3)) &&
    invoice.term.days > 3
  ) {
    activity.push({ type: 'REMINDER_SENT', datetime: at(addDays(due, -3), '09:00:00'), status: 'SUCCESS', error: null })
  }
  const lateReminder = addDays(due, 7)
  if (
    invoice.reminderSchedule.includes('SEVEN_DAYS_AFTER_DUE_DATE') &&
    lateReminder <= today &&
    paidBefore(invoice, lateReminder) < invoiceTotals(invoice).total
  ) {
    // Every third late reminder bounces; decided by the invoice's number, not a random draw, so the
    // rest of the seeded data stays exactly as it was before late reminders were recorded.
    const undelivered = invoice.seq % 3 === 0
    activity.push({
      type: 'REMINDER_SENT',
      datetime: at(lateReminder, '09:00:00'),
      status: undelivered ? 'FAILURE' : 'SUCCESS',
      error: undelivered ? "The customer's mailbox is full." : null,
    })
  }
  for (const payment of invoice.payments)
    activity.push({ type: 'PAYMENT_RECEIVED', datetime: at(payment.date, '13:20:00'), status: 'SUCCESS', error: null })
  if (invoice.lifecycle === 'VOIDED')
    activity.push({ type: 'INVOICE_VOIDED', datetime: at(invoice.date, '18:45:00'), status: 'SUCCESS', error: null })
  return activity.sort((a, b) => (a.datetime < b.datetime ? -1 : a.datetime > b.datetime ? 1 : 0))
}

/** What the customer had paid on the invoice by `date` (inclusive), in cents. */
function paidBefore(invoice: InvoiceRecord, date: string): number {
  return invoice.payments.filter((payment) => payment.date <= date).reduce((sum, payment) => sum + payment.amount, 0)
}
