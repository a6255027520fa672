import { addDays, type DateRange } from '../../src/format/period'
import { balanceSheetSideOf, classOfType, type GlAccountInfo } from '../../src/core/statements/glAccounts'
import {
  balanceDates,
  statementColumns,
  statementDates,
  yearToDate,
  type BalanceSheetComparison,
  type StatementComparison,
} from '../../src/core/statements/statementColumns'
import { SANDBOX, type Sandbox } from '../../src/sandbox'
import { GL_PAGE, ledgerReadsOf, pageTells, readKey, sortedReads, type LedgerRead } from '../support/ledgerReads'

/**
 * The statements the statements bench measures (test/bench/statements.ts), and what each must read:
 * one page of each account's lines (250 at most) from the first date a balance is needed
 * on to the day before the last, and one-line pages only for a busy account's dates past its page
 * (an account needing one date is read one line). The dates are worked out here from what each
 * statement shows, and the pages from the sandbox's lines, not from the hook, so the bench checks
 * the hook's reads against them.
 */

/** The sandbox's today, and the browser's (the statements' default period and day are this year to date and today). */
export const STATEMENT_TODAY = '2026-06-30'

/** How the bench page mounts a statement: its scenario there, and the props it is given beside the host's `accounts`. */
type OneStatement =
  | { statement: 'profit-and-loss'; period: string | undefined; compareTo: StatementComparison }
  | { statement: 'profit-and-loss-by'; by: string }
  | { statement: 'balance-sheet'; compareTo: BalanceSheetComparison | undefined }
  | { statement: 'trial-balance' }
  | { statement: 'cash-flow'; from: string; to: string; compare: StatementComparison | undefined }

/** Statements on one page together, each as it is measured alone (by its scenario's name). */
type StatementsTogether = { statement: 'statements-together'; parts: readonly OneStatementScenario[] }

type StatementSetup = OneStatement | StatementsTogether

/** The statements each measured alone, by their scenario's name (see `STATEMENT_SCENARIOS`). */
const ONE_STATEMENT = {
  year: { statement: 'profit-and-loss', period: '2025', compareTo: 'previousYear' },
  'year-to-date': { statement: 'profit-and-loss', period: undefined, compareTo: 'previousYear' },
  'by-location': { statement: 'profit-and-loss-by', by: SANDBOX.companies.bakery.dimensions.location.id },
  'balance-sheet': { statement: 'balance-sheet', compareTo: undefined },
  'balance-sheet-vs-year-end': { statement: 'balance-sheet', compareTo: 'previousYearEnd' },
  'trial-balance': { statement: 'trial-balance' },
  'cash-flow-year-to-date': {
    statement: 'cash-flow',
    from: `${STATEMENT_TODAY.slice(0, 4)}-01-01`,
    to: STATEMENT_TODAY,
    compare: 'previousYear',
  },
} as const satisfies Record<string, OneStatement>
type OneStatementScenario = keyof typeof ONE_STATEMENT

/**
 * The statements measured: the profit and loss of a year with its comparison and
 * of the default period with the same comparison, and of the default period split by the bakery's
 * Location (every value of it, the host's, a parent's column with its sub-values'); the balance sheet as of today alone and beside
 * the fiscal year end before; the trial balance as of today; the statement of cash flows of this
 * year to date beside the same dates a year before; and the year-to-date profit and loss, the
 * compared balance sheet and the cash flow statement on one page, as a host may show them, so the
 * reads they share are asked once. Each takes its date from the page's today, as a host mounting
 * it without `asOf` or `period` has it; the cash flow statement, which has no default period, is
 * given this year to date.
 */
export const STATEMENT_SCENARIOS = {
  ...ONE_STATEMENT,
  'statements-together': {
    statement: 'statements-together',
    parts: ['year-to-date', 'balance-sheet-vs-year-end', 'cash-flow-year-to-date'],
  },
} as const satisfies Record<string, StatementSetup>
export type StatementScenario = keyof typeof STATEMENT_SCENARIOS

/** The statements a scenario mounts: itself, or the parts of statements together. */
export const partsOf = (scenario: StatementScenario): readonly OneStatementScenario[] => {
  const setup: StatementSetup = STATEMENT_SCENARIOS[scenario]
  return setup.statement === 'statements-together' ? setup.parts : [scenario as OneStatementScenario]
}

