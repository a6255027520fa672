// useTrialBalance as an accountant ties it out, on books of two years
// (lines from 2024-07-01): as of 2026-06-30 with fiscal years starting January 1, April 1 and July 1,
// each income and expense account is at its fiscal year to date, the profit and loss's figure for the
// same dates; a Retained earnings line carries every earlier year's income less expenses, the
// balance sheet's own; debits equal credits; and its accounts with retained earnings and this year's
// income add up to the balance sheet's totals. Every row is also recomputed from the stored lines.
// A chart whose types bookkit does not place takes each account's side from the type its ledger
// lines state, in the trial balance, the balance sheet and the profit and loss alike; an account
// whose ledger states none either is shown apart, and the sums say they leave it out.
import { waitFor } from '@testing-library/react'
import { useBalanceSheet, useProfitAndLoss, useTrialBalance } from '../../../src/react'
import type { BalanceSheetStatement, ProfitAndLossStatement, TrialBalanceStatement } from '../../../src/react'
import type { GlAccountInfo } from '../../../src/core/statements/glAccounts'
import { SANDBOX, type SandboxGlAccount } from '../../../src/sandbox'
import { expectedTrial, fiscalYearOf } from '../../support/balanceSheets'
import { ledgerWithoutType } from '../../support/requests'
import { renderHookWithSandbox, TEST_BASE_URL, TEST_SANDBOX_DEFAULTS, useSandboxServer } from '../../support/sandbox'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const AS_OF = TEST_SANDBOX_DEFAULTS.today!
const FISCAL_YEARS = [
  { start: 'January 1', fiscalYearStart: { month: 1, day: 1 } },
  { start: 'April 1', fiscalYearStart: { month: 4, day: 1 } },
  { start: 'July 1', fiscalYearStart: { month: 7, day: 1 } },
]
/** Types no service and no mapping names: bookkit cannot place them from the host's chart. */
const UNKNOWN_LIABILITY = 'LIAB_CURRENT_X'
const UNKNOWN_INCOME = 'INCOME_OTHER_Y'

interface Statements {
  trial: TrialBalanceStatement
  profitAndLoss: ProfitAndLossStatement
  sheet: BalanceSheetStatement
}

const amountOf = (total: { figures: ReadonlyArray<{ amount: number | undefined }> }) => total.figures[0]?.amount

/** Debits less credits of a trial balance's row. */
const netOf = (row: { debit: number | undefined; credit: number | undefined }) => row.debit! - row.credit!

/** The chart as a host that types its accounts its own way gives it: liabilities and income of types bookkit does not know. */
function unknownTyped(chart: readonly SandboxGlAccount[]): GlAccountInfo[] {
  return chart.map((account) => {
    if (account.type === 'LIABILITY') return { ...account, type: UNKNOWN_LIABILITY }
    if (account.type === 'REVENUE') return { ...account, type: UNKNOWN_INCOME }
    return { ...account }
  })
}

