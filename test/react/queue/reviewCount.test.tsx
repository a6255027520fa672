// useReviewCount, a host's to-review badge, against the sandbox on the bookkit profile: it counts
// what the queue's "To review" tab counts, follows saves without listing again, shares the queue's
// sync when both are on the page, and says when the count is only "so far". The count is
// test/core/queue/toReviewCount.test.ts's; the set's sync over the described listing,
// test/core/queue/bankTransactionSetReads.test.ts's and describedListingSync.test.ts's.
import { QueryClient } from '@tanstack/react-query'
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { BankTransaction, BankTransactionInput } from '../../../src/api/types'
import { BankTransactionList } from '../../../src/components/BankTransactionList'
import { reviewItem } from '../../../src/api/writes/bankTransactionItems'
import { BookkeepingProvider, useReviewCount, useSaveBankTransactions } from '../../../src/react'
import { SANDBOX } from '../../../src/sandbox'
import { giveGridsAViewport } from '../../support/gridViewport'
import { holdOlderPages, listingRoute, recordListings } from '../../support/listingService'
import { BOOKKIT } from '../../support/profiles'
import { renderWithSandbox, sandboxTokenFetcher, serviceFor, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'
import { settled } from '../../support/settled'

const bakery = SANDBOX.companies.bakery
/** Three pages of the queue's default page size, and a bit. */
const VOLUME = { invoicesPerCompany: 5, bankTransactionsPerCompany: 600, extraGlLinesPerCompany: 0 }
const QUEUE_PAGE_SIZE = 250

/** The statuses that count as reviewed, written out here rather than taken from the code under test. */
const toReview = (transaction: { reviewStatus?: string | null }) =>
  !['REVIEWED', 'RECONCILED', 'RECONCILIATION_DISCREPANCY'].includes(transaction.reviewStatus ?? '')

vi.setConfig({ testTimeout: 30_000 })
afterEach(() => vi.restoreAllMocks())

describe('useReviewCount (bookkit service)', () => {
  const { profile, service } = BOOKKIT
  const state = useSandboxServer({ profile, volume: VOLUME })
  const stored = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
  const storedToReview = () => stored().filter(toReview).length

  function renderReviewCount<T>(hook: () => T) {
    const fetchToken = sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} service={serviceFor(state.sandbox)}>
        {children}
      </BookkeepingProvider>
    )
    return renderHook(hook, { wrapper })
  }

  it('counts the transactions the signed-in owner has not reviewed, as the sandbox stores them', async () => {
    const expected = storedToReview()
    // The seed holds both kinds, so counting all of them, or none, would be seen.
    expect(expected).toBeGreaterThan(0)
    expect(expected).toBeLessThan(stored().length)

    const { result } = renderReviewCount(() => useReviewCount())
    expect(result.current).toMatchObject({ count: undefined, complete: false })
    await waitFor(() => expect(result.current.complete).toBe(true))
    expect(result.current).toMatchObject({ count: expected, isError: false, error: null })
  })

  it('drops by the number a save marks reviewed, without listing again', async () => {
    const listings = recordListings(state)
    const { result } = renderReviewCount(() => ({ reviewCount: useReviewCount(), save: useSaveBankTransactions() }))
    await waitFor(() => expect(result.current.reviewCount.complete).toBe(true))
    const before = result.current.reviewCount.count ?? -1
    const walk = listings.requests.length

    const closing = state.sandbox.inspect.closing(bakery.id).date
    const open = stored()
      .filter((transaction) => toReview(transaction) && transaction.date > closing)
      .slice(0, 3)
    expect(open).toHaveLength(3)
    // What the queue's "Mark reviewed" sends for each.
    const items = open.map((transaction) => reviewItem(transaction, { review: true }, service.updates) as BankTransactionInput)
    const results = await act(() => result.current.save.mutateAsync(items))
    expect(results.map((item) => item.status)).toEqual(['saved', 'saved', 'saved'])

    await waitFor(() => expect(result.current.reviewCount.count).toBe(before - 3))
    expect(result.current.reviewCount.count).toBe(storedToReview())
    expect(listings.requests).toHaveLength(walk)
  })

  it("shares <BankTransactionList>'s sync when a badge is rendered beside it: one walk of the listing", async () => {
    giveGridsAViewport()
    const listings = recordListings(state)
    function Badge() {
      const { count, complete } = useReviewCount()
      return <p>{count === undefined ? 'To review: …' : `To review: ${count}${complete ? '' : ' so far'}`}</p>
    }
    const queryClient = new QueryClient()
    renderWithSandbox(
      <>
        <nav>
          <Badge />
        </nav>
        <BankTransactionList />
      </>,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner, provider: { queryClient } },
    )

    const expected = storedToReview()
    await screen.findByText(`To review: ${expected}`)
    // The queue's tab counts the same.
    await screen.findByRole('radio', { name: `To review (${expected.toLocaleString('en-US')})` })
    // A second walk, had the badge and the queue each their own, would still be under way: the page
    // comes to rest only once it has ended.
    await settled(queryClient)
    expect(listings.requests).toHaveLength(Math.ceil(stored().length / QUEUE_PAGE_SIZE))
  })

  it('is not complete while a first sync is still bringing older pages, and counts what has arrived so far', async () => {
    const listings = recordListings(state)
    const release = holdOlderPages(state)
    const { result } = renderReviewCount(() => useReviewCount())

    await waitFor(() => expect(result.current.count).toBeDefined())
    const firstPage = await listings.answers[0]!
    expect(firstPage.length).toBe(QUEUE_PAGE_SIZE)
    expect(result.current).toMatchObject({ count: firstPage.filter(toReview).length, complete: false, isError: false })
    expect(result.current.count).toBeLessThan(storedToReview())

    release()
    await waitFor(() => expect(result.current.complete).toBe(true))
    expect(result.current.count).toBe(storedToReview())
  })

  it('reports a sync that fails on an older page, keeping the count so far and staying incomplete', async () => {
    const listings = recordListings(state)
    const release = holdOlderPages(state)
    const { result } = renderReviewCount(() => useReviewCount())
    await waitFor(() => expect(result.current.count).toBeDefined())
    const soFar = (await listings.answers[0]!).filter(toReview).length

    const { path, method } = listingRoute(state.sandbox)
    // The service is down for the read and both of its retries.
    state.sandbox.failNext({ status: 500, times: 3, path, method })
    release()

    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ name: 'BookkeepingApiError', status: 500 })
    expect(result.current).toMatchObject({ count: soFar, complete: false })
  })
})
