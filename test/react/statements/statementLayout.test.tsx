// The statements laid out as accountants read them: a chart typed as a
// Xero organisation or a QuickBooks Online company types it is placed (income, cost of goods sold,
// expenses, other income and expenses on the profit and loss, with gross profit, net operating
// income and net other income between them; current, fixed assets, current and long-term
// liabilities on the balance sheet, each with its subtotal), every figure recomputed from the
// sandbox's stored lines; and the profit and loss's "% of income", given only once income is final.
import { waitFor } from '@testing-library/react'
import { useBalanceSheet, useProfitAndLoss } from '../../../src/react'
import type { BalanceSheetStatement } from '../../../src/react/statements/balanceSheet'
import type { ProfitAndLossOptions, ProfitAndLossStatement } from '../../../src/react/statements/profitAndLoss'
import { SANDBOX, type Sandbox } from '../../../src/sandbox'
import { renderHookWithSandbox, useSandboxServer } from '../../support/sandbox'
import type { HostAccount } from '../../support/statements'
import { ledgerNet, placeOf, quickBooksChart, xeroChart, type GroupKind, type PnlKind, type TypedChart } from '../../support/typedCharts'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const Q1 = { from: '2026-01-01', to: '2026-03-31' }
const CHARTS = [
  { product: 'Xero', typed: xeroChart, kinds: ['income', 'costOfGoodsSold', 'expenses', 'otherIncome'] },
  {
    product: 'QuickBooks Online',
    typed: quickBooksChart,
    kinds: ['income', 'costOfGoodsSold', 'expenses', 'otherIncome', 'otherExpenses'],
  },
] as const

const PNL_SIGN: Record<PnlKind, 1 | -1> = { income: 1, costOfGoodsSold: -1, expenses: -1, otherIncome: 1, otherExpenses: -1 }
const isPnl = (place: string): place is PnlKind => place in PNL_SIGN

/** A figure with no comparison, final. */
const final = (amount: number) => ({
  figures: [{ amount, compared: undefined }],
  status: 'final',
  complete: true,
  leftOut: 0,
  reading: false,
})

/** What Q1's profit and loss of `chart` must show, from the stored lines: each section's accounts and total, and the lines between them. */
function expectedProfitAndLoss(sandbox: Sandbox, chart: TypedChart) {
  const net = ledgerNet(sandbox)
  const totals = new Map<PnlKind, number>()
  const accounts = new Map<PnlKind, HostAccount[]>()
  for (const account of chart) {
    const place = placeOf(account)
    if (!isPnl(place)) continue
    totals.set(place, (totals.get(place) ?? 0) + net(account.id, Q1))
    accounts.set(place, [...(accounts.get(place) ?? []), account])
  }
  const of = (kind: PnlKind) => totals.get(kind) ?? 0
  // The ledger's own net income: its revenue accounts' credits less its expense accounts' debits, whatever the chart calls them.
  const ledgerNetIncome = chart.reduce((sum, account) => {
    const type = sandbox.inspect.glAccountType(account.id)
    return type === 'REVENUE' ? sum + net(account.id, Q1) : type === 'EXPENSE' ? sum - net(account.id, Q1) : sum
  }, 0)
  return {
    totals,
    accounts,
    grossProfit: of('income') - of('costOfGoodsSold'),
    netOperatingIncome: of('income') - of('costOfGoodsSold') - of('expenses'),
    netOtherIncome: of('otherIncome') - of('otherExpenses'),
    ledgerNetIncome,
  }
}

