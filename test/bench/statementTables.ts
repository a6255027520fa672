// The statements bench's tables: each statement's loads, its requests by size, the large chart,
// the revisits, the targets and the statements on one page, written as markdown from the figures
// statements.bench.ts measured.
import { MAX_BALANCE_REQUESTS } from '../../src/react/statements/ledgerBalances'
import {
  COMPLETE_TARGET_MS,
  FIRST_FIGURES_TARGET_MS,
  LARGE_CHART,
  STATEMENT_HISTORIES,
  STATEMENT_LATENCIES,
  STATEMENT_RUNS,
  TARGET_LATENCY,
  type StatementFigure,
  type StatementLoad,
  type StatementRequests,
  type StatementRevisit,
} from './statements'
import { isTogether, readCount, readSum, STATEMENT_SCENARIOS, STATEMENT_TODAY, type StatementScenario } from './statementReads'
import { markdownTable, ms } from './report'
import { percentile } from './scale'

export const NAMES: Record<StatementScenario, string> = {
  year: 'P&L 2025 vs 2024',
  'year-to-date': `P&L year to date vs the year before (today ${STATEMENT_TODAY})`,
  'by-location': `P&L year to date by Location (today ${STATEMENT_TODAY})`,
  'balance-sheet': `balance sheet as of today (${STATEMENT_TODAY})`,
  'balance-sheet-vs-year-end': 'balance sheet as of today vs the year end before',
  'trial-balance': `trial balance as of today (${STATEMENT_TODAY})`,
  'cash-flow-year-to-date': `cash flow statement year to date vs the year before (today ${STATEMENT_TODAY})`,
  'statements-together':
    'on one page: P&L year to date vs the year before, balance sheet as of today vs the year end before, cash flow statement year to date vs the year before',
}
const SCENARIOS = Object.keys(STATEMENT_SCENARIOS) as StatementScenario[]

export const count = (value: number) => value.toLocaleString('en-US')
const ratio = (value: number, target: number) => `${(value / target).toFixed(2)} ×`
const median = (loads: readonly StatementLoad[], of: (load: StatementLoad) => number) => percentile(loads.map(of), 0.5)
/** `54 balances + 1 token + 1 other`, or every distinct count when the loads differ. */
const requestsCell = (loads: readonly StatementLoad[], of: (load: StatementLoad) => StatementRequests) =>
  [
    ...new Set(loads.map((load) => of(load)).map(({ balances, token, other }) => `${balances} balances + ${token} token + ${other} other`)),
  ].join(' / ')
/** Round trips of the loads; none at 0 ms, where a chain of requests says more about the machine than about the statement. */
const roundTrips = (figure: StatementFigure, of: (load: StatementLoad) => number) =>
  figure.latencyMs === 0 ? '—' : [...new Set(figure.loads.map(of))].join(' / ')
/** The fewest round trips to every balance: the token, then the balances `MAX_BALANCE_REQUESTS` at a time. */
const fewestRoundTrips = ({ expected }: StatementFigure) => 1 + Math.ceil(readCount(expected) / MAX_BALANCE_REQUESTS)
/** The checks under a balance sheet or trial balance and the cash flow statement's tie at the end, `balances: "…"`, and how long after the roots said final (0: at once); `—` for the profit and loss. */
const checkCell = ({ loads }: StatementFigure) => {
  const said = [
    ...new Set(
      loads.map((load) => (load.checks.length === 0 ? '—' : load.checks.map((check) => `${check.state}: "${check.text}"`).join(' · '))),
    ),
  ].join(' / ')
  const lags = loads.flatMap((load) => (load.checkAfterFinalMs === undefined ? [] : [load.checkAfterFinalMs]))
  return lags.length === 0
    ? said
    : `${said} (${lags.every((lag) => lag === 0) ? 'with the final figures' : `after the final figures by up to ${ms(Math.max(...lags))}`})`
}
/**
 * GL pages other than one per account and date: duplicates, unexpected (or walks), missing; `none`
 * when every load read exactly those. Statements together may miss a one-line page that another's
 * page, answered first, told: said, not marked.
 */
