// Lists answered as some partners' services answer them, laid over the test's sandbox with MSW: a
// service that ignores the cursor, and a bank-transaction listing whose answers differ in shape.
import { http, HttpResponse } from 'msw'
import type { setupServer } from 'msw/node'
import type { BankTransaction } from '../../src/api/types'
import type { Sandbox } from '../../src/sandbox'
import { TEST_BASE_URL, type useSandboxServer } from './sandbox'

type Server = ReturnType<typeof setupServer>
type SandboxState = ReturnType<typeof useSandboxServer>

/** Whether `request` asks for a list page (as opposed to a save or a single object). */
function isListing(request: Request, body: Record<string, unknown> | undefined): boolean {
  const { pathname } = new URL(request.url)
  if (request.method === 'GET') return pathname === '/v5/banks/transactions'
  if (request.method !== 'POST') return false
  if (pathname === '/v6/banks/transactions') return body === undefined || !('data' in body)
  return pathname === '/v6/invoicing/invoices/query' || pathname.endsWith('/generalLedger')
}

/**
 * From now on the service ignores the cursor of every list request and answers the first page.
 * `freshCursors`: it also hands out a new cursor on every answer, so the walk never sees one twice
 * and only "nothing new on this page" can stop it. `only`: just the lists at that path (the others
 * page as the service should). `pagesAsked()` counts the list pages asked for;
 * `stop()` makes the service page properly again.
 */
export function ignoreListCursors(
  server: Server,
  sandbox: Sandbox,
  { freshCursors = false, only }: { freshCursors?: boolean; only?: string } = {},
): { pagesAsked: () => number; stop: () => void } {
  let asked = 0
  let stopped = false
  server.use(
    http.all(`${TEST_BASE_URL}/*`, async ({ request }) => {
      if (stopped) return undefined
      const text = request.method === 'GET' ? '' : await request.clone().text()
      const body = text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>)
      if (!isListing(request, body) || (only !== undefined && new URL(request.url).pathname !== only)) return undefined
      asked++
      const headers = new Headers(request.headers)
      headers.delete('cursor')
      const { cursor: _ignored, ...rest } = body ?? {}
      const answer = await sandbox.handle(
        new Request(request.url, { method: request.method, headers, ...(body ? { body: JSON.stringify(rest) } : {}) }),
      )
      if (!freshCursors) return answer
      const json = (await answer.json()) as Record<string, unknown>
      const lap = `lap-${asked}`
      if (typeof json.cursor === 'string') json.cursor = lap
      else if (json.cursor && typeof json.cursor === 'object') json.cursor = { ...json.cursor, after: lap }
      return Response.json(json, { status: answer.status })
    }),
  )
  return { pagesAsked: () => asked, stop: () => void (stopped = true) }
}

/** The bank-transaction listing's path and method on the sandbox's profile (the described service lists with a POST to the save path). */
export function listingRoute(sandbox: Sandbox): { path: string; method: 'GET' | 'POST' } {
  return sandbox.options.profile === 'described'
    ? { path: '/v6/banks/transactions', method: 'POST' }
    : { path: '/v5/banks/transactions', method: 'GET' }
}

/** From now on every bank-transaction listing answer is rewritten by `change`; a save (a POST with `data`) passes through. */
export function rewriteListingAnswers(
  server: Server,
  sandbox: Sandbox,
  change: (answer: Record<string, unknown>) => Record<string, unknown>,
): void {
  const { path, method } = listingRoute(sandbox)
  server.use(
    (method === 'POST' ? http.post : http.get)(`${TEST_BASE_URL}${path}`, async ({ request }) => {
      if (request.method === 'POST' && (await request.clone().text()).includes('"data"')) return undefined
      const answer = await sandbox.handle(request)
      return HttpResponse.json(change((await answer.json()) as Record<string, unknown>), { status: answer.status })
    }),
  )
}

/** A bank-transaction listing request: on the described service a save goes to the same path, with a body. */
function isBankListing(state: SandboxState, request: Request): boolean {
  const { path, method } = listingRoute(state.sandbox)
  return request.method === method && new URL(request.url).pathname === path && !request.headers.has('content-type')
}

/** Every bank-transaction listing request sent from now on, and the records of each answer, in order. */
export function recordListings(state: SandboxState): { requests: Request[]; answers: Promise<BankTransaction[]>[] } {
  const requests: Request[] = []
  const answers: Promise<BankTransaction[]>[] = []
  const sent = ({ request }: { request: Request }) => void (isBankListing(state, request) && requests.push(request))
  const answered = ({ request, response }: { request: Request; response: Response }) => {
    if (isBankListing(state, request))
      answers.push(
        response
          .clone()
          .json()
          .then((body: { data: BankTransaction[] }) => body.data),
      )
  }
  state.server.events.on('request:start', sent)
  state.server.events.on('response:mocked', answered)
  onTestFinished(() => {
    state.server.events.removeListener('request:start', sent)
    state.server.events.removeListener('response:mocked', answered)
  })
  return { requests, answers }
}

/** From now on, a bank-transaction listing request for any page after the first waits until `release()` (at the latest when the test ends). */
export function holdOlderPages(state: SandboxState): () => void {
  const { path, method } = listingRoute(state.sandbox)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  state.server.use(
    (method === 'POST' ? http.post : http.get)(`${TEST_BASE_URL}${path}`, async ({ request }) => {
      if (isBankListing(state, request) && request.headers.has('cursor')) await released
      return undefined
    }),
  )
  onTestFinished(release)
  return release
}

/** The next `times` requests for a bank-transaction listing page after the first fail with a 503, from the sandbox itself. */
export function failOlderPages(state: SandboxState, times: number): void {
  const { path, method } = listingRoute(state.sandbox)
  let left = times
  state.server.use(
    (method === 'POST' ? http.post : http.get)(`${TEST_BASE_URL}${path}`, ({ request }) => {
      if (left > 0 && isBankListing(state, request) && request.headers.has('cursor')) {
        left--
        state.sandbox.failNext({ status: 503, path, method })
      }
      return undefined
    }),
  )
}

/** From now on, each bank-transaction listing page after the first waits for a `next()` of its own (all go at the latest when the test ends). */
export function holdEachOlderPage(state: SandboxState): { next: () => void } {
  const { path, method } = listingRoute(state.sandbox)
  const waiting: Array<() => void> = []
  let granted = 0
  let ended = false
  state.server.use(
    (method === 'POST' ? http.post : http.get)(`${TEST_BASE_URL}${path}`, async ({ request }) => {
      if (!ended && isBankListing(state, request) && request.headers.has('cursor')) {
        if (granted > 0) granted--
        else await new Promise<void>((resolve) => waiting.push(resolve))
      }
      return undefined
    }),
  )
  onTestFinished(() => {
    ended = true
    for (const release of waiting.splice(0)) release()
  })
  return {
    next: () => {
      const release = waiting.shift()
      if (release) release()
      else granted++
    },
  }
}
