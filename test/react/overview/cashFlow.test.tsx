// useCashFlow and useSpendingByCategory against the sandbox on the bookkit service (the described
// listing, in no stated order, calls no month whole before the sync ends: chartFigures.property.test.ts): every figure
// of every month of the sandbox's year, recomputed here from the sandbox's own records, to the cent;
// a save that recategorizes a transaction or moves it to another month moves the figures without
// listing again; a bank account narrows them; while a first sync still brings pages, the months it
// may still add to say so (the oldest when the service lists newest first, the newest when it lists
// oldest first); an option that cannot be read is an error naming it, never a throw.
import { act, waitFor } from '@testing-library/react'
import type { BankTransaction } from '../../../src/api/types'
import { bankTransactionUpdate } from '../../../src/api/writes/bankTransactionItems'
import { useBankTransactions, useCashFlow, useSaveBankTransactions, useSpendingByCategory } from '../../../src/react'
import type { CashFlowOptions, MonthFlow } from '../../../src/react/overview/cashFlow'
import type { SpendingOptions } from '../../../src/react/overview/spending'
import { SANDBOX } from '../../../src/sandbox'
import { failOlderPages, holdEachOlderPage, holdOlderPages, recordListings, rewriteListingAnswers } from '../../support/listingService'
import { BOOKKIT } from '../../support/profiles'
import { renderHookWithSandbox, sandboxClient, useSandboxServer } from '../../support/sandbox'
import { sharesOf } from '../../support/moneyOut'
import { settled } from '../../support/settled'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
/** The sandbox's year: `today` is 2026-06-30 and the seed's activity starts a year before. */
const YEAR = [
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
]
/** The charts' sync reads pages of the queue's size: a set of that limit is the one they share. */
const CHART_PAGE_SIZE = 250

// The figures, recomputed from the sandbox's records as a bookkeeper would, without bookkit's code.

interface Flow {
  moneyIn: number
  moneyOut: number
  net: number
  count: number
  transfers: number
}

const onAccount = (bankAccountId: string | undefined) => (record: BankTransaction) =>
  bankAccountId === undefined || record.bankAccount?.id === bankAccountId

/** Money in and out of `month` (`YYYY-MM`): positive amounts in, negative ones out; transfers counted apart. */
function flowOf(records: readonly BankTransaction[], month: string, bankAccountId?: string): Flow {
  const flow = { moneyIn: 0, moneyOut: 0, net: 0, count: 0, transfers: 0 }
  for (const record of records.filter(onAccount(bankAccountId))) {
    if (!record.date.startsWith(`${month}-`)) continue
    if (record.type === 'TRANSFER') {
      flow.transfers++
      continue
    }
    if (record.amount > 0) flow.moneyIn += record.amount
    else flow.moneyOut += -record.amount
    flow.count++
  }
  flow.net = flow.moneyIn - flow.moneyOut
  return flow
}

