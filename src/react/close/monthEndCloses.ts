/**
 * The overview of `<MonthEndClose>` without a month: the last twelve months, each signed off (and
 * changed since, or not), ready, or with items to do, from what the set and the store tell (the
 * ledger's checks are the checklist's, made when a month is opened: twelve trial balances are no
 * overview's to read).
 */
import { useMemo } from 'react'
import type { CloseItemOf } from '../../core/close/closeItems'
import { monthSummary, type MonthCloseSummary } from '../../core/close/items'
import { addMonthsTo, monthOf } from '../../core/close/monthClose'
import { localToday } from '../../format/localToday'
import { useCloseTallies } from './monthCloseTallies'

/** The twelve months before this one, newest first. */
export function useLastTwelveMonths(): readonly string[] {
  const thisMonth = monthOf(localToday())
  return useMemo(() => Array.from({ length: 12 }, (_, at) => addMonthsTo(thisMonth, -1 - at)), [thisMonth])
}

/**
 * Each of `months` with its state (src/core/close/items.ts's `monthSummary`); `companyId` as the
 * checklist's. `match` is each month's suggestions left, by month, once counted (`useMatchItems`):
 * until then a month is still counting.
 */
export function useMonthEndCloses(
  months: readonly string[],
  match: ReadonlyMap<string, CloseItemOf<'match'>> | undefined,
  { companyId, enabled = true }: { companyId?: string; enabled?: boolean } = {},
): { months: MonthCloseSummary[]; error: Error | null } {
  const tallies = useCloseTallies(months, { companyId, enabled })
  return {
    months: tallies.months.map((tallied) => monthSummary(tallied, match?.get(tallied.month))),
    error: tallies.months.find((one) => one.recordError)?.recordError ?? null,
  }
}
