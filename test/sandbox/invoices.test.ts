// The invoice query: consistent totals and derived statuses, every filter operator, AND across
// members and OR inside lists, sorts, search and pages.
import type { Invoice } from '../../src/api/types'
import { SANDBOX } from '../../src/sandbox'
import { apiFor, bakery, smallSandbox, type Api } from './helpers'
import { RANKED_DEPOSITS } from '../../src/sandbox/seed/invoiceDepositRanking'

const TODAY = '2026-06-30'
const sandbox = smallSandbox({ volume: { invoicesPerCompany: 160 } })
const api = apiFor(sandbox, { userId: SANDBOX.users.bookkeeper })
const all = sandbox.inspect.invoices()

async function query(body: Record<string, unknown>, client: Api = api): Promise<Invoice[]> {
  const found: Invoice[] = []
  let cursor: string | undefined
  do {
    const answer = await client.invoices({ limit: 250, ...body, ...(cursor ? { cursor } : {}) })
    expect(answer.status).toBe(200)
    found.push(...answer.body.data)
    cursor = answer.body.cursor?.after
  } while (cursor !== undefined)
  return found
}

const ids = (invoices: Invoice[]) => invoices.map((invoice) => invoice.id).sort()
const where = (predicate: (invoice: Invoice) => boolean) => ids(all.filter(predicate))
const termDueDate = (invoice: Invoice) => invoice.collectionInfo?.term?.dueDate as string
/** What `filter.dueDate` matches: the term's due date and the due date of every installment with a balance left. */
const dueDatesOf = (invoice: Invoice) => [
  termDueDate(invoice),
  ...(invoice.installments ?? []).filter((part) => (part.balance ?? 0) > 0).map((part) => part.dueDate as string),
]

describe('seeded invoices', () => {
  it('are at least 300, and their totals add up', () => {
    // The cases of a match that only looks as good are seeded on top of the volume.
    expect(smallSandbox({ volume: { invoicesPerCompany: 150 - RANKED_DEPOSITS.invoices } }).inspect.invoices()).toHaveLength(300)
    for (const invoice of all) {
      const { totals } = invoice
      const subtotal = (invoice.lineItems ?? []).reduce((sum, line) => sum + Math.round((line.quantity ?? 0) * (line.rate ?? 0)), 0)
      expect(totals.subtotal).toBe(subtotal)
      expect(totals.total).toBe(totals.discountedTotal + totals.salesTax)
      expect(totals.discountedTotal).toBeLessThanOrEqual(totals.subtotal)
      expect(totals.paidAmount).toBe((invoice.payments ?? []).reduce((sum, payment) => sum + (payment.amount ?? 0), 0))
      expect(totals.balance).toBe(totals.total - totals.paidAmount)
      expect(totals.balance).toBeGreaterThanOrEqual(0)
      const installments = invoice.installments ?? []
      expect(installments.reduce((sum, part) => sum + (part.balance ?? 0), 0)).toBe(
        invoice.invoiceStatus === 'VOIDED' ? totals.total - totals.paidAmount : totals.balance,
      )
      for (const payment of invoice.payments ?? []) expect(payment.date! <= TODAY && payment.date! >= invoice.date).toBe(true)
    }
  })

  it('derive their status from payments and their display status from today', () => {
    const seen = new Set<string>()
    for (const invoice of all) {
      const due = invoice.collectionInfo?.term?.dueDate as string
      const { paidAmount, balance } = invoice.totals
      seen.add(invoice.detailedInvoiceDisplayStatus as string)
      switch (invoice.invoiceStatus) {
        case 'DRAFT':
          expect(invoice.detailedInvoiceDisplayStatus).toBe('Draft')
          break
        case 'VOIDED':
          expect(invoice.detailedInvoiceDisplayStatus).toBe('Void')
          break
        case 'PAID':
          expect(balance).toBe(0)
          expect(invoice.detailedInvoiceDisplayStatus).toBe('Paid')
          break
        case 'OPEN':
        case 'PARTIALLY_PAID':
          expect(invoice.invoiceStatus === 'OPEN' ? paidAmount === 0 : paidAmount > 0 && balance > 0).toBe(true)
          expect(invoice.detailedInvoiceDisplayStatus).toBe(
            due < TODAY ? 'Overdue' : due === TODAY ? 'Due today' : invoice.invoiceStatus === 'OPEN' ? 'Open' : 'Partially paid',
          )
          break
        default:
          throw new Error(`unexpected status ${invoice.invoiceStatus}`)
      }
    }
    expect([...seen]).toEqual(expect.arrayContaining(['Draft', 'Open', 'Overdue', 'Paid', 'Partially paid']))
  })

  it('carry realistic collection info and activity', () => {
    const invoice = all.find((candidate) => candidate.invoiceStatus === 'PAID' && (candidate.activity ?? []).length > 1) as Invoice
    expect(invoice.collectionInfo).toMatchObject({ sendEmail: true, email: invoice.customer.email, term: { type: expect.any(String) } })
    expect(invoice.activity?.[0]).toMatchObject({ type: 'INITIAL_EMAIL_SENT', datetime: expect.stringMatching(/Z$/) })
    expect(invoice.activity?.some((entry) => entry.type === 'PAYMENT_RECEIVED')).toBe(true)
  })
})

