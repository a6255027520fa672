import type { QueryClient } from '@tanstack/react-query'
import { createBookkeepingClient, type BookkeepingClient } from '../../api/client'
import type { ServiceProfile } from '../../api/service'
import type { FetchToken } from '../../api/transport/tokens'
import type { RequestTimeout } from '../../api/transport/transport'
import type { UnsettledWrites } from '../../api/writes/unsettledWrites'
import type { LocalWrites } from '../../core/queue/bankTransactionSet'
import type { TransactionPool } from '../../core/queue/leanTransactions'
import type { SyncResumes } from '../../core/queue/syncResume'
import type { BankTotals } from '../../core/queue/bankTotals'
import type { StorageOwner } from '../../core/store/browserStorage'
import { bookkitKeys, type BookkitKeys } from '../../core/store/keys'
import type { SessionGridLayouts } from './gridLayouts'
import { StoredCache } from './persist/storedCache'

/** What a session is made from: the props of the render that introduces it. */
export interface SessionProps {
  baseUrl: string
  fetchToken: FetchToken
  /** The provider's `initialToken`: used by the first session a provider makes only. */
  initialToken?: { accessToken: string; expiresIn: number } | undefined
  service: ServiceProfile | undefined
  /** How long a request may go unanswered (the provider's `requestTimeout`). */
  requestTimeout?: RequestTimeout | undefined
  queryClient: QueryClient
  /** The host's id for who is signed in (the provider's `sessionKey`); empty when it passes none. */
  sessionKey?: string
  /** With the provider's `persist` on: how long a stored cache may be restored, in milliseconds. */
  persistMaxAge?: number | undefined
}

/** What a session remembers of its own bank-transaction writes, for as long as it lasts; made by the first hook that needs it, so a page without bank transactions loads none of it. */
export interface SessionWrites {
  /** When each bank transaction was last written from this page: a sync page sent before a save never undoes it. */
  local?: LocalWrites
  /** The writes whose answer was lost and whose outcome no check has told yet. */
  unsettled?: UnsettledWrites
  /** What its bank-transaction sets share between records: every record enters a set through it (leanTransactions.ts). */
  pool?: TransactionPool
  /** Where each bank-transaction walk left short (the queue left while it loaded) goes on (syncResume.ts). */
  resumes?: SyncResumes
  /** With `persist`: the older chunks of the stored sets, being read back; a sync waits for them. */
  restoring?: Promise<void>
}

/**
 * One signed-in user's session: a client with its own token holder, and the scope of every query
 * key it caches. Made once, for one provider, user and base address, from the props of the render
 * that introduced it; it sends nothing until a component below asks, and once closed it never
 * sends again and its cached answers are gone.
 */
export class BookkeepingSession {
  /** Which provider, user and base address this session serves. */
  readonly identity: string
  readonly client: BookkeepingClient
  readonly keys: BookkitKeys
  readonly queryClient: QueryClient
  /** The host's id for who is signed in; empty when it passes none. */
  readonly sessionKey: string
  /** Its own bank-transaction writes (a new user's session starts with none). */
  readonly writes: SessionWrites = {}
  /** The per-day sums of its synced bank-transaction sets, by set and bank account: one for every chart and tile that reads them. */
  readonly bankTotals = new Map<string, BankTotals>()
  /** The columns its user chose for each list (kept in the browser too, with `persist` on). */
  readonly gridLayouts: SessionGridLayouts = {}
  /** This session's cache as kept in the browser, with the provider's `persist` on. */
  readonly storedCache: StoredCache | undefined
  /** Its user as this browser's storage knows them: bookkit's own records without a host `store` are kept under them. */
  readonly owner: StorageOwner
  /** The host's latest `fetchToken` for this same user: a new closure on every render costs nothing. */
  #fetchToken: FetchToken

