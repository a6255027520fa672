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
  const sandbox = createSandbox({ seed: 1, latencyMs: 20 })
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

/** Median ms of one GL page query (limit 100, 200 consecutive pages) on a book of ~100,000 lines on one account. */
export async function measureSandboxSpeed(): Promise<{ lines: number; medianMs: number; buildMs: number }> {
  const buildStarted = performance.now()
  const sandbox = createSandbox({ seed: 1, volume: { extraGlLinesPerCompany: 100_000 } })
  const buildMs = performance.now() - buildStarted
  const { access_token } = sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
  const account = SANDBOX.companies.bakery.glAccounts.busyExpense
  const query = (body: object) =>
    sandbox.handle(
      new Request(`${BASE_URL}/v6/accounting/glAccounts/${account}/generalLedger`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )
  const times: number[] = []
  let cursor: string | undefined
  for (let page = 0; page < 200; page++) {
    const started = performance.now()
    const answer = (await (await query({ limit: 100, ...(cursor ? { cursor } : {}) })).json()) as { cursor?: { after: string } }
    times.push(performance.now() - started)
    cursor = answer.cursor?.after
  }
  times.sort((a, b) => a - b)
  return { lines: sandbox.inspect.glLines(account).length, medianMs: times[Math.floor(times.length / 2)]!, buildMs }
}
