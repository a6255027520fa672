import type { UseQueryResult } from '@tanstack/react-query'
import type { Closing } from '../api/types'
import { CLOSING_REFRESH_MS, closingQuery } from './queries'
import { useRead, type ReadHookOptions } from './read'

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

/** The closing configuration of the token's company (or of `companyId`). */
export function useClosing({ companyId, enabled = true }: ReadHookOptions & { companyId?: string } = {}): UseQueryResult<ClosingState> {
  return useRead((context) => ({ ...closingQuery(context, companyId), select: selectClosing, enabled }))
}

/**
 * `useClosing` for a component that writes: also read again every `CLOSING_REFRESH_MS` while it is
 * mounted and the page visible, so rows another user closed meanwhile lock before a save is refused.
 * Read-only components keep `useClosing` and never poll. Internal: the public hook's signature stays.
 */
export function useLiveClosing({ companyId }: { companyId?: string } = {}): UseQueryResult<ClosingState> {
  return useRead((context) => ({ ...closingQuery(context, companyId), select: selectClosing, refetchInterval: CLOSING_REFRESH_MS }))
}
