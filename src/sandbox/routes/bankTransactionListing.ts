import { parseDateTime } from '../dates'
import { ApiFailure } from '../errors'
import { successResponse } from '../http'
import type { BankTransactionRecord } from '../model'
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
  // The map keeps creation order, which is `seq` order: the cursor is the last seq handed out.
  for (const transaction of store.bankTransactions.values()) {
    if (transaction.seq <= afterSeq || transaction.status === 'DELETED' || !canSee(viewer, transaction.companyId)) continue
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

/** The `limit` header: a whole number (a sign allowed) within `rule`; 100 when absent. */
function headerLimit(text: string | null, rule: LimitRule): number {
  if (text === null || text === '') return DEFAULT_LIMIT
  if (!/^\s*-?\d+\s*$/.test(text)) throw ApiFailure.of(400, 'INVALID_FORMAT', 'The limit header must be a whole number.', 'limit')
  const limit = Number(text)
  const refusal = limitRefusal(limit, rule)
  if (refusal !== undefined) throw ApiFailure.of(400, 'INVALID_VALUE', refusal, 'limit')
  return limit < 1 ? DEFAULT_LIMIT : limit
}
