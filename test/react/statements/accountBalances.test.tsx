// useAccountBalances against the sandbox on the bookkit service (a save's item on the described one:
// test/api/bankTransactionItems.test.ts): the balance before the range and
// each day's closing balance, recomputed here from the sandbox's own ledger lines (a running sum in
// the account's normal direction: debits raise an asset or an expense, credits the others), to the
// cent, on every page of an account with thousands of lines; a save moves them; an option that
// cannot be read is an error naming it, and nothing is read.
import { act, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { bankTransactionUpdate } from '../../../src/api/writes/bankTransactionItems'
import { useAccountBalances, useBankTransactions, useSaveBankTransactions } from '../../../src/react'
import type { AccountBalancesOptions } from '../../../src/react/statements/accountBalances'
import { SANDBOX, type SandboxProfile } from '../../../src/sandbox'
import { BOOKKIT } from '../../support/profiles'
import { recordRequests } from '../../support/requests'
import { renderHookWithSandbox, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'
import { settled } from '../../support/settled'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
/** The most lines the service gives in one page, and what the balances ask for. */
const GL_PAGE = 250

const ledgerPath = (glAccountId: string) => `/v6/accounting/glAccounts/${glAccountId}/generalLedger`

/** A sandbox of `profile` for each test, with what its own ledger lines say and a hook renderer on it. */
function ledgerSandbox(profile: SandboxProfile = 'bookkit') {
  const state = useSandboxServer({ profile })

  /**
   * What the sandbox's own lines say for `glAccountId` from `from` to `to`: the running balance
   * before `from`, each day's balance after its last line, and how many lines fall in the range.
   */
  function balancesFromLedger(glAccountId: string, from: string, to: string) {
    const type = state.sandbox.inspect.glAccountType(glAccountId)
    const direction = type === 'ASSET' || type === 'EXPENSE' ? 1 : -1
    let running = 0
    let beginningBalance = 0
    let lines = 0
    const closing = new Map<string, number>()
    for (const line of state.sandbox.inspect.glLines(glAccountId)) {
      running += direction * (line.drAmount - line.crAmount)
      if (line.date < from) beginningBalance = running
      else if (line.date <= to) {
        closing.set(line.date, running)
        lines++
      }
    }
    return { beginningBalance, days: [...closing].map(([date, balance]) => ({ date, balance })), lines }
  }

  const renderBalances = <Props, T>(hook: (props: Props) => T, initialProps?: NoInfer<Props>) =>
    renderHookWithSandbox(hook, state.sandbox, { initialProps })
  return { state, balancesFromLedger, renderBalances }
}

// The balances read only the ledger, which both profiles answer alike (no method is asked): these run
// once, on the sandbox's default profile.
describe('useAccountBalances', () => {
  const { state, balancesFromLedger, renderBalances } = ledgerSandbox()

  it.each([
    ['checking (an asset)', bakery.glAccounts.checking, '2026-01-01', '2026-06-30'],
    ['ingredients (an expense, the busiest account)', bakery.glAccounts.busyExpense, '2025-07-01', '2026-06-30'],
    ['retail sales (revenue)', bakery.glAccounts.retailRevenue, '2026-03-01', '2026-05-31'],
    ['sales tax payable (a liability)', bakery.glAccounts.salesTaxPayable, '2025-10-15', '2026-06-30'],
  ])(
    "gives %s the balance before the range and each day's closing balance, as the sandbox's lines sum them, from every page",
    async (_, glAccountId, from, to) => {
      const requests = recordRequests(state.server)
      const { result } = renderBalances(() => useAccountBalances(glAccountId, { from, to }))
      await waitFor(() => expect(result.current.complete).toBe(true))

      const expected = balancesFromLedger(glAccountId, from, to)
      expect(result.current).toMatchObject({
        range: { from, to },
        beginningBalance: expected.beginningBalance,
        lines: expected.lines,
        unreadable: 0,
        isError: false,
        error: null,
      })
      expect(result.current.days).toEqual(expected.days)
      const pages = requests.filter((request) => new URL(request.url).pathname === ledgerPath(glAccountId))
      expect(pages).toHaveLength(Math.max(1, Math.ceil(expected.lines / GL_PAGE)))
    },
  )

  it('gives the balance before the range from the lines before it, which a range starting mid-year has', async () => {
    const { result } = renderBalances(() => useAccountBalances(bakery.glAccounts.checking, { from: '2026-04-15', to: '2026-04-30' }))
    await waitFor(() => expect(result.current.complete).toBe(true))
    const expected = balancesFromLedger(bakery.glAccounts.checking, '2026-04-15', '2026-04-30')
    expect(expected.beginningBalance).not.toBe(0)
    expect(result.current.beginningBalance).toBe(expected.beginningBalance)
    expect(result.current.days).toEqual(expected.days)
    expect(result.current.days.map((day) => day.date).every((date) => date >= '2026-04-15' && date <= '2026-04-30')).toBe(true)
  })

  it('is not complete while pages remain to read, and shows the days read so far', async () => {
    const glAccountId = bakery.glAccounts.busyExpense
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    onTestFinished(release)
    state.server.use(
      http.post(`${TEST_BASE_URL}${ledgerPath(glAccountId)}`, async ({ request }) => {
        const body = (await request.clone().json()) as { cursor?: string }
        if (body.cursor) await released
        return undefined
      }),
    )
    const { result } = renderBalances(() => useAccountBalances(glAccountId, { from: '2025-07-01', to: '2026-06-30' }))
    await waitFor(() => expect(result.current.lines).toBe(GL_PAGE))
    const expected = balancesFromLedger(glAccountId, '2025-07-01', '2026-06-30')
    expect(result.current.complete).toBe(false)
    // The first page's days are the year's first days, with their balances; only the last may still grow.
    const soFar = result.current.days
    expect(soFar.slice(0, -1)).toEqual(expected.days.slice(0, soFar.length - 1))
    expect(soFar.length).toBeLessThan(expected.days.length)

    release()
    await waitFor(() => expect(result.current.complete).toBe(true))
    expect(result.current.days).toEqual(expected.days)
  })

  it.each<[string, AccountBalancesOptions, string]>([
    ['a start that is no day', { from: '2026-02-30', to: '2026-06-30' }, 'from'],
    ['a start written with slashes', { from: '2026/01/01', to: '2026-06-30' }, 'from'],
    ['an end that is no day', { from: '2026-01-01', to: '2026-06-31' }, 'to'],
    ['an end before the start', { from: '2026-06-30', to: '2026-01-01' }, 'to'],
  ])('gives an error naming the option for %s, reads nothing, and reads once it is a day', async (_, options, field) => {
    const requests = recordRequests(state.server)
    const glAccountId = bakery.glAccounts.checking
    const { result, rerender, queryClient } = renderBalances(
      (asked: AccountBalancesOptions) => useAccountBalances(glAccountId, asked),
      options,
    )
    expect(result.current.error).toMatchObject({ name: 'PeriodError', field, value: options[field as 'from' | 'to'] })
    expect(result.current).toMatchObject({
      isError: true,
      isPending: false,
      complete: false,
      range: undefined,
      days: [],
      beginningBalance: null,
    })
    await settled(queryClient)
    expect(requests.filter((request) => new URL(request.url).pathname === ledgerPath(glAccountId))).toHaveLength(0)

    rerender({ from: '2026-06-01', to: '2026-06-30' })
    await waitFor(() => expect(result.current.complete).toBe(true))
    expect(result.current.error).toBeNull()
    expect(result.current.days).toEqual(balancesFromLedger(glAccountId, '2026-06-01', '2026-06-30').days)
  })
})

describe('useAccountBalances', () => {
  const { service } = BOOKKIT
  const { balancesFromLedger, renderBalances } = ledgerSandbox(BOOKKIT.profile)

  it('moves the balances when a save changes what a bank transaction took out, from its day on', async () => {
    const glAccountId = bakery.glAccounts.checking
    const [from, to] = ['2026-05-01', '2026-06-30']
    const { result, queryClient } = renderBalances(() => ({
      balances: useAccountBalances(glAccountId, { from, to }),
      set: useBankTransactions({ limit: GL_PAGE }),
      save: useSaveBankTransactions(),
    }))
    await waitFor(() => expect(result.current.balances.complete && result.current.set.isSuccess).toBe(true))
    const before = balancesFromLedger(glAccountId, from, to)
    expect(result.current.balances.days).toEqual(before.days)

    const purchase = result.current.set.data?.transactions.find(
      (record) =>
        record.date === '2026-05-20' &&
        record.amount < 0 &&
        record.bankAccount?.id === bakery.bankAccounts.checking &&
        record.type !== 'TRANSFER' &&
        !record.children?.length,
    )
    if (!purchase) throw new Error('no checking purchase on 2026-05-20 in the sandbox')
    const outcomes = await act(() =>
      result.current.save.mutateAsync([bankTransactionUpdate(purchase, { amount: purchase.amount - 10_000 }, service.updates)]),
    )
    expect(
      outcomes.map((outcome) => outcome.status),
      JSON.stringify(outcomes),
    ).toEqual(['saved'])

    const after = balancesFromLedger(glAccountId, from, to)
    await waitFor(() => expect(result.current.balances.days).toEqual(after.days))
    await settled(queryClient)
    expect(result.current.balances.complete).toBe(true)
    // 100.00 more went out on the 20th: every day from it on closes 100.00 lower, the days before as they were.
    for (const [index, day] of after.days.entries())
      expect(day.balance - before.days[index]!.balance, day.date).toBe(day.date < '2026-05-20' ? 0 : -10_000)
    expect(result.current.balances.beginningBalance).toBe(before.beginningBalance)
  })
})
