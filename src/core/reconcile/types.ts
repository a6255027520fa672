/**
 * A bank account's reconciliations: what a bookkeeper proved at each month-end (the statement's
 * balances, the transactions that cleared, the outcome) as bookkit keeps it in the provider's
 * `store` under `reconciliations:<companyId>:<bankAccountId>`. The service keeps only each
 * transaction's `reviewStatus`; everything else here is bookkit's. Types only.
 */

/** A transaction as it was when it was reconciled, and the review status it had before (what Undo restores). */
export interface ReconciledTransaction {
  id: string
  /** `YYYY-MM-DD`, as reconciled. */
  date: string
  /** Integer minor units, signed as the account sees it (positive money in), as reconciled. */
  amount: number
  description?: string
  /** Its `reviewStatus` before; `null` when it had none. */
  previousReviewStatus: string | null
}

/**
 * How a reconciliation ended: the cleared transactions made the statement's closing balance
 * (`balanced`), a difference was left and accepted (`discrepancy`, the rows saved
 * `RECONCILIATION_DISCREPANCY`), or booked as a journal entry (`adjusted`).
 */
export type ReconciliationOutcome = 'balanced' | 'discrepancy' | 'adjusted'

/** The journal entry that booked a difference: the bank account's ledger account against the one the user picked. */
export interface ReconciliationAdjustment {
  /** The saved entry's id, when the service answered it. */
  journalEntryId?: string
  /** The account the user picked for the difference. */
  glAccountId: string
  glAccountName?: string
  /** The bank account's own ledger account. */
  bankGlAccountId: string
  /** The difference booked, signed as the bank account sees it (positive: money in the books lacked). */
  amount: number
  /** `YYYY-MM-DD`: the statement's end date. */
  date: string
  /** The entry's `apiSourceId`, decided before it was first sent: a lost answer is found by it, never booked twice. */
  apiSourceId?: string
  /** ISO 8601 instant of its first send, kept before sending: from then on it may have landed, and is looked for before it is sent again. */
  sentAt?: string
}

/** One finished reconciliation of a bank account. */
export interface Reconciliation {
  /** Unique within the account's book. */
  id: string
  bankAccountId: string
  bankAccountName?: string
  /** The statement's end date, `YYYY-MM-DD`: every transaction on or before it was looked at. */
  endDate: string
  /** Integer minor units: the previous reconciliation's closing, or typed the first time (`openingTyped`). */
  openingBalance: number
  /** The first reconciliation of the account: its opening balance was typed, not carried over. */
  openingTyped: boolean
  /** The statement's closing balance. */
  closingBalance: number
  /** Money in that cleared (positive). */
  clearedIn: number
  /** Money out that cleared (negative, as the amounts are). */
  clearedOut: number
  /** closing − opening − cleared, when finished: 0 for `balanced`; what was accepted or booked otherwise. */
  difference: number
  outcome: ReconciliationOutcome
  adjustment?: ReconciliationAdjustment
  /** The cleared transactions as they were reconciled (saved with the reconciliation's status). */
  transactions: ReconciledTransaction[]
  /**
   * Transactions of the closed period that cleared on this statement: counted in the cleared totals
   * but never written (the closing locks them), so an undo leaves them as they are.
   */
  clearedInClosedPeriod?: ReconciledTransaction[]
  /**
   * The candidates left unticked, dated on or before `endDate`, as the finish saw them (what the
   * report lists as not cleared); absent from records finished before bookkit kept them.
   */
  uncleared?: ReconciledTransaction[]
  /** The register (book) balance at `endDate`: the cleared balance plus the items not cleared; kept with `uncleared`. */
  registerBalance?: number
  /** The company's name as the books named it when finished, for the report's header. */
  companyName?: string
  /** The statement file the balances and ticks came from, when one was read. */
  statementFile?: string
  /** Who finished it, as the host names the signed-in user (`userName`), else the provider's `sessionKey`. */
  finishedBy?: string
  /** ISO 8601 instant. */
  finishedAt: string
  /** ISO 8601 instant an undo of it began, kept before its first write: until the undo is done the account's next finish waits. */
  undoingSince?: string
}

/**
 * A finish on its way: what it is about to do, kept before its first write (the claim of the
 * month; a second tab's claim then conflicts before it has saved anything). Its rows are saved, its
 * adjustment booked once, then it becomes the account's last `Reconciliation`. After a failure or a
 * reload it is finished or undone from here, by any tab.
 */
export interface FinishingReconciliation extends Omit<Reconciliation, 'finishedAt'> {
  /** ISO 8601 instant the finish was begun. */
  startedAt: string
  /** The last reconciliation the opening balance was carried from (`null`: the account's first). */
  basedOn: string | null
  /** Being undone ("Undo it"): its saved rows go back and its adjustment is reversed, then it is dropped. */
  abandoning?: true
  /** The entry reversing a booked adjustment while it is undone: booked once, as the adjustment is. */
  reversal?: BookedOnce
}

/** An entry booked at most once: its `apiSourceId`, when it was first sent, and its id once known. */
export interface BookedOnce {
  apiSourceId: string
  /** ISO 8601 instant of its first send. */
  sentAt?: string
  /** Set once it is booked: the entry's id, or its `apiSourceId` when the service confirmed it without one. */
  journalEntryId?: string
}

/** Everything stored for one bank account: its reconciliations, oldest first, and a finish on its way. */
export interface ReconciliationBook {
  format: 'bookkit.reconciliations'
  /** 2 while a finish is on its way (a version that does not know `finishing` refuses the record rather than finish the month again). */
  formatVersion: 1 | 2
  reconciliations: Reconciliation[]
  finishing?: FinishingReconciliation
}
