// The bank-transaction set as the queue syncs it: merged in order without sorting the set again,
// useful after its first page, merged in few batches, and never undone by a page sent before a save.
import { QueryClient } from '@tanstack/react-query'
import { createBookkeepingClient, describedService } from '../../../src/api'
import type { BankTransaction } from '../../../src/api/types'
import { byDateDescending, LocalWrites, mergeChanges, type BankTransactionSet } from '../../../src/core/queue/bankTransactionSet'
import { TransactionPool } from '../../../src/core/queue/leanTransactions'
import { syncBankTransactions } from '../../../src/react/queue/bankTransactionSync'
import { createSandbox, SANDBOX, type Sandbox, type SandboxProfile } from '../../../src/sandbox'

const BASE_URL = 'https://sandbox.bookkit.test'
const KEY = ['bookkit', 'test', 'bankTransactions', 'list', { limit: 100 }] as const

/** A client reaching `sandbox` in-process; `beforeAnswer` runs with each listing answer in hand, before the client gets it. */
function clientOf(sandbox: Sandbox, beforeAnswer: (answer: Response, request: Request) => Promise<void> | void = () => undefined) {
  const described = sandbox.options.profile === 'described'
  return createBookkeepingClient({
    baseUrl: BASE_URL,
    fetchToken: async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner }),
    ...(described ? { service: describedService } : {}),
    fetch: async (input, init) => {
      const request = new Request(input, init)
      const path = new URL(request.url).pathname
      const listing = described
        ? request.method === 'POST' && path === '/v6/banks/transactions' && !(await request.clone().text())
        : request.method === 'GET' && path === '/v5/banks/transactions'
      const answer = await sandbox.handle(request)
      if (listing) await beforeAnswer(answer, request)
      return answer
    },
  })
}

function record(id: string, date: string, status = 'ACTIVE'): BankTransaction {
  return { id, date, amount: -100, status } as BankTransaction
}

describe('mergeChanges', () => {
  it('upserts, removes and keeps the newest-first order exactly as sorting everything would', () => {
    // A deterministic spread of dates with ties, ids and updates, over several rounds.
    let state = 7
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31)
    let set: BankTransaction[] = []
    const truth = new Map<string, BankTransaction>()
    for (let round = 0; round < 40; round++) {
      const changed = Array.from({ length: 1 + (next() % 30) }, () =>
        record(`btxn_${next() % 400}`, `2026-0${1 + (next() % 6)}-1${next() % 10}`, next() % 17 === 0 ? 'DELETED' : 'ACTIVE'),
      )
      const removed = Array.from({ length: next() % 3 }, () => `btxn_${next() % 400}`)
      set = mergeChanges(set, changed, removed).transactions
      for (const transaction of changed) truth.set(transaction.id, transaction)
      for (const id of removed) truth.delete(id)
      for (const [id, transaction] of truth) if (transaction.status === 'DELETED') truth.delete(id)
      expect(set).toEqual([...truth.values()].sort(byDateDescending))
    }
  })
})

