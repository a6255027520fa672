/**
 * Customers' payments arriving in the bank as deposits that pay invoices (decision 26): most already
 * applied (reviewed, a split naming each invoice, the invoice paid), and the cases of
 * `WAITING_INVOICE_DEPOSITS` waiting in the review queue, newest of all, their invoices still open.
 * Seeded after every other record of both companies, so the ids the books had before stay as they were.
 */
import { dateFromDayNumber, dayNumber } from '../dates'
import { depositAmount, invoiceTotals } from '../invoiceMath'
import { recordInvoicePayments } from '../invoicePayments'
import type { BankTransactionRecord, BankTransactionSplit, InvoiceRecord } from '../model'
import { bankTransactionPostings, invoicePostings } from '../posting'
import type { Random } from '../random'
import type { Store } from '../store'
import { bankAccountId, categoryId, customerId, dimensionValueId, glAccountId, type CompanyCatalog } from './catalog'
import { feedRecord } from './bankTransactionRecord'
import type { SeedWindow } from './economy'
import { processorFee, WAITING_INVOICE_DEPOSITS } from './invoiceDepositScenarios'
import { planRankedDeposits } from './invoiceDepositRanking'

const PROCESSOR = 'CARDHARBOR'
const APPLIED = 7

/** How many invoices and bank transactions of each company's volumes these are. */
export const INVOICE_DEPOSITS = { invoices: APPLIED + 1 + 8, deposits: APPLIED + 5 } as const

/** What one deposit pays: each invoice in full, less a processor's fee when it is a card settlement. */
export interface PlannedDeposit {
  day: number
  description: string
  invoices: InvoiceRecord[]
  fee: number
  apiSourceId: string
  /** Applied: saved with a split naming each invoice; else waiting to be reviewed. */
  applied: boolean
  /** Pays its one invoice's deposit: half of it. */
  partial?: boolean
}

