import { invoiceTotals, lineAmount, type InvoiceTotals } from './invoiceMath'
import type { Posting } from './ledger'
import type { BankTransactionRecord, BankTransactionSplit, GlLine, InvoiceRecord, JournalEntryRecord } from './model'
import { allocate } from './money'
import { bankAccountDisplayName, bankTransactionDisplayName } from './names'
import type { Store } from './store'

/**
 * Double entry: what each kind of record posts to the ledger. Every function returns lines whose
 * debits equal their credits, so the book balances whatever is saved or deleted.
 */

/** What all lines of one record (or one payment) share. */
type LineSource = Pick<
  GlLine,
  | 'date'
  | 'companyId'
  | 'basis'
  | 'sourceId'
  | 'ownerId'
  | 'sourceKind'
  | 'entityDescription'
  | 'entityDisplayName'
  | 'entitySecondaryDisplayName'
  | 'customerIds'
  | 'dimensionValueIds'
>

/**
 * One line; a positive `signedDebit` is a debit, a negative one a credit. Every field is written
 * out (no spreads): the seed makes tens of thousands of these and this keeps it fast.
 */
function line(
  source: LineSource,
  glAccountId: string,
  signedDebit: number,
  description: string,
  counterGlAccountId: string,
  overrides?: Pick<LineSource, 'customerIds' | 'dimensionValueIds'>,
): Posting {
  return {
    id: '',
    seq: 0,
    day: 0,
    date: source.date,
    companyId: source.companyId,
    glAccountId,
    basis: source.basis,
    drAmount: signedDebit >= 0 ? signedDebit : 0,
    crAmount: signedDebit < 0 ? -signedDebit : 0,
    description,
    sourceId: source.sourceId,
    ownerId: source.ownerId,
    sourceKind: source.sourceKind,
    entityDescription: source.entityDescription,
    entityDisplayName: source.entityDisplayName,
    entitySecondaryDisplayName: source.entitySecondaryDisplayName,
    counterGlAccountId,
    customerIds: overrides?.customerIds ?? source.customerIds,
    dimensionValueIds: overrides?.dimensionValueIds ?? source.dimensionValueIds,
    searchText: undefined,
  }
}

const NONE: readonly string[] = []

/**
 * The bank account's GL account against the category's (or the given `glAccountId`); money in
 * debits the bank. Each split child posts its own offset line; an uncategorized amount waits in
 * the company's suspense account, an uncategorized TRANSFER in transfers in transit. A side of a
 * transfer pair (decision 27) posts only its bank line, against transfers in transit, which its
 * other side's line clears: the money moves once between the two bank accounts, each on its own date.
 */
export function bankTransactionPostings(store: Store, transaction: BankTransactionRecord): Posting[] {
  const bankAccount = store.bankAccounts.get(transaction.bankAccountId)
  if (!bankAccount) throw new Error(`bank account ${transaction.bankAccountId} is missing`)
  const { suspense, transfersInTransit } = store.company(transaction.companyId).systemAccounts
  const source: LineSource = {
    date: transaction.date,
    companyId: transaction.companyId,
    basis: 'BOTH',
    sourceId: transaction.id,
    ownerId: transaction.id,
    sourceKind: 'BANK_TRANSACTION',
    entityDescription: transaction.description,
    entityDisplayName: bankTransactionDisplayName(store, transaction),
    entitySecondaryDisplayName: bankAccountDisplayName(bankAccount),
    customerIds: transaction.customerId === null ? NONE : [transaction.customerId],
    dimensionValueIds: transaction.classSegmentIds,
  }
  const bankGl = bankAccount.glAccountId
  const otherSideGl = pairedBankGlAccount(store, transaction)
  if (otherSideGl !== undefined)
    return [
      line(source, bankGl, transaction.amount, transaction.description, otherSideGl),
      line(source, transfersInTransit, -transaction.amount, transaction.description, bankGl),
    ]
  if (transaction.children.length === 0) {
    const offset = offsetAccount(store, transaction) ?? (transaction.type === 'TRANSFER' ? transfersInTransit : suspense)
    return [
      line(source, bankGl, transaction.amount, transaction.description, offset),
      line(source, offset, -transaction.amount, transaction.description, bankGl),
    ]
  }
  const splits = transaction.children.flatMap((child) => splitLine(store, source, child, bankGl, suspense))
  const bankLine = line(source, bankGl, transaction.amount, transaction.description, (splits[0] as Posting).glAccountId, {
    customerIds: [...new Set([...source.customerIds, ...splits.flatMap((split) => split.customerIds)])],
    dimensionValueIds: [...new Set([...source.dimensionValueIds, ...splits.flatMap((split) => split.dimensionValueIds)])],
  })
  return [bankLine, ...splits]
}

