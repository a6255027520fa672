/// <reference types="vite/client" />
// `persist` in Chromium, with its real IndexedDB: the review queue of a first visit is stored; a
// reload (a new QueryClient and provider, the page's React ids numbered afresh) shows its rows
// before any listing request is sent, then asks once, for what changed since; Enter keeps moving
// row by row while the set is written, each review stored by rewriting its chunk; and a change of
// `sessionKey` drops the stored cache, so the next user never sees the previous one's rows.
import { act, render, screen, waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { http } from 'msw'
import { useBrowserWorker } from '../../support/browserWorker'
import { useState } from 'react'
import type { FetchToken } from '../../../src/api/transport/tokens'
import { BankTransactionList } from '../../../src/components/BankTransactionList'
import { BookkeepingProvider, clearBookkeepingCache } from '../../../src/react'
import { CHUNK_RECORDS } from '../../../src/react/provider/persist/chunks'
import { sessionDigest } from '../../../src/core/store/browserStorage'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../../src/sandbox'
import { settled } from '../../support/settled'
import { recordsOf, storedState } from '../../support/storedCache'

import.meta.glob('../../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const LISTING = `${BASE_URL}/v5/banks/transactions`
const BAKERY = SANDBOX.users.bakeryOwner
const BIKE_SHOP = SANDBOX.users.bikeShopOwner
const worker = useBrowserWorker()
let sandbox: Sandbox

beforeEach(async () => {
  sandbox = createSandbox({
    seed: 1,
    today: '2026-06-30',
    volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 },
  })
  worker.resetHandlers(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
  await clearBookkeepingCache()
})
// What the last test stored stays in this browser for no other file.
afterAll(() => clearBookkeepingCache())

const tokenFor =
  (userId: string): FetchToken =>
  async () =>
    sandbox.issueToken({ userId })

/** The descriptions on the queue's rows, as painted. */
const rowTexts = () => [...document.querySelectorAll('.bk-grid__body [role="row"]')].map((row) => row.textContent ?? '')

/** Every listing request as the page sends it, with when, and the `lastUpdatedDate` header it carried; each held until `release()`. */
function watchListing() {
  const sent: Array<{ at: number; lastUpdatedDate: string | null }> = []
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  worker.use(
    http.get(LISTING, async ({ request }) => {
      sent.push({ at: performance.now(), lastUpdatedDate: request.headers.get('lastUpdatedDate') })
      await released
      return undefined
    }),
  )
  return { sent, release }
}

/** When rows were first painted, watched from now on. */
function watchFirstRows(): { at: () => number | undefined } {
  let at: number | undefined
  const observer = new MutationObserver(() => {
    if (at === undefined && rowTexts().length > 0) at = performance.now()
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  onTestFinished(() => observer.disconnect())
  return { at: () => at }
}

function Queue({ userId, queryClient }: { userId: string; queryClient: QueryClient }) {
  return (
    <BookkeepingProvider baseUrl={BASE_URL} fetchToken={tokenFor(userId)} queryClient={queryClient} persist sessionKey={userId}>
      <BankTransactionList />
    </BookkeepingProvider>
  )
}

/** The bakery's stored sets (`sets:<digest>`, src/react/provider/persist/sets.ts), once one holds a set whose sync has ended. */
async function storedSet(): Promise<void> {
  const { createStore, get } = await import('idb-keyval')
  const key = `sets:${await sessionDigest(BAKERY)}`
  await waitFor(async () => {
    const stored = await get<{ sets: Record<string, { lastUpdatedDate?: string }> }>(key, createStore('bookkit', 'cache'))
    expect(Object.values(stored?.sets ?? {})[0]?.lastUpdatedDate).toEqual(expect.any(String))
  })
}

/**
 * The chunks of bank transactions written to IndexedDB from now on, by number, in order;
 * `release()` lets the first write that puts a chunk commit: until then its transaction is held
 * open (a read issued as each one ends keeps it alive), as a slow disk would, and the write is in flight.
 */
function watchChunkWrites(): { written: string[]; held: () => boolean; release: () => void } {
  const written: string[] = []
  let holding: 'not yet' | 'held' | 'released' = 'not yet'
  const put = IDBObjectStore.prototype.put
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    if (Array.isArray(key)) {
      written.push(String(key[2]))
      if (holding === 'not yet') {
        holding = 'held'
        const keepAlive = () => {
          if (holding === 'held') this.count().onsuccess = keepAlive
        }
        keepAlive()
      }
    }
    return put.call(this, value, key)
  }
  onTestFinished(() => {
    IDBObjectStore.prototype.put = put
  })
  return { written, held: () => holding === 'held', release: () => void (holding = 'released') }
}

/** The grid row that holds the focus. */
const focusedRow = () => document.activeElement?.closest<HTMLElement>('.bk-grid__body [role="row"]')

it('shows the stored queue on a reload before any listing request, then asks once for what changed since', async () => {
  const firstVisit = render(<Queue userId={BAKERY} queryClient={new QueryClient()} />)
  await waitFor(() => expect(rowTexts().length).toBeGreaterThan(3))
  // The rows as they settle: the matching part, loaded after them, has drawn its Find match… buttons.
  await waitFor(() => expect(document.querySelector('.bk-grid__body [aria-label^="Find match… for"]')).not.toBeNull())
  const shownBefore = rowTexts()
  await storedSet()
  firstVisit.unmount()

  const listing = watchListing()
  const firstRows = watchFirstRows()
  const reload = new QueryClient()
  render(<Queue userId={BAKERY} queryClient={reload} />)
  await waitFor(() => expect(rowTexts()).toEqual(shownBefore))
  // The rows came from storage: painted before the first listing request went out, which is still unanswered.
  await waitFor(() => expect(listing.sent).toHaveLength(1))
  expect(firstRows.at()).toBeLessThan(listing.sent[0]!.at)
  expect(listing.sent[0]!.lastUpdatedDate).toEqual(expect.any(String))
  listing.release()
  // The answer is in and rendered, and anything it made the page ask for has been asked and answered.
  await settled(reload)
  expect(listing.sent).toHaveLength(1)
  expect(rowTexts()).toEqual(shownBefore)
})

it(
  'keeps moving row by row on Enter while a few thousand transactions are being stored, stores each review in its chunk, and a reload paints them before any listing request',
  { timeout: 60_000 },
  async () => {
    sandbox = createSandbox({
      seed: 1,
      today: '2026-06-30',
      // Past one chunk of the stored set (CHUNK_RECORDS), so the set is written in two.
      volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 2_100, extraGlLinesPerCompany: 0 },
    })
    worker.resetHandlers(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
    const writes = watchChunkWrites()
    const firstVisit = render(<Queue userId={BAKERY} queryClient={new QueryClient()} />)
    // The sync has ended (the counts no longer say "so far"), and the set's first write has begun.
    const summary = () => document.querySelector('.bk-transaction-filters__summary')?.textContent ?? ''
    await waitFor(() => expect(summary()).toMatch(/^[\d,]+ shown · [\d,]+ transactions in all\./), { timeout: 20_000 })
    const setSize = Number(/^[\d,]+ shown · ([\d,]+) transactions in all\./.exec(summary())![1]!.replace(/,/g, ''))
    await waitFor(() => expect(writes.held()).toBe(true))
    const grid = screen.getByRole('grid')
    act(() => grid.querySelector<HTMLElement>('.bk-grid__body [role="row"][data-index="0"]')!.focus())

    // Twelve rows confirmed as shown, one Enter each, while that write is still in flight.
    const confirmed: string[] = []
    for (let press = 0; press < 12; press++) {
      const row = focusedRow()!
      expect(row.dataset.index).toBe(String(press))
      confirmed.push(row.dataset.id!)
      act(() => row.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })))
      await waitFor(() => expect(focusedRow()?.dataset.index).toBe(String(press + 1)))
    }
    expect(writes.held()).toBe(true)
    writes.release()
    // Every review stored by the service first.
    const onService = () => sandbox.inspect.bankTransactions(SANDBOX.companies.bakery.id) as Array<{ id: string; reviewStatus?: string }>
    await waitFor(
      () =>
        expect(
          onService()
            .filter(({ id }) => confirmed.includes(id))
            .map(({ reviewStatus }) => reviewStatus),
        ).toEqual(confirmed.map(() => 'REVIEWED')),
      { timeout: 20_000 },
    )

    // The set is written once, chunk by chunk; then each review rewrites the chunk holding it (the
    // newest, the rows on top), never the others.
    const set = '["bankTransactions","list",{"limit":250}]'
    await waitFor(
      async () => {
        const stored = new Map(recordsOf(await storedState(BAKERY), set).map((record) => [record.id, record.reviewStatus]))
        expect(confirmed.map((id) => stored.get(id))).toEqual(confirmed.map(() => 'REVIEWED'))
      },
      // Written in idle time, in slices of a few milliseconds: on a loaded machine, idle time comes late.
      { timeout: 20_000 },
    )
    await storedSet()
    const chunks = Math.ceil(setSize / CHUNK_RECORDS)
    expect(chunks).toBeGreaterThan(1)
    expect(writes.written.slice(0, chunks)).toEqual(Array.from({ length: chunks }, (_, chunk) => String(chunk)))
    expect(writes.written.length).toBeGreaterThan(chunks)
    expect(new Set(writes.written.slice(chunks))).toEqual(new Set(['0']))
    firstVisit.unmount()

    // A reload: the rows still to review are painted from storage before any listing request
    // is answered, without the twelve just reviewed.
    const listing = watchListing()
    const firstRows = watchFirstRows()
    render(<Queue userId={BAKERY} queryClient={new QueryClient()} />)
    await waitFor(() => expect(rowTexts().length).toBeGreaterThan(3))
    await waitFor(() => expect(listing.sent).toHaveLength(1))
    expect(firstRows.at()).toBeLessThan(listing.sent[0]!.at)
    const shownIds = [...document.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]')].map((row) => row.dataset.id)
    for (const id of confirmed) expect(shownIds).not.toContain(id)
    listing.release()
  },
)

