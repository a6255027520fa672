// The queue's set synced again over the described service's listing (a bodiless POST to the save
// path, in no stated order): the second sync asks once, with the first sync's lastUpdatedDate,
// brings what another client created and drops what it deleted, and ends with the set a fresh walk
// sees, newest first. On the bookkit listing the same is useBankTransactions' own test
// (test/react/queue/bankTransactions.test.tsx); the sandbox's side of both listings is
// test/sandbox/profile.test.ts and bankTransactionSync.test.ts.
import { QueryClient } from '@tanstack/react-query'
import { createBookkeepingClient, describedService } from '../../../src/api'
import { byDateDescending, LocalWrites, type BankTransactionSet } from '../../../src/core/queue/bankTransactionSet'
import { TransactionPool } from '../../../src/core/queue/leanTransactions'
import { syncBankTransactions } from '../../../src/react/queue/bankTransactionSync'
import { createSandbox, SANDBOX } from '../../../src/sandbox'

const BASE_URL = 'https://sandbox.bookkit.test'
const KEY = ['bookkit', 'test', 'bankTransactions', 'list', { limit: 100 }] as const
const bakery = SANDBOX.companies.bakery

it('syncs only the changes another client made over the described listing, by lastUpdatedDate, and holds what a fresh walk sees', async () => {
  const sandbox = createSandbox({
    seed: 1,
    today: '2026-06-30',
    profile: 'described',
    volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 250, extraGlLinesPerCompany: 0 },
  })
  const listings: Array<{ lastUpdatedDate: string | null; records: number }> = []
  const client = createBookkeepingClient({
    baseUrl: BASE_URL,
    fetchToken: async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner }),
    service: describedService,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      const listing =
        request.method === 'POST' && new URL(request.url).pathname === '/v6/banks/transactions' && !(await request.clone().text())
      const answer = await sandbox.handle(request)
      if (listing)
        listings.push({
          lastUpdatedDate: request.headers.get('lastUpdatedDate'),
          records: ((await answer.clone().json()) as { data: unknown[] }).data.length,
        })
      return answer
    },
  })
  const queryClient = new QueryClient()
  const writes = new LocalWrites()
  const pool = new TransactionPool()
  const resumes = new WeakMap()
  const sync = () =>
    syncBankTransactions({ client, queryClient, queryKey: KEY, writes, pool, resumes, limit: 100, signal: new AbortController().signal })

  const first = await sync()
  queryClient.setQueryData<BankTransactionSet>(KEY, first)
  const firstWalk = listings.length
  expect(firstWalk).toBe(Math.ceil(first.transactions.length / 100))
  expect(listings.every((listing) => listing.lastUpdatedDate === null)).toBe(true)
  expect(first.lastUpdatedDate).toBeDefined()

  // Another client saves one record and deletes another of the open period.
  const [created] = await client.saveBankTransactions([
    {
      date: '2026-06-29',
      amount: 18500,
      type: 'INCOME',
      bankAccountId: bakery.bankAccounts.checking,
      description: 'Wedding cake deposit',
      apiName: 'BOOKKIT_TEST',
      apiSourceId: 'sync-new',
    },
  ])
  if (!created?.ok || !created.data) throw new Error(JSON.stringify(created))
  const closing = await client.getClosing()
  const victim = first.transactions.find((transaction) => transaction.date > closing.date)!
  await client.deleteBankTransaction(victim.id)

  const second = await sync()
  const delta = listings.slice(firstWalk)
  expect(delta).toEqual([{ lastUpdatedDate: first.lastUpdatedDate, records: expect.any(Number) }])
  expect(delta[0]!.records).toBeLessThanOrEqual(2)
  expect(second.transactions.find((transaction) => transaction.id === created.data!.id)).toMatchObject({
    amount: 18500,
    description: 'Wedding cake deposit',
  })
  expect(second.transactions.some((transaction) => transaction.id === victim.id)).toBe(false)
  expect(second.transactions).toHaveLength(first.transactions.length)
  // What a fresh walk of the service sees, in the queue's order (the listing's own is by creation).
  const stored = sandbox.inspect.bankTransactions(bakery.id)
  expect(second.transactions.map((transaction) => transaction.id).sort()).toEqual(stored.map((transaction) => transaction.id).sort())
  expect(second.transactions.map((transaction) => transaction.id)).toEqual(
    [...second.transactions].sort(byDateDescending).map((transaction) => transaction.id),
  )
})
