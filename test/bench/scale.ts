import { loadavg } from 'node:os'
import { basename } from 'node:path'
import type { Browser, CDPSession, Page } from 'playwright-core'
import type { RuleBook } from '../../src/core/rules/types'
import { startProfile, type ProfiledTask } from './longTaskProfile'

/**
 * The review queue at scale: `<BankTransactionList>` with every default (the "To review" view) on
 * the bench page against a sandbox holding N bank transactions, with `persist` off or on. What a
 * bookkeeper feels while working down the queue: Enter to the next row, a bulk categorize, search
 * keystrokes, the long tasks meanwhile, and the JS heap the synced set takes.
 */

/** Enter presses measured per run, and the gap between their starts (a brisk reviewer). */
export const ENTER_PRESSES = 40
const PRESS_GAP_MS = 250
/** The gap of a second run of presses, a reviewer going fast (eight a second): a press lands while the work of the one before may still run. */
export const FAST_GAP_MS = 120
/** Rows a bulk categorize acts on. */
export const BULK_ROWS = 100
/**
 * Words typed one letter at a time into the search box, the box cleared after each: five letters
 * each, 25 keystrokes. Chosen from the sandbox's descriptions, counterparties and categories so
 * that most prefixes match fewer rows than the one before (a letter that changes nothing, as the
 * first of a word that every row's bank account contains, is not counted).
 */
const SEARCH_WORDS = ['deliv', 'trans', 'payme', 'river', 'marke'] as const
/** How long a keystroke may take to change the summary before it counts as changing nothing. */
const KEYSTROKE_WAIT_MS = 3000

/** The wait after the sync for `persist`'s first save of the whole set: its throttle, and a margin. */
const PERSIST_SAVE_MS = 1200

/** A percentile of `values` (nearest rank), NaN when there are none. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN
}

/** Long tasks seen by a `longtask` PerformanceObserver over a stretch of the run. */
interface LongTasks {
  count: number
  totalMs: number
  longestMs: number
  /** Each one, on the page's clock. */
  tasks: Array<{ startTime: number; duration: number }>
}

/** Figures of one run: one size, `persist` off or on, in one fresh browser context. */
export interface ScaleFigures {
  /** Bank transactions in the sandbox's company. */
  size: number
  persist: boolean
  /** The machine's 1-minute load average as the run started: others' work on the 2 cores shows in the timings. */
  load: number
  /** Transactions the queue says it synced ("… · N transactions in all"). */
  transactions: number
  /** ms from mounting to the whole set synced (the counts stop saying "so far"). */
  syncMs: number
  /** With `persist`: whether bookkit's IndexedDB store held an entry once the sync had settled. */
  stored: boolean
  /** JS heap in use after a full garbage collection, the set synced (and stored), before any action: bytes. */
  heapBytes: number
  /** Enter on a row to the end of the frame that painted the next row as current: ms each (`armEnter`). */
  enterMs: number[]
  /** The same presses' Event Timing durations (to the frame presented, in steps of 8 ms), where Chromium reported them. */
  enterEventMs: number[]
  /** Rows passed over with `j` because Enter would have opened the picker (no category, no named suggestion) or they are locked. */
  enterSkipped: number
  /** The same, a press every `FAST_GAP_MS`, from where the first run ended. */
  enterFastMs: number[]
  /** Presses whose next row did not take the focus within 10 s (left out of `enterMs`). */
  enterMissed: number
  longTasks: LongTasks
  /** Rows the bulk categorize acted on, the category, ms from the click to every shown row showing it and the outcome announced, and the outcome's words. */
  bulk: { rows: number; category: string; ms: number; outcome: string }
  /** Keystrokes in the search box to the summary changed and painted: ms each. */
  searchMs: number[]
  /** Keystrokes after which the summary did not change (left out of `searchMs`). */
  searchUnchanged: number
}

interface ScaleWindow {
  benchEnter: Promise<EnterSample | null>
  benchFast: Array<number | null>
  benchKeystroke: Promise<number | null>
  benchBulk: Promise<number | null>
  benchLongTasks: { entries: PerformanceEntry[]; observer: PerformanceObserver }
}

