// The receivables' aging in Node (src/core/statements/receivablesAging.ts): ageReceivables on copies
// of the sandbox's real invoices (owedParts and owedPartsOn beneath it), each balance in its bucket
// by whole days past due, a past day's balances as they stood then, the filters handed back, and
// the filters an aging reads with; the aging split by a dimension (ageByDimension): its values, a
// parent's column, Not specified derived, an invoice under two values, the column limit. The filters sent back to the service are the hook's test's.
import { describe, expect, it } from 'vitest'
import { describedService } from '../../../src/api'
import { agingBucketOf, owedParts, owedPartsOn, type AgingBucketId } from '../../../src/api/owedParts'
import type { AccountingDimensionValue, Invoice } from '../../../src/api/types'
import {
  ageByDimension,
  agingSplitOf,
  type ReceivablesAgingColumn,
  type ValueRead,
} from '../../../src/core/statements/dimensionColumns/aging'
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

describe('ageByDimension and agingValues: the aging split by a dimension', () => {
  const state = useSandboxServer({ volume: VOLUME })
  const rules = { notOwed: NOT_OWED_STATUSES, read: owingFilter(unreadToday(), AS_OF), owing: owingFilter(unreadToday(), AS_OF) }
  /** The ids of an invoice's values, each chain from its top value down. */
  const chainOf = (invoice: Invoice) =>
    (invoice.dimensionValues ?? []).map((top) => {
      const ids: string[] = []
      for (let value: AccountingDimensionValue | undefined = top; value; value = value.child) ids.push(value.id)
      return ids
    })
  /** The bakery's invoices owing on AS_OF, the first four of them filed under no value: Not specified is theirs. */
  function books() {
    const invoices = structuredClone(state.sandbox.inspect.invoices(bakery.id)).filter(
      (invoice) => !NOT_OWED_STATUSES.includes(invoice.invoiceStatus) && (owedPartsOn(invoice, AS_OF) ?? []).length > 0,
    )
    for (const invoice of invoices.slice(0, 4)) invoice.dimensionValues = []
    const dimension = invoices.flatMap((invoice) => invoice.dimensionValues ?? [])[0]!.dimension
    return { invoices, dimension }
  }
  /**
   * What the service lists under `id`: with `nested`, an invoice filed under a value nested in it
   * too (as the sandbox answers); without, only those filed under it itself.
   */
  const listedUnder = (invoices: readonly Invoice[], id: string, nested: boolean) =>
    invoices.filter((invoice) => chainOf(invoice).some((chain) => (nested ? chain.includes(id) : chain.at(-1) === id)))
  function split(
    invoices: readonly Invoice[],
    dimension: { id: string },
    { nested = true, max = 8, unread = [] as string[], host = [] as AccountingDimensionValue[] } = {},
  ) {
    const { split: asked, readIds } = agingSplitOf(dimension.id, host, invoices, max)
    const total = { ...ageReceivables(invoices, AS_OF, rules), status: 'final' as const }
    const reads = new Map<string, ValueRead>(
      readIds.map((id) => [
        id,
        unread.includes(id) ? { invoices: undefined, status: 'unknown' } : { invoices: listedUnder(invoices, id, nested), status: 'final' },
      ]),
    )
    return { values: asked.values, readIds, ...ageByDimension({ asOf: AS_OF, rules, total, split: asked, reads }) }
  }
  const amounts = (column: ReceivablesAgingColumn) => column.buckets.map((bucket) => bucket.amount)

  it('takes the host’s values first, then those the invoices carry, and reads each shown value with those nested under it', () => {
    const { invoices, dimension } = books()
    const host: AccountingDimensionValue[] = [
      { id: 'v-north', dimension, name: 'North', child: { id: 'v-north-pier', dimension, name: 'Pier kiosk' } },
    ]
    const { values, readIds, by } = split(invoices, dimension, { host, max: 2 })
    expect(values.slice(0, 2).map((value) => [value.id, value.from, value.parentId])).toEqual([
      ['v-north', 'host', undefined],
      ['v-north-pier', 'host', 'v-north'],
    ])
    const seen = new Set(invoices.flatMap((invoice) => chainOf(invoice).flat()))
    expect(
      values
        .slice(2)
        .map((value) => value.id)
        .sort(),
    ).toEqual([...seen].sort())
    expect(by.chosen).toEqual(['v-north', 'v-north-pier'])
    expect(readIds).toEqual(['v-north', 'v-north-pier'])
    // A parent shown alone is still read with what is nested under it.
    const parent = values.find((value) => value.from === 'records' && value.childIds.length > 0)!
    const alone = split(invoices, dimension, { max: values.filter((value) => value.from === 'records').indexOf(parent) + 1 })
    expect(alone.by.chosen.at(-1)).toBe(parent.id)
    expect(alone.readIds).toEqual(expect.arrayContaining(parent.childIds))
  })

  it('ties the top values and Not specified to the total, a parent holding its children whether or not the service lists them under it', () => {
    const { invoices, dimension } = books()
    const nested = split(invoices, dimension)
    const own = split(invoices, dimension, { nested: false })
    expect(own.columns.map(amounts)).toEqual(nested.columns.map(amounts))
    const { columns, by, values } = nested
    const total = columns.at(-1)!
    expect(total).toMatchObject({ key: 'total', total: ageReceivables(invoices, AS_OF, rules).total })
    const parent = values.find((value) => value.childIds.length > 0)!
    const column = (id: string) => columns.find((one) => one.key === id)!
    const filedUnder = (ids: readonly string[]) =>
      invoices.filter((invoice) => chainOf(invoice).some((chain) => ids.includes(chain.at(-1)!)))
    expect(column(parent.id).total).toBe(ageReceivables(filedUnder([parent.id, ...parent.childIds]), AS_OF, rules).total)
    expect(column(parent.id).total).toBeGreaterThan(column(parent.childIds[0]!).total)
    // The bucket's list is the service's own: the parent's invoices and its children's.
    const listed = column(parent.id).buckets.find((bucket) => bucket.filter)!.filter!
    expect(listed.dimensionValues).toEqual({ id: { in: [parent.id, ...parent.childIds] } })

    const notSpecified = columns.at(-2)!
    expect(notSpecified.dimension).toMatchObject({ kind: 'notSpecified', derived: true, status: 'final' })
    const unfiled = ageReceivables(invoices.slice(0, 4), AS_OF, rules)
    expect(notSpecified).toMatchObject({ total: unfiled.total, invoices: 4 })
    expect(notSpecified.total).toBeGreaterThan(0)
    // Not specified lists the whole bucket: no filter names "no value".
    expect(notSpecified.buckets.map((bucket) => bucket.filter)).toEqual(total.buckets.map((bucket) => bucket.filter))
    const top = columns.filter((one) => one.dimension.value?.depth === 0)
    expect(by).toMatchObject({ more: [], sharedLines: 0 })
    total.buckets.forEach((bucket, index) =>
      expect(
        top.reduce((sum, one) => sum + one.buckets[index]!.amount, notSpecified.buckets[index]!.amount),
        bucket.id,
      ).toBe(bucket.amount),
    )
  })

  it('shows an invoice under two values in both columns and takes it once from Not specified', () => {
    const { invoices, dimension } = books()
    const before = split(invoices, dimension)
    const tops = before.values.filter((value) => value.depth === 0)
    const twice = invoices.find((invoice) => chainOf(invoice).some((chain) => chain.at(-1) === tops[0]!.id))!
    twice.dimensionValues = [...twice.dimensionValues!, { id: tops[1]!.id, dimension, name: tops[1]!.name }]
    const { columns, by } = split(invoices, dimension)
    expect(by.sharedLines).toBe(1)
    const owed = ageReceivables([twice], AS_OF, rules).total
    const total = (key: string, of = columns) => of.find((one) => one.key === key)!.total
    expect(total(tops[1]!.id)).toBe(total(tops[1]!.id, before.columns) + owed)
    expect(total('notSpecified')).toBe(total('notSpecified', before.columns))
    const sum = columns.filter((one) => one.dimension.value?.depth === 0).reduce((all, one) => all + one.total, total('notSpecified'))
    expect(sum).toBe(total('total') + owed)
  })

  it('keeps Not specified from final while a value is unread, and names what is left "other values" past the column limit', () => {
    const { invoices, dimension } = books()
    const { values } = split(invoices, dimension)
    const first = values.find((value) => value.childIds.length === 0)!
    const waiting = split(invoices, dimension, { unread: [first.id] })
    expect(waiting.columns.find((one) => one.key === first.id)!.dimension.status).toBe('unknown')
    expect(waiting.columns.at(-2)!.dimension.status).not.toBe('final')

    const limited = split(invoices, dimension, { max: 1 })
    expect(limited.by.more).toEqual(values.slice(1).map((value) => value.id))
    expect(limited.columns.map((one) => one.key)).toEqual([values[0]!.id, 'otherValues', 'total'])
    const [only, rest, total] = limited.columns as [ReceivablesAgingColumn, ReceivablesAgingColumn, ReceivablesAgingColumn]
    expect(rest.dimension).toMatchObject({ kind: 'otherValues', derived: true })
    expect(only.total + rest.total).toBe(total.total)
  })
})
