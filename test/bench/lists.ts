import { chromium, type Browser, type Page } from 'playwright-core'
import { build, preview, type PreviewServer, type ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '../support/chromium'
import pkg from '../../package.json' with { type: 'json' }

const PAGE_ROOT = fileURLToPath(new URL('./page/', import.meta.url))

/** Scroll speed of the frame-time measure, the same for every list. */
export const SCROLL_PX_PER_FRAME = 240

/** The page widths the lists are measured at: a desktop, and a phone (the lists stack their rows). */
export const BENCH_WIDTHS = [1280, 390] as const

/** Figures of one list scenario, all from one run. */
export interface ListFigures {
  scenario: string
  /** Width of the page (the list's container is the page less its margins). */
  width: number
  rows: number
  /** ms from rows being in memory to the first rows painted. */
  dataToRowsMs: number
  /** Rows in the DOM with everything loaded (the virtualized list keeps this bounded). */
  rowsInDom: number
  /** Frame times while scrolling from top to bottom. */
  frameMedianMs: number
  frameP95Ms: number
  frames: number
}

/** The bench page built for production into a temporary folder (`outDir`), removed by `dispose()`. */
export interface BuiltBenchPage {
  outDir: string
  dispose(): void
}

/** Builds the bench page for production, as a partner ships it; build once, serve it as often as needed. */
export async function buildBenchPage(): Promise<BuiltBenchPage> {
  const outDir = mkdtempSync(join(tmpdir(), 'bookkit-bench-'))
  // Vitest runs with NODE_ENV=test, which would make this a development build of React.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  // The page bundles bookkit from source: it needs the constant the library build defines (vite.config.ts).
  const define = { BOOKKIT_PACKAGE_VERSION: JSON.stringify(pkg.version) }
  await build({
    configFile: false,
    root: PAGE_ROOT,
    plugins: [react()],
    define,
    logLevel: 'error',
    mode: 'production',
    build: { outDir, emptyOutDir: true, minify: process.env.BENCH_MINIFY !== '0' },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv
  })
  return { outDir, dispose: () => rmSync(outDir, { recursive: true, force: true }) }
}

/**
 * Serves a built bench page statically; `proxy` forwards paths of its origin elsewhere (the
 * network bench puts the service there, so the page reaches it without a CORS preflight).
 */
export async function serveBenchPage(
  page: BuiltBenchPage,
  { proxy }: { proxy?: Record<string, ProxyOptions> } = {},
): Promise<PreviewServer> {
  return preview({
    configFile: false,
    root: PAGE_ROOT,
    logLevel: 'error',
    build: { outDir: page.outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, proxy },
  })
}

/** The bench page, built for production (as a partner ships it) and served statically. */
export async function startBenchPage(): Promise<PreviewServer & { dispose(): Promise<void> }> {
  const page = await buildBenchPage()
  const server = await serveBenchPage(page)
  return Object.assign(server, {
    async dispose() {
      await server.close()
      page.dispose()
    },
  })
}

export function pageUrl(server: PreviewServer): string {
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('The bench page server has no port')
  return `http://127.0.0.1:${address.port}/`
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions)
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0
}

/** Scrolls the list loaded so far to its end until the grid says every page is in (aria-rowcount set). */
async function loadEveryPage(page: Page): Promise<void> {
  const deadline = Date.now() + 180_000
  for (;;) {
    const done = await page.evaluate(() => {
      const grid = document.querySelector('[role="grid"]')
      const region = document.querySelector('.bk-grid-region')
      if (!grid || !region) return false
      if (grid.getAttribute('aria-rowcount') !== '-1') return true
      region.scrollTop = region.scrollHeight
      return false
    })
    if (done) return
    if (Date.now() > deadline) throw new Error('The list did not finish loading its pages within 3 minutes')
    await page.waitForTimeout(40)
  }
}

