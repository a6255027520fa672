// A profit and loss split by a dimension, as much of it as the statement draws before its part
// arrives: the dimensions the Columns choice offers, each column's label, which columns show (a
// value's sub-values stay folded under it until opened), and the ledger a value's figure opens.
// The headers' buttons, the value filter and the notes are the part loaded when a statement is
// split (ByDimensionParts.tsx).
import { Suspense } from 'react'
import type { AccountingDimensionValue } from '../../api/types'
import type { ByDimension, DimensionColumn } from '../../core/statements/byDimension'
import { lazyPart } from '../shared/lazyPart'
import type { ShownColumn } from '../shared/statement/statementLines'

const parts = () => import('./ByDimensionParts')

/** A split column's header: its value and status, its sub-values' button, "and 4 more". */
export const DimensionHeadPart = lazyPart(parts, (module) => module.DimensionHead)
/** The choice of the values shown ("Main Street shop only"). */
export const ValueFilterPart = lazyPart(parts, (module) => module.ValueFilter)
/** What the split statement says under its table: how its columns are counted. */
export const SplitNotesPart = lazyPart(parts, (module) => module.SplitNotes)

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

/** A column of the statement with what it holds of the split, if split. */
type SplitColumn = ShownColumn & { dimension: DimensionColumn | undefined }

/** Whether a value is folded: some value above it that has a column (`withColumns`) is not open. */
function foldedOf(by: ByDimension, withColumns: ReadonlySet<string>, expanded: ReadonlySet<string>): (valueId: string) => boolean {
  const parentOf = new Map(by.values.map((value) => [value.id, value.parentId]))
  return (valueId) => {
    for (let parent = parentOf.get(valueId); parent !== undefined; parent = parentOf.get(parent))
      if (withColumns.has(parent) && !expanded.has(parent)) return true
    return false
  }
}

/**
 * The columns the table shows: a value's sub-values only while every value above it that has a
 * column of its own is open (`expanded`), each keeping its place among the rows' figures; the
 * header of the last value shown carries "and 4 more" when values are past the limit. Pressing it
 * reads them (`onMore`) and names the value whose header takes the focus once shown: the first of
 * them not folded, else the value whose header held the button.
 */
export function shownSplitColumns(
  columns: readonly SplitColumn[],
  by: ByDimension,
  expanded: ReadonlySet<string>,
  head: { onToggle: (valueId: string) => void; onMore: (focusValue: string | undefined) => void; focusValue: string | undefined },
): ShownColumn[] {
  const folded = foldedOf(by, new Set(by.chosen), expanded)
  const shown = columns.flatMap((column, index) => {
    const value = column.dimension?.value
    return value && folded(value.id) ? [] : [{ ...column, index }]
  })
  const lastValue = shown.findLast(({ dimension }) => dimension?.kind === 'value')?.dimension?.value?.id
  const onMore = () => {
    const foldedOnceRead = foldedOf(by, new Set([...by.chosen, ...by.more]), expanded)
    head.onMore(by.more.find((valueId) => !foldedOnceRead(valueId)) ?? lastValue)
  }
  return shown.map(({ dimension, index, ...column }): ShownColumn => {
    if (!dimension) return column
    const { value } = dimension
    const more = value !== undefined && value.id === lastValue && by.more.length > 0 ? { count: by.more.length, onShow: onMore } : undefined
    return {
      ...column,
      figure: index,
      head: (
        <Suspense fallback={column.label}>
          <DimensionHeadPart.Component
            column={dimension}
            label={column.label}
            dimension={by.dimension.name}
            expanded={value ? expanded.has(value.id) : false}
            onToggle={head.onToggle}
            more={more}
            takeFocus={value !== undefined && value.id === head.focusValue}
          />
        </Suspense>
      ),
    }
  })
}

/** The ledger a value's figure opens: the account's, filtered by the value and the values shown under it (its column holds their lines too); any other column's opens the account's whole ledger. */
export function valueFilterOf(column: { dimension?: DimensionColumn }, by: ByDimension) {
  const value = column.dimension?.kind === 'value' ? column.dimension.value : undefined
  if (!value) return undefined
  const ids: string[] = []
  const chosen = new Set(by.chosen)
  const childrenOf = new Map(by.values.map((entry) => [entry.id, entry.childIds]))
  const add = (id: string) => {
    ids.push(id)
    for (const child of childrenOf.get(id) ?? []) if (chosen.has(child)) add(child)
  }
  add(value.id)
  return [{ dimensionId: by.dimension.id, dimensionValueIds: ids }]
}
