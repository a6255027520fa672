import { createHostStore, type SandboxStore } from './hostStore'
import { TokenRegistry } from './service/auth'
import type { Attachment } from '../api/types'
import { LogicalClock } from './clock'
import { errorItem } from './service/errors'
import { FaultQueue, faultAnswer, type FailNextOptions } from './service/faults'
import { failureResponse } from './service/http'
import { createInspector, type SandboxInspector } from './service/inspect'
import { Latency, delay } from './service/latency'
import { resolveOptions, type ResolvedOptions, type SandboxOptions } from './service/options'
import { conventionsOf } from './service/profile'
import { createRandom } from './random'
import { dispatch, type SandboxState } from './service/router'
import { seedStore } from './seed'
import { attachmentsWire } from './serialize/shared'
import type { TokenResponse } from '../api/types'
import { Store } from './store'
import type { Viewer } from './service/viewer'

/** An in-memory, deterministic implementation of the whole service. */
export interface Sandbox {
  readonly options: ResolvedOptions
  /** Answers one request of the service's HTTP surface, from any origin. Rejects only when the request is aborted during the latency; a hung one (`failNext({ hang: true })`) then resolves to a network error. */
  handle(request: Request): Promise<Response>
  /** Every token issued so far answers 403 from now on (EXPIRED_TOKEN; FORBIDDEN in the described profile). */
  expireTokens(): void
  /** Makes the next matching request(s) fail; faults queue in call order. */
  failNext(fault?: FailNextOptions): void
  /** A token as the token endpoint would issue it, without HTTP, always naming its `scope` (test helpers use it). Unknown users throw. */
  issueToken(options?: { userId?: string | null; scope?: 'read' | 'write' }): TokenResponse
  /** Moves the sandbox clock on (token expiry, `updatedAt`). */
  advanceClock(seconds: number): void
  /**
   * Closes a company's books through `date` (`YYYY-MM-DD`, modifications disabled), as its owner
   * would in the accounting app while bookkit is open: for tests and stories of the closing moving.
   */
  closeBooks(date: string, companyId?: string): void
  /**
   * Stores a file's record as a host's upload would (the service has no upload endpoint), so a save
   * may name its id in `attachmentIds`. For tests and stories of the editors' "Attach receipt".
   */
  addAttachment(file: { fileName: string; fileSize: string; companyId?: string }): Attachment
  /** Read-only views of the stored data. */
  readonly inspect: SandboxInspector
  /** A host's `store` kept in memory (pass it as `<BookkeepingProvider store>`): bookkit's own records, such as rules. */
  readonly store: SandboxStore
  /** Back to the freshly seeded state: data, tokens, faults and clock. */
  reset(): void
}

interface Runtime extends SandboxState {
  readonly faults: FaultQueue
  readonly latency: Latency
}

/** Creates a sandbox with seeded books. `createSandbox({ seed: 1, today: '2026-06-30' })`. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const resolved = resolveOptions(options)
  return sandboxOn(resolved, () => seededStore(resolved))
}

/**
 * Makes sandboxes of one set of options, each a copy of books seeded once: for a test suite that
 * wants a fresh sandbox per test without paying for the seed each time. Each sandbox's `reset()`
 * copies the seeded books again.
 */
export function sandboxMaker(options: SandboxOptions = {}): () => Sandbox {
  const resolved = resolveOptions(options)
  const seeded = seededStore(resolved)
  return () => sandboxOn(resolved, () => seeded.copy())
}

function seededStore(options: ResolvedOptions): Store {
  const store = new Store(new LogicalClock(options.today), options.today)
  seedStore(store, options)
  return store
}

function sandboxOn(resolved: ResolvedOptions, freshStore: () => Store): Sandbox {
  // Each reset draws tokens from a new stream, so a token from before a reset never comes back to life.
  let generation = 0
  let runtime = build(resolved, freshStore(), generation)
  const hostStore = createHostStore()
  return {
    options: resolved,
    async handle(request) {
      const { faults, latency } = runtime
      await delay(latency.next(), request.signal)
      try {
        const fault = faults.take(request.method, new URL(request.url).pathname)
        if (!fault) return await dispatch(runtime, request)
        if (fault.finishAfterMs !== undefined) return await finishedLate(runtime, request, fault.finishAfterMs)
        const handled = fault.stored ? await dispatch(runtime, request) : undefined
        return await faultAnswer(fault, handled, request)
      } catch {
        return failureResponse(500, [errorItem('UNKNOWN_ERROR', 'Something went wrong on our side. Try again in a moment.')])
      }
    },
    expireTokens: () => runtime.tokens.expireAll(),
    failNext: (fault) => runtime.faults.add(fault),
    issueToken({ userId = null, scope = 'write' } = {}) {
      const { store, tokens } = runtime
      let companyIds: readonly string[] = [...store.companies.keys()]
      if (userId !== null) {
        const user = store.users.get(userId)
        if (!user) throw new TypeError(`issueToken: there is no user ${userId}`)
        companyIds = user.companyIds
      }
      if (scope !== 'read' && scope !== 'write') throw new TypeError('issueToken: scope must be read or write')
      const viewer: Viewer = { userId, companyIds, scope }
      const grant = tokens.issue(viewer)
      return { access_token: grant.token, token_type: 'Bearer', expires_in: tokens.ttl, scope }
    },
    advanceClock: (seconds) => runtime.store.clock.advanceSeconds(seconds),
    closeBooks(date, companyId = [...runtime.store.companies.keys()][0] as string) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new TypeError('closeBooks: date must be YYYY-MM-DD')
      const { store } = runtime
      // A new record, not a change to the seeded one: the copies of one seed share their companies.
      store.companies.set(companyId, { ...store.company(companyId), closing: { date, modifications: 'DISABLED' } })
    },
    addAttachment({ fileName, fileSize, companyId = [...runtime.store.companies.keys()][0] as string }) {
      const { store } = runtime
      store.company(companyId)
      const id = store.ids.next('att_upload')
      store.attachments.set(id, { id, companyId, fileName, fileSize, createdDateTime: store.clock.nowIso() })
      return attachmentsWire(store, [id])[0] as Attachment
    },
    inspect: createInspector(() => runtime.store),
    store: hostStore,
    reset() {
      runtime = build(resolved, freshStore(), ++generation)
      hostStore.clear()
    },
  }
}

/**
 * Handles `request` `ms` after it arrived, whatever the client did meanwhile: what it writes is
 * stored even when the client gave up. A client still waiting gets the answer; one that gave up, a
 * network error.
 */
async function finishedLate(runtime: Runtime, request: Request, ms: number): Promise<Response> {
  // The body is read now: once the client aborts, a request's body can no longer be read.
  const copy = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text(),
  })
  await new Promise((resolve) => setTimeout(resolve, ms))
  const answer = await dispatch(runtime, copy)
  return request.signal.aborted ? Response.error() : answer
}

function build(options: ResolvedOptions, store: Store, generation: number): Runtime {
  const { clock } = store
  const conventions = conventionsOf(options.profile)
  return {
    store,
    options,
    conventions,
    tokens: new TokenRegistry(
      clock,
      createRandom(options.seed, `tokens/${generation}`),
      options.tokenTtlSeconds,
      conventions.expiredTokenType,
    ),
    faults: new FaultQueue(),
    latency: new Latency(options.latencyMs, createRandom(options.seed, 'latency')),
  }
}
