// The error of an undo refused before anything is marked, in a module of its own: the undo's records
// and its dialog load it with them, and the worksheet's first paint carries none of it.

/** Why an undo of the last reconciliation is refused before anything is marked: the session may only read, or the books are closed through a date its writes need. */
export type UndoRefusal = 'readOnly' | 'closed'

/** An undo refused before anything was marked or sent; `reason` says why, `closingDate` through when the books are closed. */
export class ReconciliationUndoRefusedError extends Error {
  constructor(
    readonly reason: UndoRefusal,
    readonly closingDate?: string,
  ) {
    super(
      reason === 'readOnly'
        ? 'bookkit: the reconciliation cannot be undone: this session may only read.'
        : `bookkit: the reconciliation cannot be undone: the books are closed through ${closingDate}, and its transactions or adjustment are dated in the closed period.`,
    )
    this.name = 'ReconciliationUndoRefusedError'
  }
}