const readsCell = (figure: StatementFigure) => {
  const together = isTogether(figure.scenario)
  const off = figure.loads.filter(({ reads }) => reads.duplicates + reads.unexpected + (together ? 0 : reads.missing) > 0)
  const told = [...new Set(figure.loads.map(({ reads }) => reads.missing))]
  const toldNote = together && told.some((missing) => missing > 0) ? ` (${told.join(' / ')} told by another statement's page)` : ''
  return off.length === 0
    ? `none${toldNote}`
    : `**${off.map(({ reads }) => `${reads.duplicates} twice, ${reads.unexpected} unexpected, ${reads.missing} missing`).join(' / ')}**${toldNote}`
}
/** The GL pages expected, `(18 pages + … = 27 (…))`; statements together at most those. */
const expectedCell = (figure: StatementFigure) => `(${isTogether(figure.scenario) ? 'at most ' : ''}${readSum(figure.expected)})`

/** Per statement, size and latency: the median load to the first figures and to the final ones, beside the targets, and what was sent before each. */
export function loadsTable(figures: readonly StatementFigure[]): string {
  const timed = (figure: StatementFigure, of: (load: StatementLoad) => number, target: number) => {
    const value = median(figure.loads, of)
    return `${ms(value)}${figure.latencyMs === TARGET_LATENCY ? ` (${ratio(value, target)} ${count(target)} ms)` : ''}`
  }
  return markdownTable(
    [
      'statement',
      'bank transactions',
      'a request took',
      `mount → first figures painted, median of ${STATEMENT_RUNS}`,
      'every load',
      'requests before the first figures',
      'round trips to them',
      `mount → every figure final, painted, median of ${STATEMENT_RUNS}`,
      'every load',
      'requests before final (expected)',
      `round trips to it (the fewest at ${MAX_BALANCE_REQUESTS} in flight)`,
      'GL pages off those expected',
      'the check said',
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
      `${requestsCell(figure.loads, (load) => load.toComplete)} ${expectedCell(figure)}`,
      `${roundTrips(figure, (load) => load.roundTripsToComplete)} (${fewestRoundTrips(figure)})`,
      readsCell(figure),
      checkCell(figure),
    ]),
  )
}

/** The figure of a statement at a size and latency, if measured. */
const figureOf = (figures: readonly StatementFigure[], scenario: StatementScenario, latencyMs: number, history: number) =>
  figures.find((each) => each.scenario === scenario && each.latencyMs === latencyMs && each.history === history)

/** The requests to final at each sandbox size side by side, per statement and latency. */
export function requestsTable(figures: readonly StatementFigure[]): string {
  const rows = SCENARIOS.flatMap((scenario) =>
    STATEMENT_LATENCIES.map((latencyMs) => {
      const cells = STATEMENT_HISTORIES.map((history) => {
        const figure = figureOf(figures, scenario, latencyMs, history)
        return figure ? requestsCell(figure.loads, (load) => load.toComplete) : 'not measured'
      })
      return [
        NAMES[scenario],
        `${latencyMs} ms`,
        ...cells,
        new Set(cells).size === 1 && !cells.includes('not measured')
          ? 'yes'
          : `no (busy accounts${isTogether(scenario) ? ", or which statement's page answered first" : ''})`,
      ]
    }),
  )
  return markdownTable(
    [
      'statement',
      'added to each request',
      ...STATEMENT_HISTORIES.map((history) => `requests before final at ${count(history)} transactions`),
      'the same',
    ],
    rows,
  )
}

