// Decision 26: a bank transaction's split naming an invoice records a payment of it, replaced on
// every save and removed on delete; refused when it cannot pay; posted so both bases balance.
import type { BankTransaction, Invoice } from '../../src/api/types'
import type { Sandbox, SandboxOptions } from '../../src/sandbox'
import { sandboxMaker } from '../../src/sandbox/sandbox'
import { processorFee, WAITING_INVOICE_DEPOSITS } from '../../src/sandbox/seed/invoiceDepositScenarios'
import { apiFor, bakery, bikeShop, SMALL, type Api } from './helpers'

const PROFILES = ['bookkit', 'described'] as const
/** The seed's "Bank & Card Fees" category. */
const BANK_FEES = 'ctg_co1_bank_fees'

/** The books of each set of options, seeded once in this file; each test gets a copy of its own. */
const makers = new Map<string, () => Sandbox>()

/** Small books (`SMALL` under `options`), fresh for the test. */
function smallBooks(options: SandboxOptions = {}): Sandbox {
  const key = JSON.stringify(options)
  let make = makers.get(key)
  if (!make) {
    make = sandboxMaker({ ...SMALL, ...options, volume: { ...SMALL.volume, ...options.volume } })
    makers.set(key, make)
  }
  return make()
}

function deposit(sandbox: Sandbox, apiSourceId: string, companyId: string = bakery.id): BankTransaction {
  const found = sandbox.inspect.bankTransactions(companyId).find((transaction) => transaction.apiSourceId === apiSourceId)
  if (!found) throw new Error(`no deposit ${apiSourceId}`)
  return found
}

function seededInvoice(sandbox: Sandbox, apiSourceId: string, companyId: string = bakery.id): Invoice {
  const found = sandbox.inspect.invoices(companyId).find((invoice) => invoice.apiSourceId === apiSourceId)
  if (!found) throw new Error(`no invoice ${apiSourceId}`)
  return found
}

/** The invoice as the invoice query answers it. */
async function queried(api: Api, invoice: Invoice): Promise<Invoice> {
  const answer = await api.invoices({ filter: { invoiceNumber: { equal: invoice.invoiceNumber } } })
  expect(answer.status).toBe(200)
  return answer.body.data[0]
}

function owedAgain(invoice: Invoice) {
  return { payments: [], invoiceStatus: 'OPEN', totals: { paidAmount: 0, balance: invoice.totals.total } }
}

async function saved(api: Api, item: Record<string, unknown>): Promise<BankTransaction> {
  const answer = await api.saveBankTransactions([item])
  expect(answer.body.data[0]).toMatchObject({ result: 'SUCCESS' })
  return answer.body.data[0].data
}

