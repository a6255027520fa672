// The profit and loss split by a dimension (`by`), as the hook reads it: the part's code, loaded
// once `by` is set (profitAndLossByPart.ts: the values, each account's lines under each shown value,
// the assembly), and the few hooks that must run on every render.
import { useQueries } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { AccountingDimensionValue } from '../../api/types'
import type { ByDimensionFigures } from '../../core/statements/dimensionColumns/assemble'
import { activityOver, readResults, typeOf } from '../../core/statements/ledgerReads'
import { assembleProfitAndLoss } from '../../core/statements/profitAndLoss'
import type { StatementColumn } from '../../core/statements/statementColumns'
import { rowOf, type ChartStatus } from '../../core/statements/statementTotals'
import type { AccountReads } from '../../core/statements/ledgerReads'
import type { DateRange } from '../../format/period'
import { useBookkeepingContext } from '../provider/context'
import { useQueryScope } from '../provider/queryScope'
import { balanceKeys, boundOf } from './ledgerBalances'
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

/** The split's assembly for `useStatementOf` (none before its code is here), and why its code could not load. */
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
 * The split of the statement `statementReads` reads (its records read with it: they name values),
 * once its code has loaded: the host's values and the records', and each account's lines under
 * each shown value, read in the statements' bound and kept among the account's balances.
 */
export function useSplit(
  { by, byValues, dimensionValues, maxValueColumns, percentOfIncome }: SplitAsked,
  { read, active, reads, method, chart }: StatementReads<{ range: DateRange }>,
): Split {
  const { client, keys, queryClient } = useBookkeepingContext()
  const scope = useQueryScope()
  const splitting = by !== undefined && active
  const [part, setPart] = useState(loadedPart)
  const [error, setError] = useState<Error | null>(null)
  useEffect(() => {
    if (splitting && !part) loadPart().then(setPart, setError)
  }, [splitting, part])
  const { records } = chart
  const split = useMemo(
    () => (part && splitting && records ? part.splitFor(by, byValues, dimensionValues, maxValueColumns, records) : undefined),
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- `records` is a new object each render: the records it holds are listed
    [part, splitting, records?.transactions, records?.invoices, records?.entries, by, byValues, dimensionValues, maxValueColumns],
  )
  const valueReads =
    part && split && read
      ? part.valueLinesReads(
          client,
          { balances: balanceKeys(keys).all, bound: boundOf(client) },
          reads,
          split,
          read.range,
          method,
          splitting,
        )
      : []
  for (const { query } of valueReads) scope?.add(query.queryKey)
  const results = useQueries({ queries: valueReads.map(({ query }) => query) }, queryClient)
  return {
    assemble:
      part && split && records
        ? (accountReads, { range }, accountsKnown) =>
            part.assembleSplit(
              { assembleProfitAndLoss, rowOf, activityOver, readResults, typeOf },
              accountReads,
              valueReads,
              results,
              split,
              { range, accountsKnown, percentOfIncome, byValues: byValues !== undefined, records },
            )
        : undefined,
    error,
  }
}
