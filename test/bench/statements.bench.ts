// @vitest-environment node
import { MAX_BALANCE_REQUESTS } from '../../src/react/ledgerBalances'
import {
  COMPLETE_TARGET_MS, FIRST_FIGURES_TARGET_MS, measureStatements, STATEMENT_HISTORIES, STATEMENT_LATENCIES, STATEMENT_RUNS, STATEMENT_SCENARIOS, STATEMENT_TODAY, TARGET_LATENCY,
  type StatementFigure, type StatementLoad, type StatementRequests, type StatementScenario,
} from './statements'
import { buildBenchPage, launchChromium } from './lists'
import { markdownTable, ms, writeResults } from './report'
import { percentile } from './scale'

/**
 * The profit and loss of issue 44 (`<ProfitAndLoss>` with the sandbox's chart of accounts as
 * `accounts`: the year 2025 beside 2024, and the default year to date beside the year before) in
 * Chromium on a production build of the bench page, against sandboxes of 3,500 and 50,000 bank
 * transactions on the page's origin, every request 0 or 150 ms slower: mount to the first account's
 * figures painted against 2 round trips + 300 ms, mount to every figure final against 1.5 s, and the
 * requests before each, which must be the same at both sizes. Run alone with
 * `npm run build && BOOKKIT_BENCH=1 BENCH_ONLY=statements npx vitest run --project bench`.
 * Prints one table and writes it, with the raw figures, to bench-results/statements.{md,json}.
 * Timings are reported, never asserted.
 */

const NAMES: Record<StatementScenario, string> = { year: '2025 vs 2024', 'year-to-date': `year to date vs the year before (today ${STATEMENT_TODAY})` }

const count = (value: number) => value.toLocaleString('en-US')
const ratio = (value: number, target: number) => `${(value / target).toFixed(2)} ×`
const median = (loads: readonly StatementLoad[], of: (load: StatementLoad) => number) => percentile(loads.map(of), 0.5)
/** `54 balances + 1 token + 1 other`, or every distinct count when the loads differ. */
const requestsCell = (loads: readonly StatementLoad[], of: (load: StatementLoad) => StatementRequests) =>
  [...new Set(loads.map((load) => of(load)).map(({ balances, token, other }) => `${balances} balances + ${token} token + ${other} other`))].join(' / ')
/** Round trips of the loads; none at 0 ms, where a chain of requests says more about the machine than about the statement. */
const roundTrips = (figure: StatementFigure, of: (load: StatementLoad) => number) => (figure.latencyMs === 0 ? '—' : [...new Set(figure.loads.map(of))].join(' / '))
/** The fewest round trips to every balance: the token, then the balances `MAX_BALANCE_REQUESTS` at a time. */
const fewestRoundTrips = ({ expected }: StatementFigure) => 1 + Math.ceil((expected.accounts * expected.dates) / MAX_BALANCE_REQUESTS)

/** Per statement, size and latency: the median load to the first figures and to the final ones, beside the targets, and what was sent before each. */
function loadsTable(figures: readonly StatementFigure[]): string {
  const timed = (figure: StatementFigure, of: (load: StatementLoad) => number, target: number) => {
    const value = median(figure.loads, of)
    return `${ms(value)}${figure.latencyMs === TARGET_LATENCY ? ` (${ratio(value, target)} ${count(target)} ms)` : ''}`
  }
  return markdownTable(
    [
      'statement', 'bank transactions', 'a request took', `mount → first figures painted, median of ${STATEMENT_RUNS}`, 'every load', 'requests before the first figures',
      'round trips to them', `mount → every figure final, painted, median of ${STATEMENT_RUNS}`, 'every load', 'requests before final (accounts × dates)', `round trips to it (the fewest at ${MAX_BALANCE_REQUESTS} in flight)`,
    ],
    figures.map((figure) => [
      NAMES[figure.scenario],
      count(figure.transactions),
      ms(figure.roundTripMs),
      timed(figure, (load) => load.firstMs, FIRST_FIGURES_TARGET_MS),
      figure.loads.map((load) => Math.round(load.firstMs)).join(', '),
      requestsCell(figure.loads, (load) => load.toFirst),
      roundTrips(figure, (load) => load.roundTripsToFirst),
      timed(figure, (load) => load.completeMs, COMPLETE_TARGET_MS),
      figure.loads.map((load) => Math.round(load.completeMs)).join(', '),
      `${requestsCell(figure.loads, (load) => load.toComplete)} (${figure.expected.accounts} × ${figure.expected.dates} = ${figure.expected.accounts * figure.expected.dates})`,
      `${roundTrips(figure, (load) => load.roundTripsToComplete)} (${fewestRoundTrips(figure)})`,
    ]),
  )
}

/** The requests to final at each sandbox size side by side, per statement and latency. */
function requestsTable(figures: readonly StatementFigure[]): string {
  const rows = (Object.keys(STATEMENT_SCENARIOS) as StatementScenario[]).flatMap((scenario) =>
    STATEMENT_LATENCIES.map((latencyMs) => {
      const cells = STATEMENT_HISTORIES.map((history) => {
        const figure = figures.find((each) => each.scenario === scenario && each.latencyMs === latencyMs && each.history === history)
        return figure ? requestsCell(figure.loads, (load) => load.toComplete) : 'not measured'
      })
      return [NAMES[scenario], `${latencyMs} ms`, ...cells, new Set(cells).size === 1 && !cells.includes('not measured') ? 'yes' : '**no**']
    }),
  )
  return markdownTable(['statement', 'added to each request', ...STATEMENT_HISTORIES.map((history) => `requests before final at ${count(history)} transactions`), 'the same'], rows)
}

it(`measures the profit and loss at ${STATEMENT_HISTORIES.map(count).join(' and ')} transactions`, { timeout: 900_000 }, async () => {
  const page = await buildBenchPage()
  const browser = await launchChromium()
  let figures: StatementFigure[] = []
  try {
    figures = await measureStatements(browser, page)
  } finally {
    await browser.close()
    page.dispose()
  }
  const table = [
    `**Profit and loss** (ProfitAndLoss compareTo previousYear, the sandbox's chart of accounts of the bakery as \`accounts\`; "year to date": the default period) at ${STATEMENT_HISTORIES.map(count).join(' and ')} bank transactions, Chromium, production build, nothing cached, every request ${STATEMENT_LATENCIES.join(' or ')} ms slower.`,
    `**Targets** at ${TARGET_LATENCY} ms a request: first figures (the first account's figure cell read, painted) ≤ 2 round trips + 300 ms = ${count(FIRST_FIGURES_TARGET_MS)} ms; every figure final (the root's \`data-figures="final"\`, painted) ≤ ${count(COMPLETE_TARGET_MS)} ms. A round trip is a link of the longest chain of requests each sent once the one before it was answered (the token, then the balances, at most ${MAX_BALANCE_REQUESTS} in flight), at ${TARGET_LATENCY} ms; the fewest to the final figures is 1 + ⌈balances ÷ ${MAX_BALANCE_REQUESTS}⌉.`,
    loadsTable(figures),
    '**Requests by sandbox size**: a statement reads balances per account and date, so the count must not follow the transactions.',
    requestsTable(figures),
  ].join('\n\n')
  writeResults('statements', table, figures)
  process.stdout.write(`\n${table}\n\n`)
  expect(figures).toHaveLength(STATEMENT_HISTORIES.length * Object.keys(STATEMENT_SCENARIOS).length * STATEMENT_LATENCIES.length)
  expect(figures.every((figure) => figure.loads.length === STATEMENT_RUNS)).toBe(true)
})