describe('a split naming an invoice', () => {
  it.each(PROFILES)('records a payment of it on the %s profile, under an id that stays while the split does', async (profile) => {
    const sandbox = smallBooks({ profile })
    const api = apiFor(sandbox)
    const transaction = deposit(sandbox, WAITING_INVOICE_DEPOSITS.namesInvoice.apiSourceId)
    const invoice = seededInvoice(sandbox, WAITING_INVOICE_DEPOSITS.namesInvoice.invoiceSourceIds[0])
    const answer = await saved(api, {
      id: transaction.id,
      reviewStatus: 'REVIEWED',
      children: [{ amount: transaction.amount, invoiceId: invoice.id, customerId: invoice.customer.id }],
    })
    const paid = await queried(api, invoice)
    expect(paid).toMatchObject({
      invoiceStatus: 'PAID',
      detailedInvoiceDisplayStatus: 'Paid',
      totals: { paidAmount: invoice.totals.total, balance: 0 },
      payments: [{ date: transaction.date, amount: transaction.amount, allocatedAmount: transaction.amount }],
    })
    expect(paid.installments?.every((part) => part.balance === 0)).toBe(true)

    await saved(api, { id: transaction.id, notes: 'Paid in full', children: answer.children })
    expect((await queried(api, invoice)).payments).toEqual(paid.payments)
  })

  it('pays part of an invoice, and moves with the transaction’s date', async () => {
    const sandbox = smallBooks()
    const api = apiFor(sandbox)
    const transaction = deposit(sandbox, WAITING_INVOICE_DEPOSITS.exactAmount.apiSourceId)
    const invoice = seededInvoice(sandbox, WAITING_INVOICE_DEPOSITS.exactAmount.invoiceSourceIds[0])
    const part = Math.floor(invoice.totals.total / 3)
    await saved(api, {
      id: transaction.id,
      children: [
        { amount: part, invoiceId: invoice.id },
        { amount: transaction.amount - part, categoryId: bakery.categories.retailSales },
      ],
    })
    expect(await queried(api, invoice)).toMatchObject({
      invoiceStatus: 'PARTIALLY_PAID',
      totals: { paidAmount: part, balance: invoice.totals.total - part },
      payments: [{ date: transaction.date, amount: part }],
    })
    await saved(api, { id: transaction.id, date: '2026-06-12' })
    expect((await queried(api, invoice)).payments).toEqual([expect.objectContaining({ date: '2026-06-12', amount: part })])
  })

  it('of several invoices in one transaction pays each', async () => {
    const sandbox = smallBooks()
    const api = apiFor(sandbox)
    const scenario = WAITING_INVOICE_DEPOSITS.threeInvoices
    const transaction = deposit(sandbox, scenario.apiSourceId)
    const invoices = scenario.invoiceSourceIds.map((sourceId) => seededInvoice(sandbox, sourceId))
    await saved(api, {
      id: transaction.id,
      children: invoices.map((invoice) => ({ amount: invoice.totals.balance, invoiceId: invoice.id })),
    })
    for (const invoice of invoices) expect(await queried(api, invoice)).toMatchObject({ invoiceStatus: 'PAID', totals: { balance: 0 } })
  })

  it('beside a fee on a category pays the invoice in full and books the fee', async () => {
    const sandbox = smallBooks()
    const api = apiFor(sandbox)
    const scenario = WAITING_INVOICE_DEPOSITS.processorFee
    const transaction = deposit(sandbox, scenario.apiSourceId)
    const invoice = seededInvoice(sandbox, scenario.invoiceSourceIds[0])
    const fee = invoice.totals.balance - transaction.amount
    await saved(api, {
      id: transaction.id,
      children: [
        { amount: invoice.totals.balance, invoiceId: invoice.id },
        { amount: -fee, categoryId: BANK_FEES },
      ],
    })
    expect(await queried(api, invoice)).toMatchObject({ invoiceStatus: 'PAID' })
    const feeAccount = 'gla_co1_bank_fees'
    const feeLines = sandbox.inspect.glLines(feeAccount).filter((line) => line.sourceId === transaction.id)
    expect(feeLines.map((line) => line.drAmount - line.crAmount)).toEqual([fee])
  })

  it.each(PROFILES)('is undone on the %s profile by saving the transaction again without it, or by deleting it', async (profile) => {
    const sandbox = smallBooks({ profile })
    const api = apiFor(sandbox)
    const transaction = deposit(sandbox, WAITING_INVOICE_DEPOSITS.namesInvoice.apiSourceId)
    const invoice = seededInvoice(sandbox, WAITING_INVOICE_DEPOSITS.namesInvoice.invoiceSourceIds[0])
    const paying = { id: transaction.id, reviewStatus: 'REVIEWED', children: [{ amount: transaction.amount, invoiceId: invoice.id }] }
    await saved(api, paying)
    await saved(api, { id: transaction.id, reviewStatus: 'UNREVIEWED', children: [] })
    expect(await queried(api, invoice)).toMatchObject(owedAgain(invoice))

    await saved(api, paying)
    expect((await api.delete(`/v6/banks/transactions/${transaction.id}`)).status).toBe(200)
    expect(await queried(api, invoice)).toMatchObject(owedAgain(invoice))
  })
})

