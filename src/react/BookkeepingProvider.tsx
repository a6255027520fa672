import { Fragment, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { QueryClient } from '@tanstack/react-query'
import { createBookkeepingClient, type BookkeepingClient } from '../api/client'
import type { FetchToken } from '../api/tokens'
import type { ServiceProfile } from '../api/service'
// Type only, from the layer below the components: the provider never loads a component's strings (each component brings its own).
import type { BookkitMessages } from '../messages/bookkitMessages'
import { BookkeepingContext, type BookkeepingContextValue } from './context'
import { bookkitKeys } from './keys'
import type { UploadAttachment } from './upload'

/** Props of `<BookkeepingProvider>`: the service, the host's token callback, locale and currency, and optional host parts. */
export interface BookkeepingProviderProps {
  /** The service's base address; staging and production differ only here. */
  baseUrl: string
  /** Resolves to the token endpoint's body, fetched through the host's backend. May change between renders. */
  fetchToken: FetchToken
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
   * another user without a reload: on a change the held token is dropped, requests in flight are
   * aborted, every cached answer of the previous key is removed, and the components below start
   * afresh, so nothing of the previous user is shown or sent with the new one.
   */
  sessionKey?: string
  /** The conventions the service description leaves open (`bookkitService` by default, `describedService` for exactly what it shows). Read once, when the client is made. */
  service?: ServiceProfile
  /** The host's upload of a receipt or other file, `(file, { signal, onProgress }) => Promise<Attachment>`; the editors offer "Attach receipt" with it. An editor's own `onUploadAttachment` wins. */
  onUploadAttachment?: UploadAttachment
  children?: ReactNode
}

/**
 * A stable function that calls whichever `fetchToken` the host passed last: hosts often pass an
 * inline arrow, and a new one must not throw away the client and its token.
 */
function useLatestFetchToken(fetchToken: FetchToken): FetchToken {
  const latest = useRef(fetchToken)
  useEffect(() => {
    latest.current = fetchToken
  }, [fetchToken])
  const [forward] = useState(() => () => latest.current())
  return forward
}

/** Gives every bookkit component and hook below it a client, a token holder and a cache. */
export function BookkeepingProvider({
  baseUrl,
  fetchToken,
  locale = 'en-US',
  currency = 'USD',
  queryClient,
  messages,
  service,
  sessionKey = '',
  onUploadAttachment,
  children,
}: BookkeepingProviderProps) {
  const scope = useId()
  const hostFetchToken = useLatestFetchToken(fetchToken)
  // Retry and freshness rules travel with each query (src/react/queries.ts), so a host's client needs no setup.
  // A host's client is used as it is; bookkit makes its own only when none is passed, once for as long as none is.
  const needsOwnQueryClient = queryClient === undefined
  const ownQueryClient = useMemo(() => (needsOwnQueryClient ? new QueryClient() : undefined), [needsOwnQueryClient])
  const activeQueryClient = queryClient ?? (ownQueryClient as QueryClient)
  // Hosts often pass the profile inline: it is read once, like the client it configures.
  const [initialService] = useState(service)
  const session = useSession(`${scope}:${baseUrl}:${sessionKey}`, activeQueryClient, () =>
    createBookkeepingClient({ baseUrl, fetchToken: hostFetchToken, service: initialService }),
  )
  useEffect(() => {
    // No QueryClientProvider is rendered (a host's own React Query code below keeps its own client),
    // so the client is mounted here, for refetch on reconnect.
    activeQueryClient.mount()
    return () => activeQueryClient.unmount()
  }, [activeQueryClient])

  const value = useMemo<BookkeepingContextValue>(
    () => ({ client: session.client, queryClient: activeQueryClient, keys: bookkitKeys(session.id), locale, currency, messages, uploadAttachment: onUploadAttachment }),
    [session, activeQueryClient, locale, currency, messages, onUploadAttachment],
  )
  return (
    <BookkeepingContext.Provider value={value}>
      {/* A new session remounts the components: nothing typed or picked by the previous user stays on screen. */}
      <Fragment key={session.id}>{children}</Fragment>
    </BookkeepingContext.Provider>
  )
}

interface ProviderSession {
  /** Who is signed in, where: the scope of every query key of this session. */
  readonly id: string
  readonly client: BookkeepingClient
}

/**
 * One client per signed-in user and base address. The change happens in the render that sees the
 * new id, before anything renders for it (React's "adjust state when a prop changes" pattern): the
 * old client is closed (its requests aborted, its token gone, nothing sent with it again) and its
 * cached answers are removed. Query-core notifies its observers outside React's render, so
 * removing them here updates no component mid-render.
 */
function useSession(id: string, queryClient: QueryClient, createClient: () => BookkeepingClient): ProviderSession {
  const [session, setSession] = useState<ProviderSession>(() => ({ id, client: createClient() }))
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined)
  let current = session
  if (session.id !== id) {
    session.client.close()
    const { all } = bookkitKeys(session.id)
    void queryClient.cancelQueries({ queryKey: all })
    queryClient.removeQueries({ queryKey: all })
    current = { id, client: createClient() }
    setSession(current)
  }
  useEffect(() => {
    // Unmounted for good, nothing of this session may go on in the background. The close waits a
    // task so that StrictMode's rehearsal unmount, remounted at once, does not end a live session.
    clearTimeout(closing.current)
    return () => {
      closing.current = setTimeout(() => current.client.close(), 0)
    }
  }, [current])
  return current
}