/** The other side's bank GL account while `transaction` is one side of a transfer pair whose other side is not deleted. */
function pairedBankGlAccount(store: Store, transaction: BankTransactionRecord): string | undefined {
  if (transaction.matchingBankTransactionId === null) return undefined
  const other = store.bankTransactions.get(transaction.matchingBankTransactionId)
  if (!other || other.status === 'DELETED') return undefined
  return store.bankAccounts.get(other.bankAccountId)?.glAccountId
}

function splitLine(store: Store, source: LineSource, child: BankTransactionSplit, bankGl: string, suspense: string): Posting[] {
  const description = child.notes !== null && child.notes !== '' ? child.notes : source.entityDescription
  const dimensionValueIds = child.classSegmentIds.length > 0 ? child.classSegmentIds : source.dimensionValueIds
  const invoice = child.invoiceId === null ? undefined : store.invoices.get(child.invoiceId)
  if (invoice) return invoicePaymentLines(store, source, child.amount, invoice, bankGl, description, dimensionValueIds)
  const account = offsetAccount(store, child) ?? suspense
  return [
    line(source, account, -child.amount, description, bankGl, {
      customerIds: child.customerId !== null ? [child.customerId] : source.customerIds,
      dimensionValueIds,
    }),
  ]
}

/**
 * A split paying an invoice (decision 26): on accrual it clears receivable; on cash, where the
 * invoice posted nothing when issued, it recognises the invoice's revenue and sales tax in
 * proportion, as any other payment of it would.
 */
function invoicePaymentLines(
  store: Store,
  source: LineSource,
  amount: number,
  invoice: InvoiceRecord,
  bankGl: string,
  description: string,
  dimensionValueIds: readonly string[],
): Posting[] {
  const { receivable, salesTaxPayable } = store.company(source.companyId).systemAccounts
  const overrides = { customerIds: [invoice.customerId], dimensionValueIds }
  const lines = [line({ ...source, basis: 'ACCRUAL' }, receivable, -amount, description, bankGl, overrides)]
  const cash: LineSource = { ...source, basis: 'CASH' }
  for (const part of recognisedByPayment(invoice, invoiceTotals(invoice), amount, salesTaxPayable))
    lines.push(line(cash, part.glAccountId, -part.amount, part.description, bankGl, overrides))
  return lines
}

/** What a payment of `amount` recognises under cash: each revenue line's share and the sales tax's, to the cent. */
function recognisedByPayment(
  invoice: InvoiceRecord,
  totals: InvoiceTotals,
  amount: number,
  salesTaxPayable: string,
): Array<{ glAccountId: string; amount: number; description: string }> {
  const [revenue, tax] = allocate(amount, [totals.discountedTotal, totals.salesTax]) as [number, number]
  const revenueParts = allocate(revenue, invoice.lineItems.map(lineAmount))
  const parts = invoice.lineItems
    .map((item, i) => ({ glAccountId: item.glAccountId, amount: revenueParts[i] ?? 0, description: item.description }))
    .filter((part) => part.amount !== 0)
  if (tax !== 0) parts.push({ glAccountId: salesTaxPayable, amount: tax, description: `Sales tax on invoice ${invoice.invoiceNumber}` })
  return parts
}

/** Where an unsplit transaction's (or a split's) other side goes: its `glAccountId`, else its category's account. */
export function offsetAccount(store: Store, transaction: Pick<BankTransactionRecord, 'glAccountId' | 'categoryId'>): string | undefined {
  if (transaction.glAccountId !== null) return transaction.glAccountId
  if (transaction.categoryId !== null) return store.categories.get(transaction.categoryId)?.glAccountId
  return undefined
}

