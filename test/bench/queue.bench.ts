// @vitest-environment node
import { startSandboxServer } from '../../src/sandbox'
import { BENCH_WIDTHS, launchChromium, measureList, pageUrl, SCROLL_PX_PER_FRAME, startBenchPage } from './lists'
import { measureQueue } from './queue'
import { ms, type BenchRow } from './report'

/**
 * The review queue at 10,000 bank transactions, in Chromium on a production build of the bench page
 * against the sandbox over HTTP, and its scroll frames beside a plain table of the same rows at
 * each bench width. Run alone with
 * `npm run build && BOOKKIT_BENCH=1 npx vitest run --project bench test/bench/queue.bench.ts`.
 * Timings are reported, never asserted.
 */
it('measures the review queue at 10,000 transactions', { timeout: 900_000 }, async () => {
  const server = await startSandboxServer({
    port: 0,
    seed: 1,
    today: '2026-06-30',
    volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 10_000, extraGlLinesPerCompany: 0 },
  })
  const page = await startBenchPage()
  const browser = await launchChromium()
  try {
    const figures = await measureQueue(browser, pageUrl(page), server.url)
    const rows: BenchRow[] = [
      { group: 'BankTransactionList', measure: 'transactions synced', value: String(figures.transactions) },
      {
        group: 'BankTransactionList',
        measure: "mount to first rows, the sync's first page over HTTP",
        value: ms(figures.syncToFirstRowsMs),
      },
      { group: 'BankTransactionList', measure: 'mount to the whole set synced and shown', value: ms(figures.syncToWholeSetMs) },
      { group: 'BankTransactionList', measure: 'mount to first rows, set cached', value: ms(figures.cachedToFirstRowsMs) },
      { group: 'BankTransactionList', measure: 'search keystroke to filtered rows', value: ms(figures.keystrokeToRowsMs) },
      { group: 'BankTransactionList', measure: 'rows in the DOM', value: String(figures.rowsInDom) },
    ]
    // The reviewed view scrolled top to bottom, beside a plain table of the same rows at the same width.
    const query = { baseUrl: server.url }
    for (const width of BENCH_WIDTHS) {
      const queue = await measureList(browser, pageUrl(page), 'queue', query, width)
      const plain = await measureList(browser, pageUrl(page), 'queue-plain', query, width)
      const group = `BankTransactionList${width === BENCH_WIDTHS[0] ? '' : ` at ${width} px`}`
      rows.push(
        { group, measure: 'rows scrolled (virtualized / plain)', value: `${queue.rows} / ${plain.rows}` },
        {
          group,
          measure: `scroll frame median at ${SCROLL_PX_PER_FRAME} px/frame (virtualized / plain)`,
          value: `${ms(queue.frameMedianMs)} / ${ms(plain.frameMedianMs)}`,
        },
        {
          group,
          measure: `scroll frame p95 at ${SCROLL_PX_PER_FRAME} px/frame (virtualized / plain)`,
          value: `${ms(queue.frameP95Ms)} / ${ms(plain.frameP95Ms)} (virtualized ÷ plain = ${(queue.frameP95Ms / plain.frameP95Ms).toFixed(1)})`,
        },
      )
    }
    process.stdout.write(`\n${rows.map((row) => `| ${row.group} | ${row.measure} | ${row.value} |`).join('\n')}\n\n`)
    expect(figures.transactions).toBeGreaterThanOrEqual(10_000)
  } finally {
    await browser.close()
    await page.dispose()
    await server.close()
  }
})
