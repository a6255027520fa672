import { addDays } from '../../src/format/period'
import { balanceSheetSideOf, classOfType, type GlAccountInfo } from '../../src/react/glAccounts'
import { balanceDates, statementColumns, statementDates, yearToDate, type BalanceSheetComparison, type StatementComparison } from '../../src/react/statementColumns'

/**
 * The statements the statements bench measures (test/bench/statements.ts), and what each must read:
 * one one-line GL page per account and date (README decision 17), its `beginDate` the day after the
 * balance it gives. The dates are worked out here from what each statement shows, not from its
 * hook, so the bench checks the hook's reads against them.
 */

/** The sandbox's today, and the browser's (the statements' default period and day are this year to date and today). */
export const STATEMENT_TODAY = '2026-06-30'

/** How the bench page mounts a statement: its scenario there, and the props it is given beside the host's `accounts`. */
type StatementSetup =
  | { statement: 'profit-and-loss'; period: string | undefined; compareTo: StatementComparison }
  | { statement: 'balance-sheet'; compareTo: BalanceSheetComparison | undefined }
  | { statement: 'trial-balance' }

/**
 * The statements measured: the profit and loss of a year with its comparison (issue 44's case) and
 * of the default period with the same comparison; the balance sheet as of today alone and beside
 * the fiscal year end before; the trial balance as of today. Each takes its date from the page's
 * today, as a host mounting it without `asOf` or `period` has it.
 */
export const STATEMENT_SCENARIOS = {
  year: { statement: 'profit-and-loss', period: '2025', compareTo: 'previousYear' },
  'year-to-date': { statement: 'profit-and-loss', period: undefined, compareTo: 'previousYear' },
  'balance-sheet': { statement: 'balance-sheet', compareTo: undefined },
  'balance-sheet-vs-year-end': { statement: 'balance-sheet', compareTo: 'previousYearEnd' },
  'trial-balance': { statement: 'trial-balance' },
} as const satisfies Record<string, StatementSetup>
export type StatementScenario = keyof typeof STATEMENT_SCENARIOS

/** The bench page's scenario and query string for a statement. */
export function pageQuery(scenario: StatementScenario): { scenario: string; query: Record<string, string> } {
  const setup: StatementSetup = STATEMENT_SCENARIOS[scenario]
  const query: Record<string, string> = {}
  if ('period' in setup && setup.period !== undefined) query['period'] = setup.period
  if ('compareTo' in setup && setup.compareTo !== undefined) query['compareTo'] = setup.compareTo
  return { scenario: setup.statement, query }
}

const once = (dates: readonly string[]) => [...new Set(dates)].sort()

/**
 * The dates a statement reads an account's balance on, each the `beginDate` of a one-line page:
 * - the profit and loss, an income or expense account (any but a balance-sheet type) on each
 *   column's first day and the day after its last, its comparison's too;
 * - the balance sheet, every account on the day after the sheet's date (and the date compared
 *   with), and an income or expense account on each one's fiscal year start too: its activity since
 *   is net income this fiscal year, its balance before it retained earnings;
 * - the trial balance, every account on the day after its date.
 */
export function datesRead(scenario: StatementScenario, account: GlAccountInfo): string[] {
  const setup: StatementSetup = STATEMENT_SCENARIOS[scenario]
  switch (setup.statement) {
    case 'profit-and-loss': {
      if (classOfType(account.type) === 'balanceSheet') return []
      const { columns } = statementColumns(setup.period ?? yearToDate(STATEMENT_TODAY), 'total', setup.compareTo)
      return balanceDates(columns)
    }
    case 'balance-sheet': {
      const { asOf, fiscalYear, compared } = statementDates(STATEMENT_TODAY, setup.compareTo, undefined)
      const ends = [asOf, ...(compared ? [compared.asOf] : [])].map((date) => addDays(date, 1))
      const starts = [fiscalYear.from, ...(compared ? [compared.fiscalYear.from] : [])]
      return once(balanceSheetSideOf(account.type) ? ends : [...ends, ...starts])
    }
    case 'trial-balance':
      return [addDays(STATEMENT_TODAY, 1)]
    default:
      return setup satisfies never
  }
}

/** Accounts read on the same number of dates: `accounts × dates` balances. */
export interface ReadGroup {
  accounts: number
  dates: number
}

/** The balances a statement reads, as groups of accounts by their number of dates (most dates first). */
export function expectedReads(scenario: StatementScenario, accounts: readonly GlAccountInfo[]): ReadGroup[] {
  const byDates = new Map<number, number>()
  for (const account of accounts) {
    const dates = datesRead(scenario, account).length
    if (dates > 0) byDates.set(dates, (byDates.get(dates) ?? 0) + 1)
  }
  return [...byDates].sort(([a], [b]) => b - a).map(([dates, count]) => ({ accounts: count, dates }))
}

/** The balances of the groups: Σ accounts × dates. */
export const readCount = (groups: readonly ReadGroup[]) => groups.reduce((sum, group) => sum + group.accounts * group.dates, 0)

/** `12 × 2 + 18 × 3 = 78` */
export const readSum = (groups: readonly ReadGroup[]) => `${groups.map((group) => `${group.accounts} × ${group.dates}`).join(' + ')} = ${readCount(groups)}`

/** A GL page the page asked for, as its request names it: the account, the page's first day and its size. */
export interface GlRead {
  glAccountId: string
  beginDate: string | undefined
  limit: number | undefined
}

/** A page of one account's ledger: a balance is a one-line one (src/react/ledgerBalances.ts), a walk pages of 250. */
export const GL_PATH = /^\/v6\/accounting\/glAccounts\/([^/]+)\/generalLedger$/

/** The GL page a request asks for (its path names the account, its JSON body the page); `undefined` for any other request. */
export function glReadOf(pathname: string, body: unknown): GlRead | undefined {
  const match = GL_PATH.exec(pathname)
  if (!match) return undefined
  const { limit, filter } = (typeof body === 'object' && body !== null ? body : {}) as { limit?: unknown; filter?: { beginDate?: unknown } }
  return {
    glAccountId: decodeURIComponent(match[1]!),
    beginDate: typeof filter?.beginDate === 'string' ? filter.beginDate : undefined,
    limit: typeof limit === 'number' ? limit : undefined,
  }
}

/** How the GL pages asked differ from one one-line page per account and date expected. */
export interface ReadCheck {
  /** A one-line page of an account and date asked again. */
  duplicates: number
  /** A page of no expected account and date, or not of one line (a walk of lines). */
  unexpected: number
  /** An expected account and date never asked. */
  missing: number
}

/** Checks the GL pages one load asked for against `datesRead` for every account of the chart. */
export function checkReads(scenario: StatementScenario, accounts: readonly GlAccountInfo[], asked: readonly GlRead[]): ReadCheck {
  const expected = new Set(accounts.flatMap((account) => datesRead(scenario, account).map((date) => `${account.id} ${date}`)))
  const seen = new Set<string>()
  const check: ReadCheck = { duplicates: 0, unexpected: 0, missing: 0 }
  for (const read of asked) {
    const key = `${read.glAccountId} ${read.beginDate ?? ''}`
    if (read.limit !== 1 || !expected.has(key)) check.unexpected++
    else if (seen.has(key)) check.duplicates++
    else seen.add(key)
  }
  check.missing = expected.size - seen.size
  return check
}