/** `ranked`: the cases of `RANKED_INVOICE_DEPOSITS` too, on top of the volumes (`RANKED_DEPOSITS`). */
export function seedInvoiceDeposits(store: Store, catalog: CompanyCatalog, random: Random, window: SeedWindow, ranked: boolean): void {
  const invoices = new InvoiceMaker(store, catalog, random)
  const customers = catalog.customers.map(([key]) => key)
  const customerName = (key: string) => (store.customers.get(customerId(catalog, key))?.name ?? key).toUpperCase()
  const planned: PlannedDeposit[] = []

  // Applied over the last ten weeks: transfers and cheques paying one invoice, one paying two, a card
  // settlement, and the last paying the deposit (half) of a recent invoice, the rest not yet due.
  for (let i = 0; i < APPLIED; i++) {
    const partial = i === APPLIED - 1
    const issuedOn = partial ? window.today - random.int(15, 25) : undefined
    const day = issuedOn === undefined ? window.today - random.int(6, 70) : issuedOn + random.int(3, 8)
    const key = random.pick(customers)
    const count = i === 0 ? 2 : 1
    const paid = Array.from({ length: count }, (_, n) =>
      invoices.make(key, issuedOn ?? day - random.int(5, 30), `match-applied-${i + 1}-${n + 1}`),
    )
    // Half asked up front, and paid: the rest is due later.
    if (partial) for (const invoice of paid) invoice.deposit = { value: '50', type: 'PERCENT' }
    const card = i === 1
    const total = paid.reduce((sum, invoice) => sum + invoiceTotals(invoice).total, 0)
    const description = card
      ? `${PROCESSOR} PAYOUT ${customerName(key)}`
      : i % 3 === 0
        ? `BANK TRANSFER FROM ${customerName(key)}`
        : i % 3 === 1
          ? `ACH CREDIT ${customerName(key)} ${(paid[0] as InvoiceRecord).invoiceNumber}`
          : `CHECK DEPOSIT #${random.int(1000, 9999)}`
    planned.push({
      day,
      description,
      invoices: paid,
      fee: card ? processorFee(total) : 0,
      apiSourceId: `match-applied-${i + 1}`,
      applied: true,
      partial,
    })
  }

  // Waiting, dated today and yesterday: the queue's first screen.
  const keyAt = (index: number): string => customers[index % customers.length] as string
  const [exactKey, namedKey, threeKey, feeKey, firstEqualKey, secondEqualKey] = [keyAt(2), keyAt(1), keyAt(3), keyAt(4), keyAt(5), keyAt(6)]
  const waiting = WAITING_INVOICE_DEPOSITS
  const issued = () => window.today - random.int(12, 40)
  const exact = invoices.make(exactKey, issued(), waiting.exactAmount.invoiceSourceIds[0])
  const named = invoices.make(namedKey, issued(), waiting.namesInvoice.invoiceSourceIds[0])
  const three = waiting.threeInvoices.invoiceSourceIds.map((sourceId) => invoices.make(threeKey, issued(), sourceId))
  const card = invoices.make(feeKey, issued(), waiting.processorFee.invoiceSourceIds[0])
  const [firstEqualSourceId, secondEqualSourceId] = waiting.twoEqual.invoiceSourceIds
  const firstEqual = invoices.make(firstEqualKey, issued(), firstEqualSourceId)
  const secondEqual = invoices.twin(firstEqual, secondEqualKey, issued(), secondEqualSourceId)
  // Nothing else open may share these amounts, or the case would not be the one it stands for.
  invoices.makeUnique(exact)
  invoices.makeUnique(firstEqual, secondEqual)
  const cardTotal = invoiceTotals(card).total
  planned.push(
    {
      day: window.today - 1,
      description: 'Branch deposit',
      invoices: [firstEqual],
      fee: 0,
      apiSourceId: waiting.twoEqual.apiSourceId,
      applied: false,
    },
    {
      day: window.today - 1,
      description: `${PROCESSOR} PAYOUT ${customerName(feeKey)}`,
      invoices: [card],
      fee: processorFee(cardTotal),
      apiSourceId: waiting.processorFee.apiSourceId,
      applied: false,
    },
    {
      day: window.today - 1,
      description: `BANK TRANSFER FROM ${customerName(threeKey)}`,
      invoices: three,
      fee: 0,
      apiSourceId: waiting.threeInvoices.apiSourceId,
      applied: false,
    },
    {
      day: window.today,
      description: `ACH CREDIT ${customerName(namedKey)} ${named.invoiceNumber}`,
      invoices: [named],
      fee: 0,
      apiSourceId: waiting.namesInvoice.apiSourceId,
      applied: false,
    },
    {
      day: window.today,
      description: 'Mobile deposit',
      invoices: [exact],
      fee: 0,
      apiSourceId: waiting.exactAmount.apiSourceId,
      applied: false,
    },
  )

  // After every draw above: the records seeded before stay as they were.
  if (ranked) planned.push(...planRankedDeposits(invoices, { keyAt, customerName, window, card, cardKey: feeKey }))
  invoices.keep()
  const closingDay = dayNumber(store.company(catalog.id).closing.date)
  for (const deposit of planned.sort((a, b) => a.day - b.day)) {
    const reviewStatus = !deposit.applied
      ? 'UNREVIEWED'
      : deposit.day <= closingDay || window.today - deposit.day > 45
        ? 'RECONCILED'
        : 'REVIEWED'
    const record = depositRecord(store, catalog, deposit, reviewStatus)
    store.putBankTransaction(record)
    store.claimExternalId('bankTransaction', record, record.id, record.bankAccountId)
    recordInvoicePayments(store, undefined, record)
    store.ledger.repost(record.id, bankTransactionPostings(store, record))
  }
  // Posted as paid: a payment from the bank is the transaction's to post, never the invoice's too.
  invoices.post()
}

/** Issued, untaxed invoices of one or a few lines, numbered on from the company's last. */
export class InvoiceMaker {
  private readonly made: InvoiceRecord[] = []
  private nextNumber: number

  constructor(
    private readonly store: Store,
    private readonly catalog: CompanyCatalog,
    private readonly random: Random,
  ) {
    this.nextNumber = 1001 + [...store.invoices.values()].filter((invoice) => invoice.companyId === catalog.id).length
  }

  make(customerKey: string, day: number, apiSourceId: string): InvoiceRecord {
    const { catalog, random } = this
    // Untaxed lines only: the sales tax the seed remits each quarter was settled before these were made.
    const products = random.sample(
      catalog.products.filter((product) => product.taxPercent === '0' && product.large !== true),
      random.int(1, 2),
    )
    return this.add(customerKey, day, apiSourceId, () =>
      products.map((product) => ({
        id: '',
        description: product.description,
        quantity: random.int(1, 4),
        rate: product.rate,
        salesTaxPercent: product.taxPercent,
        apiItemId: product.apiItemId,
        glAccountId: glAccountId(catalog, product.glRole),
        timeId: null,
        expenseId: null,
      })),
    )
  }

  /** Another customer's invoice for the same lines: the same balance. */
  twin(invoice: InvoiceRecord, customerKey: string, day: number, apiSourceId: string): InvoiceRecord {
    return this.add(customerKey, day, apiSourceId, () => invoice.lineItems)
  }

  /** One invoice for the lines of several: it owes what they owe together. */
  joined(invoices: readonly InvoiceRecord[], customerKey: string, day: number, apiSourceId: string): InvoiceRecord {
    return this.add(customerKey, day, apiSourceId, () => invoices.flatMap((invoice) => invoice.lineItems))
  }

