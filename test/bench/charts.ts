import { loadavg } from 'node:os'
import type { Browser } from 'playwright-core'
import type { SandboxServer } from '../../src/sandbox'
import { withService } from './network'
import type { BuiltBenchPage } from './lists'
import {
  firstContent,
  LISTING_PATH,
  measureRoundTrip,
  openScenario,
  type FirstContent,
  type OpenScenario,
  type ServedPage,
} from './networkPage'
import type { DerivationTiming, SaveKind, SavePath, SaveTiming } from './page/ChartsBench'

/**
 * The charts on the bench page (test/bench/page/ChartsBench.tsx): `<CashFlowChart>` and
 * `<SpendingByCategory>`, alone or with the review queue under them (one sync for all three),
 * against a sandbox of `CHART_HISTORY` bank transactions on the page's own origin. Saves after the
 * whole set is synced, timed from the set landing in the cache to the charts' DOM showing the new
 * figures; and the first bars with every request `TARGET_LATENCY` ms slower, as the network bench
 * slows them (Chromium's own network emulation).
 */

export const CHART_HISTORY = 20_000
/** The sandbox's today is 2026-06-30: the cash flow ends in its month, the spending is of it. */
export const CHART_MONTH = '2026-06'
/** One frame at 60 Hz: the target of a save's update. */
export const FRAME_MS = 1000 / 60
/** The latency the first-bars target is set at, and the target there: 2 round trips + 300 ms. */
export const TARGET_LATENCY = 150
export const FIRST_BARS_TARGET_MS = 2 * TARGET_LATENCY + 300
/** The latencies the first bars are measured at (0 ms for reference), and the loads at each; the median is reported. */
export const FIRST_BARS_LATENCIES = [0, TARGET_LATENCY] as const
const FIRST_BARS_RUNS = 5
/** Saves per kind and path, and the least time between two (so one save's render never overlaps the next). */
export const SAVES_PER_KIND = 20
const SAVE_GAP_MS = 250
const DERIVATION_REPS = 30

/** The page's scenarios: the two charts, and the two charts with the review queue. */
const CHART_SCENARIOS = ['charts', 'charts-queue'] as const
/** The pages whose first content is measured: the charts, and the overview to its tiles' figures and to everything drawn. */
export const FIRST_CONTENT_SCENARIOS = [...CHART_SCENARIOS, 'overview', 'overview-whole'] as const
export type FirstContentScenario = (typeof FIRST_CONTENT_SCENARIOS)[number]
/** The pages saves are measured on: the two charts, with the queue, and the overview with its three charts. */
export const SAVE_SCENARIOS = [...CHART_SCENARIOS, 'overview-whole'] as const
export type SaveScenario = (typeof SAVE_SCENARIOS)[number]

/** A service request answered before the first bars reached the DOM: its path, and when it was sent and answered, in ms from the mount. */
interface AnsweredRequest {
  path: string
  startMs: number
  endMs: number
}

/** One load's first bars, and the requests answered before them. */
interface FirstBarsLoad extends FirstContent {
  answered: AnsweredRequest[]
  /**
   * Round trips until the listing's first page was answered: the longest chain of requests, each
   * sent after the one before it was answered, that ends with it (the token, then the page: 2).
   */
  roundTripsToFirstPage: number
  /** ms from the mount to the first page answered; the rest, to `ms`, is merging, rendering and painting it. */
  firstPageMs: number
  /** ms from the mount to the first bars in the DOM (before they painted, at `ms`). */
  contentMs: number
}

/** The first bars of one scenario at one latency: the median load, and every load's time. */
export interface FirstBarsFigure {
  scenario: FirstContentScenario
  latencyMs: number
  median: FirstBarsLoad
  runsMs: number[]
}

/** Saves on one scenario after its whole set was synced. */
export interface SaveFigures {
  scenario: SaveScenario
  /** The machine's 1-minute load average as the run started. */
  load: number
  /** Transactions in the cached set once synced. */
  transactions: number
  /** ms from the mount to the whole set synced (at 0 ms latency). */
  syncMs: number
  derivations: DerivationTiming[]
  saves: SaveTiming[]
}

/** A sandbox of `CHART_HISTORY` bank transactions for the bakery, and the bench page on one origin with it. */
export const withChartService = <T>(
  page: BuiltBenchPage,
  run: (served: ServedPage, server: SandboxServer) => Promise<T>,
  history: number = CHART_HISTORY,
): Promise<T> => withService(page, history, run)

const query = { endMonth: CHART_MONTH, period: CHART_MONTH }

