// The review queue's first rows with the token the host's server hands with the page
// (`initialToken`), in Chromium on a production build (test/react/queue/firstRowsPage.tsx bundled by
// esbuild with React's production build, as a partner ships it) against a real sandbox server on
// the page's origin, with 150 ms added to every request by Chromium itself. The target is one round
// trip + 150 ms from the mount, which holds when the listing leaves with the first commit and the
// rows wait on nothing else: no token, no chunk, no request sent after another's answer (each of
// these costs a round trip more). That is what this asserts, from the page's own marks and resource
// timings, in their order. The 150 ms is the page's work (its first render before the listing
// leaves, the answer made rows and painted after), a timing of this machine's cores: the bench
// measures it (`BENCH_NETWORK=queue-initial-token`, test/bench/network.ts).
import { build } from 'esbuild'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { startSandboxServer, SANDBOX, type SandboxServer } from '../../../src/sandbox'
import { launchChromium, pageUrl, serveBenchPage } from '../../bench/lists'
import { LISTING_PATH, serviceProxy, TOKEN_PATH } from '../../bench/networkPage'
import type { FirstRowsMarks } from './firstRowsPage'
import pkg from '../../../package.json' with { type: 'json' }
import { sourceStylesheet } from '../../support/sourceStylesheet'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
/** Added to every request of the page, the target's setting. */
const LATENCY_MS = 150

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Review queue</title><link rel="stylesheet" href="/app.css"></head>
  <body><div id="root"></div><script src="/app.js"></script></body>
</html>`

/** The page built for production into `outDir`. */
async function buildPage(outDir: string): Promise<void> {
  await build({
    entryPoints: [path.join(ROOT, 'test', 'react', 'queue', 'firstRowsPage.tsx')],
    outfile: path.join(outDir, 'app.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', BOOKKIT_PACKAGE_VERSION: JSON.stringify(pkg.version) },
    logLevel: 'silent',
  })
  writeFileSync(path.join(outDir, 'app.css'), sourceStylesheet())
  writeFileSync(path.join(outDir, 'index.html'), PAGE)
}

describe("the review queue's first rows with initialToken, 150 ms a request, on a production build", { timeout: 60_000 }, () => {
  let outDir: string
  let sandbox: SandboxServer
  let browser: Browser
  let origin: string
  let closePage: () => Promise<void>

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'bookkit-first-rows-'))
    ;[sandbox, browser] = await Promise.all([
      startSandboxServer({
        port: 0,
        seed: 1,
        today: '2026-06-30',
        volume: { bankTransactionsPerCompany: 1_000, invoicesPerCompany: 10, extraGlLinesPerCompany: 0 },
      }),
      launchChromium(),
      buildPage(outDir),
    ]).then(([server, chromium]) => [server, chromium] as const)
    const served = await serveBenchPage({ outDir, dispose: () => undefined }, { proxy: serviceProxy(sandbox.url, {}) })
    origin = pageUrl(served)
    closePage = () => served.close()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await closePage?.()
    await sandbox?.close()
    if (outDir) rmSync(outDir, { recursive: true, force: true })
  })

  it('asks for them with the first commit and waits on no token, chunk or request in series', async () => {
    const token = sandbox.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    try {
      const page = await context.newPage()
      await page.addInitScript((given) => (window.firstRowsToken = given), { accessToken: token.access_token, expiresIn: token.expires_in })
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      const tokenRequests: string[] = []
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (pathname === TOKEN_PATH || pathname === '/token') tokenRequests.push(pathname)
      })

      await page.goto(origin)
      await page.waitForFunction(() => window.firstRows.rowsPaintedAt !== undefined, undefined, { timeout: 30_000 })
      const { marks, requests } = await page.evaluate(() => ({
        marks: window.firstRows,
        requests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime, responseEnd: entry.responseEnd }))
          .filter((entry) => entry.path.startsWith('/v5/') || entry.path.startsWith('/v6/'))
          .sort((a, b) => a.startTime - b.startTime),
      }))

      const { mountedAt, firstFrameAt, rowsAt, rowsPaintedAt, tokensFetched } = marks as Required<FirstRowsMarks>
      const listing = requests.find((request) => request.path === LISTING_PATH)
      expect(listing, 'the listing request').toBeDefined()
      const at = (ms: number) => `${Math.round(ms - mountedAt)} ms`
      const figures = `from the mount: first frame ${at(firstFrameAt)}, listing sent ${at(listing!.startTime)} and answered ${at(listing!.responseEnd)}, rows in the DOM ${at(rowsAt)} and painted ${at(rowsPaintedAt)}`
      expect({ tokensFetched, tokenRequests }).toEqual({ tokensFetched: 0, tokenRequests: [] })
      // Sent from the first commit, before its first frame: no chunk, token or other read was waited for first.
      expect(listing!.startTime, figures).toBeLessThan(firstFrameAt)
      // Nor did the rows wait for a request in series: none sent after that commit was answered before them (the sync's next pages apart).
      const inSeries = requests.filter(
        (request) => request.startTime > firstFrameAt && request.responseEnd < rowsAt && request.path !== LISTING_PATH,
      )
      expect(inSeries, figures).toEqual([])
      // The added delay was in force, so a request in series would have shown.
      expect(listing!.responseEnd - listing!.startTime, figures).toBeGreaterThanOrEqual(LATENCY_MS)
    } finally {
      await context.close()
    }
  })
})