/** The bench page's review queue opened in a fresh context (so IndexedDB starts empty), synced to the end. */
interface OpenQueue {
  page: Page
  cdp: CDPSession
  transactions: number
  syncMs: number
  stored: boolean
  close(): Promise<void>
}

/**
 * Opens the review queue and waits until its sync has brought every page; with `persist`, also
 * for the settled set's save to IndexedDB (TanStack's persister throttles saves to one a second),
 * then until an entry is there.
 */
async function openQueue(browser: Browser, url: string, baseUrl: string, persist: boolean, rules?: RuleBook | null): Promise<OpenQueue> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  const close = () => page.close()
  try {
    const cdp = await page.context().newCDPSession(page)
    const query: Record<string, string> = { scenario: 'review-queue', baseUrl }
    if (persist) query.persist = '1'
    // A host's store on the provider, holding `rules` for every company (`null`: holding none).
    if (rules !== undefined) {
      query.store = '1'
      if (rules) await page.addInitScript((book) => (window.benchRuleBook = book), rules)
    }
    await page.goto(`${url}?${new URLSearchParams(query)}`)
    await page.waitForFunction(() => window.bench?.ready && window.bench.paintedAt !== undefined, undefined, { timeout: 300_000 })
    // Older pages stream in; the counts stop saying "so far" when the last one is merged (queue.ts).
    await page.waitForFunction(() => !document.querySelector('.bk-transaction-filters')?.textContent?.includes('so far'), undefined, {
      timeout: 900_000,
      polling: 50,
    })
    const syncMs = await page.evaluate(() => performance.now() - window.bench.shownAt!)
    const transactions = await page.evaluate(() =>
      Number(
        / · ([\d,]+) transactions in all/
          .exec(document.querySelector('.bk-transaction-filters__summary')?.textContent ?? '')?.[1]
          ?.replace(/,/g, '') ?? 0,
      ),
    )
    let stored = false
    if (persist) {
      await page.waitForTimeout(PERSIST_SAVE_MS)
      for (const synced = Date.now(); !stored && Date.now() - synced < 30_000;) {
        stored = (await page.evaluate(storedEntries)) > 0
        if (!stored) await page.waitForTimeout(100)
      }
    }
    return { page, cdp, transactions, syncMs, stored, close }
  } catch (error) {
    await close()
    throw error
  }
}

/**
 * Runs in the page: entries in bookkit's IndexedDB cache store (src/react/provider/persist/database.ts), counted
 * without reading them (reading 50,000 stored transactions would cost the page a second and its heap).
 */
async function storedEntries(): Promise<number> {
  // Opening a database that does not exist would make an empty one, without the store bookkit makes on first use.
  if (!(await indexedDB.databases()).some((database) => database.name === 'bookkit')) return 0
  const database = await new Promise<IDBDatabase | undefined>((resolve) => {
    const opening = indexedDB.open('bookkit')
    opening.onsuccess = () => resolve(opening.result)
    opening.onerror = () => resolve(undefined)
  })
  if (!database) return 0
  try {
    if (!database.objectStoreNames.contains('cache')) return 0
    return await new Promise<number>((resolve) => {
      const counting = database.transaction('cache').objectStore('cache').count()
      counting.onsuccess = () => resolve(counting.result)
      counting.onerror = () => resolve(0)
    })
  } finally {
    database.close()
  }
}

/** The page's JS heap in use after a full garbage collection, in bytes (`Runtime.getHeapUsage`). */
async function measureHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize
}

