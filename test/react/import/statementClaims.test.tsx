// What the statement hooks claim, on both service profiles: a total says
// it is not final while any figure it is made of is unread; without the host's chart a statement
// ends `partial`, never `final`, and its balance checks are not made; a statement reads the
// closing of its own `companyId`, and claims a closing only when modifications are disabled; a
// method is offered and named only where the host's service profile names its field.
import { QueryClient } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { bookkitService, type ServiceProfile } from '../../../src/api'
import { BookkeepingProvider, useBalanceSheet, useProfitAndLoss, useTrialBalance } from '../../../src/react'
import { SANDBOX } from '../../../src/sandbox'
import { PROFILES } from '../../support/profiles'
import { holdRequests, recordRequests } from '../../support/requests'
import { renderHookWithSandbox, sandboxTokenFetcher, serviceFor, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'

const bakery = SANDBOX.companies.bakery
const bikeShop = SANDBOX.companies.bikeShop
const Q1 = { from: '2026-01-01', to: '2026-03-31' }
const ledgerUrl = (glAccountId: string) => `${TEST_BASE_URL}/v6/accounting/glAccounts/${glAccountId}/generalLedger`
const closingAsked = (requests: readonly Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === '/v6/closing').map((request) => new URL(request.url).search)

vi.setConfig({ testTimeout: 20_000 })

/** Renders `hook` as `userId`, with the provider's `service` as given (`undefined`: no `service` prop, as in the README). */
function renderAs<T>(
  hook: () => T,
  sandbox: Parameters<typeof sandboxTokenFetcher>[0],
  userId: string,
  service: ServiceProfile | undefined,
) {
  const queryClient = new QueryClient()
  const fetchToken = sandboxTokenFetcher(sandbox, { userId })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} service={service} queryClient={queryClient}>
      {children}
    </BookkeepingProvider>
  )
  return renderHook(hook, { wrapper })
}

// With the host's chart, no method and no company named, both profiles are asked and answer the same:
// these run once, on the sandbox's default profile.
describe('statement claims', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 12, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 } })
  afterEach(() => state.server.events.removeAllListeners())

  it('keeps a total, and every total made of it, from final while one of its accounts is unread, compared figures too', async () => {
    const accounts = state.sandbox.inspect.glAccounts(bakery.id)
    const release = holdRequests(state.server, ledgerUrl(bakery.glAccounts.rent))
    const { result } = renderHookWithSandbox(() => useProfitAndLoss({ period: Q1, compareTo: 'previousYear', accounts }), state.sandbox)
    const expenses = () => result.current.sections.find((section) => section.kind === 'expenses')!
    // Every account but the one held is read: the sums are there, and not final.
    await waitFor(() => expect(result.current.accountsRead).toBe(result.current.accountCount - 1))
    const income = result.current.sections.find((section) => section.kind === 'income')!
    expect(income.total.status).toBe('final')
    expect(expenses().total.status).toBe('counting')
    expect(expenses().total.complete).toBe(false)
    expect(result.current.netIncome.status).toBe('counting')
    expect(result.current.netIncome.figures[0]!.compared).toBeDefined()
    release()
    await waitFor(() => expect(result.current.figures).toBe('final'))
    expect(expenses().total.status).toBe('final')
    expect(result.current.netIncome.status).toBe('final')
  })

  it('claims no closing where the company allows changes to its closed period', async () => {
    const closing = state.sandbox.inspect.closing(bikeShop.id)
    expect(closing.modifications).toBe('ENABLED')
    const requests = recordRequests(state.server)
    const { result } = renderHookWithSandbox(
      () => useProfitAndLoss({ period: '2025', columns: 'month', accounts: state.sandbox.inspect.glAccounts(bikeShop.id) }),
      state.sandbox,
      { userId: SANDBOX.users.bikeShopOwner },
    )
    await waitFor(() => expect(result.current.figures).toBe('final'))
    await waitFor(() => expect(closingAsked(requests)).toHaveLength(1))
    expect(result.current.closingDate).toBeUndefined()
  })
})

