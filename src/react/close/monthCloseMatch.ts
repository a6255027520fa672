/**
 * The suggestions left in a month's queue, an item of its close: deposits still to review that
 * pay an open invoice, and transfers still to pair, as the queue would suggest them (the same
 * open invoices, the same pairs, the same closed period). For one month or the overview's twelve,
 * over the queue's sync; matched in slices, so thousands never hold the page.
 */
import { useMemo } from 'react'
import { isReviewed } from '../../api/reviewStatus'
import type { BankTransaction } from '../../api/types'
import { stateOfLeft, type CloseItemOf } from '../../core/close/closeItems'
import { isOfCompany, transactionsOfCompany } from '../../core/queue/companyOf'
import { figureStatus, type FigureStatus } from '../../core/statements/figureStatus'
import { monthOf, monthRange } from '../../core/close/monthClose'
import { useBankTransactions } from '../queue/bankTransactions'
import { useClosing, useClosingAskable } from './closing'
import { isWaitingDeposit, usePayingDeposits } from '../queue/payingDeposits'
import { QUEUE_PAGE_SIZE } from '../queue/queuePageSize'
import { useTransferPairs } from '../queue/transferPairs'

/** A closing that locks nothing: the company's cannot be asked. */
const OPEN_BOOKS = { isLocked: () => false }

/** A side of a pair the queue suggests it for: still to review, not paired. */
const isPairWaiting = (transaction: BankTransaction) => !isReviewed(transaction.reviewStatus) && !transaction.matchingBankTransaction?.id

/** The match item of each of `months`, by month. `enabled: false` keeps it idle. */
export function useMatchItems(
  months: readonly string[],
  { companyId, enabled = true }: { companyId?: string; enabled?: boolean },
): ReadonlyMap<string, CloseItemOf<'match'>> {
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE, enabled })
  const transactions = set.data?.transactions
  const whole = set.data !== undefined && set.data.syncing === undefined
  const syncFigures = figureStatus({ read: set.data !== undefined, complete: whole, failed: set.isError && !set.isFetching })
  const waiting = useMemo(() => {
    if (!whole || !transactions) return undefined
    const asked = new Set(months)
    return transactionsOfCompany(transactions, companyId).filter((one) => asked.has(monthOf(one.date ?? '')) && isWaitingDeposit(one))
  }, [whole, transactions, months, companyId])
  const paying = usePayingDeposits(waiting, enabled)
  const transfers = useTransferPairs({ enabled })
  // Where the service cannot be asked the company's closing, no pair is taken as locked: its answer may be another company's.
  const askable = useClosingAskable(companyId)
  const closing = useClosing({ companyId, enabled: enabled && askable })
  const locks = askable ? closing.data : OPEN_BOOKS
  return new Map(
    months.map((month) => {
      const ids = paying.found && paying.found.waiting === waiting ? paying.found.ids : undefined
      const deposits = ids && waiting ? waiting.filter((one) => monthOf(one.date) === month && ids.has(one.id)).length : undefined
      // The pairs the queue suggests: a side still to review in the month, neither side in the closed period.
      const pairs =
        transfers.complete && locks
          ? transfers.pairs.filter(
              ({ from, to }) =>
                // Both sides are of one company: a pair of another company's is not this close's.
                isOfCompany(from, companyId) &&
                (monthOf(from.date) === month || monthOf(to.date) === month) &&
                (isPairWaiting(from) || isPairWaiting(to)) &&
                !locks.isLocked(from.date) &&
                !locks.isLocked(to.date),
            ).length
          : undefined
      const left = deposits === undefined || pairs === undefined ? undefined : deposits + pairs
      const error = paying.error ?? transfers.error
      const figures: FigureStatus = left !== undefined ? 'final' : error ? 'stopped' : set.data ? 'counting' : syncFigures
      const item: CloseItemOf<'match'> = {
        id: 'match',
        state: (deposits ?? 0) + (pairs ?? 0) > 0 ? 'toDo' : stateOfLeft(left, figures),
        figures,
        left,
        error,
        filter: monthRange(month),
        deposits,
        transfers: pairs,
      }
      return [month, item]
    }),
  )
}
