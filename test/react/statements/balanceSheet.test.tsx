// useBalanceSheet and useTrialBalance against the sandbox on the bookkit service, on books of two
// years. Every figure is recomputed here from the sandbox's stored lines (`inspect.glLines`, summed
// in the account's normal direction: ASSET and EXPENSE debits less credits, the others credits less
// debits) and every trial balance row likewise (income and expenses this fiscal year), to the cent. With the host's chart
// of accounts the sheet balances for both companies under each method
// on the last day of each of the last 18 months and on today,
// each against the month end before; net income is this fiscal year's income less expenses, retained
// earnings those of the years before, on a January fiscal year and on others, compared with the
// month end or the fiscal year end before. Without the host's chart the sheet's check and the trial
// balance's difference state exactly what the accounts the records do not name would add. The
// requests follow accounts: one page of each account's lines over its dates (a balance-sheet
// account's the day after each date, an income or expense account's each fiscal year's start too),
// one line only past a busy account's page, six in flight at most; a service without
// beginningBalance has the lines walked, to the same cents. While
// accounts are read nothing is final; a failed account is named on its row and left out of every
// total until Try again reads it, also when it fails to refresh after a save; an option that cannot
// be read is an error naming it, with nothing asked; a save moves exactly its two accounts and asks
// only their ledgers again.
import { act, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { AccountingMethod, GeneralLedgerQuery } from '../../../src/api/types'
import { useBalanceSheet, useSaveManualJournalEntries, useTrialBalance } from '../../../src/react'
import type {
  BalanceSheetOptions,
  BalanceSheetStatement,
  StatementAccountRow,
  StatementFigure,
  TrialBalanceOptions,
  TrialBalanceStatement,
} from '../../../src/react'
import { StatementOptionError } from '../../../src/core/statements/statementColumns'
import { SANDBOX, type GlLineView, type Sandbox, type SandboxGlAccount, type SandboxProfile } from '../../../src/sandbox'
import { GL_PAGE, ledgerReadsOf, pageTells, sortedReads } from '../../support/ledgerReads'
import { BOOKKIT } from '../../support/profiles'
import { holdRequests, mostInFlight, recordRequests } from '../../support/requests'
import { renderHookWithSandbox, TEST_BASE_URL, TEST_SANDBOX_DEFAULTS, useSandboxServer } from '../../support/sandbox'
import { settled } from '../../support/settled'
import { expectedTrial } from '../../support/balanceSheets'
import { lastDay } from '../../support/statements'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const bikeShop = SANDBOX.companies.bikeShop
const COMPANIES = [
  {
    company: 'the bakery',
    companyId: bakery.id,
    userId: SANDBOX.users.bakeryOwner,
    ownMethod: bakery.accountingMethod as AccountingMethod,
  },
  {
    company: 'the bike shop',
    companyId: bikeShop.id,
    userId: SANDBOX.users.bikeShopOwner,
    ownMethod: bikeShop.accountingMethod as AccountingMethod,
  },
]
const otherMethod = (method: AccountingMethod): AccountingMethod => (method === 'CASH' ? 'ACCRUAL' : 'CASH')

/** The sandbox's today (TEST_SANDBOX_DEFAULTS): a month end. With `years: 2` its lines start on 2024-07-01. */
const TODAY = TEST_SANDBOX_DEFAULTS.today!
/** What the test's journal entry moves between two accounts. */
const AMOUNT = 12_345

const LEDGER = /^\/v6\/accounting\/glAccounts\/([^/]+)\/generalLedger$/
const ledgerPath = (glAccountId: string) => `/v6/accounting/glAccounts/${glAccountId}/generalLedger`
/** The account whose ledger a request asks, or undefined for any other request. */
const ledgerOf = (request: Request) => LEDGER.exec(new URL(request.url).pathname)?.[1]

// Dates by the calendar, written here rather than taken from bookkit's date code.

/** `date` moved by `days`. */
const shiftDay = (date: string, days: number) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days)).toISOString().slice(0, 10)
/** The `YYYY-MM` month `count` months before `month`. */
const monthBefore = (month: string, count: number) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 - count, 1)).toISOString().slice(0, 7)
/** The last day of each of the 18 months before today's, newest first: 2026-05-31 … 2024-12-31. */
const MONTH_ENDS = Array.from({ length: 18 }, (_, index) => lastDay(monthBefore(TODAY.slice(0, 7), index + 1)))
/**
 * Each render asks for one month end and compares it with the one before, so nine renders check the
 * 18 month ends, and a tenth today (against the last of them, read already).
 */
const RENDERS = [
  ...Array.from({ length: 9 }, (_, index) => ({ asOf: MONTH_ENDS[2 * index]!, compared: MONTH_ENDS[2 * index + 1]! })),
  { asOf: TODAY, compared: MONTH_ENDS[0]! },
]
/** The first day of a January fiscal year. */
const januaryOf = (date: string) => `${date.slice(0, 4)}-01-01`

// The statements as a bookkeeper would add them up from the stored lines, without bookkit's code.

const SIDES = { ASSET: 'assets', LIABILITY: 'liabilities', EQUITY: 'equity' } as const
type Side = (typeof SIDES)[keyof typeof SIDES]
const isSheetType = (type: string): type is keyof typeof SIDES => type in SIDES
const isIncomeType = (type: string) => type === 'REVENUE' || type === 'EXPENSE'

/** A company's book under one method: its chart, and each account's lines summed (each account's lines read once). */
function ledgerBook(sandbox: Sandbox, companyId: string, method: AccountingMethod) {
  const chart = sandbox.inspect.glAccounts(companyId)
  const lines = new Map<string, GlLineView[]>()
  /** Debits less credits of an account's lines dated `from` (default: its first) to `to`, both in. */
  const net = (glAccountId: string, to: string, from = ''): number => {
    let stored = lines.get(glAccountId)
    if (!stored) lines.set(glAccountId, (stored = sandbox.inspect.glLines(glAccountId, method)))
    let sum = 0
    for (const line of stored) if (line.date >= from && line.date <= to) sum += line.drAmount - line.crAmount
    return sum
  }
  /** The same in the account's normal direction: ASSET and EXPENSE debits less credits, LIABILITY, EQUITY and REVENUE credits less debits. */
  const normal = (account: SandboxGlAccount, to: string, from?: string) => {
    const balance = (account.type === 'ASSET' || account.type === 'EXPENSE' ? 1 : -1) * net(account.id, to, from)
    // A nothing turned is -0, which is no different a sum.
    return balance === 0 ? 0 : balance
  }
  return { chart, net, normal }
}
type LedgerBook = ReturnType<typeof ledgerBook>

