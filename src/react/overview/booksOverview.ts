import { useMemo } from 'react'
import { addMonths, PeriodError } from '../../format/period'
import { useCashFlow, type CashFlow } from './cashFlow'
import { readAsOf, usePlainAging, type Receivables } from '../invoices/receivablesAging'
import { useReviewCount, type ReviewCount } from '../queue/reviewCount'

/** Options of `useBooksOverview`. */
export interface BooksOverviewOptions {
  /** The day the overview is as of, `YYYY-MM-DD`: its month is "this month". Default today where the user is. */
  asOf?: string
  /** Only this bank account's money in and out (`bka_…`); default every account the token sees. */
  bankAccountId?: string
  enabled?: boolean
}

/** The figures of `<BooksOverview>`'s tiles, each with its own state: one may fail while the others show. */
export interface BooksOverviewFigures {
  /** The day, `YYYY-MM-DD`, and its month, `YYYY-MM`; `undefined` when `asOf` cannot be read (`error` says why). */
  asOf: string | undefined
  month: string | undefined
  /** Why `asOf` cannot be read; `null` when it can. */
  error: PeriodError | null
  /** Bank transactions to review (`useReviewCount`). */
  toReview: ReviewCount
  /** Money in and out of last month and this month, oldest first (`useCashFlow` with two months). */
  moneyInOut: CashFlow
  /** What customers owe, and how late (`useReceivablesAging`). */
  receivables: Receivables
}

const NO_TOTALS: CashFlow['totals'] = { moneyIn: 0, moneyOut: 0, net: 0, count: 0, transfers: 0 }

/** The month before `month` (`YYYY-MM`). */
export const previousMonth = (month: string): string => addMonths(month, -1)

/**
 * The business owner's first figures, for a host that lays them out itself: what is to review,
 * money in and out this month against last month, and what customers owe. Each part loads, fails
 * and retries on its own; the sync behind the first two is the one the queue and the charts share.
 */
export function useBooksOverview({ asOf, bankAccountId, enabled = true }: BooksOverviewOptions = {}): BooksOverviewFigures {
  const day = useMemo(() => readAsOf(asOf), [asOf])
  const readable = !(day instanceof PeriodError)
  const month = readable ? day.slice(0, 7) : undefined
  const toReview = useReviewCount({ enabled })
  const flow = useCashFlow({ months: 2, endMonth: month, bankAccountId, enabled: enabled && readable })
  // Its own reading of `asOf`: an unreadable one is its error too, with no figures.
  const receivables = usePlainAging({ asOf, enabled }).aging
  // Without a month to count, no figures: not the months of the clock's today the shared sync could give.
  const moneyInOut: CashFlow = readable
    ? flow
    : { ...flow, figures: 'unknown', complete: false, months: [], totals: NO_TOTALS, isPending: false, isError: true, error: day }
  return { asOf: readable ? day : undefined, month, error: readable ? null : day, toReview, moneyInOut, receivables }
}