describe.each<SandboxProfile>(['bookkit', 'described'])('syncBankTransactions (%s listing order)', (profile) => {
  const sandboxOf = () =>
    createSandbox({
      seed: 1,
      today: '2026-06-30',
      profile,
      volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 1_000, extraGlLinesPerCompany: 0 },
    })

  it('puts the first page in the cache before asking for the second, and merges the rest in batches that double', async () => {
    const sandbox = sandboxOf()
    const queryClient = new QueryClient()
    const shownWhenAsked: number[] = []
    const merges: number[] = []
    queryClient.getQueryCache().subscribe(() => {
      const shown = queryClient.getQueryData<BankTransactionSet>(KEY)?.transactions.length ?? 0
      if (shown !== merges.at(-1)) merges.push(shown)
    })
    const client = clientOf(
      sandbox,
      () => void shownWhenAsked.push(queryClient.getQueryData<BankTransactionSet>(KEY)?.transactions.length ?? 0),
    )
    const set = await syncBankTransactions({
      client,
      queryClient,
      queryKey: KEY,
      writes: new LocalWrites(),
      pool: new TransactionPool(),
      resumes: new WeakMap(),
      limit: 100,
      signal: new AbortController().signal,
    })

    const all = sandbox.inspect.bankTransactions(SANDBOX.companies.bakery.id)
    expect(set.transactions.map((transaction) => transaction.id)).toEqual(
      [...set.transactions].sort(byDateDescending).map((transaction) => transaction.id),
    )
    expect(set.transactions).toHaveLength(all.length)
    expect(set.syncing).toBeUndefined()
    // ⌈N / limit⌉ pages; the second is asked for with the first already in the cache.
    expect(shownWhenAsked).toHaveLength(Math.ceil(all.length / 100))
    expect(shownWhenAsked[1]).toBe(100)
    // 100, 200, 400, 800 in the cache while the walk goes on, each merge doubling what is shown; the rest comes with the answer.
    expect(merges.slice(1)).toEqual([100, 200, 400, 800])
  })

  it('never lets a page sent before a save undo it', async () => {
    const sandbox = sandboxOf()
    const queryClient = new QueryClient()
    const writes = new LocalWrites()
    const pool = new TransactionPool()
    const sync = (client: ReturnType<typeof clientOf>) =>
      syncBankTransactions({
        client,
        queryClient,
        queryKey: KEY,
        writes,
        pool,
        resumes: new WeakMap(),
        limit: 100,
        signal: new AbortController().signal,
      })
    queryClient.setQueryData(KEY, await sync(clientOf(sandbox)))
    const target = queryClient.getQueryData<BankTransactionSet>(KEY)!.transactions[3]!
    const api = clientOf(sandbox)

    // Someone else changes the record; the next sync's page carries that change, and while the
    // page is on its way the user saves a note on the same record here.
    await api.saveBankTransactions([{ id: target.id, description: 'Card payment: Harbor Flour Mill' }])
    let saved: BankTransaction | undefined
    const late = clientOf(sandbox, async () => {
      if (saved) return
      const [result] = await api.saveBankTransactions([{ id: target.id, notes: 'Checked with the till roll' }])
      saved = result?.ok ? result.data : undefined
      writes.wrote([target.id])
      queryClient.setQueryData<BankTransactionSet>(
        KEY,
        (set) => set && { ...set, transactions: mergeChanges(set.transactions, saved ? [saved] : []).transactions },
      )
    })
    const set = await sync(late)

    expect(saved?.notes).toBe('Checked with the till roll')
    expect(set.transactions.find((transaction) => transaction.id === target.id)?.notes).toBe('Checked with the till roll')
    // The next sync brings the record as the service holds it now: both changes.
    queryClient.setQueryData(KEY, set)
    const after = await sync(clientOf(sandbox))
    expect(after.transactions.find((transaction) => transaction.id === target.id)).toMatchObject({
      notes: 'Checked with the till roll',
      description: 'Card payment: Harbor Flour Mill',
    })
  })

  it('goes on from the page it stopped at when a walk is cancelled half-way, and ends as a whole walk would', async () => {
    const sandbox = sandboxOf()
    const queryClient = new QueryClient()
    const writes = new LocalWrites()
    const pool = new TransactionPool()
    const resumes = new WeakMap()
    // As useBankTransactions caches the set: merged record by record, never copied by structural sharing.
    queryClient.setQueryDefaults(KEY, { structuralSharing: false })
    const cursors: Array<string | null> = []
    const leaving = new AbortController()
    // The queue is left while the third page is on its way: its answer never reaches the sync.
    const interrupted = clientOf(sandbox, (_answer, request) => {
      cursors.push(request.headers.get('cursor'))
      if (cursors.length < 3) return
      leaving.abort()
      throw new DOMException('The queue was left', 'AbortError')
    })
    const sync = (client: ReturnType<typeof clientOf>, signal: AbortSignal) =>
      syncBankTransactions({ client, queryClient, queryKey: KEY, writes, pool, resumes, limit: 100, signal })
    await expect(sync(interrupted, leaving.signal)).rejects.toThrow()

    const left = queryClient.getQueryData<BankTransactionSet>(KEY)
    expect(left?.transactions).toHaveLength(200)
    expect(left?.syncing?.received).toBe(200)
    const resumedCursors: Array<string | null> = []
    const set = await sync(
      clientOf(sandbox, (_answer, request) => void resumedCursors.push(request.headers.get('cursor'))),
      new AbortController().signal,
    )

    const all = sandbox.inspect.bankTransactions(SANDBOX.companies.bakery.id)
    // The first page asked for again is the one the queue left on its way; nothing before it.
    expect(resumedCursors[0]).toBe(cursors[2])
    expect(resumedCursors).toHaveLength(Math.ceil(all.length / 100) - 2)
    expect(set.syncing).toBeUndefined()
    expect(set.transactions.map((transaction) => transaction.id).sort()).toEqual(all.map((transaction) => transaction.id).sort())
    expect(set.lastUpdatedDate).toBeDefined()
  })
})
