// The receivables' aging in Node (src/core/statements/receivablesAging.ts): ageReceivables on copies
// of the sandbox's real invoices (owedParts and owedPartsOn beneath it), each balance in its bucket
// by whole days past due, a past day's balances as they stood then, the filters handed back, and
// the filters an aging reads with. The filters sent back to the service are the hook's test's.
import { describe, expect, it } from 'vitest'
import { describedService } from '../../../src/api'
import { agingBucketOf, owedParts, owedPartsOn, type AgingBucketId } from '../../../src/api/owedParts'
import type { Invoice } from '../../../src/api/types'
import { ageReceivables, agingFilters } from '../../../src/core/statements/receivablesAging'
import { SANDBOX } from '../../../src/sandbox'
import {
  BUCKETS,
  bucketByDaysLate,
  bucketFilter,
  customerFilter,
  daysLate,
  NOT_OWED_STATUSES,
  owedOn,
  owingFilter,
  PAID_STATUSES,
  unreadToday,
} from '../../support/receivables'
import { useSandboxServer } from '../../support/sandbox'

const bakery = SANDBOX.companies.bakery
const AS_OF = '2026-06-30'
/** The seed's year of invoices, with few bank transactions: the receivables read only invoices. */
const VOLUME = { invoicesPerCompany: 160, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 }

/** The date `days` after `date` (before, when negative). */
function addDays(date: string, days: number): string {
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days))
    .toISOString()
    .slice(0, 10)
}

