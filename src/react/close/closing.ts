// The company's closing: the date up to which its books are closed, and whether that date locks
// records, as a test a form or a row asks of its own date. Its query lives here rather than in
// queries.ts: the review queue and the editor it opens both read the closing, and an import of
// queries.ts from here made a partner's Vite build keep the provider's hooks, money formatting and
// Vite's preload helper in shared chunks up front (1.2 KB more for the provider + the queue).
import { queryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { Closing } from '../../api/types'
import { readPolicy } from '../../api/errors'
import type { BookkeepingContextValue } from '../provider/context'
import { useServiceProfile } from '../provider/provided'
import { useRead, type ReadHookOptions } from '../query/reads'

/** The closing, with whether modifications are enabled and a test for dates inside the closed period. */
export interface ClosingState extends Closing {
  /** False when `modifications` is `DISABLED`. */
  modificationsEnabled: boolean
  /** True when a record dated `date` (YYYY-MM-DD) may not be created, changed or deleted. */
  isLocked(date: string | undefined | null): boolean
}

const selectClosing = (closing: Closing): ClosingState => {
  const modificationsEnabled = closing.modifications !== 'DISABLED'
  return {
    ...closing,
    modificationsEnabled,
    isLocked: (date) => !modificationsEnabled && typeof date === 'string' && date !== '' && date <= closing.date,
  }
}

/**
 * The closing of the token's company, or of `companyId` when the token sees several. Unlike the
 * other reads it is read again when the window regains focus (once older than the read policy's
 * `staleTime`): the user may have closed the books in another tab, and rows open here would be refused.
 */
function closingQuery({ client, keys }: BookkeepingContextValue, companyId?: string) {
  return queryOptions<Closing>({
    ...readPolicy,
    refetchOnWindowFocus: true,
    queryKey: keys.closing(companyId),
    queryFn: ({ signal }) => client.getClosing({ signal, ...(companyId ? { companyId } : {}) }),
  })
}

/** Whether the service can be asked `companyId`'s closing: a profile that cannot name a company answers the token's first company's, maybe another's. */
export function useClosingAskable(companyId: string | undefined): boolean {
  const { closingCompanyParam } = useServiceProfile()
  return companyId === undefined || closingCompanyParam !== false
}

/** The closing configuration of the token's company (or of `companyId`). */
export function useClosing({ companyId, enabled = true }: ReadHookOptions & { companyId?: string } = {}): UseQueryResult<ClosingState> {
  return useRead((context) => ({ ...closingQuery(context, companyId), select: selectClosing, enabled }))
}

/**
 * How often a component that writes reads the closing again while it is mounted: another user may
 * close the books while the queue stays open for hours. The closing moves about once a month, a
 * refusal or a refocus re-reads it sooner, and one small GET per five minutes costs nothing.
 */
export const CLOSING_REFRESH_MS = 5 * 60_000

/**
 * `useClosing` for a component that writes: also read again every `CLOSING_REFRESH_MS` while it is
 * mounted and the page visible, so rows another user closed meanwhile lock before a save is refused.
 * Read-only components keep `useClosing` and never poll. Internal: the public hook's signature stays.
 */
export function useLiveClosing({ companyId }: { companyId?: string } = {}): UseQueryResult<ClosingState> {
  return useRead((context) => ({ ...closingQuery(context, companyId), select: selectClosing, refetchInterval: CLOSING_REFRESH_MS }))
}
