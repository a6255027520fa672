import { MAX_PAGE_SIZE } from '../../../api/transport/paginate'

/** Records per page of a list unless the host asks otherwise (README decision 10). */
const DEFAULT_PAGE_SIZE = 100

/** A page size the service accepts: a whole number from 1 to 250. */
export function clampPageSize(pageSize: number | undefined): number {
  if (pageSize === undefined || !Number.isFinite(pageSize)) return DEFAULT_PAGE_SIZE
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(pageSize)))
}
