/**
 * Whether a month's books are done, what is left, and its sign-off (`useMonthEndClose`): the
 * checklist's seven items, each computed from reads bookkit already makes (the queue's sync, the
 * reconciliations and closes in the `store`, the open invoices, the trial balance and the balance
 * sheet at the month's end, shared with any statement on the page), each `done` only when its
 * figures are final; and the sign-off and reopening that keep the month's record.
 */
import { useMemo } from 'react'
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import { isMonth } from '../../core/close/monthClose'
import { PeriodError } from '../../format/period'
import { useClosing, useClosingAskable } from './closing'
import { useLedgerItems } from './monthCloseLedger'
import { useMatchItems } from './monthCloseMatch'
import { useCloseState, type MonthEndCloseState } from './monthCloseState'
import { useCloseTallies } from './monthCloseTallies'

export { SignOffIncompleteError, type ReopenInput, type SignOffInput } from '../../core/close/signOff'
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
 * The close of `month` (`YYYY-MM`): its seven items and its sign-off. `enabled: false` keeps it idle.
 */
export function useMonthEndClose(
  month: string | undefined,
  { companyId, accounts, enabled = true }: MonthEndCloseOptions = {},
): MonthEndCloseState {
  const readable = isMonth(month)
  const on = enabled && readable
  const months = useMemo(() => (readable ? [month] : []), [readable, month])
  const tallies = useCloseTallies(months, { companyId, enabled: on })
  const match = useMatchItems(months, { companyId, enabled: on })
  const ledger = useLedgerItems(readable ? month : undefined, { companyId, accounts, enabled: on })
  // Another company's closing is never shown as this one's: none where the service cannot be asked its.
  const askable = useClosingAskable(companyId)
  const closing = useClosing({ companyId, enabled: on && askable })
  return useCloseState(
    readable ? month : undefined,
    tallies,
    readable ? match.get(month) : undefined,
    ledger,
    askable ? closing.data : undefined,
    readable ? null : new PeriodError('month', month, 'month'),
  )
}
