// What the provider gives every component and hook: its client, the session, the service profile,
// the locale and currency, the strings laid over a component's defaults, a render error's way back,
// and the upload in use.
import { useContext, useMemo, useSyncExternalStore } from 'react'
import type { BookkeepingClient } from '../../api/client'
import type { SessionScope } from '../../api/transport/tokens'
import type { ResolvedServiceProfile } from '../../api/service'
import type { BookkeepingAuthError } from '../../api/errors'
import { resolveMessages, type MessageSet } from '../../messages/messageSet'
import { BookkeepingContext, useBookkeepingContext } from './context'
import { useQueryScope } from './queryScope'
import type { UploadAttachment } from './upload'

/** The provider's client, for calls no hook covers. */
export function useBookkeepingClient(): BookkeepingClient {
  return useBookkeepingContext().client
}

/** The session as the UI needs it: read-only when the token's scope is `read`, and the last sign-in failure. */
export interface Session {
  scope: SessionScope | undefined
  readOnly: boolean
  status: 'idle' | 'fetching' | 'ready' | 'error'
  error: BookkeepingAuthError | undefined
}

/** The provider's session; re-renders when the token's scope or sign-in state changes. */
export function useSession(): Session {
  const { session } = useBookkeepingContext().client
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState)
  return { scope: state.scope, readOnly: state.scope === 'read', status: state.status, error: state.error }
}

/** The service profile the provider's client follows (every member filled in). */
export function useServiceProfile(): ResolvedServiceProfile {
  return useBookkeepingContext().client.service
}

/** The provider's locale and currency. */
export function useLocaleSettings(): { locale: string; currency: string } {
  const { locale, currency } = useBookkeepingContext()
  return { locale, currency }
}

/** A component's strings: its English defaults with the provider's `messages` laid over them. */
export function useMessages<M extends MessageSet>(defaults: M): M {
  const { messages } = useBookkeepingContext()
  return useMemo(() => resolveMessages(defaults, messages), [defaults, messages])
}

/**
 * What a render-error fallback needs, with or without a provider around it (a component rendered
 * outside one must fail in its fallback, not in the host's page): its strings, and a way to drop
 * the answers this component read (its query scope, see `QueryScopeProvider`), so a retry fetches
 * them afresh instead of re-rendering a bad record, while the components beside it keep theirs.
 */
export function useRenderErrorRecovery<M extends MessageSet>(defaults: M): { messages: M; dropCachedAnswers: () => void } {
  const context = useContext(BookkeepingContext)
  const scope = useQueryScope()
  return {
    messages: resolveMessages(defaults, context?.messages),
    dropCachedAnswers: () => {
      if (!context || !scope) return
      for (const queryKey of scope.queryKeys()) void context.queryClient.resetQueries({ queryKey, exact: true })
    },
  }
}

/** The upload an editor uses: its own prop when given, else the provider's `onUploadAttachment`, else none. */
export function useUploadAttachment(own?: UploadAttachment): UploadAttachment | undefined {
  const { uploadAttachment } = useBookkeepingContext()
  return own ?? uploadAttachment
}
