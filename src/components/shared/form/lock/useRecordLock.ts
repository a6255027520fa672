import { useState } from 'react'
import { useSession } from '../../../../react/provider/provided'
import { useLiveClosing, type ClosingState } from '../../../../react/close/closing'

/** Why a record opens read-only: the session may not write, or the record sits in a closed period. */
export type RecordLock = { reason: 'session' } | { reason: 'closed'; closingDate: string }

/** Whether a record may be changed, and a test for dates the closing forbids. */
export interface RecordLockState {
  /** True until the closing has loaded (or failed to); the form waits rather than unlock and relock. */
  loading: boolean
  lock: RecordLock | undefined
  /** The closing date when modifications are disabled, else `undefined`. */
  closedThrough: string | undefined
  /** True when a record may not be dated `date` (on or before a closing whose modifications are disabled). */
  isDateClosed: (date: string) => boolean
  /** The closing's first load is under way, and why it failed: for the component's load callbacks (a re-read of a known closing is neither). */
  fetching: boolean
  error: Error | null
}

/**
 * The session's scope and the company's closing, as one answer for an editor (README decision 6).
 * `recordDate` is the saved record's date (none for a new record); `companyId` picks whose closing
 * applies when the token sees several companies.
 */
export function useRecordLock({ companyId, recordDate }: { companyId?: string; recordDate?: string }): RecordLockState {
  const session = useSession()
  // Kept fresh while the form is open: a record closed meanwhile turns read-only without a reload.
  const closing = useLiveClosing(companyId ? { companyId } : {})
  // Once a closing is known, a change of company (the record was saved and now names its company)
  // keeps the last one until the new one arrives: the form stays mounted and keeps its state.
  const [lastKnown, setLastKnown] = useState<ClosingState>()
  if (closing.data && closing.data !== lastKnown) setLastKnown(closing.data)
  const state = closing.data ?? lastKnown
  // A closing that failed to load does not block editing: the service refuses a locked change anyway.
  const loading = state === undefined && closing.isPending
  const closedThrough = state && !state.modificationsEnabled ? state.date : undefined
  const isDateClosed = (date: string) => state?.isLocked(date) ?? false
  let lock: RecordLock | undefined
  if (session.readOnly) lock = { reason: 'session' }
  else if (recordDate && closedThrough && isDateClosed(recordDate)) lock = { reason: 'closed', closingDate: closedThrough }
  // The first load of a closing only: a host's onLoadStart would otherwise fire every few minutes on a form that loaded long ago.
  return { loading, lock, closedThrough, isDateClosed, fetching: closing.isLoading, error: closing.isLoadingError ? closing.error : null }
}
