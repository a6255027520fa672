import type { Browser } from 'playwright-core'
import { SANDBOX, type SandboxServer } from '../../src/sandbox'
import type { AccountingDimensionValue } from '../../src/api/types'
import { classOfType, type GlAccountInfo } from '../../src/core/statements/glAccounts'
import type { BuiltBenchPage } from './lists'
import { withService } from './network'
import { measureRoundTrip, openScenario, TOKEN_PATH, type OpenScenario, type ServedPage } from './networkPage'
import { addDays } from '../../src/format/period'
import {
  checkReads,
  datesRead,
  expectedReads,
  GL_PATH,
  glReadOf,
  isTogether,
  pageQuery,
  pagesInsideWider,
  partsOf,
  readCount,
  STATEMENT_SCENARIOS,
  STATEMENT_TODAY,
  type ExpectedReads,
  type GlRead,
  type ReadCheck,
  type StatementScenario,
} from './statementReads'

/**
 * The statements on the bench page (test/bench/page/StatementsBench.tsx): the profit and loss,
 * the balance sheet, the trial balance and the statement of cash flows, alone and three of them on
 * one page (test/bench/statementReads.ts), each with the sandbox's chart of accounts passed as
 * `accounts`, as a host passes its own, against a sandbox of
 * 3,500 and of 50,000 bank transactions on the page's own origin, with every request 0 or
 * `TARGET_LATENCY` ms slower (Chromium's own network emulation, as the network bench slows them).
 * Each account's balances come from one page of its lines, and a busy account's dates past it from
 * one-line pages: each load's GL pages are checked against those worked out from the
 * sandbox's lines. A revisit with `persist` asks nothing for balances inside the closed, locked
 * period (`measureRevisits`). The page sends no marker requests here
 * (they would take one of the six connections the balances use): requests are split at the first
 * figures and at the final ones by the page's own clock.
 */

/**
 * The statements measured: every one, or those `BENCH_STATEMENTS` names (comma-separated scenario
 * names, to measure a change to one without the half hour of all; the large chart and the
 * revisits are then left out too).
 */
const ONLY = process.env['BENCH_STATEMENTS']?.split(',').filter((name) => name in STATEMENT_SCENARIOS)
export const MEASURED_SCENARIOS = (Object.keys(STATEMENT_SCENARIOS) as StatementScenario[]).filter(
  (scenario) => ONLY === undefined || ONLY.includes(scenario),
)
export const MEASURES_ALL = ONLY === undefined

/** The bank transactions per company of the two sandboxes; the requests must not differ between them. */
export const STATEMENT_HISTORIES = [3_500, 50_000] as const
/** The company whose chart of accounts the host passes: the bakery's, the company the page's user owns. */
const COMPANY_ID = SANDBOX.companies.bakery.id
/** The latency the targets are set at, and the targets there: first figures ≤ 2 round trips + 300 ms, complete ≤ 1.2 s. */
export const TARGET_LATENCY = 150
export const FIRST_FIGURES_TARGET_MS = 2 * TARGET_LATENCY + 300
export const COMPLETE_TARGET_MS = 1_200
/** The latencies measured (0 ms for reference), and the loads at each; medians are reported. */
export const STATEMENT_LATENCIES = [0, TARGET_LATENCY] as const
export const STATEMENT_RUNS = 5

/** Requests of the page by kind: balances (one-line GL pages), the token, any other service request. */
export interface StatementRequests {
  balances: number
  token: number
  other: number
}

/** One load of a statement, in ms from the provider's mount. */
export interface StatementLoad {
  /** The first account's figures in the DOM, and painted (two animation frames later). */
  firstContentMs: number
  firstMs: number
  /** Every statement's figures final in the DOM (and, for a balance sheet or trial balance, its check said, for a cash flow statement its tie), and painted. */
  completeContentMs: number
  completeMs: number
  /** From every root's `data-figures="final"` to the checks said under the tables (0: the same DOM moment); `undefined` for the profit and loss alone, which has none. */
  checkAfterFinalMs: number | undefined
  /** The checks said at the end, in the page's order: each `data-check` (`balances`, `ties` or `differs`) and its words; none for the profit and loss. */
  checks: Array<{ state: string; text: string }>
  /** Requests asked for before the first figures reached the DOM, and before the figures were final in it. */
  toFirst: StatementRequests
  toComplete: StatementRequests
  /** The paths of the `other` requests before final (the closing, asked by a statement once its own balances are read). */
  otherBeforeComplete: string[]
  /**
   * Round trips before each: the longest chain of service requests, each sent (on the wire, after
   * waiting for a connection) once the one before it was answered, among those answered before it.
   */
  roundTripsToFirst: number
  roundTripsToComplete: number
  /** The GL pages Chromium sent, against those expected. */
  reads: ReadCheck
  /** The GL pages Chromium sent by kind. */
  asked: AskedReads
}

