// What the provider hands every component: its client, the session, the service profile, the locale and the upload.
import { useSyncExternalStore } from 'react'
import type { BookkeepingClient } from '../api/client'
import type { SessionScope } from '../api/tokens'
import type { ResolvedServiceProfile } from '../api/service'
import type { BookkeepingAuthError } from '../api/errors'
import { useBookkeepingContext } from './context'
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

/** The upload an editor uses: its own prop when given, else the provider's `onUploadAttachment`, else none. */
export function useUploadAttachment(own?: UploadAttachment): UploadAttachment | undefined {
  const { uploadAttachment } = useBookkeepingContext()
  return own ?? uploadAttachment
}
