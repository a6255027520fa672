// @vitest-environment node
import { measureNetwork } from './network'
import { networkTables } from './networkReport'
import { writeResults } from './report'

/**
 * The network part of `npm run bench`: every component's first content and the requests before it
 * in Chromium on a production build of the bench page, with every request 0, 50, 150 and 300 ms
 * slower; the review queue at 3,500 and 20,000 transactions (and 50,000 at 0 ms for the scale
 * note), a revisit with `persist`, and search keystrokes at 20,000. Run alone with
 * `npm run build && BOOKKIT_BENCH=1 BENCH_ONLY=network npx vitest run --project bench`; add
 * `BENCH_NETWORK=queue-initial-token` to measure the review queue's first content with
 * `initialToken` alone (three loads, each given), with the added delay it was measured at.
 * Prints one Markdown table per part and writes them, with the raw figures, to
 * bench-results/network.{md,json}. Timings are reported, never asserted: the targets are printed
 * beside the figures.
 */
it('measures bookkit on a real network', { timeout: 1_200_000 }, async () => {
  const figures = await measureNetwork()
  const tables = networkTables(figures)
  writeResults('network', tables, figures)
  process.stdout.write(`\n${tables}\n\n`)
  expect(figures.withInitialToken.length).toBeGreaterThan(0)
  expect(figures.queue.every((queue) => queue.sync.requests > 0)).toBe(true)
})
