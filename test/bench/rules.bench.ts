// @vitest-environment node
import { loadavg } from 'node:os'
import { startSandboxServer } from '../../src/sandbox'
import { SANDBOX } from '../../src/sandbox/constants'
import type { MatchRun, RulesBenchFigures } from './page/RulesBench'
import { launchChromium, pageUrl, startBenchPage } from './lists'
import { markdownTable, ms, writeResults } from './report'
import { measureRulesInPage, queueRuleBook } from './rules'
import { measureContentKey, measureHostile, measureInNode, measureSharedStart, type HostileRun } from './rulesNode'
import { measureEnterWithRules, percentile, type EnterRun } from './scale'

/**
 * Categorization rules (issue 60): 2,000 rules (made-up merchants; contains, starts with and is;
 * some money in or out, amounts and accounts; splits; some off) against 50,000 bank descriptions
 * as banks write them (card and ACH prefixes, reference numbers, dates), compiled and matched, in
 * Node and in Chromium on a production build of the bench page: cold (descriptions never read
 * before) and warm (the same again), `RUNS` runs each, medians; then `matchAll` in Chromium, the
 * longest task meanwhile. Then Enter → next row in the review queue at 20,000 transactions, its
 * provider's `store` (a host's, in memory) holding 2,000 rules (the company's own descriptions'
 * among them) or none, in the order none, rules, rules, none: both medians and their ratio from
 * one run. In Node alone first (issue 73): 2,000 rules that share their first three words
 * against 50,000 descriptions, `matchRules`' cost per call, and descriptions made to stall a reader,
 * read at two sizes (twice the text, about twice the time: linear). Run alone with
 * `BENCH_ONLY=rules npm run bench` (or, with `dist/` built, `BOOKKIT_BENCH=1 BENCH_ONLY=rules npx
 * vitest run --project bench`; add `-t Node` for the Node part alone). Prints the tables and writes
 * them, with the raw figures, to bench-results/rules-node.{md,json} and rules.{md,json}. Targets
 * reported, never asserted.
 */

const RUNS = 7
const QUEUE_SIZE = 20_000
/** Targets of issue 60: compile + match all ≤ 150 ms; no task over 50 ms. */
const MATCH_TARGET_MS = 150
const TASK_TARGET_MS = 50

const median = (values: readonly number[]) => percentile(values, 0.5)
const totals = (runs: readonly MatchRun[]) => runs.map((run) => run.compileMs + run.matchMs)
const every = (values: readonly number[]) => values.map((value) => value.toFixed(0)).join(', ')
const met = (value: number, target: number) => (value <= target ? `met (≤ ${target} ms)` : `**missed** (> ${target} ms)`)

function matchRows(where: string, { cold, warm }: { cold: MatchRun[]; warm: MatchRun[] }): string[][] {
  return [
    [`${where}: compile + match all, cold`, ms(median(totals(cold))), every(totals(cold)), met(median(totals(cold)), MATCH_TARGET_MS)],
    [`${where}: compile + match all, warm`, ms(median(totals(warm))), every(totals(warm)), met(median(totals(warm)), MATCH_TARGET_MS)],
    [`${where}: compile alone (cold)`, ms(median(cold.map((run) => run.compileMs))), every(cold.map((run) => run.compileMs)), ''],
    [`${where}: lines a rule matched`, String(cold[0]?.matched ?? 0), '', ''],
  ]
}

const hostileRow = ({ name, ms: [once, twice], words }: HostileRun) => [
  `Node: reading a hostile description: ${name}`,
  `${ms(once)} / ${ms(twice)}`,
  `twice the text ÷ once = ${(twice / once).toFixed(2)}; ${words} words read`,
  'linear (about 2)',
]