/** Runs in the page: whether Enter on the focused row would confirm it and move on, and the row's index. */
function focusedRow(): { index: number; confirmable: boolean } | undefined {
  const row = document.activeElement?.closest<HTMLElement>('.bk-grid__body [role="row"][data-index]')
  if (!row) return undefined
  const index = Number(row.dataset.index)
  const cell = row.querySelector('.bk-transaction-category')
  const state = cell?.getAttribute('data-state')
  // A locked row only announces that it is locked; Enter stays on it.
  if (row.dataset.locked !== undefined || state === 'locked') return { index, confirmable: false }
  // A split is marked reviewed; a row saving, refused or unknown moves on (useQueueKeys's confirm).
  if (state === 'split' || row.dataset.result !== undefined) return { index, confirmable: true }
  // Its category as shown (the picker's value), else its first suggestion: without either, Enter opens the picker.
  const chosen = cell?.querySelector('select')?.value ?? ''
  return { index, confirmable: chosen !== '' || cell?.querySelector('.bk-transaction-category__suggestion') !== null }
}

/** What one Enter press measured: to the next row painted as current, and the browser's own figure for the press. */
interface EnterSample {
  /** ms from the key's event to the end of the frame that painted the next row as current. */
  paintedMs: number
  /** The Event Timing API's duration of the keydown (to the next frame presented, in steps of 8 ms), when the browser reported one. */
  eventMs?: number
}

/**
 * Runs in the page: the next Enter starts a clock at its keydown's time stamp (when the browser
 * received the key, seen first, on the document in the capture phase). The clock stops at the end
 * of the frame that paints the row below `index` as current: once that row is marked current
 * (`data-current`) and holds the focus, an animation frame (its rendering has begun: the change is
 * in it), then the first task after that frame (its paint is done). Whatever the press waits on
 * before the move (a timer, a module, an idle callback, a write) is inside the figure. The keydown's
 * Event Timing entry, when Chromium reports it, is kept beside it. Null when the row does not
 * become current within 10 s.
 */
function armEnter(index: number): void {
  ;(window as unknown as ScaleWindow).benchEnter = new Promise((resolve) => {
    let pressedAt: number | undefined
    let eventMs: number | undefined
    const timing = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'keydown' && pressedAt !== undefined && Math.abs(entry.startTime - pressedAt) < 1) eventMs = entry.duration
    })
    timing.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
    const next = () => document.querySelector<HTMLElement>(`.bk-grid__body [role="row"][data-index="${index + 1}"]`)
    const moved = () => {
      const row = next()
      return row !== null && row.dataset.current !== undefined && row.contains(document.activeElement)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || pressedAt !== undefined) return
      pressedAt = event.timeStamp
      observer.observe(document.body, { attributes: true, attributeFilter: ['data-current'], subtree: true, childList: true })
      document.addEventListener('focusin', check, true)
    }
    const check = () => {
      if (pressedAt === undefined || !moved()) return
      stop()
      const from = pressedAt
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          const paintedMs = performance.now() - from
          // The Event Timing entry arrives after its frame is presented; wait for it briefly.
          setTimeout(() => {
            timing.takeRecords().forEach((entry) => {
              if (entry.name === 'keydown' && Math.abs(entry.startTime - from) < 1) eventMs = entry.duration
            })
            timing.disconnect()
            resolve({ paintedMs, ...(eventMs === undefined ? {} : { eventMs }) })
          }, 40)
        }
        channel.port2.postMessage(undefined)
      })
    }
    const observer = new MutationObserver(check)
    const stop = () => {
      clearTimeout(timer)
      observer.disconnect()
      document.removeEventListener('keydown', onKey, true)
      document.removeEventListener('focusin', check, true)
    }
    document.addEventListener('keydown', onKey, true)
    const timer = setTimeout(() => {
      stop()
      timing.disconnect()
      resolve(null)
    }, 10_000)
  })
}

/** Runs in the page: a `longtask` observer from now on. */
function startLongTasks(): void {
  const entries: PerformanceEntry[] = []
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()))
  observer.observe({ type: 'longtask' })
  ;(window as unknown as ScaleWindow).benchLongTasks = { entries, observer }
}

/** Runs in the page: the long tasks seen since `startLongTasks`, the observer stopped. */
function stopLongTasks(): LongTasks {
  const { entries, observer } = (window as unknown as ScaleWindow).benchLongTasks
  entries.push(...observer.takeRecords())
  observer.disconnect()
  const durations = entries.map((entry) => entry.duration)
  return {
    count: durations.length,
    totalMs: durations.reduce((sum, duration) => sum + duration, 0),
    longestMs: Math.max(0, ...durations),
    tasks: entries.map(({ startTime, duration }) => ({ startTime, duration })),
  }
}

