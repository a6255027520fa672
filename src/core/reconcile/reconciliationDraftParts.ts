// What the saved worksheet's hook (up front) and its reading and writing (loaded later) share, in a
// module of their own so neither imports the other.
import type { ReconciliationDraft } from './draft'

/** A draft as stored: `null` when there is none, and the version it was read at (`null`: nothing stored yet). */
export interface StoredDraft {
  draft: ReconciliationDraft | null
  version: string | null
}

/** The stored draft cannot be read (another version wrote it, or it was edited by hand): nothing of it is applied. */
export class ReconciliationDraftUnreadableError extends Error {
  constructor(
    readonly key: string,
    readonly field: string,
    /** The version it is stored at: saving over it (a new draft, or a discard) is based on it. */
    readonly version: string,
  ) {
    super(`bookkit: the saved worksheet under "${key}" cannot be read (${field}); nothing of it was restored.`)
    this.name = 'ReconciliationDraftUnreadableError'
  }
}
