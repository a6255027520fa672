/**
 * Whether a month's books are done, what is left, and its sign-off (`useMonthEndClose`): the
 * checklist's eight items, each computed from reads bookkit already makes (the queue's sync, the
 * questions to the owner, the reconciliations and closes in the `store`, the open invoices, the trial balance and the balance
 * sheet at the month's end, shared with any statement on the page), each `done` only when its
 * figures are final; and the sign-off and reopening that keep the month's record.
 */
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import { useLedgerItems } from './monthCloseLedger'
import { useMatchItems } from './monthCloseMatch'
import { useCloseMonths, useCloseState, type MonthEndCloseState } from './monthCloseState'

export { SignOffIncompleteError } from '../../core/close/record'
export type { ReopenInput, SignOffInput } from '../../core/close/signOff'
export type { MonthEndCloseState } from './monthCloseState'

/** Options of `useMonthEndClose`. */
export interface MonthEndCloseOptions {
  /** The company whose books and store are closed (a bookkeeper's token sees several); default the one the transactions name. */
  companyId?: string
  /** The host's chart of accounts: without it no statement's total is final, and the ledger's items cannot be known. */
  accounts?: readonly GlAccountInfo[]
  enabled?: boolean
}

/**
 * The close of `month` (`YYYY-MM`): its eight items and its sign-off. `enabled: false` keeps it idle.
 */
export function useMonthEndClose(
  month: string | undefined,
  { companyId, accounts, enabled = true }: MonthEndCloseOptions = {},
): MonthEndCloseState {
  const months = useCloseMonths(month)
  const on = enabled && months.length > 0
  const matches = useMatchItems(months, { companyId, enabled: on })
  const ledger = useLedgerItems(months[0], { companyId, accounts, enabled: on })
  return useCloseState(month, months, { companyId, enabled }, matches, ledger)
}
