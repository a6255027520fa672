/**
 * The invoices the seed's deposits pay, made on from the company's last number, and what each
 * deposit is planned to pay: shared by the deposits of the volumes (`invoiceDeposits.ts`) and the
 * ranked cases on top of them (`invoiceDepositRanking.ts`).
 */
import { dateFromDayNumber } from '../dates'
import { invoiceTotals } from '../invoiceMath'
import type { InvoiceRecord } from '../model'
import { invoicePostings } from '../posting'
import type { Random } from '../random'
import type { Store } from '../store'
import { customerId, dimensionValueId, glAccountId, type CompanyCatalog } from './catalog'

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