/** A balance sheet on one day: each account's figure, each side's total, and assets less liabilities and equity. */
function sheetOn(book: LedgerBook, accounts: readonly SandboxGlAccount[], asOf: string, fiscalYearFrom: string) {
  const figures = new Map<string, number>()
  const sides: Record<Side, number> = { assets: 0, liabilities: 0, equity: 0 }
  let netIncome = 0
  let retainedEarnings = 0
  for (const account of accounts) {
    if (isSheetType(account.type)) {
      const balance = book.normal(account, asOf)
      figures.set(account.id, balance)
      sides[SIDES[account.type]] += balance
    } else if (isIncomeType(account.type)) {
      // Income adds to equity, expenses take from it: this fiscal year's as net income, every earlier year's as retained earnings.
      const sign = account.type === 'REVENUE' ? 1 : -1
      const year = book.normal(account, asOf, fiscalYearFrom)
      figures.set(account.id, year)
      netIncome += sign * year
      retainedEarnings += sign * book.normal(account, shiftDay(fiscalYearFrom, -1))
    } else throw new Error(`${account.id} has a type the test does not place: ${account.type}`)
  }
  const equity = sides.equity + netIncome + retainedEarnings
  return {
    figures,
    assets: sides.assets,
    liabilities: sides.liabilities,
    equity,
    netIncome,
    retainedEarnings,
    liabilitiesAndEquity: sides.liabilities + equity,
    check: sides.assets - sides.liabilities - equity,
  }
}
type SheetOn = ReturnType<typeof sheetOn>

/** The day a sheet is at, and the first day of its fiscal year. */
interface SheetDay {
  asOf: string
  fiscalYearFrom: string
}

/** The balance sheet of `accounts` on `at`, compared with `compared`: figures as the hook gives them. */
function sheetFromLedger(book: LedgerBook, accounts: readonly SandboxGlAccount[], at: SheetDay, compared?: SheetDay) {
  const now = sheetOn(book, accounts, at.asOf, at.fiscalYearFrom)
  const then = compared && sheetOn(book, accounts, compared.asOf, compared.fiscalYearFrom)
  const figure = (pick: (sheet: SheetOn) => number): StatementFigure => ({ amount: pick(now), compared: then && pick(then) })
  return {
    figure,
    rows: new Map(accounts.map(({ id }) => [id, [figure((sheet) => sheet.figures.get(id)!)]])),
    check: figure((sheet) => sheet.check),
  }
}
type LedgerSheet = ReturnType<typeof sheetFromLedger>

/** Chart order: account number, as the sandbox numbers them. */
const byNumber = (a: SandboxGlAccount, b: SandboxGlAccount) => a.accountNo.localeCompare(b.accountNo, 'en', { numeric: true })

/** Checks every row, section, equity line and total of `sheet` against the ledger's, to the cent, all final; its check against `check`. */
function expectSheet(
  sheet: BalanceSheetStatement,
  expected: LedgerSheet,
  accounts: readonly SandboxGlAccount[],
  check: StatementFigure = expected.check,
) {
  const done = sheet.accountsFrom === 'host' ? 'final' : 'partial'
  expect(sheet).toMatchObject({
    figures: done,
    isError: false,
    error: null,
    accountsFailed: 0,
    accountCount: accounts.length,
    accountsRead: accounts.length,
  })
  expect(sheet.sections.map((section) => section.kind)).toEqual(['assets', 'liabilities', 'equity'])
  const final = (figure: StatementFigure) => ({ figures: [figure], status: done, complete: done === 'final', leftOut: 0, reading: false })
  for (const section of sheet.sections) {
    const type = Object.entries(SIDES).find(([, side]) => side === section.kind)![0]
    expect(section.accounts.map((row) => row.account)).toEqual(accounts.filter((account) => account.type === type).sort(byNumber))
    for (const row of section.accounts)
      expect(row, row.account.name).toMatchObject({ status: 'read', error: null, figures: expected.rows.get(row.account.id) })
  }
  const [assets, liabilities, equity] = sheet.sections
  expect(sheet.incomeAccounts.map((row) => row.account)).toEqual(accounts.filter((account) => isIncomeType(account.type)).sort(byNumber))
  for (const row of sheet.incomeAccounts)
    expect(row, row.account.name).toMatchObject({ status: 'read', error: null, figures: expected.rows.get(row.account.id) })
  expect(assets?.total).toMatchObject(final(expected.figure((on) => on.assets)))
  expect(liabilities?.total).toMatchObject(final(expected.figure((on) => on.liabilities)))
  expect(equity?.total).toMatchObject(final(expected.figure((on) => on.equity)))
  expect(sheet.netIncome).toMatchObject(final(expected.figure((on) => on.netIncome)))
  expect(sheet.retainedEarnings).toMatchObject(final(expected.figure((on) => on.retainedEarnings)))
  expect(sheet.totalAssets).toMatchObject(final(expected.figure((on) => on.assets)))
  expect(sheet.totalLiabilitiesAndEquity).toMatchObject(final(expected.figure((on) => on.liabilitiesAndEquity)))
  // Without the chart a missing account is no difference: no check is made.
  expect(sheet.check).toEqual(
    done === 'final' ? { known: true, difference: check } : { known: false, difference: { amount: undefined, compared: undefined } },
  )
}

/** Balanced to the cent, on the day and on the day compared with. */
const BALANCED = (comparing: boolean): StatementFigure => ({ amount: 0, compared: comparing ? 0 : undefined })

/** Each row of a trial balance: its account and its two sides. */
const trialRows = (trial: TrialBalanceStatement) =>
  trial.rows.map((row) => ({ glAccountId: row.account.id, debit: row.debit, credit: row.credit }))

/**
 * Checks the trial balance's rows against the stored lines (those of `ids` only, when given): each
 * balance-sheet account to the day, each income or expense account this fiscal year, the years
 * before on the Retained earnings line; its sums (final with the host's chart, partial without);
 * its difference against `difference` (none without the chart).
 */