describe('ageReceivables, owedParts and owedPartsOn', () => {
  const state = useSandboxServer({ volume: VOLUME })
  const stored = () => state.sandbox.inspect.invoices(bakery.id)
  /** How the receivables of `asOf` age invoices on bookkit's service: read as for today, or with the paid ones for a past day. */
  const rulesOn = (asOf: string, { past = false } = {}) => ({
    notOwed: NOT_OWED_STATUSES,
    read: owingFilter(past ? NOT_OWED_STATUSES : unreadToday(), asOf),
    owing: owingFilter(unreadToday(), asOf),
  })
  /** An open invoice whose deposit and balance are both still owed, as the sandbox stores it. */
  function withDepositAndBalance(): Invoice {
    const found = stored().find(
      (invoice) => invoice.invoiceStatus === 'OPEN' && (invoice.installments ?? []).filter((part) => (part.balance ?? 0) > 0).length === 2,
    )
    if (!found) throw new Error('the seed has no open invoice with a deposit')
    return found
  }

  it('ages an unpaid deposit overdue and a balance not yet due in two buckets, each with its own part', () => {
    const invoice = withDepositAndBalance()
    const [deposit, rest] = invoice.installments as [
      Required<NonNullable<Invoice['installments']>[number]>,
      Required<NonNullable<Invoice['installments']>[number]>,
    ]
    expect(deposit.dueDate < rest.dueDate).toBe(true)
    // The day the balance falls due: the deposit is late by the invoice's term, the balance not yet.
    const asOf = rest.dueDate
    const depositBucket = bucketByDaysLate(daysLate(deposit.dueDate, asOf))
    expect(depositBucket).not.toBe('current')

    expect(owedParts(invoice)).toEqual([
      { dueDate: deposit.dueDate, amount: deposit.balance },
      { dueDate: rest.dueDate, amount: rest.balance },
    ])
    const aging = ageReceivables([invoice], asOf, rulesOn(asOf))
    for (const bucket of aging.buckets) {
      const amount = bucket.id === depositBucket ? deposit.balance : bucket.id === 'current' ? rest.balance : 0
      expect(bucket, bucket.id).toMatchObject({ amount, invoices: amount > 0 ? 1 : 0 })
    }
    expect(aging).toMatchObject({ total: invoice.totals.balance, overdue: deposit.balance, invoices: 1, overdueInvoices: 1, unreadable: 0 })
    expect(aging.customers).toEqual([
      expect.objectContaining({ customer: invoice.customer, amount: invoice.totals.balance, overdue: deposit.balance, invoices: 1 }),
    ])
    expect(aging.buckets.find((bucket) => bucket.id === depositBucket)?.filter).toEqual(
      bucketFilter(unreadToday(), asOf, [deposit.dueDate]),
    )
    expect(aging.buckets.find((bucket) => bucket.id === 'current')?.filter).toEqual(bucketFilter(unreadToday(), asOf, [rest.dueDate]))
  })

  it('falls back to the whole balance on the term’s due date when the installments do not add up to it', () => {
    const invoice = structuredClone(withDepositAndBalance())
    invoice.installments![0]!.balance! -= 100
    const dueDate = invoice.collectionInfo!.term!.dueDate!
    expect(owedParts(invoice)).toEqual([{ dueDate, amount: invoice.totals.balance }])
    const aging = ageReceivables([invoice], AS_OF, rulesOn(AS_OF))
    const bucket = bucketByDaysLate(daysLate(dueDate, AS_OF))
    expect(aging.buckets.filter((candidate) => candidate.amount > 0)).toEqual([
      { id: bucket, amount: invoice.totals.balance, invoices: 1, filter: bucketFilter(unreadToday(), AS_OF, [dueDate]) },
    ])
  })

  it('counts a paid invoice nowhere today, and a voided one nowhere whatever its balance', () => {
    const paid = stored().find((invoice) => invoice.invoiceStatus === 'PAID')!
    expect(owedParts(paid)).toEqual([])
    const voided = { ...structuredClone(withDepositAndBalance()), invoiceStatus: 'VOIDED' }
    const aging = ageReceivables([paid, voided], AS_OF, rulesOn(AS_OF))
    expect(aging).toMatchObject({ total: 0, overdue: 0, invoices: 0, overdueInvoices: 0, customers: [], unreadable: 0 })
    expect(aging.buckets.map(({ amount, invoices, filter }) => ({ amount, invoices, filter }))).toEqual(
      BUCKETS.map(() => ({ amount: 0, invoices: 0, filter: undefined })),
    )
  })

  it('on the described service, counts nowhere an invoice written off or void by the usual names, and still a partly paid one', () => {
    const notOwed = describedService.notOwedInvoiceStatuses
    const rules = {
      notOwed,
      read: owingFilter([...notOwed, ...PAID_STATUSES], AS_OF),
      owing: owingFilter([...notOwed, ...PAID_STATUSES], AS_OF),
    }
    const open = withDepositAndBalance()
    const [writtenOff, voided] = ['WRITTEN_OFF', 'VOID'].map((invoiceStatus) => ({ ...structuredClone(open), invoiceStatus }))
    const partlyPaid = { ...structuredClone(open), invoiceStatus: 'PARTIALLY_PAID' }
    expect(ageReceivables([writtenOff!, voided!], AS_OF, rules)).toMatchObject({ total: 0, invoices: 0, customers: [] })
    // bookkit's own statuses do not name them: there they are owed.
    expect(ageReceivables([writtenOff!], AS_OF, rulesOn(AS_OF)).invoices).toBe(1)
    const owed = ageReceivables([partlyPaid], AS_OF, rules)
    expect(owed.invoices).toBe(1)
    expect(owed.total).toBe(ageReceivables([open], AS_OF, rulesOn(AS_OF)).total)
  })

  it('ages an invoice on a past day as it stood then: nothing before it was written, its payments since added back, its deposit filled first', () => {
    // Paid in full today: its deposit on the day it was written, the rest some days later.
    const invoice = stored().find(
      (candidate) =>
        candidate.invoiceStatus === 'PAID' &&
        candidate.installments?.length === 2 &&
        candidate.payments?.length === 2 &&
        candidate.payments[0]!.date! < candidate.payments[1]!.date!,
    )
    if (!invoice) throw new Error('the seed has no invoice paid in two payments on two days')
    const [deposit, rest] = invoice.installments!
    const [first, last] = invoice.payments!
    expect(first!.date).toBe(invoice.date)
    // The first paid the deposit: what the rest asks is the total less it.
    expect(first!.amount).toBe(invoice.totals.total - Number(rest!.amountDue!.value))
    expect(deposit!.dueDate).toBe(invoice.date)

    expect(owedPartsOn(invoice, addDays(invoice.date, -1))).toEqual([])
    // Between its two payments it owed the rest, on the rest's due date.
    const between = addDays(last!.date!, -1)
    expect(owedPartsOn(invoice, between)).toEqual([{ dueDate: rest!.dueDate, amount: invoice.totals.total - first!.amount! }])
    expect(owedPartsOn(invoice, between)).toEqual(owedOn(invoice, between))
    expect(owedPartsOn(invoice, last!.date!)).toEqual([])

    // Paid since: a list of today's invoices cannot show that day's buckets, and the filters handed
    // back are those of every invoice read, paid ones too.
    const aging = ageReceivables([invoice], between, rulesOn(between, { past: true }))
    expect(aging).toMatchObject({
      total: invoice.totals.total - first!.amount!,
      invoices: 1,
      unreadable: 0,
      filter: owingFilter(NOT_OWED_STATUSES, between),
    })
    expect(aging.buckets.map((bucket) => bucket.filter)).toEqual(BUCKETS.map(() => undefined))
    expect(aging.customers[0]?.filter).toEqual(customerFilter(NOT_OWED_STATUSES, between, invoice.customer.id))
  })

  it('keeps the filters of a past day after which nothing was paid: today’s balances are that day’s', () => {
    const open = withDepositAndBalance()
    expect(open.payments ?? []).toEqual([])
    const [deposit] = open.installments!
    const day = addDays(AS_OF, -1)
    expect(open.date <= day).toBe(true)
    const aging = ageReceivables([open], day, rulesOn(day, { past: true }))
    expect(aging).toMatchObject({ total: open.totals.balance, invoices: 1, filter: owingFilter(unreadToday(), day) })
    const bucket = aging.buckets.find((candidate) => candidate.id === bucketByDaysLate(daysLate(deposit!.dueDate!, day)))
    expect(bucket?.filter).toEqual(
      bucketFilter(
        unreadToday(),
        day,
        owedOn(open, day)
          .filter((part) => bucketByDaysLate(daysLate(part.dueDate, day)) === bucket?.id)
          .map((part) => part.dueDate),
      ),
    )
  })

  it('counts an invoice whose balance, due date or payment cannot be read in unreadable, and in no figure', () => {
    const invoice = withDepositAndBalance()
    const textBalance = { ...structuredClone(invoice), totals: { ...invoice.totals, balance: '1427.35' as unknown as number } }
    const noDueDate = structuredClone(stored().find((candidate) => candidate.invoiceStatus === 'OPEN' && candidate.id !== invoice.id)!)
    noDueDate.installments = []
    noDueDate.collectionInfo!.term!.dueDate = '2026-02-30'
    const badPayment = structuredClone(stored().find((candidate) => candidate.invoiceStatus === 'PARTIALLY_PAID')!)
    badPayment.payments![0]!.date = '2026-02-30'
    expect(owedParts(textBalance)).toBeUndefined()
    expect(owedParts(noDueDate)).toBeUndefined()
    expect(owedPartsOn(badPayment, AS_OF)).toBeUndefined()
    const aging = ageReceivables([textBalance, noDueDate, badPayment, invoice], AS_OF, rulesOn(AS_OF))
    expect(aging).toMatchObject({ unreadable: 3, invoices: 1, total: invoice.totals.balance })
  })

  it('puts a balance in its bucket by whole days past due: 0 is not yet due, then 1–30, 31–60, 61–90, over 90', () => {
    const cases: Array<[number, AgingBucketId]> = [
      [-5, 'current'],
      [0, 'current'],
      [1, 'late1to30'],
      [30, 'late1to30'],
      [31, 'late31to60'],
      [60, 'late31to60'],
      [61, 'late61to90'],
      [90, 'late61to90'],
      [91, 'lateOver90'],
      [400, 'lateOver90'],
    ]
    for (const [late, bucket] of cases) expect(agingBucketOf(addDays(AS_OF, -late), AS_OF), `${late} days late`).toBe(bucket)
    // Across a month end and a leap day.
    expect(agingBucketOf('2024-01-30', '2024-03-01')).toBe(bucketByDaysLate(daysLate('2024-01-30', '2024-03-01')))
    expect(daysLate('2024-01-30', '2024-03-01')).toBe(31)
  })
})

