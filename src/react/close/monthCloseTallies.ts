/**
 * The items of a month's close that come from the synced bank transactions and the `store`: what
 * is left to review, the questions to the owner still open, the bank accounts not reconciled
 * through the month's end, and what changed since a sign-off. For one month (the checklist) or twelve (the overview): the same sync as the
 * queue's, the same stored records as the reconciliation's and the queue's flags. No read is asked
 * twice. The suggestions left are counted in ./monthCloseMatch.ts, the ledger's items in
 * ./monthCloseLedger.ts: the component loads those after it has painted.
 */
import { useMemo } from 'react'
import { useQueries, useQuery } from '@tanstack/react-query'
import type { BankTransaction } from '../../api/types'
import { changesItem, reconcileItem, reviewItem, syncReadOf, type TalliedMonth } from '../../core/close/items'
import { questionsItem } from '../../core/close/questionsItem'
import { localToday } from '../../format/localToday'
import { rulesCompanyOf, transactionsOfCompany } from '../../core/queue/companyOf'
import { monthRange } from '../../core/close/monthClose'
import { tallyMonths } from '../../core/close/monthTallies'
import { useBankTransactions } from '../queue/bankTransactions'
import { useBookkeepingContext } from '../provider/context'
import { closeRecordQuery, questionsQuery } from './monthCloseQuery'
import { QUEUE_PAGE_SIZE } from '../queue/queuePageSize'
import { reconciliationsQuery } from '../reconcile/reconciliationQuery'

/** What `useCloseTallies` gives. */
export interface CloseTallies {
  /** The company whose store keeps the close: the one given, else the one the transactions name; `undefined` before the set arrives. */
  companyId: string | undefined
  months: TalliedMonth[]
  /** The company's synced bank transactions, for a sign-off to keep the month's; `undefined` until the set is whole. */
  transactions: readonly BankTransaction[] | undefined
}

/**
 * The items of `months` (`YYYY-MM`) that the set and the store tell (src/core/close/items.ts decides
 * each). `enabled: false` keeps it idle.
 */
export function useCloseTallies(
  months: readonly string[],
  { companyId, enabled = true }: { companyId?: string; enabled?: boolean },
): CloseTallies {
  const context = useBookkeepingContext()
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE, enabled })
  // A token that sees several companies syncs them all: the close counts and keeps the chosen one's only.
  const synced = set.data?.transactions
  const transactions = useMemo(() => synced && transactionsOfCompany(synced, companyId), [synced, companyId])
  const sync = syncReadOf(set)
  const whole = sync.whole ? transactions : undefined
  const company = transactions ? rulesCompanyOf(transactions, companyId) : companyId
  const { tallies, accounts } = useMemo(() => tallyMonths(transactions ?? [], months), [transactions, months])
  const books = useQueries(
    {
      queries: accounts.map((account) => ({
        ...reconciliationsQuery(context, company ?? '', account.bankAccountId),
        enabled: enabled && company !== undefined,
      })),
    },
    context.queryClient,
  )
  const records = useQueries(
    { queries: months.map((month) => ({ ...closeRecordQuery(context, company ?? '', month), enabled: enabled && company !== undefined })) },
    context.queryClient,
  )
  // One record of the company's questions for every month asked.
  const questions = useQuery({ ...questionsQuery(context, company ?? ''), enabled: enabled && company !== undefined }, context.queryClient)
  const today = localToday()
  return {
    companyId: company,
    months: months.map((month, at): TalliedMonth => {
      const filter = monthRange(month)
      return {
        month,
        review: reviewItem(filter, sync, tallies.get(month)!),
        reconcile: reconcileItem(filter, sync, accounts, books),
        changes: changesItem(filter, records[at], whole),
        questions: questionsItem(filter, company === undefined ? undefined : questions, today),
        record: records[at]?.data,
        recordError: records[at]?.error ?? null,
      }
    }),
    transactions: whole,
  }
}
