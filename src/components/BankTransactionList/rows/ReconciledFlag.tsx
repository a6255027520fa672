/**
 * The queue's flag on a reconciled transaction edited since its reconciliation: "Changes a
 * reconciled month", with the month's end. The queue's rules part (QueueRules.tsx) loads it once it
 * has loaded itself, and hands what it draws to the rows: the queue's first paint never waits on
 * it, nor on the store it reads.
 */
import { useCallback, useEffect, type ReactNode } from 'react'
import type { BankTransaction } from '../../../api/types'
import type { BankTransactionSet } from '../../../core/queue/bankTransactionSet'
import { formatDate } from '../../../format/date'
import { reconciledChangesMessages } from '../../../messages/queue/reconciledChanges'
import { useLocaleSettings, useMessages } from '../../../react/provider/provided'
import { useReconciledChangesOf } from '../../../react/reconcile/reconciledChanges'

/** A row's flag, if the row's transaction changed since its reconciliation; `name` is the row's, marked by `isolate()`. */
export type ReconciledFlagOf = (transaction: BankTransaction, name: string) => ReactNode

/**
 * Follows the queue's set and hands the rows' flag to `onFlag`: a new one only when a flag changes,
 * so a save that changes none draws no row again. Draws nothing itself.
 */
export default function QueueReconciled({
  set,
  companyId,
  onFlag,
}: {
  set: BankTransactionSet
  companyId: string | undefined
  onFlag: (flagOf: ReconciledFlagOf) => void
}) {
  const messages = useMessages(reconciledChangesMessages)
  const { locale } = useLocaleSettings()
  const { changed } = useReconciledChangesOf(set, companyId)
  const flagOf = useCallback<ReconciledFlagOf>(
    (transaction, name) => {
      const flag = changed?.get(transaction.id)
      if (!flag) return undefined
      const endDate = formatDate(flag.endDate, locale)
      return (
        <span
          role="note"
          aria-label={messages['reconciledChanges.flagLabel'](
            name,
            endDate,
            flag.changes.includes('amount'),
            flag.changes.includes('date'),
          )}
          data-reconciled-change={flag.changes.join(' ')}
        >
          <span className="bk-badge" data-tone="warning" title={messages['reconciledChanges.flagThrough'](endDate)}>
            {messages['reconciledChanges.flag']}
          </span>
        </span>
      )
    },
    [changed, messages, locale],
  )
  useEffect(() => onFlag(flagOf), [flagOf, onFlag])
  return null
}
