// What the statement hooks claim, on the bookkit service: a total says it is not final while any
// figure it is made of is unread; without the host's chart a statement ends `partial`, never
// `final`, and its balance checks are not made; a statement claims a closing only when
// modifications are disabled. Whose closing is read, and that a method is offered and named only
// where the provider's service names its field, are shown on screen on both profiles in
// test/components/statementClaims.test.tsx (the requests: test/api/serviceProfile.test.ts).
import { waitFor } from '@testing-library/react'
import { useBalanceSheet, useProfitAndLoss, useTrialBalance } from '../../../src/react'
import { SANDBOX } from '../../../src/sandbox'
import { BOOKKIT } from '../../support/profiles'
import { holdRequests, recordRequests } from '../../support/requests'
import { renderHookWithSandbox, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'

const bakery = SANDBOX.companies.bakery
const bikeShop = SANDBOX.companies.bikeShop
const Q1 = { from: '2026-01-01', to: '2026-03-31' }
const ledgerUrl = (glAccountId: string) => `${TEST_BASE_URL}/v6/accounting/glAccounts/${glAccountId}/generalLedger`
const closingAsked = (requests: readonly Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === '/v6/closing').map((request) => new URL(request.url).search)

vi.setConfig({ testTimeout: 20_000 })

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

describe('statement claims on the bookkit service', () => {
  const { profile } = BOOKKIT
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

  it('without the chart, reads only the accounts of its own company’s records', async () => {
    const { result } = renderHookWithSandbox(() => useTrialBalance({ asOf: '2026-06-30', companyId: bikeShop.id }), state.sandbox, {
      userId: SANDBOX.users.bookkeeper,
    })
    await waitFor(() => expect(result.current.figures).toBe('partial'))
    const bikeShopAccounts = new Set(state.sandbox.inspect.glAccounts(bikeShop.id).map((account) => account.id))
    expect(result.current.accountCount).toBeGreaterThan(0)
    expect(result.current.rows.map((row) => row.account.id).filter((id) => !bikeShopAccounts.has(id))).toEqual([])
  })
})