/** The P&L compared over the 18 accounts of the bakery's own chart and over the chart grown to 100, at the same size and latency: requests and time to final. */
export function largeChartTable(figures: readonly StatementFigure[], large: StatementFigure): string {
  const own = figureOf(figures, LARGE_CHART.scenario, TARGET_LATENCY, LARGE_CHART.history)
  const rows = [own, large].flatMap((figure) => {
    if (!figure) return []
    const final = median(figure.loads, (load) => load.completeMs)
    const requests = readCount(figure.expected)
    return [
      [
        NAMES[figure.scenario],
        String(figure.incomeAndExpenseAccounts),
        count(figure.transactions),
        `${requestsCell(figure.loads, (load) => load.toComplete)} (${readSum(figure.expected)})`,
        figure === large
          ? `${requests <= LARGE_CHART.mostRequests ? 'met' : '**missed**'} (${requests} ${requests <= LARGE_CHART.mostRequests ? '≤' : '>'} ${LARGE_CHART.mostRequests})`
          : '—',
        `${ms(final)} (${ratio(final, COMPLETE_TARGET_MS)} ${count(COMPLETE_TARGET_MS)} ms)`,
        figure.loads.map((load) => Math.round(load.completeMs)).join(', '),
        `${roundTrips(figure, (load) => load.roundTripsToComplete)} (${fewestRoundTrips(figure)})`,
        readsCell(figure),
      ],
    ]
  })
  return markdownTable(
    [
      'statement',
      'income and expense accounts',
      'bank transactions',
      'requests before final (expected)',
      `≤ ${LARGE_CHART.mostRequests} requests for ${LARGE_CHART.incomeAndExpenseAccounts} accounts`,
      `mount → every figure final, painted, median of ${STATEMENT_RUNS}`,
      'every load',
      `round trips to it (the fewest at ${MAX_BALANCE_REQUESTS} in flight)`,
      'GL pages off those expected',
    ],
    rows,
  )
}

/** Each revisit with `persist`: the GL pages it sent, those asking a locked balance, and when its figures were final. */
export function revisitsTable(revisits: readonly StatementRevisit[]): string {
  return markdownTable(
    [
      'statement',
      'bank transactions',
      'locked balances kept by the first visit',
      'GL requests on the revisit',
      'of them asking a locked balance',
      'mount → every figure final, painted',
      'ended',
    ],
    revisits.map((revisit) => [
      NAMES[revisit.scenario],
      count(revisit.history),
      String(revisit.lockedBalances),
      String(revisit.ledgerReads.length),
      String(revisit.lockedReads),
      ms(revisit.completeMs),
      revisit.ended,
    ]),
  )
}

/** Whether the medians at every size meet `target`: `met`, or `missed` with the figures; the target is the issue's, whatever was measured. */
function verdict(medians: readonly number[], target: number): string {
  const worst = Math.max(...medians)
  return worst <= target
    ? `met (${ms(worst)} ≤ ${count(target)} ms)`
    : `**missed** (${ms(worst)} > ${count(target)} ms; the target stays ${count(target)} ms)`
}

