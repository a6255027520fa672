import { parseDateTime } from '../dates'
import { ApiFailure } from '../errors'
import { successResponse } from '../http'
import type { BankTransactionRecord } from '../model'
import type { ProfileConventions } from '../profile'
import type { Store } from '../store'
import { DEFAULT_LIMIT, decodeCursor, encodeCursor, limitRefusal, queryFingerprint, type LimitRule } from '../pagination'
import { bankTransactionWire } from '../serialize/bankTransaction'
import { canSee } from '../viewer'
import type { AuthorizedContext } from './types'

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
    throw ApiFailure.of(400, 'INVALID_FORMAT', 'lastUpdatedDate must be an ISO 8601 datetime, such as 2026-06-30T12:00:00.000Z.', 'lastUpdatedDate')
  }
  const fingerprint = queryFingerprint([since ?? null, viewer.companyIds])
  const cursorText = request.headers.get('cursor')
  let afterSeq = 0
  let watermark = store.clock.nowMillis()
  if (cursorText !== null && cursorText !== '') {
    const cursor = decodeCursor(cursorText, 'v5')
    if (cursor.q !== fingerprint || typeof cursor.after !== 'number' || typeof cursor.w !== 'number') {
      throw ApiFailure.of(400, 'INVALID_VALUE', 'The cursor belongs to another listing; start again from the first page.', 'cursor')
    }
    afterSeq = cursor.after
    watermark = cursor.w
  }
  const sinceIso = since === undefined ? undefined : new Date(since).toISOString()
  const page: BankTransactionRecord[] = []
  let hasMore = false
  // The cursor is the last seq handed out; the next page goes on from it in the listing's order.
  for (const transaction of inListingOrder(store, conventions.bankTransactionOrder, afterSeq)) {
    if (transaction.status === 'DELETED' || !canSee(viewer, transaction.companyId)) continue
    if (sinceIso !== undefined && transaction.updatedAt <= sinceIso) continue
    if (page.length === limit) {
      hasMore = true
      break
    }
    page.push(transaction)
  }
  const firstPage = afterSeq === 0
  const deletedIds = firstPage && since !== undefined
    ? store.deletions.filter((deletion) => deletion.deletedAt > since && canSee(viewer, deletion.companyId)).map((deletion) => deletion.id)
    : []
  const last = page.at(-1)
  return successResponse({
    data: page.map((transaction) => bankTransactionWire(store, transaction, 'dimensionValues', conventions.bankTransactionCustomData)),
    lastUpdatedDate: new Date(watermark).toISOString(),
    ...(hasMore && last ? { cursor: encodeCursor('v5', { after: last.seq, w: watermark, q: fingerprint }) } : {}),
    deletedIds,
  })
}

/** Records ordered by creation, as `store.bankTransactions` keeps them, cached until one is created. */
const creationOrder = new WeakMap<Store, BankTransactionRecord['id'][]>()

function idsByCreation(store: Store): BankTransactionRecord['id'][] {
  let ids = creationOrder.get(store)
  if (ids?.length !== store.bankTransactions.size) {
    ids = [...store.bankTransactions.keys()]
    creationOrder.set(store, ids)
  }
  return ids
}

/**
 * The transactions after the one with `afterSeq` (0: from the first) in the listing's order: by
 * creation, or the most recently created first (bookkit's listing, README decision 2), which for a
 * bank feed is the newest first. Newest first starts from the cursor by binary search: a page costs
 * its own length, whatever the size of the history.
 */
function* inListingOrder(store: Store, order: ProfileConventions['bankTransactionOrder'], afterSeq: number): Generator<BankTransactionRecord> {
  const records = store.bankTransactions
  if (order === 'creation') {
    for (const transaction of records.values()) if (transaction.seq > afterSeq) yield transaction
    return
  }
  const ids = idsByCreation(store)
  const seqAt = (index: number) => records.get(ids[index]!)!.seq
  let start = ids.length - 1
  if (afterSeq > 0) {
    // The last position whose seq is below the cursor's.
    let low = 0
    let high = ids.length - 1
    start = -1
    while (low <= high) {
      const middle = (low + high) >> 1
      if (seqAt(middle) < afterSeq) {
        start = middle
        low = middle + 1
      } else high = middle - 1
    }
  }
  for (let index = start; index >= 0; index--) yield records.get(ids[index]!)!
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
