// @vitest-environment node
import { SANDBOX, startSandboxServer } from '../../src/sandbox'
import { measureConsumerBundles, measurePartnerPages, measureStylesheet } from './bundleSizes'
import { measureSandboxSpeed, measureTokenEconomy } from './economy'
import {
  BENCH_WIDTHS,
  launchChromium,
  measureLedgerExport,
  measureList,
  pageUrl,
  SCROLL_PX_PER_FRAME,
  startBenchPage,
  type ListFigures,
} from './lists'
import { kb, ms, report, type BenchRow } from './report'

/**
 * `npm run bench`: one table of bundle sizes, large-list rendering, token and paging economy and
 * sandbox speed, all from one run. Timings are reported, never asserted: these machines are noisy.
 * `BENCH_ONLY=lists npm run bench` measures the large lists alone (each beside its plain table,
 * at every width of `BENCH_WIDTHS`).
 */
it('measures bookkit', { timeout: 1_800_000 }, async () => {
  const rows: BenchRow[] = []
  const listsOnly = process.env.BENCH_ONLY === 'lists'

  // What each page of a partner's Vite build adds, React and React Query being the app's: up front, and later.
  const pages = listsOnly ? [] : await measurePartnerPages()
  for (const page of pages)
    rows.push({
      group: "page (gzip; React, React Query the host's)",
      measure: page.name,
      value: `${kb(page.upFront)} up front · ${kb(page.later)} later`,
    })
  const bundles = listsOnly ? [] : await measureConsumerBundles()
  for (const bundle of bundles)
    rows.push({ group: 'bundle (gzip; esbuild, React Query bundled, on demand left out)', measure: bundle.name, value: kb(bundle.gzip) })
  const css = listsOnly ? undefined : measureStylesheet()
  if (css) rows.push({ group: 'bundle (gzip)', measure: 'styles.css', value: kb(css.gzip) })

  const server = await startSandboxServer({
    port: 0,
    seed: 1,
    today: '2026-06-30',
    volume: { invoicesPerCompany: 10_000, extraGlLinesPerCompany: 20_000 },
  })
  const page = await startBenchPage()
  const browser = await launchChromium()
  const lists: ListFigures[] = []
  let ledgerExport: Awaited<ReturnType<typeof measureLedgerExport>> | undefined
  try {
    const query = { baseUrl: server.url, glAccountId: SANDBOX.companies.bakery.glAccounts.busyExpense }
    for (const width of BENCH_WIDTHS) {
      for (const scenario of ['invoices', 'invoices-plain', 'ledger', 'ledger-plain'] as const) {
        lists.push(await measureList(browser, pageUrl(page), scenario, query, width))
      }
    }
    if (!listsOnly) ledgerExport = await measureLedgerExport(browser, pageUrl(page), query)
  } finally {
    await browser.close()
    await page.dispose()
    await server.close()
  }
  // Each list beside its plain table measured at the same width in the same run.
  const pairs = lists.flatMap((virtual) =>
    virtual.scenario.endsWith('-plain')
      ? []
      : [[virtual, lists.find((plain) => plain.scenario === `${virtual.scenario}-plain` && plain.width === virtual.width)!] as const],
  )
  for (const [virtual, plain] of pairs) {
    const name = `${virtual.scenario === 'invoices' ? 'InvoiceList' : 'GeneralLedger'}${virtual.width === BENCH_WIDTHS[0] ? '' : ` at ${virtual.width} px`}`
    rows.push(
      { group: name, measure: `rows loaded (virtualized / plain)`, value: `${virtual.rows} / ${plain.rows}` },
      {
        group: name,
        measure: 'data to first rows (virtualized / plain)',
        value: `${ms(virtual.dataToRowsMs)} / ${ms(plain.dataToRowsMs)} (plain ÷ virtualized = ${(plain.dataToRowsMs / virtual.dataToRowsMs).toFixed(1)})`,
      },
      { group: name, measure: 'rows in the DOM (virtualized / plain)', value: `${virtual.rowsInDom} / ${plain.rowsInDom}` },
      {
        group: name,
        measure: `scroll frame median at ${SCROLL_PX_PER_FRAME} px/frame (virtualized / plain)`,
        value: `${ms(virtual.frameMedianMs)} / ${ms(plain.frameMedianMs)}`,
      },
      {
        group: name,
        measure: `scroll frame p95 at ${SCROLL_PX_PER_FRAME} px/frame (virtualized / plain)`,
        value: `${ms(virtual.frameP95Ms)} / ${ms(plain.frameP95Ms)} (virtualized ÷ plain = ${(virtual.frameP95Ms / plain.frameP95Ms).toFixed(1)})`,
      },
    )
  }

  if (listsOnly) {
    const table = report(rows, { lists })
    process.stdout.write(`\n${table}\n\n`)
    expect(rows.length).toBeGreaterThan(0)
    return
  }

  const tokens = await measureTokenEconomy()
  rows.push(
    { group: 'tokens', measure: 'fetchToken calls, 100 concurrent requests', value: String(tokens.concurrent) },
    { group: 'tokens', measure: 'fetchToken calls, expiry storm of 100 in flight', value: String(tokens.storm) },
  )
  if (!ledgerExport) throw new Error('the ledger export was not measured')
  const expected = Math.ceil(ledgerExport.lines / 250)
  rows.push(
    {
      group: 'paging',
      measure: `CSV export of ${ledgerExport.lines} lines: requests (⌈N/250⌉ = ${expected})`,
      value: String(ledgerExport.requests),
    },
    { group: 'paging', measure: 'CSV export wall time', value: ms(ledgerExport.wallMs) },
  )
  const speed = await measureSandboxSpeed()
  rows.push(
    { group: 'sandbox', measure: `GL page query median, ${speed.lines} lines on the account`, value: ms(speed.medianMs) },
    { group: 'sandbox', measure: 'GL searched page (limit 50) median', value: ms(speed.filteredMedianMs) },
    {
      group: 'sandbox',
      measure: 'GL page after a write (index rebuilt) / the next one',
      value: `${ms(speed.afterWriteMs)} / ${ms(speed.nextPageMs)}`,
    },
    {
      group: 'sandbox',
      measure: 'create: default sandbox (fastest of 5) / 100,000 extra lines',
      value: `${ms(speed.defaultBuildMs)} / ${ms(speed.buildMs)}`,
    },
  )

  const sizes = bundles.map(({ name, bytes, gzip }) => ({ name, bytes, gzip }))
  const table = report(rows, { bundles: sizes, css, lists, tokens, ledgerExport, speed })
  process.stdout.write(`\n${table}\n\n`)
  expect(rows.length).toBeGreaterThan(0)
})