/** Enter presses on the queue, from the first row down, with the long tasks meanwhile. */
export interface EnterRun {
  enterMs: number[]
  eventMs: number[]
  skipped: number
  missed: number
  longTasks: LongTasks
}

/**
 * Focuses the first row and presses Enter `presses` times, each at least `PRESS_GAP_MS` after the
 * previous one started (the next waits for the previous to land when it takes longer). A row Enter
 * would not confirm is passed over with `j`, unmeasured. `around` runs just before the first press
 * and just after the last (a CPU profile).
 */
async function pressEnter(
  page: Page,
  presses: number,
  { around }: { around?: { start(): Promise<void>; stop(): Promise<void> } } = {},
): Promise<EnterRun> {
  await page.locator('.bk-grid__body [role="row"]').first().focus()
  const enterMs: number[] = []
  const eventMs: number[] = []
  let skipped = 0
  let missed = 0
  await around?.start()
  await page.evaluate(startLongTasks)
  for (let attempts = 0; enterMs.length + missed < presses && attempts < presses * 5; attempts++) {
    const row = await page.evaluate(focusedRow)
    if (!row) throw new Error('No row of the queue holds the focus')
    if (!row.confirmable) {
      skipped++
      await page.keyboard.press('j')
      await page.waitForFunction(
        (index) => document.activeElement?.closest<HTMLElement>('[data-index]')?.dataset.index === String(index + 1),
        row.index,
        { timeout: 15_000 },
      )
      continue
    }
    const started = Date.now()
    await page.evaluate(armEnter, row.index)
    await page.keyboard.press('Enter')
    const sample = await page.evaluate(() => (window as unknown as ScaleWindow).benchEnter)
    if (sample === null) {
      missed++
      // A picker opened after all (a suggestion the DOM did not show): closed, and the next row taken by hand.
      if (await page.locator('dialog[open]').count()) await page.keyboard.press('Escape')
      await page.keyboard.press('j')
    } else {
      enterMs.push(sample.paintedMs)
      if (sample.eventMs !== undefined) eventMs.push(sample.eventMs)
    }
    await page.waitForTimeout(Math.max(0, PRESS_GAP_MS - (Date.now() - started)))
  }
  const longTasks = await page.evaluate(stopLongTasks)
  await around?.stop()
  return { enterMs, eventMs, skipped, missed, longTasks }
}

/**
 * Runs in the page: from now on every Enter is timed as `armEnter` times one (from its keydown's
 * time stamp to the end of the frame that paints the row below the one it was pressed on as
 * current), into `benchFast`; null for a press whose next row did not become current within 10 s.
 */
function armFast(): void {
  const samples: Array<number | null> = []
  ;(window as unknown as ScaleWindow).benchFast = samples
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter') return
      const pressedAt = event.timeStamp
      const from = Number(document.activeElement?.closest<HTMLElement>('.bk-grid__body [role="row"][data-index]')?.dataset.index)
      const slot = samples.push(null) - 1
      const moved = () => {
        const row = document.querySelector<HTMLElement>(`.bk-grid__body [role="row"][data-index="${from + 1}"]`)
        return row !== null && row.dataset.current !== undefined && row.contains(document.activeElement)
      }
      const check = () => {
        if (!moved()) return
        stop()
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => (samples[slot] = performance.now() - pressedAt)
          channel.port2.postMessage(undefined)
        })
      }
      const observer = new MutationObserver(check)
      const stop = () => {
        clearTimeout(timer)
        observer.disconnect()
        document.removeEventListener('focusin', check, true)
      }
      observer.observe(document.body, { attributes: true, attributeFilter: ['data-current'], subtree: true, childList: true })
      document.addEventListener('focusin', check, true)
      const timer = setTimeout(stop, 10_000)
    },
    true,
  )
}

