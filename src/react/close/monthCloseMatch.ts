/**
 * The suggestions left in a month's queue, an item of its close: deposits still to review that
 * pay an open invoice, and transfers still to pair, as the queue would suggest them (the same
 * open invoices, the same pairs, the same closed period). For one month or the overview's twelve,
 * over the queue's sync; matched in slices, so thousands never hold the page.
 */
import { useMemo } from 'react'
import type { CloseItemOf } from '../../core/close/closeItems'
import { syncReadOf } from '../../core/close/items'
import { depositsLeft, matchItem, pairsLeft } from '../../core/close/matchItem'
import { transactionsOfCompany } from '../../core/queue/companyOf'
import { monthOf, monthRange } from '../../core/close/monthClose'
import { useBankTransactions } from '../queue/bankTransactions'
import { useClosing, useClosingAskable } from './closing'
import { isWaitingDeposit, usePayingDeposits } from '../queue/payingDeposits'
import { QUEUE_PAGE_SIZE } from '../queue/queuePageSize'
import { useTransferPairs } from '../queue/transferPairs'

/** A closing that locks nothing: the company's cannot be asked. */
const OPEN_BOOKS = { isLocked: () => false }

/** The match item of each of `months`, by month (src/core/close/items.ts decides each). `enabled: false` keeps it idle. */
export function useMatchItems(
  months: readonly string[],
  { companyId, enabled = true }: { companyId?: string; enabled?: boolean },
): ReadonlyMap<string, CloseItemOf<'match'>> {
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE, enabled })
  const transactions = set.data?.transactions
  const sync = syncReadOf(set)
  const whole = set.data !== undefined && set.data.syncing === undefined
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
  const ids = paying.found && paying.found.waiting === waiting ? paying.found.ids : undefined
  return new Map(
    months.map((month) => [
      month,
      matchItem(
        monthRange(month),
        sync,
        depositsLeft(waiting, ids, month),
        pairsLeft(transfers.complete ? transfers.pairs : undefined, month, companyId, locks),
        paying.error ?? transfers.error,
      ),
    ]),
  )
}