/** Each child posts its own side; the counter account is the first line on the other side. */
export function journalEntryPostings(entry: JournalEntryRecord): Posting[] {
  const firstDebit = entry.children.find((child) => child.drAmount > 0)?.glAccountId ?? ''
  const firstCredit = entry.children.find((child) => child.crAmount > 0)?.glAccountId ?? ''
  const source: LineSource = {
    date: entry.date,
    companyId: entry.companyId,
    basis: 'BOTH',
    sourceId: entry.id,
    ownerId: entry.id,
    sourceKind: 'JOURNAL_ENTRY',
    entityDescription: entry.description,
    entityDisplayName: entry.description === '' ? 'Journal entry' : entry.description,
    entitySecondaryDisplayName: 'Journal entry',
    customerIds: NONE,
    dimensionValueIds: entry.dimensionValueIds,
  }
  return entry.children.map((child) =>
    line(source, child.glAccountId, child.drAmount - child.crAmount, entry.description, child.drAmount > 0 ? firstCredit : firstDebit),
  )
}

/**
 * Accrual: receivable against revenue, discount and sales tax on the invoice date; each payment
 * moves its amount from receivable to undeposited funds. Cash: each payment is recognised as
 * revenue and sales tax, in proportion, on its own date. A payment recorded by a bank transaction's
 * split is the transaction's to post. Drafts and voided invoices post nothing.
 */
export function invoicePostings(store: Store, invoice: InvoiceRecord): Posting[] {
  if (invoice.lifecycle !== 'ISSUED') return []
  const { receivable, undepositedFunds, salesDiscounts, salesTaxPayable } = store.company(invoice.companyId).systemAccounts
  const totals = invoiceTotals(invoice)
  const number = invoice.invoiceNumber
  const base = {
    companyId: invoice.companyId,
    ownerId: invoice.id,
    entityDisplayName: store.customers.get(invoice.customerId)?.name ?? 'Customer',
    entitySecondaryDisplayName: `Invoice ${number}`,
    customerIds: [invoice.customerId],
    dimensionValueIds: invoice.dimensionValueIds,
  }
  const firstRevenue = invoice.lineItems[0]?.glAccountId ?? receivable
  const issued: LineSource = {
    ...base,
    date: invoice.date,
    basis: 'ACCRUAL',
    sourceId: invoice.id,
    sourceKind: 'INVOICE',
    entityDescription: `Invoice ${number}`,
  }
  const lines: Posting[] = [line(issued, receivable, totals.total, `Invoice ${number}`, firstRevenue)]
  for (const item of invoice.lineItems) {
    const amount = lineAmount(item)
    if (amount !== 0) lines.push(line(issued, item.glAccountId, -amount, item.description, receivable))
  }
  if (totals.discount > 0) lines.push(line(issued, salesDiscounts, totals.discount, `Discount on invoice ${number}`, receivable))
  if (totals.salesTax > 0) lines.push(line(issued, salesTaxPayable, -totals.salesTax, `Sales tax on invoice ${number}`, receivable))

  for (const payment of invoice.payments) {
    // A payment from the bank posts with its transaction (decision 26).
    if (payment.source !== undefined) continue
    const description = `Payment for invoice ${number}`
    const accrual: LineSource = {
      ...base,
      date: payment.date,
      basis: 'ACCRUAL',
      sourceId: payment.id,
      sourceKind: 'PAYMENT',
      entityDescription: description,
    }
    const cash: LineSource = { ...accrual, basis: 'CASH' }
    lines.push(
      line(accrual, undepositedFunds, payment.amount, description, receivable),
      line(accrual, receivable, -payment.amount, description, undepositedFunds),
      line(cash, undepositedFunds, payment.amount, description, firstRevenue),
    )
    for (const part of recognisedByPayment(invoice, totals, payment.amount, salesTaxPayable))
      lines.push(line(cash, part.glAccountId, -part.amount, part.description, undepositedFunds))
  }
  return lines
}
