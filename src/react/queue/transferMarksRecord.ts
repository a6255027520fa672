/**
 * The record of transfers marked before their other side arrived (`transferMarks:<companyId>`):
 * its strict reader and its merging writer, loaded when the queue's transfer part first reads it.
 *
 * A mark says which of the company's accounts the money went to (or came from); the transaction
 * itself is saved as a `TRANSFER`, reviewed, and waits in transit (decision 27). When the other
 * side arrives in that account the queue pairs the two and the mark is settled. Marks are keyed by
 * transaction, so two tabs marking at once both count: a save the store refuses is read again and
 * made again. A record that cannot be read is never written over.
 */
import { transferMarksKey } from '../../core/store/store'
import type { BookkeepingContextValue } from '../provider/context'
import { changeStoredRecord, loadStoredRecord, type StoredReading } from '../../core/store/storedRecords'

/** One transfer waiting for its other side. */
export interface TransferMark {
  transactionId: string
  /** The account the money moved to (money out) or from (money in). */
  bankAccountId: string
  /** When it was marked (ISO). */
  at: string
}

/** The stored record: every mark still waiting. */
export interface TransferMarksRecord {
  format: 'bookkit.transferMarks'
  formatVersion: 1
  marks: TransferMark[]
}

export const NO_MARKS: TransferMarksRecord = { format: 'bookkit.transferMarks', formatVersion: 1, marks: [] }
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const onlyKeys = (value: Record<string, unknown>, keys: readonly string[]) => Object.keys(value).find((key) => !keys.includes(key))
const isId = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** Reads a stored marks record: anything unknown or mistyped is refused with its field's path. */
export function readTransferMarks(value: unknown): StoredReading<TransferMarksRecord> {
  if (!isObject(value)) return { ok: false, field: '' }
  const extra = onlyKeys(value, ['format', 'formatVersion', 'marks'])
  if (extra !== undefined) return { ok: false, field: extra }
  if (value.format !== NO_MARKS.format) return { ok: false, field: 'format' }
  if (value.formatVersion !== 1) return { ok: false, field: 'formatVersion' }
  if (!Array.isArray(value.marks)) return { ok: false, field: 'marks' }
  const marks: TransferMark[] = []
  for (const [index, entry] of value.marks.entries()) {
    const at = `marks.${index}`
    if (!isObject(entry)) return { ok: false, field: at }
    const unknownField = onlyKeys(entry, ['transactionId', 'bankAccountId', 'at'])
    if (unknownField !== undefined) return { ok: false, field: `${at}.${unknownField}` }
    if (!isId(entry.transactionId)) return { ok: false, field: `${at}.transactionId` }
    if (!isId(entry.bankAccountId)) return { ok: false, field: `${at}.bankAccountId` }
    if (typeof entry.at !== 'string' || Number.isNaN(Date.parse(entry.at))) return { ok: false, field: `${at}.at` }
    marks.push({ transactionId: entry.transactionId, bankAccountId: entry.bankAccountId, at: entry.at })
  }
  return { ok: true, record: { ...NO_MARKS, marks } }
}

/** The stored record cannot be read (a newer version, or edited by hand): never written over. */
export class TransferMarksUnreadableError extends Error {
  constructor(
    readonly key: string,
    readonly field: string,
  ) {
    super(`bookkit: the transfer marks stored under "${key}" cannot be read (${field}); nothing was changed.`)
    this.name = 'TransferMarksUnreadableError'
  }
}

/** The company's marks as stored, and the version to save over. */
export function loadTransferMarks(
  context: Pick<BookkeepingContextValue, 'store' | 'owner'>,
  companyId: string,
): Promise<{ record: TransferMarksRecord; version: string | null }> {
  return loadStoredRecord(
    context,
    transferMarksKey(companyId),
    NO_MARKS,
    readTransferMarks,
    (key, field) => new TransferMarksUnreadableError(key, field),
  )
}

/**
 * Adds marks and settles others (by transaction id), over what another tab saved meanwhile. A mark
 * for a transaction already marked replaces it; nothing to change saves nothing.
 */
export function changeTransferMarks(
  context: Pick<BookkeepingContextValue, 'store' | 'owner' | 'queryClient' | 'keys'>,
  companyId: string,
  change: { add?: readonly TransferMark[]; settle?: readonly string[] },
): Promise<void> {
  const added = new Map((change.add ?? []).map((mark) => [mark.transactionId, mark]))
  const gone = new Set([...(change.settle ?? []), ...added.keys()])
  return changeStoredRecord(
    context,
    transferMarksKey(companyId),
    () => loadTransferMarks(context, companyId),
    (record) => {
      const kept = record.marks.filter((mark) => !gone.has(mark.transactionId))
      if (kept.length === record.marks.length && added.size === 0) return undefined
      return { ...record, marks: [...kept, ...added.values()] }
    },
  )
}
