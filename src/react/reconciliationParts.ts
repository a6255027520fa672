// What reconciliation's hooks (up front) and its records' reading and writing (loaded later) share:
// the shapes they hand each other and the error of a record that cannot be read, in a module of
// their own so neither imports the other.
import type { BankTransaction, ManualJournalEntry } from '../api/types'
import type { WriteOutcome } from '../api/writes/outcome'
import type { Reconciliation, ReconciliationBook } from '../reconcile/types'

/** An account's reconciliations and the version they were read at (`null`: none stored yet). */
export interface StoredReconciliations {
  book: ReconciliationBook
  version: string | null
}

/** The stored reconciliations cannot be read (written by a newer version, or edited by hand): shown, never overwritten. */
export class ReconciliationsUnreadableError extends Error {
  constructor(
    readonly key: string,
    readonly field: string,
  ) {
    super(`bookkit: the reconciliations stored under "${key}" cannot be read (${field}); nothing was changed.`)
    this.name = 'ReconciliationsUnreadableError'
  }
}

/** How the user finishes: to zero; with the difference accepted; or with it booked to `glAccountId` against the bank's ledger account. */
export type FinishChoice =
  | { outcome: 'balanced' | 'discrepancy' }
  | { outcome: 'adjusted'; glAccountId: string; glAccountName?: string; bankGlAccountId: string }

/** What became of a finish: every ticked transaction saved and the record kept, or what stopped it. */
export interface FinishResult {
  /** The record, when it was kept. */
  reconciliation?: Reconciliation
  /** One outcome per transaction sent, with its transaction. */
  rows: Array<{ transaction: BankTransaction; outcome: WriteOutcome<BankTransaction> }>
  /** The adjustment's outcome, when one was booked (or tried). */
  adjustment?: WriteOutcome<ManualJournalEntry>
  /** Everything saved, but the store did not keep the record (`conflict`: someone finished one of this account meanwhile). */
  recordNotKept?: { conflict: boolean; error: unknown }
}

/** What a finish is given: the worksheet as the user saw it when they chose Finish. */
export interface FinishVariables {
  companyId: string
  bankAccountId: string
  bankAccountName?: string
  endDate: string
  openingBalance: number
  openingTyped: boolean
  closingBalance: number
  /** The ticked transactions as they were before any attempt of this finish (their review status is what Undo restores). */
  transactions: readonly BankTransaction[]
  /** The candidates left unticked (on or before `endDate`): the report's items not cleared. */
  uncleared?: readonly BankTransaction[]
  companyName?: string
  /** The review statuses of the synced set, read at each attempt: a transaction an earlier attempt saved is not sent again. */
  reviewStatuses?: () => ReadonlyMap<string, string | undefined>
  choice: FinishChoice
  difference: number
  statementFile?: string
  userName?: string
}

/** What became of an undo: each transaction back to its status, refused (a closed period), unknown or not sent; the record dropped once all are back. */
export interface UndoReconciliationResult {
  rows: Array<{ transactionId: string; outcome: WriteOutcome<BankTransaction> }>
  /** The adjustment's reversing entry, when the reconciliation booked one. */
  reversal?: WriteOutcome<ManualJournalEntry>
  /** The record is gone from the account's book: every transaction is back. */
  removed: boolean
  recordError?: unknown
}

/** What `useUndoReconciliation` is given: the account's last reconciliation. */
export interface UndoVariables {
  companyId: string
  bankAccountId: string
  reconciliation: Reconciliation
}

/** What an undo remembers between attempts: the adjustments reversed, and each reconciliation's transactions already back. */
export interface UndoMemory {
  reversed: Set<string>
  back: Map<string, Set<string>>
}
