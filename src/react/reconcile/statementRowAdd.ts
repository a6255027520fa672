/**
 * A statement row the books lack (a bank charge, interest), added from the reconciliation's
 * worksheet as the statement import would create it: `apiName: 'STATEMENT_IMPORT'` and the row's
 * `apiSourceId`, so importing the same file later finds it and does not book it again. Loaded with
 * the worksheet's list of such rows, never up front.
 */
import type { BankTransaction } from '../../api/types'
import { MARK_REVIEWED_STATUS } from '../../api/reviewStatus'
import type { WriteOutcome } from '../../api/writes/outcome'
import { statementImportItem } from '../../core/import/plan'
import { HeldIds, heldAsOf } from '../../core/import/sourceIds'
import { useBankTransactionSave, type BankTransactionSet } from '../queue/bankTransactions'
import { useBookkeepingContext } from '../provider/context'
import type { StatementOnlyRow } from './reconciliation'
import { QUEUE_PAGE_SIZE } from '../queue/queuePageSize'
import { useWriteMutation, type WriteMutationResult } from '../query/writeMutation'

/** What to add: the row, its account, and the category it is booked to (left to review without one). */
export interface StatementRowAddition {
  bankAccountId: string
  statementRow: StatementOnlyRow
  categoryId?: string
}

/**
 * What became of adding a row: the save's outcome, `there` when the account held it by the time it
 * was sent (added meanwhile, in another window), or `notChecked` when the account's transactions
 * could not be read just before (nothing was sent).
 */
export type StatementRowAdded = WriteOutcome<BankTransaction> | { status: 'there' } | { status: 'notChecked'; error: Error }

/**
 * Adds a statement row to the books through the bank-transaction save path: the account's set is
 * synced first and a row it holds is not sent, since the described service does not refuse a
 * repeated `apiSourceId` (a 409 from one that does means the same). Categorized, it is saved
 * reviewed (the worksheet can tick it); without a category, it is saved to review.
 */
export function useAddStatementRow(): WriteMutationResult<StatementRowAdded, StatementRowAddition> {
  const { queryClient, keys } = useBookkeepingContext()
  const save = useBankTransactionSave()
  return useWriteMutation(
    queryClient,
    async ({ bankAccountId, statementRow, categoryId }: StatementRowAddition, controls): Promise<StatementRowAdded> => {
      const { row, index, sourceId } = statementRow
      // The worksheet's set: synced again now, so a row added meanwhile is found before it is sent twice.
      const queryKey = keys.bankTransactions.list(QUEUE_PAGE_SIZE)
      await queryClient.refetchQueries({ queryKey, exact: true })
      const state = queryClient.getQueryState<BankTransactionSet>(queryKey)
      if (!state?.data || state.status === 'error' || state.data.syncing)
        return { status: 'notChecked', error: state?.error ?? new Error('The account’s transactions could not be read.') }
      if (sourceId !== undefined && new HeldIds(state.data.transactions, bankAccountId).find(heldAsOf(row, sourceId)))
        return { status: 'there' }
      const item = statementImportItem({ index, row, sourceId, state: 'new' }, bankAccountId, categoryId ? { categoryId } : undefined)
      const [outcome] = await save([categoryId ? { ...item, reviewStatus: MARK_REVIEWED_STATUS } : item], controls)
      if (!outcome) return { status: 'notSent' }
      return outcome.status === 'refused' && outcome.statusCode === 409 ? { status: 'there' } : outcome
    },
  )
}