describe('POST /v6/invoicing/invoices/query', () => {
  it('pages 202 invoices at limit 100 as 100, 100 and 2', async () => {
    const big = smallSandbox({ volume: { invoicesPerCompany: 202 - RANKED_DEPOSITS.invoices } })
    const owner = apiFor(big)
    const sizes: number[] = []
    let cursor: string | undefined
    let before = ''
    do {
      const answer = await owner.invoices({ limit: 100, ...(cursor ? { cursor } : {}) })
      sizes.push(answer.body.data.length)
      if (sizes.length === 1) before = answer.body.cursor.before
      cursor = answer.body.cursor?.after
    } while (cursor !== undefined)
    expect(sizes).toEqual([100, 100, 2])
    expect(before).toBe('')
  })

  it('sorts by -date by default, ties by id', async () => {
    const found = (await api.invoices({ limit: 250 })).body.data as Invoice[]
    for (let i = 1; i < found.length; i++) {
      const [a, b] = [found[i - 1] as Invoice, found[i] as Invoice]
      expect(a.date > b.date || (a.date === b.date && a.id < b.id)).toBe(true)
    }
  })

  it.each(['date', 'invoiceNumber', 'dueDate', 'total', 'balance'])('sorts by %s, both ways', async (field) => {
    const key = (invoice: Invoice): string | number => {
      switch (field) {
        case 'total':
          return invoice.totals.total
        case 'balance':
          return invoice.totals.balance
        case 'dueDate':
          return invoice.collectionInfo?.term?.dueDate as string
        case 'invoiceNumber':
          return Number(invoice.invoiceNumber.slice(4)) + (invoice.invoiceNumber.startsWith('SSB') ? 1e6 : 0)
        default:
          return invoice.date
      }
    }
    for (const descending of [false, true]) {
      const found = await query({ sort: { value: `${descending ? '-' : ''}${field}` } })
      expect(found).toHaveLength(all.length)
      for (let i = 1; i < found.length; i++) {
        const [a, b] = [key(found[i - 1] as Invoice), key(found[i] as Invoice)]
        if (a === b) expect((found[i - 1] as Invoice).id < (found[i] as Invoice).id).toBe(true)
        else expect(descending ? a > b : a < b).toBe(true)
      }
    }
  })

  it('compares amount to totals.total with every operator', async () => {
    const pivot = all[17]?.totals.total as number
    const cases: Array<[string, (total: number) => boolean]> = [
      ['equal', (total) => total === pivot],
      ['notEqual', (total) => total !== pivot],
      ['greaterThan', (total) => total > pivot],
      ['greaterThanEqual', (total) => total >= pivot],
      ['lessThan', (total) => total < pivot],
      ['lessThanEqual', (total) => total <= pivot],
    ]
    for (const [operator, holds] of cases) {
      expect(ids(await query({ filter: { amount: { [operator]: pivot } } }))).toEqual(where((invoice) => holds(invoice.totals.total)))
    }
    expect(ids(await query({ filter: { amount: { greaterThanEqual: 10000, lessThan: 50000 } } }))).toEqual(
      where((invoice) => invoice.totals.total >= 10000 && invoice.totals.total < 50000),
    )
  })

  it('compares date with every operator', async () => {
    const pivot = '2026-03-15'
    const cases: Array<[string, (date: string) => boolean]> = [
      ['equal', (date) => date === pivot],
      ['notEqual', (date) => date !== pivot],
      ['greaterThan', (date) => date > pivot],
      ['greaterThanEqual', (date) => date >= pivot],
      ['lessThan', (date) => date < pivot],
      ['lessThanEqual', (date) => date <= pivot],
    ]
    for (const [operator, holds] of cases) {
      expect(ids(await query({ filter: { date: { [operator]: pivot } } }))).toEqual(where((invoice) => holds(invoice.date)))
    }
  })

  it('compares invoiceNumber naturally with every operator, and contain ignores case', async () => {
    const number = (invoice: Invoice) => Number(invoice.invoiceNumber.slice(4))
    const bakeryOnly = (invoice: Invoice) => invoice.invoiceNumber.startsWith('MCB')
    const cases: Array<[string, (n: number) => boolean]> = [
      ['equal', (n) => n === 1100],
      ['notEqual', (n) => n !== 1100],
      ['greaterThan', (n) => n > 1100],
      ['greaterThanEqual', (n) => n >= 1100],
      ['lessThan', (n) => n < 1100],
      ['lessThanEqual', (n) => n <= 1100],
    ]
    for (const [operator, holds] of cases) {
      const found = await query({
        filter: {
          invoiceNumber: { [operator]: 'MCB-1100' },
          customer: { id: { in: [...new Set(all.filter(bakeryOnly).map((invoice) => invoice.customer.id))] } },
        },
      })
      expect(ids(found)).toEqual(where((invoice) => bakeryOnly(invoice) && holds(number(invoice))))
    }
    expect(ids(await query({ filter: { invoiceNumber: { contain: 'mcb-11' } } }))).toEqual(
      where((invoice) => invoice.invoiceNumber.startsWith('MCB-11')),
    )
  })

  it('matches any of an in list and none of a notIn list, and ANDs the members', async () => {
    const open = await query({ filter: { invoiceStatus: { in: ['OPEN', 'PARTIALLY_PAID'] } } })
    expect(ids(open)).toEqual(where((invoice) => ['OPEN', 'PARTIALLY_PAID'].includes(invoice.invoiceStatus)))
    const notPaid = await query({ filter: { invoiceStatus: { notIn: ['PAID', 'DRAFT'] }, status: { in: ['ACTIVE'] } } })
    expect(ids(notPaid)).toEqual(where((invoice) => !['PAID', 'DRAFT'].includes(invoice.invoiceStatus)))
    const dueDates = [termDueDate(all[3] as Invoice), termDueDate(all[40] as Invoice)]
    expect(ids(await query({ filter: { dueDate: { in: dueDates } } }))).toEqual(
      where((invoice) => dueDatesOf(invoice).some((date) => dueDates.includes(date))),
    )
    expect(ids(await query({ filter: { dueDate: { notIn: dueDates } } }))).toEqual(
      where((invoice) => !dueDatesOf(invoice).some((date) => dueDates.includes(date))),
    )
    const customers = [bakery.customers.blueHeronCafe, bakery.customers.juniperEvents]
    const combined = await query({
      filter: { customer: { id: { in: customers } }, invoiceStatus: { in: ['PAID'] }, amount: { greaterThan: 5000 } },
    })
    expect(ids(combined)).toEqual(
      where(
        (invoice) => customers.includes(invoice.customer.id as never) && invoice.invoiceStatus === 'PAID' && invoice.totals.total > 5000,
      ),
    )
    expect(combined.length).toBeGreaterThan(0)
    // A parent value takes the invoices filed under its sub-values (the wire gives those as the parent with a child).
    const shops = await query({ filter: { dimensionValues: { id: { in: [bakery.dimensions.location.values.shops] } } } })
    expect(ids(shops)).toEqual(
      where((invoice) => (invoice.dimensionValues ?? []).some((value) => value.id === bakery.dimensions.location.values.shops)),
    )
    expect(shops.some((invoice) => invoice.dimensionValues?.[0]?.child?.id === bakery.dimensions.location.values.riverside)).toBe(true)
  })

  describe('dueDate, with installments', () => {
    const deposit = (invoice: Invoice) => (invoice.installments ?? []).find((part) => part.name === 'Deposit')
    const unpaidDeposit = all.find(
      (invoice) => (deposit(invoice)?.balance ?? 0) > 0 && termDueDate(invoice) > (deposit(invoice)?.dueDate as string),
    ) as Invoice
    const depositDate = deposit(unpaidDeposit)?.dueDate as string

    it('matches an invoice on the date its unpaid deposit is due, though its balance is due later', async () => {
      expect(unpaidDeposit).toBeDefined()
      const found = await query({ filter: { dueDate: { in: [depositDate] } } })
      expect(ids(found)).toContain(unpaidDeposit.id)
      expect(ids(found)).toEqual(where((invoice) => dueDatesOf(invoice).includes(depositDate)))
    })

    it('does not match a paid deposit’s date, unless the term’s due date is listed too', async () => {
      const paidDeposit = all.find(
        (invoice) => deposit(invoice)?.balance === 0 && termDueDate(invoice) !== deposit(invoice)?.dueDate,
      ) as Invoice
      expect(paidDeposit).toBeDefined()
      const paidDate = deposit(paidDeposit)?.dueDate as string
      expect(ids(await query({ filter: { dueDate: { in: [paidDate] } } }))).not.toContain(paidDeposit.id)
      expect(ids(await query({ filter: { dueDate: { in: [paidDate, termDueDate(paidDeposit)] } } }))).toContain(paidDeposit.id)
    })

    it('still matches a paid invoice on its term’s due date', async () => {
      const paid = all.find((invoice) => invoice.invoiceStatus === 'PAID') as Invoice
      expect(ids(await query({ filter: { dueDate: { in: [termDueDate(paid)] } } }))).toContain(paid.id)
    })

    it('leaves out with notIn an invoice any of whose dates is listed', async () => {
      const found = await query({ filter: { dueDate: { notIn: [depositDate] } } })
      expect(ids(found)).not.toContain(unpaidDeposit.id)
      expect(ids(found)).toEqual(where((invoice) => !dueDatesOf(invoice).includes(depositDate)))
      expect(ids(await query({ filter: { dueDate: { notIn: [termDueDate(unpaidDeposit)] } } }))).not.toContain(unpaidDeposit.id)
    })

    it('gives an aging bucket exactly the invoices whose open parts fall in it', async () => {
      const open = all.filter((invoice) => ['OPEN', 'PARTIALLY_PAID'].includes(invoice.invoiceStatus))
      const parts = open.flatMap((invoice) =>
        (invoice.installments ?? []).filter((part) => (part.balance ?? 0) > 0).map((part) => ({ invoice, part })),
      )
      const bucket = parts.filter(({ part }) => (part.dueDate as string) < TODAY && (part.dueDate as string) >= '2026-05-01')
      const dates = [...new Set(bucket.map(({ part }) => part.dueDate as string))]
      expect(dates.length).toBeGreaterThan(1)
      const found = await query({ filter: { invoiceStatus: { in: ['OPEN', 'PARTIALLY_PAID'] }, dueDate: { in: dates } } })
      expect(ids(found)).toEqual([...new Set(bucket.map(({ invoice }) => invoice.id))].sort())
    })
  })

  it('searches invoice number, customer name and email, and line descriptions, ignoring case', async () => {
    const searchable = (invoice: Invoice) =>
      [
        invoice.invoiceNumber,
        invoice.customer.name,
        invoice.customer.email ?? '',
        ...(invoice.lineItems ?? []).map((line) => line.description ?? ''),
      ]
        .join('\n')
        .toLowerCase()
    for (const term of ['BLUE HERON', 'juniper-events.example', 'croissant', 'ssb-110']) {
      const found = await query({ filter: { search: term } })
      expect(found.length).toBeGreaterThan(0)
      expect(ids(found)).toEqual(where((invoice) => searchable(invoice).includes(term.toLowerCase())))
    }
  })

  it('shows a token only its companies’ invoices', async () => {
    const owner = apiFor(sandbox, { userId: SANDBOX.users.bikeShopOwner })
    const found = await query({}, owner)
    expect(found.length).toBe(all.filter((invoice) => invoice.invoiceNumber.startsWith('SSB')).length)
  })

  it.each([
    [{ sort: { value: 'customer' } }, 'INVALID_VALUE', 'sort.value'],
    [{ sort: 'date' }, 'INVALID_FORMAT', 'sort'],
    [{ limit: 500 }, 'INVALID_VALUE', 'limit'],
    [{ cursor: 'nope' }, 'INVALID_VALUE', 'cursor'],
    [{ filter: { total: { equal: 5 } } }, 'INVALID_VALUE', 'filter.total'],
    [{ filter: { amount: { between: [1, 2] } } }, 'INVALID_VALUE', 'filter.amount.between'],
    [{ filter: { amount: { equal: '100' } } }, 'INVALID_FORMAT', 'filter.amount.equal'],
    [{ filter: { date: { lessThan: '2026/01/01' } } }, 'INVALID_FORMAT', 'filter.date.lessThan'],
    [{ filter: { invoiceStatus: { in: ['OVERDUE'] } } }, 'INVALID_VALUE', 'filter.invoiceStatus.in[0]'],
    [{ filter: { dueDate: { in: ['soon'] } } }, 'INVALID_FORMAT', 'filter.dueDate.in[0]'],
    [{ filter: { status: { in: 'ACTIVE' } } }, 'INVALID_FORMAT', 'filter.status.in'],
  ])('refuses %j with 400 %s', async (body, type, param) => {
    const answer = await api.invoices(body)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toContainEqual({ type, message: expect.any(String), param })
  })

  it('refuses a cursor from another query', async () => {
    const cursor = (await api.invoices({ limit: 10 })).body.cursor.after
    const answer = await api.invoices({ limit: 10, cursor, sort: { value: 'total' } })
    expect(answer.body.error[0]).toMatchObject({ type: 'INVALID_VALUE', param: 'cursor' })
  })
})
