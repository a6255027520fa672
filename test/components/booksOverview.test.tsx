// <BooksOverview> in jsdom, in a real provider against the sandbox: the three tiles show what the
// sandbox's records add up to (the transactions to review, June's money in and out against May's,
// what customers owe and how much of it is overdue); each tile's action calls the host with the
// right value and an event; one tile failing shows its own error and Try again while the others
// keep their figures; a bank sync that stops part way says so in the tiles it feeds; the charts
// arrive after the tiles, and their choices reach the host and onEvent; a past asOf shows what was
// owed then; books with nothing to count say so (no bank transactions, no invoices, every invoice
// paid); an asOf that cannot be read is named, and the host hears it.
// The expected figures are summed from the stored records (what is owed by test/support/receivables)
// and written by Intl. The viewer's today is the sandbox's (test/support/viewerToday).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BookkeepingError } from '../../src/api'
import type { BankTransaction } from '../../src/api/types'
import { BooksOverview } from '../../src/components/BooksOverview'
import type { BookkeepingEvent } from '../../src/react'
import { SANDBOX } from '../../src/sandbox'
import { failOlderPages, recordListings } from '../support/listingService'
import {
  bucketFilter,
  count,
  INVOICE_QUERY,
  invoicesWord,
  NOT_OWED_STATUSES,
  owingFilter,
  storedReceivables,
  unreadToday,
  usd,
} from '../support/receivables'
import { renderWithSandbox, useSandboxServer, type ProviderRenderOptions } from '../support/sandbox'
import { useViewerToday } from '../support/viewerToday'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const owner = SANDBOX.users.bakeryOwner
const AS_OF = '2026-06-30'
/** A past day for the viewer: the end of the first quarter. */
const PAST = '2026-03-31'
/** Books with no records at all. */
const EMPTY = { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 }
/** A few invoices, every one of them paid by the sandbox's today (seed 1): checked where used. */
const FEW = { invoicesPerCompany: 3, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 }
const state = useSandboxServer({ volume: { invoicesPerCompany: 160, bankTransactionsPerCompany: 300, extraGlLinesPerCompany: 0 } })

// The sandbox lives on AS_OF, and so does the viewer: AS_OF is today, PAST is in the past.
useViewerToday(AS_OF)

/** The statuses that count as reviewed, written out here rather than taken from the code under test. */
const toReview = (transaction: { reviewStatus?: string | null }) =>
  !['REVIEWED', 'RECONCILED', 'RECONCILIATION_DISCREPANCY'].includes(transaction.reviewStatus ?? '')
const storedTransactions = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]

/** Money in and out of `month` in `records` (the stored ones by default): positive amounts in, negative ones out, transfers left out. */
function storedFlow(month: string, records: readonly BankTransaction[] = storedTransactions()) {
  let moneyIn = 0
  let moneyOut = 0
  for (const record of records) {
    if (!record.date.startsWith(`${month}-`) || record.type === 'TRANSFER') continue
    if (record.amount > 0) moneyIn += record.amount
    else moneyOut -= record.amount
  }
  return { moneyIn, moneyOut, net: moneyIn - moneyOut }
}

/** "$12.00 more than May", "… less than May", "the same as May". */
const compared = (now: number, before: number) =>
  now === before ? 'the same as May' : `${usd(Math.abs(now - before))} ${now > before ? 'more' : 'less'} than May`

/** What the bakery's customers owe at the end of `asOf`, summed from the stored invoices. */
const storedOwed = (asOf = AS_OF) => storedReceivables(state.sandbox.inspect.invoices(bakery.id), asOf)

function renderOverview(props: Parameters<typeof BooksOverview>[0] = {}, options: ProviderRenderOptions = {}) {
  const onEvent = vi.fn<(event: BookkeepingEvent) => void>()
  const rendered = renderWithSandbox(<BooksOverview asOf={AS_OF} {...props} />, state.sandbox, {
    userId: owner,
    ...options,
    provider: { onEvent, ...options.provider },
  })
  return { onEvent, ...rendered }
}

/** "1 transaction", "12 transactions", as the tiles count them. */
const transactions = (n: number) => `${count(n)} ${n === 1 ? 'transaction' : 'transactions'}`

const tile = (name: string) => screen.getByRole('group', { name })
const REVIEW = 'To review'
const MONEY = 'Money in and out, June 2026'
const OWED = 'Owed to you'