  constructor(
    identity: string,
    { baseUrl, fetchToken, initialToken, service, requestTimeout, queryClient, sessionKey = '', persistMaxAge }: SessionProps,
    /** The provider's first session: the one `initialToken` belongs to. */
    first?: boolean,
  ) {
    this.identity = identity
    this.queryClient = queryClient
    this.sessionKey = sessionKey
    this.keys = bookkitKeys(identity)
    this.owner = { sessionKey }
    this.#fetchToken = fetchToken
    this.client = createBookkeepingClient({
      baseUrl,
      service,
      requestTimeout,
      initialToken: first ? initialToken : undefined,
      fetchToken: () => this.#fetchToken(),
    })
    this.storedCache =
      persistMaxAge === undefined
        ? undefined
        : new StoredCache(
            { queryClient, keys: this.keys, maxAge: persistMaxAge, baseUrl, service: this.client.service, writes: this.writes },
            this.owner,
            this.gridLayouts,
          )
  }

  /** After the commit that shows it: restores the stored cache, with `persist` on. */
  start(): void {
    this.storedCache?.start()
  }

  /** Takes the `fetchToken` of a later render of the same user; the held token stays. */
  updateFetchToken(fetchToken: FetchToken): void {
    this.#fetchToken = fetchToken
  }

  /**
   * Ends the session: requests in flight aborted, the token dropped, every cached answer removed.
   * When `successor` is another user's session, this user signed out: the cache stored for them and
   * the records kept for them in this browser are removed too. A provider unmounted, or remounted
   * for the same user, removes nothing: the user may be back (a revisit, StrictMode's rehearsal).
   */
  close(successor?: BookkeepingSession): void {
    const signedOut = successor !== undefined && successor.sessionKey !== this.sessionKey
    // First: removing the answers empties the cache, and that must never be stored.
    this.storedCache?.stop(signedOut)
    if (signedOut) {
      // At once, so a write of theirs still on its way keeps nothing; what was kept goes once the code that finds it loads.
      this.owner.signedOut = true
      void import('../../core/store/browserStorage').then((storage) => storage.signOut(this.owner)).catch(() => undefined)
    }
    this.client.close()
    void this.queryClient.cancelQueries({ queryKey: this.keys.all })
    this.queryClient.removeQueries({ queryKey: this.keys.all })
  }
}

/**
 * A provider's sessions across renders, following React's rules: a render may make a session (a
 * plain object that has sent nothing) but never closes or starts one; the commit that shows a
 * session closes the one it replaces. A render React throws away leaves only an unused candidate,
 * and StrictMode's rehearsal unmount, remounted at once, does not end a live session.
 */
export class SessionHolder {
  #committed: BookkeepingSession | undefined
  #candidate: BookkeepingSession | undefined
  #pendingClose: ReturnType<typeof setTimeout> | undefined
  /** A session was made: the host's `initialToken` belongs to that first one, never to a later user. */
  #made = false

  /**
   * During render: the session for `identity`, made from this render's props when none is held for
   * it (a later render's `initialToken` changes nothing).
   */
  sessionFor(identity: string, props: SessionProps): BookkeepingSession {
    for (const held of [this.#committed, this.#candidate]) {
      if (held?.identity === identity && held.queryClient === props.queryClient) {
        held.updateFetchToken(props.fetchToken)
        return held
      }
    }
    this.#candidate = new BookkeepingSession(identity, props, !this.#made)
    this.#made = true
    return this.#candidate
  }

  /** After commit: `session` is on screen; the session it replaces is closed now. */
  commit(session: BookkeepingSession): void {
    clearTimeout(this.#pendingClose)
    session.storedCache?.leave(false)
    const previous = this.#committed
    this.#committed = session
    if (this.#candidate === session) this.#candidate = undefined
    if (previous && previous !== session) previous.close(session)
  }

  /**
   * After the effect of `session` is cleaned up: closes it a task later unless it was committed
   * again meanwhile (StrictMode remounts at once; a real unmount does not).
   */
  release(session: BookkeepingSession): void {
    clearTimeout(this.#pendingClose)
    session.storedCache?.leave(true)
    this.#pendingClose = setTimeout(() => {
      if (this.#committed !== session) return
      this.#committed = undefined
      session.close()
    }, 0)
  }
}
