// The values of the dimension a statement is split by, and which of them it shows: the host's
// values first, then those the records name, each parent before its children; the chosen ones
// (`byValues`, with what is nested under them) up to the column limit, the rest "more".
import type { AccountingDimensionValue, ClassSegment } from '../../../api/types'
import type { ByDimension, DimensionColumnValue } from '../byDimension'

/** A value as the host or a record gives it: nested values come as the parent with `child`, down to the chosen one. */
type ValuePath = AccountingDimensionValue | ClassSegment

const dimensionOf = (value: ValuePath) => ('label' in value ? value.label : value.dimension)

/** A value on its way to the tree: its name, its parent, where it was heard of. */
interface HeardValue {
  name: string
  parentId: string | undefined
  from: 'host' | 'records'
}

/** Adds each step of `path` (a parent, its child, … down to the chosen value), keeping what was heard first. */
function hear(heard: Map<string, HeardValue>, path: ValuePath, from: 'host' | 'records'): void {
  let parentId: string | undefined
  for (let value: ValuePath | undefined = path; value; value = value.child) {
    if (!heard.has(value.id)) heard.set(value.id, { name: value.name, parentId, from })
    parentId = value.id
  }
}

/**
 * Every value of dimension `by` the host's `dimensionValues` and the records name, as a tree in
 * order: the host's first, in its order, then the records', each parent before its children. A
 * value whose parent is not known (or that would nest under itself) stands at the top.
 */
export function dimensionValuesOf(
  by: string,
  host: readonly ValuePath[],
  records: readonly ValuePath[],
): { name: string | undefined; values: DimensionColumnValue[] } {
  const heard = new Map<string, HeardValue>()
  let name: string | undefined
  for (const [paths, from] of [
    [host, 'host'],
    [records, 'records'],
  ] as const) {
    for (const path of paths) {
      const dimension = dimensionOf(path)
      if (dimension.id !== by) continue
      name ??= dimension.name
      hear(heard, path, from)
    }
  }
  const children = new Map<string | undefined, string[]>()
  for (const [id, value] of heard) {
    const parentId = value.parentId !== undefined && heard.has(value.parentId) ? value.parentId : undefined
    children.set(parentId, [...(children.get(parentId) ?? []), id])
  }
  const values: DimensionColumnValue[] = []
  const placed = new Set<string>()
  const place = (id: string, parentId: string | undefined, depth: number) => {
    if (placed.has(id)) return
    placed.add(id)
    const value = heard.get(id)!
    const childIds = (children.get(id) ?? []).filter((child) => !placed.has(child))
    values.push({ id, name: value.name, parentId, childIds, depth, from: value.from })
    for (const child of childIds) place(child, id, depth + 1)
  }
  for (const id of children.get(undefined) ?? []) place(id, undefined, 0)
  return { name, values }
}

/** `id` and every value nested under it, in the tree's order. */
export function withDescendants(values: ReadonlyMap<string, DimensionColumnValue>, id: string): string[] {
  const value = values.get(id)
  return value ? [id, ...value.childIds.flatMap((child) => withDescendants(values, child))] : [id]
}

/**
 * How the statement is split: the values it shows (those of `byValues` and what is nested under
 * them, else every one), at most `maxValueColumns` of them, in the tree's order, the rest `more`.
 * A chosen value no one names yet is shown under its id (the host asked for it).
 */
export function splitOf(
  by: string,
  host: readonly ValuePath[],
  records: readonly ValuePath[],
  byValues: readonly string[] | undefined,
  maxValueColumns: number,
): Omit<ByDimension, 'sharedLines'> {
  const { name, values } = dimensionValuesOf(by, host, records)
  for (const id of byValues ?? []) {
    if (!values.some((value) => value.id === id)) values.push({ id, name: id, parentId: undefined, childIds: [], depth: 0, from: 'host' })
  }
  const byId = new Map(values.map((value) => [value.id, value]))
  const asked = byValues === undefined ? undefined : new Set(byValues.flatMap((id) => withDescendants(byId, id)))
  const chosen = values.filter((value) => asked === undefined || asked.has(value.id)).map((value) => value.id)
  const limit = Math.max(0, Math.floor(maxValueColumns))
  return {
    dimension: { id: by, name: name ?? by },
    values,
    chosen: chosen.slice(0, limit),
    more: chosen.slice(limit),
  }
}