describe('agingFilters', () => {
  it('reads for today only what may owe today, and for a past day the paid invoices too, since they may have been owed then', () => {
    const today = agingFilters(AS_OF, NOT_OWED_STATUSES, PAID_STATUSES, AS_OF)
    expect(today.owing).toEqual(owingFilter(unreadToday(), AS_OF))
    expect(today.read).toBe(today.owing)
    const past = agingFilters('2026-03-31', NOT_OWED_STATUSES, PAID_STATUSES, AS_OF)
    expect(past).toEqual({
      owing: owingFilter(unreadToday(), '2026-03-31'),
      read: owingFilter(NOT_OWED_STATUSES, '2026-03-31'),
    })
  })

  it('leaves unread on the described service the usual names of what owes nothing, and the paid ones today', () => {
    const notOwed = describedService.notOwedInvoiceStatuses
    expect(notOwed).toEqual(expect.arrayContaining(['VOID', 'WRITTEN_OFF']))
    const today = agingFilters(AS_OF, notOwed, describedService.paidInvoiceStatuses, AS_OF)
    expect(today.owing).toEqual(owingFilter([...notOwed, ...PAID_STATUSES], AS_OF))
    expect(agingFilters('2026-03-31', notOwed, describedService.paidInvoiceStatuses, AS_OF).read).toEqual(
      owingFilter(notOwed, '2026-03-31'),
    )
  })
})
