import type { InvoiceFilter } from '../../api/types'

/** The filter nothing was chosen in; shared so an uncontrolled list starts from a stable object. */
export const NO_FILTER: InvoiceFilter = Object.freeze({}) as InvoiceFilter

/** Whether `value` carries nothing to send: undefined, an empty string, an empty list or an object of such. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.values(value).every(isBlank)
  return false
}

function compact(value: unknown): unknown {
  if (Array.isArray(value) || typeof value !== 'object' || value === null) return typeof value === 'string' ? value.trim() : value
  const entries = Object.entries(value).filter(([, member]) => !isBlank(member))
  return Object.fromEntries(entries.map(([key, member]) => [key, compact(member)]))
}

/**
 * The filter as the request carries it: blank members (an empty search, an emptied list, a range
 * with neither end) left out, so that clearing a field sends what was sent before it was filled.
 */
export function compactFilter(filter: InvoiceFilter): InvoiceFilter {
  return compact(filter) as InvoiceFilter
}

/** How many members of the filter panel are in use (the search box shows its own). */
export function panelFilterCount(filter: InvoiceFilter): number {
  return Object.keys(compactFilter(filter)).filter((key) => key !== 'search').length
}

/** `filter` with one member replaced (or removed when blank). */
export function withMember<K extends keyof InvoiceFilter>(
  filter: InvoiceFilter,
  key: K,
  value: InvoiceFilter[K] | undefined,
): InvoiceFilter {
  const next: InvoiceFilter = { ...filter }
  if (isBlank(value)) delete next[key]
  else next[key] = value
  return next
}
