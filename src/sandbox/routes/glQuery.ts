import type { AccountingMethod, JsonObject } from '../model'
import { GL_MAX_LIMIT, readCursorText, readLimit } from '../service/pagination'
import type { ProfileConventions } from '../service/profile'
import type { Store } from '../store'
import { InputReader, isJsonObject } from '../service/validate'
import type { Viewer } from '../service/viewer'
import { readFilter, readIdIn, withSubValues } from './filters'
import { ReferenceCheck } from './references'

const FILTER_KEYS = ['includeBeginningBalance', 'beginDate', 'endDate', 'search', 'dimensionValues', 'customer'] as const

/** A GL query body, read and checked. */
export interface GlQuery {
  cursor: string | undefined
  limit: number
  accountingMethod: AccountingMethod | undefined
  includeBeginningBalance: boolean
  beginDate: string | undefined
  endDate: string | undefined
  /** Lower-cased. */
  search: string | undefined
  /** Each group: the selected values and their sub-values; a line must match every group. */
  dimensionGroups: ReadonlyArray<ReadonlySet<string>>
  customerIds: ReadonlySet<string> | undefined
  /** The query without cursor and limit, for the cursor's fingerprint. */
  shape: unknown
}

/**
 * Reads and checks a GL query body as the profile's conventions say; problems land in
 * `reader.issues`, unknown ids are thrown as 404. The accounting method is read from
 * `accountingMethodField`; with `false` no member carries it, and whatever the body holds there
 * is ignored.
 */
export function readGlQuery(
  reader: InputReader,
  body: JsonObject,
  store: Store,
  viewer: Viewer,
  companyId: string,
  conventions: ProfileConventions,
): GlQuery {
  const { accountingMethodField, unknownFilterMembers } = conventions
  const cursor = readCursorText(reader, body)
  const limit = readLimit(reader, body, { max: GL_MAX_LIMIT, belowOne: conventions.limitBelowOne })
  const accountingMethod =
    accountingMethodField === false ? undefined : (reader.oneOf(body, accountingMethodField, ['ACCRUAL', 'CASH'] as const) ?? undefined)
  const filter = readFilter(reader, body, FILTER_KEYS, unknownFilterMembers)
  const at = reader.at('filter')
  const includeBeginningBalance = at.boolean(filter, 'includeBeginningBalance') ?? false
  const beginDate = at.date(filter, 'beginDate') ?? undefined
  const endDate = at.date(filter, 'endDate') ?? undefined
  if (beginDate !== undefined && endDate !== undefined && endDate < beginDate)
    at.fail('INVALID_VALUE', 'endDate', 'filter.endDate must not be before filter.beginDate.')
  const search = at.string(filter, 'search', { max: 200 })?.trim().toLowerCase()
  const customerIds = readIdIn(at, filter, 'customer', unknownFilterMembers)
  const references = new ReferenceCheck(store, viewer, companyId)
  references.many(store.customers, customerIds, 'customer', 'filter.customer.id.in')
  const dimensionGroups = readDimensionGroups(at, filter, store, references)
  if (reader.ok) references.throwIfAny()
  return {
    cursor,
    limit,
    accountingMethod,
    includeBeginningBalance,
    beginDate,
    endDate,
    search: search === '' ? undefined : search,
    dimensionGroups,
    customerIds: customerIds ? new Set(customerIds) : undefined,
    shape: { accountingMethod: accountingMethod ?? null, filter },
  }
}

/** `[{dimensionId, dimensionValueIds}]`: values must belong to their dimension; sub-values count with their parent. */
function readDimensionGroups(reader: InputReader, filter: JsonObject, store: Store, references: ReferenceCheck): Array<Set<string>> {
  const list = reader.array(filter, 'dimensionValues', { max: 20 })
  if (!list) return []
  const groups: Array<Set<string>> = []
  const at = reader.at('dimensionValues')
  list.forEach((entry, index) => {
    if (!isJsonObject(entry)) return at.fail('INVALID_FORMAT', index, `${at.path(index)} must be an object.`)
    const item = at.at(index)
    const dimensionId = item.id(entry, 'dimensionId')
    const valueIds = item.stringList(entry, 'dimensionValueIds', { max: 100 })
    item.require(entry.dimensionId, 'dimensionId')
    item.require(entry.dimensionValueIds, 'dimensionValueIds')
    if (typeof dimensionId !== 'string' || !valueIds) return undefined
    const dimension = references.one(store.dimensions, dimensionId, 'dimension', item.path('dimensionId'))
    valueIds.forEach((valueId, valueIndex) => {
      const value = references.one(store.dimensionValues, valueId, 'dimension value', `${item.path('dimensionValueIds')}[${valueIndex}]`)
      if (dimension && value && value.dimensionId !== dimension.id) {
        item.fail('INVALID_VALUE', 'dimensionValueIds', `${valueId} is not a value of dimension ${dimension.id}.`)
      }
    })
    if (valueIds.length > 0) groups.push(withSubValues(store, valueIds))
    return undefined
  })
  return groups
}