function expectTrial(
  trial: TrialBalanceStatement,
  sandbox: Sandbox,
  companyId: string,
  method: AccountingMethod,
  asOf: string,
  ids?: ReadonlySet<string>,
  difference = 0,
  fiscalYearStart?: { month: number; day: number },
) {
  const expected = expectedTrial(sandbox, companyId, asOf, method, ids, fiscalYearStart)
  const done = trial.accountsFrom === 'host' ? 'final' : 'partial'
  expect(trial).toMatchObject({
    asOf,
    figures: done,
    isError: false,
    error: null,
    accountsFailed: 0,
    accountCount: expected.rows.length,
    accountsRead: expected.rows.length,
    unplaced: [],
  })
  expect(trialRows(trial)).toEqual(expected.rows.map(({ account, debit, credit }) => ({ glAccountId: account.id, debit, credit })))
  for (const row of trial.rows) expect(row.status).toBe('read')
  expect(trial.retainedEarnings).toMatchObject({
    total: { figures: [{ amount: expected.retainedEarnings }], status: done, complete: done === 'final', leftOut: 0 },
    failed: [],
    at: expected.retainedEarningsAt,
  })
  expect(trial.totals).toMatchObject({
    debits: expected.debits,
    credits: expected.credits,
    status: done,
    complete: done === 'final',
    leftOut: 0,
    unplaced: 0,
  })
  expect(trial.difference).toBe(done === 'final' ? difference : undefined)
}

/** The two statements in one render, so they share a provider, a cache and the requests' bound. */
interface Both {
  sheet: BalanceSheetOptions
  trial: TrialBalanceOptions
  /** A second trial balance, on the day the sheet is compared with. */
  comparedTrial?: TrialBalanceOptions
}
const useBoth = ({ sheet, trial, comparedTrial }: Both) => ({
  sheet: useBalanceSheet(sheet),
  trial: useTrialBalance(trial),
  comparedTrial: useTrialBalance(comparedTrial ?? { enabled: false }),
})

/**
 * `{id} {limit} {beginDate} {endDate}` of each balance request, with each body's shape checked: a
 * page of 250 lines from one date to another, or one line, with the balance before its first date.
 */
async function balancesAsked(sent: readonly Request[], method?: AccountingMethod): Promise<string[]> {
  const asked = sent.filter((request) => ledgerOf(request) !== undefined)
  const bodies = await Promise.all(asked.map((request) => request.clone().json() as Promise<GeneralLedgerQuery>))
  for (const body of bodies) {
    const { beginDate, endDate } = body.filter ?? {}
    expect(body).toEqual({
      limit: body.limit === 1 ? 1 : GL_PAGE,
      filter: { includeBeginningBalance: true, beginDate, ...(body.limit !== 1 && { endDate }) },
      ...(method && { accountingMethod: method }),
    })
  }
  return sortedReads(
    asked.map((request, index) => ({
      glAccountId: ledgerOf(request)!,
      limit: bodies[index]!.limit!,
      beginDate: bodies[index]!.filter!.beginDate!,
      ...(bodies[index]!.limit !== 1 && { endDate: bodies[index]!.filter!.endDate! }),
    })),
  )
}

/** The requests a sheet of `days` asks from an empty cache: a page of each account's lines over its dates, and one line for each date past a busy account's page. */
function readsNeeded(sandbox: Sandbox, accounts: readonly SandboxGlAccount[], days: ReadonlyArray<SheetDay>): string[] {
  const ends = new Set(days.map(({ asOf }) => shiftDay(asOf, 1)))
  const withStarts = new Set([...ends, ...days.map(({ fiscalYearFrom }) => fiscalYearFrom)])
  return sortedReads(accounts.flatMap(({ id, type }) => ledgerReadsOf(sandbox, id, isSheetType(type) ? ends : withStarts)))
}

/** What a sheet must ask: a balance-sheet account the day after each date; an income or expense account also each fiscal year's start. */
function balancesNeeded(accounts: readonly SandboxGlAccount[], days: ReadonlyArray<SheetDay>): string[] {
  const ends = new Set(days.map(({ asOf }) => shiftDay(asOf, 1)))
  const withStarts = new Set([...ends, ...days.map(({ fiscalYearFrom }) => fiscalYearFrom)])
  return accounts.flatMap(({ id, type }) => [...(isSheetType(type) ? ends : withStarts)].map((date) => `${id} ${date}`)).sort()
}

/** A sandbox of `profile` with two years of books for each test, with the statements' renderer on it. */
function statementSandbox(profile: SandboxProfile = 'bookkit') {
  const state = useSandboxServer({ profile, years: 2 })
  const renderBoth = (props: Both, userId: string = SANDBOX.users.bakeryOwner) =>
    renderHookWithSandbox(useBoth, state.sandbox, { userId, initialProps: props })
  const untilFinal = (current: () => BalanceSheetStatement | TrialBalanceStatement, asOf?: string) =>
    waitFor(
      () => {
        if (asOf !== undefined) expect(current().asOf).toBe(asOf)
        // Without the host's chart a statement ends partial, never final.
        expect(current().figures).toBe(current().accountsFrom === 'host' ? 'final' : 'partial')
      },
      // Walking every account's ledger pages to each date: many requests on a busy machine.
      { timeout: 60_000 },
    )
  return { state, renderBoth, untilFinal }
}

