import { BookkeepingResponseError } from './errors'
import { errorItems, isRecord, type SuccessEnvelope } from './envelope'
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

/** One item of a batch save: the saved record, or why that item failed. Batch methods never throw for an item. */
export type BatchItemResult<T> =
  /** `recovered`: the answer was lost, and a sync found the record stored (see `saveBankTransactions` in the hooks). */
  | { ok: true; statusCode: number; data: T; errors?: undefined; recovered?: true }
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

/** The per-item results of a batch answer, in the order the items were sent. */
export function batchResults<T>(status: number, envelope: SuccessEnvelope, sent: number): BatchItemResult<T>[] {
  const items = envelope.data
  if (!Array.isArray(items) || items.length !== sent) {
    throw new BookkeepingResponseError(status, `a batch envelope without one result for each of the ${sent} items sent`)
  }
  return items.map((item): BatchItemResult<T> => {
    if (!isRecord(item)) throw new BookkeepingResponseError(status, 'a batch item that is not an object')
    const statusCode = typeof item.statusCode === 'number' ? item.statusCode : item.result === 'SUCCESS' ? 200 : 500
    if (item.result === 'SUCCESS' && isRecord(item.data)) return { ok: true, statusCode, data: item.data as T }
    const reported = errorItems(item.error)
    const errors: ErrorItem[] = reported.length > 0
      ? reported
      : [{ type: 'UNKNOWN_ERROR', message: 'The service did not save this item and gave no reason.' }]
    return { ok: false, statusCode, errors }
  })
}
