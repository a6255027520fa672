import { BankStatementImport } from '../../../src/components'

/**
 * The statement import scenario of the bench page (`statement-import`): `<BankStatementImport>` of
 * the bakery's checking account as a host mounts it, the provider's `maxBatchSize` from the query
 * (main.tsx). The driver (test/bench/statementImport.ts) chooses a file (CSV, OFX or CAMT.053) in its input; this part
 * notes, on `window.benchImport`, every long task of the page from its start (a buffered
 * `PerformanceObserver`), the moment the file was chosen (the input's `change` event), the moment
 * the file was read (its summary under the input), the moment every row was previewed (the
 * counts of what happens to the rows add up to the rows read), the moment the grid of the rows
 * shows its first rows (it may come in a later commit than the counts), and the paint after both.
 */

/** A long task of the main thread: when it started and how long it ran, in ms of `performance.now()`. */
export interface LongTask {
  startTime: number
  duration: number
}

/** What the driver reads. */
interface StatementImportBenchApi {
  longTasks: LongTask[]
  /** The input's `change` event's time stamp: the file chosen. */
  chosenAt?: number
  /** The file's summary said under the input (`name: CSV, N rows`): read. */
  readAt?: number
  /** The rows the summary says were read. */
  rowsRead?: number
  /** The preview's counts in the DOM and adding up to the rows read. */
  previewedAt?: number
  /** The preview's grid with rows in the DOM, at `previewedAt` or after it. */
  gridAt?: number
  /** Two animation frames after both: the frame that showed them had been drawn. */
  previewedPaintedAt?: number
  /** The counts as shown (`New: 100,000`, …). */
  counts?: string[]
  /** Forgets the marks of the last file, before the driver chooses the next. */
  reset(): void
  /** Every long task so far, those reported but not yet delivered to the observer included. */
  takeLongTasks(): LongTask[]
}

declare global {
  interface Window {
    benchImport: StatementImportBenchApi
  }
}

/** The bakery's checking account (SANDBOX.companies.bakery.bankAccounts.checking). */
const CHECKING = 'bka_co1_checking'

const toNumber = (text: string) => Number(text.replace(/[^\d]/g, ''))
/** The summary under the input once a file is read, in any of the formats the bench reads (`name: OFX, 100,000 rows`). */
const READ_SUMMARY = /: (?:CSV|OFX|CAMT\.053), ([\d,]+) rows?$/

/** Starts the watch as the page loads, before anything is chosen: the long tasks, and the moments of the file's way to the preview. */
export function watchStatementImport(): void {
  const note = (entries: PerformanceEntryList) => {
    for (const entry of entries) api.longTasks.push({ startTime: entry.startTime, duration: entry.duration })
  }
  const observer = new PerformanceObserver((list) => note(list.getEntries()))
  const api: StatementImportBenchApi = {
    longTasks: [],
    reset() {
      api.chosenAt = api.readAt = api.rowsRead = api.previewedAt = api.gridAt = api.previewedPaintedAt = api.counts = undefined
    },
    takeLongTasks() {
      note(observer.takeRecords())
      return api.longTasks
    },
  }
  window.benchImport = api
  observer.observe({ type: 'longtask', buffered: true })
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'file') api.chosenAt = event.timeStamp
    },
    true,
  )
  // Cheap per mutation: two lookups by class, read only until each moment is seen.
  const check = () => {
    if (api.chosenAt === undefined) return
    const now = performance.now()
    if (api.readAt === undefined) {
      const status = document.querySelector('.bk-import__status')?.textContent ?? ''
      const read = READ_SUMMARY.exec(status)
      if (!read) return
      api.readAt = now
      api.rowsRead = toNumber(read[1]!)
    }
    if (api.previewedAt === undefined) {
      const items = [...document.querySelectorAll('.bk-import__counts > li')].map((item) => item.textContent ?? '')
      const total = items.reduce((sum, item) => sum + toNumber(item.slice(item.lastIndexOf(':') + 1)), 0)
      if (items.length === 0 || total !== api.rowsRead) return
      api.previewedAt = now
      api.counts = items
    }
    if (api.gridAt === undefined) {
      if (document.querySelector('.bk-import .bk-grid__body [role="row"]') === null) return
      api.gridAt = now
      requestAnimationFrame(() => requestAnimationFrame(() => (api.previewedPaintedAt = performance.now())))
    }
  }
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true })
}

export function StatementImportScenario() {
  return <BankStatementImport bankAccountId={CHECKING} />
}
