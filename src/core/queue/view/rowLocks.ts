/**
 * Which of the queue's rows may change: none in a session that may not write, none dated in the
 * closed period (unless the close allows changes), and how many of the rows shown are left. Pure.
 */
import type { BankTransaction } from '../../../api/types'
import { firstIndex } from '../bankTransactionSet'

/** Why a row cannot change: the session may not write, or the row is dated in the closed period. */
export type RowLock = { reason: 'session' } | { reason: 'closed'; closingDate: string }

/** The company's close as the locks read it: through which date, and whether changes before it are allowed. */
export interface ClosingLock {
  date: string
  modificationsEnabled: boolean
  isLocked: (date: string) => boolean
}

/** A row's lock in this session under this close (not yet read: no lock by the close). */
export function rowLockOf(transaction: BankTransaction, readOnly: boolean, closing: ClosingLock | undefined): RowLock | undefined {
  if (readOnly) return { reason: 'session' }
  if (closing && !closing.modificationsEnabled && closing.isLocked(transaction.date)) return { reason: 'closed', closingDate: closing.date }
  return undefined
}

/**
 * How many of `rows` (newest first) are not locked: a closed period locks every row dated on or
 * before its date, so the locked rows are one run found by binary search, and only undated rows
 * after it are read one by one.
 */
export function countUnlocked(rows: readonly BankTransaction[], lockOf: (transaction: BankTransaction) => RowLock | undefined): number {
  const locked = firstIndex(rows.length, (index) => lockOf(rows[index]!) !== undefined || !rows[index]!.date)
  let unlocked = locked
  for (let at = rows.length - 1; at >= locked && !lockOf(rows[at]!); at--) unlocked++
  return unlocked
}
