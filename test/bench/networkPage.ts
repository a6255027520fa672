import type { IncomingMessage } from 'node:http'
import type { Browser, CDPSession, Page, Request } from 'playwright-core'
import type { ProxyOptions } from 'vite'
import type { BankTransaction } from '../../src/api/types'

/**
 * How the network bench opens a scenario of the bench page with every request slower, and what it
 * counts. The page and the service share one origin (`vite preview` forwards `/v5` and `/v6` to the
 * sandbox server), so no request needs a CORS preflight; the delay is added in Chromium itself with
 * the DevTools protocol's `Network.emulateNetworkConditions`, which holds every request of the page
 * (the token request included) for that long before its answer: a real round trip on a slower
 * network, checked by `measureRoundTrip`. A service on another origin costs one preflight
 * (another round trip) per request shape unless it answers `Access-Control-Max-Age`.
 */

/** The added delays every scenario is measured at, in ms a request. */
export const LATENCIES = [0, 50, 150, 300] as const

/** The bench page's own marker, sent as the first content reaches the DOM (test/bench/page/main.tsx). */
const MARKER_PATH = '/__bench/first-content'
export const TOKEN_PATH = '/v6/auth/token'
/** The bank-transaction listing the queue syncs with (the v5 style; the described service's POST is not used here). */
export const LISTING_PATH = '/v5/banks/transactions'

/** One page of the bank-transaction listing: the page size and cursor asked, and whether the answer named a next page. */
interface ListingPage {
  limit: number
  cursor: string
  /** `undefined` until answered. */
  more?: boolean
}

/**
 * Listing answers as the page's origin forwards them, each told to `onAnswer` (the page open now):
 * whether it named a next page. Read from the stream the page receives, so nothing fetches or
 * parses the bodies again (at 50,000 transactions that costs the run seconds).
 */
export interface ListingTap {
  onAnswer?: (answer: { cursor: string; more: boolean }) => void
}

/**
 * The proxy of the bench page's origin: `/v5` and `/v6` forwarded to the sandbox at `target`, each
 * listing answer told to `tap`. A listing answer names its next page with a top-level `cursor`
 * member, the only `"cursor":` in its JSON.
 */
export function serviceProxy(target: string, tap: ListingTap): Record<string, ProxyOptions> {
  const configure: ProxyOptions['configure'] = (proxy) => {
    proxy.on('proxyRes', (answer: IncomingMessage, request: IncomingMessage) => {
      if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://bench').pathname !== LISTING_PATH) return
      let more = false
      let tail = ''
      answer.on('data', (chunk: Buffer) => {
        const text = tail + chunk.toString('latin1')
        more ||= text.includes('"cursor":')
        tail = text.slice(-16)
      })
      const cursor = request.headers['cursor']
      answer.on('end', () => tap.onAnswer?.({ cursor: typeof cursor === 'string' ? cursor : '', more }))
    })
  }
  return { '/v5': { target, configure }, '/v6': { target, configure } }
}

/** The bench page served with the sandbox on its origin. */
export interface ServedPage {
  origin: string
  listing: ListingTap
}

/** What the page sent, in the order Chromium sent it. */
interface RequestLog {
  /** `token`, `service` (any other `/v5/…` or `/v6/…` path) or `marker`, in sending order. */
  sent: Array<'token' | 'service' | 'marker'>
  listing: ListingPage[]
  /** Forgets everything logged so far (before a reload). */
  reset(): void
  /** Once an answer named no next page and every page asked is answered (a full walk ended): the pages asked. */
  walkEnded(): Promise<number>
}

/** A scenario open in its own browser context, its requests logged, every request `latencyMs` slower. */
export interface OpenScenario {
  page: Page
  cdp: CDPSession
  log: RequestLog
  close(): Promise<void>
}

/** Where and how to open a scenario of the bench page. */
export interface ScenarioOptions {
  scenario: string
  query?: Record<string, string>
  latencyMs: number
  /** The transaction the editor scenario edits (handed to the page before it runs, no request). */
  transaction?: BankTransaction
  /** The provider's `initialToken`, minted by the driver as a host's server would, handed to the page before it runs (no request of the page). */
  initialToken?: { accessToken: string; expiresIn: number }
  /** Anything a scenario sets on the page before it loads (init scripts, its own request listeners). */
  prepare?: (page: Page) => Promise<void>
}

function kindOf(request: Request): 'token' | 'service' | 'marker' | undefined {
  const { pathname } = new URL(request.url())
  if (pathname === MARKER_PATH) return 'marker'
  if (request.method() === 'OPTIONS') return undefined
  if (pathname === TOKEN_PATH) return 'token'
  return pathname.startsWith('/v5/') || pathname.startsWith('/v6/') ? 'service' : undefined
}

