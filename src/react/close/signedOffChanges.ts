/**
 * Transactions that change a month signed off now ("this changes a signed-off month"), for the
 * review queue's flag: the synced set against the records of the months the company's list of
 * signed-off months names. The list is one store read; a month's record is read only when the list
 * names it, and only once the set is whole.
 */
import { useMemo } from 'react'
import { useQueries, useQuery, type QueryObserverResult } from '@tanstack/react-query'
import type { BankTransactionSet } from '../../core/queue/bankTransactionSet'
import { rulesCompanyOf } from '../../core/queue/companyOf'
import type { CloseRecord } from '../../core/close/monthClose'
import { signedOffFlagsOf, type SignedOffFlag } from '../../core/close/signedOffFlags'
import { useBookkeepingContext } from '../provider/context'
import { closeRecordQuery, signedMonthsQuery } from './monthCloseQuery'

/** What `useSignedOffChangesOf` gives. */
export interface SignedOffChanges {
  /**
   * The transactions added to or changed in a month since it was signed off, by transaction id.
   * `undefined` while the set is arriving or the months' records are being read.
   */
  changed: ReadonlyMap<string, SignedOffFlag> | undefined
  /** Why the list of signed-off months, or a month's record, could not be read (that month's transactions are then not in `changed`). */
  error: Error | null
}

/** The months' records as read, combined once per change of a query's result (the same object while none changed). */
interface MonthRecords {
  /** Each month's record; `undefined` while it is read, or when it could not be. */
  records: Array<CloseRecord | undefined>
  settled: boolean
  error: Error | null
}

// Of the module, not of a render: TanStack combines the results again only when one of them changes.
const monthRecordsOf = (results: Array<QueryObserverResult<CloseRecord>>): MonthRecords => ({
  records: results.map((result) => result.data),
  settled: results.every((result) => result.data !== undefined || result.isError),
  error: results.find((result) => result.isError)?.error ?? null,
})

/**
 * The transactions of `set` that change a month signed off now, in the store of `companyId` (else
 * the one company the set's transactions name, else `default`). One pass over the set when it, or
 * a month's record, changes; none on a render that changes neither.
 */
export function useSignedOffChangesOf(set: BankTransactionSet | undefined, companyId?: string): SignedOffChanges {
  const context = useBookkeepingContext()
  const transactions = set && set.syncing === undefined ? set.transactions : undefined
  const company = useMemo(() => rulesCompanyOf(transactions, companyId), [transactions, companyId])
  // Not kept in the component's query scope (as the reconciliations are not): a record is checked
  // as it is read, and no render can fail on one.
  const signed = useQuery({ ...signedMonthsQuery(context, company), enabled: transactions !== undefined }, context.queryClient)
  const months = signed.data?.months
  const read = useQueries(
    { queries: (months ?? []).map(({ month }) => closeRecordQuery(context, company, month)), combine: monthRecordsOf },
    context.queryClient,
  )
  const changed = useMemo(
    () => (transactions && months && read.settled ? signedOffFlagsOf(transactions, read.records) : undefined),
    [transactions, months, read],
  )
  return { changed, error: signed.error ?? read.error }
}
