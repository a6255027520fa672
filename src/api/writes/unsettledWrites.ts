/**
 * The bank-transaction writes whose outcome is not known yet, and the instant to look for them
 * from: what must be held from the moment a write is sent, before any check runs.
 */
import { parseDateTime } from '../../format/date'
import type { BankTransactionInput } from '../types'

/** A write whose outcome no check has told yet. */
interface UnsettledWrite {
  /** The `lastUpdatedDate` taken before its first unanswered attempt (`undefined`: none was known, so the check walks the whole set). */
  since: string | undefined
  /**
   * Until when it may still land, in epoch milliseconds: an attempt that timed out or was cancelled
   * may be stored until a settle window after it was sent; one the service answered, or whose
   * connection broke, has been dealt with (its send time).
   */
  settlesAt: number
}

/** Writes whose outcome no check has told yet, by the record they write (see `writeKey`). Kept per client, so per signed-in user. */
export type UnsettledWrites = Map<string, UnsettledWrite>

/** Which record a write is for: a create by its `apiName` + `apiSourceId`, an update or a delete by its id. */
export function writeKey(item: BankTransactionInput | { deleteId: string }): string | undefined {
  if ('deleteId' in item) return `delete:${item.deleteId}`
  if (item.id) return `update:${item.id}`
  return item.apiSourceId ? `create:${item.apiName ?? ''}:${item.apiSourceId}` : undefined
}

/** The oldest of several instants; `undefined` (no instant: walk everything) wins, and so does an instant that is not a real datetime. */
export function oldest(instants: Array<string | undefined>): string | undefined {
  let oldestAt = Infinity
  let found: string | undefined
  for (const instant of instants) {
    const at = instant === undefined ? undefined : parseDateTime(instant)
    if (at === undefined) return undefined
    if (at <= oldestAt) [oldestAt, found] = [at, instant]
  }
  return found
}
