/**
 * What the worksheet decides besides its rows: which company keeps the account's record, which
 * transactions it shows while a finish is on its way, how far that finish got, and why a finish is
 * not begun. Pure: `useReconciliation` reads the set, the store and the closing, and asks these.
 */
import type { BankTransaction } from '../../api/types'
import { rulesCompanyOf } from '../queue/companyOf'
import { finishLockedBy, statusOf, type IsLocked } from './closedPeriod'
import type { FinishRefusal } from './reconciliationParts'
import type { FinishingReconciliation, Reconciliation, ReconciledTransaction } from './types'
import { reconciliationCandidates } from './worksheet'
import { byDateThenId } from './worksheetRows'

/**
 * The company whose store keeps the account's reconciliations: the one given, else the one the
 * account's transactions name, else the session's one company; `null` when none can be told (never
 * a guess), `undefined` while the set is arriving.
 */
export function reconcilingCompany(
  given: string | undefined,
  whole: readonly BankTransaction[] | undefined,
  bankAccountId: string | undefined,
): string | null | undefined {
  if (given) return given
  if (!whole || bankAccountId === undefined) return undefined
  const ofAccount = rulesCompanyOf(whole.filter((transaction) => transaction.bankAccount?.id === bankAccountId))
  const company = ofAccount !== 'default' ? ofAccount : rulesCompanyOf(whole)
  return company === 'default' ? null : company
}

/**
 * The transactions to tick through `endDate`; with a finish on its way (`held`, its rows by id), its
 * rows stay on the worksheet as they were before it (their earlier status), until it is finished or undone.
 */
export function worksheetCandidates(
  whole: readonly BankTransaction[],
  bankAccountId: string,
  endDate: string,
  held: ReadonlyMap<string, ReconciledTransaction> | undefined,
): BankTransaction[] {
  const open = reconciliationCandidates(whole, bankAccountId, endDate)
  if (!held) return open
  const kept = open.filter((transaction) => !held.has(transaction.id))
  for (const transaction of whole) {
    const before = held.get(transaction.id)
    if (before && transaction.status !== 'DELETED' && transaction.date <= endDate)
      kept.push({ ...transaction, reviewStatus: before.previousReviewStatus ?? undefined })
  }
  return kept.sort(byDateThenId)
}

/**
 * How far the finish on its way got by the synced review statuses (`statuses`, by id; `undefined`
 * while the set is arriving): its rows saved with its status, and the closing date that locks a
 * write it has left (it can then only be undone, or finished counting the locked rows).
 */
export function finishProgress(
  pending: FinishingReconciliation,
  statuses: ReadonlyMap<string, string | undefined> | undefined,
  closing: { isLocked: IsLocked; date: string } | undefined,
): { saved: number | undefined; lockedBy: string | undefined } {
  if (!statuses) return { saved: undefined, lockedBy: undefined }
  const status = statusOf(pending)
  const saved = pending.transactions.filter((transaction) => statuses.get(transaction.id) === status).length
  const lockedBy = closing && finishLockedBy(pending, closing.isLocked, statuses) ? closing.date : undefined
  return { saved, lockedBy }
}

/** What `finishRefusal` reads of the worksheet. */
export interface FinishReadiness {
  readOnly: boolean
  /** A finish of the account is on its way in the store. */
  underWay: boolean
  last: Reconciliation | undefined
  /** The end date typed, when it is a date. */
  endDate: string | undefined
  today: string
  /** The company, the account, both balances and the difference are known. */
  known: boolean
}

/** Why a finish would be refused now, before anything is written, in the order the user can act on; `undefined`: it can begin. */
export function finishRefusal({ readOnly, underWay, last, endDate, today, known }: FinishReadiness): FinishRefusal | undefined {
  if (readOnly) return 'readOnly'
  if (underWay) return 'underWay'
  if (last?.undoingSince) return 'undoing'
  if (endDate !== undefined && last !== undefined && endDate <= last.endDate) return 'reconciled'
  if (endDate !== undefined && endDate > today) return 'future'
  if (endDate === undefined || !known) return 'notReady'
  return undefined
}
