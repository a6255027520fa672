/**
 * How the close decides its match item: the suggestions left in a month's queue, deposits still to
 * review that pay an open invoice and transfers still to pair, as the queue would suggest them (the
 * same pairs, the same closed period). Counted by the checklist's later part
 * (src/react/close/monthCloseMatch.ts), so none of it loads before the checklist paints.
 */
import { isReviewed } from '../../api/reviewStatus'
import type { BankTransaction } from '../../api/types'
import { isOfCompany } from '../queue/companyOf'
import type { FigureStatus } from '../statements/figureStatus'
import type { CloseItemFilter, CloseItemOf } from './closeItems'
import { stateOfLeft, type SyncRead } from './items'
import { monthOf } from './monthClose'

/** The deposits of `month` still to review that pay an open invoice: `paying` are those found among `waiting`, once matched. */
export const depositsLeft = (waiting: readonly BankTransaction[] | undefined, paying: ReadonlySet<string> | undefined, month: string) =>
  paying && waiting ? waiting.filter((one) => monthOf(one.date) === month && paying.has(one.id)).length : undefined

/** A side of a pair the queue suggests it for: still to review, not paired. */
const isPairWaiting = (transaction: BankTransaction) => !isReviewed(transaction.reviewStatus) && !transaction.matchingBankTransaction?.id

/**
 * The transfers of `month` the queue would suggest pairing (`pairs` once found, `locks` once the
 * closing is read): a side still to review in the month, both sides of the company, neither in the
 * closed period.
 */
export function pairsLeft(
  pairs: ReadonlyArray<{ from: BankTransaction; to: BankTransaction }> | undefined,
  month: string,
  companyId: string | undefined,
  locks: { isLocked(date: string): boolean } | undefined,
): number | undefined {
  if (!pairs || !locks) return undefined
  return pairs.filter(
    ({ from, to }) =>
      isOfCompany(from, companyId) &&
      (monthOf(from.date) === month || monthOf(to.date) === month) &&
      (isPairWaiting(from) || isPairWaiting(to)) &&
      !locks.isLocked(from.date) &&
      !locks.isLocked(to.date),
  ).length
}

/** The suggestions left in a month: `deposits` and `transfers` once counted, `error` when either could not be. */
export function matchItem(
  filter: CloseItemFilter,
  sync: SyncRead,
  deposits: number | undefined,
  transfers: number | undefined,
  error: Error | null,
): CloseItemOf<'match'> {
  const left = deposits === undefined || transfers === undefined ? undefined : deposits + transfers
  const figures: FigureStatus = left !== undefined ? 'final' : error ? 'stopped' : sync.read ? 'counting' : sync.figures
  return {
    id: 'match',
    state: (deposits ?? 0) + (transfers ?? 0) > 0 ? 'toDo' : stateOfLeft(left, figures),
    figures,
    left,
    error,
    filter,
    deposits,
    transfers,
  }
}
