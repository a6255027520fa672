import { useMemo } from 'react'
import type { GeneralLedgerFilter } from '../../api/types'
import { useGeneralLedger } from '../../react/hooks'
import type { GeneralLedgerListQuery } from '../../react/queries'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/useLoadCallbacks'
import type { LedgerFilter } from './types'

/** Lines per page unless the host asks otherwise; the service refuses more than 250 (README decision 10). */
export const DEFAULT_PAGE_SIZE = 100
export const MAX_PAGE_SIZE = 250

/** A page size the service accepts: a whole number from 1 to 250. */
export function clampPageSize(pageSize: number | undefined): number {
  if (pageSize === undefined || !Number.isFinite(pageSize)) return DEFAULT_PAGE_SIZE
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(pageSize)))
}

/** The GL query body for a filter: blank members left out, the company's method meaning no `accountingMethod`. */
export function ledgerQuery(filter: LedgerFilter, includeBeginningBalance: boolean, limit: number): GeneralLedgerListQuery {
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
  useLoadCallbacks({ fetching: result.isFetching, error: result.error }, callbacks)
  return result
}

/** The query for the list, memoised on what it depends on. */
export function useLedgerListQuery(filter: LedgerFilter, includeBeginningBalance: boolean, pageSize: number | undefined): GeneralLedgerListQuery {
  return useMemo(() => ledgerQuery(filter, includeBeginningBalance, clampPageSize(pageSize)), [filter, includeBeginningBalance, pageSize])
}
