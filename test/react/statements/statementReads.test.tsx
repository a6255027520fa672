// How the statements read the ledger (the same on both service profiles, so run on one): each
// account's balances on every date a statement needs come from one page of its lines (250 at most,
// from the first date, with the balance before it), and only a busy account's dates past its page
// are read one line each; the figures stay the sandbox's own arithmetic to the cent. A balance
// inside a period closed with modifications disabled is kept with the stored cache (`persist`), so
// a revisit asks the ledger nothing for it; a period closed but open to changes is asked again.
import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { http } from 'msw'
import type { ReactNode } from 'react'
import type { BookkeepingClient } from '../../../src/api/client'
import { addDays } from '../../../src/format/period'
import { useClosing } from '../../../src/react/close/closing'
import { boundOf, MAX_BALANCE_REQUESTS, type BoundPriority } from '../../../src/react/statements/ledgerBalances'
import { BookkeepingProvider, clearBookkeepingCache, useBalanceSheet, useCashFlowStatement, useProfitAndLoss } from '../../../src/react'
import type { BalanceSheetStatement } from '../../../src/react/statements/balanceSheet'
import type { ProfitAndLossStatement } from '../../../src/react/statements/profitAndLoss'
import { SANDBOX, type Sandbox, type SandboxGlAccount } from '../../../src/sandbox'
import { expectedSheet } from '../../support/balanceSheets'
import { GL_PAGE, ledgerReadOf, ledgerReadsOf, sortedReads, type LedgerRead } from '../../support/ledgerReads'
import { holdGets, recordRequests } from '../../support/requests'
import { renderHookWithSandbox, sandboxTokenFetcher, serviceFor, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'
import { activityOf } from '../../support/statements'
import { storedState } from '../../support/storedCache'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const bikeShop = SANDBOX.companies.bikeShop
const isIncomeOrExpense = (account: SandboxGlAccount) => account.type === 'REVENUE' || account.type === 'EXPENSE'

/** The GL requests among `requests`, as reads. */
async function ledgerReads(requests: readonly Request[]): Promise<LedgerRead[]> {
  return (await Promise.all(requests.map(ledgerReadOf))).filter((read): read is LedgerRead => read !== undefined)
}

/** Each P&L account's figure and comparison against the lines, to the cent. */
function expectProfitAndLoss(
  statement: ProfitAndLossStatement,
  sandbox: Sandbox,
  accounts: readonly SandboxGlAccount[],
  year: { from: string; to: string },
  before: { from: string; to: string },
) {
  const rows = new Map(statement.sections.flatMap((section) => section.accounts.map((row) => [row.account.id, row] as const)))
  for (const account of accounts) {
    expect(rows.get(account.id)?.figures, account.name).toEqual([
      { amount: activityOf(sandbox, account.id, year), compared: activityOf(sandbox, account.id, before) },
    ])
  }
}

// With the host's chart, no method and no company named, both profiles are asked and answer alike:
// once, on the sandbox's default profile.
describe('the statements’ ledger reads', () => {
  // Two years of books: 2025 beside 2024 has lines on both sides.
  const state = useSandboxServer({ years: 2 })
  const YEAR = { from: '2025-01-01', to: '2025-12-31' }
  const YEAR_BEFORE = { from: '2024-01-01', to: '2024-12-31' }

  it('reads a P&L of 2025 beside 2024 from one page of lines per account, and one-line pages only for a busy account’s dates past its page, to the cent', async () => {
    const { sandbox } = state
    const chart = sandbox.inspect.glAccounts(bakery.id)
    const accounts = chart.filter(isIncomeOrExpense)
    const requests = recordRequests(state.server)
    const { result } = renderHookWithSandbox(
      () => useProfitAndLoss({ period: '2025', compareTo: 'previousYear', accounts: chart }),
      sandbox,
    )
    await waitFor(() => expect(result.current.figures).toBe('final'))
    expectProfitAndLoss(result.current, sandbox, accounts, YEAR, YEAR_BEFORE)

    const dates = ['2024-01-01', '2025-01-01', '2026-01-01']
    const expected = accounts.flatMap((account) => ledgerReadsOf(sandbox, account.id, dates))
    expect(sortedReads(await ledgerReads(requests))).toEqual(sortedReads(expected))
    // The busiest account has more lines than a page: its last dates are read one line each, and its figures are still exact (above).
    const busy = sandbox.inspect
      .glLines(bakery.glAccounts.busyExpense)
      .filter((line) => line.date >= '2024-01-01' && line.date <= '2025-12-31')
    expect(busy.length).toBeGreaterThan(GL_PAGE)
    expect(expected.filter((read) => read.glAccountId === bakery.glAccounts.busyExpense && read.limit === 1).length).toBeGreaterThan(0)
    // Fewer than one request per account and date.
    expect(expected.length).toBeLessThan(accounts.length * dates.length)
  })

  it('reads a P&L of 2025 beside 2024 over a chart of 100 income and expense accounts in the requests its lines work out, at most 160, to the cent', async () => {
    const sandbox = state.reset({ incomeAndExpenseAccounts: 100 })
    const chart = sandbox.inspect.glAccounts(bakery.id)
    const accounts = chart.filter(isIncomeOrExpense)
    expect(accounts).toHaveLength(100)
    const requests = recordRequests(state.server)
    const { result } = renderHookWithSandbox(
      () => useProfitAndLoss({ period: '2025', compareTo: 'previousYear', accounts: chart }),
      sandbox,
    )
    await waitFor(() => expect(result.current.figures).toBe('final'), { timeout: 50_000 })
    expectProfitAndLoss(result.current, sandbox, accounts, YEAR, YEAR_BEFORE)

    const expected = accounts.flatMap((account) => ledgerReadsOf(sandbox, account.id, ['2024-01-01', '2025-01-01', '2026-01-01']))
    const reads = await ledgerReads(requests)
    expect(sortedReads(reads)).toEqual(sortedReads(expected))
    // The bench line: 100 accounts in at most 160 requests (400 at one line per account and date).
    expect(reads.length).toBeLessThanOrEqual(160)
  })

  it('reads a balance sheet beside the year end before from one page per account where it has several dates, to the cent', async () => {
    const { sandbox } = state
    const chart = sandbox.inspect.glAccounts(bakery.id)
    const requests = recordRequests(state.server)
    const { result } = renderHookWithSandbox(
      () => useBalanceSheet({ asOf: '2026-06-30', compareTo: 'previousYearEnd', accounts: chart }),
      sandbox,
    )
    await waitFor(() => expect(result.current.figures).toBe('final'))
    const sheet: BalanceSheetStatement = result.current
    const expected = expectedSheet(
      sandbox,
      chart,
      { asOf: '2026-06-30', fiscalYearFrom: '2026-01-01' },
      { asOf: '2025-12-31', fiscalYearFrom: '2025-01-01' },
    )
    expect(sheet.check).toEqual({ known: true, difference: { amount: 0, compared: 0 } })
    expect(sheet.netIncome.figures).toEqual([expected.netIncome])
    expect(sheet.retainedEarnings.figures).toEqual([expected.retainedEarnings])
    for (const section of expected.sections) {
      const rows = new Map(
        sheet.sections.find((shown) => shown.kind === section.kind)!.accounts.map((row) => [row.account.id, row.figures] as const),
      )
      for (const row of section.rows) expect(rows.get(row.account.id), row.account.name).toEqual([row.figure])
    }

    const ends = ['2026-07-01', '2026-01-01']
    const reads = chart.flatMap((account) =>
      ledgerReadsOf(sandbox, account.id, isIncomeOrExpense(account) ? [...ends, '2025-01-01'] : ends),
    )
    expect(sortedReads(await ledgerReads(requests))).toEqual(sortedReads(reads))
    expect(reads.length).toBeLessThan(chart.reduce((sum, account) => sum + (isIncomeOrExpense(account) ? 3 : 2), 0))
  })

  it('asks a busy account’s date past its page once when the closing, read for another part of the page, says it is locked while that read is on its way', async () => {
    const { sandbox } = state
    const chart = sandbox.inspect.glAccounts(bakery.id)
    const accounts = chart.filter(isIncomeOrExpense)
    // The closing (it locks every date of 2025 beside 2024) answers once the busy account's one-line pages are asked; they wait until it has.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    onTestFinished(() => release())
    let held = 0
    state.server.use(
      http.post(`${TEST_BASE_URL}/v6/accounting/glAccounts/${bakery.glAccounts.busyExpense}/generalLedger`, async ({ request }) => {
        if (((await request.clone().json()) as { limit?: number }).limit !== 1) return undefined
        held++
        await released
        return undefined
      }),
    )
    const closing = holdGets(state.server, `${TEST_BASE_URL}/v6/closing`)
    const requests = recordRequests(state.server)
    const { result } = renderHookWithSandbox(
      () => ({
        profitAndLoss: useProfitAndLoss({ period: '2025', compareTo: 'previousYear', accounts: chart }),
        closing: useClosing(),
      }),
      sandbox,
    )
    await waitFor(() => expect(held).toBeGreaterThan(0))
    closing.release()
    await waitFor(() => expect(result.current.closing.data?.isLocked('2025-12-31')).toBe(true))
    release()
    await waitFor(() => expect(result.current.profitAndLoss.figures).toBe('final'))
    expectProfitAndLoss(result.current.profitAndLoss, sandbox, accounts, YEAR, YEAR_BEFORE)
    const dates = ['2024-01-01', '2025-01-01', '2026-01-01']
    expect(sortedReads(await ledgerReads(requests))).toEqual(
      sortedReads(accounts.flatMap((account) => ledgerReadsOf(sandbox, account.id, dates))),
    )
  })

  it('lets a balance’s one-line read on its way land when another statement’s page that tells the same balance lands first, rather than cancel it', async () => {
    const { sandbox } = state
    const chart = sandbox.inspect.glAccounts(bakery.id)
    const salesTax = bakery.glAccounts.salesTaxPayable
    // The balance sheet's one read of sales tax (a liability: one date, one line) waits until the
    // cash flow statement beside it is final, its page of sales tax (from 2025) telling that balance too.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    onTestFinished(() => release())
    const held: Request[] = []
    state.server.use(
      http.post(`${TEST_BASE_URL}/v6/accounting/glAccounts/${salesTax}/generalLedger`, async ({ request }) => {
        if (((await request.clone().json()) as { limit?: number }).limit !== 1) return undefined
        held.push(request)
        await released
        return undefined
      }),
    )
    const requests = recordRequests(state.server)
    const { result } = renderHookWithSandbox(
      () => ({
        sheet: useBalanceSheet({ asOf: '2026-06-30', accounts: chart }),
        cashFlows: useCashFlowStatement({ from: '2026-01-01', to: '2026-06-30', compare: 'previousYear', accounts: chart }),
      }),
      sandbox,
    )
    await waitFor(() => expect(result.current.cashFlows.figures).toBe('final'))
    expect(held).toHaveLength(1)
    expect(result.current.sheet.figures).not.toBe('final')
    release()
    await waitFor(() => expect(result.current.sheet.figures).toBe('final'))
    expect(held[0]!.signal.aborted).toBe(false)
    expect(requests.filter((request) => request.signal.aborted).map((request) => request.url)).toEqual([])
    const expected = expectedSheet(sandbox, chart, { asOf: '2026-06-30', fiscalYearFrom: '2026-01-01' })
    const liabilities = result.current.sheet.sections.find((section) => section.kind === 'liabilities')!
    expect(liabilities.accounts.find((row) => row.account.id === salesTax)?.figures).toEqual([
      expected.sections.find((section) => section.kind === 'liabilities')!.rows.find((row) => row.account.id === salesTax)!.figure,
    ])
  })

  it('asks every page of lines before the one-line reads nothing follows from, so the dates past a busy account’s page are found while those still wait', async () => {
    const { sandbox } = state
    const chart = sandbox.inspect.glAccounts(bakery.id)
    const requests = recordRequests(state.server)
    const { result } = renderHookWithSandbox(() => useBalanceSheet({ asOf: '2026-06-30', accounts: chart }), sandbox)
    await waitFor(() => expect(result.current.figures).toBe('final'))
    const reads = await ledgerReads(requests)
    // A balance-sheet account needs one date (a one-line page nothing follows); an income or expense account two, from one page.
    const alone = new Set(chart.filter((account) => !isIncomeOrExpense(account)).map((account) => account.id))
    const kinds = reads.map((read) => (read.limit !== 1 ? 'page' : alone.has(read.glAccountId) ? 'alone' : 'followUp'))
    expect(kinds.filter((kind) => kind === 'followUp').length).toBeGreaterThan(0)
    expect(kinds.lastIndexOf('page')).toBeLessThan(kinds.indexOf('alone'))
  })

  describe('with persist', () => {
    beforeEach(async () => {
      await clearBookkeepingCache()
    })

    /** A visit of `userId`'s P&L 2025 beside 2024 on a provider with `persist`, on a fresh query client (a page load). */
    function visit(userId: string, companyId: string) {
      const chart = state.sandbox.inspect.glAccounts(companyId)
      const wrapper = ({ children }: { children: ReactNode }) => (
        <BookkeepingProvider
          baseUrl={TEST_BASE_URL}
          fetchToken={sandboxTokenFetcher(state.sandbox, { userId })}
          service={serviceFor(state.sandbox)}
          queryClient={new QueryClient()}
          persist
          sessionKey={userId}
        >
          {children}
        </BookkeepingProvider>
      )
      return renderHook(() => useProfitAndLoss({ period: '2025', compareTo: 'previousYear', accounts: chart }), { wrapper })
    }

    /** Waits until the stored cache holds the closing and `count` kept balances. */
    const untilKept = (userId: string, count: number) =>
      waitFor(async () => {
        const kept = (await storedState(userId)).queries?.clientState.queries.filter((query) => query.queryKey[0] === 'glBalances') ?? []
        expect(kept).toHaveLength(count)
      })

    it('asks the ledger nothing on a revisit for balances inside a period closed with modifications disabled, and shows them final to the cent', async () => {
      const { sandbox } = state
      // The bakery is closed through 2026-04-30, changes disabled: every date of 2025 beside 2024 is locked.
      expect(sandbox.inspect.closing(bakery.id)).toMatchObject({ date: '2026-04-30', modifications: 'DISABLED' })
      const accounts = sandbox.inspect.glAccounts(bakery.id).filter(isIncomeOrExpense)
      const first = visit(SANDBOX.users.bakeryOwner, bakery.id)
      await waitFor(() => expect(first.result.current.figures).toBe('final'))
      // Three dates for each account, each kept.
      await untilKept(SANDBOX.users.bakeryOwner, accounts.length * 3)
      first.unmount()

      const requests = recordRequests(state.server)
      const again = visit(SANDBOX.users.bakeryOwner, bakery.id)
      await waitFor(() => expect(again.result.current.figures).toBe('final'))
      expectProfitAndLoss(again.result.current, sandbox, accounts, YEAR, YEAR_BEFORE)
      expect(await ledgerReads(requests)).toEqual([])
    })

    it('keeps the locked balances when the closing arrives after them, asking none twice, and a revisit asks the ledger nothing', async () => {
      const { sandbox } = state
      const accounts = sandbox.inspect.glAccounts(bakery.id).filter(isIncomeOrExpense)
      const closing = holdGets(state.server, `${TEST_BASE_URL}/v6/closing`)
      const requests = recordRequests(state.server)
      const first = visit(SANDBOX.users.bakeryOwner, bakery.id)
      await waitFor(() => expect(first.result.current.figures).toBe('final'))
      expect(closing.held.length).toBeGreaterThan(0)
      closing.release()
      await untilKept(SANDBOX.users.bakeryOwner, accounts.length * 3)
      // Every balance asked once: a busy account's one-line pages, asked before the closing said they are locked, are kept as they were answered.
      const dates = ['2024-01-01', '2025-01-01', '2026-01-01']
      expect(sortedReads(await ledgerReads(requests))).toEqual(
        sortedReads(accounts.flatMap((account) => ledgerReadsOf(sandbox, account.id, dates))),
      )
      first.unmount()

      const revisit = recordRequests(state.server)
      const again = visit(SANDBOX.users.bakeryOwner, bakery.id)
      await waitFor(() => expect(again.result.current.figures).toBe('final'))
      expectProfitAndLoss(again.result.current, sandbox, accounts, YEAR, YEAR_BEFORE)
      expect(await ledgerReads(revisit)).toEqual([])
    })

    it('asks the ledger again on a revisit where the period is closed but changes are still allowed', async () => {
      const { sandbox } = state
      // The bike shop is closed through 2025-12-31 with changes enabled: a balance there may still move.
      expect(sandbox.inspect.closing(bikeShop.id)).toMatchObject({ date: '2025-12-31', modifications: 'ENABLED' })
      const accounts = sandbox.inspect.glAccounts(bikeShop.id).filter(isIncomeOrExpense)
      const first = visit(SANDBOX.users.bikeShopOwner, bikeShop.id)
      await waitFor(() => expect(first.result.current.figures).toBe('final'))
      await waitFor(async () =>
        expect(
          (await storedState(SANDBOX.users.bikeShopOwner)).queries?.clientState.queries.some((query) => query.queryKey[0] === 'closing'),
        ).toBe(true),
      )
      first.unmount()

      const requests = recordRequests(state.server)
      const again = visit(SANDBOX.users.bikeShopOwner, bikeShop.id)
      await waitFor(() => expect(again.result.current.figures).toBe('final'))
      expectProfitAndLoss(again.result.current, sandbox, accounts, YEAR, YEAR_BEFORE)
      const expected = accounts.flatMap((account) =>
        ledgerReadsOf(sandbox, account.id, ['2024-01-01', '2025-01-01', addDays('2025-12-31', 1)]),
      )
      expect(sortedReads(await ledgerReads(requests))).toEqual(sortedReads(expected))
    })
  })
})

// The bound every statement of a client reads the ledger through: six calls at once, and the order
// the waiting ones run in, which decides how many round trips the final figures wait for.
describe('the statements’ bound on reads in flight', () => {
  it('runs six at once, then a date past a page first, the pages next, and the reads nothing follows from last', async () => {
    const bound = boundOf({} as BookkeepingClient)
    const started: string[] = []
    const finish: Array<() => void> = []
    const call = (name: string, priority: BoundPriority) =>
      bound.run(
        () => {
          started.push(name)
          return new Promise<void>((resolve) => finish.push(resolve))
        },
        new AbortController().signal,
        priority,
      )
    const running = Array.from({ length: MAX_BALANCE_REQUESTS }, (_, index) => call(`page ${index}`, 'page'))
    const waiting = [call('alone', 'alone'), call('page 6', 'page'), call('past a page', 'followUp'), call('page 7', 'page')]
    expect(started).toHaveLength(MAX_BALANCE_REQUESTS)
    // Each call that ends hands its place to the next waiting one.
    for (let ended = 0; ended < waiting.length; ended++) {
      finish[ended]!()
      await vi.waitFor(() => expect(started).toHaveLength(MAX_BALANCE_REQUESTS + ended + 1))
    }
    expect(started.slice(MAX_BALANCE_REQUESTS)).toEqual(['past a page', 'page 6', 'page 7', 'alone'])
    for (const end of finish) end()
    await Promise.all([...running, ...waiting])
  })
})