describe('a split that cannot pay its invoice', () => {
  it.each(PROFILES)('refuses the whole item on the %s profile, naming the field, and changes nothing', async (profile) => {
    // Enough invoices for a draft and a voided one.
    const sandbox = smallBooks({ profile, volume: { invoicesPerCompany: 160 } })
    const api = apiFor(sandbox, { userId: null })
    const transaction = deposit(sandbox, WAITING_INVOICE_DEPOSITS.exactAmount.apiSourceId)
    const invoice = seededInvoice(sandbox, WAITING_INVOICE_DEPOSITS.exactAmount.invoiceSourceIds[0])
    const other = seededInvoice(sandbox, WAITING_INVOICE_DEPOSITS.namesInvoice.invoiceSourceIds[0])
    const unpayable = sandbox.inspect.invoices(bakery.id).filter((candidate) => ['DRAFT', 'VOIDED'].includes(candidate.invoiceStatus ?? ''))
    const draft = unpayable.find((candidate) => candidate.invoiceStatus === 'DRAFT')
    const voided = unpayable.find((candidate) => candidate.invoiceStatus === 'VOIDED')
    const otherCompanys = sandbox.inspect.invoices(bikeShop.id)[0]
    const rest = (amount: number) => ({ amount: transaction.amount - amount, categoryId: bakery.categories.retailSales })
    const total = invoice.totals.total
    const cases: Array<[unknown[], string, string?]> = [
      [[{ amount: 0, invoiceId: invoice.id }, rest(0)], 'children[0].amount'],
      [[{ amount: -500, invoiceId: invoice.id }, rest(-500)], 'children[0].amount'],
      [[{ amount: total + 1, invoiceId: invoice.id }, rest(total + 1)], 'children[0].amount', invoice.invoiceNumber],
      [[{ amount: total - 100, invoiceId: invoice.id }, { amount: 200, invoiceId: invoice.id }, rest(total + 100)], 'children[1].amount'],
      [[{ amount: 1000, invoiceId: draft?.id }, rest(1000)], 'children[0].invoiceId'],
      [[{ amount: 1000, invoiceId: voided?.id }, rest(1000)], 'children[0].invoiceId'],
      [[{ amount: 1000, invoiceId: otherCompanys?.id }, rest(1000)], 'children[0].invoiceId'],
      [[{ amount: 1000, invoiceId: invoice.id, categoryId: bakery.categories.retailSales }, rest(1000)], 'children[0].categoryId'],
      [[{ amount: 1000, invoiceId: invoice.id, glAccountId: bakery.glAccounts.retailRevenue }, rest(1000)], 'children[0].glAccountId'],
      [[{ amount: 1000, invoiceId: invoice.id, customerId: other.customer.id }, rest(1000)], 'children[0].customerId'],
    ]
    expect(draft && voided && otherCompanys).toBeTruthy()
    const before = { transactions: sandbox.inspect.bankTransactions(), invoices: sandbox.inspect.invoices() }
    for (const [children, param, named] of cases) {
      const answer = await api.saveBankTransactions([{ id: transaction.id, children }])
      const [item] = answer.body.data
      expect(item.result, param).toBe('FAILURE')
      expect(
        item.error.map((error: { param: string }) => error.param),
        param,
      ).toEqual([param])
      if (named) expect(item.error[0].message).toContain(named)
    }
    expect({ transactions: sandbox.inspect.bankTransactions(), invoices: sandbox.inspect.invoices() }).toEqual(before)
  })

  it('may pay again what this same transaction paid before', async () => {
    const sandbox = smallBooks()
    const api = apiFor(sandbox)
    const transaction = deposit(sandbox, WAITING_INVOICE_DEPOSITS.exactAmount.apiSourceId)
    const invoice = seededInvoice(sandbox, WAITING_INVOICE_DEPOSITS.exactAmount.invoiceSourceIds[0])
    const paying = { id: transaction.id, children: [{ amount: transaction.amount, invoiceId: invoice.id }] }
    await saved(api, paying)
    await saved(api, paying)
    expect(await queried(api, invoice)).toMatchObject({ invoiceStatus: 'PAID', totals: { paidAmount: invoice.totals.total } })
  })
})

