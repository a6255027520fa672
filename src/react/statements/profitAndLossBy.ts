// The profit and loss split by a dimension (`by`), as the hook reads it: the values the records name
// (read only with `by`), each account's lines under each shown value, and the assembly. All but
// these few hooks is in profitAndLossByPart.ts, loaded once `by` is set.
import { skipToken, useQueries, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { AccountingDimensionValue, ManualJournalEntry } from '../../api/types'
import type { ByDimensionFigures, AccountValueReads } from '../../core/statements/dimensionColumns/assemble'
import type { StatementColumn } from '../../core/statements/statementColumns'
import type { ChartStatus } from '../../core/statements/statementTotals'
import type { AccountReads } from '../../core/statements/ledgerReads'
import type { DateRange } from '../../format/period'
import { useBookkeepingContext } from '../provider/context'
import { useServiceProfile } from '../provider/provided'
import { useQueryScope } from '../provider/queryScope'
import { useInvoices } from '../invoices/invoiceReads'
import { useEveryPage } from '../query/everyPage'
import { useBankTransactions } from '../queue/bankTransactions'
import { QUEUE_PAGE_SIZE } from '../queue/queuePageSize'
import { savedEntriesKey } from './ledgerBalances'
import type { StatementReads } from './statementHook'

type Part = typeof import('./profitAndLossByPart')

// The part once loaded, for every statement after the first (a loaded module, as lazyPart keeps one).
let loadedPart: Part | undefined
let loadingPart: Promise<Part> | undefined
const loadPart = () =>
  (loadingPart ??= import('./profitAndLossByPart').then(
    (part) => (loadedPart = part),
    (error: unknown) => {
      // The next statement asks again: a network that failed once may not fail twice.
      loadingPart = undefined
      throw error
    },
  ))

/** What the hook is asked of a split. */
export interface SplitAsked {
  by: string | undefined
  byValues: readonly string[] | undefined
  dimensionValues: readonly AccountingDimensionValue[] | undefined
  maxValueColumns: number
  percentOfIncome: boolean
}

/** The split's assembly for `useStatementOf`, or why it cannot be made yet (its code on its way, or failed to load). */
export interface Split {
  assemble:
    | ((
        reads: readonly AccountReads[],
        read: { range: DateRange; columns: readonly StatementColumn[] },
        accountsKnown: ChartStatus,
      ) => ByDimensionFigures)
    | undefined
  error: Error | null
}

/**
 * The split of the statement `statementReads` reads, once its code has loaded: the host's values and
 * those the records name (bank transactions, invoices, the session's saved journal entries; a
 * `companyId`'s invoices and entries cannot be told to be its own and are left out), and each
 * account's lines under each shown value.
 */
export function useSplit(
  { by, byValues, dimensionValues, maxValueColumns, percentOfIncome }: SplitAsked,
  { read, active, reads, method, companyId }: StatementReads<{ range: DateRange }>,
): Split {
  const { client, keys, queryClient } = useBookkeepingContext()
  const scope = useQueryScope()
  const splitting = by !== undefined && active
  const [part, setPart] = useState(loadedPart)
  const [error, setError] = useState<Error | null>(null)
  useEffect(() => {
    if (splitting && !part) loadPart().then(setPart, (failed: unknown) => setError(failed as Error))
  }, [splitting, part])
  const bank = useBankTransactions({ limit: QUEUE_PAGE_SIZE, enabled: splitting })
  const readInvoices = splitting && companyId === undefined
  const invoices = useInvoices({ limit: useServiceProfile().maxPageSize }, { enabled: readInvoices })
  useEveryPage(invoices, readInvoices)
  const saved = useQuery<readonly ManualJournalEntry[]>(
    { queryKey: savedEntriesKey(keys), queryFn: skipToken, staleTime: Infinity, enabled: splitting && companyId === undefined },
    queryClient,
  ).data
  const transactions = bank.data?.transactions
  const invoiceList = invoices.data?.invoices
  const split = useMemo(
    () =>
      part && splitting
        ? part.splitOf(
            by,
            dimensionValues ?? [],
            part.valuePathsOf(
              transactions ?? [],
              companyId === undefined ? (invoiceList ?? []) : [],
              companyId === undefined ? (saved ?? []) : [],
            ),
            byValues,
            maxValueColumns,
          )
        : undefined,
    [part, splitting, by, dimensionValues, transactions, invoiceList, saved, companyId, byValues, maxValueColumns],
  )
  const valueReads =
    part && split && read ? part.valueLinesReads(client, keys, reads, split.dimension.id, split.chosen, read.range, method, splitting) : []
  for (const { query } of valueReads) scope?.add(query.queryKey)
  const results = useQueries({ queries: valueReads.map(({ query }) => query) }, queryClient)
  if (!part || !split) return { assemble: undefined, error }
  const lines = new Map<string, Map<string, (typeof results)[number]>>()
  valueReads.forEach(({ glAccountId, valueId }, index) => {
    const own = lines.get(glAccountId) ?? new Map()
    lines.set(glAccountId, own.set(valueId, results[index]!))
  })
  // More values may yet be named while the records are read: the lines of none are not final until they are.
  const recordsRead =
    bank.data !== undefined && bank.data.syncing === undefined && (!readInvoices || (invoices.data !== undefined && !invoices.hasNextPage))
  const recordsFailed = bank.isError || (readInvoices && (invoices.isError || invoices.data?.stalled !== undefined))
  return {
    assemble: (accountReads, { range }, accountsKnown) =>
      part.assembleByDimension(
        accountReads,
        lines as ReadonlyMap<string, AccountValueReads>,
        split,
        range,
        accountsKnown,
        percentOfIncome,
        byValues !== undefined,
        recordsRead ? 'known' : recordsFailed ? 'failed' : 'reading',
      ),
    error,
  }
}
