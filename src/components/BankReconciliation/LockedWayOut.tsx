import { useMemo, type ReactNode } from 'react'
import { bankReconciliationMessages } from '../../messages/reconcile/bankReconciliation'
import { bankReconciliationPartMessages } from '../../messages/reconcile/bankReconciliationParts'
import { formatCount } from '../../messages/messageSet'
import { useBankTransactions } from '../../react/queue/bankTransactions'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import { QUEUE_PAGE_SIZE } from '../../react/queue/queuePageSize'
import { lockedFinishWayOut, type LockedFinishWayOut } from '../../core/reconcile/lockedFinish'
import type { FinishingReconciliation } from '../../core/reconcile/types'

/**
 * The way out of a finish the books' closing stopped (`closingDate`: the books are closed through
 * it), by the synced set's review statuses: `undefined` while the set is arriving, or without a closing.
 */
export function useLockedWayOut(
  record: FinishingReconciliation | undefined,
  closingDate: string | undefined,
): LockedFinishWayOut | undefined {
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE })
  const whole = set.data && set.data.syncing === undefined ? set.data.transactions : undefined
  return useMemo(() => {
    if (!record || !closingDate || !whole) return undefined
    const statuses = new Map(whole.map((transaction) => [transaction.id, transaction.reviewStatus]))
    return lockedFinishWayOut(record, (date) => date <= closingDate, statuses)
  }, [record, closingDate, whole])
}

/**
 * What is left to a finish the closing stopped, said, and its actions: finishing it with the rows
 * the closing locked counted as cleared in a closed period, and Undo it only where it can end (else
 * why not). Used by the interrupted finish's notice and by the outcome of the finish it stopped.
 */
export function LockedWayOut({
  wayOut,
  onCount,
  onUndo,
  children,
}: {
  wayOut: LockedFinishWayOut
  onCount: () => void
  onUndo: () => void
  /** Actions of the place it is shown in (Back), after its own. */
  children?: ReactNode
}) {
  const messages = { ...useMessages(bankReconciliationMessages), ...useMessages(bankReconciliationPartMessages) }
  const { locale } = useLocaleSettings()
  const count = wayOut.locked.length
  return (
    <>
      <p>
        {!wayOut.finishable
          ? messages['bankReconciliation.lockedAdjustment']
          : count > 0 && messages['bankReconciliation.lockedCount'](formatCount(count, locale), count)}{' '}
        {wayOut.undoable
          ? messages['bankReconciliation.lockedUndo']
          : messages['bankReconciliation.lockedNoUndo'](formatCount(wayOut.savedLocked, locale), wayOut.savedLocked)}
      </p>
      <div className="bk-form-alert__actions">
        {wayOut.finishable && (
          <button type="button" className="bk-button" data-variant="primary" onClick={onCount}>
            {count > 0
              ? messages['bankReconciliation.finishCountingLocked'](formatCount(count, locale), count)
              : messages['bankReconciliation.finishIt']}
          </button>
        )}
        {wayOut.undoable && (
          <button type="button" className="bk-button" onClick={onUndo}>
            {messages['bankReconciliation.undoIt']}
          </button>
        )}
        {children}
      </div>
    </>
  )
}