/** Waits until a tile shows its figures (its value), and returns it. */
async function tileWithFigures(name: string): Promise<HTMLElement> {
  const region = await screen.findByRole('group', { name })
  await waitFor(() => expect(region.querySelector('.bk-tile__value')).not.toBeNull())
  return region
}
const valuesOf = (region: HTMLElement) => [...region.querySelectorAll('.bk-tile__value')].map((value) => value.textContent)

describe('BooksOverview', () => {
  it('shows in its three tiles the count to review, June’s money in and out against May’s, and what is owed, as the records add up', async () => {
    renderOverview()
    expect(screen.getByRole('region', { name: 'Your books at a glance' })).toBeInTheDocument()

    const review = await tileWithFigures(REVIEW)
    const expectedToReview = storedTransactions().filter(toReview).length
    expect(expectedToReview).toBeGreaterThan(1)
    await waitFor(() => expect(review.querySelector('.bk-tile__figure')).toHaveTextContent(`${transactions(expectedToReview)} to review`))

    const money = await tileWithFigures(MONEY)
    const [june, may] = [storedFlow('2026-06'), storedFlow('2026-05')]
    await waitFor(() => expect(within(money).getByRole('status')).toBeEmptyDOMElement())
    expect(valuesOf(money)).toEqual([usd(june.moneyIn), usd(june.moneyOut), usd(june.net)])
    expect([...money.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Money in', 'Money out', 'Net'])
    expect([...money.querySelectorAll('.bk-tile__compare')].map((text) => text.textContent)).toEqual([
      compared(june.moneyIn, may.moneyIn),
      compared(june.moneyOut, may.moneyOut),
    ])

    const owed = await tileWithFigures(OWED)
    const expected = storedOwed()
    expect(expected.overdue).toBeGreaterThan(0)
    await waitFor(() => expect(within(owed).getByRole('status')).toBeEmptyDOMElement())
    const figures = [...owed.querySelectorAll('.bk-tile__figure')].map((figure) => figure.textContent)
    expect(figures).toEqual([
      `${usd(expected.total)} on ${count(expected.invoices)} open invoices`,
      `${usd(expected.overdue)} overdue, on ${count(expected.overdueInvoices)} invoices`,
    ])
    expect(owed.querySelector('[data-overdue]')).not.toBeNull()
  })

  it('hands each tile’s choice to its callback with the right value, and tells onEvent', async () => {
    const user = userEvent.setup()
    const onReviewTransactions = vi.fn()
    const onSelectMonth = vi.fn()
    const onSelectReceivables = vi.fn()
    const { onEvent } = renderOverview({ onReviewTransactions, onSelectMonth, onSelectReceivables })

    await user.click(within(await tileWithFigures(REVIEW)).getByRole('button', { name: 'Review transactions' }))
    expect(onReviewTransactions).toHaveBeenCalledExactlyOnceWith()
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'overviewSelected', selected: 'transactionsToReview' })

    await user.click(within(await tileWithFigures(MONEY)).getByRole('button', { name: 'See June 2026' }))
    const june = { from: '2026-06-01', to: '2026-06-30' }
    expect(onSelectMonth).toHaveBeenCalledExactlyOnceWith(june)
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'overviewSelected', selected: 'moneyInOut', period: june })

    await user.click(within(await tileWithFigures(OWED)).getByRole('button', { name: 'See open invoices' }))
    expect(onSelectReceivables).toHaveBeenCalledExactlyOnceWith(owingFilter(unreadToday(), AS_OF))
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'overviewSelected', selected: 'receivables' })
    expect(onEvent).toHaveBeenCalledTimes(3)
  })

  it('shows no action where the host takes no choice', async () => {
    renderOverview()
    for (const name of [REVIEW, MONEY, OWED]) expect(within(await tileWithFigures(name)).queryByRole('button'), name).toBeNull()
  })

  it('keeps the other tiles’ figures when one fails, shows that tile’s own error and Try again, which recovers it', async () => {
    const user = userEvent.setup()
    const onLoadError = vi.fn()
    // Only the invoice query is down: for the first page and both of its automatic retries.
    state.sandbox.failNext({ status: 503, times: 3, path: INVOICE_QUERY, method: 'POST' })
    renderOverview({ onLoadError })

    const owed = await screen.findByRole('group', { name: OWED })
    const alert = await within(owed).findByRole('alert')
    expect(alert).toHaveTextContent('This could not be loaded.')
    expect(owed.querySelector('.bk-tile__value')).toBeNull()
    await waitFor(() => expect(onLoadError).toHaveBeenCalled())
    expect(onLoadError.mock.calls.every(([error]) => error instanceof BookkeepingError)).toBe(true)
    expect(onLoadError.mock.calls[0]?.[0]).toMatchObject({ status: 503, kind: 'service' })

    // The others keep theirs, with no error of their own.
    const review = await tileWithFigures(REVIEW)
    const money = await tileWithFigures(MONEY)
    expect(within(review).queryByRole('alert')).toBeNull()
    expect(within(money).queryByRole('alert')).toBeNull()
    expect(valuesOf(money)[0]).toBe(usd(storedFlow('2026-06').moneyIn))

    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(within(tile(OWED)).queryByRole('alert')).toBeNull())
    await waitFor(() => expect(valuesOf(tile(OWED))).toEqual([usd(storedOwed().total)]))
  })

  it('loads the cash-flow, spending and aging charts after the tiles', async () => {
    renderOverview()
    for (const title of ['Money in and out', 'Spending by category', 'Who owes you']) {
      const heading = await screen.findByRole('heading', { name: title })
      expect(heading.closest('figure')).not.toBeNull()
    }
    const cashFlow = screen.getByRole('heading', { name: 'Money in and out' }).closest('figure') as HTMLElement
    await waitFor(() => expect(cashFlow.querySelector('.bk-chart__summary')).not.toBeNull())
    // The cash flow ends with the overview's month.
    expect(cashFlow.querySelector('.bk-chart__summary')?.textContent).toMatch(/ to Jun 2026: /)
  })

  it('hands the charts’ choices to the host, and tells onEvent which chart and what was chosen', async () => {
    const user = userEvent.setup()
    const onSelectMonth = vi.fn()
    const onSelectCategory = vi.fn()
    const onSelectBucket = vi.fn()
    const { onEvent } = renderOverview({ onSelectMonth, onSelectCategory, onSelectBucket })
    const june = { from: '2026-06-01', to: '2026-06-30' }
    const chart = async (title: string) => {
      const figure = (await screen.findByRole('heading', { name: title })).closest('figure') as HTMLElement
      await waitFor(() => expect(figure.querySelector('.bk-chart__summary')).not.toBeNull())
      return figure
    }

    await user.click(within(await chart('Money in and out')).getByRole('button', { name: /^June 2026: in / }))
    expect(onSelectMonth).toHaveBeenLastCalledWith(june)
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'chartSelected', chart: 'cashFlow', period: june })

    // The category June spent the most on, summed here (a split by its lines).
    const spent = new Map<string, number>()
    for (const record of storedTransactions()) {
      if (!record.date.startsWith('2026-06-') || record.type === 'TRANSFER' || record.amount >= 0) continue
      const lines = record.children?.length
        ? record.children.map((line) => [line.categoryId ?? '', line.amount] as const)
        : [[record.category?.id ?? '', record.amount] as const]
      for (const [categoryId, amount] of lines) spent.set(categoryId, (spent.get(categoryId) ?? 0) - amount)
    }
    const [largestId, largest] = [...spent].filter(([categoryId]) => categoryId !== '').sort(([, a], [, b]) => b - a)[0]!
    const amount = usd(largest).replace(/[.$]/g, '\\$&')
    await user.click(within(await chart('Spending by category')).getByRole('button', { name: new RegExp(`: ${amount}, \\d+%, `) }))
    expect(onSelectCategory).toHaveBeenCalledExactlyOnceWith(largestId)
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'chartSelected', chart: 'spending', categoryId: largestId, period: june })

    await user.click(within(await chart('Who owes you')).getByRole('button', { name: /^Over 90 days overdue: / }))
    expect(onSelectBucket).toHaveBeenCalledExactlyOnceWith(
      bucketFilter(unreadToday(), AS_OF, storedOwed().buckets.find((bucket) => bucket.id === 'lateOver90')!.dueDates),
      'lateOver90',
    )
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'chartSelected', chart: 'receivablesAging', bucket: 'lateOver90', asOf: AS_OF })
    expect(onEvent).toHaveBeenCalledTimes(3)
  })

  it('names asOf when it cannot be read, and shows no tile', async () => {
    renderOverview({ asOf: '2026-02-30' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This could not be loaded.')
    expect(alert).toHaveTextContent('asOf "2026-02-30"')
    expect(within(alert).queryByRole('button')).toBeNull()
    expect(screen.queryByRole('group', { name: OWED })).toBeNull()
  })

  it('tells the host once, through onLoadError, that asOf cannot be read', async () => {
    const onLoadError = vi.fn()
    renderOverview({ asOf: '2026-13-45', onLoadError })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('asOf "2026-13-45"')
    await waitFor(() => expect(onLoadError).toHaveBeenCalled())
    expect(onLoadError).toHaveBeenCalledTimes(1)
    const [error] = onLoadError.mock.calls[0]!
    expect(error).toBeInstanceOf(BookkeepingError)
    expect(error.message).toMatch(/^asOf "2026-13-45" /)
    expect(error.cause).toMatchObject({ name: 'PeriodError', field: 'asOf', value: '2026-13-45' })
  })

  it('shows in "Owed to you" what was owed at the end of a past asOf', async () => {
    const onSelectReceivables = vi.fn()
    const onSelectMonth = vi.fn()
    renderOverview({ asOf: PAST, onSelectReceivables, onSelectMonth })
    const expected = storedOwed(PAST)
    // Then is not now: invoices were written and paid since.
    expect(expected.total).not.toBe(storedOwed().total)
    expect(expected.overdue).toBeGreaterThan(0)
    const owed = await tileWithFigures(OWED)
    await waitFor(() => expect(within(owed).getByRole('status')).toBeEmptyDOMElement())
    expect([...owed.querySelectorAll('.bk-tile__figure')].map((figure) => figure.textContent)).toEqual([
      `${usd(expected.total)} on ${count(expected.invoices)} open ${invoicesWord(expected.invoices)}`,
      `${usd(expected.overdue)} overdue, on ${count(expected.overdueInvoices)} ${invoicesWord(expected.overdueInvoices)}`,
    ])
    const march = storedFlow('2026-03')
    await waitFor(() =>
      expect(valuesOf(tile('Money in and out, March 2026'))).toEqual([usd(march.moneyIn), usd(march.moneyOut), usd(march.net)]),
    )
    await userEvent.setup().click(within(tile('Money in and out, March 2026')).getByRole('button', { name: 'See March 2026' }))
    expect(onSelectMonth).toHaveBeenCalledExactlyOnceWith({ from: '2026-03-01', to: '2026-03-31' })
    // Paid since: the list it hands over is of every invoice written by then that may have owed.
    await userEvent.setup().click(within(owed).getByRole('button', { name: 'See open invoices' }))
    expect(onSelectReceivables).toHaveBeenCalledExactlyOnceWith(owingFilter(NOT_OWED_STATUSES, PAST))
  })

  it('counts everything owed as overdue, and a month without transactions as nothing, long after the last record', async () => {
    const later = '2027-01-31'
    renderOverview({ asOf: later })
    const expected = storedOwed(later)
    expect(expected.total).toBeGreaterThan(0)
    const owed = await tileWithFigures(OWED)
    await waitFor(() => expect(within(owed).getByRole('status')).toBeEmptyDOMElement())
    expect([...owed.querySelectorAll('.bk-tile__figure')].map((figure) => figure.textContent)).toEqual([
      `${usd(expected.total)} on ${count(expected.invoices)} open ${invoicesWord(expected.invoices)}`,
      `${usd(expected.total)} overdue, on ${count(expected.invoices)} ${invoicesWord(expected.invoices)}`,
    ])
    const money = await tileWithFigures('Money in and out, January 2027')
    await waitFor(() => expect(within(money).getByRole('status')).toBeEmptyDOMElement())
    expect(valuesOf(money)).toEqual([usd(0), usd(0), usd(0)])
    expect([...money.querySelectorAll('.bk-tile__compare')].map((text) => text.textContent)).toEqual(['the same as Dec', 'the same as Dec'])
  })

  it('writes its strings from the provider’s messages and its amounts in the provider’s locale (fr-CA, CAD)', async () => {
    const cad = (minor: number) => new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(minor / 100)
    const messages = {
      'overview.title': 'Vos livres en un coup d’œil',
      'overview.owed.title': 'Ce qu’on vous doit',
      'overview.owed.total': (n: string) => `sur ${n} factures ouvertes`,
    }
    renderOverview({}, { provider: { locale: 'fr-CA', currency: 'CAD', messages } })
    expect(screen.getByRole('region', { name: 'Vos livres en un coup d’œil' })).toBeInTheDocument()
    const owed = await tileWithFigures('Ce qu’on vous doit')
    const expected = storedOwed()
    await waitFor(() =>
      expect(owed.querySelector('.bk-tile__figure')?.textContent).toBe(
        `${cad(expected.total)} sur ${new Intl.NumberFormat('fr-CA').format(expected.invoices)} factures ouvertes`,
      ),
    )
  })

  it('says there are no bank transactions and no invoices yet on books without records', async () => {
    state.reset({ volume: EMPTY })
    expect(storedTransactions()).toEqual([])
    expect(state.sandbox.inspect.invoices(bakery.id)).toEqual([])
    renderOverview()
    const review = await screen.findByRole('group', { name: REVIEW })
    expect(await within(review).findByText('No bank transactions yet: nothing to review.')).toBeInTheDocument()
    expect(within(review).queryByText(/every transaction is reviewed/)).toBeNull()
    const owed = screen.getByRole('group', { name: OWED })
    expect(await within(owed).findByText('No invoices yet: nobody owes you anything.')).toBeInTheDocument()
    expect(owed.querySelector('.bk-tile__value')).toBeNull()
    expect(within(owed).queryByText(/every invoice is paid/)).toBeNull()
  })

  it('says in "Owed to you" that every invoice is paid where there are invoices and nobody owes anything', async () => {
    state.reset({ volume: FEW })
    const invoices = state.sandbox.inspect.invoices(bakery.id)
    expect(invoices.filter((invoice) => !NOT_OWED_STATUSES.includes(invoice.invoiceStatus)).length).toBeGreaterThan(0)
    expect(storedOwed().invoices).toBe(0)
    renderOverview()
    const owed = await screen.findByRole('group', { name: OWED })
    expect(await within(owed).findByText('Nobody owes you anything: every invoice is paid.')).toBeInTheDocument()
    expect(owed.querySelector('.bk-tile__value')).toBeNull()
  })

  it('says where reading stopped when the bank sync fails part way: the count to review and the money so far', async () => {
    // On the described service no month is whole before the sync ends: June's figures are sums so far.
    state.reset({ profile: 'described' })
    const listings = recordListings(state)
    // The second page fails, and so does it on both retries of the sync.
    failOlderPages(state, 3)
    renderOverview()
    const money = await screen.findByRole('group', { name: MONEY })
    await waitFor(() => expect(within(money).getByRole('status')).toHaveTextContent(/^Reading stopped after /))
    await waitFor(() => expect(listings.answers.length).toBeGreaterThan(0))
    const firstPage = await listings.answers[0]!
    expect(firstPage.length).toBeLessThan(storedTransactions().length)
    expect(within(money).getByRole('status')).toHaveTextContent(
      `Reading stopped after ${count(firstPage.length)} transactions: these are sums so far.`,
    )
    const june = storedFlow('2026-06', firstPage)
    expect(valuesOf(money)).toEqual([usd(june.moneyIn), usd(june.moneyOut), usd(june.net)])

    const review = tile(REVIEW)
    const soFar = firstPage.filter(toReview).length
    await waitFor(() =>
      expect(review.querySelector('.bk-tile__figure')).toHaveTextContent(
        `${transactions(soFar)} to review so far: reading stopped before the older ones arrived`,
      ),
    )
    expect(within(review).getByRole('alert')).toHaveTextContent('This could not be loaded.')

    // Try again reads everything: every tile whole, no error left.
    await userEvent.setup().click(within(within(money).getByRole('alert')).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryAllByRole('alert')).toEqual([]))
    await waitFor(() =>
      expect(review.querySelector('.bk-tile__figure')).toHaveTextContent(
        `${transactions(storedTransactions().filter(toReview).length)} to review`,
      ),
    )
    expect(screen.queryByText(/^Reading stopped/)).toBeNull()
  })
})
