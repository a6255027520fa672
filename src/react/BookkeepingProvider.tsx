import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { QueryClient } from '@tanstack/react-query'
import { createBookkeepingClient } from '../api/client'
import type { FetchToken } from '../api/tokens'
import type { ServiceProfile } from '../api/service'
// Type only: the provider never loads a component's strings (each component brings its own).
import type { BookkitMessages } from '../components/messages'
import { BookkeepingContext, type BookkeepingContextValue } from './context'
import { bookkitKeys } from './keys'
import type { UploadAttachment } from './upload'

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
export function BookkeepingProvider({ baseUrl, fetchToken, locale = 'en-US', currency = 'USD', queryClient, messages, service, onUploadAttachment, children }: BookkeepingProviderProps) {
  const scope = useId()
  const hostFetchToken = useLatestFetchToken(fetchToken)
  // Hosts often pass the profile inline: it is read once per base URL, like the client it configures.
  const [initialService] = useState(service)
  const client = useMemo(() => createBookkeepingClient({ baseUrl, fetchToken: hostFetchToken, service: initialService }), [baseUrl, hostFetchToken, initialService])
  // Retry and freshness rules travel with each query (src/react/queries.ts), so a host's client needs no setup.
  const [ownQueryClient] = useState(() => new QueryClient())
  const activeQueryClient = queryClient ?? ownQueryClient
  useEffect(() => {
    // No QueryClientProvider is rendered (a host's own React Query code below keeps its own client),
    // so the client is mounted here, for refetch on reconnect.
    activeQueryClient.mount()
    return () => activeQueryClient.unmount()
  }, [activeQueryClient])

  const value = useMemo<BookkeepingContextValue>(
    () => ({ client, queryClient: activeQueryClient, keys: bookkitKeys(`${scope}:${baseUrl}`), locale, currency, messages, uploadAttachment: onUploadAttachment }),
    [client, activeQueryClient, scope, baseUrl, locale, currency, messages, onUploadAttachment],
  )
  return <BookkeepingContext.Provider value={value}>{children}</BookkeepingContext.Provider>
}
