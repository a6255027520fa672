/**
 * A month's close in the `store` (./monthClose.ts): its reads, and the two writes, a
 * sign-off and a reopening. Each write is the month's record first (the truth: who, when, what
 * was left), then the company's list of signed-off months, which is mended from the record
 * wherever the record is read; so a failure between the two, or a reload, leaves nothing half
 * done. A record another tab changed is read again and the change made again; one that cannot be
 * read is never written over; a month another person signed off meanwhile is not signed off twice.
 */
import {
  closeKey,
  emptyCloseRecord,
  mendSignedMonths,
  NO_SIGNED_MONTHS,
  signedMonthOf,
  signedMonthsKey,
  signOffInForce,
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
type StoreContext = Parameters<typeof recordStore>[0]
/** That, and the cache a saved record is left in. */
type WriteContext = StoreContext & Pick<BooksPort, 'queryClient' | 'keys'>

const unreadable = (key: string, field: string) => new CloseRecordUnreadableError(key, field)

/** A month's record as stored (an empty one when there is none), and the version to save over. */
const loadCloseRecord = (context: StoreContext, companyId: string, month: string) =>
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

/**
 * Brings the company's list in line with a record just saved. A list that fails to save leaves the
 * record as it is (the sign-off or reopening is done) and marks the record's read stale: its next
 * read, at once if it is on screen, else on a reload, mends the list.
 */
async function mendAfterSave(context: WriteContext, companyId: string, record: CloseRecord): Promise<void> {
  try {
    await mendList(context, companyId, record)
  } catch {
    void context.queryClient.invalidateQueries({ queryKey: context.keys.stored(closeKey(companyId, record.month)), exact: true })
  }
}

/** Brings the company's list in line with `record` (nothing saved when it already is). */
function mendList(context: WriteContext, companyId: string, record: CloseRecord): Promise<void> {
  const entry = signedMonthOf(record)
  return changeStoredRecord(
    context,
    signedMonthsKey(companyId),
    () => loadSignedMonths(context, companyId),
    (list) => mendSignedMonths(list, record.month, entry),
  )
}

/**
 * Signs `month` off with `signOff`: kept in the month's record (refused when the month is signed
 * off already, by whoever did it meanwhile), then in the company's list. Resolves to the record
 * saved once the record is; the list follows it.
 */
export async function signOffMonth(context: WriteContext, companyId: string, month: string, signOff: SignOff): Promise<CloseRecord> {
  const key = closeKey(companyId, month)
  let saved: CloseRecord | undefined
  await changeStoredRecord(
    context,
    key,
    () => loadCloseRecord(context, companyId, month),
    (record) => {
      const inForce = signOffInForce(record)
      if (inForce) throw new CloseRefusedError('signedOff', inForce)
      saved = { ...record, signOffs: [...record.signOffs, signOff] }
      return saved
    },
  )
  await mendAfterSave(context, companyId, saved!)
  return saved!
}

/**
 * Reopens `month`: its sign-off in force, the one seen at `seenAt`, is marked reopened (who, when,
 * why), then the month leaves the company's list.
 */
export async function reopenMonth(
  context: WriteContext,
  companyId: string,
  month: string,
  reopened: NonNullable<SignOff['reopened']>,
  /** When the sign-off the user saw was made: another one in force now (reopened and signed off again meanwhile) is not theirs to reopen. */
  seenAt?: string,
): Promise<CloseRecord> {
  let saved: CloseRecord | undefined
  await changeStoredRecord(
    context,
    closeKey(companyId, month),
    () => loadCloseRecord(context, companyId, month),
    (record) => {
      const inForce = signOffInForce(record)
      if (!inForce) throw new CloseRefusedError('notSignedOff')
      if (seenAt !== undefined && inForce.at !== seenAt) throw new CloseRefusedError('signedOff', inForce)
      saved = { ...record, signOffs: record.signOffs.map((one, at) => (at === record.signOffs.length - 1 ? { ...one, reopened } : one)) }
      return saved
    },
  )
  await mendAfterSave(context, companyId, saved!)
  return saved!
}
