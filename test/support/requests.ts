// What the client sent during a test, seen through the MSW server behind the test's sandbox.
import { http, HttpResponse } from 'msw'
import type { setupServer } from 'msw/node'

type Server = ReturnType<typeof setupServer>

/** Every request sent during the current test, as sent (body unread). */
export function recordRequests(server: Server): Request[] {
  const requests: Request[] = []
  const listener = ({ request }: { request: Request }) => void requests.push(request.clone())
  server.events.on('request:start', listener)
  onTestFinished(() => void server.events.removeListener('request:start', listener))
  return requests
}

/**
 * The JSON bodies of the requests `matches` picks, in the order they were sent (each added once read).
 * A request without a body is not recorded: on the described service a bank-transaction listing is
 * a bodiless POST to the same path as a save.
 * The listener stays until the server's listeners are removed (`server.events.removeAllListeners()`).
 */
export function recordBodies<Body>(server: Server, matches: (request: Request, pathname: string) => boolean): Body[] {
  const bodies: Body[] = []
  server.events.on('request:start', async ({ request }) => {
    if (!matches(request, new URL(request.url).pathname)) return
    const text = await request.clone().text()
    if (text !== '') bodies.push(JSON.parse(text) as Body)
  })
  return bodies
}

/** Calls `then` once, as soon as a request to `pathname` with `method` has been sent (before the service answers it). */
export function onceSent(server: Server, pathname: string, method: string, then: () => void): void {
  let done = false
  const listener = ({ request }: { request: Request }) => {
    if (done || request.method !== method || new URL(request.url).pathname !== pathname) return
    done = true
    then()
  }
  server.events.on('request:start', listener)
  onTestFinished(() => void server.events.removeListener('request:start', listener))
}

/** The requests to one path (and method). */
export function requestsTo(requests: readonly Request[], pathname: string, method = 'POST'): Request[] {
  return requests.filter((request) => request.method === method && new URL(request.url).pathname === pathname)
}

/** Holds every GET of `url` until `release()` (at the latest when the test ends), recording each request's headers. */
export function holdGets(server: Server, url: string): { held: Headers[]; release: () => void } {
  const held: Headers[] = []
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  onTestFinished(() => release())
  server.use(
    http.get(url, async ({ request }) => {
      held.push(request.headers)
      await released
      return undefined
    }),
  )
  return { held, release }
}

/**
 * From now on, every POST to `url` waits until `release()` (at the latest when the test ends); the
 * handlers behind then answer it. For states that last while a request is on its way.
 */
export function holdRequests(server: Server, url: string): () => void {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.post(url, async () => {
      await released
      return undefined
    }),
  )
  onTestFinished(() => release())
  return release
}

/**
 * From now on, every POST to `url` is answered by `answer`, and counted while it is in flight:
 * the returned function gives the most that were ever in flight at once.
 */
export function mostInFlight(server: Server, url: string, answer: (request: Request) => Promise<Response>): () => number {
  let inFlight = 0
  let most = 0
  server.use(
    http.post(url, async ({ request }) => {
      most = Math.max(most, ++inFlight)
      try {
        return await answer(request)
      } finally {
        inFlight--
      }
    }),
  )
  return () => most
}

/** Answers one account's ledger as `sandbox` does, but with no line stating the account's type: a service that leaves the type out. */
export function ledgerWithoutType(server: Server, sandbox: { handle: (request: Request) => Promise<Response> }, url: string): void {
  server.use(
    http.post(url, async ({ request }) => {
      const answer = await sandbox.handle(request)
      const body = (await answer.json()) as { data?: Array<Record<string, unknown>> }
      for (const line of body.data ?? []) delete line.type
      return HttpResponse.json(body as never, { status: answer.status })
    }),
  )
}
