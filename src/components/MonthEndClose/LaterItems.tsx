/**
 * The items of a month's close that need code of their own, loaded after the checklist (or the
 * months) has painted: the suggestions left (the invoice matching and the transfer pairing) and
 * the ledger's items (the trial balance, the balance sheet and the receivables at the month's
 * end). Draws nothing: it hands what it counts to `onItems`, a new value only when one changes.
 */
import { useEffect } from 'react'
import type { CloseItemOf, LedgerItems } from '../../core/close/closeItems'
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import { useKeptWhileEqual } from '../../react/provider/keptWhileEqual'
import { useLedgerItems } from '../../react/close/monthCloseLedger'
import { useMatchItems } from '../../react/close/monthCloseMatch'

/** What the later part counts: each month's suggestions left, and the ledger's items of the month opened. */
export interface LaterCounts {
  match: ReadonlyMap<string, CloseItemOf<'match'>>
  ledger: LedgerItems | undefined
}

export default function LaterItems({
  months,
  month,
  companyId,
  accounts,
  onItems,
}: {
  months: readonly string[]
  /** The month whose ledger items are counted; none in the list of months. */
  month: string | undefined
  companyId: string | undefined
  accounts: readonly GlAccountInfo[] | undefined
  onItems: (counts: LaterCounts) => void
}) {
  const match = useKeptWhileEqual(useMatchItems(months, { companyId }))
  const ledger = useKeptWhileEqual(useLedgerItems(month, { companyId, accounts }))
  useEffect(() => onItems({ match, ledger }), [match, ledger, onItems])
  return null
}
