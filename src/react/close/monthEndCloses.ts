/**
 * The overview of `<MonthEndClose>` without a month: the last twelve months, each signed off (and
 * changed since, or not), ready, or with items to do, from what the set and the store tell (the
 * ledger's checks are the checklist's, made when a month is opened: twelve trial balances are no
 * overview's to read).
 */
import { useMemo } from 'react'
import { addMonthsTo, monthOf, signOffInForce, type SignOff } from '../../core/close/monthClose'
import { localToday } from '../../format/localToday'
import { nothingRecordedBy, type CloseItemOf } from '../../core/close/closeItems'
import { useCloseTallies } from './monthCloseTallies'

/** A month's place in the overview. */
type MonthCloseState = 'signedOff' | 'changed' | 'ready' | 'toDo' | 'counting' | 'empty'

/** One month of the overview. */
export interface MonthCloseSummary {
  month: string
  state: MonthCloseState
  /** Items to do (`toDo`), or changes since the sign-off (`changed`). */
  count: number
  /** The sign-off in force. */
  signedOff: SignOff | undefined
}

/** The twelve months before this one, newest first. */
export function useLastTwelveMonths(): readonly string[] {
  const thisMonth = monthOf(localToday())
  return useMemo(() => Array.from({ length: 12 }, (_, at) => addMonthsTo(thisMonth, -1 - at)), [thisMonth])
}

/**
 * Each of `months` with its state; `companyId` as the checklist's. `match` is each month's
 * suggestions left, by month, once counted (`useMatchItems`): until then a month is still counting.
 */
export function useMonthEndCloses(
  months: readonly string[],
  match: ReadonlyMap<string, CloseItemOf<'match'>> | undefined,
  { companyId, enabled = true }: { companyId?: string; enabled?: boolean } = {},
): { months: MonthCloseSummary[]; error: Error | null } {
  const tallies = useCloseTallies(months, { companyId, enabled })
  return {
    months: tallies.months.map(({ month, review, reconcile, changes, record }) => {
      const signedOff = signOffInForce(record)
      if (signedOff) {
        const count = changes.left ?? 0
        return { month, state: count > 0 ? 'changed' : 'signedOff', count, signedOff }
      }
      if (nothingRecordedBy(review, reconcile)) return { month, state: 'empty', count: 0, signedOff: undefined }
      const items = [review, reconcile, match?.get(month)]
      const toDo = items.filter((item) => item?.state === 'toDo').length
      const state: MonthCloseState = toDo > 0 ? 'toDo' : items.every((item) => item?.state === 'done') && record ? 'ready' : 'counting'
      return { month, state, count: toDo, signedOff: undefined }
    }),
    error: tallies.months.find((one) => one.recordError)?.recordError ?? null,
  }
}
