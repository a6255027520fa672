import type { CloseItemFilter } from '../../core/close/closeItems'
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import type { CloseItemId } from '../../core/close/monthClose'
import type { CommonComponentProps } from '../shared/root/ComponentRoot'
import type { LandmarkProps } from '../shared/root/landmark'
import type { LoadCallbacks } from '../shared/root/useLoadCallbacks'

/** Props of `<MonthEndClose>`. */
export interface MonthEndCloseProps extends CommonComponentProps, LandmarkProps, LoadCallbacks {
  /** The month to close, `YYYY-MM`; without it, the last twelve months, each opening its checklist. */
  month?: string
  /** The company whose books and store are closed (a bookkeeper's token sees several); default the one the transactions name. */
  companyId?: string
  /** The host's chart of accounts: without it, the ledger's checks cannot be known (no statement's total is final). */
  accounts?: readonly GlAccountInfo[]
  /** Who signs off, as the host names the signed-in user: kept with the sign-off. */
  userName?: string
  /**
   * The user chose where an item is fixed: the host opens its own screen (the queue filtered to the
   * month, the reconciliation of `filter.bankAccountId`, the ledger of `filter.glAccountId`).
   * Without it, the bookkit component opens in a dialog.
   */
  onOpen?: (item: CloseItemId, filter: CloseItemFilter) => void
  /** A month was signed off: the host may lock the service's period itself (bookkit cannot set the service's closing). */
  onReadyToClose?: (close: { companyId: string; through: string }) => void
}