/** The GL requests a load sent: pages of lines, one-line pages, and the accounts whose lines were asked in pages of two ranges (one statement's inside another's). */
interface AskedReads {
  pages: number
  oneLine: number
  accountsPagedTwice: number
}

/** The GL requests of a load by kind. */
function askedOf(reads: readonly GlRead[]): AskedReads {
  const pages = reads.filter((read) => read.limit !== 1)
  const pagesOf = new Map<string, number>()
  for (const { glAccountId } of pages) pagesOf.set(glAccountId, (pagesOf.get(glAccountId) ?? 0) + 1)
  return {
    pages: pages.length,
    oneLine: reads.length - pages.length,
    accountsPagedTwice: [...pagesOf.values()].filter((count) => count > 1).length,
  }
}

/** One statement at one sandbox size and latency: every load, and what a plain request took. */
export interface StatementFigure {
  scenario: StatementScenario
  /** Bank transactions per company asked of the sandbox, and the bakery's as seeded. */
  history: number
  transactions: number
  latencyMs: number
  /** The income and expense accounts of the chart passed: the profit and loss's rows. */
  incomeAndExpenseAccounts: number
  /** What a plain request took from the page at this latency (fastest of 10). */
  roundTripMs: number
  /** The GL pages the statement should send, and the balances they tell; statements together: at most. */
  expected: ExpectedReads
  /** Statements together: the GL pages each would send alone, summed (what sharing none would cost); `undefined` for one statement. */
  alone: number | undefined
  /** Statements together: the accounts (by name) of pages a wider page of the same account, also asked, tells (`pagesInsideWider`); empty for one statement. */
  insideWider: string[]
  loads: StatementLoad[]
}

type RequestKind = keyof StatementRequests

/** A service request by its path: a balance, the token, or another; `undefined` for anything else the page fetches (its own files). */
function kindOf(pathname: string): RequestKind | undefined {
  if (pathname === TOKEN_PATH) return 'token'
  // A page of an account's ledger; `checkReads` says whether each was a one-line page of an expected date.
  if (GL_PATH.test(pathname)) return 'balances'
  return /^\/v[56]\//.test(pathname) ? 'other' : undefined
}

function countOf(kinds: ReadonlyArray<RequestKind | undefined>): StatementRequests {
  const count = (kind: RequestKind) => kinds.filter((each) => each === kind).length
  return { balances: count('balances'), token: count('token'), other: count('other') }
}

/**
 * Runs in the page before anything else: the browser's today is the sandbox's (noon there, moving on
 * with the real clock), as `localToday()` reads it, and the host's chart of accounts is ready for
 * the statement. Only `Date` is replaced: timers and `performance.now()` stay the browser's own,
 * which a fake clock (Playwright's `page.clock`) would replace too.
 */
function prepareStatementPage({
  today,
  accounts,
  dimensionValues,
}: {
  today: string
  accounts: GlAccountInfo[]
  dimensionValues: AccountingDimensionValue[]
}): void {
  const NativeDate = Date
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const shift = new NativeDate(year, month - 1, day, 12).getTime() - NativeDate.now()
  const now = () => NativeDate.now() + shift
  window.Date = new Proxy(NativeDate, {
    construct: (target, args: unknown[], newTarget: NewableFunction) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  })
  window.benchAccounts = accounts
  window.benchDimensionValues = dimensionValues
}

/**
 * A request as the page's resource timings have it, in ms from the mount: asked for (`fetch`
 * called) at `askedMs`, on the wire from `sentMs` (after any wait for one of the origin's six
 * connections), answered at `endMs`.
 */
interface TimedRequest {
  path: string
  askedMs: number
  sentMs: number
  endMs: number
}

