// The close's port in Node: a plain QueryClient, the provider's keys, a host's store in memory, and
// the events it tells. The close writes nothing to the service: its client is never called.
import { QueryClient } from '@tanstack/query-core'
import type { BookkeepingClient } from '../../../src/api/client'
import type { ClosePort } from '../../../src/core/close/signOff'
import type { BookkeepingEvent } from '../../../src/core/store/events'
import { bookkitKeys } from '../../../src/core/store/keys'
import type { BookkitStore } from '../../../src/core/store/store'

/** A port over `store`, and the events emitted through it. */
export function closePortOn(store: BookkitStore): ClosePort & { events: BookkeepingEvent[] } {
  const events: BookkeepingEvent[] = []
  return {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    keys: bookkitKeys('test'),
    client: {} as BookkeepingClient,
    store,
    owner: { sessionKey: 'test' },
    emit: (event) => void events.push(event),
    events,
  }
}
