/// <reference types="vite/client" />
// `persist` in Chromium, with its real IndexedDB: the review queue of a first visit is stored; a
// reload (a new QueryClient and provider, the page's React ids numbered afresh) shows its rows
// before any listing request is sent, then asks once, for what changed since; and a change of
// `sessionKey` drops the stored cache, so the next user never sees the previous one's rows.
import { act, render, screen, waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { http } from 'msw'
import { setupWorker } from 'msw/browser'
import { useState } from 'react'
import type { FetchToken } from '../../src/api/tokens'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import { BookkeepingProvider, clearBookkeepingCache } from '../../src/react'
import { storedCacheKey } from '../../src/react/persistCache'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const LISTING = `${BASE_URL}/v5/banks/transactions`
const BAKERY = SANDBOX.users.bakeryOwner
const BIKE_SHOP = SANDBOX.users.bikeShopOwner
const worker = setupWorker()
let sandbox: Sandbox

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledRequest: 'error', serviceWorker: { url: '/mockServiceWorker.js' } })
})
afterAll(() => worker.stop())
beforeEach(async () => {
  sandbox = createSandbox({ seed: 1, today: '2026-06-30', volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 } })
  worker.resetHandlers(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
  await clearBookkeepingCache()
})

const tokenFor = (userId: string): FetchToken => async () => sandbox.issueToken({ userId })

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

/** The bakery's stored cache, once it holds a set whose sync has ended. */
async function storedSet(): Promise<void> {
  const { createStore, get } = await import('idb-keyval')
  const key = await storedCacheKey(BAKERY)
  await waitFor(
    async () => {
      const stored = await get<{ clientState: { queries: Array<{ queryKey: unknown[]; state: { data: { lastUpdatedDate?: string } } }> } }>(key, createStore('bookkit', 'cache'))
      const set = stored?.clientState.queries.find((query) => query.queryKey[0] === 'bankTransactions')
      expect(set?.state.data.lastUpdatedDate).toEqual(expect.any(String))
    },
    { timeout: 5_000 },
  )
}

it('shows the stored queue on a reload before any listing request, then asks once for what changed since', async () => {
  const firstVisit = render(<Queue userId={BAKERY} queryClient={new QueryClient()} />)
  await waitFor(() => expect(rowTexts().length).toBeGreaterThan(3), { timeout: 10_000 })
  const shownBefore = rowTexts()
  await storedSet()
  firstVisit.unmount()

  const listing = watchListing()
  const firstRows = watchFirstRows()
  render(<Queue userId={BAKERY} queryClient={new QueryClient()} />)
  await waitFor(() => expect(rowTexts()).toEqual(shownBefore), { timeout: 5_000 })
  // The rows came from storage: painted before the first listing request went out, which is still unanswered.
  await waitFor(() => expect(listing.sent).toHaveLength(1))
  expect(firstRows.at()).toBeLessThan(listing.sent[0]!.at)
  expect(listing.sent[0]!.lastUpdatedDate).toEqual(expect.any(String))
  listing.release()
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(listing.sent).toHaveLength(1)
  expect(rowTexts()).toEqual(shownBefore)
})

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
  await waitFor(() => expect(rowTexts().length).toBeGreaterThan(3), { timeout: 10_000 })
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
  await waitFor(() => expect(again.sent).toHaveLength(1))
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(again.sent[0]!.lastUpdatedDate).toBeNull()
  expect(rowTexts()).toEqual([])
  expect(painted).toEqual([])
  again.release()
})