// With the host's chart and no method asked, both profiles are asked for the same lines and answer
// them alike: once, on the sandbox's default profile.
describe('useBalanceSheet and useTrialBalance', () => {
  const { state, renderBoth, untilFinal } = statementSandbox()

  it.each([
    // On the day a fiscal year starts, on a day in it, the day before and across a calendar year.
    {
      asOf: '2026-06-15',
      compareTo: 'previousMonthEnd',
      fiscalYearStart: undefined,
      from: '2026-01-01',
      compared: '2026-05-31',
      comparedFrom: '2026-01-01',
    },
    {
      asOf: '2026-06-15',
      compareTo: 'previousYearEnd',
      fiscalYearStart: undefined,
      from: '2026-01-01',
      compared: '2025-12-31',
      comparedFrom: '2025-01-01',
    },
    {
      asOf: '2026-06-15',
      compareTo: 'previousYearEnd',
      fiscalYearStart: { month: 4, day: 1 },
      from: '2026-04-01',
      compared: '2026-03-31',
      comparedFrom: '2025-04-01',
    },
    {
      asOf: '2026-06-15',
      compareTo: 'previousMonthEnd',
      fiscalYearStart: { month: 4, day: 1 },
      from: '2026-04-01',
      compared: '2026-05-31',
      comparedFrom: '2026-04-01',
    },
    {
      asOf: '2026-03-31',
      compareTo: 'previousYearEnd',
      fiscalYearStart: { month: 4, day: 1 },
      from: '2025-04-01',
      compared: '2025-03-31',
      comparedFrom: '2024-04-01',
    },
    {
      asOf: '2026-04-01',
      compareTo: 'previousMonthEnd',
      fiscalYearStart: { month: 4, day: 1 },
      from: '2026-04-01',
      compared: '2026-03-31',
      comparedFrom: '2025-04-01',
    },
    {
      asOf: '2025-08-14',
      compareTo: 'previousYearEnd',
      fiscalYearStart: { month: 7, day: 15 },
      from: '2025-07-15',
      compared: '2025-07-14',
      comparedFrom: '2024-07-15',
    },
    {
      asOf: '2026-03-01',
      compareTo: 'previousMonthEnd',
      fiscalYearStart: { month: 12, day: 31 },
      from: '2025-12-31',
      compared: '2026-02-28',
      comparedFrom: '2025-12-31',
    },
  ] as const)(
    'on $asOf against $compareTo: this fiscal year from $from, compared with $compared and its fiscal year from $comparedFrom',
    async ({ asOf, compareTo, fiscalYearStart, from, compared, comparedFrom }) => {
      const { sandbox } = state
      const chart = sandbox.inspect.glAccounts(bakery.id)
      const { result } = renderBoth({
        sheet: { asOf, compareTo, accounts: chart, ...(fiscalYearStart && { fiscalYearStart: { ...fiscalYearStart } }) },
        trial: { asOf, accounts: chart },
        comparedTrial: { asOf: compared, accounts: chart },
      })
      await untilFinal(() => result.current.sheet)
      await untilFinal(() => result.current.trial)
      await untilFinal(() => result.current.comparedTrial)
      const { sheet } = result.current
      expect(sheet).toMatchObject({
        asOf,
        fiscalYear: { from, to: asOf },
        compared: { asOf: compared, fiscalYear: { from: comparedFrom, to: compared } },
        compareTo,
      })
      const book = ledgerBook(sandbox, bakery.id, bakery.accountingMethod)
      const expected = sheetFromLedger(book, chart, { asOf, fiscalYearFrom: from }, { asOf: compared, fiscalYearFrom: comparedFrom })
      expectSheet(sheet, expected, chart, BALANCED(true))
      // The split between this year and the years before is where the fiscal year starts: a day either side moves it.
      for (const shifted of [shiftDay(from, 1), shiftDay(from, -1)]) {
        const off = sheetOn(book, chart, asOf, shifted)
        expect([off.netIncome, off.retainedEarnings], shifted).not.toEqual([
          expected.figure((on) => on.netIncome).amount,
          expected.figure((on) => on.retainedEarnings).amount,
        ])
      }
      expectTrial(result.current.trial, sandbox, bakery.id, bakery.accountingMethod, asOf)
      expectTrial(result.current.comparedTrial, sandbox, bakery.id, bakery.accountingMethod, compared)
    },
  )

  it('asks one page of each account’s lines over the dates it needs (the day after each date; the fiscal years’ starts too for income and expenses), one line only past a busy account’s page, never more than six at once', async () => {
    // A little latency, so the requests would pile up were they not held back.
    state.reset({ latencyMs: 2 })
    const most = mostInFlight(state.server, `${TEST_BASE_URL}/v6/accounting/glAccounts/:id/generalLedger`, (request) =>
      state.sandbox.handle(request),
    )
    const requests = recordRequests(state.server)
    const chart = state.sandbox.inspect.glAccounts(bakery.id)
    const { result, rerender } = renderBoth({
      sheet: { asOf: '2026-05-31', compareTo: 'previousMonthEnd', accounts: chart },
      trial: { accounts: chart, enabled: false },
    })
    await untilFinal(() => result.current.sheet)
    // The closing comes after the balances: the first sheet's balances inside the locked period are kept once it is here.
    await waitFor(() => expect(result.current.sheet.closingDate).toBe(state.sandbox.inspect.closing(bakery.id).date))
    const first = [
      { asOf: '2026-05-31', fiscalYearFrom: '2026-01-01' },
      { asOf: '2026-04-30', fiscalYearFrom: '2026-01-01' },
    ]
    const asked = await balancesAsked(requests)
    expect(asked).toEqual(readsNeeded(state.sandbox, chart, first))
    // Fewer than one per account and date: a balance-sheet account on 06-01 and 05-01; an income or expense account on those and on 01-01.
    const sheetAccounts = chart.filter((account) => isSheetType(account.type)).length
    const incomeAccounts = chart.filter((account) => isIncomeType(account.type)).length
    expect(asked.length).toBeLessThan(sheetAccounts * 2 + incomeAccounts * 3)
    expect(most()).toBe(6)

    // A fiscal year from April 1, against its year end: 2026-04-01 is both the day after the day compared with and a fiscal year's start, asked once.
    const start = requests.length
    rerender({
      sheet: { asOf: '2026-05-31', compareTo: 'previousYearEnd', fiscalYearStart: { month: 4, day: 1 }, accounts: chart },
      trial: { accounts: chart, enabled: false },
    })
    await untilFinal(() => result.current.sheet)
    expect(result.current.sheet.compared?.asOf).toBe('2026-03-31')
    const second = [
      { asOf: '2026-05-31', fiscalYearFrom: '2026-04-01' },
      { asOf: '2026-03-31', fiscalYearFrom: '2025-04-01' },
    ]
    const again = await balancesAsked(requests.slice(start))
    // A one-line page asked for the first sheet is not asked again, nor one whose balance a page of the first sheet tells.
    const firstPages = (type: string) =>
      isSheetType(type) ? [{ from: '2026-05-01', to: '2026-05-31' }] : [{ from: '2026-01-01', to: '2026-05-31' }]
    const typeOfAccount = new Map(chart.map(({ id, type }) => [id, type]))
    const toldBefore = (read: string) => {
      const [id, limit, date] = read.split(' ') as [string, string, string]
      return (
        limit === '1' &&
        (asked.includes(read) || firstPages(typeOfAccount.get(id)!).some((range) => pageTells(state.sandbox, id, range, date)))
      )
    }
    expect(again).toEqual(readsNeeded(state.sandbox, chart, second).filter((read) => !toldBefore(read)))
    expect(most()).toBe(6)

    // The trial balance on a new day, inside the books' locked period: one line of each account on the
    // day after, unless a page read above already tells it. Its income and expense accounts' fiscal
    // year start (Jan 1) was a date of the first sheet, kept as a locked balance once the closing came.
    const trialStart = requests.length
    rerender({ sheet: { accounts: chart, enabled: false }, trial: { asOf: '2026-02-28', accounts: chart } })
    await untilFinal(() => result.current.trial)
    const pagesRead = (type: string) =>
      isSheetType(type)
        ? [
            { from: '2026-05-01', to: '2026-05-31' },
            { from: '2026-04-01', to: '2026-05-31' },
          ]
        : [
            { from: '2026-01-01', to: '2026-05-31' },
            { from: '2025-04-01', to: '2026-05-31' },
          ]
    const untold = chart.filter(({ id, type }) => !pagesRead(type).some((range) => pageTells(state.sandbox, id, range, '2026-03-01')))
    expect(untold.length).toBeLessThan(chart.length)
    expect(await balancesAsked(requests.slice(trialStart))).toEqual(
      sortedReads(untold.map(({ id }) => ({ glAccountId: id, limit: 1, beginDate: '2026-03-01' }))),
    )
    expect(most()).toBe(6)
  })

  it('walks each account’s lines up to each date where the service sends no beginningBalance, and still balances to the cent', async () => {
    const walked: GeneralLedgerQuery[] = []
    const walkedAccounts: string[] = []
    state.server.use(
      http.post(`${TEST_BASE_URL}/v6/accounting/glAccounts/:id/generalLedger`, async ({ request, params }) => {
        const query = (await request.clone().json()) as GeneralLedgerQuery
        if (!query.filter?.includeBeginningBalance) {
          walked.push(query)
          walkedAccounts.push(String(params.id))
        }
        const answer = await state.sandbox.handle(request)
        const body = (await answer.json()) as Record<string, unknown>
        body.beginningBalance = null
        return HttpResponse.json(body as never, { status: answer.status })
      }),
    )
    const { sandbox } = state
    const chart = sandbox.inspect.glAccounts(bakery.id)
    const { result } = renderBoth({
      sheet: { asOf: '2026-05-31', compareTo: 'previousMonthEnd', accounts: chart },
      trial: { asOf: '2026-05-31', accounts: chart },
    })
    await untilFinal(() => result.current.sheet)
    await untilFinal(() => result.current.trial)
    const at = { asOf: '2026-05-31', fiscalYearFrom: '2026-01-01' }
    const before = { asOf: '2026-04-30', fiscalYearFrom: '2026-01-01' }
    expectSheet(
      result.current.sheet,
      sheetFromLedger(ledgerBook(sandbox, bakery.id, bakery.accountingMethod), chart, at, before),
      chart,
      BALANCED(true),
    )
    expectTrial(result.current.trial, sandbox, bakery.id, bakery.accountingMethod, '2026-05-31')

    // Every walk from the first line, in pages of 250, to the day before each date asked (the trial balance's the same as the sheet's).
    expect(walked.every((query) => query.limit === GL_PAGE && query.filter?.beginDate === undefined)).toBe(true)
    const walks = new Set(walked.map((query, index) => `${walkedAccounts[index]} ${shiftDay(query.filter!.endDate!, 1)}`))
    expect([...walks].sort()).toEqual(balancesNeeded(chart, [at, before]))
    // The busiest account's lines take many pages: the walk follows the cursor.
    const busiest = walkedAccounts.filter((id) => id === bakery.glAccounts.busyExpense).length
    expect(busiest).toBeGreaterThan(3)
  })

  it('calls nothing final while accounts are still being read: no check, no complete total, no difference', async () => {
    const chart = state.sandbox.inspect.glAccounts(bakery.id)
    const held = [bakery.glAccounts.checking, bakery.glAccounts.retailRevenue]
    const releases = held.map((id) => holdRequests(state.server, `${TEST_BASE_URL}${ledgerPath(id)}`))
    const { result } = renderBoth({
      sheet: { asOf: '2026-05-31', compareTo: 'previousMonthEnd', accounts: chart },
      trial: { asOf: '2026-05-31', accounts: chart },
    })
    // Nothing read yet: no figure, not even zero.
    expect(result.current.sheet).toMatchObject({
      figures: 'unknown',
      isPending: true,
      accountsRead: 0,
      accountCount: chart.length,
      check: { known: false, difference: { amount: undefined, compared: undefined } },
    })
    expect(result.current.trial).toMatchObject({ figures: 'unknown', isPending: true, difference: undefined, totals: { complete: false } })

    await waitFor(() =>
      expect([result.current.sheet.accountsRead, result.current.trial.accountsRead]).toEqual([chart.length - 2, chart.length - 2]),
    )
    const { sheet, trial } = result.current
    expect(sheet).toMatchObject({
      figures: 'counting',
      isPending: false,
      isError: false,
      accountsFailed: 0,
      check: { known: false, difference: { amount: undefined, compared: undefined } },
    })
    const rows = [...sheet.sections.flatMap((section) => section.accounts), ...sheet.incomeAccounts]
    for (const id of held) expect(rows.find((row) => row.account.id === id)).toMatchObject({ status: 'reading', error: null })
    for (const total of [sheet.totalAssets, sheet.totalLiabilitiesAndEquity, sheet.netIncome, sheet.sections[2]!.total])
      expect(total).toMatchObject({ complete: false, leftOut: 0, reading: true })
    // The liabilities hold neither held account: their total is final.
    expect(sheet.sections[1]!.total).toMatchObject({ complete: true, reading: false })
    expect(trial).toMatchObject({ figures: 'counting', difference: undefined, totals: { complete: false, leftOut: 0 } })
    expect(
      trial.rows
        .filter((row) => row.status === 'reading')
        .map((row) => row.account.id)
        .sort(),
    ).toEqual([...held].sort())

    for (const release of releases) release()
    await untilFinal(() => result.current.sheet)
    await untilFinal(() => result.current.trial)
    expect(result.current.sheet.check).toEqual({ known: true, difference: BALANCED(true) })
    expect(result.current.trial.difference).toBe(0)
  })

  it.each([
    { kind: 'a balance-sheet account', failing: bakery.glAccounts.checking, reads: 1, again: 'its row’s retry' },
    // Its two dates are one page of its lines, which the sheet and the trial balance share.
    { kind: 'an income account', failing: bakery.glAccounts.retailRevenue, reads: 1, again: 'the statement’s refetch' },
  ])(
    'names $kind whose ledger fails on its row, leaves it out, knows no check, and after $again balances',
    async ({ failing, reads, again }) => {
      const { sandbox } = state
      const asOf = '2026-05-31'
      // Its one read asked three times (the first and two retries), each a 500.
      sandbox.failNext({ status: 500, times: reads * 3, path: ledgerPath(failing) })
      const requests = recordRequests(state.server)
      const chart = sandbox.inspect.glAccounts(bakery.id)
      const { result, queryClient } = renderBoth({ sheet: { asOf, accounts: chart }, trial: { asOf, accounts: chart } })
      await waitFor(() => expect(queryClient.isFetching() === 0 && result.current.sheet.accountsFailed === 1).toBe(true))
      await settled(queryClient)
      expect(requests.filter((request) => ledgerOf(request) === failing)).toHaveLength(reads * 3)

      const { sheet, trial } = result.current
      const income = sheet.incomeAccounts.some((row) => row.account.id === failing)
      const rows: StatementAccountRow[] = [...sheet.sections.flatMap((section) => section.accounts), ...sheet.incomeAccounts]
      const row = rows.find((candidate) => candidate.account.id === failing)
      expect(row).toMatchObject({ status: 'failed', figures: [{ amount: undefined, compared: undefined }] })
      expect(row?.error).toMatchObject({ status: 500 })
      expect(sheet).toMatchObject({
        figures: 'stopped',
        isError: true,
        accountsFailed: 1,
        accountsRead: chart.length - 1,
        check: { known: false, difference: { amount: undefined, compared: undefined } },
      })
      expect(sheet.error).toBe(row?.error)
      // Left out of the total it belongs to, and so of the side it is on: their sums are the other accounts'.
      const book = ledgerBook(sandbox, bakery.id, bakery.accountingMethod)
      const at = { asOf, fiscalYearFrom: '2026-01-01' }
      const others = sheetFromLedger(
        book,
        chart.filter((account) => account.id !== failing),
        at,
      )
      const side = income ? sheet.totalLiabilitiesAndEquity : sheet.totalAssets
      expect(side).toMatchObject({ figures: [others.figure((on) => (income ? on.liabilitiesAndEquity : on.assets))], complete: false })
      expect(side.leftOut).toBeGreaterThanOrEqual(1)
      if (income) expect(sheet.netIncome).toMatchObject({ figures: [others.figure((on) => on.netIncome)], complete: false, leftOut: 1 })
      else expect(sheet.netIncome).toMatchObject({ complete: true, leftOut: 0 })
      // The trial balance shares the failed balance: left out there too, with no difference.
      // Its income left out of this year's and of retained earnings alike.
      const trialOthers = expectedTrial(
        sandbox,
        bakery.id,
        asOf,
        bakery.accountingMethod,
        new Set(chart.filter((account) => account.id !== failing).map((account) => account.id)),
      )
      const sums = { debits: trialOthers.debits, credits: trialOthers.credits }
      expect(trial).toMatchObject({
        figures: 'stopped',
        isError: true,
        accountsFailed: 1,
        difference: undefined,
        totals: { ...sums, complete: false, leftOut: 1 },
      })
      expect(trial.rows.find((candidate) => candidate.account.id === failing)).toMatchObject({
        status: 'failed',
        debit: undefined,
        credit: undefined,
      })

      act(() => (again === 'its row’s retry' ? row?.retry() : sheet.refetch()))
      await untilFinal(() => result.current.sheet)
      await untilFinal(() => result.current.trial)
      expectSheet(result.current.sheet, sheetFromLedger(book, chart, at), chart, BALANCED(false))
      expectTrial(result.current.trial, sandbox, bakery.id, bakery.accountingMethod, asOf)
    },
  )

  it('gives an error naming each option that cannot be read, no figure, and asks the ledger nothing until the options can be read', async () => {
    const requests = recordRequests(state.server)
    const chart = state.sandbox.inspect.glAccounts(bakery.id)
    const readable: Both = { sheet: { asOf: '2026-05-31', accounts: chart }, trial: { asOf: '2026-05-31', accounts: chart } }
    const { result, rerender, queryClient } = renderBoth({ sheet: { ...readable.sheet, asOf: '2026-02-30' }, trial: readable.trial })
    const cases = [
      [{ asOf: '2026-02-30' }, 'asOf', '2026-02-30', true],
      [{ compareTo: 'lastWeek' }, 'compareTo', 'lastWeek', false],
      [{ fiscalYearStart: { month: 2, day: 29 } }, 'fiscalYearStart', { month: 2, day: 29 }, true],
      [{ accountingMethod: 'MIXED' }, 'accountingMethod', 'MIXED', true],
    ] as const
    for (const [unreadable, field, value, trialTakesIt] of cases) {
      const trial = trialTakesIt ? { ...readable.trial, ...unreadable } : { ...readable.trial, enabled: false }
      rerender({ sheet: { ...readable.sheet, ...unreadable } as BalanceSheetOptions, trial: trial as TrialBalanceOptions })
      const { sheet } = result.current
      expect(sheet.error, field).toBeInstanceOf(StatementOptionError)
      expect(sheet.error).toMatchObject({ field, value })
      expect(sheet).toMatchObject({
        figures: 'unknown',
        isError: true,
        isPending: false,
        asOf: undefined,
        sections: [],
        incomeAccounts: [],
        accountCount: 0,
      })
      expect(sheet.check).toEqual({ known: false, difference: { amount: undefined, compared: undefined } })
      if (trialTakesIt) {
        expect(result.current.trial.error, field).toBeInstanceOf(StatementOptionError)
        // Its difference and totals are checked by the test after this one.
        expect(result.current.trial).toMatchObject({
          error: { field, value },
          figures: 'unknown',
          isError: true,
          isPending: false,
          asOf: undefined,
          rows: [],
          accountCount: 0,
        })
      }
      await settled(queryClient)
    }
    expect(requests.filter((request) => ledgerOf(request) !== undefined)).toHaveLength(0)

    rerender(readable)
    await untilFinal(() => result.current.sheet)
    await untilFinal(() => result.current.trial)
    expect(result.current.sheet.error).toBeNull()
    expect(result.current.sheet.check).toEqual({ known: true, difference: BALANCED(false) })
    expect(result.current.trial.difference).toBe(0)
  })
})

