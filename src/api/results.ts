import { BookkeepingResponseError } from './errors'
import { errorItems, isRecord, type ItemResultsEnvelope, type SuccessEnvelope } from './transport/envelope'
import type { PageCursor, ErrorItem } from './types'

/** One page of a v6 list: its records, and the cursor while more pages exist. */
export interface ListPage<T> {
  data: T[]
  cursor?: PageCursor
}

/** One page of the general ledger; `beginningBalance` comes on the first page when asked for. */
export interface GeneralLedgerPage<T> extends ListPage<T> {
  beginningBalance?: number | null
}

/** One page of a v5 (header-paginated) list, with what changed since the `lastUpdatedDate` sent. */
export interface BankTransactionSyncPage<T> {
  data: T[]
  /** Send it back as `cursor` for the next page; absent on the last page. */
  cursor?: string
  /** Keep it and send it as `lastUpdatedDate` on the next sync to receive only changes; absent when the service sent none (the next sync is then a full one). */
  lastUpdatedDate?: string
  /** Records removed since the `lastUpdatedDate` sent. */
  deletedIds: string[]
}

/**
 * One item of a batch save, as the service answered it: stored (`data` is the saved record, absent
 * when the service confirmed without sending it), or why that item failed. Batch methods never
 * throw for an item.
 */
export type BatchItemResult<T> =
  | { ok: true; statusCode: number; data?: T; errors?: undefined }
  | { ok: false; statusCode: number; errors: ErrorItem[]; data?: undefined }

/** `data` of a single-object answer. */
export function objectData<T>(status: number, envelope: SuccessEnvelope): T {
  if (!isRecord(envelope.data)) throw new BookkeepingResponseError(status, 'an envelope without its data object')
  return envelope.data as T
}

/** `data` of a list answer, plus the cursor if the service sent one. */
export function pageData<T>(status: number, envelope: SuccessEnvelope): ListPage<T> {
  if (!Array.isArray(envelope.data)) throw new BookkeepingResponseError(status, 'a list envelope without its data array')
  const page: ListPage<T> = { data: envelope.data as T[] }
  const { cursor } = envelope
  if (isRecord(cursor) && typeof cursor.after === 'string' && cursor.after !== '') page.cursor = cursor as unknown as PageCursor
  return page
}

/**
 * The per-item results of a batch answer, in the order the items were sent, whatever the outer
 * result: an item is stored when it says SUCCESS (with a 2xx `statusCode`, or none), whether or not
 * it carries the record.
 */
export function batchResults<T>(status: number, envelope: SuccessEnvelope | ItemResultsEnvelope, sent: number): BatchItemResult<T>[] {
  const items = envelope.data
  if (!Array.isArray(items) || items.length !== sent) {
    throw new BookkeepingResponseError(status, `a batch envelope without one result for each of the ${sent} items sent`)
  }
  return items.map((item): BatchItemResult<T> => {
    if (!isRecord(item)) throw new BookkeepingResponseError(status, 'a batch item that is not an object')
    const given = typeof item.statusCode === 'number' ? item.statusCode : undefined
    if (item.result === 'SUCCESS' && (given === undefined || (given >= 200 && given <= 299))) {
      const statusCode = given ?? 200
      return isRecord(item.data) ? { ok: true, statusCode, data: item.data as T } : { ok: true, statusCode }
    }
    const statusCode = given ?? 500
    const reported = errorItems(item.error)
    const errors: ErrorItem[] =
      reported.length > 0 ? reported : [{ type: 'UNKNOWN_ERROR', message: 'The service did not save this item and gave no reason.' }]
    return { ok: false, statusCode, errors }
  })
}
