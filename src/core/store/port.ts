// What the core's write-ahead protocols (a reconciliation's finish, a month's sign-off) need of the
// provider, and nothing of React: the provider's context is one, and a Node test builds one from a
// plain `QueryClient`, a sandbox's client and a store of its own.
import type { QueryClient } from '@tanstack/query-core'
import type { BookkeepingClient } from '../../api/client'
import type { EmitEvent } from './events'
import type { BookkitKeys } from './keys'
import type { BookkitStore } from './store'

export interface BooksPort {
  /** The query cache the reads fill and the writes mend (TanStack Query's, framework-free). */
  queryClient: QueryClient
  /** The provider's query keys (`bookkitKeys(scope)`). */
  keys: BookkitKeys
  /** The service. */
  client: BookkeepingClient
  /** The host's `store` for bookkit's own records; `undefined` when this browser's storage keeps them. */
  store: BookkitStore | undefined
  /** The provider's `onEvent`, called once the service has stored what the user did. */
  emit: EmitEvent
}
