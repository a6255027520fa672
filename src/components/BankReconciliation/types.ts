import type { BankTransaction } from '../../api/types'
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import type { BankStatementReading } from '../../core/import/types'
import type { Reconciliation } from '../../core/reconcile/types'
import type { CommonComponentProps } from '../shared/root/ComponentRoot'
import type { BankTransactionEditorOptions } from '../BankTransactionEditor/options'
import type { LandmarkProps } from '../shared/root/landmark'
import type { PickerOption } from '../../core/forms/optionSource'
import type { LoadCallbacks } from '../shared/root/useLoadCallbacks'

/** A bank account to reconcile, as the host names it; `glAccountId` is its own ledger account, which an adjustment is booked against. */
export interface ReconciliationBankAccount extends PickerOption {
  glAccountId?: string
}

/** Props of `<BankReconciliation>`. */
export interface BankReconciliationProps extends CommonComponentProps, LoadCallbacks, LandmarkProps {
  /** The account to reconcile. With `bankAccounts` as well, the one chosen first. */
  bankAccountId?: string
  /** Accounts to choose from (`{id, name, description?, glAccountId?}`). */
  bankAccounts?: readonly ReconciliationBankAccount[]
  /** The company whose books and store the account is in; default the one its transactions name. */
  companyId?: string
  /**
   * A statement read with `readBankStatement` (what the host read or imported): its closing balance
   * and end date fill the form, its opening balance is checked against the last reconciliation's
   * closing, and its rows tick the transactions they are.
   */
  statement?: BankStatementReading
  /** The host's chart of accounts, for the adjustment's account pickers; without it, the accounts the records name, said so. */
  accounts?: readonly GlAccountInfo[]
  /** Who finishes, as the host names the signed-in user: kept in the reconciliation's record. */
  userName?: string
  /** A reconciliation was finished and kept. */
  onFinished?: (reconciliation: Reconciliation) => void
  /** The user chose Categorize… on a transaction still to review; without it, the editor opens in a dialog. */
  onOpenTransaction?: (transaction: BankTransaction) => void
  /** Where the editor's pickers get their choices (categories, vendors…), as for the review queue. */
  options?: BankTransactionEditorOptions
}