  /** Raises the invoices' first line (all alike) until no other open invoice of the company owes what each does. */
  makeUnique(...alike: InvoiceRecord[]): void {
    const others = new Set<number>()
    for (const invoice of [...this.store.invoices.values(), ...this.made]) {
      if (invoice.companyId !== this.catalog.id || alike.includes(invoice)) continue
      const { balance } = invoiceTotals(invoice)
      if (invoice.lifecycle === 'ISSUED' && balance > 0) others.add(balance)
    }
    while (others.has(invoiceTotals(alike[0] as InvoiceRecord).total)) {
      for (const invoice of alike) {
        const [first, ...rest] = invoice.lineItems
        if (first) invoice.lineItems = [{ ...first, quantity: first.quantity + 1 }, ...rest]
      }
    }
  }

  /** Stores every invoice made, for deposits to pay. */
  keep(): void {
    for (const invoice of this.made) this.store.invoices.set(invoice.id, invoice)
  }

  /** Posts every invoice made, as it now stands. */
  post(): void {
    for (const { id } of this.made) {
      const invoice = this.store.invoices.get(id)
      if (invoice) this.store.ledger.repost(id, invoicePostings(this.store, invoice))
    }
  }

  private add(customerKey: string, day: number, apiSourceId: string, lines: () => InvoiceRecord['lineItems']): InvoiceRecord {
    const { store, catalog } = this
    const id = store.ids.next('inv')
    const date = dateFromDayNumber(day)
    const lineItems = lines().map((item) => ({ ...item, id: store.ids.next('ili') }))
    const dimension = catalog.dimensions[0]
    const invoice: InvoiceRecord = {
      id,
      seq: Number(id.slice(4)),
      companyId: catalog.id,
      invoiceNumber: `${catalog.invoiceNumberPrefix}${this.nextNumber++}`,
      status: 'ACTIVE',
      lifecycle: 'ISSUED',
      date,
      customerId: customerId(catalog, customerKey),
      dimensionValueIds: dimension?.values[0] ? [dimensionValueId(catalog, dimension.values[0][0])] : [],
      notes: catalog.invoiceNotes[0] ?? '',
      discount: { value: '0', type: 'PERCENT', calculateBeforeSalesTax: true },
      deposit: { value: '0', type: 'PERCENT' },
      term: { type: 'NET_30', days: 30 },
      sendEmail: true,
      sendSms: false,
      reminderSchedule: ['ON_DUE_DATE'],
      paymentMethods: ['CREDIT_CARD', 'ACH', 'CHECK'],
      ccEmails: [],
      bccEmails: [],
      recurrence: null,
      apiName: 'INVOICING',
      apiSourceId,
      lineItems,
      payments: [],
      activity: [{ type: 'INITIAL_EMAIL_SENT', datetime: `${date}T09:05:00.000Z`, status: 'SUCCESS', error: null }],
      customData: {},
    }
    this.made.push(invoice)
    return invoice
  }
}

function depositRecord(store: Store, catalog: CompanyCatalog, deposit: PlannedDeposit, reviewStatus: string): BankTransactionRecord {
  const id = store.ids.next('btxn')
  const date = dateFromDayNumber(deposit.day)
  const paid = deposit.invoices.map((invoice) => {
    const { total } = invoiceTotals(invoice)
    return deposit.partial === true ? depositAmount(invoice, total) : total
  })
  const amount = paid.reduce((sum, total) => sum + total, 0) - deposit.fee
  const customer = deposit.applied ? (deposit.invoices[0]?.customerId ?? null) : null
  const children: BankTransactionSplit[] = []
  if (deposit.applied) {
    deposit.invoices.forEach((invoice, i) =>
      children.push(split(`${id}_${i + 1}`, paid[i] ?? 0, { customerId: invoice.customerId, invoiceId: invoice.id })),
    )
    if (deposit.fee > 0)
      children.push(split(`${id}_${children.length + 1}`, -deposit.fee, { categoryId: categoryId(catalog, 'bank_fees') }))
  }
  return feedRecord(id, catalog, date, {
    bankAccountId: bankAccountId(catalog, 'checking'),
    type: 'INCOME',
    amount,
    description: deposit.description,
    reviewStatus,
    apiSourceId: deposit.apiSourceId,
    customerId: customer,
    children,
  })
}

function split(
  id: string,
  amount: number,
  names: Partial<Pick<BankTransactionSplit, 'customerId' | 'invoiceId' | 'categoryId'>>,
): BankTransactionSplit {
  return {
    id,
    amount,
    notes: null,
    classSegmentIds: [],
    customerId: names.customerId ?? null,
    categoryId: names.categoryId ?? null,
    glAccountId: null,
    invoiceId: names.invoiceId ?? null,
    billId: null,
    payrollId: null,
    apiItemId: null,
  }
}