describe.each(PROFILES)('statement claims on the $profile service', ({ profile }) => {
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 12, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 } })
  afterEach(() => state.server.events.removeAllListeners())

  it('without the host’s chart ends partial, never final: every total says so, and neither balance check is made', async () => {
    const { result } = renderHookWithSandbox(
      () => ({
        profitAndLoss: useProfitAndLoss({ period: Q1 }),
        balanceSheet: useBalanceSheet({ asOf: '2026-03-31' }),
        trialBalance: useTrialBalance({ asOf: '2026-03-31' }),
      }),
      state.sandbox,
    )
    await waitFor(() =>
      expect([result.current.profitAndLoss.figures, result.current.balanceSheet.figures, result.current.trialBalance.figures]).toEqual([
        'partial',
        'partial',
        'partial',
      ]),
    )
    const { profitAndLoss, balanceSheet, trialBalance } = result.current
    expect(profitAndLoss.accountsFrom).toBe('records')
    expect(profitAndLoss.accounts.map((account) => account.id).sort()).toEqual(
      profitAndLoss.sections.flatMap((section) => section.accounts.map((row) => row.account.id)).sort(),
    )
    expect(profitAndLoss.netIncome).toMatchObject({ status: 'partial', complete: false })
    for (const section of profitAndLoss.sections) expect(section.total.status).toBe('partial')
    expect(balanceSheet.totalAssets).toMatchObject({ status: 'partial', complete: false })
    expect(balanceSheet.check).toEqual({ known: false, difference: { amount: undefined, compared: undefined } })
    expect(trialBalance.totals).toMatchObject({ status: 'partial', complete: false })
    expect(trialBalance.difference).toBeUndefined()
  })

  it('of a company whose records name no account, claims no net income of nothing and no balance', async () => {
    state.reset({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })
    const { result } = renderHookWithSandbox(
      () => ({ profitAndLoss: useProfitAndLoss({ period: Q1 }), balanceSheet: useBalanceSheet({ asOf: '2026-03-31' }) }),
      state.sandbox,
    )
    await waitFor(() => expect(result.current.profitAndLoss.figures).toBe('partial'))
    await waitFor(() => expect(result.current.balanceSheet.figures).toBe('partial'))
    expect(result.current.profitAndLoss.accountCount).toBe(0)
    expect(result.current.profitAndLoss.netIncome.status).toBe('partial')
    expect(result.current.balanceSheet.check.known).toBe(false)
  })

  it('reads the closing of its own company for a bookkeeper who sees two, and claims none it cannot ask for', async () => {
    const bakeryClosing = state.sandbox.inspect.closing(bakery.id)
    expect(bakeryClosing.modifications).toBe('DISABLED')
    const requests = recordRequests(state.server)
    const { result } = renderHookWithSandbox(
      () => ({
        bikeShop: useBalanceSheet({ asOf: '2026-06-30', companyId: bikeShop.id, accounts: state.sandbox.inspect.glAccounts(bikeShop.id) }),
        bakery: useTrialBalance({ asOf: '2026-06-30', companyId: bakery.id, accounts: state.sandbox.inspect.glAccounts(bakery.id) }),
      }),
      state.sandbox,
      { userId: SANDBOX.users.bookkeeper },
    )
    await waitFor(() => expect([result.current.bikeShop.figures, result.current.bakery.figures]).toEqual(['final', 'final']))
    if (serviceFor(state.sandbox).closingCompanyParam) {
      await waitFor(() => expect(result.current.bakery.closingDate).toBe(bakeryClosing.date))
      expect(closingAsked(requests).sort()).toEqual([`?companyId=${bakery.id}`, `?companyId=${bikeShop.id}`])
      // The bike shop's closing allows changes: no closed claim, and never the bakery's.
      expect(result.current.bikeShop.closingDate).toBeUndefined()
    } else {
      // The described service takes no company on its closing: whose it answers cannot be known.
      expect(closingAsked(requests)).toEqual([])
      expect(result.current.bakery.closingDate).toBeUndefined()
      expect(result.current.bikeShop.closingDate).toBeUndefined()
    }
  })

  it('without the chart, reads only the accounts of its own company’s records', async () => {
    const { result } = renderHookWithSandbox(() => useTrialBalance({ asOf: '2026-06-30', companyId: bikeShop.id }), state.sandbox, {
      userId: SANDBOX.users.bookkeeper,
    })
    await waitFor(() => expect(result.current.figures).toBe('partial'))
    const bikeShopAccounts = new Set(state.sandbox.inspect.glAccounts(bikeShop.id).map((account) => account.id))
    expect(result.current.accountCount).toBeGreaterThan(0)
    expect(result.current.rows.map((row) => row.account.id).filter((id) => !bikeShopAccounts.has(id))).toEqual([])
  })

  it('offers and names a method only where the provider’s service names its field', async () => {
    // The README's provider has no `service`: a service ignores a member it does not know, so the method cannot be learned.
    const named = profile === 'bookkit' ? bookkitService : undefined
    const { result } = renderAs(
      () => useProfitAndLoss({ period: Q1, accountingMethod: 'CASH', accounts: state.sandbox.inspect.glAccounts(bakery.id) }),
      state.sandbox,
      SANDBOX.users.bakeryOwner,
      named,
    )
    await waitFor(() => expect(result.current.figures).toBe('final'))
    if (named) expect(result.current).toMatchObject({ canChooseMethod: true, accountingMethod: 'CASH' })
    else expect(result.current).toMatchObject({ canChooseMethod: false, accountingMethod: undefined })
  })
})
