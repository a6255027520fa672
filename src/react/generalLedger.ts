import type { UseInfiniteQueryResult } from '@tanstack/react-query'
import { generalLedgerQuery, type GeneralLedgerListQuery, type GeneralLedgerPages } from './queries'
import { useReadPages, type ReadHookOptions } from './read'

/** One GL account's lines, page by page; `data.lines` holds every loaded line, `data.beginningBalance` page 1's. */
export function useGeneralLedger(
  glAccountId: string,
  query: GeneralLedgerListQuery = {},
  { enabled = true }: ReadHookOptions = {},
): UseInfiniteQueryResult<GeneralLedgerPages> {
  return useReadPages((context) => ({ ...generalLedgerQuery(context, glAccountId, query), enabled: enabled && glAccountId !== '' }))
}