/** Whether a scenario is several statements on one page: its reads are those its statements share, each asked once. */
export const isTogether = (scenario: StatementScenario) => STATEMENT_SCENARIOS[scenario].statement === 'statements-together'

/** A statement's props as the bench page's query string carries them (test/bench/page/StatementsBench.tsx). */
function queryOf(setup: OneStatement): Record<string, string> {
  const query: Record<string, string> = {}
  if ('period' in setup && setup.period !== undefined) query['period'] = setup.period
  if ('compareTo' in setup && setup.compareTo !== undefined) query['compareTo'] = setup.compareTo
  if (setup.statement === 'profit-and-loss-by') query['by'] = setup.by
  if (setup.statement === 'cash-flow') {
    query['from'] = setup.from
    query['to'] = setup.to
    if (setup.compare !== undefined) query['compare'] = setup.compare
  }
  return query
}

/** The bench page's scenario and query string for a statement; statements together name each part's scenario and query in `statements` (JSON). */
export function pageQuery(scenario: StatementScenario): { scenario: string; query: Record<string, string> } {
  const setup: StatementSetup = STATEMENT_SCENARIOS[scenario]
  if (setup.statement !== 'statements-together') return { scenario: setup.statement, query: queryOf(setup) }
  const statements = partsOf(scenario).map((part) => {
    const one: OneStatement = ONE_STATEMENT[part]
    return { statement: one.statement, query: queryOf(one) }
  })
  return { scenario: setup.statement, query: { statements: JSON.stringify(statements) } }
}

const once = (dates: readonly string[]) => [...new Set(dates)].sort()

/**
 * The dates a statement reads an account's balance on, each the `beginDate` of a one-line page:
 * - the profit and loss, an income or expense account (any but a balance-sheet type) on each
 *   column's first day and the day after its last, its comparison's too; split by a dimension,
 *   the period's (its total), and its lines under each value (`valueReadsOf`);
 * - the balance sheet, every account on the day after the sheet's date (and the date compared
 *   with), and an income or expense account on each one's fiscal year start too: its activity since
 *   is net income this fiscal year, its balance before it retained earnings;
 * - the trial balance, as the balance sheet alone: income and expenses at their fiscal-year-to-date amounts;
 * - the statement of cash flows, every account, of the balance sheet too, on the period's first
 *   day and the day after its last, its comparison's too: an income or expense account's change
 *   is net income, any other's its effect on cash (or the cash itself).
 * Statements together read every date any of them reads.
 */
export function datesRead(scenario: StatementScenario, account: GlAccountInfo): string[] {
  const setup: StatementSetup = STATEMENT_SCENARIOS[scenario]
  switch (setup.statement) {
    case 'profit-and-loss': {
      if (classOfType(account.type) === 'balanceSheet') return []
      const { columns } = statementColumns(setup.period ?? yearToDate(STATEMENT_TODAY), 'total', setup.compareTo)
      return balanceDates(columns)
    }
    case 'profit-and-loss-by': {
      if (classOfType(account.type) === 'balanceSheet') return []
      return balanceDates(statementColumns(yearToDate(STATEMENT_TODAY), 'total', undefined).columns)
    }
    case 'balance-sheet':
      return dayDatesRead(account, setup.compareTo)
    case 'trial-balance':
      // The fiscal-year trial balance reads the balance sheet's dates.
      return dayDatesRead(account, undefined)
    case 'cash-flow': {
      const { columns } = statementColumns({ from: setup.from, to: setup.to }, 'total', setup.compare)
      return balanceDates(columns)
    }
    case 'statements-together':
      return once(partsOf(scenario).flatMap((part) => datesRead(part, account)))
    default:
      return setup satisfies never
  }
}

/** The dates a statement as of today reads: every account the day after it (and the date compared with), an income or expense account each one's fiscal year start too. */
function dayDatesRead(account: GlAccountInfo, compareTo: BalanceSheetComparison | undefined): string[] {
  const { asOf, fiscalYear, compared } = statementDates(STATEMENT_TODAY, compareTo, undefined)
  const ends = [asOf, ...(compared ? [compared.asOf] : [])].map((date) => addDays(date, 1))
  const starts = [fiscalYear.from, ...(compared ? [compared.fiscalYear.from] : [])]
  return once(balanceSheetSideOf(account.type) ? ends : [...ends, ...starts])
}