describe('a payment from the bank in the ledger', () => {
  it('clears receivable on accrual and recognises the invoices’ revenue and tax on cash, the books balancing', async () => {
    const sandbox = smallBooks()
    const api = apiFor(sandbox)
    const open = sandbox.inspect.invoices(bakery.id).filter((invoice) => invoice.invoiceStatus === 'OPEN')
    const taxed = open.find((invoice) => (invoice.totals.salesTax ?? 0) > 0)
    const invoices = [taxed, open.find((invoice) => invoice !== taxed && invoice.totals.salesTax === 0)] as Invoice[]
    expect(invoices.every(Boolean)).toBe(true)
    const amount = invoices.reduce((total, invoice) => total + invoice.totals.balance, 0)
    const transaction = await saved(api, {
      date: '2026-06-20',
      amount,
      bankAccountId: bakery.bankAccounts.checking,
      description: 'Deposit',
      children: invoices.map((invoice) => ({ amount: invoice.totals.balance, invoiceId: invoice.id })),
    })
    const net = (glAccountId: string, method: 'ACCRUAL' | 'CASH') =>
      sandbox.inspect
        .glLines(glAccountId, method)
        .filter((line) => line.sourceId === transaction.id)
        .reduce((sum, line) => sum + line.drAmount - line.crAmount, 0)
    const { receivable, salesTaxPayable, checking } = bakery.glAccounts
    const revenueAccounts = [
      ...new Set(invoices.flatMap((invoice) => invoice.lineItems?.map((item) => item.glAccount?.id as string) ?? [])),
    ]
    const sum = (pick: (invoice: Invoice) => number) => invoices.reduce((total, invoice) => total + pick(invoice), 0)

    expect(net(checking, 'ACCRUAL')).toBe(amount)
    expect(net(checking, 'CASH')).toBe(amount)
    expect(net(receivable, 'ACCRUAL')).toBe(-amount)
    expect(net(receivable, 'CASH')).toBe(0)
    expect(revenueAccounts.reduce((total, account) => total + net(account, 'CASH'), 0)).toBe(
      -sum((invoice) => invoice.totals.discountedTotal),
    )
    expect(net(salesTaxPayable, 'CASH')).toBe(-sum((invoice) => invoice.totals.salesTax))
    for (const account of [...revenueAccounts, salesTaxPayable]) expect(net(account, 'ACCRUAL')).toBe(0)
    for (const method of ['ACCRUAL', 'CASH'] as const) {
      const { debits, credits } = sandbox.inspect.trialBalance(bakery.id, method)
      expect(debits, method).toBe(credits)
    }
  })
})

