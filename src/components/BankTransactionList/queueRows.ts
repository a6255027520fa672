/** Where the queue's rows are. */
import { useMemo } from 'react'
import type { BankTransaction } from '../../api/types'

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