/** What a statement reads: the GL requests, and the balances they tell (accounts × dates). */
export interface ExpectedReads {
  reads: LedgerRead[]
  balances: number
}

/**
 * The GL requests a statement sends from a fresh browser, worked out from the sandbox's lines.
 * Statements together ask one page of an account where their pages' ranges overlap: each reaches
 * over every range of the account another statement wants that overlaps its own (the balance
 * sheet's this fiscal year inside the cash flow statement's from the year before), and each
 * statement's dates past it one line each; a one-line page is shared where two ask the same date.
 * At most these: a one-line page past a busy account's page is not asked where another
 * statement's page of the account, answered first, tells its balance (`checkReads`' `missing`).
 */
export function expectedReads(scenario: StatementScenario, accounts: readonly GlAccountInfo[], sandbox: Sandbox): ExpectedReads {
  const asked = new Map<string, LedgerRead>()
  for (const account of accounts) for (const read of accountReadsOf(scenario, account, sandbox)) asked.set(readKey(read), read)
  const valueReads = partsOf(scenario).flatMap((part) => valueReadsOf(part, accounts, sandbox))
  return {
    reads: [...asked.values(), ...valueReads],
    balances: accounts.reduce((sum, account) => sum + datesRead(scenario, account).length, 0),
  }
}

/** Whether two pages' ranges share a date they tell (each its first day to the day after its last). */
const overlaps = (a: DateRange, b: DateRange) => a.from <= addDays(b.to, 1) && b.from <= addDays(a.to, 1)

/** An account's GL requests for the statements of a scenario: each one's page reaching over the others' that overlap it, and its dates past it. */
function accountReadsOf(scenario: StatementScenario, account: GlAccountInfo, sandbox: Sandbox): LedgerRead[] {
  const dated = partsOf(scenario).map((part) => once(datesRead(part, account)))
  const ranges = dated.filter((dates) => dates.length > 1).map((dates) => ({ from: dates[0]!, to: addDays(dates.at(-1)!, -1) }))
  return dated.flatMap((dates) => {
    if (dates.length < 2) return ledgerReadsOf(sandbox, account.id, dates)
    const own = { from: dates[0]!, to: addDays(dates.at(-1)!, -1) }
    const reaching = ranges.filter((range) => overlaps(range, own))
    const reach = { from: once(reaching.map((range) => range.from))[0]!, to: once(reaching.map((range) => range.to)).at(-1)! }
    const past = dates.filter((date) => !pageTells(sandbox, account.id, reach, date))
    return [
      { glAccountId: account.id, limit: GL_PAGE, beginDate: reach.from, endDate: reach.to },
      ...past.map((date) => ({ glAccountId: account.id, limit: 1, beginDate: date })),
    ]
  })
}

/**
 * A statement split by a dimension: each account with a line in the period (its plain page shows
 * one; a quiet account is 0 under every value, never asked) read under each of the dimension's
 * values, in pages of 250 from the period's first day to its last, each a value's lines with its
 * sub-values' (as the service counts them).
 */
function valueReadsOf(scenario: OneStatementScenario, accounts: readonly GlAccountInfo[], sandbox: Sandbox): LedgerRead[] {
  const setup: OneStatement = ONE_STATEMENT[scenario]
  if (setup.statement !== 'profit-and-loss-by') return []
  const { from, to } = yearToDate(STATEMENT_TODAY)
  // A value and every value under it, from the host's values (a sub-value given as its parent with `child`).
  const under = new Map<string, Set<string>>()
  for (const value of sandbox.inspect.dimensionValues(SANDBOX.companies.bakery.id)) {
    if (value.dimension?.id !== setup.by) continue
    const path: string[] = []
    for (let step: typeof value | undefined = value; step; step = step.child) path.push(step.id!)
    path.forEach((id, index) => under.set(id, new Set([...(under.get(id) ?? []), ...path.slice(index)])))
  }
  return accounts.flatMap((account) => {
    if (datesRead(scenario, account).length === 0) return []
    const lines = sandbox.inspect.glLines(account.id).filter((line) => line.date >= from && line.date <= to)
    if (lines.length === 0) return []
    return [...under].flatMap(([valueId, ids]) => {
      const count = lines.filter((line) => line.dimensionValueIds.some((id) => ids.has(id))).length
      const pages = Math.max(1, Math.ceil(count / GL_PAGE))
      return Array.from({ length: pages }, (_, page) => ({
        glAccountId: account.id,
        limit: GL_PAGE,
        beginDate: from,
        endDate: to,
        values: valueId,
        ...(page > 0 && { next: true }),
      }))
    })
  })
}

