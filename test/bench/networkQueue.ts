import type { Browser, CDPSession, Page } from 'playwright-core'
import { firstContent, LISTING_PATH, openScenario, type FirstContent, type OpenScenario, type ServedPage } from './networkPage'

/**
 * The review queue's part of the network bench: the full sync after the first rows, its JS heap,
 * search keystrokes on a large history, and a revisit with `persist`.
 */

/** A full walk of the bank-transaction listing, as the queue ran it from its mount. */
export interface FullSync {
  /** ms from the provider's mount to the walk's last answer received (the page's resource timing). */
  ms: number
  /** Listing requests of the walk. */
  requests: number
  /** The page size the queue asked for. */
  limit: number
}

/** Waits until the queue's first walk of the listing has ended (an answer naming no next page). */
export async function waitForFullSync({ page, log }: OpenScenario, timeoutMs = 600_000): Promise<FullSync> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The queue's sync did not end within ${timeoutMs / 1000} s`)), timeoutMs)
  })
  const requests = await Promise.race([log.walkEnded(), timeout]).finally(() => clearTimeout(timer))
  // The page adds an answer's timing once it has read it all, a moment after the proxy sent it.
  const answered = await page.waitForFunction(
    ({ path, count }) => {
      const walk = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname === path)
        .sort((a, b) => a.startTime - b.startTime)
      // The walk's pages are the first `count` asked; it ended with the last of them answered.
      return walk.length >= count ? Math.max(...walk.slice(0, count).map((entry) => entry.responseEnd)) - window.bench.shownAt! : false
    },
    { path: LISTING_PATH, count: requests },
    { timeout: 30_000 },
  )
  const ms = (await answered.jsonValue()) as number
  return { ms, requests, limit: log.listing[0]?.limit ?? 0 }
}

/** The page's JS heap in use after a full garbage collection, in bytes. */
export async function measureHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('Performance.enable')
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN
}

/** Search keystrokes, each from its input event to the changed rows painted. */
export interface SearchFigures {
  keystrokes: number
  medianMs: number
  p95Ms: number
  /** Keystrokes after which the rows did not change within 3 s (left out of the figures). */
  unchanged: number
}

/**
 * Letters found in some transactions and not in others, so each changes the rows: typed one at a
 * time, each then deleted with Backspace (the rows change back), 24 keystrokes in all.
 */
const SEARCH_LETTERS = ['f', 'v', 'x', 'w', 'm', 'q', 'y', 'o', 'p', 'l', 't', 'd'] as const

/**
 * Types into the queue's search box one key at a time, waiting for each key's rows, and times each
 * from the input event (seen first, on the window, in the capture phase) to the rows painted: the
 * first change of the grid's row count, body height or first rows, then two animation frames.
 */
export async function measureSearch(page: Page): Promise<SearchFigures> {
  await page.getByLabel('Search').focus()
  const times: number[] = []
  let unchanged = 0
  for (const key of SEARCH_LETTERS.flatMap((letter) => [letter, 'Backspace'])) {
    await page.evaluate(armKeystroke)
    await page.keyboard.press(key)
    const ms = await page.evaluate(() => (window as unknown as KeystrokeWindow).benchKeystroke)
    if (ms === null) unchanged++
    else times.push(ms)
  }
  const sorted = [...times].sort((a, b) => a - b)
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN
  return { keystrokes: SEARCH_LETTERS.length * 2, medianMs: at(0.5), p95Ms: at(0.95), unchanged }
}

interface KeystrokeWindow {
  benchKeystroke: Promise<number | null>
}

/** Runs in the page: the next input event starts a clock that stops when the rows have changed and painted. */
function armKeystroke(): void {
  const rowsNow = () => {
    const grid = document.querySelector('[role="grid"]')
    if (!grid) return 'no grid'
    const heights = [...grid.querySelectorAll<HTMLElement>('[role="rowgroup"]')].map((group) => group.style.height)
    const first = [...grid.querySelectorAll('[role="row"]:has([role="gridcell"])')].slice(0, 3).map((row) => row.textContent)
    return JSON.stringify([grid.getAttribute('aria-rowcount'), heights, first])
  }
  const before = rowsNow()
  ;(window as unknown as KeystrokeWindow).benchKeystroke = new Promise((resolve) => {
    window.addEventListener(
      'input',
      () => {
        const pressed = performance.now()
        const observer = new MutationObserver(() => {
          if (rowsNow() === before) return
          observer.disconnect()
          clearTimeout(timer)
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - pressed)))
        })
        observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true })
        const timer = setTimeout(() => {
          observer.disconnect()
          resolve(null)
        }, 3000)
      },
      { capture: true, once: true },
    )
  })
}

/** Runs in the page: how many bank transactions the stored cache holds (bookkit's IndexedDB store, see src/react/provider/persist/database.ts); 0 when none. */
async function storedSetSize(): Promise<number> {
  // Opening a database that does not exist would make an empty one, without the store bookkit makes on first use.
  if (!(await indexedDB.databases()).some((database) => database.name === 'bookkit')) return 0
  const database = await new Promise<IDBDatabase | undefined>((resolve) => {
    const opening = indexedDB.open('bookkit')
    opening.onsuccess = () => resolve(opening.result)
    opening.onerror = () => resolve(undefined)
  })
  if (!database?.objectStoreNames.contains('cache')) return 0
  // The stored sets' lines (`sets:<digest>`, src/react/provider/persist/sets.ts); a set is whole once its line is written.
  const lines = await new Promise<unknown[]>((resolve) => {
    const reading = database.transaction('cache').objectStore('cache').getAll(IDBKeyRange.bound('sets:', 'sets:\uffff'))
    reading.onsuccess = () => resolve(reading.result)
    reading.onerror = () => resolve([])
  })
  database.close()
  const sets = lines.flatMap((line) => Object.values((line as { sets?: Record<string, { count: number }> }).sets ?? {}))
  return Math.max(0, ...sets.map((set) => set.count))
}

/** A revisit with `persist`: the first visit synced and saved, then the page reloaded. */
export interface Revisit {
  /** The first visit stored the whole bank-transaction set in IndexedDB. */
  persisted: boolean
  /** The first visit's full sync. */
  firstVisit: FullSync
  /** First rows after the reload, and the requests sent before them. */
  revisit: FirstContent
}

/**
 * The queue mounted with `<BookkeepingProvider persist sessionKey="…">`: a first visit until its
 * sync ended and the stored cache holds the whole set, then a reload, timed to its first rows.
 */
export async function measureRevisit(browser: Browser, served: ServedPage, latencyMs: number): Promise<Revisit> {
  const open = await openScenario(browser, served, { scenario: 'review-queue', query: { persist: '1' }, latencyMs })
  try {
    await firstContent(open)
    const firstVisit = await waitForFullSync(open)
    let persisted = false
    for (let waited = 0; waited < 10_000 && !persisted; waited += 200) {
      persisted = (await open.page.evaluate(storedSetSize)) > 0
      if (!persisted) await open.page.waitForTimeout(200)
    }
    open.log.reset()
    await open.page.reload()
    return { persisted, firstVisit, revisit: await firstContent(open) }
  } finally {
    await open.close()
  }
}
