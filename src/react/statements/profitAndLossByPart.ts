// What only a profit and loss split by a dimension needs, loaded on its own once `by` is set (a
// plain statement's first load carries none of it): the values the records name, each account's
// lines under each shown value over the period, and the assembly (core/statements/dimensionColumns).
import type { QueryObserverOptions } from '@tanstack/react-query'
import type { BookkeepingClient } from '../../api/client'
import { BookkeepingResponseError, readPolicy } from '../../api/errors'
import { collectAll, MAX_PAGE_SIZE } from '../../api/transport/paginate'
import type { AccountingMethod, GlEntry } from '../../api/types'
import type { AccountingDimensionValue } from '../../api/types'
import type { ByDimension } from '../../core/statements/byDimension'
import {
  assembleByDimension,
  isQuietOver,
  type AccountValueReads,
  type PlainStatement,
  type ValueLines,
} from '../../core/statements/dimensionColumns/assemble'
import { splitOf } from '../../core/statements/dimensionColumns/values'
import type { ChartStatus } from '../../core/statements/statementTotals'
import type { StatementRecords } from './statementAccounts'
import type { AccountReads } from '../../core/statements/ledgerReads'
import type { DateRange } from '../../format/period'
import type { RequestBound } from './ledgerWalk'

/**
 * The dimension values the records name, as they name them (a parent with its `child` down to the
 * chosen one): each bank transaction's, each invoice's and each journal entry saved this session.
 * A split names its values by id only, so a value only a split names is not heard of here.
 */
function valuePathsOf({ transactions, invoices, entries }: StatementRecords) {
  return [
    ...transactions.flatMap((transaction) => [...(transaction.dimensionValues ?? []), ...(transaction.classSegments ?? [])]),
    ...invoices.flatMap((invoice) => invoice.dimensionValues ?? []),
    ...entries.flatMap((entry) => entry.dimensionValues ?? []),
  ]
}

const isCents = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value)

/**
 * Where the statements keep their reads (`balanceKeys(keys).all`) and the bound their requests wait
 * in (`boundOf(client)`), handed in by the hook, which has them loaded: imported here, they would be
 * cut out of the plain statement's first load into a chunk of their own.
 */
export interface StatementReadsPort {
  balances: readonly unknown[]
  bound: RequestBound
}

/**
 * The key of an account's lines under one value over `range`: under the account's id among the
 * balances, so a save that moves the account (`refreshBalances`) reads them again.
 */
const valueLinesKey = (
  balances: readonly unknown[],
  glAccountId: string,
  method: AccountingMethod | undefined,
  dimensionId: string,
  valueId: string,
  { from, to }: DateRange,
) => [...balances, glAccountId, method ?? 'company', 'value', dimensionId, valueId, from, to] as const

/** Each line of `glAccountId`'s ledger over `range` under `valueId` (pages of 250, in the statements' bound): its id and its debit less its credit. */
async function readValueLines(
  client: BookkeepingClient,
  bound: RequestBound,
  glAccountId: string,
  method: AccountingMethod | undefined,
  dimensionId: string,
  valueId: string,
  range: DateRange,
  signal: AbortSignal,
): Promise<ValueLines> {
  const lines = await collectAll<GlEntry, Awaited<ReturnType<BookkeepingClient['queryGeneralLedger']>>>(
    (cursor, pageSignal) =>
      bound.run(
        () =>
          client.queryGeneralLedger(
            glAccountId,
            {
              limit: MAX_PAGE_SIZE,
              filter: { beginDate: range.from, endDate: range.to, dimensionValues: [{ dimensionId, dimensionValueIds: [valueId] }] },
              // Sent only when chosen, as every statement read sends it: without it, the company's own.
              ...(method && { accountingMethod: method }),
              ...(cursor ? { cursor } : {}),
            },
            { signal: pageSignal ?? signal },
          ),
        pageSignal ?? signal,
      ),
    { signal },
  )
  return lines.map((line) => {
    const { id, drAmount, crAmount } = (line ?? {}) as Partial<GlEntry>
    if (typeof id !== 'string' || !isCents(drAmount) || !isCents(crAmount)) {
      throw new BookkeepingResponseError(
        200,
        `A line of ${glAccountId}'s ledger under ${valueId} has no id or no whole-cent debit or credit.`,
      )
    }
    return [id, drAmount - crAmount] as const
  })
}

/** One account's read under one value, and its query. */
export interface ValueLinesRead {
  glAccountId: string
  valueId: string
  query: QueryObserverOptions<ValueLines, Error, ValueLines, ValueLines, readonly unknown[]>
}

/**
 * The reads of each account's lines under each shown value: asked only once the account's plain
 * page has answered (they queue behind the plain reads), and never for an account whose page shows
 * no line in the period (every value's figure is 0 then).
 */
export function valueLinesReads(
  client: BookkeepingClient,
  { balances, bound }: StatementReadsPort,
  reads: readonly AccountReads[],
  { dimension: { id: dimensionId }, chosen: valueIds }: Split,
  range: DateRange,
  method: AccountingMethod | undefined,
  enabled: boolean,
): ValueLinesRead[] {
  return reads.flatMap((accountReads) => {
    if (isQuietOver(accountReads, range) !== false) return []
    const glAccountId = accountReads.account.id
    return valueIds.map((valueId) => ({
      glAccountId,
      valueId,
      query: {
        ...readPolicy,
        queryKey: valueLinesKey(balances, glAccountId, method, dimensionId, valueId, range),
        queryFn: ({ signal }) => readValueLines(client, bound, glAccountId, method, dimensionId, valueId, range, signal),
        enabled,
      },
    }))
  })
}

/** How the statement is split, beside its columns. */
type Split = Omit<ByDimension, 'sharedLines'>

/** The split the options ask for, from the host's values and those the records name. */
export const splitFor = (
  by: string,
  byValues: readonly string[] | undefined,
  dimensionValues: readonly AccountingDimensionValue[] | undefined,
  maxValueColumns: number,
  records: StatementRecords,
): Split => splitOf(by, dimensionValues ?? [], valuePathsOf(records), byValues, maxValueColumns)

/** What the split's assembly is told beside the reads. */
export interface SplitContext {
  range: DateRange
  accountsKnown: ChartStatus
  percentOfIncome: boolean
  /** The host chose the values shown. */
  byValues: boolean
  records: StatementRecords
}

/** The statement split: each account's value reads by account id, and the records' part in the derived column's status (they may name more values until read). */
export function assembleSplit(
  plain: PlainStatement,
  reads: readonly AccountReads[],
  valueReads: readonly ValueLinesRead[],
  results: ReadonlyArray<AccountValueReads extends ReadonlyMap<string, infer R> ? R : never>,
  split: Split,
  { range, accountsKnown, percentOfIncome, byValues, records }: SplitContext,
) {
  const lines = new Map<string, Map<string, (typeof results)[number]>>()
  valueReads.forEach(({ glAccountId, valueId }, index) => {
    const own = lines.get(glAccountId) ?? new Map()
    lines.set(glAccountId, own.set(valueId, results[index]!))
  })
  const heard = records.complete ? 'known' : records.error ? 'failed' : 'reading'
  return assembleByDimension(plain, reads, lines, split, range, accountsKnown, percentOfIncome, byValues, heard)
}
