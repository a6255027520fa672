import type { Browser } from 'playwright-core'
import { SANDBOX, startSandboxServer, type SandboxOptions, type SandboxServer } from '../../src/sandbox'
import { createAccessToken } from '../../src/server'
import type { BankTransaction } from '../../src/api/types'
import { buildBenchPage, launchChromium, pageUrl, serveBenchPage, type BuiltBenchPage } from './lists'
import {
  firstContent,
  LATENCIES,
  measureRoundTrip,
  openScenario,
  serviceProxy,
  type FirstContent,
  type ListingTap,
  type ScenarioOptions,
  type ServedPage,
} from './networkPage'
import {
  measureHeap,
  measureRevisit,
  measureSearch,
  waitForFullSync,
  type FullSync,
  type Revisit,
  type SearchFigures,
} from './networkQueue'

/** Histories of the review queue measured at every latency; the scale note adds `SCALE_HISTORY` at 0 ms. */
export const HISTORIES = [3_500, 20_000] as const
export const SCALE_HISTORY = 50_000
/** The latency the targets are set at, and the first-content target there: 2 round trips + 300 ms. */
export const TARGET_LATENCY = 150
export const FIRST_CONTENT_TARGET_MS = 2 * TARGET_LATENCY + 300
/** With the provider's `initialToken`, the first-content target at `TARGET_LATENCY`: 1 round trip + 150 ms. */
export const INITIAL_TOKEN_TARGET_MS = TARGET_LATENCY + 150
/** Loads of each component (not the queue) per latency, and of each (the queue too) with `initialToken`; the median is reported. */
const COMPONENT_RUNS = 3
/**
 * `BENCH_NETWORK=queue-initial-token` measures the round trips and the review queue's first content
 * with `initialToken` at `TARGET_LATENCY` alone, at the first of `HISTORIES` (seconds, not minutes,
 * while working on that figure); unset, everything.
 */
const QUEUE_INITIAL_TOKEN_ONLY = process.env.BENCH_NETWORK === 'queue-initial-token'

/** First content of one component at one latency. */
interface ComponentFigure extends FirstContent {
  component: string
  latencyMs: number
}

/** The review queue at one history and latency: its first rows and its full sync. */
export interface QueueFigure {
  history: number
  /** The bakery's transactions in the sandbox: what a full sync receives. */
  transactions: number
  latencyMs: number
  first: FirstContent
  sync: FullSync
  /** JS heap after the sync and a garbage collection, at 0 ms only. */
  heapBytes?: number
}

/** Everything the network part measured. */
export interface NetworkFigures {
  /** What a plain request took at each latency (fastest of 10): the delay actually added is this less the 0 ms one. */
  roundTrips: Array<{ latencyMs: number; ms: number }>
  components: ComponentFigure[]
  queue: QueueFigure[]
  revisits: Array<Revisit & { history: number; latencyMs: number }>
  search: SearchFigures & { history: number }
  /** First content at `TARGET_LATENCY` with the page handed a token minted before it loads (the provider's `initialToken`): every component and the queue at each history, the median load, every load's ms and every load. */
  withInitialToken: Array<FirstContent & { component: string; runs: number[]; loads: FirstContent[] }>
}

/** The user's first token, minted as a host's server does (`bookkit/server`, from node, not the page), handed to the page as `initialToken`. */
async function mintInitialToken(server: SandboxServer): Promise<{ accessToken: string; expiresIn: number }> {
  const token = await createAccessToken({
    baseUrl: server.url,
    clientId: 'sandbox-client-id',
    clientSecret: 'sandbox-client-secret',
    userId: SANDBOX.users.bakeryOwner,
  })
  return { accessToken: token.access_token, expiresIn: token.expires_in }
}

/** A sandbox server with `history` bank transactions for the bakery (and any other `options`), and the bench page on one origin with it. */
export async function withService<T>(
  page: BuiltBenchPage,
  history: number,
  run: (served: ServedPage, server: SandboxServer) => Promise<T>,
  options: SandboxOptions = {},
): Promise<T> {
  const server = await startSandboxServer({
    port: 0,
    seed: 1,
    today: '2026-06-30',
    ...options,
    volume: { bankTransactionsPerCompany: history, extraGlLinesPerCompany: 0 },
  })
  const listing: ListingTap = {}
  const preview = await serveBenchPage(page, { proxy: serviceProxy(server.url, listing) })
  try {
    return await run({ origin: pageUrl(preview), listing }, server)
  } finally {
    await preview.close()
    await server.close()
  }
}

/** `COMPONENT_RUNS` loads of a scenario with a fresh `initialToken` each, at `TARGET_LATENCY`: the median, and every load's ms. */
async function withInitialToken(
  browser: Browser,
  served: ServedPage,
  server: SandboxServer,
  scenario: Omit<ScenarioOptions, 'latencyMs'>,
): Promise<FirstContent & { runs: number[]; loads: FirstContent[] }> {
  const runs: FirstContent[] = []
  for (let run = 0; run < COMPONENT_RUNS; run++) {
    const initialToken = await mintInitialToken(server)
    runs.push(await timeFirstContent(browser, served, { ...scenario, latencyMs: TARGET_LATENCY, initialToken }))
  }
  return { ...median(runs, (run) => run.ms), runs: runs.map((run) => run.ms), loads: runs }
}

/** Opens a scenario, waits for its first content, closes it. */
async function timeFirstContent(browser: Browser, served: ServedPage, options: ScenarioOptions): Promise<FirstContent> {
  const open = await openScenario(browser, served, options)
  try {
    return await firstContent(open)
  } finally {
    await open.close()
  }
}

