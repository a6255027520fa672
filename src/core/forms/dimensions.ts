import type { ClassSegment, AccountingDimension, AccountingDimensionValue } from '../../api/types'
import { namePath } from '../../format/isolate'
import type { DimensionValueOption, OptionSource, PickerOption } from './optionSource'

/** Chosen dimension values by dimension id; `''` where none is chosen. */
export type DimensionSelection = Record<string, string>

/** The dimensions an editor shows, and the dimension of every value it has heard of. */
export interface DimensionIndex {
  dimensions: AccountingDimension[]
  /** Value id → its dimension's id. */
  dimensionOf: ReadonlyMap<string, string>
  /** Value id → how the record names it ("Market › Saturday market"), for pickers that cannot list it. */
  known: ReadonlyMap<string, PickerOption>
}

/** A value chosen on a record, as the service answers it: nested `child` values end at the chosen one. */
type AnsweredValue = ClassSegment | AccountingDimensionValue

function dimensionOfAnswer(value: AnsweredValue): AccountingDimension {
  return 'label' in value ? value.label : value.dimension
}

/** The chosen (deepest) value of an answered selection, with its full name. */
export function chosenValue(value: AnsweredValue): { dimension: AccountingDimension; option: PickerOption } {
  const names = [value.name]
  let leaf: AnsweredValue = value
  while (leaf.child) {
    leaf = leaf.child
    names.push(leaf.name)
  }
  return { dimension: dimensionOfAnswer(value), option: { id: leaf.id, name: namePath(names) } }
}

/**
 * Dimensions from the host's `dimensions`, its list of values, and the records' own answers, in
 * that order of preference; each dimension once.
 */
export function buildDimensionIndex(
  dimensions: readonly AccountingDimension[] | undefined,
  values: OptionSource<DimensionValueOption> | undefined,
  answered: readonly AnsweredValue[],
): DimensionIndex {
  const byId = new Map<string, AccountingDimension>()
  const dimensionOf = new Map<string, string>()
  const known = new Map<string, PickerOption>()
  for (const dimension of dimensions ?? []) byId.set(dimension.id, dimension)
  if (Array.isArray(values)) {
    for (const value of values as readonly DimensionValueOption[]) {
      if (!byId.has(value.dimension.id)) byId.set(value.dimension.id, value.dimension)
      dimensionOf.set(value.id, value.dimension.id)
    }
  }
  for (const value of answered) {
    const { dimension, option } = chosenValue(value)
    if (!byId.has(dimension.id)) byId.set(dimension.id, dimension)
    dimensionOf.set(option.id, dimension.id)
    known.set(option.id, option)
  }
  return { dimensions: [...byId.values()], dimensionOf, known }
}

/** Splits saved value ids into one choice per known dimension, and the ids of dimensions the editor does not show. */
export function selectionOf(ids: readonly string[], index: DimensionIndex): { selection: DimensionSelection; extra: string[] } {
  const selection: DimensionSelection = Object.fromEntries(index.dimensions.map((dimension) => [dimension.id, '']))
  const extra: string[] = []
  for (const id of ids) {
    const dimensionId = index.dimensionOf.get(id)
    if (dimensionId !== undefined && selection[dimensionId] === '') selection[dimensionId] = id
    else extra.push(id)
  }
  return { selection, extra }
}