/** The first and last day of a month, counted on the calendar. */
function monthDays(month: string) {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` }
}

interface Spending {
  categories: Array<{ categoryId: string; name: string | undefined; amount: number; count: number }>
  uncategorized: { amount: number; count: number }
  total: number
}

/** Money out between `from` and `to` by category (`sharesOf`; none: under ''), transfers left out, each transaction counted once under each of its categories. */
function spendingOf(records: readonly BankTransaction[], { from, to }: { from: string; to: string }, bankAccountId?: string): Spending {
  const names = new Map(records.flatMap((record) => (record.category ? [[record.category.id, record.category.name] as const] : [])))
  const sums = new Map<string, { amount: number; transactions: Set<string> }>()
  for (const record of records.filter(onAccount(bankAccountId))) {
    if (record.date < from || record.date > to || record.type === 'TRANSFER' || record.amount >= 0) continue
    for (const [categoryId, amount] of sharesOf(record)) {
      const sum = sums.get(categoryId) ?? { amount: 0, transactions: new Set() }
      sum.amount += amount
      sum.transactions.add(record.id)
      sums.set(categoryId, sum)
    }
  }
  const none = sums.get('')
  const uncategorized = { amount: none?.amount ?? 0, count: none?.transactions.size ?? 0 }
  const categories = [...sums]
    .filter(([categoryId]) => categoryId !== '')
    .map(([categoryId, sum]) => ({ categoryId, name: names.get(categoryId), amount: sum.amount, count: sum.transactions.size }))
    .sort((a, b) => b.amount - a.amount || (a.categoryId < b.categoryId ? -1 : 1))
  return { categories, uncategorized, total: categories.reduce((all, category) => all + category.amount, uncategorized.amount) }
}

/** The figures of a spending result, without its state, to compare with `spendingOf`. */
const spendingFigures = ({ categories, uncategorized, total }: Spending) => ({ categories, uncategorized, total })

/** A sandbox behind MSW, as `useSandboxServer` gives it. */
type SandboxState = ReturnType<typeof useSandboxServer>

/** Renders `hook` inside a provider signed in as the bakery's owner, on a query client the test can wait on. */
const renderCharts = <Props, T>(state: SandboxState, hook: (props: Props) => T, initialProps?: NoInfer<Props>) =>
  renderHookWithSandbox(hook, state.sandbox, { initialProps })

describe('the figures of the sandbox year', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile })
  const stored = () => state.sandbox.inspect.bankTransactions(bakery.id)

  it("gives every month of the year the money in, out and net of the sandbox's records, to the cent, and transfers apart", async () => {
    const { result } = renderCharts(state, () => useCashFlow({ endMonth: '2026-06' }))
    await waitFor(() => expect(result.current.complete).toBe(true))

    const records = stored()
    expect(result.current.months.map((flow) => flow.month)).toEqual(YEAR)
    for (const [index, month] of YEAR.entries()) {
      expect(result.current.months[index], month).toEqual({ month, range: monthDays(month), complete: true, ...flowOf(records, month) })
    }
    const year = YEAR.map((month) => flowOf(records, month))
    const sum = (key: keyof Flow) => year.reduce((all, flow) => all + flow[key], 0)
    expect(result.current.totals).toEqual({
      moneyIn: sum('moneyIn'),
      moneyOut: sum('moneyOut'),
      net: sum('net'),
      count: sum('count'),
      transfers: sum('transfers'),
    })
    // Every record of the year is in one month or counted as a transfer: none was lost or guessed.
    expect(sum('count') + sum('transfers')).toBe(records.length)
    expect(sum('transfers')).toBeGreaterThan(0)
    expect(result.current).toMatchObject({ unreadable: 0, received: undefined, isPending: false, isError: false, error: null })
  })

  it("gives each month's, quarter's and the year's money out by category as the sandbox's records sum it, splits by their lines", async () => {
    const { result, rerender } = renderCharts(
      state,
      ({ period }: { period: SpendingOptions['period'] }) => useSpendingByCategory({ period }),
      { period: '2025-07' },
    )
    await waitFor(() => expect(result.current.complete).toBe(true))

    const records = stored()
    const periods: Array<[SpendingOptions['period'], { from: string; to: string }]> = [
      ...YEAR.map((month) => [month, monthDays(month)] as [string, { from: string; to: string }]),
      ['2026-Q2', { from: '2026-04-01', to: '2026-06-30' }],
      ['2026', { from: '2026-01-01', to: '2026-12-31' }],
      [
        { from: '2025-07-01', to: '2026-06-30' },
        { from: '2025-07-01', to: '2026-06-30' },
      ],
    ]
    let uncategorizedMonths = 0
    for (const [period, range] of periods) {
      rerender({ period })
      const expected = spendingOf(records, range)
      expect(spendingFigures(result.current), JSON.stringify(period)).toEqual(expected)
      expect(result.current.range).toEqual(range)
      // All money out of a month went somewhere: the categories and the uncategorized make it up.
      if (typeof period === 'string' && /^\d{4}-\d{2}$/.test(period))
        expect(result.current.total, period).toBe(flowOf(records, period).moneyOut)
      if (expected.uncategorized.count > 0) uncategorizedMonths++
    }
    // The sandbox's year holds what each rule is about: money out with no category, splits, and categories only a split line names.
    expect(uncategorizedMonths).toBeGreaterThan(1)
    expect(records.some((record) => record.amount < 0 && (record.children?.length ?? 0) > 0)).toBe(true)
    rerender({ period: '2026' })
    expect(result.current.categories.some((category) => category.name === undefined)).toBe(true)
  })
})

describe('after a save, and for one bank account', () => {
  const { profile, service } = BOOKKIT
  /** The seed's year with fewer small purchases: a save is checked against a shorter walk. */
  const state = useSandboxServer({
    profile,
    volume: { invoicesPerCompany: 20, bankTransactionsPerCompany: 300, extraGlLinesPerCompany: 300 },
  })
  const stored = () => state.sandbox.inspect.bankTransactions(bakery.id)

  it('moves money out to the new category when a save recategorizes a transaction, without listing again', async () => {
    const listings = recordListings(state)
    const { result, queryClient } = renderCharts(state, () => ({
      spending: useSpendingByCategory({ period: '2026-06' }),
      flow: useCashFlow({ endMonth: '2026-06' }),
      set: useBankTransactions({ limit: CHART_PAGE_SIZE }),
      save: useSaveBankTransactions(),
    }))
    await waitFor(() => expect(result.current.spending.complete).toBe(true))
    const walk = listings.requests.length
    const june = monthDays('2026-06')
    const before = spendingOf(stored(), june)
    const flowBefore = result.current.flow.months.at(-1)

    const flour = result.current.set.data?.transactions.find(
      (record) =>
        record.date.startsWith('2026-06-') &&
        record.amount < 0 &&
        record.category?.id === bakery.categories.ingredients &&
        !record.children?.length &&
        record.type !== 'TRANSFER',
    )
    if (!flour) throw new Error('no June ingredients purchase in the sandbox')
    const outcomes = await act(() =>
      result.current.save.mutateAsync([bankTransactionUpdate(flour, { categoryId: bakery.categories.marketing }, service.updates)]),
    )
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['saved'])

    const after = spendingOf(stored(), june)
    await waitFor(() => expect(spendingFigures(result.current.spending)).toEqual(after))
    const amountOf = (spending: Spending, categoryId: string) =>
      spending.categories.find((category) => category.categoryId === categoryId)?.amount ?? 0
    expect(amountOf(after, bakery.categories.marketing)).toBe(amountOf(before, bakery.categories.marketing) - flour.amount)
    expect(amountOf(after, bakery.categories.ingredients)).toBe(amountOf(before, bakery.categories.ingredients) + flour.amount)
    // Money out of the month is the same: it only went elsewhere.
    expect(result.current.spending.total).toBe(before.total)
    expect(result.current.flow.months.at(-1)).toEqual(flowBefore)
    await settled(queryClient)
    expect(listings.requests).toHaveLength(walk)
  })

  it('moves a transaction between months when a save changes its date, in money out and by category', async () => {
    const listings = recordListings(state)
    const { result, queryClient } = renderCharts(state, () => ({
      flow: useCashFlow({ endMonth: '2026-06' }),
      may: useSpendingByCategory({ period: '2026-05' }),
      june: useSpendingByCategory({ period: '2026-06' }),
      set: useBankTransactions({ limit: CHART_PAGE_SIZE }),
      save: useSaveBankTransactions(),
    }))
    await waitFor(() => expect(result.current.flow.complete).toBe(true))
    const walk = listings.requests.length
    const [mayBefore, juneBefore] = [flowOf(stored(), '2026-05'), flowOf(stored(), '2026-06')]

    const purchase = result.current.set.data?.transactions.find(
      (record) =>
        record.date.startsWith('2026-06-') &&
        record.amount < 0 &&
        record.category !== undefined &&
        !record.children?.length &&
        record.type !== 'TRANSFER',
    )
    if (!purchase) throw new Error('no June purchase in the sandbox')
    const outcomes = await act(() =>
      result.current.save.mutateAsync([bankTransactionUpdate(purchase, { date: '2026-05-15' }, service.updates)]),
    )
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['saved'])

    const records = stored()
    await waitFor(() => expect(result.current.flow.months.at(-1)).toMatchObject(flowOf(records, '2026-06')))
    expect(result.current.flow.months.at(-2)).toMatchObject(flowOf(records, '2026-05'))
    expect(result.current.flow.months.at(-1)?.moneyOut).toBe(juneBefore.moneyOut + purchase.amount)
    expect(result.current.flow.months.at(-2)?.moneyOut).toBe(mayBefore.moneyOut - purchase.amount)
    expect(spendingFigures(result.current.may)).toEqual(spendingOf(records, monthDays('2026-05')))
    expect(spendingFigures(result.current.june)).toEqual(spendingOf(records, monthDays('2026-06')))
    // The other months did not move.
    for (const [index, month] of YEAR.slice(0, -2).entries())
      expect(result.current.flow.months[index]).toMatchObject(flowOf(records, month))
    await settled(queryClient)
    expect(listings.requests).toHaveLength(walk)
  })

  it("narrows every figure to one bank account's transactions", async () => {
    const { checking, savings } = bakery.bankAccounts
    const { result, rerender } = renderCharts(
      state,
      ({ bankAccountId }: { bankAccountId?: string }) => ({
        flow: useCashFlow({ endMonth: '2026-06', bankAccountId }),
        spending: useSpendingByCategory({ period: '2026', bankAccountId }),
      }),
      { bankAccountId: savings },
    )
    await waitFor(() => expect(result.current.flow.complete).toBe(true))

    const records = stored()
    const expectAccount = (bankAccountId: string | undefined) => {
      expect(
        result.current.flow.months.map(({ month, moneyIn, moneyOut, net, count, transfers }) => ({
          month,
          moneyIn,
          moneyOut,
          net,
          count,
          transfers,
        })),
      ).toEqual(YEAR.map((month) => ({ month, ...flowOf(records, month, bankAccountId) })))
      expect(spendingFigures(result.current.spending)).toEqual(spendingOf(records, { from: '2026-01-01', to: '2026-12-31' }, bankAccountId))
    }
    expectAccount(savings)
    // Savings only earns interest: a narrowed chart that summed both accounts would show money out.
    expect(result.current.flow.totals.moneyOut).toBe(0)
    expect(result.current.flow.totals.moneyIn).toBeGreaterThan(0)
    rerender({ bankAccountId: checking })
    expectAccount(checking)
    rerender({ bankAccountId: undefined })
    expectAccount(undefined)
    expect(result.current.flow.totals.moneyIn).toBe(YEAR.reduce((all, month) => all + flowOf(records, month).moneyIn, 0))
  })
})

describe('while a first sync still brings pages', () => {
  const { profile, service } = BOOKKIT
  /** A year small enough that the first page of 100 spans months, and whole months stay behind it. */
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 300, extraGlLinesPerCompany: 0 } })
  const PAGE = 100

  it('calls a month whole before the sync ends only in the date order the listing states, sums the others so far, and ends complete', async () => {
    const listings = recordListings(state)
    const release = holdOlderPages(state)
    const options: CashFlowOptions = { endMonth: '2026-06', limit: PAGE }
    const { result } = renderCharts(state, () => ({
      flow: useCashFlow(options),
      oldest: useSpendingByCategory({ period: '2025-07', limit: PAGE }),
      newest: useSpendingByCategory({ period: '2026-06', limit: PAGE }),
    }))
    await waitFor(() => expect(result.current.flow.months).toHaveLength(12))
    const firstPage = await listings.answers[0]!
    expect(firstPage).toHaveLength(PAGE)
    expect(result.current.flow).toMatchObject({ complete: false, figures: 'counting', received: PAGE, isError: false })

    // Ours lists the newest date first and says so (bankTransactionOrder). (The described service
    // states no order: no month is whole before the sync ends, chartFigures.property.test.ts.)
    const stated = service.bankTransactionOrder
    expect(stated).toBe('newestFirst')
    const reached = firstPage.at(-1)!.date.slice(0, 7)
    const whole = (month: string) => stated === 'newestFirst' && month > reached
    const records = state.sandbox.inspect.bankTransactions(bakery.id)
    for (const flow of result.current.flow.months) {
      expect(flow.complete, flow.month).toBe(whole(flow.month))
      // A whole month holds every record the sandbox has in it; one still counting, those arrived so far.
      expect(flow, flow.month).toMatchObject(flowOf(whole(flow.month) ? records : firstPage, flow.month))
    }
    const counting = result.current.flow.months.filter((flow) => !flow.complete).map((flow) => flow.month)
    expect(counting).toContain('2025-07')
    expect(counting.length).toBe(stated ? 12 - result.current.flow.months.filter((flow) => whole(flow.month)).length : 12)
    if (stated) expect(counting.length).toBeLessThan(12)
    expect(result.current.oldest).toMatchObject({ complete: false, figures: 'counting' })
    expect(spendingFigures(result.current.oldest)).toEqual(spendingOf(firstPage, monthDays('2025-07')))
    expect(result.current.newest.complete).toBe(stated === 'newestFirst')
    expect(spendingFigures(result.current.newest)).toEqual(spendingOf(stated ? records : firstPage, monthDays('2026-06')))

    release()
    await waitFor(() => expect(result.current.flow.complete).toBe(true))
    expect(result.current.flow).toMatchObject({ figures: 'final', received: undefined })
    for (const [index, month] of YEAR.entries())
      expect(result.current.flow.months[index]).toMatchObject({ month, complete: true, ...flowOf(records, month) })
    expect(result.current.oldest.complete && result.current.newest.complete).toBe(true)
    expect(spendingFigures(result.current.oldest)).toEqual(spendingOf(records, monthDays('2025-07')))
    expect(spendingFigures(result.current.newest)).toEqual(spendingOf(records, monthDays('2026-06')))
  })
})

describe('a bank account connected late: its history created after everything else', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 300, extraGlLinesPerCompany: 0 } })
  const PAGE = 100

  it('never calls a month whole while a record of it is still to come, whatever the order the service lists in', async () => {
    // 150 purchases on the savings account over May and June (the books are closed through April),
    // created last, oldest first, as a newly connected feed brings its history: more than a page.
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const history = Array.from({ length: 150 }, (_, i) => ({
      date: `2026-0${i < 75 ? 5 : 6}-${String(1 + Math.floor((i % 75) / 2.6)).padStart(2, '0')}`,
      amount: -(1_000 + i * 37),
      bankAccountId: bakery.bankAccounts.savings,
      categoryId: bakery.categories.ingredients,
      description: `Wholesale flour ${i + 1}`,
    }))
    const saved = [...(await client.saveBankTransactions(history.slice(0, 75))), ...(await client.saveBankTransactions(history.slice(75)))]
    expect(saved.filter((item) => item.ok)).toHaveLength(history.length)

    const listings = recordListings(state)
    const pages = holdEachOlderPage(state)
    const seen: MonthFlow[] = []
    const spent: Array<{ complete: boolean; total: number }> = []
    const { result } = renderCharts(state, () => {
      const flow = useCashFlow({ endMonth: '2026-06', limit: PAGE })
      const june = useSpendingByCategory({ period: '2026-06', limit: PAGE })
      if (!flow.complete) seen.push(...flow.months.filter((month) => month.complete))
      spent.push({ complete: june.complete, total: june.total })
      return { flow, june }
    })
    // One page at a time, each shown before the next is answered.
    for (let page = 1; !result.current.flow.complete; page++) {
      await waitFor(() => expect(listings.answers.length).toBe(page))
      const received = (await Promise.all(listings.answers)).reduce((sum, answer) => sum + answer.length, 0)
      await waitFor(() => expect(result.current.flow.complete || result.current.flow.received === received).toBe(true))
      pages.next()
    }
    const records = state.sandbox.inspect.bankTransactions(bakery.id)
    // Every month shown whole while the sync still ran held, then, every record it has: in the order
    // ours states, the months the walk has passed (with no order stated, none: chartFigures.property.test.ts).
    expect(seen.length).toBeGreaterThan(0)
    for (const month of seen) expect(month, month.month).toMatchObject(flowOf(records, month.month))
    const june = spendingOf(records, monthDays('2026-06')).total
    expect(spent.filter((render) => render.complete).every((render) => render.total === june)).toBe(true)
    expect(june).toBe(flowOf(records, '2026-06').moneyOut)
  })
})

describe('a first sync that stops part way', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 300, extraGlLinesPerCompany: 0 } })
  const PAGE = 100

  it('says the figures stopped where they got to, keeps them, and reads on to the whole figures on refetch', async () => {
    const listings = recordListings(state)
    // The second page fails, and so does it on both retries of the sync.
    failOlderPages(state, 3)
    const { result } = renderCharts(state, () => ({
      flow: useCashFlow({ endMonth: '2026-06', limit: PAGE }),
      june: useSpendingByCategory({ period: '2026-06', limit: PAGE }),
    }))
    await waitFor(() => expect(result.current.flow.figures).toBe('stopped'))
    const firstPage = await listings.answers[0]!
    expect(result.current.flow).toMatchObject({
      complete: false,
      isError: true,
      received: PAGE,
      error: expect.objectContaining({ status: 503 }),
    })
    const incomplete = result.current.flow.months.filter((month) => !month.complete)
    expect(incomplete.length).toBeGreaterThan(0)
    for (const month of incomplete) expect(month, month.month).toMatchObject(flowOf(firstPage, month.month))

    await act(() => result.current.flow.refetch())
    await waitFor(() => expect(result.current.flow.figures).toBe('final'))
    const records = state.sandbox.inspect.bankTransactions(bakery.id)
    for (const [index, month] of YEAR.entries())
      expect(result.current.flow.months[index]).toMatchObject({ month, complete: true, ...flowOf(records, month) })
    expect(result.current.flow).toMatchObject({ isError: false, error: null, received: undefined })
  })
})

describe('a purchase split with a refund inside it', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 } })

  it('shares its money out so that the categories add up to money out, and counts it once in a group of its categories', async () => {
    // 100.00 paid: 150.00 of ingredients, 50.00 of marketing given back.
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const [split] = await client.saveBankTransactions([
      {
        date: '2026-06-18',
        amount: -10_000,
        bankAccountId: bakery.bankAccounts.checking,
        description: 'Flour, less a promotion credit',
        children: [
          { amount: -15_000, categoryId: bakery.categories.ingredients },
          { amount: 5_000, categoryId: bakery.categories.marketing },
        ],
      },
      {
        date: '2026-06-19',
        amount: -9_000,
        bankAccountId: bakery.bankAccounts.checking,
        description: 'Market stall and flyers',
        children: [
          { amount: -6_000, categoryId: bakery.categories.marketing },
          { amount: -3_000, categoryId: bakery.categories.ingredients },
        ],
      },
    ])
    expect(split?.ok).toBe(true)
    const { result } = renderCharts(state, () => ({
      flow: useCashFlow({ endMonth: '2026-06', months: 1 }),
      june: useSpendingByCategory({ period: '2026-06' }),
    }))
    await waitFor(() => expect(result.current.june.complete).toBe(true))
    const records = state.sandbox.inspect.bankTransactions(bakery.id)
    const moneyOut = flowOf(records, '2026-06').moneyOut
    expect(spendingFigures(result.current.june)).toEqual(spendingOf(records, monthDays('2026-06')))
    expect(result.current.june.total).toBe(moneyOut)
    expect(result.current.flow.totals.moneyOut).toBe(moneyOut)
    // The second purchase is under both categories: in the pair, once.
    const { ingredients, marketing } = bakery.categories
    const under = (id: string) => result.current.june.categories.find((category) => category.categoryId === id)!.count
    expect(result.current.june.countUnder([ingredients, marketing])).toBe(under(ingredients) + under(marketing) - 1)
  })
})

describe('records whose figures cannot be read', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 } })

  it('counts them as unreadable and leaves them out of every month, guessing nothing', async () => {
    const records = state.sandbox.inspect.bankTransactions(bakery.id)
    const june = records.filter((record) => record.date.startsWith('2026-06-') && record.type !== 'TRANSFER')
    expect(june.length).toBeGreaterThan(2)
    // The service sends a day no calendar has, and an amount in text.
    const garbled = new Map<string, Partial<BankTransaction>>([
      [june[0]!.id, { date: '2026-06-31' }],
      [june[1]!.id, { amount: '-12.50' as unknown as number }],
    ])
    rewriteListingAnswers(state.server, state.sandbox, (answer) => ({
      ...answer,
      data: (answer.data as BankTransaction[]).map((record) => ({ ...record, ...garbled.get(record.id) })),
    }))
    const { result } = renderCharts(state, () => ({
      flow: useCashFlow({ endMonth: '2026-06' }),
      spending: useSpendingByCategory({ period: '2026-06' }),
    }))
    await waitFor(() => expect(result.current.flow.complete).toBe(true))

    const readable = records.filter((record) => !garbled.has(record.id))
    expect(result.current.flow.unreadable).toBe(2)
    expect(result.current.spending.unreadable).toBe(2)
    for (const [index, month] of YEAR.entries())
      expect(result.current.flow.months[index]).toMatchObject({ month, ...flowOf(readable, month) })
    expect(spendingFigures(result.current.spending)).toEqual(spendingOf(readable, monthDays('2026-06')))
    expect(result.current.flow.error).toBeNull()
  })
})

describe('options that cannot be read', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 } })

  // Which months are asked, and the error naming endMonth, are the core's: test/core/statements/chartFigures.test.ts.
  it.each(['2026-13'])('gives useCashFlow an error naming endMonth for %j, and the figures once it is a month', async (endMonth) => {
    const { result, rerender } = renderCharts(state, ({ endMonth: last }: { endMonth: string }) => useCashFlow({ endMonth: last }), {
      endMonth,
    })
    expect(result.current.error).toMatchObject({ name: 'PeriodError', field: 'endMonth', value: endMonth })
    expect(result.current.months).toEqual([])
    expect(result.current.totals).toEqual({ moneyIn: 0, moneyOut: 0, net: 0, count: 0, transfers: 0 })

    rerender({ endMonth: '2026-06' })
    await waitFor(() => expect(result.current.complete).toBe(true))
    expect(result.current.error).toBeNull()
    expect(result.current.months.at(-1)).toMatchObject({
      month: '2026-06',
      ...flowOf(state.sandbox.inspect.bankTransactions(bakery.id), '2026-06'),
    })
  })

  it.each<[string, SpendingOptions['period']]>([
    ['a fifth quarter', '2026-Q5'],
    ['a day', '2026-06-30'],
    ['a range that ends before it starts', { from: '2026-06-30', to: '2026-06-01' }],
    ['a range with a day that does not exist', { from: '2026-02-01', to: '2026-02-30' }],
  ])('gives useSpendingByCategory an error naming period for %s, and the figures once it can be read', async (_, period) => {
    const { result, rerender } = renderCharts(
      state,
      ({ period: asked }: { period: SpendingOptions['period'] }) => useSpendingByCategory({ period: asked }),
      { period },
    )
    expect(result.current.error).toMatchObject({ name: 'PeriodError', field: 'period', value: period })
    expect(result.current).toMatchObject({ range: undefined, categories: [], uncategorized: { amount: 0, count: 0 }, total: 0 })

    rerender({ period: '2026-06' })
    await waitFor(() => expect(result.current.complete).toBe(true))
    expect(result.current.error).toBeNull()
    expect(spendingFigures(result.current)).toEqual(spendingOf(state.sandbox.inspect.bankTransactions(bakery.id), monthDays('2026-06')))
  })
})
