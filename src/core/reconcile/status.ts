// The two review statuses a reconciliation saves, on their own: the editor tells a reconciled
// transaction by them up front, without the worksheet.
import type { BankTransaction } from '../../api/types'

/** What a reconciliation saves as a cleared row's `reviewStatus`: the difference came to zero, or it was booked. */
export const RECONCILED = 'RECONCILED'
/** What it saves when the user finished with a difference left. */
export const RECONCILIATION_DISCREPANCY = 'RECONCILIATION_DISCREPANCY'

/** Whether a transaction was reconciled already (to zero or with a discrepancy). */
export const isReconciled = (transaction: Pick<BankTransaction, 'reviewStatus'>): boolean =>
  transaction.reviewStatus === RECONCILED || transaction.reviewStatus === RECONCILIATION_DISCREPANCY