it('drops the stored cache when the sessionKey changes: the next user, and the next visit, see nothing of it', async () => {
  function Host() {
    const [user, setUser] = useState<string>(BAKERY)
    const [queryClient] = useState(() => new QueryClient())
    return (
      <>
        <button type="button" onClick={() => setUser(BIKE_SHOP)}>
          Sign in as Spoke &amp; Sprocket
        </button>
        <Queue userId={user} queryClient={queryClient} />
      </>
    )
  }
  const page = render(<Host />)
  await waitFor(() => expect(rowTexts().length).toBeGreaterThan(3))
  const bakeryRows = new Set(rowTexts())
  await storedSet()

  // Another user signs in on the same page; their queue is held unanswered.
  const listing = watchListing()
  const painted: string[] = []
  let switched = false
  const observer = new MutationObserver(() => {
    if (switched) painted.push(...rowTexts().filter((row) => bakeryRows.has(row)))
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  onTestFinished(() => observer.disconnect())
  act(() => {
    switched = true
    screen.getByRole('button', { name: 'Sign in as Spoke & Sprocket' }).click()
  })
  await waitFor(() => expect(listing.sent).toHaveLength(1))
  expect(listing.sent[0]!.lastUpdatedDate).toBeNull()
  expect(rowTexts()).toEqual([])
  page.unmount()
  listing.release()

  // The bakery's owner comes back: nothing of the bakery was kept, the queue is walked afresh.
  const again = watchListing()
  render(<Queue userId={BAKERY} queryClient={new QueryClient()} />)
  // Restoring ends before any query runs, and rows read back are painted in the render that starts
  // the listing (the first test sees them before its request): with the request here, that render
  // has been committed, and whatever storage still held would be on screen.
  await waitFor(() => expect(again.sent).toHaveLength(1))
  expect(again.sent[0]!.lastUpdatedDate).toBeNull()
  expect(rowTexts()).toEqual([])
  expect(painted).toEqual([])
  again.release()
})
