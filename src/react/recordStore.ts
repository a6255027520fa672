// Where a provider's own records (rules, reconciliations) are kept: made on first use, with the
// code that reads records, so a provider that never reads one carries none of it.
import { browserStore, type BookkitStore } from '../books/store'
import type { BookkeepingContextValue } from './context'

/** This browser's storage, made when a page without a host store first reads a record. */
let ownStore: BookkitStore | undefined

/**
 * Where a provider's records are kept: the host's `store`, else this browser's storage (one for
 * the page: every tab and provider of the origin shares `localStorage` anyway).
 */
export function recordStore({ store }: Pick<BookkeepingContextValue, 'store'>): BookkitStore {
  return store ?? (ownStore ??= browserStore())
}
