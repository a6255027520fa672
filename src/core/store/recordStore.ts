// Where a provider's own records (rules, reconciliations) are kept: made on first use, with the
// code that reads records, so a provider that never reads one carries none of it.
import type { StorageOwner } from './browserStorage'
import { browserStore, type BookkitStore } from './store'

/** Where a provider's records are kept: the host's `store`, else this browser's storage, under the session's user. */
export function recordStore({ store, owner }: { store: BookkitStore | undefined; owner: StorageOwner }): BookkitStore {
  return store ?? browserStore(owner)
}