/** The first bars of every chart, `FIRST_BARS_RUNS` loads in fresh contexts (nothing cached), and the plain request's time at that latency. */
export async function measureFirstBars(
  browser: Browser,
  served: ServedPage,
  scenario: FirstContentScenario,
  latencyMs: number,
): Promise<FirstBarsFigure & { roundTripMs: number }> {
  const runs: FirstBarsLoad[] = []
  let roundTripMs = Number.NaN
  for (let run = 0; run < FIRST_BARS_RUNS; run++) {
    const open = await openScenario(browser, served, { scenario, query, latencyMs })
    try {
      const first = await firstContent(open)
      const { answered, contentMs } = await open.page.evaluate(answeredBeforeContent)
      runs.push({ ...first, answered, contentMs, ...firstPageOf(answered) })
      if (run === 0) roundTripMs = await measureRoundTrip(open.page)
    } finally {
      await open.close()
    }
  }
  const sorted = [...runs].sort((a, b) => a.ms - b.ms)
  return { scenario, latencyMs, median: sorted[Math.floor(sorted.length / 2)]!, runsMs: runs.map((run) => run.ms), roundTripMs }
}

/** Runs in the page: when the first content reached the DOM, and the service requests (`/v5/…`, `/v6/…`) answered before it, from the resource timings; ms from the mount. */
function answeredBeforeContent(): { answered: AnsweredRequest[]; contentMs: number } {
  const { shownAt, contentAt } = window.bench
  const answered = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => /^\/v[56]\//.test(new URL(entry.name).pathname) && entry.responseEnd <= contentAt!)
    .map((entry) => ({ path: new URL(entry.name).pathname, startMs: entry.startTime - shownAt!, endMs: entry.responseEnd - shownAt! }))
    .sort((a, b) => a.startMs - b.startMs)
  return { answered, contentMs: contentAt! - shownAt! }
}

/** The listing's first page among the requests (sorted by sending): when it was answered, and the longest chain of round trips ending with it. */
function firstPageOf(requests: readonly AnsweredRequest[]): { roundTripsToFirstPage: number; firstPageMs: number } {
  const depths: number[] = []
  requests.forEach((request, index) => {
    depths[index] =
      1 + Math.max(0, ...requests.slice(0, index).flatMap((before, at) => (before.endMs <= request.startMs ? [depths[at]!] : [])))
  })
  const page = requests.findIndex((request) => request.path === LISTING_PATH)
  return page < 0
    ? { roundTripsToFirstPage: Number.NaN, firstPageMs: Number.NaN }
    : { roundTripsToFirstPage: depths[page]!, firstPageMs: requests[page]!.endMs }
}

/** Waits until the cached set is whole and the charts no longer say they are counting. */
async function waitForWholeSet({ page }: OpenScenario): Promise<number> {
  await page.waitForFunction(
    () =>
      window.benchCharts?.syncedSize() !== undefined &&
      [...document.querySelectorAll('[data-note="counting"]')].every((note) => note.textContent === ''),
    undefined,
    { timeout: 600_000, polling: 50 },
  )
  return page.evaluate(() => window.benchCharts!.syncedSize()!)
}

/**
 * Opens `scenario` at 0 ms, waits for the whole set, times the derivation's pure steps, then saves
 * `SAVES_PER_KIND` transactions of each kind by each path, the kinds alternating.
 */
export async function measureSaves(browser: Browser, served: ServedPage, scenario: SaveScenario): Promise<SaveFigures> {
  const load = loadavg()[0]!
  const open = await openScenario(browser, served, { scenario, query, latencyMs: 0 })
  try {
    await firstContent(open)
    const transactions = await waitForWholeSet(open)
    const syncMs = await open.page.evaluate(() => performance.now() - window.bench.shownAt!)
    const derivations: DerivationTiming[] = []
    for (const kind of ['category', 'date'] as const)
      derivations.push(
        await open.page.evaluate((asked) => window.benchCharts!.derive(asked.kind, asked.reps), { kind, reps: DERIVATION_REPS }),
      )
    const saves: SaveTiming[] = []
    for (const path of ['hook', 'cache'] as const satisfies readonly SavePath[]) {
      for (let index = 0; index < SAVES_PER_KIND * 2; index++) {
        const kind: SaveKind = index % 2 === 0 ? 'category' : 'date'
        const started = Date.now()
        saves.push(await open.page.evaluate((asked) => window.benchCharts!.save(asked.kind, asked.path), { kind, path }))
        await open.page.waitForTimeout(Math.max(0, SAVE_GAP_MS - (Date.now() - started)))
      }
    }
    return { scenario, load, transactions, syncMs, derivations, saves }
  } finally {
    await open.close()
  }
}
