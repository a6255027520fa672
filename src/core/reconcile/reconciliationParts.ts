// What reconciliation's hooks (up front) and its records' reading and writing (loaded later) share:
// the shapes they hand each other and the error of a record that cannot be read, in a module of
// their own so neither imports the other.
import type { BankTransaction, ManualJournalEntry } from '../../api/types'
import type { WriteOutcome } from '../../api/writes/outcome'
import type { FinishingReconciliation, Reconciliation, ReconciliationBook } from './types'

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

/**
 * Why a finish is not begun, before anything is written: its figures are not known yet, the month is
 * reconciled already, another finish of the account is on its way, an undo of its last
 * reconciliation is not done, the end date is after today, or the session may only read.
 */
export type FinishRefusal = 'notReady' | 'reconciled' | 'underWay' | 'undoing' | 'future' | 'readOnly'

/** A finish refused before anything was written; `reason` says why. */
export class ReconciliationFinishRefusedError extends Error {
  constructor(
    readonly reason: FinishRefusal,
    detail: string,
  ) {
    super(`bookkit: the reconciliation cannot be finished: ${detail}`)
    this.name = 'ReconciliationFinishRefusedError'
  }
}

/** Which company's store keeps an account's reconciliations cannot be told: the host names it (`companyId`). */
export class ReconciliationCompanyUnknownError extends Error {
  constructor(readonly bankAccountId: string) {
    super(
      `bookkit: cannot tell which company bank account "${bankAccountId}" is in (the session sees several, or none yet); pass companyId to BankReconciliation or useReconciliation.`,
    )
    this.name = 'ReconciliationCompanyUnknownError'
  }
}

/** What became of a finish: every ticked transaction saved and the record kept, or what stopped it. */
export interface FinishResult {
  /** The record, when it was kept. */
  reconciliation?: Reconciliation
  /** The finish's record left on its way (some step stopped): resumed or undone from the worksheet, after a reload too. */
  interrupted?: FinishingReconciliation
  /** An interrupted finish undone: its rows back, its adjustment reversed, its record dropped. */
  abandoned?: boolean
  /** Nothing was written: the store did not take the finish's record (`conflict`: another tab or person claimed the month first). */
  notClaimed?: { conflict: boolean; error: unknown }
  /** One outcome per transaction sent, with its transaction. */
  rows: Array<{ transaction: BankTransaction; outcome: WriteOutcome<BankTransaction> }>
  /** The adjustment's outcome, when booking it stopped the finish. */
  adjustment?: WriteOutcome<ManualJournalEntry>
  /** The reversing entry's outcome, when booking it stopped undoing an interrupted finish. */
  reversal?: WriteOutcome<ManualJournalEntry>
  /** Everything saved, but the store did not mark the record finished (it stays on its way; finishing it again does). */
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
  /** Ticked transactions of the closed period: counted as cleared, never saved (the closing locks them). */
  clearedInClosedPeriod?: readonly BankTransaction[]
  /** The candidates left unticked (on or before `endDate`): the report's items not cleared. */
  uncleared?: readonly BankTransaction[]
  companyName?: string
  /** The review statuses of the synced set, read at each attempt: a transaction an earlier attempt saved is not sent again. */
  reviewStatuses?: () => ReadonlyMap<string, string | undefined>
  choice: FinishChoice
  difference: number
  statementFile?: string
  userName?: string
  /** The last reconciliation the opening balance was carried from (`null`: the first); a finish is refused when another is last by then. */
  basedOn?: string | null
}

/**
 * Finishing an interrupted finish (`resume`), undoing it (`abandon`), or finishing one the closing
 * stopped with its rows the closing refused counted as cleared in a closed period (`countLocked`), from its record.
 */
export interface InterruptedVariables {
  kind: 'resume' | 'abandon' | 'countLocked'
  companyId: string
  bankAccountId: string
  finishing: FinishingReconciliation
  reviewStatuses?: () => ReadonlyMap<string, string | undefined>
  /** Reads the synced set again before an undo sends anything back (`reviewStatuses` then answers it as it is now). */
  reread?: () => Promise<void>
}

/** What the finish's mutation is given: a finish to begin, or an interrupted one to resume or undo. */
export type FinishRequest = (FinishVariables & { kind?: 'finish' }) | InterruptedVariables

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
