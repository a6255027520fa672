/**
 * A month's close in the `store` (./monthClose.ts): its reads, the company's list of signed-off
 * months mended from the month's record wherever the record is read (so a sign-off or reopening
 * whose list was not saved, by a failure or a reload, is left half done by nothing), and the errors
 * the two writes (./signOff.ts) refuse with. A record that cannot be read is
 * never written over.
 */
import {
  closeKey,
  emptyCloseRecord,
  mendSignedMonths,
  NO_SIGNED_MONTHS,
  signedMonthOf,
  signedMonthsKey,
  type CloseItemId,
  type CloseRecord,
  type SignOff,
} from './monthClose'
import type { BooksPort } from '../store/port'
import type { recordStore } from '../store/recordStore'
import { changeStoredRecord, loadStoredRecord } from '../store/storedRecords'
import { readCloseRecord, readSignedMonths } from './monthCloseRead'

/** A stored close record that cannot be read (a newer version, or edited by hand): never written over. */
export class CloseRecordUnreadableError extends Error {
  constructor(
    readonly key: string,
    readonly field: string,
  ) {
    super(`bookkit: the month's close stored under "${key}" cannot be read (${field || 'the record'}); nothing was changed.`)
    this.name = 'CloseRecordUnreadableError'
  }
}

/** A sign-off refused: the month was signed off meanwhile (by `by`, at `at`), is not signed off to reopen, or the session may only read. */
export class CloseRefusedError extends Error {
  constructor(
    readonly reason: 'signedOff' | 'notSignedOff' | 'readOnly',
    readonly signOff?: SignOff,
  ) {
    super(
      reason === 'signedOff'
        ? `bookkit: the month was signed off meanwhile${signOff?.by ? ` by ${signOff.by}` : ''}; nothing was changed.`
        : reason === 'notSignedOff'
          ? 'bookkit: the month is not signed off; nothing was reopened.'
          : 'bookkit: this session may only read; the month was neither signed off nor reopened.',
    )
    this.name = 'CloseRefusedError'
  }
}

/** Where the records are kept: the host's `store`, else this browser's storage for the session's user. */
/** A sign-off refused before anything was saved: the items not done that have no reason (`fields`), or transactions still being read. */
export class SignOffIncompleteError extends Error {
  constructor(readonly fields: CloseItemId[]) {
    super(
      fields.length > 0
        ? `bookkit: the month cannot be signed off: ${fields.join(', ')} ${fields.length === 1 ? 'is' : 'are'} not done and no reason was given.`
        : 'bookkit: the month cannot be signed off until its bank transactions are read.',
    )
    this.name = 'SignOffIncompleteError'
  }
}

type StoreContext = Parameters<typeof recordStore>[0]
/** That, and the cache a saved record is left in. */
export type WriteContext = StoreContext & Pick<BooksPort, 'queryClient' | 'keys'>

const unreadable = (key: string, field: string) => new CloseRecordUnreadableError(key, field)

/** A month's record as stored (an empty one when there is none), and the version to save over. */
export const loadCloseRecord = (context: StoreContext, companyId: string, month: string) =>
  loadStoredRecord(context, closeKey(companyId, month), emptyCloseRecord(month), (value) => readCloseRecord(value, month), unreadable)

/** The company's signed-off months as stored, and the version to save over. */
export const loadSignedMonths = (context: StoreContext, companyId: string) =>
  loadStoredRecord(context, signedMonthsKey(companyId), NO_SIGNED_MONTHS, readSignedMonths, unreadable)

/** Reads a month's record, and mends the company's list from it (a sign-off or reopening whose list was not saved: a failure, a reload). */
export async function readCloseRecordMending(context: WriteContext, companyId: string, month: string): Promise<CloseRecord> {
  const { record } = await loadCloseRecord(context, companyId, month)
  void mendList(context, companyId, record).catch(() => {})
  return record
}

/** Brings the company's list in line with `record` (nothing saved when it already is). */
export function mendList(context: WriteContext, companyId: string, record: CloseRecord): Promise<void> {
  const entry = signedMonthOf(record)
  return changeStoredRecord(
    context,
    signedMonthsKey(companyId),
    () => loadSignedMonths(context, companyId),
    (list) => mendSignedMonths(list, record.month, entry),
  )
}