/**
 * Presses Enter `presses` times from the current row, one every `FAST_GAP_MS` by the driver's
 * clock, without asking the page anything between presses: a press sent while the page is busy
 * waits for it, as a user's does (the driver's own questions to the page would wait it out first).
 * The rows from here down must all be ones Enter confirms (the sandbox's are: no press is skipped
 * in the first run).
 */
async function pressEnterFast(page: Page, presses: number): Promise<{ enterMs: number[]; missed: number; longTasks: LongTasks }> {
  await page.evaluate(armFast)
  await page.evaluate(startLongTasks)
  const started = Date.now()
  for (let press = 0; press < presses; press++) {
    await page.waitForTimeout(Math.max(0, started + press * FAST_GAP_MS - Date.now()))
    await page.keyboard.press('Enter')
  }
  // Every press timed (or given up on after its 10 s).
  await page
    .waitForFunction(
      (count) => {
        const samples = (window as unknown as ScaleWindow).benchFast
        return samples.length >= count && samples.every((sample) => sample !== null)
      },
      presses,
      { timeout: 15_000, polling: 50 },
    )
    .catch(() => undefined)
  const samples = await page.evaluate(() => (window as unknown as ScaleWindow).benchFast)
  const longTasks = await page.evaluate(stopLongTasks)
  const enterMs = samples.filter((sample): sample is number => sample !== null)
  return { enterMs, missed: presses - enterMs.length, longTasks }
}

/** Runs in the page: the selected count the bulk bar shows (0 when it does not show). */
function selectedCount(): number {
  return Number(/[\d,]+/.exec(document.querySelector('.bk-bulk-bar__count')?.textContent ?? '')?.[0]?.replace(/,/g, '') ?? 0)
}

/**
 * Runs in the page: the next click on the picker's Apply button starts a clock (its time stamp)
 * that stops at the animation frame after every row of `ids` in the DOM shows `category` (a split
 * shows "Split"; a row refused or unknown shows its state instead) and the queue announced the
 * action's outcome ("100 saved.", counts first), no progress showing; null after 2 minutes.
 */
function armBulk({ ids, category }: { ids: string[]; category: string }): void {
  const wanted = new Set(ids)
  ;(window as unknown as ScaleWindow).benchBulk = new Promise((resolve) => {
    let clickedAt: number | undefined
    const finished = () => {
      const outcome = document.querySelector('.bk-transaction-list__outcome')?.textContent ?? ''
      if (!/^[\d,]+ /.test(outcome) || document.querySelector('.bk-transaction-list__progress-line')) return false
      return [...document.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"][data-id]')]
        .filter((row) => wanted.has(row.dataset.id!))
        .every((row) => {
          if (row.dataset.result === 'failed' || row.dataset.result === 'unknown') return true
          const cell = row.querySelector('.bk-transaction-category')
          if (cell?.getAttribute('data-state') === 'split') return true
          return cell?.querySelector('select')?.selectedOptions[0]?.textContent === category
        })
    }
    const observer = new MutationObserver(() => {
      if (clickedAt === undefined || !finished()) return
      observer.disconnect()
      clearTimeout(timer)
      const from = clickedAt
      requestAnimationFrame(() => resolve(performance.now() - from))
    })
    document.addEventListener(
      'click',
      (event) => {
        clickedAt = event.timeStamp
        observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true })
      },
      { capture: true, once: true },
    )
    const timer = setTimeout(() => {
      observer.disconnect()
      resolve(null)
    }, 120_000)
  })
}

/**
 * Selects `BULK_ROWS` rows from the current one down (Space, then Shift+ArrowDown) and categorizes
 * them at once. With every default the queue has no host categories, so the bulk bar's picker
 * offers none: the keyboard's way is taken instead, `c` on the selection, whose picker offers the
 * categories the synced records name (the same `act` as the bulk bar's Categorize). Timed from the
 * click on the picker's Apply.
 */