describe('useBalanceSheet and useTrialBalance', () => {
  const { state, renderBoth, untilFinal } = statementSandbox(BOOKKIT.profile)

  describe.each(COMPANIES)('for $company', ({ companyId, userId, ownMethod }) => {
    /**
     * Renders each of RENDERS under each of `asked` in turn (undefined: none asked, the company's
     * own) and checks every figure against the stored lines; returns the days read and, per method
     * asked, the ledger reads it sent.
     */
    async function eachMonthEnd(asked: ReadonlyArray<AccountingMethod | undefined>) {
      const { sandbox } = state
      const chart = sandbox.inspect.glAccounts(companyId)
      const requests = recordRequests(state.server)
      const { result, rerender } = renderBoth(
        { sheet: { accounts: chart, enabled: false }, trial: { accounts: chart, enabled: false } },
        userId,
      )
      const days: SheetDay[] = []
      const askedByMethod: string[][] = []
      for (const method of asked) {
        const figuresUnder = method ?? ownMethod
        const book = ledgerBook(sandbox, companyId, figuresUnder)
        const start = requests.length
        for (const { asOf, compared } of RENDERS) {
          const chosen = method && { accountingMethod: method }
          rerender({
            sheet: { asOf, compareTo: 'previousMonthEnd', accounts: chart, ...chosen },
            trial: { asOf, accounts: chart, ...chosen },
            comparedTrial: { asOf: compared, accounts: chart, ...chosen },
          })
          await untilFinal(() => result.current.sheet, asOf)
          await untilFinal(() => result.current.trial, asOf)
          await untilFinal(() => result.current.comparedTrial, compared)
          const { sheet } = result.current
          const at = { asOf, fiscalYearFrom: januaryOf(asOf) }
          const before = { asOf: compared, fiscalYearFrom: januaryOf(compared) }
          days.push(at, before)
          expect(sheet).toMatchObject({
            asOf,
            fiscalYear: { from: at.fiscalYearFrom, to: asOf },
            compared: { asOf: compared, fiscalYear: { from: before.fiscalYearFrom, to: compared } },
            compareTo: 'previousMonthEnd',
          })
          expect(sheet).toMatchObject({
            accountsFrom: 'host',
            accountingMethod: method,
            canChooseMethod: true,
          })
          const expected = sheetFromLedger(book, chart, at, before)
          // The books balance on both days: the hook's check, and the same sums from the lines.
          expect(expected.check, `${asOf} and ${compared} from the lines`).toEqual(BALANCED(true))
          expectSheet(sheet, expected, chart, BALANCED(true))
          expectTrial(result.current.trial, sandbox, companyId, figuresUnder, asOf)
          expectTrial(result.current.comparedTrial, sandbox, companyId, figuresUnder, compared)
        }
        // The method travels with each request it is asked for, and none without.
        askedByMethod.push(await balancesAsked(requests.slice(start), method))
      }
      // Fewer requests than balances over every render and both trial balances: pages of lines (issue 56).
      const ledgerRequests = requests.filter((request) => ledgerOf(request) !== undefined).length
      expect(ledgerRequests).toBeLessThan(balancesNeeded(chart, days).length)
      return { chart, askedByMethod }
    }

    // None asked: the company's own method. (Where the service carries no method, none is sent:
    // test/api/serviceProfile.test.ts; the statements then show the company's own figures with no
    // choice of one: each statement's smoke test on the described service.)
    // Thirty statements read in turn, each waited for: more than a minute on a busy machine.
    it(
      `balances to the cent on the last day of each of the last 18 months and today under the company's own method, every account at its ledger's balance; the trial balance is the stored lines'`,
      { timeout: 180_000 },
      async () => {
        const { chart, askedByMethod } = await eachMonthEnd([undefined])
        expect(askedByMethod[0]!.length).toBeGreaterThan(0)
        // The two methods give other balances, so a sheet under the wrong one could not pass.
        const [accrual, cash] = (['ACCRUAL', 'CASH'] as const).map(
          (method) =>
            sheetFromLedger(ledgerBook(state.sandbox, companyId, method), chart, { asOf: TODAY, fiscalYearFrom: januaryOf(TODAY) }).rows,
        )
        expect(accrual).not.toEqual(cash)
        // Retained earnings are more than nothing on a day of the second year: their split from net income is checked.
        expect(sheetOn(ledgerBook(state.sandbox, companyId, ownMethod), chart, TODAY, januaryOf(TODAY)).retainedEarnings).not.toBe(0)
      },
    )

    // The other method, in a test of its own.
    it(
      "balances to the cent on the last day of each of the last 18 months and today under the other method, asked with every request, every account at its ledger's balance; the trial balance is the stored lines'",
      { timeout: 180_000 },
      async () => {
        const { askedByMethod } = await eachMonthEnd([otherMethod(ownMethod)])
        expect(askedByMethod[0]!.length).toBeGreaterThan(0)
      },
    )

    it('without the host’s accounts, sums the accounts the records name, ends partial and makes no check: what the others would add is not known (issue 56)', async () => {
      const { sandbox } = state
      const { result } = renderBoth({ sheet: { asOf: TODAY, compareTo: 'previousMonthEnd' }, trial: { asOf: TODAY } }, userId)
      await untilFinal(() => result.current.sheet)
      await untilFinal(() => result.current.trial)
      const { sheet, trial } = result.current
      expect(sheet.accountsFrom).toBe('records')
      expect(trial.accountsFrom).toBe('records')

      const book = ledgerBook(sandbox, companyId, ownMethod)
      const shown = new Set(
        [...sheet.sections.flatMap((section) => section.accounts), ...sheet.incomeAccounts].map((row) => row.account.id),
      )
      const named = book.chart.filter((account) => shown.has(account.id))
      const rest = book.chart.filter((account) => !shown.has(account.id))
      expect(named.length).toBeGreaterThan(0)
      expect(rest.length).toBeGreaterThan(0)
      expect(new Set(trial.rows.map((row) => row.account.id))).toEqual(shown)

      const at = { asOf: TODAY, fiscalYearFrom: januaryOf(TODAY) }
      const before = { asOf: MONTH_ENDS[0]!, fiscalYearFrom: januaryOf(MONTH_ENDS[0]!) }
      // The named accounts do not balance without the rest: a check would state a difference that is only a missing account.
      expect(sheetFromLedger(book, rest, at, before).check.amount).not.toBe(0)
      // The records name an account's type, never the chart's subtype.
      const asRecordsName = named.map(({ subtype: _subtype, ...account }) => account)
      expectSheet(sheet, sheetFromLedger(book, named, at, before), asRecordsName)
      expectTrial(trial, sandbox, companyId, ownMethod, TODAY, shown)
    })
  })

  it('moves exactly the two accounts a saved journal entry names, by its amount, still balanced, and asks only their ledgers again', async () => {
    const { sandbox } = state
    const chart = sandbox.inspect.glAccounts(bakery.id)
    const debited = bakery.glAccounts.savings
    const credited = bakery.glAccounts.ownerEquity
    const { result, queryClient } = renderHookWithSandbox(
      () => ({
        ...useBoth({ sheet: { asOf: TODAY, accounts: chart }, trial: { asOf: TODAY, accounts: chart } }),
        save: useSaveManualJournalEntries(),
      }),
      sandbox,
    )
    await untilFinal(() => result.current.sheet)
    await untilFinal(() => result.current.trial)
    const figuresOf = (sheet: BalanceSheetStatement) =>
      new Map(sheet.sections.flatMap((section) => section.accounts).map((row) => [row.account.id, row.figures[0]!.amount!]))
    const netOf = (trial: TrialBalanceStatement) => new Map(trial.rows.map((row) => [row.account.id, row.debit! - row.credit!]))
    const before = figuresOf(result.current.sheet)
    const trialBefore = netOf(result.current.trial)
    const totalBefore = result.current.sheet.totalAssets.figures[0]!.amount!

    const requests = recordRequests(state.server)
    const description = 'Savings topped up by the owner'
    const outcomes = await act(() =>
      result.current.save.mutateAsync([
        {
          date: '2026-06-15',
          description,
          children: [
            { glAccountId: debited, drAmount: AMOUNT, crAmount: 0 },
            { glAccountId: credited, drAmount: 0, crAmount: AMOUNT },
          ],
        },
      ]),
    )
    expect(
      outcomes.map((outcome) => outcome.status),
      JSON.stringify(outcomes),
    ).toEqual(['saved'])
    await settled(queryClient)

    // Where the service dates an entry itself (the described one), it is dated today: either way, on or before asOf.
    const date = sandbox.inspect.journalEntries(bakery.id).find((entry) => entry.description === description)?.date
    expect(date! <= TODAY).toBe(true)
    const at = { asOf: TODAY, fiscalYearFrom: januaryOf(TODAY) }
    expectSheet(
      result.current.sheet,
      sheetFromLedger(ledgerBook(sandbox, bakery.id, bakery.accountingMethod), chart, at),
      chart,
      BALANCED(false),
    )
    expectTrial(result.current.trial, sandbox, bakery.id, bakery.accountingMethod, TODAY)
    const after = figuresOf(result.current.sheet)
    const trialAfter = netOf(result.current.trial)
    // A debit raises the asset, a credit raises equity; in debits less credits, the asset up and equity down.
    for (const [id, figure] of after) expect(figure - before.get(id)!, id).toBe(id === debited || id === credited ? AMOUNT : 0)
    for (const [id, net] of trialAfter) expect(net - trialBefore.get(id)!, id).toBe(id === debited ? AMOUNT : id === credited ? -AMOUNT : 0)
    expect(result.current.sheet.totalAssets.figures[0]!.amount).toBe(totalBefore + AMOUNT)

    // Only the two ledgers, each on the one date a balance-sheet account needs (the trial balance shares it).
    const ledgers = requests.flatMap((request) => ledgerOf(request) ?? [])
    expect(new Set(ledgers)).toEqual(new Set([debited, credited]))
    expect(await balancesAsked(requests)).toEqual(
      sortedReads([debited, credited].map((id) => ({ glAccountId: id, limit: 1, beginDate: shiftDay(TODAY, 1) }))),
    )
  })

  it('leaves out an account whose balance fails to refresh after a save, its earlier figure not counted, until it is read again', async () => {
    const { sandbox } = state
    const chart = sandbox.inspect.glAccounts(bakery.id)
    const touched = bakery.glAccounts.savings
    const { result, queryClient } = renderHookWithSandbox(
      () => ({
        ...useBoth({ sheet: { asOf: TODAY, accounts: chart }, trial: { asOf: TODAY, accounts: chart } }),
        save: useSaveManualJournalEntries(),
      }),
      sandbox,
    )
    await untilFinal(() => result.current.sheet)
    await untilFinal(() => result.current.trial)
    // Its balance read again after the save answers a 404, which is not read again.
    sandbox.failNext({ status: 404, times: 1, path: ledgerPath(touched) })
    const outcomes = await act(() =>
      result.current.save.mutateAsync([
        {
          date: '2026-06-15',
          description: 'Savings topped up, not yet read back',
          children: [
            { glAccountId: touched, drAmount: AMOUNT, crAmount: 0 },
            { glAccountId: bakery.glAccounts.ownerEquity, drAmount: 0, crAmount: AMOUNT },
          ],
        },
      ]),
    )
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['saved'])
    await settled(queryClient)

    const { sheet, trial } = result.current
    const book = ledgerBook(sandbox, bakery.id, bakery.accountingMethod)
    const at = { asOf: TODAY, fiscalYearFrom: januaryOf(TODAY) }
    const others = sheetFromLedger(
      book,
      chart.filter((account) => account.id !== touched),
      at,
    )
    expect(sheet.sections[0]!.accounts.find((row) => row.account.id === touched)?.status).toBe('failed')
    // Whatever the row still holds from before, the totals count the other accounts only.
    expect(sheet.totalAssets).toMatchObject({ figures: [others.figure((on) => on.assets)], complete: false, leftOut: 1 })
    expect(sheet).toMatchObject({ figures: 'stopped', accountsFailed: 1, check: { known: false, difference: { amount: undefined } } })
    const trialOthers = expectedTrial(
      sandbox,
      bakery.id,
      TODAY,
      bakery.accountingMethod,
      new Set(chart.filter((account) => account.id !== touched).map((account) => account.id)),
    )
    expect(trial.totals).toMatchObject({
      debits: trialOthers.debits,
      credits: trialOthers.credits,
      complete: false,
      leftOut: 1,
    })
    expect(trial.difference).toBeUndefined()

    act(() => sheet.refetch())
    await untilFinal(() => result.current.sheet)
    await untilFinal(() => result.current.trial)
    expectSheet(result.current.sheet, sheetFromLedger(book, chart, at), chart, BALANCED(false))
    expectTrial(result.current.trial, sandbox, bakery.id, bakery.accountingMethod, TODAY)
  })
})
