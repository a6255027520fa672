// `persist` writes what a save changed, never the whole set again: two changes in one turn (Enter
// pressed fast) are written as the chunks they changed and the set's line. fake-indexeddb here.
import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { BookkeepingProvider, clearBookkeepingCache, useBankTransactions } from '../../../src/react'
import { mergeChanges, type BankTransactionSet } from '../../../src/core/queue/bankTransactionSet'
import { CHUNK_RECORDS } from '../../../src/react/provider/persist/chunks'
import { SANDBOX } from '../../../src/sandbox'
import { sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'
import { QUEUE_SET, recordsOf, storedState } from '../../support/storedCache'

const BAKERY = SANDBOX.users.bakeryOwner

// Seeding books of thousands of transactions (once per file, in the first test's beforeEach) took more
// than the default 10 s of a hook on a loaded 2-core machine: a limit for hangs, not a measure of speed.
vi.setConfig({ hookTimeout: 60_000 })

describe('persist, two changes of a set of three chunks landing at once', () => {
  const state = useSandboxServer({
    volume: { invoicesPerCompany: 1, bankTransactionsPerCompany: 2 * CHUNK_RECORDS + 40, extraGlLinesPerCompany: 0 },
  })
  beforeEach(async () => {
    await clearBookkeepingCache()
  })

  it('writes the two chunks they changed and the line, and leaves the chunk between them as it was', async () => {
    const queryClient = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BookkeepingProvider
        baseUrl={TEST_BASE_URL}
        fetchToken={sandboxTokenFetcher(state.sandbox, { userId: BAKERY })}
        queryClient={queryClient}
        persist
        sessionKey={BAKERY}
      >
        {children}
      </BookkeepingProvider>
    )
    const page = renderHook(() => useBankTransactions(), { wrapper })
    await waitFor(async () => expect((await storedState(BAKERY)).sets?.sets[QUEUE_SET]?.bounds).toHaveLength(2))
    const { digest } = await storedState(BAKERY)
    const put = vi.spyOn(IDBObjectStore.prototype, 'put')
    onTestFinished(() => put.mockRestore())

    // The newest record and the oldest, each noted in its own merge, in one turn.
    const [query] = queryClient.getQueryCache().findAll({ predicate: ({ queryKey }) => queryKey.includes('bankTransactions') })
    act(() => {
      for (const at of ['newest', 'oldest'] as const)
        queryClient.setQueryData<BankTransactionSet>(query!.queryKey, (set) => {
          const record = at === 'newest' ? set!.transactions[0]! : set!.transactions.at(-1)!
          return { ...set!, ...mergeChanges(set!.transactions, [{ ...record, notes: 'Seen twice' }]) }
        })
    })
    await waitFor(async () => expect(recordsOf(await storedState(BAKERY)).filter(({ notes }) => notes === 'Seen twice')).toHaveLength(2))
    const written = put.mock.calls.map(([, key]) => key).filter((key) => key !== `queries:${digest}`)
    expect(written).toEqual([[digest, QUEUE_SET, 0], [digest, QUEUE_SET, 2], `sets:${digest}`])
    expect(page.result.current.data?.transactions.filter(({ notes }) => notes === 'Seen twice')).toHaveLength(2)
  })
})
