import { useMemo, type ReactNode } from 'react'
import { BookkeepingProvider, type BookkeepingProviderProps } from '../../src/react'
import type { TokenResponse } from '../../src/api/types'
import type { BookkitStore } from '../../src/core/store/store'
import { bookkitService, describedService, type RequestTimeout } from '../../src/api'
import type { SandboxProfile } from '../../src/sandbox'
import { SANDBOX_BASE_URL } from './sandbox'

/** Story-level settings of the provider every story is wrapped in. */
export interface StoryBookkitParameters {
  /** Whose token the story uses; default the owner of co_1. `null`: a partner-level token. */
  userId?: string | null
  scope?: 'read' | 'write'
  theme?: 'light' | 'dark' | 'auto'
  locale?: string
  currency?: string
  messages?: BookkeepingProviderProps['messages']
  /** Wrap the story in no provider at all (for stories that render their own). */
  noProvider?: boolean
  /** The story sandbox's profile (from `parameters.sandbox.profile`); the provider follows the service profile that fits it. */
  profile?: SandboxProfile
  /** The provider's `requestTimeout`, for stories of a service that does not answer. */
  requestTimeout?: RequestTimeout
  /** The service profile's `maxBatchSize`, for stories of writes larger than a batch. */
  maxBatchSize?: number
  /** No `service` prop, as in the README: bookkit follows the description and learns our decisions where the service has them. */
  noServiceProp?: boolean
}

/**
 * What a host's backend route does, played in the browser for Storybook only: a real partner never
 * puts client credentials in a page (see `bookkit/server`).
 */
export function sandboxFetchToken(
  userId: string | null,
  scope: 'read' | 'write' = 'write',
  profile: SandboxProfile = 'bookkit',
): () => Promise<TokenResponse> {
  return async () => {
    const form = new URLSearchParams({ scope })
    if (userId) form.set('userId', userId)
    const response = await fetch(`${SANDBOX_BASE_URL}/v6/auth/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa('sandbox-client-id:sandbox-client-secret')}` },
      body: form,
    })
    if (!response.ok) throw new Error(`The sandbox refused the token request (${response.status}).`)
    const token = (await response.json()) as TokenResponse
    // Our sandbox's route passes the scope on; the described service's body has none to pass.
    return profile === 'described' ? token : { ...token, scope }
  }
}

/** Wraps a story in a provider talking to the story's sandbox, themed as the story asks. */
export function StoryProvider({
  settings,
  store,
  children,
}: {
  settings: StoryBookkitParameters
  store?: BookkitStore
  children: ReactNode
}) {
  const {
    userId = 'usr_owner_1',
    scope = 'write',
    theme = 'light',
    locale,
    currency,
    messages,
    profile = 'bookkit',
    requestTimeout,
    maxBatchSize,
    noServiceProp,
  } = settings
  const fitting = profile === 'described' ? describedService : bookkitService
  const service = noServiceProp ? undefined : maxBatchSize === undefined ? fitting : { ...fitting, maxBatchSize }
  const fetchToken = useMemo(() => sandboxFetchToken(userId, scope, profile), [userId, scope, profile])
  if (settings.noProvider) return <div data-bk-theme={theme}>{children}</div>
  return (
    <div data-bk-theme={theme} className="story-canvas">
      <BookkeepingProvider
        baseUrl={SANDBOX_BASE_URL}
        fetchToken={fetchToken}
        locale={locale}
        currency={currency}
        messages={messages}
        service={service}
        requestTimeout={requestTimeout}
        store={store}
      >
        {children}
      </BookkeepingProvider>
    </div>
  )
}