/** Unmounts and mounts the list again with its data in memory, and times the first painted rows. */
async function remountAndTime(page: Page): Promise<number> {
  await page.evaluate(() => window.bench.hide())
  await page.waitForTimeout(200)
  await page.evaluate(() => window.bench.show())
  await page.waitForFunction(() => window.bench.paintedAt !== undefined, undefined, { timeout: 60_000 })
  return page.evaluate(() => window.bench.paintedAt! - window.bench.shownAt!)
}

/**
 * Scrolls the list's region from top to bottom at a steady `pxPerFrame` (a fast fling: 240 px a
 * frame is about 14,000 px a second at 60 Hz), one step per animation frame, the same speed for
 * every list so longer lists are not scrolled faster.
 */
async function scrollThrough(page: Page, regionSelector: string, pxPerFrame: number): Promise<{ deltas: number[]; rowsInDom: number }> {
  return page.evaluate(
    async ({ selector, step }) => {
      const region = document.querySelector(selector) as HTMLElement
      region.scrollTop = 0
      const distance = region.scrollHeight - region.clientHeight
      const deltas: number[] = []
      let rowsInDom = 0
      let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve))
      for (let frame = 1; frame * step < distance + step; frame++) {
        region.scrollTop = Math.min(distance, frame * step)
        const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve))
        deltas.push(now - last)
        last = now
        if (frame % 100 === 0) rowsInDom = Math.max(rowsInDom, region.querySelectorAll('[role="row"], tr').length)
      }
      return { deltas, rowsInDom }
    },
    { selector: regionSelector, step: pxPerFrame },
  )
}

/** Loads a scenario of the bench page and measures it. */
export async function measureList(
  browser: Browser,
  url: string,
  scenario: 'invoices' | 'invoices-plain' | 'ledger' | 'ledger-plain' | 'queue' | 'queue-plain',
  query: Record<string, string>,
  width: number = BENCH_WIDTHS[0],
): Promise<ListFigures> {
  const page = await browser.newPage({ viewport: { width, height: 800 } })
  try {
    await page.goto(`${url}?${new URLSearchParams({ scenario, ...query })}`)
    await page.waitForFunction(() => window.bench?.ready && window.bench.paintedAt !== undefined, undefined, { timeout: 180_000 })
    const plain = scenario.endsWith('-plain')
    if (!plain) await loadEveryPage(page)
    const dataToRowsMs = await remountAndTime(page)
    const region = plain ? '.plain-region' : '.bk-grid-region'
    const rows = await page.evaluate(
      (isPlain) =>
        isPlain
          ? document.querySelectorAll('[data-row]').length
          : Number(document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') ?? 0),
      plain,
    )
    const { deltas, rowsInDom } = await scrollThrough(page, region, SCROLL_PX_PER_FRAME)
    return {
      scenario,
      width,
      rows,
      dataToRowsMs,
      rowsInDom,
      frameMedianMs: percentile(deltas, 0.5),
      frameP95Ms: percentile(deltas, 0.95),
      frames: deltas.length,
    }
  } finally {
    await page.close()
  }
}

/** A full CSV export of the ledger through the component: requests made and wall time. */
export async function measureLedgerExport(
  browser: Browser,
  url: string,
  query: Record<string, string>,
): Promise<{ lines: number; requests: number; wallMs: number }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true })
  try {
    await page.goto(`${url}?${new URLSearchParams({ scenario: 'ledger', ...query })}`)
    await page.waitForFunction(() => window.bench?.paintedAt !== undefined, undefined, { timeout: 120_000 })
    let requests = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/generalLedger')) requests++
    })
    const started = Date.now()
    const download = page.waitForEvent('download', { timeout: 180_000 })
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await download
    const wallMs = Date.now() - started
    const lines = await page.evaluate(() =>
      Number(/([\d,]+)/.exec(document.querySelector('.bk-general-ledger__export')?.textContent ?? '')?.[1]?.replace(/,/g, '') ?? 0),
    )
    return { lines, requests, wallMs }
  } finally {
    await page.close()
  }
}