async function measureBulk(page: Page): Promise<ScaleFigures['bulk']> {
  // A dialog the last Enter opened (an ambiguous deposit's "Find match…") is closed first.
  while (await page.locator('dialog[open]').count()) await page.keyboard.press('Escape')
  // Enter's own saves land first, so the outcome read at the end is the bulk action's.
  await page.waitForFunction(
    () => !document.querySelector('.bk-grid__body [data-result="saving"], .bk-transaction-list__progress-line'),
    undefined,
    { timeout: 60_000, polling: 50 },
  )
  await page.keyboard.press(' ')
  for (let presses = 0; (await page.evaluate(selectedCount)) < BULK_ROWS && presses < BULK_ROWS * 3; presses++)
    await page.keyboard.press('Shift+ArrowDown')
  const rows = await page.evaluate(selectedCount)
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"][aria-selected="true"]')].map((row) => row.dataset.id!),
  )
  await page.keyboard.press('c')
  const option = page.locator('dialog.bk-category-picker [role="option"]').first()
  await option.click()
  const category = (await option.locator('span').first().textContent()) ?? ''
  const apply = page.locator('dialog.bk-category-picker .bk-dialog__actions [data-variant="primary"]')
  await page.waitForFunction(
    () =>
      document.querySelector('dialog.bk-category-picker .bk-dialog__actions [data-variant="primary"]')?.getAttribute('aria-disabled') ===
      'false',
  )
  await page.evaluate(armBulk, { ids, category })
  await apply.click()
  const ms = await page.evaluate(() => (window as unknown as ScaleWindow).benchBulk)
  const outcome = (await page.locator('.bk-transaction-list__outcome').textContent()) ?? ''
  return { rows, category, ms: ms ?? Number.NaN, outcome }
}

/**
 * Runs in the page: the next keydown starts a clock (its time stamp) that stops when the queue's
 * summary ("12 shown · 3,500 transactions in all.") has changed and two animation frames have passed (painted); null
 * when the summary does not change within `KEYSTROKE_WAIT_MS`.
 */
function armKeystroke(waitMs: number): void {
  const summary = () => document.querySelector('.bk-transaction-filters__summary')?.textContent
  const before = summary()
  ;(window as unknown as ScaleWindow).benchKeystroke = new Promise((resolve) => {
    document.addEventListener(
      'keydown',
      (event) => {
        const pressed = event.timeStamp
        const observer = new MutationObserver(() => {
          if (summary() === before) return
          observer.disconnect()
          clearTimeout(timer)
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - pressed)))
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
        const timer = setTimeout(() => {
          observer.disconnect()
          resolve(null)
        }, waitMs)
      },
      { capture: true, once: true },
    )
  })
}

/** One key pressed in the search box, timed to the changed summary painted (null: unchanged). */
async function keystroke(page: Page, key: string): Promise<number | null> {
  await page.evaluate(armKeystroke, KEYSTROKE_WAIT_MS)
  await page.keyboard.press(key)
  return page.evaluate(() => (window as unknown as ScaleWindow).benchKeystroke)
}

/** Types each of `SEARCH_WORDS` one letter at a time, timing each letter; the box is cleared (untimed) after each word. */
async function measureSearch(page: Page): Promise<{ searchMs: number[]; unchanged: number }> {
  await page.locator('.bk-transaction-filters .bk-filter-bar__search input').focus()
  const searchMs: number[] = []
  let unchanged = 0
  for (const word of SEARCH_WORDS) {
    for (const letter of word) {
      const ms = await keystroke(page, letter === ' ' ? 'Space' : letter)
      if (ms === null) unchanged++
      else searchMs.push(ms)
    }
    await page.keyboard.press('ControlOrMeta+A')
    await keystroke(page, 'Backspace')
  }
  return { searchMs, unchanged }
}

/**
 * Enter presses alone on the queue, its provider's `store` (a host's, in memory) holding `rules`
 * for every company, or none (`null`): the rules' cost to Enter, one against the other in one run.
 */
