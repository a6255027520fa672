// @vitest-environment node
import type { SaveKind, SavePath, SaveTiming } from './page/ChartsBench'
import {
  CHART_HISTORY,
  CHART_MONTH,
  SAVE_SCENARIOS,
  FIRST_BARS_LATENCIES,
  FIRST_CONTENT_SCENARIOS,
  FIRST_BARS_TARGET_MS,
  FRAME_MS,
  measureFirstBars,
  measureSaves,
  SAVES_PER_KIND,
  TARGET_LATENCY,
  withChartService,
  type FirstBarsFigure,
  type FirstContentScenario,
  type SaveFigures,
} from './charts'
import type { Browser } from 'playwright-core'
import { buildBenchPage, launchChromium, type BuiltBenchPage } from './lists'
import { markdownTable, ms, writeResults } from './report'
import { percentile } from './scale'

/**
 * The charts (`<CashFlowChart endMonth months={12}>` and `<SpendingByCategory period>`
 * for 2026-06, alone and with the review queue under them) and the overview
 * (`<BooksOverview asOf="2026-06-30">`: its tiles, then its three charts) in Chromium on a production build of
 * the bench page, against a sandbox on the page's origin: at 20,000 bank transactions the first
 * bars with every request 150 ms slower against 2 round trips + 300 ms; at 20,000 and 100,000,
 * after the whole set is synced, a save (a recategorize, or a date moved to May) from the set
 * landing in the cache to the charts' DOM (the overview's too) showing the new figures, against
 * one frame. Run alone with
 * `npm run build && BOOKKIT_BENCH=1 BENCH_ONLY=charts npx vitest run --project bench`
 * (`BENCH_CHART_SIZES=20000` saves at fewer sizes).
 * Prints one table and writes it, with the raw figures, to bench-results/charts.{md,json}.
 * Timings are reported, never asserted.
 */

const NAMES: Record<FirstContentScenario, string> = {
  charts: 'charts',
  'charts-queue': 'charts + queue',
  overview: 'overview: tiles',
  'overview-whole': 'overview: tiles and 3 charts',
}
const KIND_NAMES: Record<SaveKind, string> = { category: 'recategorize (spending moves)', date: 'date moved to May (both move)' }
const PATH_NAMES: Record<SavePath, string> = {
  hook: 'useBankTransactionSave over HTTP',
  cache: 'its answer applied to the cache (setQueriesData + mergeChanges)',
}

const count = (value: number) => value.toLocaleString('en-US')
/** A step far below a millisecond, to the microsecond. */
const fine = (value: number) => `${value.toFixed(3)} ms`
const ratio = (value: number, target: number) => `${(value / target).toFixed(2)} ×`
/** `median 2.6 ms (0.16 ×), p95 5.8 ms (0.35 ×)`: the ratios to `target` when there is one. */
const medianP95 = (values: readonly number[], target?: number) => {
  const of = (value: number) => `${ms(value)}${target === undefined ? '' : ` (${ratio(value, target)})`}`
  return `median ${of(percentile(values, 0.5))}, p95 ${of(percentile(values, 0.95))}`
}
const requestsCell = ({ requests, tokenRequests }: FirstBarsFigure['median']) => `${requests} + ${tokenRequests} token`

type FirstBars = FirstBarsFigure & { roundTripMs: number }

/** The first bars per scenario and latency: the median load, with its requests, beside the target. */
function firstBarsTable(figures: readonly FirstBars[]): string {
  return markdownTable(
    [
      'page',
      'a request took',
      `mount → first bars painted, median of ${figures[0]?.runsMs.length ?? 0}`,
      'every load',
      'requests sent before (service + token)',
      'round trips to the first page',
      'requests answered before, ms from the mount',
      'first page → bars in DOM → painted',
    ],
    figures.map((figure) => [
      NAMES[figure.scenario],
      ms(figure.roundTripMs),
      `${ms(figure.median.ms)}${figure.latencyMs === TARGET_LATENCY ? ` (${ratio(figure.median.ms, FIRST_BARS_TARGET_MS)} ${FIRST_BARS_TARGET_MS} ms)` : ''}`,
      figure.runsMs.map((run) => Math.round(run)).join(', '),
      requestsCell(figure.median),
      String(figure.median.roundTripsToFirstPage),
      figure.median.answered
        .map((request) => `${request.path.replace(/^\/v\d\//, '')} ${Math.round(request.startMs)}→${Math.round(request.endMs)}`)
        .join(', '),
      `${ms(figure.median.contentMs - figure.median.firstPageMs)} → ${ms(figure.median.ms - figure.median.firstPageMs)}`,
    ]),
  )
}