/** Runs in the page once the figures are final and painted: the moments the page marked, and every request's timing. */
function pageTimings() {
  const { shownAt, contentAt, paintedAt } = window.bench
  const { endedAt, endedPaintedAt, ended, rootEndedAt, checks = [] } = window.benchStatement ?? {}
  const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
    path: new URL(entry.name).pathname,
    askedMs: entry.startTime - shownAt!,
    sentMs: (entry.requestStart || entry.startTime) - shownAt!,
    endMs: entry.responseEnd - shownAt!,
  }))
  return {
    contentMs: contentAt! - shownAt!,
    paintedMs: paintedAt! - shownAt!,
    completeContentMs: endedAt! - shownAt!,
    completeMs: endedPaintedAt! - shownAt!,
    checkAfterFinalMs: endedAt! - rootEndedAt!,
    checks,
    ended: ended!,
    requests,
  }
}

/** The service requests asked for before `atMs`: the page's clock orders them exactly against the DOM moment, taken in a task of its own. */
const askedBefore = (requests: readonly TimedRequest[], atMs: number) =>
  countOf(requests.filter((request) => request.askedMs < atMs).map((request) => kindOf(request.path)))

/** The longest chain of service requests answered by `atMs`, each sent once the one before it was answered. */
function roundTripsBy(requests: readonly TimedRequest[], atMs: number): number {
  const answered = requests
    .filter((request) => kindOf(request.path) !== undefined && request.endMs <= atMs)
    .sort((a, b) => a.sentMs - b.sentMs)
  const depths: number[] = []
  answered.forEach((request, index) => {
    depths[index] =
      1 + Math.max(0, ...answered.slice(0, index).flatMap((before, at) => (before.endMs <= request.sentMs ? [depths[at]!] : [])))
  })
  return Math.max(0, ...depths)
}

/** Waits for the first figures to paint, then for the statement's figures to end (final, or stopped by a failure) and paint. */
async function waitForEnd({ page }: OpenScenario): Promise<void> {
  await page.waitForFunction(() => window.bench?.paintedAt !== undefined, undefined, { timeout: 120_000, polling: 20 })
  await page.waitForFunction(() => window.benchStatement?.endedPaintedAt !== undefined, undefined, { timeout: 120_000, polling: 20 })
}

/** One load in a fresh browser context (nothing cached): the first figures, the figures final, and what was sent before each. */
async function loadStatement(
  browser: Browser,
  served: ServedPage,
  scenario: StatementScenario,
  latencyMs: number,
  accounts: GlAccountInfo[],
  dimensionValues: AccountingDimensionValue[],
  expected: ExpectedReads,
  withRoundTrip: boolean,
): Promise<{ load: StatementLoad; roundTripMs?: number }> {
  // What Chromium sent, to check the resource timings against (a request they miss would go uncounted), and the GL pages it asked for.
  const sent: Array<RequestKind | undefined> = []
  const glReads: GlRead[] = []
  const open = await openScenario(browser, served, {
    ...pageQuery(scenario),
    latencyMs,
    prepare: async (page) => {
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        const kind = kindOf(pathname)
        sent.push(kind)
        const read =
          kind === 'balances'
            ? glReadOf(pathname, request.postData() === null ? undefined : (request.postDataJSON() as unknown))
            : undefined
        if (read) glReads.push(read)
      })
      await page.addInitScript(prepareStatementPage, { today: STATEMENT_TODAY, accounts, dimensionValues })
    },
  })
  try {
    await waitForEnd(open)
    const timings = await open.page.evaluate(pageTimings)
    if (timings.ended !== 'final')
      throw new Error(`The statement's figures ended ${timings.ended}, not final: some account's figures failed`)
    const toComplete = askedBefore(timings.requests, timings.completeContentMs)
    const seen = countOf(sent)
    if (seen.balances !== toComplete.balances || seen.token !== toComplete.token) {
      throw new Error(
        `Chromium sent ${seen.balances} balances and ${seen.token} token requests, the resource timings show ${toComplete.balances} and ${toComplete.token}`,
      )
    }
    const load: StatementLoad = {
      firstContentMs: timings.contentMs,
      firstMs: timings.paintedMs,
      completeContentMs: timings.completeContentMs,
      completeMs: timings.completeMs,
      checkAfterFinalMs: timings.checks.length > 0 ? timings.checkAfterFinalMs : undefined,
      checks: timings.checks,
      toFirst: askedBefore(timings.requests, timings.contentMs),
      toComplete,
      otherBeforeComplete: timings.requests
        .filter((request) => request.askedMs < timings.completeContentMs && kindOf(request.path) === 'other')
        .map((request) => request.path),
      roundTripsToFirst: roundTripsBy(timings.requests, timings.contentMs),
      roundTripsToComplete: roundTripsBy(timings.requests, timings.completeContentMs),
      reads: checkReads(expected, glReads),
      asked: askedOf(glReads),
    }
    return { load, ...(withRoundTrip ? { roundTripMs: await measureRoundTrip(open.page) } : {}) }
  } finally {
    await open.close()
  }
}

