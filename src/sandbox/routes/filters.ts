import type { JsonObject } from '../model'
import type { UnknownMembers } from '../service/profile'
import type { Store } from '../store'
import type { InputReader } from '../service/validate'

/**
 * Reading the `filter` object of the query endpoints. Where the profile refuses unknown members a
 * typo is an error, not a silent no-op; where it ignores them, an unknown key restricts nothing.
 */

/** `filter` as an object (absent: `{}`); keys outside `allowed` are 400 INVALID_VALUE unless `unknown` is `'ignore'`. */
export function readFilter(reader: InputReader, body: JsonObject, allowed: readonly string[], unknown: UnknownMembers): JsonObject {
  const filter = reader.object(body, 'filter')
  if (!filter) return {}
  if (unknown === 'refuse') {
    const at = reader.at('filter')
    for (const key of Object.keys(filter)
      .filter((name) => !allowed.includes(name))
      .slice(0, 5)) {
      at.fail('INVALID_VALUE', key, `${at.path(key)} is not a filter here; use ${allowed.join(', ')}.`)
    }
  }
  return filter
}

/** Refuses keys of an operator object that are not among `operators`, unless `unknown` is `'ignore'`. */
export function checkOperators(
  reader: InputReader,
  key: string,
  value: JsonObject,
  operators: readonly string[],
  unknown: UnknownMembers,
): void {
  if (unknown === 'ignore') return
  const at = reader.at(key)
  for (const operator of Object.keys(value)
    .filter((name) => !operators.includes(name))
    .slice(0, 5)) {
    at.fail('INVALID_VALUE', operator, `${at.path(operator)} is not an operator here; use ${operators.join(', ')}.`)
  }
}

/**
 * `{id: {in: [...]}}` (customers, dimension values): the listed ids, or `undefined` for no
 * restriction. An empty list also means no restriction, as when nothing is selected in a picker.
 */
export function readIdIn(reader: InputReader, filter: JsonObject, key: string, unknown: UnknownMembers): string[] | undefined {
  const value = reader.object(filter, key)
  if (!value) return undefined
  checkOperators(reader, key, value, ['id'], unknown)
  const idReader = reader.at(key)
  const id = idReader.object(value, 'id')
  if (!id) return undefined
  checkOperators(idReader, 'id', id, ['in'], unknown)
  const list = idReader.at('id').stringList(id, 'in', { max: 500 })
  return list && list.length > 0 ? list : undefined
}

/** The selected dimension values and all their sub-values: choosing a value chooses what is filed under it. */
export function withSubValues(store: Store, ids: readonly string[]): Set<string> {
  const selected = new Set(ids)
  for (const value of store.dimensionValues.values()) {
    for (let parent = value.parentId, depth = 0; parent !== undefined && depth < 10; depth++) {
      if (selected.has(parent)) {
        selected.add(value.id)
        break
      }
      parent = store.dimensionValues.get(parent)?.parentId
    }
  }
  return selected
}