/** Saves per scenario, path and kind: from the set landing in the cache to the charts' DOM, and to the frame that paints it. */
function savesTable(figures: readonly SaveFigures[]): string {
  const row = (page: string, path: string, kind: string, saves: readonly SaveTiming[], before: readonly number[]) => {
    const shown = saves.filter(
      (save): save is SaveTiming & { domMs: number; frameMs: number } => save.domMs !== null && save.frameMs !== null,
    )
    const outcomes = [...new Set(saves.map((save) => save.outcome))]
      .map((outcome) => `${saves.filter((save) => save.outcome === outcome).length} ${outcome}`)
      .join(', ')
    return [
      page,
      path,
      kind,
      `${outcomes}; ${shown.length} shown`,
      medianP95(
        shown.map((save) => save.domMs),
        FRAME_MS,
      ),
      medianP95(
        shown.map((save) => save.frameMs),
        FRAME_MS,
      ),
      `${shown.filter((save) => save.domMs > FRAME_MS).length} of ${shown.length}`,
      `${shown.filter((save) => save.nextFrame).length} of ${shown.length}`,
      before.length > 0 ? medianP95(before) : '',
    ]
  }
  const rows = figures.flatMap((run) => [
    ...(['hook', 'cache'] as const).flatMap((path) =>
      (['category', 'date'] as const).map((kind) => {
        const saves = run.saves.filter((save) => save.path === path && save.kind === kind)
        return row(
          `${NAMES[run.scenario]}, ${count(run.transactions)}`,
          PATH_NAMES[path],
          KIND_NAMES[kind],
          saves,
          saves.map((save) => (path === 'hook' ? save.toLandingMs : (save.setDataMs ?? Number.NaN))),
        )
      }),
    ),
    row(`${NAMES[run.scenario]}, ${count(run.transactions)}`, '**every save**', '', run.saves, []),
  ])
  return markdownTable(
    [
      'page',
      'path',
      'save',
      'outcomes',
      "landed in the cache → charts' DOM updated",
      'landed → the frame that paints it',
      'DOM updated later than a frame',
      'DOM updated before the first frame after landing',
      "before landing: the save's round trip (hook) / setQueriesData with its merge (cache)",
    ],
    rows,
  )
}

/** The derivation's pure steps on the synced set, and what the sync cost before them. */
function derivationTable(figures: readonly SaveFigures[]): string {
  return markdownTable(
    [
      'page',
      'transactions synced',
      'mount → whole set synced',
      'load',
      'save',
      'mergeChanges',
      'totalsOf, moved by the change',
      'sumTransactions, the whole set',
    ],
    figures.flatMap((run) =>
      run.derivations.map((derivation) => [
        NAMES[run.scenario],
        count(run.transactions),
        ms(run.syncMs),
        run.load.toFixed(1),
        KIND_NAMES[derivation.kind],
        fine(derivation.mergeMs),
        fine(derivation.movedMs),
        fine(derivation.fullMs),
      ]),
    ),
  )
}

/** The histories saves are measured at (`BENCH_CHART_SIZES=20000` for fewer); the first bars at `CHART_HISTORY` alone. */
const SAVE_SIZES = (process.env.BENCH_CHART_SIZES ?? `${CHART_HISTORY},100000`)
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => size > 0)

const firstBars: Array<FirstBarsFigure & { roundTripMs: number }> = []
const saves: SaveFigures[] = []
let page: BuiltBenchPage
let browser: Browser

beforeAll(async () => {
  page = await buildBenchPage()
  browser = await launchChromium()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  page?.dispose()
  if (firstBars.length === 0 && saves.length === 0) return
  const table = [
    `**Charts** (CashFlowChart endMonth ${CHART_MONTH} months 12, SpendingByCategory period ${CHART_MONTH}; "charts + queue": the review queue under them, one sync for all; the overview: BooksOverview asOf ${CHART_MONTH}-30, its tiles and three charts) at ${SAVE_SIZES.map(count).join(' and ')} bank transactions, Chromium, production build.`,
    ...(firstBars.length > 0
      ? [
          `**First bars** at ${count(CHART_HISTORY)}: mount to every chart's summary and first bars painted (the overview: its three tiles' figures; "tiles and 3 charts": those and every chart's bars), nothing cached, every request ${FIRST_BARS_LATENCIES.join(' or ')} ms slower; target ${FIRST_BARS_TARGET_MS} ms (2 round trips + 300 ms) at ${TARGET_LATENCY} ms.`,
          firstBarsTable(firstBars),
        ]
      : []),
    `**Saves** after the whole set is synced, ${SAVES_PER_KIND} of each kind by each path, at 0 ms: from the set landing in the cache to the charts' DOM showing the new figures; target one frame (${ms(FRAME_MS)}).`,
    savesTable(saves),
    `**Derivation alone** on the synced set, each step the mean of ${saves[0]?.derivations[0]?.reps ?? 0} calls in a row (no React): the merge of one saved record, the chart hooks' per-day sums moved by it, and the pass over the set it spares.`,
    derivationTable(saves),
  ].join('\n\n')
  writeResults('charts', table, { firstBars, saves })
  process.stdout.write(`\n${table}\n\n`)
}, 60_000)

for (const size of SAVE_SIZES) {
  it(`measures the charts at ${count(size)} transactions`, { timeout: 1_800_000 }, async () => {
    const measured: SaveFigures[] = []
    await withChartService(
      page,
      async (served) => {
        // The first bars first, on the sandbox as seeded; then the saves, which change it.
        if (size === CHART_HISTORY)
          for (const scenario of FIRST_CONTENT_SCENARIOS)
            for (const latencyMs of FIRST_BARS_LATENCIES) firstBars.push(await measureFirstBars(browser, served, scenario, latencyMs))
        for (const scenario of SAVE_SCENARIOS) measured.push(await measureSaves(browser, served, scenario))
      },
      size,
    )
    saves.push(...measured)
    process.stdout.write(`\n${savesTable(measured)}\n\n`)
    for (const figures of measured) expect(figures.transactions).toBeGreaterThanOrEqual(size)
  })
}