/** `STATEMENT_RUNS` loads of a statement at one latency on a served sandbox, with the bakery's chart of accounts as the sandbox lists it. */
async function measureFigure(
  browser: Browser,
  served: ServedPage,
  server: SandboxServer,
  history: number,
  scenario: StatementScenario,
  latencyMs: number,
): Promise<StatementFigure> {
  const accounts = server.sandbox.inspect.glAccounts(COMPANY_ID)
  const dimensionValues = server.sandbox.inspect.dimensionValues(COMPANY_ID)
  const transactions = server.sandbox.inspect.bankTransactions(COMPANY_ID).length
  const expected = expectedReads(scenario, accounts, server.sandbox)
  const alone = isTogether(scenario)
    ? partsOf(scenario).reduce((sum, part) => sum + readCount(expectedReads(part, accounts, server.sandbox)), 0)
    : undefined
  const names = new Map(accounts.map((account) => [account.id, account.name]))
  const insideWider = isTogether(scenario)
    ? pagesInsideWider(expected, server.sandbox).map((page) => `${names.get(page.glAccountId)} ${page.beginDate}–${page.endDate}`)
    : []
  const incomeAndExpenseAccounts = accounts.filter((account) => classOfType(account.type) !== 'balanceSheet').length
  const loads: StatementLoad[] = []
  let roundTripMs = Number.NaN
  for (let run = 0; run < STATEMENT_RUNS; run++) {
    const measured = await loadStatement(browser, served, scenario, latencyMs, accounts, dimensionValues, expected, run === 0)
    loads.push(measured.load)
    roundTripMs = measured.roundTripMs ?? roundTripMs
  }
  return { scenario, history, transactions, latencyMs, incomeAndExpenseAccounts, roundTripMs, expected, alone, insideWider, loads }
}

/**
 * Every statement at every latency, `STATEMENT_RUNS` loads each, on one sandbox server per size of
 * `STATEMENT_HISTORIES`, with the bakery's chart of accounts as the sandbox lists it.
 */
export async function measureStatements(browser: Browser, page: BuiltBenchPage): Promise<StatementFigure[]> {
  const figures: StatementFigure[] = []
  for (const history of STATEMENT_HISTORIES) {
    await withService(page, history, async (served, server) => {
      for (const scenario of MEASURED_SCENARIOS) {
        for (const latencyMs of STATEMENT_LATENCIES)
          figures.push(await measureFigure(browser, served, server, history, scenario, latencyMs))
      }
    })
  }
  return figures
}

/** The large chart: a P&L compared over 100 income and expense accounts asks at most 160 GL pages (400 at one line per account and date). */
export const LARGE_CHART = { incomeAndExpenseAccounts: 100, mostRequests: 160, scenario: 'year', history: STATEMENT_HISTORIES[0] } as const

/**
 * The P&L of 2025 beside 2024 on the bakery's chart grown to `LARGE_CHART`'s accounts (the
 * sandbox's `incomeAndExpenseAccounts`), at the smaller history and `TARGET_LATENCY`, as the
 * 18-account rows are measured.
 */
export async function measureLargeChart(browser: Browser, page: BuiltBenchPage): Promise<StatementFigure> {
  return withService(
    page,
    LARGE_CHART.history,
    (served, server) => measureFigure(browser, served, server, LARGE_CHART.history, LARGE_CHART.scenario, TARGET_LATENCY),
    { incomeAndExpenseAccounts: LARGE_CHART.incomeAndExpenseAccounts },
  )
}

/** The statements revisited with `persist`: the P&L of 2025 beside 2024 and the balance sheet beside the year end before. */
const REVISITED: readonly StatementScenario[] = ['year', 'balance-sheet-vs-year-end']

