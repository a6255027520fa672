import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { bookkitService, createBookkeepingClient, type BankTransactionSyncPage, type ListPage } from '../../../src/api'
import { collectAll } from '../../../src/api/transport/paginate'
import type { BankTransaction, GlEntry, Invoice, TokenResponse } from '../../../src/api/types'
import { BookkeepingProvider } from '../../../src/react'
import {
  BankTransactionEditor,
  BankTransactionList,
  GeneralLedger,
  InvoiceDetail,
  InvoiceList,
  ManualJournalEntryForm,
  NotificationSettingsForm,
} from '../../../src/components'
import { isReviewed } from '../../../src/core/queue/view/queueFilter'
import { PlainInvoiceTable, PlainLedgerTable, PlainTransactionTable } from './PlainTable'
import { ChartsScenario, OverviewScenario } from './ChartsBench'
import { StatementsScenario, type BenchStatementSetup } from './StatementsBench'
import { StatementImportScenario, watchStatementImport } from './StatementImportBench'
import { RulesScenario } from './RulesBench'
import { SANDBOX } from '../../../src/sandbox/constants'
import { createHostStore } from '../../../src/sandbox/hostStore'
import type { RuleBook } from '../../../src/core/rules/types'
import './page.css'

import.meta.glob('../../../src/styles/*.css', { eager: true })

/**
 * The bench page: one scenario per load, chosen by the query string; the Playwright drivers in
 * test/bench/lists.ts, test/bench/network*.ts, test/bench/charts.ts, test/bench/statements.ts and
 * test/bench/statementImport.ts read `window.bench`.
 */
const params = new URLSearchParams(location.search)
/** The service's address; absent: this page's own origin, which forwards the service's paths. */
const baseUrl = params.get('baseUrl') ?? location.origin
const scenario = params.get('scenario') as Scenario
const glAccountId = params.get('glAccountId') ?? ''
const invoiceId = params.get('invoiceId') ?? ''
/** `persist=1`: the provider keeps its cache in IndexedDB, for one session key. */
const persist = params.get('persist') === '1'
/** The charts' months: the sandbox's today is 2026-06-30. */
const endMonth = params.get('endMonth') ?? '2026-06'
const period = params.get('period') ?? '2026-06'
/** The overview's day: the sandbox's today. */
const asOf = params.get('asOf') ?? '2026-06-30'
/** The statement's props from the query string (StatementsBench.tsx); statements together: each one's, in `statements` (JSON). */
const statementQuery = Object.fromEntries(params)
const statementsTogether = (): BenchStatementSetup[] => JSON.parse(params.get('statements') ?? '[]') as BenchStatementSetup[]
/** The most items one save carries (the service profile's `maxBatchSize`); absent: the profile's default. */
const maxBatchSize = params.get('maxBatchSize')

type Scenario =
  | 'invoices'
  | 'invoices-plain'
  | 'ledger'
  | 'ledger-plain'
  | 'queue'
  | 'queue-plain'
  | 'review-queue'
  | 'invoice'
  | 'settings'
  | 'editor'
  | 'journal'
  | 'charts'
  | 'charts-queue'
  | 'overview'
  | 'overview-whole'
  | 'profit-and-loss'
  | 'profit-and-loss-by'
  | 'balance-sheet'
  | 'trial-balance'
  | 'cash-flow'
  | 'statements-together'
  | 'statement-import'
  | 'rules-match'

const fetchToken = async (): Promise<TokenResponse> => {
  const response = await fetch(`${baseUrl}/v6/auth/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa('sandbox-client-id:sandbox-client-secret')}` },
    body: new URLSearchParams({ userId: 'usr_owner_1' }),
  })
  return (await response.json()) as TokenResponse
}

/** What the driver reads and calls. */
interface BenchApi {
  /** performance.now() when the first content painted after the last `show()`. */
  paintedAt?: number
  /** performance.now() when the first content reached the DOM (before it painted). */
  contentAt?: number
  shownAt?: number
  ready: boolean
  show(): void
  hide(): void
}
declare global {
  interface Window {
    bench: BenchApi
    /** The transaction the editor scenario edits, put there by the driver before the page runs. */
    benchTransaction?: BankTransaction
    /** The provider's `initialToken`, minted by the driver (as a host's server) and put there before the page runs. */
    benchInitialToken?: { accessToken: string; expiresIn: number }
    /** With `store=1`: the rules the driver put there before the page runs, stored for every company. */
    benchRuleBook?: RuleBook
  }
}

const bench: BenchApi = { ready: false, show: () => undefined, hide: () => undefined }
window.bench = bench

