// The shapes of `useReconciliation`: its options, its rows and its state, in a module of their own
// so the hook's file holds the hook.
import type { BankTransaction } from '../../api/types'
import type { StatementRow } from '../../core/import/types'
import type { ReconciliationStatement } from '../../core/reconcile/statement'
import type { FinishingReconciliation, Reconciliation } from '../../core/reconcile/types'
import type { ClearedTotals, TickBlock } from '../../core/reconcile/worksheet'
import type { ClosingState } from '../close/closing'
import type { FinishChoice, FinishRefusal, FinishRequest, FinishResult, FinishVariables } from '../../core/reconcile/reconciliationParts'
import type { WriteMutationResult } from '../query/writeMutation'

export type { ReconciliationStatement } from '../../core/reconcile/statement'

/** Options of `useReconciliation`. */
export interface ReconciliationOptions {
  /** The statement's end date, `YYYY-MM-DD`: every transaction of the account on or before it is looked at. */
  endDate: string | undefined
  /** The statement's closing balance, integer minor units. */
  closingBalance: number | undefined
  /** The opening balance typed for the account's first reconciliation (later ones carry the last closing over). */
  openingBalance?: number
  /** The company whose books the account is in (default: the one the account's transactions name). */
  companyId?: string
  /** A statement whose rows tick the transactions they are (by import id, else amount and a date within 3 days). */
  statement?: ReconciliationStatement
}

/** A statement row the books do not hold: its place in the statement, and the import id it is added with. */
export interface StatementOnlyRow {
  /** Its index in the statement's `rows`. */
  index: number
  row: StatementRow & { date: string; amount: number }
  /** The `apiSourceId` the statement import gives it, so importing the file later does not add it again. */
  sourceId: string | undefined
}

/** A transaction to tick, and why it cannot be when it cannot. */
export interface ReconciliationRow {
  transaction: BankTransaction
  /** Counted as cleared; a row of the closed period (`blocked: 'locked'`) ticked is counted but never saved. */
  ticked: boolean
  blocked?: TickBlock
  /** Ticked by the statement (its row is this transaction). */
  onStatement: boolean
}

/** A finish on its way in the store, and how far it got by the synced set (`undefined` figures while the set is arriving). */
export interface InterruptedFinish {
  record: FinishingReconciliation
  /** Its rows saved with the finish's status. */
  saved: number | undefined
  total: number
  /** It is being undone. */
  abandoning: boolean
  /**
   * The closing date that locks a write it has left: it cannot be finished as it was begun, only
   * undone or finished counting its rows the closing refused as cleared in a closed period.
   */
  lockedBy?: string
}

/** What the statement's own opening balance says against the last reconciliation's closing. */
export interface OpeningCheck {
  stated: number
  expected: number
  agrees: boolean
}

/** `useReconciliation`'s state. */
export interface ReconciliationState {
  /** The company whose store keeps the account's reconciliations. */
  companyId: string | undefined
  /** While the account's transactions are arriving: how many have. No figure is final before all have. */
  counting: { received: number } | undefined
  /** The account's reconciliations could not be read, or its transactions, or the closing. */
  error: Error | null
  retry: () => void
  /** The account's finished reconciliations, oldest first; `undefined` until read. */
  reconciliations: readonly Reconciliation[] | undefined
  last: Reconciliation | undefined
  /** The opening balance: the last reconciliation's closing, else the one typed; `undefined` when still to type. */
  openingBalance: number | undefined
  /** Whether the opening balance is the one typed (the account's first reconciliation). */
  openingTyped: boolean
  /** The statement's stated opening balance against the last closing, when both are known. */
  openingCheck: OpeningCheck | undefined
  /** `endDate` is on or before the last reconciliation's: that month is reconciled already. */
  endDateReconciled: boolean
  closing: ClosingState | undefined
  /** The account's name as its transactions give it (a title when the host names none); known once the first page is read. */
  accountName: string | undefined
  /** The transactions to tick, oldest first (empty until the set is whole and an end date is given). */
  rows: readonly ReconciliationRow[]
  /**
   * The statement's settled rows up to the end date that the account holds no transaction for (a
   * bank charge, interest): to add to the books. Empty without a statement, until its matching is
   * loaded, and for a file of several accounts (whose rows may be another account's).
   */
  statementOnly: readonly StatementOnlyRow[]
  /** How many statement rows tick a transaction still to review: they cannot clear until it is categorized. */
  notClearedYet: number
  totals: ClearedTotals
  /** closing − opening − cleared; `undefined` while counting, or without an opening or closing balance. */
  difference: number | undefined
  /** Ticks or unticks transactions (a blocked one stays as it is). */
  tick: (ids: readonly string[], ticked: boolean) => void
  /** Back to what the statement ticks. */
  resetTicks: () => void
  /**
   * Finishes: keeps the record of what it will do first (the claim of the month), books an
   * adjustment once, saves the ticked transactions reconciled (or with a discrepancy), then marks the
   * record finished. Rejects with a `ReconciliationFinishRefusedError` before writing anything when
   * `finishBlocked` names a reason.
   */
  finish: (choice: FinishChoice, details?: Pick<FinishVariables, 'userName' | 'bankAccountName' | 'companyName'>) => Promise<FinishResult>
  /** Why Finish is not available now (nothing is written if it is called): see `FinishRefusal`. */
  finishBlocked: FinishRefusal | undefined
  /** A finish of this account stopped part-way (a failure, a reload, another tab): its record and how many of its rows are saved. */
  interrupted: InterruptedFinish | undefined
  /** Finishes the interrupted finish: what is left is saved, its adjustment booked at most once. */
  resume: () => Promise<FinishResult>
  /**
   * Undoes the interrupted finish: the rows it saved go back, a booked adjustment is reversed, the
   * record is dropped. Rejects with a `ReconciliationUndoRefusedError` (`reason: 'closed'`) before
   * anything is marked when the closing keeps a row it saved or its adjustment.
   */
  abandon: () => Promise<FinishResult>
  /**
   * Finishes an interrupted finish the closing stopped (`interrupted.lockedBy`): its rows the closing
   * refused are counted as cleared in a closed period (never written; the report lists them), the
   * rest are saved, and the record is kept. The way out when Undo it cannot put back what it saved.
   */
  countLocked: () => Promise<FinishResult>
  /** The finish on its way: its progress, `cancel()`, its last result. */
  finishing: WriteMutationResult<FinishResult, FinishRequest>
}
