// What only a profit and loss split by a dimension needs, loaded on its own once `by` is set (a
// plain statement's first load carries none of it): the values the records name, each account's
// lines under each shown value over the period, and the assembly (core/statements/dimensionColumns).
import type { QueryObserverOptions } from '@tanstack/react-query'
import type { BookkeepingClient } from '../../api/client'
import { BookkeepingResponseError, readPolicy } from '../../api/errors'
import { collectAll, MAX_PAGE_SIZE } from '../../api/transport/paginate'
import type { AccountingMethod, BankTransaction, GlEntry, Invoice, ManualJournalEntry } from '../../api/types'
import { isQuietOver, type ValueLines } from '../../core/statements/dimensionColumns/assemble'
import type { AccountReads } from '../../core/statements/ledgerReads'
import type { BookkitKeys } from '../../core/store/keys'
import type { DateRange } from '../../format/period'
import { balanceKeys, boundOf, methodOf } from './ledgerBalances'

export { assembleByDimension } from '../../core/statements/dimensionColumns/assemble'
export { splitOf } from '../../core/statements/dimensionColumns/values'

/**
 * The dimension values the records name, as they name them (a parent with its `child` down to the
 * chosen one): each bank transaction's, each invoice's and each journal entry saved this session.
 * A split names its values by id only, so a value only a split names is not heard of here.
 */
export function valuePathsOf(
  transactions: readonly BankTransaction[],
  invoices: readonly Invoice[],
  entries: readonly ManualJournalEntry[],
) {
  return [
    ...transactions.flatMap((transaction) => [...(transaction.dimensionValues ?? []), ...(transaction.classSegments ?? [])]),
    ...invoices.flatMap((invoice) => invoice.dimensionValues ?? []),
    ...entries.flatMap((entry) => entry.dimensionValues ?? []),
  ]
}

const isCents = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value)

/**
 * The key of an account's lines under one value over `range`: under the account's id among the
 * balances, so a save that moves the account (`refreshBalances`) reads them again.
 */
export const valueLinesKey = (
  keys: BookkitKeys,
  glAccountId: string,
  method: AccountingMethod | undefined,
  dimensionId: string,
  valueId: string,
  { from, to }: DateRange,
) => [...balanceKeys(keys).all, glAccountId, method ?? 'company', 'value', dimensionId, valueId, from, to] as const

/** Each line of `glAccountId`'s ledger over `range` under `valueId` (pages of 250, in the statements' bound): its id and its debit less its credit. */
async function readValueLines(
  client: BookkeepingClient,
  glAccountId: string,
  method: AccountingMethod | undefined,
  dimensionId: string,
  valueId: string,
  range: DateRange,
  signal: AbortSignal,
): Promise<ValueLines> {
  const bound = boundOf(client)
  const lines = await collectAll<GlEntry, Awaited<ReturnType<BookkeepingClient['queryGeneralLedger']>>>(
    (cursor, pageSignal) =>
      bound.run(
        () =>
          client.queryGeneralLedger(
            glAccountId,
            {
              limit: MAX_PAGE_SIZE,
              filter: { beginDate: range.from, endDate: range.to, dimensionValues: [{ dimensionId, dimensionValueIds: [valueId] }] },
              ...methodOf(method),
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
  keys: BookkitKeys,
  reads: readonly AccountReads[],
  dimensionId: string,
  valueIds: readonly string[],
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
        queryKey: valueLinesKey(keys, glAccountId, method, dimensionId, valueId, range),
        queryFn: ({ signal }) => readValueLines(client, glAccountId, method, dimensionId, valueId, range, signal),
        enabled,
      },
    }))
  })
}
