import type { UseInfiniteQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { AccountingMethod, GlEntry } from '../../api/types'
import { localToday } from '../../format/localToday'
import { addMonths, isCalendarDate, PeriodError, type DateRange } from '../../format/period'
import { useEveryPage } from '../query/everyPage'
import { useGeneralLedger } from '../query/reads'
import { pageWalkState, type PageWalkState } from '../query/pageWalk'
import type { GeneralLedgerListQuery, GeneralLedgerPages } from '../query/queries'

/** One day's closing balance of a GL account, in minor units, in the account's normal direction. */
export interface DayBalance {
  /** `YYYY-MM-DD`. */
  date: string
  balance: number
}

/** A GL account's balance over time, for `<AccountBalanceChart>` or a host's own drawing. */
export interface AccountBalances extends PageWalkState {
  /** The dates asked for; `undefined` when `from` or `to` cannot be read (`error` says why). */
  range: DateRange | undefined
  /** The balance before the first day (`from`), in minor units; `null` until the first page, or when the service sent none. */
  beginningBalance: number | null
  /** Each day with lines: its closing running balance, oldest first. */
  days: DayBalance[]
  /** Lines read so far. */
  lines: number
  /** Lines left out because their date or running balance cannot be read. */
  unreadable: number
  refetch: () => Promise<unknown>
}

/** Options of `useAccountBalances`. */
export interface AccountBalancesOptions {
  /** First day, `YYYY-MM-DD`; default the first day of the month eleven months ago (twelve months with this one). */
  from?: string
  /** Last day, `YYYY-MM-DD`; default today where the user is. */
  to?: string
  /** Default the company's method. */
  accountingMethod?: AccountingMethod
  enabled?: boolean
}

/** Lines per page when the balances walk the ledger alone: the service's most, for the fewest round trips. */
const BALANCE_PAGE_SIZE = 250

/** Each day's closing running balance, from lines in the service's order (date, then posting order). */
function dailyBalances(lines: readonly GlEntry[]): { days: DayBalance[]; unreadable: number } {
  const closing = new Map<string, number>()
  let unreadable = 0
  for (const line of lines) {
    if (!isCalendarDate(line?.date) || !Number.isSafeInteger(line.runningBalance)) {
      unreadable++
      continue
    }
    // A later line of the same day closes it; the map keeps the day's first place in the order.
    closing.set(line.date, line.runningBalance)
  }
  const days = [...closing].map(([date, balance]) => ({ date, balance }))
  // The service answers in date order; a day out of place is put back in it rather than drawn backwards.
  days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  return { days, unreadable }
}

const NO_DAYS = { days: [], unreadable: 0 }

/**
 * The balances a ledger query's pages tell, and its state; the days are worked out again only when
 * the lines change. A `PeriodError` for `range` (an option that cannot be read) is the state's error.
 */
export function useBalancesFrom(result: UseInfiniteQueryResult<GeneralLedgerPages>, range: DateRange | PeriodError): AccountBalances {
  const { data, hasNextPage, refetch } = result
  const lines = data?.lines
  const { days, unreadable } = useMemo(() => (lines ? dailyBalances(lines) : NO_DAYS), [lines])
  const beginningBalance = data && Number.isSafeInteger(data.beginningBalance) ? data.beginningBalance : null
  const optionError = range instanceof PeriodError ? range : undefined
  return {
    range: range instanceof PeriodError ? undefined : range,
    beginningBalance,
    days,
    lines: data?.lines.length ?? 0,
    ...pageWalkState(result, data !== undefined && !hasNextPage, data?.stalled, optionError),
    unreadable,
    refetch,
  }
}

/** The query the balances read: the range's lines with the balance before it, as many per page as the service gives. */
function balancesQuery(range: DateRange, accountingMethod: AccountingMethod | undefined): GeneralLedgerListQuery {
  return {
    limit: BALANCE_PAGE_SIZE,
    filter: { includeBeginningBalance: true, beginDate: range.from, endDate: range.to },
    ...(accountingMethod ? { accountingMethod } : {}),
  }
}

/** The range the options ask for, or the error naming the option that cannot be read. */
function rangeOf(from: string | undefined, to: string | undefined): DateRange | PeriodError {
  const today = localToday()
  const start = from ?? `${addMonths(today.slice(0, 7), -11)}-01`
  const end = to ?? today
  if (!isCalendarDate(start)) return new PeriodError('from', from, 'date')
  if (!isCalendarDate(end)) return new PeriodError('to', to, 'date')
  if (end < start) return new PeriodError('to', to ?? end, 'end')
  return { from: start, to: end }
}

/**
 * One GL account's balance over a date range: the balance before it, then each day's closing
 * running balance, in integer minor units. Every page of the range's lines is read, one after
 * another; `complete` says when all are.
 */
export function useAccountBalances(
  glAccountId: string,
  { from, to, accountingMethod, enabled = true }: AccountBalancesOptions = {},
): AccountBalances {
  const range = useMemo(() => rangeOf(from, to), [from, to])
  const readable = !(range instanceof PeriodError)
  const query = useMemo(() => (readable ? balancesQuery(range, accountingMethod) : {}), [readable, range, accountingMethod])
  const result = useGeneralLedger(glAccountId, query, { enabled: enabled && readable })
  useEveryPage(result, enabled && readable)
  return useBalancesFrom(result, range)
}
