// A record left "being undone" by an undo the closing refused is repaired when the worksheet reads
// it: the decision is src/core/reconcile/undoClosed.ts's, the writes src/core/reconcile/finish/undo.ts's,
// loaded only when a book holds a record being undone.
import { useEffect, useRef } from 'react'
import type { IsLocked } from '../../core/reconcile/closedPeriod'
import type { ReconciliationBook } from '../../core/reconcile/types'
import { useBankTransactionSave } from '../queue/bankTransactions'
import { useBookkeepingContext } from '../provider/context'
import { loadUndo, syncedReviewStatuses } from './reconciliationWrites'

/** What the repair reads: the account, its book as read, the closing's test, and whether the session may write. */
interface RepairInput {
  companyId: string | null | undefined
  bankAccountId: string | undefined
  book: ReconciliationBook | undefined
  isLocked: IsLocked | undefined
  /** The synced set is whole: a row not read yet is never taken for one the undo left alone. */
  whole: boolean
  readOnly: boolean
}

/** Repairs, once per book read, a record an undo the closing stopped left "being undone" (a read-only session leaves it). */
export function useStuckUndoRepair({ companyId, bankAccountId, book, isLocked, whole, readOnly }: RepairInput): void {
  const context = useBookkeepingContext()
  const save = useBankTransactionSave()
  const tried = useRef<ReconciliationBook>(undefined)
  useEffect(() => {
    if (readOnly || !whole || !book || !isLocked || companyId == null || bankAccountId === undefined) return
    // Only a record marked as being undone can be stuck: whether it is, the repair decides once loaded.
    if (tried.current === book || !book.reconciliations.at(-1)?.undoingSince) return
    tried.current = book
    const statuses = syncedReviewStatuses(context)
    void loadUndo()
      .then((undo) => undo.repairOn(context, save, { companyId, bankAccountId, isLocked, statuses }))
      // A repair that did not go through is tried again with the next read of the book.
      .catch(() => undefined)
  }, [context, save, companyId, bankAccountId, book, isLocked, whole, readOnly])
}