describe('the seeded deposits paying invoices', () => {
  it.each([bakery, bikeShop])('wait in $name’s queue with their invoices open, and the applied ones are paid', (company) => {
    const sandbox = smallBooks()
    const waiting = Object.values(WAITING_INVOICE_DEPOSITS).map((scenario) => ({
      transaction: deposit(sandbox, scenario.apiSourceId, company.id),
      invoices: scenario.invoiceSourceIds.map((sourceId) => seededInvoice(sandbox, sourceId, company.id)),
    }))
    for (const { transaction, invoices } of waiting) {
      expect(transaction).toMatchObject({ reviewStatus: 'UNREVIEWED', children: [] })
      expect(transaction.category).toBeUndefined()
      for (const invoice of invoices) expect(invoice).toMatchObject({ invoiceStatus: 'OPEN', totals: { balance: invoice.totals.total } })
    }
    const [exact, named, three, fee, twoEqual] = waiting as [(typeof waiting)[number], ...typeof waiting]
    const balance = (invoice: Invoice | undefined) => invoice?.totals.balance ?? Number.NaN
    const openBalances = sandbox.inspect
      .invoices(company.id)
      .filter((invoice) => invoice.invoiceStatus === 'OPEN' || invoice.invoiceStatus === 'PARTIALLY_PAID')
      .map((invoice) => invoice.totals.balance)
    expect(exact.transaction.amount).toBe(balance(exact.invoices[0]))
    expect(openBalances.filter((open) => open === exact.transaction.amount)).toHaveLength(1)
    expect(named?.transaction.description).toContain(named?.invoices[0]?.invoiceNumber)
    expect(three?.transaction.amount).toBe(three?.invoices.reduce((sum, invoice) => sum + invoice.totals.balance, 0))
    expect(new Set(three?.invoices.map((invoice) => invoice.customer.id)).size).toBe(1)
    expect(three?.transaction.description?.toUpperCase()).toContain(three?.invoices[0]?.customer.name.toUpperCase())
    expect(fee?.transaction.amount).toBe(balance(fee?.invoices[0]) - processorFee(balance(fee?.invoices[0])))
    expect(fee?.transaction.description?.toUpperCase()).toContain(fee?.invoices[0]?.customer.name.toUpperCase())
    const [first, second] = twoEqual?.invoices ?? []
    expect(twoEqual?.transaction.amount).toBe(balance(first))
    expect(balance(second)).toBe(balance(first))
    expect(first?.customer.id).not.toBe(second?.customer.id)
    expect(openBalances.filter((open) => open === twoEqual?.transaction.amount)).toHaveLength(2)

    const applied = sandbox.inspect
      .bankTransactions(company.id)
      .filter((transaction) => transaction.apiSourceId?.startsWith('match-applied-'))
    expect(applied.length).toBeGreaterThan(waiting.length)
    const invoices = new Map(sandbox.inspect.invoices(company.id).map((invoice) => [invoice.id, invoice]))
    for (const transaction of applied) {
      expect(transaction.reviewStatus).not.toBe('UNREVIEWED')
      const paid = (transaction.children ?? []).filter((child) => child.invoiceId !== undefined)
      expect(paid.length).toBeGreaterThan(0)
      for (const child of paid) {
        const invoice = invoices.get(child.invoiceId as string)
        expect(invoice?.payments).toEqual([expect.objectContaining({ date: transaction.date, amount: child.amount })])
        expect(invoice?.invoiceStatus).toBe(child.amount === invoice?.totals.total ? 'PAID' : 'PARTIALLY_PAID')
      }
    }
    expect(
      applied.filter((transaction) =>
        transaction.children?.some((child) => child.invoiceId !== undefined && invoices.get(child.invoiceId)?.invoiceStatus === 'PAID'),
      ),
    ).not.toHaveLength(0)
    // Their invoices post none of these payments: they are the transactions' to post.
    const paymentIds = new Set(
      applied.flatMap((transaction) =>
        (transaction.children ?? []).flatMap((child) => invoices.get(child.invoiceId ?? '')?.payments?.map((payment) => payment.id) ?? []),
      ),
    )
    expect(paymentIds.size).toBeGreaterThan(applied.length)
    expect(sandbox.inspect.glLines(company.glAccounts.receivable, 'ACCRUAL').filter((line) => paymentIds.has(line.sourceId))).toEqual([])
  })

  it('are the newest transactions of the queue', () => {
    const sandbox = smallBooks()
    const newest = sandbox.inspect
      .bankTransactions(bakery.id)
      .reduce((latest, transaction) => (transaction.date > latest ? transaction.date : latest), '')
    for (const scenario of Object.values(WAITING_INVOICE_DEPOSITS))
      expect(deposit(sandbox, scenario.apiSourceId).date >= addDaysTo(newest, -1)).toBe(true)
  })
})

function addDaysTo(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`)
  at.setUTCDate(at.getUTCDate() + days)
  return at.toISOString().slice(0, 10)
}