// With the host's chart, no method and no company named, both profiles are asked and answer alike:
// once, on the sandbox's default profile.
describe('useTrialBalance', () => {
  const state = useSandboxServer({ years: 2 })

  const untilFinal = (current: () => Statements) =>
    waitFor(() => {
      const { trial, profitAndLoss, sheet } = current()
      expect([trial.figures, profitAndLoss.figures, sheet.figures]).toEqual(['final', 'final', 'final'])
    })

  it.each(FISCAL_YEARS)(
    'with a fiscal year from $start: income and expenses this fiscal year to date as the P&L has them, Retained earnings as the balance sheet has it, and ties to the sheet',
    async ({ fiscalYearStart }) => {
      const { sandbox } = state
      const chart = sandbox.inspect.glAccounts(bakery.id)
      const from = fiscalYearOf(AS_OF, fiscalYearStart)
      const { result } = renderHookWithSandbox(
        (): Statements => ({
          trial: useTrialBalance({ asOf: AS_OF, accounts: chart, fiscalYearStart }),
          profitAndLoss: useProfitAndLoss({ period: { from, to: AS_OF }, accounts: chart }),
          sheet: useBalanceSheet({ asOf: AS_OF, accounts: chart, fiscalYearStart }),
        }),
        sandbox,
      )
      await untilFinal(() => result.current)
      const { trial, profitAndLoss, sheet } = result.current
      expect(trial.fiscalYear).toEqual({ from, to: AS_OF })

      // Each income and expense account as the profit and loss has it (income a credit, expenses a debit).
      const pnlRows = new Map(
        profitAndLoss.sections.flatMap((section) => section.accounts).map((row) => [row.account.id, row.figures[0]!.amount!]),
      )
      const earningsRows = trial.rows.filter((row) => row.account.type === 'REVENUE' || row.account.type === 'EXPENSE')
      expect(earningsRows.map((row) => row.account.id).sort()).toEqual([...pnlRows.keys()].sort())
      for (const row of earningsRows)
        expect(netOf(row), row.account.name).toBe((row.account.type === 'REVENUE' ? -1 : 1) * pnlRows.get(row.account.id)!)

      // Retained earnings: the sheet's, on the credit side when positive.
      const retained = amountOf(sheet.retainedEarnings)!
      expect(trial.retainedEarnings).toMatchObject({
        total: { figures: [{ amount: retained }], complete: true, leftOut: 0 },
        debit: Math.max(-retained, 0),
        credit: Math.max(retained, 0),
        failed: [],
      })

      // And every row, retained earnings and the sums as the stored lines make them.
      const expected = expectedTrial(sandbox, bakery.id, AS_OF, bakery.accountingMethod, undefined, fiscalYearStart)
      expect(trial.rows.map((row) => [row.account.id, row.debit, row.credit])).toEqual(
        expected.rows.map((row) => [row.account.id, row.debit, row.credit]),
      )
      expect(amountOf(trial.retainedEarnings.total)).toBe(expected.retainedEarnings)
      expect(trial.totals).toMatchObject({ debits: expected.debits, credits: expected.credits, complete: true, leftOut: 0, unplaced: 0 })
      expect(trial.totals.debits).toBe(trial.totals.credits)
      expect(trial.difference).toBe(0)

      // Tied to the sheet: assets are the debit-side accounts; liabilities, equity, retained earnings and this year's net income the rest.
      const sumOf = (type: string) => trial.rows.filter((row) => row.account.type === type).reduce((sum, row) => sum + netOf(row), 0)
      expect(sumOf('ASSET')).toBe(amountOf(sheet.totalAssets))
      const thisYear = -(sumOf('REVENUE') + sumOf('EXPENSE'))
      expect(thisYear).toBe(amountOf(profitAndLoss.netIncome))
      expect(thisYear).toBe(amountOf(sheet.netIncome))
      expect(-(sumOf('LIABILITY') + sumOf('EQUITY')) + amountOf(trial.retainedEarnings.total)! + thisYear).toBe(
        amountOf(sheet.totalLiabilitiesAndEquity),
      )
    },
  )

  it('places accounts of types bookkit does not know by the type their ledger lines state: liabilities and income on the credit side, debits equal to credits, in every statement', async () => {
    const { sandbox } = state
    const real = sandbox.inspect.glAccounts(bakery.id)
    const chart = unknownTyped(real)
    const from = fiscalYearOf(AS_OF)
    const { result } = renderHookWithSandbox(
      (): Statements => ({
        trial: useTrialBalance({ asOf: AS_OF, accounts: chart }),
        profitAndLoss: useProfitAndLoss({ period: { from, to: AS_OF }, accounts: chart }),
        sheet: useBalanceSheet({ asOf: AS_OF, accounts: chart }),
      }),
      sandbox,
    )
    await untilFinal(() => result.current)
    const { trial, profitAndLoss, sheet } = result.current
    const expected = expectedTrial(sandbox, bakery.id, AS_OF, bakery.accountingMethod)
    const retyped = real.filter((account) => account.type === 'LIABILITY' || account.type === 'REVENUE')
    const credited = retyped.filter((account) => expected.rows.find((row) => row.account.id === account.id)!.credit > 0)
    // Not one of them guessed onto the debit side: those with a balance are credits.
    expect(credited.length).toBeGreaterThan(retyped.length / 2)
    for (const account of credited)
      expect(
        trial.rows.find((row) => row.account.id === account.id),
        account.name,
      ).toMatchObject({ debit: 0 })
    expect(trial.rows.map((row) => [row.account.id, row.debit, row.credit])).toEqual(
      expected.rows.map((row) => [row.account.id, row.debit, row.credit]),
    )
    expect(trial).toMatchObject({ unplaced: [], totals: { complete: true, leftOut: 0, unplaced: 0 }, difference: 0 })
    expect(trial.totals.debits).toBe(trial.totals.credits)

    // The balance sheet and the profit and loss place them alike: no section of an unknown type, and the books balance.
    expect(sheet.sections.map((section) => section.kind)).toEqual(['assets', 'liabilities', 'equity'])
    expect(sheet.check).toEqual({ known: true, difference: { amount: 0, compared: undefined } })
    expect(profitAndLoss.sections.map((section) => section.kind)).not.toContain('other')
    expect(amountOf(profitAndLoss.netIncome)).toBe(amountOf(sheet.netIncome))
  })

  it('shows apart an account whose type neither the host nor its ledger states, leaving it out of sums that say so', async () => {
    const { sandbox } = state
    const real = sandbox.inspect.glAccounts(bakery.id)
    const taxes = bakery.glAccounts.salesTaxPayable
    const chart = real.map((account) => (account.id === taxes ? { ...account, type: UNKNOWN_LIABILITY } : { ...account }))
    // The ledger lines of Sales Tax Payable state no type.
    ledgerWithoutType(state.server, sandbox, `${TEST_BASE_URL}/v6/accounting/glAccounts/${taxes}/generalLedger`)
    const { result } = renderHookWithSandbox(() => useTrialBalance({ asOf: AS_OF, accounts: chart }), sandbox)
    await waitFor(() => expect(result.current.figures).toBe('final'))
    const trial = result.current
    const expected = expectedTrial(sandbox, bakery.id, AS_OF, bakery.accountingMethod)
    const taxCredit = expected.rows.find((row) => row.account.id === taxes)!.credit
    expect(taxCredit).toBeGreaterThan(0)
    expect(trial.rows.map((row) => row.account.id)).not.toContain(taxes)
    // Its balance as the ledger gives it, on no side.
    expect(trial.unplaced).toMatchObject([
      { account: { id: taxes, type: UNKNOWN_LIABILITY }, status: 'read', figures: [{ amount: taxCredit }] },
    ])
    expect(trial.totals).toMatchObject({
      debits: expected.debits,
      credits: expected.credits - taxCredit,
      complete: true,
      leftOut: 0,
      unplaced: 1,
    })
    expect(trial.difference).toBe(taxCredit)
  })
})