export async function measureEnterWithRules(
  browser: Browser,
  url: string,
  baseUrl: string,
  rules: RuleBook | null,
): Promise<EnterRun & { transactions: number }> {
  const open = await openQueue(browser, url, baseUrl, false, rules)
  try {
    return { ...(await pressEnter(open.page, ENTER_PRESSES)), transactions: open.transactions }
  } finally {
    await open.close()
  }
}

/**
 * One run at one size: the queue synced (its provider's `store` holding `rules`), its heap, Enter,
 * a bulk categorize, then search keystrokes.
 */
export async function measureScale(
  browser: Browser,
  url: string,
  baseUrl: string,
  size: number,
  persist: boolean,
  rules: RuleBook,
): Promise<ScaleFigures> {
  const load = loadavg()[0]!
  const open = await openQueue(browser, url, baseUrl, persist, rules)
  try {
    const heapBytes = await measureHeap(open.cdp)
    const enter = await pressEnter(open.page, ENTER_PRESSES)
    const fast = await pressEnterFast(open.page, ENTER_PRESSES)
    const bulk = await measureBulk(open.page)
    const search = await measureSearch(open.page)
    return {
      size,
      persist,
      load,
      transactions: open.transactions,
      syncMs: open.syncMs,
      stored: open.stored,
      heapBytes,
      enterMs: enter.enterMs,
      enterEventMs: enter.eventMs,
      enterFastMs: fast.enterMs,
      enterSkipped: enter.skipped,
      enterMissed: enter.missed + fast.missed,
      longTasks: {
        count: enter.longTasks.count + fast.longTasks.count,
        totalMs: enter.longTasks.totalMs + fast.longTasks.totalMs,
        longestMs: Math.max(enter.longTasks.longestMs, fast.longTasks.longestMs),
        tasks: [...enter.longTasks.tasks, ...fast.longTasks.tasks],
      },
      bulk,
      searchMs: search.searchMs,
      searchUnchanged: search.unchanged,
    }
  } finally {
    await open.close()
  }
}

/** The long tasks of Enter pressed in both rhythms and of search keystrokes, each with the functions that ran in it. */
export interface LongTaskProfile {
  size: number
  persist: boolean
  tasks: ProfiledTask[]
}

/**
 * The long tasks of Enter pressed as `measureScale` presses (a run one every 250 ms at most, then
 * one every `FAST_GAP_MS`), then of the search keystrokes, the sampling profiler running meanwhile:
 * which functions each one ran.
 * Read from an unminified build, so the functions keep their names.
 */
export async function profileLongTasks(
  browser: Browser,
  url: string,
  baseUrl: string,
  size: number,
  persist: boolean,
  rules: RuleBook,
): Promise<LongTaskProfile> {
  const open = await openQueue(browser, url, baseUrl, persist, rules)
  try {
    const profile = await startProfile(open.page, open.cdp)
    const slow = await pressEnter(open.page, ENTER_PRESSES)
    const fast = await pressEnterFast(open.page, ENTER_PRESSES)
    await open.page.evaluate(startLongTasks)
    await measureSearch(open.page)
    const search = await open.page.evaluate(stopLongTasks)
    return { size, persist, tasks: (await profile.stop())([...slow.longTasks.tasks, ...fast.longTasks.tasks, ...search.tasks]) }
  } finally {
    await open.close()
  }
}

/** One function's self time in a CPU profile. */
interface ProfileEntry {
  /** `functionName file:line`, or the profiler's own names: `(garbage collector)`, `(program)`. */
  name: string
  selfMs: number
}

/** A CPU profile of Enter presses: self time per function, busiest first. */
export interface EnterProfile {
  size: number
  persist: boolean
  presses: number
  /** Sampled time that was not idle. */
  busyMs: number
  idleMs: number
  entries: ProfileEntry[]
}

/** Sampling interval of the CPU profile, in µs. */
const PROFILE_INTERVAL_US = 100

/** What `Profiler.stop` answers, as far as it is read here. */
interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>
  samples?: number[]
  timeDeltas?: number[]
  startTime: number
  endTime: number
}