/** Per statement at `TARGET_LATENCY`: the medians at both sizes, how the larger compares with the smaller, and each target met or missed. */
export function gatesTable(figures: readonly StatementFigure[]): { table: string; missed: string[] } {
  const missed: string[] = []
  const [small, large] = STATEMENT_HISTORIES
  const rows = SCENARIOS.map((scenario) => {
    const measured = STATEMENT_HISTORIES.map((history) => figureOf(figures, scenario, TARGET_LATENCY, history))
    if (measured.some((figure) => figure === undefined)) return [NAMES[scenario], 'not measured', '', '', '', '', '']
    const first = measured.map((figure) => median(figure!.loads, (load) => load.firstMs))
    const final = measured.map((figure) => median(figure!.loads, (load) => load.completeMs))
    const firstVerdict = verdict(first, FIRST_FIGURES_TARGET_MS)
    // Statements together have no target of their own: the page's figures, shown beside one statement's.
    const finalVerdict = isTogether(scenario) ? 'no target of its own' : verdict(final, COMPLETE_TARGET_MS)
    if (!isTogether(scenario) && final.some((value) => value > COMPLETE_TARGET_MS))
      missed.push(
        `${NAMES[scenario]}: every figure final ${final.map(ms).join(' / ')} at ${STATEMENT_HISTORIES.map(count).join(' / ')} transactions, target ${count(COMPLETE_TARGET_MS)} ms (unchanged)`,
      )
    return [
      NAMES[scenario],
      first.map((value) => `${ms(value)} (${ratio(value, FIRST_FIGURES_TARGET_MS)})`).join(' / '),
      firstVerdict,
      final.map((value) => `${ms(value)} (${ratio(value, COMPLETE_TARGET_MS)})`).join(' / '),
      `${(final[1]! / final[0]!).toFixed(2)}`,
      finalVerdict,
      STATEMENT_HISTORIES.map((_, index) => readSum(measured[index]!.expected)).join(' / '),
    ]
  })
  const table = markdownTable(
    [
      'statement',
      `first figures painted at ${count(small)} / ${count(large)} (÷ ${count(FIRST_FIGURES_TARGET_MS)} ms)`,
      `first figures ≤ ${count(FIRST_FIGURES_TARGET_MS)} ms`,
      `every figure final at ${count(small)} / ${count(large)} (÷ ${count(COMPLETE_TARGET_MS)} ms)`,
      `final at ${count(large)} ÷ at ${count(small)}`,
      `complete ≤ ${count(COMPLETE_TARGET_MS)} ms`,
      `GL requests at ${count(small)} / ${count(large)}`,
    ],
    rows,
  )
  return { table, missed }
}

/**
 * Statements together, per size and latency: the requests the page asked in total, the GL pages
 * by kind, against what the statements would ask alone (summed) and each of those once; how many
 * were asked twice (none may be), told by another statement's page, or over two ranges of one
 * account; and the time to every figure of the three final.
 */
export function togetherTable(figures: readonly StatementFigure[]): string {
  const distinct = (loads: readonly StatementLoad[], of: (load: StatementLoad) => number | string) =>
    [...new Set(loads.map(of))].join(' / ')
  const rows = figures
    .filter((figure) => isTogether(figure.scenario))
    .map((figure) => {
      const final = median(figure.loads, (load) => load.completeMs)
      return [
        count(figure.history),
        `${figure.latencyMs} ms`,
        distinct(
          figure.loads,
          ({ toComplete: { balances, token, other }, otherBeforeComplete }) =>
            `${balances} + ${token} + ${other}${otherBeforeComplete.length > 0 ? ` (${otherBeforeComplete.join(', ')})` : ''}`,
        ),
        distinct(figure.loads, ({ asked }) => `${asked.pages} pages + ${asked.oneLine} one-line`),
        String(figure.alone),
        String(readCount(figure.expected)),
        distinct(figure.loads, (load) => figure.alone! - load.toComplete.balances),
        distinct(figure.loads, ({ reads }) => reads.duplicates),
        distinct(figure.loads, ({ reads }) => reads.missing),
        distinct(figure.loads, ({ asked }) => asked.accountsPagedTwice),
        String(figure.insideWider.length),
        `${ms(final)}${figure.latencyMs === TARGET_LATENCY ? ` (${ratio(final, COMPLETE_TARGET_MS)} ${count(COMPLETE_TARGET_MS)} ms)` : ''}`,
        figure.loads.map((load) => Math.round(load.completeMs)).join(', '),
        `${roundTrips(figure, (load) => load.roundTripsToComplete)} (${fewestRoundTrips(figure)})`,
      ]
    })
  return markdownTable(
    [
      'bank transactions',
      'a request took',
      'requests before final (GL + token + other)',
      'GL requests asked',
      'GL requests of the three alone, summed',
      'each of those once (at most)',
      'shared (alone − asked)',
      'GL requests asked twice',
      "one-line pages told by another statement's page",
      'accounts asked in pages of two ranges',
      'of their narrower pages, told whole by the wider (needless)',
      `mount → every figure of the three final, median of ${STATEMENT_RUNS}`,
      'every load',
      `round trips to it (the fewest at ${MAX_BALANCE_REQUESTS} in flight)`,
    ],
    rows,
  )
}