/** Rows of a list: a body row of a grid (one with cells, so not the header), or a plain table's row. */
const hasRows = () => document.querySelector('[role="grid"] [role="row"]:has([role="gridcell"]), [data-row]') !== null
/** A form whose fields are filled: one of its inputs holds a value. */
const hasFilledForm = () =>
  [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input:not([type="hidden"]), form textarea')].some((field) =>
    field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox') ? field.checked : field.value !== '',
  )

/** Every chart on the page drawn: its summary and a bar. */
const hasChartBars = () => {
  const charts = [...document.querySelectorAll('figure.bk-chart')]
  return (
    charts.length > 0 &&
    charts.every((chart) => chart.querySelector('.bk-chart__summary') !== null && chart.querySelector('.bk-chart__bar') !== null)
  )
}

/** Every tile of the overview showing its figures: none still loading, each with a figure or its note. */
const hasTileFigures = () => {
  const tiles = [...document.querySelectorAll('.bk-tile')]
  return (
    tiles.length === 3 &&
    tiles.every(
      (tile) => tile.querySelector('[data-state="loading"]') === null && tile.querySelector('.bk-tile__figure, .bk-tile__figures') !== null,
    )
  )
}

/** An account's figure cell says its figures are read: the first number of a statement a user can read. */
const hasStatementFigures = () => document.querySelector('td[data-status="read"]') !== null

/**
 * The first thing a user can read or decide on, per scenario: rows for the lists, the filled
 * fields for the forms (a chosen radio for the settings), the invoice's title for the detail, the
 * first bars of every chart.
 */
const FIRST_CONTENT: Record<Scenario, () => boolean> = {
  invoices: hasRows,
  'invoices-plain': hasRows,
  ledger: hasRows,
  'ledger-plain': hasRows,
  queue: hasRows,
  'queue-plain': hasRows,
  'review-queue': hasRows,
  invoice: () => (document.querySelector('.bk-invoice-detail h2')?.textContent ?? '').trim() !== '',
  settings: () => document.querySelector('input[type="radio"]:checked') !== null,
  editor: hasFilledForm,
  journal: hasFilledForm,
  charts: hasChartBars,
  'charts-queue': hasChartBars,
  // The overview's first content is its three tiles' figures; `overview-whole` waits for its charts too.
  overview: hasTileFigures,
  'overview-whole': () => hasTileFigures() && document.querySelectorAll('figure.bk-chart').length === 3 && hasChartBars(),
  'profit-and-loss': hasStatementFigures,
  'profit-and-loss-by': hasStatementFigures,
  'balance-sheet': hasStatementFigures,
  'trial-balance': hasStatementFigures,
  'cash-flow': hasStatementFigures,
  'statements-together': hasStatementFigures,
  // The import's first content is its file input, ready for a file.
  'statement-import': () => document.querySelector('input[type="file"]:enabled') !== null,
  'rules-match': () => window.benchRules !== undefined,
}

/**
 * Scenarios that keep all six of the origin's connections busy after their first content: a marker
 * request would take one of them and hold one of their own requests back a round trip, so they
 * send none, and their driver (test/bench/statements.ts) splits the requests by resource timings.
 */
const WITHOUT_MARKER: ReadonlySet<Scenario> = new Set([
  'profit-and-loss',
  'profit-and-loss-by',
  'balance-sheet',
  'trial-balance',
  'cash-flow',
  'statements-together',
])

/**
 * Marks the first content after `show()`: the moment it reaches the DOM (a mutation, or an
 * animation frame for a value set without one), and its paint two animation frames later. At the
 * DOM moment the page also sends a marker request (`/__bench/first-content`; not in
 * `WITHOUT_MARKER`), so the driver can split the requests it sees into those sent before the
 * content and those after, in order.
 */
function watchForContent(): void {
  const started = performance.now()
  bench.shownAt = started
  bench.contentAt = undefined
  bench.paintedAt = undefined
  const shown = FIRST_CONTENT[scenario]
  let done = false
  const check = () => {
    if (done || !shown()) return
    done = true
    observer.disconnect()
    bench.contentAt = performance.now()
    if (!WITHOUT_MARKER.has(scenario))
      void fetch(`/__bench/first-content?at=${Math.round(bench.contentAt)}`, { method: 'HEAD' }).catch(() => undefined)
    requestAnimationFrame(() => requestAnimationFrame(() => (bench.paintedAt = performance.now())))
  }
  const observer = new MutationObserver(check)
  observer.observe(document.body, { childList: true, subtree: true })
  const everyFrame = () => {
    check()
    if (!done) requestAnimationFrame(everyFrame)
  }
  requestAnimationFrame(everyFrame)
}

/** Lets the driver unmount and mount the list again. */
function controlVisibility(setVisible: (visible: boolean) => void): void {
  bench.show = () => {
    watchForContent()
    setVisible(true)
  }
  bench.hide = () => setVisible(false)
}