/** Characters of an anonymous function's first line shown beside its place, so it can be told apart. */
const SNIPPET_CHARS = 48
/** Lines looked back through for the named function an anonymous one is written in. */
const ENCLOSING_LINES = 400

/** The named function (declared `function name(`) an anonymous one at `line` is written in: the nearest one above it, indented less. */
function enclosingName(lines: readonly string[], line: number): string | undefined {
  const indent = (text: string) => /^\s*/.exec(text)![0].length
  const own = indent(lines[line] ?? '')
  for (let at = line - 1; at >= Math.max(0, line - ENCLOSING_LINES); at--) {
    const text = lines[at] ?? ''
    const named = /^\s*(?:export\s+)?(?:async\s+)?function\*?\s+([\w$]+)/.exec(text)
    if (named && indent(text) < own) return named[1]
  }
  return undefined
}

/**
 * Self time per function from a V8 CPU profile: each sample's time is the gap to the next sample.
 * An anonymous function is named by the start of its line in the bundle (`lines`, by script URL).
 */
function selfTimes(profile: CpuProfile, lines: ReadonlyMap<string, readonly string[]> = new Map()): Map<string, number> {
  const nameOf = new Map(
    profile.nodes.map(({ id, callFrame: { functionName, url, lineNumber } }) => {
      if (!url) return [id, functionName || '(anonymous)']
      const source = functionName ? undefined : lines.get(url)
      const snippet = source?.[lineNumber]?.trim().slice(0, SNIPPET_CHARS)
      const within = source && enclosingName(source, lineNumber)
      const name = functionName || (within ? `(anonymous in ${within})` : '(anonymous)')
      return [id, `${name} ${basename(url.split('?')[0]!)}:${lineNumber + 1}${snippet ? ` \`${snippet}\`` : ''}`]
    }),
  )
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  const times: number[] = []
  let at = profile.startTime
  for (const delta of deltas) times.push((at += delta))
  const self = new Map<string, number>()
  samples.forEach((node, index) => {
    const microseconds = (times[index + 1] ?? profile.endTime) - (times[index] ?? profile.endTime)
    const name = nameOf.get(node) ?? '(unknown)'
    self.set(name, (self.get(name) ?? 0) + Math.max(0, microseconds) / 1000)
  })
  return self
}

/**
 * A CPU profile (every `PROFILE_INTERVAL_US`) of `presses` Enter presses at one size: the bench
 * page should be built unminified, so the functions keep their names.
 */
export async function profileEnter(
  browser: Browser,
  url: string,
  baseUrl: string,
  size: number,
  persist: boolean,
  presses: number,
  rules: RuleBook,
): Promise<EnterProfile> {
  const open = await openQueue(browser, url, baseUrl, persist, rules)
  try {
    const { cdp } = open
    let profile: CpuProfile | undefined
    await pressEnter(open.page, presses, {
      around: {
        async start() {
          await cdp.send('Profiler.enable')
          await cdp.send('Profiler.setSamplingInterval', { interval: PROFILE_INTERVAL_US })
          await cdp.send('Profiler.start')
        },
        async stop() {
          profile = (await cdp.send('Profiler.stop')).profile
        },
      },
    })
    // The bundle's own lines, for its anonymous functions (the page serves them; the build is unminified).
    const lines = new Map<string, string[]>()
    for (const { callFrame } of profile!.nodes) {
      if (callFrame.functionName || !callFrame.url.startsWith(url) || lines.has(callFrame.url)) continue
      lines.set(callFrame.url, (await (await fetch(callFrame.url)).text()).split('\n'))
    }
    const self = selfTimes(profile!, lines)
    const idleMs = (self.get('(idle)') ?? 0) + (self.get('(root)') ?? 0)
    const entries = [...self.entries()]
      .filter(([name]) => name !== '(idle)' && name !== '(root)')
      .map(([name, selfMs]) => ({ name, selfMs }))
      .sort((a, b) => b.selfMs - a.selfMs)
    return { size, persist, presses, busyMs: entries.reduce((sum, entry) => sum + entry.selfMs, 0), idleMs, entries }
  } finally {
    await open.close()
  }
}