/** The components other than the queue, each as a partner mounts it, with what it needs from the sandbox. */
function componentScenarios(server: SandboxServer): Array<{ component: string } & Omit<ScenarioOptions, 'latencyMs'>> {
  const bakery = SANDBOX.companies.bakery
  const newestFirst = <T extends { date?: string }>(records: T[]) => [...records].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
  const invoice = newestFirst(server.sandbox.inspect.invoices(bakery.id))[0]!
  // The newest transaction still to review: what an owner opens from the queue.
  const transaction: BankTransaction = newestFirst(server.sandbox.inspect.bankTransactions(bakery.id)).find(
    (candidate) => candidate.reviewStatus === 'UNREVIEWED',
  )!
  return [
    { component: 'InvoiceList', scenario: 'invoices' },
    { component: 'GeneralLedger', scenario: 'ledger', query: { glAccountId: bakery.glAccounts.busyExpense } },
    { component: 'InvoiceDetail (by invoiceId)', scenario: 'invoice', query: { invoiceId: invoice.id! } },
    { component: 'NotificationSettingsForm', scenario: 'settings' },
    { component: 'BankTransactionEditor (given the transaction)', scenario: 'editor', transaction },
    { component: 'ManualJournalEntryForm (a new entry)', scenario: 'journal' },
  ]
}

/** The review queue with its default props: first rows, full sync, and at 0 ms the heap (and, when asked, search keystrokes). */
async function measureQueueAt(
  browser: Browser,
  served: ServedPage,
  server: SandboxServer,
  latencyMs: number,
  search: boolean,
): Promise<{ figure: QueueFigure; search?: SearchFigures }> {
  const history = server.sandbox.options.volume.bankTransactionsPerCompany
  const transactions = server.sandbox.inspect.bankTransactions(SANDBOX.companies.bakery.id).length
  const open = await openScenario(browser, served, { scenario: 'review-queue', latencyMs })
  try {
    const first = await firstContent(open)
    const sync = await waitForFullSync(open)
    const heapBytes = latencyMs === 0 ? await measureHeap(open.cdp) : undefined
    const keystrokes = search ? await measureSearch(open.page) : undefined
    return {
      figure: { history, transactions, latencyMs, first, sync, ...(heapBytes === undefined ? {} : { heapBytes }) },
      search: keystrokes,
    }
  } finally {
    await open.close()
  }
}

/** The queue's name in the tables: its history beside it. */
export const queueName = (history: number) => `BankTransactionList, ${history.toLocaleString('en-US')} transactions`

function median<T>(values: T[], of: (value: T) => number): T {
  return [...values].sort((a, b) => of(a) - of(b))[Math.floor(values.length / 2)]!
}

/**
 * The network part of `npm run bench`: the bench page built once, then one sandbox server per
 * history (3,500 transactions for every component, 20,000 and 50,000 for the queue), each reused
 * across every latency. With `BENCH_NETWORK=queue-initial-token`, the round trips and the queue's
 * loads with `initialToken` alone.
 */
export async function measureNetwork(): Promise<NetworkFigures> {
  const page = await buildBenchPage()
  const browser = await launchChromium()
  const figures: NetworkFigures = {
    roundTrips: [],
    components: [],
    queue: [],
    revisits: [],
    search: { history: 0, keystrokes: 0, medianMs: Number.NaN, p95Ms: Number.NaN, unchanged: 0 },
    withInitialToken: [],
  }
  try {
    await withService(page, HISTORIES[0], async (served, server) => {
      for (const latencyMs of LATENCIES) {
        const open = await openScenario(browser, served, { scenario: 'settings', latencyMs })
        await firstContent(open)
        figures.roundTrips.push({ latencyMs, ms: await measureRoundTrip(open.page) })
        await open.close()
      }
      for (const { component, ...scenario } of QUEUE_INITIAL_TOKEN_ONLY ? [] : componentScenarios(server)) {
        for (const latencyMs of LATENCIES) {
          const runs: FirstContent[] = []
          for (let run = 0; run < COMPONENT_RUNS; run++) runs.push(await timeFirstContent(browser, served, { ...scenario, latencyMs }))
          figures.components.push({ component, latencyMs, ...median(runs, (run) => run.ms) })
        }
        figures.withInitialToken.push({ component, ...(await withInitialToken(browser, served, server, scenario)) })
      }
      if (QUEUE_INITIAL_TOKEN_ONLY)
        figures.withInitialToken.push({
          component: queueName(HISTORIES[0]),
          ...(await withInitialToken(browser, served, server, { scenario: 'review-queue' })),
        })
    })
    if (QUEUE_INITIAL_TOKEN_ONLY) return figures
    for (const history of HISTORIES) {
      await withService(page, history, async (served, server) => {
        for (const latencyMs of LATENCIES) {
          const measured = await measureQueueAt(browser, served, server, latencyMs, latencyMs === 0 && history === HISTORIES.at(-1))
          figures.queue.push(measured.figure)
          if (measured.search) figures.search = { history, ...measured.search }
        }
        figures.revisits.push({ history, latencyMs: TARGET_LATENCY, ...(await measureRevisit(browser, served, TARGET_LATENCY)) })
        figures.withInitialToken.push({
          component: queueName(history),
          ...(await withInitialToken(browser, served, server, { scenario: 'review-queue' })),
        })
      })
    }
    await withService(page, SCALE_HISTORY, async (served, server) => {
      figures.queue.push((await measureQueueAt(browser, served, server, 0, false)).figure)
    })
  } finally {
    await browser.close()
    page.dispose()
  }
  return figures
}
