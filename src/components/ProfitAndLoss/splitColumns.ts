// A profit and loss split by a dimension, as much of it as the statement draws before its part
// arrives: the dimensions the Columns choice offers and each column's label. Which columns show,
// the headers' buttons, the value filter, the notes and the ledger a value's figure opens are the
// part loaded when a statement is split (ByDimensionParts.tsx).
import { useEffect, useState } from 'react'
import type { AccountingDimensionValue } from '../../api/types'
import type { ByDimension, DimensionColumn } from '../../core/statements/byDimension'

type SplitParts = typeof import('./ByDimensionParts')

// The part once loaded, for every statement after the first (a loaded module, as lazyPart keeps one).
let loadedParts: SplitParts | undefined
let loadingParts: Promise<SplitParts> | undefined
const loadParts = () =>
  (loadingParts ??= import('./ByDimensionParts').then(
    (parts) => (loadedParts = parts),
    (error: unknown) => {
      // The next statement asks again: a network that failed once may not fail twice.
      loadingParts = undefined
      throw error
    },
  ))

/**
 * The split statement's part, once loaded (`undefined` until then; the statement shows its columns
 * as they come meanwhile): loaded when `splitting`. A part that cannot load fails the component,
 * whose Try again asks for it again.
 */
export function useSplitParts(splitting: boolean): SplitParts | undefined {
  const [parts, setParts] = useState(loadedParts)
  const [error, setError] = useState<unknown>()
  useEffect(() => {
    if (splitting && !parts) loadParts().then(setParts, setError)
  }, [splitting, parts])
  if (error !== undefined) throw error
  return parts
}

/** The Columns choice's value for a dimension: `by:<dimension id>`. */
export const BY_PREFIX = 'by:'

/** The dimensions the host's values belong to, once each in the order first met, and the split's own when the host named none of its values. */
export function dimensionsOf(
  values: readonly AccountingDimensionValue[] | undefined,
  by: ByDimension['dimension'] | undefined,
): Array<{ id: string; name: string }> {
  const found = new Map<string, string>()
  for (const value of values ?? [])
    if (value.dimension && !found.has(value.dimension.id)) found.set(value.dimension.id, value.dimension.name)
  if (by && !found.has(by.id)) found.set(by.id, by.name)
  return [...found].map(([id, name]) => ({ id, name: name || id }))
}

/** The words a split column's label takes. */
interface LabelWords {
  notSpecified: string
  otherValues: (dimension: string) => string
  total: string
}

/** A split column's label: its value's name, Not specified, the other values, or the total. */
export function splitLabel(dimension: DimensionColumn, dimensionName: string, words: LabelWords): string {
  switch (dimension.kind) {
    case 'value':
      return dimension.value?.name ?? ''
    case 'notSpecified':
      return words.notSpecified
    case 'otherValues':
      return words.otherValues(dimensionName)
    case 'total':
      return words.total
    default:
      return dimension.kind satisfies never
  }
}
