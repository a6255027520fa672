import { createBookkeepingClient } from '../../src/api'
import { createSandbox, SANDBOX, type Sandbox } from '../../src/sandbox'

const BASE_URL = 'https://bench.bookkit.test'

/** A client that reaches `sandbox` in-process, with a counter on its `fetchToken`. */
function countedClient(sandbox: Sandbox) {
  let fetchTokenCalls = 0
  const client = createBookkeepingClient({
    baseUrl: BASE_URL,
    fetch: (input, init) => sandbox.handle(new Request(input, init)),
    fetchToken: async () => {
      fetchTokenCalls++
      return sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
    },
  })
  return { client, calls: () => fetchTokenCalls }
}

/** `fetchToken` calls for 100 concurrent requests on a fresh client, and for an expiry storm. */
export async function measureTokenEconomy(): Promise<{ concurrent: number; storm: number }> {
  const sandbox = createSandbox({ seed: 1, today: '2026-06-30', latencyMs: 20 })
  const fresh = countedClient(sandbox)
  await Promise.all(Array.from({ length: 100 }, () => fresh.client.getClosing()))

  // The storm: a client holding a token sends 100 requests; every token expires while they fly.
  const storm = countedClient(sandbox)
  await storm.client.getClosing()
  const before = storm.calls()
  const inFlight = Promise.all(Array.from({ length: 100 }, () => storm.client.getNotificationSettings()))
  sandbox.expireTokens()
  await inFlight
  return { concurrent: fresh.calls(), storm: storm.calls() - before }
}

/** What the sandbox's speed comes to, on a book of ~100,000 lines on one account. */
export interface SandboxSpeed {
  lines: number
  /** Median ms of one GL page (limit 100, 200 consecutive pages). */
  medianMs: number
  /** Median ms of a searched page (limit 50), which walks only until the page is full. */
  filteredMedianMs: number
  /** Ms of the first page after a write (the account's index is rebuilt), and of the one after. */
  afterWriteMs: number
  nextPageMs: number
  /** Ms to create that sandbox, and the fastest of five default sandboxes. */
  buildMs: number
  defaultBuildMs: number
}

/** GL paging, filtered paging, paging after a write, and sandbox creation, timed. */
export async function measureSandboxSpeed(): Promise<SandboxSpeed> {
  const defaultBuildMs = Math.min(...Array.from({ length: 5 }, () => timed(() => createSandbox({ today: '2026-06-30' })).ms))
  const build = timed(() => createSandbox({ seed: 1, today: '2026-06-30', volume: { extraGlLinesPerCompany: 100_000 } }))
  const sandbox = build.value
  const { access_token } = sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
  const account = SANDBOX.companies.bakery.glAccounts.busyExpense
  const send = (path: string, body: object) =>
    sandbox.handle(
      new Request(`${BASE_URL}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )
  const glPath = `/v6/accounting/glAccounts/${account}/generalLedger`
  const timedPage = async (body: object): Promise<{ ms: number; cursor?: string }> => {
    const started = performance.now()
    const answer = (await (await send(glPath, body)).json()) as { cursor?: { after: string } }
    return { ms: performance.now() - started, cursor: answer.cursor?.after }
  }
  const times: number[] = []
  let cursor: string | undefined
  for (let page = 0; page < 200; page++) {
    const answer = await timedPage({ limit: 100, ...(cursor ? { cursor } : {}) })
    times.push(answer.ms)
    cursor = answer.cursor
  }
  const filtered: number[] = []
  for (let i = 0; i < 20; i++) {
    filtered.push(
      (await timedPage({ limit: 50, filter: { search: 'berries', beginDate: `2025-${String(7 + (i % 6)).padStart(2, '0')}-01` } })).ms,
    )
  }
  const bakery = SANDBOX.companies.bakery
  await send('/v6/banks/transactions', {
    data: [{ date: '2026-06-01', amount: -99, bankAccountId: bakery.bankAccounts.checking, categoryId: bakery.categories.ingredients }],
  })
  const afterWrite = await timedPage({ limit: 100 })
  const next = await timedPage({ limit: 100 })
  return {
    lines: sandbox.inspect.glLines(account).length,
    medianMs: median(times),
    filteredMedianMs: median(filtered),
    afterWriteMs: afterWrite.ms,
    nextPageMs: next.ms,
    buildMs: build.ms,
    defaultBuildMs,
  }
}

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now()
  const value = run()
  return { value, ms: performance.now() - started }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
