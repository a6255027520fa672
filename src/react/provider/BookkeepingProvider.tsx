import {
  Fragment,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { IsRestoringProvider, QueryClient } from '@tanstack/react-query'
import type { FetchToken } from '../../api/transport/tokens'
import type { ServiceProfile } from '../../api/service'
import type { RequestTimeout } from '../../api/transport/transport'
// Type only, from the layer below the components: the provider never loads a component's strings (each component brings its own).
import type { BookkitMessages } from '../../messages/bookkitMessages'
import { BookkeepingContext, type BookkeepingContextValue } from './context'
import type { BookkeepingEvent } from '../../core/store/events'
import { SessionHolder, type BookkeepingSession, type SessionProps } from './session'
import { persistMaxAge, type PersistOptions, type StoredCache } from './persist/storedCache'
import type { UploadAttachment } from './upload'
import type { BookkitStore } from '../../core/store/store'

/** Props of `<BookkeepingProvider>`: the service, the host's token callback, locale and currency, and optional host parts. */
export interface BookkeepingProviderProps {
  /** The service's base address; staging and production differ only here. */
  baseUrl: string
  /**
   * Resolves to the token endpoint's body, fetched through the host's backend. A new function for
   * the same `sessionKey` (an inline arrow) is used for the next token and drops nothing; the first
   * token of a new `sessionKey` always comes from the function passed with it.
   */
  fetchToken: FetchToken
  /**
   * The user's first token (`accessToken` and `expiresIn` of the token endpoint's body), minted by
   * the host's server and handed with the page: the first requests carry it, so first content takes
   * one round trip instead of two. Used for its lifetime (counted from the first render, renewed
   * ahead of its expiry as a fetched one), then `fetchToken` as always; a refusal of it asks
   * `fetchToken`. Held in memory only, never stored. Read on the first render only: a later object
   * changes nothing, and a new `sessionKey` or `baseUrl` starts without it. It has no `scope`: a
   * view-only user's session learns it from the next token body or a refused save.
   */
  initialToken?: { accessToken: string; expiresIn: number }
  /** BCP 47 locale of numbers, amounts and dates, shown and typed; default `en-US`. Independent of `currency`. */
  locale?: string
  /** ISO 4217 currency of the books' amounts; default `USD`. Independent of `locale` (`de-DE` with `USD` is fine). */
  currency?: string
  /** A host's own QueryClient, when it already uses React Query; bookkit keeps its keys apart. */
  queryClient?: QueryClient
  /** Replacements for any visible string, by key (`englishMessages()` lists every one); a key left out keeps its English default. */
  messages?: Partial<BookkitMessages>
  /**
   * The host's id for who is signed in. Pass it whenever `fetchToken` can start answering for
   * another user without a reload. A new key starts a new session from the props of the render
   * that brings it (its `fetchToken`, `baseUrl` and `service`), and the components below start
   * afresh; as that render is committed, the previous session is closed: its requests in flight
   * aborted, its token dropped, every answer it cached removed, and what bookkit kept of the
   * previous user in this browser removed too (the cache `persist` stored, and without a `store`
   * their rules, reconciliations and import settings). Nothing of the previous user is shown or
   * sent with the new one.
   */
  sessionKey?: string
  /** The conventions the service description leaves open (`bookkitService` by default, `describedService` for exactly what it shows). Read when a session starts (the first render, a new `sessionKey` or `baseUrl`). */
  service?: ServiceProfile
  /**
   * Milliseconds before a request counts as unanswered: a read then fails as a `network` load error
   * (with Try again); a save's outcome is unknown, and bookkit finds out before sending it again. A
   * number is the read limit and a save gets twice it; default 30,000 (saves 60,000). Read when a session starts.
   */
  requestTimeout?: RequestTimeout
  /**
   * Keeps bookkit's cache in this browser's IndexedDB for this `sessionKey` (required with it), so
   * a revisit shows the bank transactions and the first page of each list at once, then asks only
   * for what changed. Never stores tokens. Dropped when `sessionKey` changes, on
   * `clearBookkeepingCache()`, with another package version, `baseUrl` or `service`, and after
   * `maxAge` (default 24 hours). Off by default: leave it off on shared computers. Read when a session starts.
   */
  persist?: boolean | PersistOptions
  /** The host's upload of a receipt or other file, `(file, { signal, onProgress }) => Promise<Attachment>`; the editors offer "Attach receipt" with it. An editor's own `onUploadAttachment` wins. */
  onUploadAttachment?: UploadAttachment
  /**
   * What a user did in any component below, once the service has stored it: a transaction
   * categorized, reviewed, undone, saved or deleted; a journal entry saved; an invoice opened; a
   * notification setting changed. Each event names its records by id and never carries a token.
   * A new function on each render is fine. An error it throws goes to the console, not to the component.
   */
  onEvent?: (event: BookkeepingEvent) => void
  /**
   * Where bookkit keeps the records the service cannot (categorization rules, reconciliations): the
   * host's backend, `{ load(key), save(key, value, baseVersion) }`, keys namespaced by company
   * (`rules:<companyId>`), so a bookkeeper and the owner share them. `save` resolves the new version,
   * or rejects with a `StoreConflictError` when `baseVersion` is not the one stored: bookkit then
   * shows both versions and overwrites nothing. Without it, this browser's storage, per user
   * (`sessionKey`) and company, until the user signs out (a new `sessionKey`, `clearBookkeepingCache()`).
   */
  store?: BookkitStore
  children?: ReactNode
}

/** Gives every bookkit component and hook below it a client, a token holder and a cache. */
export function BookkeepingProvider({
  baseUrl,
  fetchToken,
  initialToken,
  locale = 'en-US',
  currency = 'USD',
  queryClient,
  messages,
  service,
  requestTimeout,
  sessionKey = '',
  persist,
  onUploadAttachment,
  onEvent,
  store,
  children,
}: BookkeepingProviderProps) {
  const scope = useId()
  // Retry and freshness rules travel with each query (readPolicy, src/api/errors.ts), so a host's client needs no setup.
  // A host's client is used as it is. bookkit makes its own only while none is passed, and keeps it
  // in state as TanStack advises (React may drop a memo, and its cache with it) for the provider's life.
  const [ownQueryClient, keepOwnQueryClient] = useState(() => (queryClient ? undefined : new QueryClient()))
  let activeQueryClient = queryClient ?? ownQueryClient
  if (activeQueryClient === undefined) {
    // The host's client was taken away: React renders again at once with this one kept.
    activeQueryClient = new QueryClient()
    keepOwnQueryClient(activeQueryClient)
  }
  const session = useProviderSession(`${scope}:${baseUrl}:${sessionKey}`, {
    baseUrl,
    fetchToken,
    initialToken,
    service,
    requestTimeout,
    queryClient: activeQueryClient,
    sessionKey,
    persistMaxAge: persistMaxAge(persist, sessionKey),
  })
  useEffect(() => {
    // No QueryClientProvider is rendered (a host's own React Query code below keeps its own client),
    // so the client is mounted here, for refetch on reconnect.
    activeQueryClient.mount()
    return () => activeQueryClient.unmount()
  }, [activeQueryClient])

  const emit = useEventSink(onEvent)
  const value = useMemo<BookkeepingContextValue>(
    () => ({
      client: session.client,
      queryClient: activeQueryClient,
      keys: session.keys,
      writes: session.writes,
      bankTotals: session.bankTotals,
      gridLayouts: session.gridLayouts,
      locale,
      currency,
      messages,
      uploadAttachment: onUploadAttachment,
      store,
      owner: session.owner,
      emit,
    }),
    [session, activeQueryClient, locale, currency, messages, onUploadAttachment, store, emit],
  )
  return (
    <BookkeepingContext.Provider value={value}>
      {/* A new session remounts the components: nothing typed or picked by the previous user stays on screen. */}
      <Fragment key={session.identity}>
        {session.storedCache ? <UntilRestored storedCache={session.storedCache}>{children}</UntilRestored> : children}
      </Fragment>
    </BookkeepingContext.Provider>
  )
}

/**
 * A stable function that calls the latest `onEvent`: an inline arrow re-renders nothing below. An
 * error thrown by the host's handler is caught here, so it cannot break a save that already
 * succeeded; it is written to the console instead.
 */
function useEventSink(onEvent: ((event: BookkeepingEvent) => void) | undefined): (event: BookkeepingEvent) => void {
  const latest = useRef(onEvent)
  useLayoutEffect(() => {
    latest.current = onEvent
  })
  return useCallback((event: BookkeepingEvent) => {
    try {
      latest.current?.(event)
    } catch (error) {
      console.error("bookkit: the provider's onEvent threw; the action it reported is done.", error)
    }
  }, [])
}

/**
 * The session of this render's user (see `SessionHolder`): made from this render's props when the
 * identity is new, and committed with the render that shows it, when the previous one is closed.
 * A layout effect runs within the commit itself: a passive one runs after paint, a task later, and
 * an answer of the previous session arriving in between could still send its next page.
 */
function useProviderSession(identity: string, props: SessionProps): BookkeepingSession {
  const [holder] = useState(() => new SessionHolder())
  const session = holder.sessionFor(identity, props)
  useLayoutEffect(() => {
    holder.commit(session)
    session.start()
    return () => holder.release(session)
  }, [holder, session])
  return session
}

/**
 * Holds the queries below idle while the stored cache is read back, as TanStack's
 * `PersistQueryClientProvider` does: what a revisit shows first comes from storage, and a query
 * fetches only once it knows what is stored (the bank-transaction set then asks only for changes).
 */
function UntilRestored({ storedCache, children }: { storedCache: StoredCache; children?: ReactNode }) {
  const restoring = useSyncExternalStore(storedCache.subscribe, storedCache.isRestoring, storedCache.isRestoring)
  return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
}
