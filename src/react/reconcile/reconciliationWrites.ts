// Reconciliation's writes as hooks: the finish (written ahead; its steps, in
// src/core/reconcile/finish, load with the first finish) and the undo of the last reconciliation
// (its code loads with the first undo). Each runs the core on the session's port (./reconcilePort.ts).
import { useState } from 'react'
import type { BankTransactionSet } from '../queue/bankTransactions'
import { useBankTransactionSave } from '../queue/bankTransactions'
import { useBookkeepingContext, type BookkeepingContextValue } from '../provider/context'
import type {
  FinishRefusal,
  FinishRequest,
  FinishResult,
  UndoMemory,
  UndoReconciliationResult,
  UndoVariables,
} from '../../core/reconcile/reconciliationParts'
import { QUEUE_PAGE_SIZE } from '../queue/queuePageSize'
import { useWriteMutation, type WriteMutationResult } from '../query/writeMutation'

/** The undo's and the repair's code, loaded on first use: the worksheet paints without it. */
export const loadUndo = () => import('./undoRun')
const loadFinish = () => import('./finishRun')

/** Rejects with a finish refused for `reason` before anything is written; its words load with the finish's code. */
export const refuseFinish = async (reason: FinishRefusal): Promise<never> => {
  throw (await loadFinish()).finishRefused(reason)
}

/**
 * Each transaction's review status in the synced set, read when asked: a finish sent again reads it
 * after its first attempt's saves have landed in the set, not as it was when the finish was given.
 */
export const syncedReviewStatuses =
  ({ queryClient, keys }: Pick<BookkeepingContextValue, 'queryClient' | 'keys'>) =>
  (): ReadonlyMap<string, string | undefined> =>
    new Map(
      queryClient
        .getQueryData<BankTransactionSet>(keys.bankTransactions.list(QUEUE_PAGE_SIZE))
        ?.transactions.map((transaction) => [transaction.id, transaction.reviewStatus]),
    )

/**
 * Reads what changed in the synced set since it was last read, and waits for it: a window that read
 * the transactions before another window's finish saved them would otherwise take them for rows
 * nothing saved. Rejects when they cannot be read, so nothing is sent back on a guess.
 */
export const rereadBankTransactions =
  ({ queryClient, keys }: Pick<BookkeepingContextValue, 'queryClient' | 'keys'>) =>
  (): Promise<void> =>
    queryClient.refetchQueries({ queryKey: keys.bankTransactions.list(QUEUE_PAGE_SIZE), exact: true }, { throwOnError: true })

/**
 * Finishes a reconciliation, written ahead: the record of what it will do is kept in the store first
 * (the claim of the month: a second tab's finish conflicts before anything is saved), the adjustment
 * is booked once (its `apiSourceId` decided up front, the ledger asked before it is sent again), the
 * ticked transactions are saved in bounded batches, then the record is marked finished. A finish
 * stopped part-way stays in the store and is resumed or undone (`kind: 'resume' | 'abandon'`) by any
 * tab, after a reload too.
 */
export function useFinishReconciliation(): WriteMutationResult<FinishResult, FinishRequest> {
  const context = useBookkeepingContext()
  const save = useBankTransactionSave()
  return useWriteMutation(context.queryClient, async (request: FinishRequest, controls) =>
    (await loadFinish()).finishOn(context, save, request, controls),
  )
}

/**
 * Undoes an account's last reconciliation: its transactions go back to the review status they had
 * (in batches; one reconciled since by someone else, or changed, is sent all the same: the status
 * is all that is set), an adjustment is reversed by a journal entry, and the record leaves the
 * book once every transaction is back. Undoing again sends what is left.
 */
export function useUndoReconciliation(): WriteMutationResult<UndoReconciliationResult, UndoVariables> {
  const context = useBookkeepingContext()
  const save = useBankTransactionSave()
  // Undoing again sends only what is left, and never reverses an adjustment twice.
  const [memory] = useState<UndoMemory>(() => ({ reversed: new Set(), back: new Map() }))
  return useWriteMutation(context.queryClient, async (variables: UndoVariables, controls) =>
    (await loadUndo()).undoOn(context, save, memory, variables, controls),
  )
}
