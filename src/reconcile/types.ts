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
  /** The cleared transactions as they were reconciled. */
  transactions: ReconciledTransaction[]
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
}

/** Everything stored for one bank account: its reconciliations, oldest first. */
export interface ReconciliationBook {
  format: 'bookkit.reconciliations'
  formatVersion: 1
  reconciliations: Reconciliation[]
}