function logRequests(page: Page, tap: ListingTap): RequestLog {
  const sent: RequestLog['sent'] = []
  const listing: ListingPage[] = []
  // Answers the proxy saw before Chromium's report of their request reached the log.
  const early: Array<{ cursor: string; more: boolean }> = []
  let waiters: Array<(pages: number) => void> = []
  const ended = () => listing.some((asked) => asked.more === false) && listing.every((asked) => asked.more !== undefined)
  const settle = () => {
    if (!ended()) return
    for (const resolve of waiters) resolve(listing.length)
    waiters = []
  }
  page.on('request', (request) => {
    const kind = kindOf(request)
    if (kind) sent.push(kind)
    if (request.method() !== 'GET' || new URL(request.url()).pathname !== LISTING_PATH) return
    const headers = request.headers()
    const asked: ListingPage = { limit: Number(headers['limit'] ?? 0), cursor: headers['cursor'] ?? '' }
    const index = early.findIndex((answer) => answer.cursor === asked.cursor)
    if (index >= 0) asked.more = early.splice(index, 1)[0]!.more
    listing.push(asked)
    settle()
  })
  // Matched by the cursor asked, so pages answered out of order still find their request.
  tap.onAnswer = (answer) => {
    const asked = listing.find((candidate) => candidate.more === undefined && candidate.cursor === answer.cursor)
    if (asked) asked.more = answer.more
    else early.push(answer)
    settle()
  }
  return {
    sent,
    listing,
    reset() {
      sent.length = 0
      listing.length = 0
      early.length = 0
    },
    walkEnded() {
      return ended() ? Promise.resolve(listing.length) : new Promise((resolve) => waiters.push(resolve))
    },
  }
}

/** Opens `scenario` on the page at `origin` in a fresh browser context (nothing cached, empty IndexedDB). */
export async function openScenario(
  browser: Browser,
  { origin, listing }: ServedPage,
  { scenario, query = {}, latencyMs, transaction, initialToken, prepare }: ScenarioOptions,
): Promise<OpenScenario> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  if (transaction) await page.addInitScript((given) => (window.benchTransaction = given), transaction)
  if (initialToken) await page.addInitScript((given) => (window.benchInitialToken = given), initialToken)
  await prepare?.(page)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 })
  const log = logRequests(page, listing)
  await page.goto(`${origin}?${new URLSearchParams({ scenario, ...query })}`)
  return { page, cdp, log, close: () => context.close() }
}

/** First content of the scenario as the page measured it, and what was sent before it reached the DOM. */
export interface FirstContent {
  /** ms from the provider's mount to the first content painted. */
  ms: number
  /** Service requests sent before the first content reached the DOM, the token request not among them. */
  requests: number
  /** Token requests sent before it. */
  tokenRequests: number
  /** The page's first bank-transaction listing request, if it sent one: ms from the mount to it sent, and to its answer read. */
  listing?: { sentMs: number; answeredMs: number }
}

/** Waits for the page's first content to paint, then splits the requests at the page's marker. */
export async function firstContent(open: OpenScenario, timeoutMs = 300_000): Promise<FirstContent> {
  const { page, log } = open
  await page.waitForFunction(() => window.bench?.paintedAt !== undefined, undefined, { timeout: timeoutMs, polling: 50 })
  const { ms, listing } = await page.evaluate((listingPath) => {
    const [first] = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname === listingPath)
      .sort((a, b) => a.startTime - b.startTime)
    const shownAt = window.bench.shownAt!
    return {
      ms: window.bench.paintedAt! - shownAt,
      listing: first && { sentMs: first.startTime - shownAt, answeredMs: first.responseEnd - shownAt },
    }
  }, LISTING_PATH)
  // The marker request is sent in the same task that saw the content, so it splits the log exactly.
  const deadline = Date.now() + 10_000
  while (!log.sent.includes('marker') && Date.now() < deadline) await page.waitForTimeout(20)
  const marker = log.sent.indexOf('marker')
  if (marker < 0) throw new Error('The page sent no first-content marker')
  const before = log.sent.slice(0, marker)
  return {
    ms,
    requests: before.filter((kind) => kind === 'service').length,
    tokenRequests: before.filter((kind) => kind === 'token').length,
    ...(listing ? { listing } : {}),
  }
}

/**
 * How long a plain request takes from the page as it is: the fastest of ten service requests that
 * the sandbox answers at once (an unauthenticated read, refused); the fastest, since a busy machine
 * only ever adds to it. Less the same at 0 ms, it is the delay added to every request.
 */
export async function measureRoundTrip(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let fastest = Infinity
    for (let i = 0; i < 10; i++) {
      const started = performance.now()
      await (await fetch('/v6/closing', { cache: 'no-store' })).text()
      fastest = Math.min(fastest, performance.now() - started)
    }
    return fastest
  })
}