// With the host's chart, no method and no company named, both profiles are asked and answer alike:
// once, on the sandbox's default profile.
describe('statements of a common chart', () => {
  const state = useSandboxServer()
  const renderStatement = (options: ProfitAndLossOptions) =>
    renderHookWithSandbox((asked: ProfitAndLossOptions) => useProfitAndLoss(asked), state.sandbox, { initialProps: options })
  const untilFinal = (current: () => { figures: string }) => waitFor(() => expect(current().figures).toBe('final'))

  describe.each(CHARTS)('typed as $product types it', ({ typed, kinds }) => {
    it("places every income and expense account in QuickBooks Online's sections, with gross profit, net operating income and net other income between them, and net income the ledger's", async () => {
      const chart = typed(state.sandbox.inspect.glAccounts(bakery.id))
      const { result } = renderStatement({ period: '2026-Q1', accounts: chart })
      await untilFinal(() => result.current)
      const expected = expectedProfitAndLoss(state.sandbox, chart)
      const statement = result.current
      // No balance-sheet account is a section of the profit and loss.
      expect(statement.sections.map((section) => section.kind)).toEqual(kinds)
      for (const section of statement.sections) {
        const kind = section.kind as PnlKind
        expect(section.accounts.map((row) => row.account.id).sort()).toEqual(
          expected.accounts
            .get(kind)!
            .map((account) => account.id)
            .sort(),
        )
        expect(section.total, kind).toEqual(final(expected.totals.get(kind)!))
      }
      expect(statement.grossProfit).toEqual(final(expected.grossProfit))
      expect(statement.netOperatingIncome).toEqual(final(expected.netOperatingIncome))
      expect(statement.netOtherIncome).toEqual(final(expected.netOtherIncome))
      expect(statement.netIncome).toEqual(final(expected.ledgerNetIncome))
      expect(expected.netOperatingIncome + expected.netOtherIncome).toBe(expected.ledgerNetIncome)
    })

    it('groups the balance sheet into current and fixed assets, current and long-term liabilities, each subtotal the ledger’s, and the books still balance', async () => {
      const chart = typed(state.sandbox.inspect.glAccounts(bakery.id))
      const asOf = '2026-03-31'
      const { result } = renderHookWithSandbox(() => useBalanceSheet({ asOf, accounts: chart }), state.sandbox)
      await untilFinal(() => result.current)
      const net = ledgerNet(state.sandbox)
      const expectedGroups = new Map<GroupKind, { ids: string[]; total: number }>()
      for (const account of chart) {
        const place = placeOf(account)
        if (isPnl(place) || place === 'equity') continue
        const group = expectedGroups.get(place) ?? { ids: [], total: 0 }
        group.ids.push(account.id)
        group.total += net(account.id, { to: asOf })
        expectedGroups.set(place, group)
      }
      const sheet: BalanceSheetStatement = result.current
      const groupsOf = (kind: string) => sheet.sections.find((section) => section.kind === kind)!.groups
      expect(groupsOf('assets').map((group) => group.kind)).toEqual(['currentAssets', 'fixedAssets'])
      expect(groupsOf('liabilities').map((group) => group.kind)).toEqual(['currentLiabilities', 'longTermLiabilities'])
      expect(groupsOf('equity')).toEqual([])
      for (const group of [...groupsOf('assets'), ...groupsOf('liabilities')]) {
        const expected = expectedGroups.get(group.kind)!
        expect(group.accounts.map((row) => row.account.id).sort(), group.kind).toEqual([...expected.ids].sort())
        expect(group.total, group.kind).toEqual(final(expected.total))
      }
      expect(sheet.totalAssets.figures[0]!.amount).toBe(
        expectedGroups.get('currentAssets')!.total + expectedGroups.get('fixedAssets')!.total,
      )
      expect(sheet.check).toEqual({ known: true, difference: { amount: 0, compared: undefined } })
    })
  })

  it('keeps the sandbox’s plain ASSET and LIABILITY accounts ungrouped, and groups them where the chart gives a subtype that says current or long-term', async () => {
    const plain = state.sandbox.inspect.glAccounts(bakery.id)
    const withSubtypes = plain.map((account) =>
      account.type === 'LIABILITY'
        ? { ...account, subtype: account.id.endsWith('_loan') ? 'LongTermLiabilities' : 'OtherCurrentLiabilities' }
        : { ...account },
    )
    const { result, rerender } = renderHookWithSandbox(
      (accounts: typeof withSubtypes) => useBalanceSheet({ asOf: '2026-03-31', accounts }),
      state.sandbox,
      { initialProps: plain },
    )
    await untilFinal(() => result.current)
    expect(result.current.sections.map((section) => section.groups)).toEqual([[], [], []])
    rerender(withSubtypes)
    await untilFinal(() => result.current)
    const liabilities = result.current.sections.find((section) => section.kind === 'liabilities')!
    expect(liabilities.groups.map((group) => [group.kind, group.accounts.map((row) => row.account.name)])).toEqual([
      ['currentLiabilities', ['Business Card', 'Sales Tax Payable', 'Payroll Liabilities']],
      ['longTermLiabilities', ['Oven Loan']],
    ])
    expect(result.current.sections.find((section) => section.kind === 'assets')!.groups).toEqual([])
  })

  it('gives each figure as a share of its column’s total income, to the ledger’s figures, and none without the option', async () => {
    const chart = quickBooksChart(state.sandbox.inspect.glAccounts(bakery.id))
    // When a share is given (only once income and the figure are final) is the core's: test/core/statements/profitAndLoss.test.ts.
    const { result } = renderStatement({ period: Q1, columns: 'month', accounts: chart, percentOfIncome: true })
    await untilFinal(() => result.current)
    const everyFigure = (statement: ProfitAndLossStatement) => [
      ...statement.sections.flatMap((section) => [...section.accounts.flatMap((row) => row.figures), ...section.total.figures]),
      ...[statement.grossProfit, statement.netOperatingIncome, statement.netOtherIncome, statement.netIncome].flatMap(
        (total) => total?.figures ?? [],
      ),
    ]
    const statement = result.current
    expect(statement.percentOfIncome).toEqual({ final: true })
    const net = ledgerNet(state.sandbox)
    const months = ['01', '02', '03'].map((month) => ({ from: `2026-${month}-01`, to: `2026-${month}-${month === '02' ? '28' : '31'}` }))
    const incomeOf = months.map((month) =>
      chart.filter((account) => placeOf(account) === 'income').reduce((sum, account) => sum + net(account.id, month), 0),
    )
    for (const section of statement.sections) {
      for (const row of section.accounts)
        row.figures.forEach((figure, index) =>
          expect(figure.ofIncome, row.account.name).toBeCloseTo(net(row.account.id, months[index]!) / incomeOf[index]!, 10),
        )
    }
    statement.sections[0]!.total.figures.forEach((figure) => expect(figure.ofIncome).toBe(1))
    statement.netIncome.figures.forEach((figure, index) => expect(figure.ofIncome).toBeCloseTo(figure.amount! / incomeOf[index]!, 10))
    // Without the option, no figure carries a share.
    const { result: plain } = renderStatement({ period: Q1, columns: 'month', accounts: chart })
    await untilFinal(() => plain.current)
    expect(plain.current.percentOfIncome).toBeUndefined()
    expect(everyFigure(plain.current).filter((figure) => figure.ofIncome !== undefined)).toEqual([])
  })
})
