import { parseDateTime } from '../../dates'
import { ApiFailure } from '../../service/errors'
import { successResponse } from '../../service/http'
import type { BankTransactionRecord } from '../../model'
import type { ProfileConventions } from '../../service/profile'
import type { Store } from '../../store'
import { DEFAULT_LIMIT, decodeCursor, encodeCursor, limitRefusal, queryFingerprint, type LimitRule } from '../../service/pagination'
import { bankTransactionWire } from '../../serialize/bankTransaction'
import { canSee } from '../../service/viewer'
import type { AuthorizedContext } from '../types'

/**
 * One page of the token's bank transactions in the v5 header style (README decision 2), whichever
 * route asked: `limit`, `cursor` and `lastUpdatedDate` request headers; the envelope plus
 * `{data, lastUpdatedDate, cursor?, deletedIds}`. Without `lastUpdatedDate`: every live
 * transaction; with it: those changed since, plus the ids deleted since in `deletedIds`. The
 * answer's `lastUpdatedDate` is the moment of the first page, carried in the cursor, so a sync that
 * pages while others write misses nothing next time.
 */
export function bankTransactionPage({ request, store, viewer, conventions }: AuthorizedContext): Response {
  const limit = headerLimit(request.headers.get('limit'), { max: conventions.maxListLimit, belowOne: conventions.limitBelowOne })
  const sinceText = request.headers.get('lastUpdatedDate')
  const since = sinceText === null || sinceText === '' ? undefined : parseDateTime(sinceText)
  if (sinceText !== null && sinceText !== '' && since === undefined) {
    throw ApiFailure.of(
      400,
      'INVALID_FORMAT',
      'lastUpdatedDate must be an ISO 8601 datetime, such as 2026-06-30T12:00:00.000Z.',
      'lastUpdatedDate',
    )
  }
  const fingerprint = queryFingerprint([since ?? null, viewer.companyIds])
  const cursorText = request.headers.get('cursor')
  let after: ListingPosition | undefined
  let watermark = store.clock.nowMillis()
  if (cursorText !== null && cursorText !== '') {
    const cursor = decodeCursor(cursorText, 'v5')
    const dated = conventions.bankTransactionOrder === 'newestFirst'
    if (
      cursor.q !== fingerprint ||
      typeof cursor.after !== 'number' ||
      typeof cursor.w !== 'number' ||
      (dated && typeof cursor.d !== 'string')
    ) {
      throw ApiFailure.of(400, 'INVALID_VALUE', 'The cursor belongs to another listing; start again from the first page.', 'cursor')
    }
    after = { seq: cursor.after, date: typeof cursor.d === 'string' ? cursor.d : '' }
    watermark = cursor.w
  }
  const sinceIso = since === undefined ? undefined : new Date(since).toISOString()
  const page: BankTransactionRecord[] = []
  let hasMore = false
  // The cursor is the place of the last record handed out; the next page goes on from it in the listing's order.
  for (const transaction of inListingOrder(store, conventions.bankTransactionOrder, after)) {
    if (transaction.status === 'DELETED' || !canSee(viewer, transaction.companyId)) continue
    if (sinceIso !== undefined && transaction.updatedAt <= sinceIso) continue
    if (page.length === limit) {
      hasMore = true
      break
    }
    page.push(transaction)
  }
  const firstPage = after === undefined
  const deletedIds =
    firstPage && since !== undefined
      ? store.deletions
          .filter((deletion) => deletion.deletedAt > since && canSee(viewer, deletion.companyId))
          .map((deletion) => deletion.id)
      : []
  const last = page.at(-1)
  return successResponse({
    data: page.map((transaction) => bankTransactionWire(store, transaction, 'dimensionValues', conventions.bankTransactionCustomData)),
    lastUpdatedDate: new Date(watermark).toISOString(),
    ...(hasMore && last ? { cursor: encodeCursor('v5', { after: last.seq, d: last.date, w: watermark, q: fingerprint }) } : {}),
    deletedIds,
  })
}

/** Where a listing page ended: the last record handed out (its date matters only in date order). */
interface ListingPosition {
  seq: number
  date: string
}

/** The newest date first; on one date, the most recently created first. */
function newestFirst(a: ListingPosition, b: ListingPosition): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : b.seq - a.seq
}

/** The store's bank transactions in date order, sorted again only after one was put. */
const dateIndexes = new WeakMap<Store, { revision: number; records: BankTransactionRecord[] }>()

function recordsByDate(store: Store): BankTransactionRecord[] {
  let index = dateIndexes.get(store)
  if (index?.revision !== store.bankTransactionRevision) {
    index = { revision: store.bankTransactionRevision, records: [...store.bankTransactions.values()].sort(newestFirst) }
    dateIndexes.set(store, index)
  }
  return index.records
}

/**
 * The transactions after `after` (none: from the first) in the listing's order: by creation, or
 * the newest date first (bookkit's listing, README decision 2: a date-ordered walk lets a client
 * call a month whole once it has passed it). Date order starts from the cursor by binary search: a
 * page costs its own length, and a write between pages moves nothing the walk has still to hand out.
 */
function* inListingOrder(
  store: Store,
  order: ProfileConventions['bankTransactionOrder'],
  after: ListingPosition | undefined,
): Generator<BankTransactionRecord> {
  if (order === 'creation') {
    for (const transaction of store.bankTransactions.values()) if (transaction.seq > (after?.seq ?? 0)) yield transaction
    return
  }
  const records = recordsByDate(store)
  let index = 0
  if (after) {
    let high = records.length
    while (index < high) {
      const middle = (index + high) >>> 1
      if (newestFirst(records[middle]!, after) > 0) high = middle
      else index = middle + 1
    }
  }
  for (; index < records.length; index++) yield records[index]!
}

/** The `limit` header: a whole number (a sign allowed) within `rule`; 100 when absent. */
function headerLimit(text: string | null, rule: LimitRule): number {
  if (text === null || text === '') return DEFAULT_LIMIT
  if (!/^\s*-?\d+\s*$/.test(text)) throw ApiFailure.of(400, 'INVALID_FORMAT', 'The limit header must be a whole number.', 'limit')
  const limit = Number(text)
  const refusal = limitRefusal(limit, rule)
  if (refusal !== undefined) throw ApiFailure.of(400, 'INVALID_VALUE', refusal, 'limit')
  return limit < 1 ? DEFAULT_LIMIT : limit
}