/**
 * Statements together: the pages of an account whose balances a wider page of the same account,
 * asked too, tells (the balance sheet's page of this fiscal year inside the cash flow statement's
 * from the year before, where that holds every line between): reads the wider page makes needless.
 */
export function pagesInsideWider({ reads }: ExpectedReads, sandbox: Sandbox): LedgerRead[] {
  const pages = reads.filter((read) => read.limit !== 1 && read.endDate !== undefined)
  return pages.filter((page) =>
    pages.some(
      (wider) =>
        wider !== page &&
        wider.glAccountId === page.glAccountId &&
        wider.beginDate <= page.beginDate &&
        wider.endDate! >= page.endDate! &&
        [page.beginDate, addDays(page.endDate!, 1)].every((date) =>
          pageTells(sandbox, page.glAccountId, { from: wider.beginDate, to: wider.endDate! }, date),
        ),
    ),
  )
}

/** The requests expected. */
export const readCount = (expected: ExpectedReads) => expected.reads.length

/** `18 pages + 9 one-line = 27 (accounts × dates: 54)` */
export function readSum({ reads, balances }: ExpectedReads): string {
  const pages = reads.filter((read) => read.limit !== 1).length
  return `${pages} pages + ${reads.length - pages} one-line = ${reads.length} (accounts × dates: ${balances})`
}

/** A GL page the page asked for, as its request names it. */
export type GlRead = LedgerRead

/** A page of one account's ledger. */
export const GL_PATH = /^\/v6\/accounting\/glAccounts\/([^/]+)\/generalLedger$/

/** The GL page a request asks for (its path names the account, its JSON body the page); `undefined` for any other request. */
export function glReadOf(pathname: string, body: unknown): GlRead | undefined {
  const match = GL_PATH.exec(pathname)
  if (!match) return undefined
  const { limit, filter, cursor } = (typeof body === 'object' && body !== null ? body : {}) as {
    limit?: unknown
    cursor?: unknown
    filter?: { beginDate?: unknown; endDate?: unknown; dimensionValues?: Array<{ dimensionValueIds?: unknown }> }
  }
  const values = Array.isArray(filter?.dimensionValues)
    ? filter.dimensionValues.flatMap((each) => (Array.isArray(each?.dimensionValueIds) ? (each.dimensionValueIds as string[]) : []))
    : undefined
  return {
    glAccountId: decodeURIComponent(match[1]!),
    limit: typeof limit === 'number' ? limit : 0,
    beginDate: typeof filter?.beginDate === 'string' ? filter.beginDate : '',
    ...(typeof filter?.endDate === 'string' && { endDate: filter.endDate }),
    ...(values !== undefined && { values: values.join(',') }),
    ...(typeof cursor === 'string' && cursor !== '' && { next: true }),
  }
}

/** How the GL pages asked differ from those expected. */
export interface ReadCheck {
  /** A page asked again. */
  duplicates: number
  /** A page not expected (or a walk of lines). */
  unexpected: number
  /** An expected page never asked. */
  missing: number
}

/** Checks the GL pages one load asked for against those expected. */
export function checkReads(expected: ExpectedReads, asked: readonly GlRead[]): ReadCheck {
  const left = new Map<string, number>()
  for (const key of sortedReads(expected.reads)) left.set(key, (left.get(key) ?? 0) + 1)
  const seen = new Set<string>()
  const check: ReadCheck = { duplicates: 0, unexpected: 0, missing: 0 }
  for (const key of sortedReads(asked)) {
    const remaining = left.get(key) ?? 0
    if (remaining > 0) left.set(key, remaining - 1)
    else if (seen.has(key)) check.duplicates++
    else check.unexpected++
    seen.add(key)
  }
  check.missing = [...left.values()].reduce((sum, count) => sum + count, 0)
  return check
}