/** A revisit of a statement with `persist`, after a first visit in the same browser context stored its cache. */
export interface StatementRevisit {
  scenario: StatementScenario
  history: number
  latencyMs: number
  /** The balances inside the closed, locked period the first visit kept. */
  lockedBalances: number
  /** The GL pages the revisit sent, and those of them that asked a locked balance. */
  ledgerReads: GlRead[]
  lockedReads: number
  /** Mount to every figure final, painted, on the revisit. */
  completeMs: number
  ended: string
}

/** Runs in the page: the most balances stored under bookkit's IndexedDB store's small-queries entries. */
async function storedBalances(): Promise<number> {
  return new Promise((resolve) => {
    const open = indexedDB.open('bookkit')
    open.onerror = () => resolve(0)
    open.onsuccess = () => {
      const db = open.result
      try {
        const all = db.transaction('cache').objectStore('cache').getAll()
        all.onerror = () => resolve(0)
        all.onsuccess = () => {
          const counts = (all.result as Array<{ clientState?: { queries?: Array<{ queryKey: unknown[] }> } }>).map(
            (entry) => entry?.clientState?.queries?.filter((query) => query.queryKey[0] === 'glBalances').length ?? 0,
          )
          db.close()
          resolve(Math.max(0, ...counts))
        }
      } catch {
        db.close()
        resolve(0)
      }
    }
  })
}

/**
 * A first visit with `persist` to every figure final, until the stored cache holds the locked
 * balances; then the page loaded again in the same context (its IndexedDB kept), counting the GL
 * pages it sends until its figures are final.
 */
async function revisitStatement(
  browser: Browser,
  served: ServedPage,
  scenario: StatementScenario,
  latencyMs: number,
  accounts: GlAccountInfo[],
  isLocked: (date: string) => boolean,
): Promise<StatementRevisit> {
  const ledgerReads: GlRead[] = []
  let revisiting = false
  const lockedBalances = accounts.reduce((sum, account) => sum + datesRead(scenario, account).filter(isLocked).length, 0)
  const { scenario: name, query } = pageQuery(scenario)
  const open = await openScenario(browser, served, {
    scenario: name,
    query: { ...query, persist: '1' },
    latencyMs,
    prepare: async (page) => {
      page.on('request', (request) => {
        const read = revisiting
          ? glReadOf(new URL(request.url()).pathname, request.postData() === null ? undefined : (request.postDataJSON() as unknown))
          : undefined
        if (read) ledgerReads.push(read)
      })
      await page.addInitScript(prepareStatementPage, { today: STATEMENT_TODAY, accounts, dimensionValues: [] })
    },
  })
  try {
    await waitForEnd(open)
    const deadline = Date.now() + 30_000
    while ((await open.page.evaluate(storedBalances)) < lockedBalances) {
      if (Date.now() > deadline) throw new Error(`The first visit stored fewer than ${lockedBalances} locked balances`)
      await open.page.waitForTimeout(100)
    }
    revisiting = true
    await open.page.reload()
    await waitForEnd(open)
    const timings = await open.page.evaluate(pageTimings)
    // A page whose first date is locked, or a one-line page of a locked date, asks a locked balance.
    const lockedReads = ledgerReads.filter((read) => isLocked(read.beginDate)).length
    return {
      scenario,
      history: 0,
      latencyMs,
      lockedBalances,
      ledgerReads,
      lockedReads,
      completeMs: timings.completeMs,
      ended: timings.ended,
    }
  } finally {
    await open.close()
  }
}

/** Each of `REVISITED` revisited once at each size, at `TARGET_LATENCY`. */
export async function measureRevisits(browser: Browser, page: BuiltBenchPage): Promise<StatementRevisit[]> {
  const revisits: StatementRevisit[] = []
  for (const history of STATEMENT_HISTORIES) {
    await withService(page, history, async (served, server) => {
      const accounts = server.sandbox.inspect.glAccounts(COMPANY_ID)
      const closing = server.sandbox.inspect.closing(COMPANY_ID)
      // The balance before a date is locked when the day before is inside a period closed to changes.
      const isLocked = (date: string) => closing.modifications === 'DISABLED' && addDays(date, -1) <= closing.date
      for (const scenario of REVISITED)
        revisits.push({ ...(await revisitStatement(browser, served, scenario, TARGET_LATENCY, accounts, isLocked)), history })
    })
  }
  return revisits
}
