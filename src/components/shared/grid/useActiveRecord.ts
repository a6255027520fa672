import { useMemo, useState } from 'react'

/** The active row of a window over records, followed as a record. */
export interface ActiveRecord {
  /** The active row's index, clamped to the rows (0 when there are none). */
  active: number
  /** Makes row `index` active: a rendered row's index, or a move the roving focus has clamped to the rows. */
  setActive: (index: number) => void
  /** Where the record `key` is now, looked up first at `hint` (where it was); undefined once it is gone. */
  positions: (key: string, hint: number) => number | undefined
}

/**
 * The active row is a record, not a position: rows arriving above it (a page of older records
 * sorted in, a change merged) leave the same record active. A new `resetKey` (another query's
 * rows) makes the first row active.
 */
export function useActiveRecord(records: readonly { id: string }[], resetKey: unknown): ActiveRecord {
  const count = records.length
  // Where a record went is read at the place it was first (an action that changed no order), and
  // only else from a map of every row, made at most once per set of rows.
  const positions = useMemo(() => {
    let byKey: Map<string, number> | undefined
    return (key: string, hint: number): number | undefined => {
      if (records[hint]?.id === key) return hint
      byKey ??= new Map(records.map((record, index) => [record.id, index]))
      return byKey.get(key)
    }
  }, [records])
  const [activeState, setActiveState] = useState<{ key: string | undefined; index: number }>({ key: undefined, index: 0 })
  const setActive = (index: number) => setActiveState({ key: records[index]?.id, index })
  const [shownKey, setShownKey] = useState(resetKey)
  if (shownKey !== resetKey) {
    setShownKey(resetKey)
    setActiveState({ key: undefined, index: 0 })
  }
  const activeIndex = (activeState.key === undefined ? undefined : positions(activeState.key, activeState.index)) ?? activeState.index
  return { active: Math.max(0, Math.min(activeIndex, count - 1)), setActive, positions }
}
