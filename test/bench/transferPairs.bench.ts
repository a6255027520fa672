// @vitest-environment node
import { loadavg } from 'node:os'
import { transferPairsInSlices } from '../../src/core/queue/transferPairs'
import { transferHistory } from '../support/transferHistory'
import { markdownTable, ms, writeResults } from './report'
import { percentile } from './scale'
import { withTicker } from './ticker'

/**
 * Transfer sides paired (issue 77), the way `useTransferPairs` asks: about 20,000 bank transactions
 * of four made-up companies (a few hundred true transfers, noise sharing their amounts, everyday
 * purchases and deposits) paired in slices with the main thread's turn between them. A ticker takes
 * its turn between the slices; the longest gap between two of its turns is the longest task. Each
 * run pairs fresh copies of the records, so no description's reading is remembered from the last.
 * The bench project runs in Node, so this is Node's figure, not a browser's. Run alone with
 * `npm run build && BOOKKIT_BENCH=1 BENCH_ONLY=transferPairs npx vitest run --project bench`. Prints
 * the table and writes it, with the raw figures, to bench-results/transfer-pairs.{md,json}. Gate: no
 * task over 50 ms of CPU time.
 */

const RUNS = 5
const TASK_TARGET_MS = 50
const HISTORY = transferHistory({ seed: 77, companies: 4, transfersPerCompany: 100, everydayPerCompany: 4_800 })

interface Run {
  totalMs: number
  longestTaskMs: number
  longestTaskCpuMs: number
  turns: number
  pairs: number
}

async function measure(): Promise<Run> {
  const transactions = HISTORY.transactions.map((transaction) => ({ ...transaction }))
  const started = performance.now()
  const { value, longestMs, longestCpuMs, turns } = await withTicker(() => transferPairsInSlices(transactions))
  return { totalMs: performance.now() - started, longestTaskMs: longestMs, longestTaskCpuMs: longestCpuMs, turns, pairs: value.length }
}

it(
  `measures pairing ${HISTORY.transactions.length} bank transactions in slices: the longest task and the total`,
  { timeout: 600_000 },
  async () => {
    const load = loadavg()[0]!
    const runs: Run[] = []
    for (let run = 0; run < RUNS; run++) runs.push(await measure())
    const median = (values: readonly number[]) => percentile(values, 0.5)
    const every = (values: readonly number[]) => values.map((value) => value.toFixed(1)).join(', ')
    const longest = Math.max(...runs.map((run) => run.longestTaskCpuMs))
    const table = markdownTable(
      ['measure', `median of ${RUNS}`, 'every run', 'target'],
      [
        [
          `${HISTORY.transactions.length} transactions paired (wall, in slices)`,
          ms(median(runs.map((run) => run.totalMs))),
          every(runs.map((run) => run.totalMs)),
          '',
        ],
        [
          'longest task, CPU time (the process’s, in the longest gap between two turns of the event loop)',
          ms(median(runs.map((run) => run.longestTaskCpuMs))),
          `${every(runs.map((run) => run.longestTaskCpuMs))}; turns ${runs.map((run) => run.turns).join(', ')}`,
          longest <= TASK_TARGET_MS ? `met (none over ${TASK_TARGET_MS} ms)` : '**missed**',
        ],
        [
          'longest task, wall clock (a loaded machine’s other work included)',
          ms(median(runs.map((run) => run.longestTaskMs))),
          every(runs.map((run) => run.longestTaskMs)),
          '',
        ],
        ['pairs found (true transfers hidden)', `${runs[0]!.pairs} (${HISTORY.truePairs.length})`, '', ''],
      ],
    )
    process.stdout.write(`\nTransfer sides paired (load average ${load.toFixed(2)} at the start)\n${table}\n\n`)
    writeResults('transfer-pairs', table, { load, runs })
    expect(runs[0]!.pairs).toBeGreaterThanOrEqual(HISTORY.truePairs.length)
    expect(longest).toBeLessThanOrEqual(TASK_TARGET_MS)
  },
)
