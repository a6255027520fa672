import { useMemo } from 'react'
import type { GeneralLedgerFilter } from '../../api/types'
import { useServiceProfile } from '../../react/provider/provided'
import { useGeneralLedger } from '../../react/query/reads'
import type { GeneralLedgerListQuery } from '../../react/query/queries'
import { clampPageSize } from '../shared/grid/pageSize'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/root/useLoadCallbacks'
import type { LedgerFilter } from './types'

/** The GL query body for a filter: blank members left out, the company's method meaning no `accountingMethod`. */
function ledgerQuery(filter: LedgerFilter, includeBeginningBalance: boolean, limit: number): GeneralLedgerListQuery {
  const { accountingMethod, beginDate, endDate, search, dimensionValues, customer } = filter
  const sent: GeneralLedgerFilter = {}
  if (includeBeginningBalance) sent.includeBeginningBalance = true
  if (beginDate) sent.beginDate = beginDate
  if (endDate) sent.endDate = endDate
  if (search?.trim()) sent.search = search.trim()
  const dimensions = (dimensionValues ?? []).filter((dimension) => dimension.dimensionValueIds.length > 0)
  if (dimensions.length > 0) sent.dimensionValues = dimensions
  if (customer?.id?.in?.length) sent.customer = { id: { in: customer.id.in } }
  return {
    limit,
    ...(Object.keys(sent).length > 0 ? { filter: sent } : {}),
    ...(accountingMethod ? { accountingMethod } : {}),
  }
}

/** Whether the user narrowed the lines (the method and dates only move the balance, but count too). */
export function isFiltered(filter: LedgerFilter): boolean {
  const { filter: sent, accountingMethod } = ledgerQuery(filter, false, 1)
  return sent !== undefined || accountingMethod !== undefined
}

/** The ledger's infinite query, with the host's load callbacks wired to it. */
export function useLedgerQuery(glAccountId: string, query: GeneralLedgerListQuery, callbacks: LoadCallbacks) {
  const result = useGeneralLedger(glAccountId, query)
  useLoadCallbacks({ fetching: result.isFetching, error: result.error ?? result.data?.stalled ?? null }, callbacks)
  return result
}

/** The query for the list, memoised on what it depends on; without a method member in the service, no method. */
export function useLedgerListQuery(
  filter: LedgerFilter,
  includeBeginningBalance: boolean,
  pageSize: number | undefined,
): GeneralLedgerListQuery {
  const { accountingMethodField } = useServiceProfile()
  return useMemo(() => {
    const { accountingMethod, ...query } = ledgerQuery(filter, includeBeginningBalance, clampPageSize(pageSize))
    return accountingMethod && accountingMethodField !== false ? { ...query, accountingMethod } : query
  }, [filter, includeBeginningBalance, pageSize, accountingMethodField])
}
