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
import { bankTransactionPostings } from '../posting'
import type { Random } from '../random'
import type { Store } from '../store'
import { bankAccountId, categoryId, customerId, type CompanyCatalog } from './catalog'
import { feedRecord } from './bankTransactionRecord'
import type { SeedWindow } from './economy'
import { processorFee, WAITING_INVOICE_DEPOSITS } from './invoiceDepositScenarios'
import { planRankedDeposits } from './invoiceDepositRanking'
import { InvoiceMaker, type PlannedDeposit } from './invoiceMaker'

const PROCESSOR = 'CARDHARBOR'
const APPLIED = 7

/** How many invoices and bank transactions of each company's volumes these are. */
export const INVOICE_DEPOSITS = { invoices: APPLIED + 1 + 8, deposits: APPLIED + 5 } as const

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