function Scenario({ data }: { data: Invoice[] | GlEntry[] | BankTransaction[] | undefined }) {
  const [visible, setVisible] = useState(true)
  useEffect(() => controlVisibility(setVisible), [])
  if (!visible) return null
  switch (scenario) {
    case 'invoices':
      return <InvoiceList />
    case 'ledger':
      return <GeneralLedger glAccountId={glAccountId} showExport />
    case 'invoices-plain':
      return <PlainInvoiceTable invoices={data as Invoice[]} />
    case 'ledger-plain':
      return <PlainLedgerTable lines={data as GlEntry[]} />
    case 'queue':
      // The reviewed view: most of a year's 10,000 lines, so the filter has the most to go through.
      return <BankTransactionList editor={false} defaultFilter={{ view: 'reviewed' }} />
    case 'queue-plain':
      return <PlainTransactionTable transactions={data as BankTransaction[]} />
    case 'review-queue':
      // The business owner's main screen as a partner mounts it: every default.
      return <BankTransactionList />
    case 'invoice':
      return <InvoiceDetail invoiceId={invoiceId} />
    case 'settings':
      return <NotificationSettingsForm />
    case 'editor':
      return <BankTransactionEditor transaction={window.benchTransaction} />
    case 'journal':
      return <ManualJournalEntryForm />
    case 'charts':
    case 'charts-queue':
      return <ChartsScenario endMonth={endMonth} period={period} queue={scenario === 'charts-queue'} />
    case 'overview':
    case 'overview-whole':
      return <OverviewScenario asOf={asOf} period={period} />
    case 'profit-and-loss':
    case 'profit-and-loss-by':
    case 'balance-sheet':
    case 'trial-balance':
    case 'cash-flow':
      return <StatementsScenario statements={[{ statement: scenario, query: statementQuery }]} />
    case 'statements-together':
      return <StatementsScenario statements={statementsTogether()} />
    case 'statement-import':
      return <StatementImportScenario />
    case 'rules-match':
      return <RulesScenario />
    default:
      return scenario satisfies never
  }
}

/** `persist` and `sessionKey` for the provider when the page asks for a persisted cache. */
const persistProps = persist ? { persist: true, sessionKey: 'bench-bakery-owner' } : {}
const serviceProps = maxBatchSize ? { service: { ...bookkitService, maxBatchSize: Number(maxBatchSize) } } : {}
/**
 * `store=1`: the provider's `store` is a host's store in memory (the sandbox's kind), holding for
 * every company the rules the driver put in `window.benchRuleBook` (none: an empty store), so a
 * run with rules and one without differ only in the rules.
 */
function storeProps() {
  if (params.get('store') !== '1') return {}
  const store = createHostStore()
  const book = window.benchRuleBook
  if (book) for (const { id } of Object.values(SANDBOX.companies)) store.put(`rules:${id}`, book)
  return { store }
}

async function start(): Promise<void> {
  // Room for every page of a long sync in the resource timings the drivers read.
  performance.setResourceTimingBufferSize(5_000)
  if (scenario === 'statement-import') watchStatementImport()
  let data: Invoice[] | GlEntry[] | BankTransaction[] | undefined
  if (scenario.endsWith('-plain')) {
    // The baseline gets every row in memory first, as the component has after loading every page.
    const client = createBookkeepingClient({ baseUrl, fetchToken })
    if (scenario === 'invoices-plain') {
      data = await collectAll<Invoice, ListPage<Invoice>>((cursor, signal) =>
        client.queryInvoices({ limit: 250, sort: { value: '-date' }, ...(cursor ? { cursor } : {}) }, { signal }),
      )
    } else if (scenario === 'queue-plain') {
      // The rows of the queue's reviewed view, newest first as the queue orders them.
      const all = await collectAll<BankTransaction, BankTransactionSyncPage<BankTransaction>>((cursor, signal) =>
        client.listBankTransactions({ limit: 250, ...(cursor ? { cursor } : {}) }, { signal }),
      )
      data = all.filter((transaction) => isReviewed(transaction.reviewStatus)).sort((a, b) => b.date.localeCompare(a.date))
    } else {
      data = await collectAll<GlEntry, ListPage<GlEntry>>((cursor, signal) =>
        client.queryGeneralLedger(glAccountId, { limit: 250, ...(cursor ? { cursor } : {}) }, { signal }),
      )
    }
  }
  watchForContent()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BookkeepingProvider
        {...persistProps}
        {...serviceProps}
        {...storeProps()}
        baseUrl={baseUrl}
        fetchToken={fetchToken}
        initialToken={window.benchInitialToken}
      >
        <Scenario data={data} />
      </BookkeepingProvider>
    </StrictMode>,
  )
  bench.ready = true
}

void start()