it(
  'measures categorization rules in Node: rules sharing their first words, matchRules per call, hostile descriptions',
  { timeout: 600_000 },
  () => {
    const load = loadavg()[0]!
    const shared = measureSharedStart(RUNS)
    const key = measureContentKey()
    const hostile = measureHostile()
    const sharedTotals = totals(shared.cold)
    const table = markdownTable(
      ['measure', `median of ${RUNS}`, 'every run', 'target'],
      [
        [
          '2,000 rules sharing their first words × 50,000 descriptions, compile + match in Node (cold)',
          ms(median(sharedTotals)),
          every(sharedTotals),
          met(median(sharedTotals), MATCH_TARGET_MS),
        ],
        [
          '… the same, warm',
          ms(median(totals(shared.warm))),
          every(totals(shared.warm)),
          met(median(totals(shared.warm)), MATCH_TARGET_MS),
        ],
        ['… compile alone (cold)', ms(median(shared.cold.map((run) => run.compileMs))), every(shared.cold.map((run) => run.compileMs)), ''],
        ['… lines a rule matched', String(shared.cold[0]?.matched ?? 0), '', ''],
        [
          'Node: matchRules per call (its content key), 2,000 rules / ten',
          `${ms(key.manyMs)} / ${(key.tenMs * 1000).toFixed(1)} µs`,
          '',
          '',
        ],
        ...hostile.map(hostileRow),
      ],
    )
    process.stdout.write(`\nCategorization rules in Node (load average ${load.toFixed(2)} at the start)\n${table}\n\n`)
    writeResults('rules-node', table, { load, shared, key, hostile })
    expect(shared.cold[0]?.matched).toBeGreaterThan(0)
  },
)

it(
  'measures categorization rules: matching 2,000 rules against 50,000 lines, and Enter in the queue with them',
  { timeout: 1_800_000 },
  async () => {
    const load = loadavg()[0]!
    const node = measureInNode(RUNS)
    const server = await startSandboxServer({
      port: 0,
      seed: 1,
      today: '2026-06-30',
      volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: QUEUE_SIZE, extraGlLinesPerCompany: 0 },
    })
    const page = await startBenchPage()
    const browser = await launchChromium()
    let inPage: RulesBenchFigures
    const enter: { rules: boolean; run: EnterRun & { transactions: number } }[] = []
    try {
      inPage = await measureRulesInPage(browser, pageUrl(page), RUNS)
      const book = queueRuleBook(server.sandbox, SANDBOX.companies.bakery.id)
      for (const rules of [false, true, true, false])
        enter.push({ rules, run: await measureEnterWithRules(browser, pageUrl(page), server.url, rules ? book : null) })
    } finally {
      await browser.close()
      await page.dispose()
      await server.close()
    }

    const { sliced } = inPage
    const enterOf = (rules: boolean) => enter.filter((run) => run.rules === rules).flatMap(({ run }) => run.enterMs)
    const withRules = median(enterOf(true))
    const without = median(enterOf(false))
    const table = markdownTable(
      ['measure', `median of ${RUNS}`, 'every run', 'target'],
      [
        ...matchRows('Node', node),
        ...matchRows('Chromium', inPage),
        [
          'Chromium: matchAll, longest task (the longest gap between two turns of the page)',
          ms(sliced.longestTurnMs),
          `${sliced.turns} turns in ${ms(sliced.wallMs)}; long tasks reported: ${sliced.longTasks.length ? sliced.longTasks.map((task) => task.toFixed(0)).join(', ') : 'none'}`,
          sliced.longestTurnMs <= TASK_TARGET_MS && sliced.longTasks.length === 0 ? `met (none over ${TASK_TARGET_MS} ms)` : `**missed**`,
        ],
        [
          `Queue at ${QUEUE_SIZE.toLocaleString('en-US')}: Enter → next row, no rules / 2,000 rules stored (median of every press)`,
          `${ms(without)} / ${ms(withRules)}`,
          `rules ÷ none = ${(withRules / without).toFixed(2)}; presses ${enterOf(false).length} / ${enterOf(true).length}; synced ${enter.map(({ run }) => run.transactions).join(', ')}`,
          'nothing measurable',
        ],
        [
          'Queue: Enter p95, no rules / 2,000 rules',
          `${ms(percentile(enterOf(false), 0.95))} / ${ms(percentile(enterOf(true), 0.95))}`,
          `longest task: ${enter.map(({ rules, run }) => `${rules ? 'rules' : 'none'} ${run.longTasks.longestMs.toFixed(0)}`).join(', ')}`,
          '',
        ],
      ],
    )
    process.stdout.write(`\nCategorization rules (load average ${load.toFixed(2)} at the start)\n${table}\n\n`)
    writeResults('rules', table, { load, node, inPage, enter })
    expect(inPage.cold[0]?.matched).toBe(node.cold[0]?.matched)
  },
)
