// useCashFlowStatement against the sandbox on the bookkit service, on books of two years. Every
// figure is recomputed here from the sandbox's stored lines (test/support/cashFlows.ts), to the cent:
// net income, each account's effect on cash in its section, each section's net cash, the net
// change, and the cash at the start and the end; the net change ties to the bank accounts' own
// change. Without the host's chart the bank accounts are found through the income and expense
// ledgers (the accounts their bank-transaction lines post against), nothing is final and no tie is
// claimed; an option that cannot be read is an error naming it, with nothing asked; the statement
// shares its reads with a profit and loss of the same period.
import { waitFor } from '@testing-library/react'
import type { AccountingMethod } from '../../../src/api/types'
import {
  useBalanceSheet,
  useCashFlowStatement,
  useProfitAndLoss,
  type CashFlowStatementOptions,
  type CashFlowStatementResult,
} from '../../../src/react'
import type { StatementFigure, StatementTotal } from '../../../src/react'
import { StatementOptionError } from '../../../src/core/statements/statementColumns'
import { SANDBOX, type SandboxGlAccount } from '../../../src/sandbox'
import { expectedCashFlow, testPlaceOf, type Range } from '../../support/cashFlows'
import { BOOKKIT } from '../../support/profiles'
import { ledgerReadOf, ledgerReadsOf, sortedReads } from '../../support/ledgerReads'
import { recordRequests } from '../../support/requests'
import { renderHookWithSandbox, useSandboxServer } from '../../support/sandbox'
import { settled } from '../../support/settled'
import type { Figure } from '../../support/statements'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const bikeShop = SANDBOX.companies.bikeShop
const LEDGER = /^\/v6\/accounting\/glAccounts\/([^/]+)\/generalLedger$/
const ledgerOf = (request: Request) => LEDGER.exec(new URL(request.url).pathname)?.[1]

const figureOf = (figure: StatementFigure | undefined): Figure => ({ amount: figure!.amount!, compared: figure!.compared })
const totalFigure = (total: StatementTotal) => figureOf(total.figures[0])

/** The statement once final (partial without the host's chart). */
async function untilRead(current: () => CashFlowStatementResult) {
  await waitFor(() => expect(current().figures).toBe(current().accountsFrom === 'host' ? 'final' : 'partial'), { timeout: 30_000 })
  return current()
}

describe('useCashFlowStatement', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, years: 2 })

  const cases: Array<{
    name: string
    companyId: string
    userId: string
    period: Range
    compare?: 'previousYear' | 'previousPeriod'
    compared?: Range
    method?: AccountingMethod
  }> = [
    {
      name: 'the bakery, year to date against the year before',
      companyId: bakery.id,
      userId: SANDBOX.users.bakeryOwner,
      period: { from: '2026-01-01', to: '2026-06-30' },
      compare: 'previousYear',
      compared: { from: '2025-01-01', to: '2025-06-30' },
    },
    {
      name: 'the bike shop, a quarter against the one before, on cash',
      companyId: bikeShop.id,
      userId: SANDBOX.users.bikeShopOwner,
      period: { from: '2026-04-01', to: '2026-06-30' },
      compare: 'previousPeriod',
      compared: { from: '2026-01-01', to: '2026-03-31' },
      method: 'CASH',
    },
  ]

  it.each(cases)(
    'states $name to the cent, and ties to the bank accounts',
    async ({ companyId, userId, period, compare, compared, method }) => {
      const chart = state.sandbox.inspect.glAccounts(companyId)
      const options: CashFlowStatementOptions = {
        ...period,
        ...(compare && { compare }),
        accounts: chart,
        ...(method && { accountingMethod: method }),
      }
      const { result } = renderHookWithSandbox(() => useCashFlowStatement(options), state.sandbox, { userId })
      const statement = await untilRead(() => result.current)
      // The method the statement was read under, and expected.
      const read = statement.accountingMethod
      const expected = expectedCashFlow(state.sandbox, chart, period, compared, read)

      expect(totalFigure(statement.netIncome)).toEqual(expected.netIncome)
      const [operating, investing, financing] = statement.sections
      expect(statement.sections.map((section) => section.kind)).toEqual(['operating', 'investing', 'financing'])
      expect(totalFigure(operating!.total)).toEqual(expected.operating)
      expect(totalFigure(investing!.total)).toEqual(expected.investing)
      expect(totalFigure(financing!.total)).toEqual(expected.financing)
      expect(totalFigure(statement.inTransit)).toEqual(expected.inTransit)
      expect(totalFigure(statement.netChange)).toEqual(expected.netChange)
      expect(totalFigure(statement.cashAtStart)).toEqual(expected.cashAtStart)
      expect(totalFigure(statement.cashAtEnd)).toEqual(expected.cashAtEnd)

      // Each account where an accountant puts it, with its effect on cash.
      const shown = new Map<string, { place: string; figure: Figure }>()
      for (const section of statement.sections) {
        const grouped = new Map(section.groups.flatMap((group) => group.accounts.map((row) => [row.account.id, group.kind])))
        for (const row of section.accounts)
          shown.set(row.account.id, {
            place: section.kind === 'operating' ? grouped.get(row.account.id)! : section.kind,
            figure: figureOf(row.figures[0]),
          })
      }
      for (const row of statement.cashAccounts) shown.set(row.account.id, { place: 'cash', figure: figureOf(row.figures[0]) })
      for (const row of statement.inTransitAccounts) shown.set(row.account.id, { place: 'inTransit', figure: figureOf(row.figures[0]) })
      expect(new Map([...shown].sort())).toEqual(new Map([...expected.rows].sort()))

      // It ties: the net change is the bank accounts' own change, in both periods.
      expect(statement.tie).toMatchObject({ known: true, difference: { amount: 0, compared: compared && 0 }, causes: [] })
      expect(expected.cashAtEnd.amount - expected.cashAtStart.amount).toBe(expected.netChange.amount)
    },
  )

  it('finds the bank accounts without the host chart, through the ledgers of what they paid, and claims no tie', async () => {
    const chart = state.sandbox.inspect.glAccounts(bakery.id)
    const cash = chart.filter((account) => testPlaceOf(account) === 'cash').map((account) => account.id)
    const { result } = renderHookWithSandbox(() => useCashFlowStatement({ from: '2026-01-01', to: '2026-06-30' }), state.sandbox)
    const statement = await untilRead(() => result.current)
    expect(statement.accountsFrom).toBe('records')
    expect(statement.cashAccounts.map((row) => row.account.id).sort()).toEqual([...cash].sort())
    expect(statement.tie.known).toBe(false)
    expect(statement.netChange.complete).toBe(false)
  })

  it('finds them too in a host chart that types them a plain asset, with no subtype', async () => {
    const chart: SandboxGlAccount[] = state.sandbox.inspect.glAccounts(bakery.id).map(({ subtype: _subtype, ...account }) => account)
    const { result } = renderHookWithSandbox(
      () => useCashFlowStatement({ from: '2026-01-01', to: '2026-06-30', accounts: chart }),
      state.sandbox,
    )
    const statement = await untilRead(() => result.current)
    expect(statement.cashAccounts.map((row) => row.account.id).sort()).toEqual(
      [bakery.glAccounts.checking, bakery.glAccounts.savings].sort(),
    )
    expect(statement.tie.known).toBe(true)
    expect(statement.tie.difference.amount).toBe(0)
  })
})

