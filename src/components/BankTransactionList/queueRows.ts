/** Where the queue's rows are, and how many of them may change. */
import { useMemo } from 'react'
import type { BankTransaction } from '../../api/types'
import { firstIndex } from '../../core/queue/bankTransactionSet'
import type { RowLock } from './rowContext'

/**
 * Where a row is in the rows shown: the view's own lookup while they are the view's rows in its
 * order, else one map over the sorted rows, made again only when they change.
 */
export function useRowPositions(
  rows: readonly BankTransaction[],
  viewRows: readonly BankTransaction[],
  viewPosition: (id: string) => number,
): (id: string) => number {
  const sortedPositions = useMemo(() => (rows === viewRows ? undefined : new Map(rows.map((row, at) => [row.id, at]))), [rows, viewRows])
  return sortedPositions ? (id) => sortedPositions.get(id) ?? -1 : viewPosition
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