describe('useCashFlowStatement', () => {
  const state = useSandboxServer({ years: 2 })

  // Which option each error names is the core's (test/core/statements/cashFlowStatement.test.ts); here, what the hook does with one.
  it.each([{ options: { from: '2026-13-01', to: '2026-06-30' }, field: 'from' }])(
    'names $field when it cannot be read, and asks nothing',
    async ({ options, field }) => {
      const requests = recordRequests(state.server)
      const chart = state.sandbox.inspect.glAccounts(bakery.id)
      const { result, queryClient } = renderHookWithSandbox(
        () => useCashFlowStatement({ ...(options as CashFlowStatementOptions), accounts: chart }),
        state.sandbox,
      )
      await settled(queryClient)
      expect(result.current.error).toBeInstanceOf(StatementOptionError)
      expect((result.current.error as StatementOptionError).field).toBe(field)
      expect(result.current).toMatchObject({ figures: 'unknown', sections: [] })
      expect(result.current.tie.known).toBe(false)
      expect(requests.filter((request) => ledgerOf(request) !== undefined)).toHaveLength(0)
    },
  )

  it('asks nothing a profit and loss of the same period on the page has asked', async () => {
    const requests = recordRequests(state.server)
    const chart = state.sandbox.inspect.glAccounts(bakery.id)
    const { result } = renderHookWithSandbox(
      () => ({
        profitAndLoss: useProfitAndLoss({ period: { from: '2026-01-01', to: '2026-06-30' }, accounts: chart }),
        cashFlow: useCashFlowStatement({ from: '2026-01-01', to: '2026-06-30', accounts: chart }),
      }),
      state.sandbox,
    )
    await untilRead(() => result.current.cashFlow)
    await waitFor(() => expect(result.current.profitAndLoss.figures).toBe('final'))
    const asked = requests.filter((request) => ledgerOf(request) !== undefined)
    const bodies = await Promise.all(asked.map((request) => request.clone().text()))
    const keys = asked.map((request, index) => `${ledgerOf(request)} ${bodies[index]}`)
    expect(keys.length).toBe(new Set(keys).size)
    // The two statements' net income is one figure.
    expect(result.current.cashFlow.netIncome.figures[0]!.amount).toBe(result.current.profitAndLoss.netIncome.figures[0]!.amount)
  })

  it('asks one page of an account for a balance sheet whose dates are inside the cash flow statement’s on the same page, and both tie to the cent', async () => {
    const { sandbox } = state
    const requests = recordRequests(state.server)
    const chart = sandbox.inspect.glAccounts(bakery.id)
    const { result } = renderHookWithSandbox(
      () => ({
        balanceSheet: useBalanceSheet({ asOf: '2026-06-30', compareTo: 'previousYearEnd', accounts: chart }),
        cashFlow: useCashFlowStatement({ from: '2026-01-01', to: '2026-06-30', compare: 'previousYear', accounts: chart }),
      }),
      sandbox,
    )
    await untilRead(() => result.current.cashFlow)
    await waitFor(() => expect(result.current.balanceSheet.figures).toBe('final'))
    expect(result.current.balanceSheet.check).toEqual({ known: true, difference: { amount: 0, compared: 0 } })
    expect(result.current.cashFlow.tie).toMatchObject({ known: true, difference: { amount: 0, compared: 0 } })
    // The sheet's page of a balance-sheet account (2026) is inside the cash flow statement's (from 2025): one page of every account, over the dates either needs.
    const reads = (await Promise.all(requests.map(ledgerReadOf))).filter((read) => read !== undefined)
    const dates = ['2025-01-01', '2025-07-01', '2026-01-01', '2026-07-01']
    expect(sortedReads(reads)).toEqual(sortedReads(chart.flatMap((account) => ledgerReadsOf(sandbox, account.id, dates))))
  })
})
