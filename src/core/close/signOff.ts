/**
 * A month's sign-off and its reopening, written through the core's port: what a sign-off keeps (each
 * item's state, figure and reason, the trial balance's totals, each account's balance and the
 * month's bank transactions as they stood), refused before anything is read or saved when an item
 * not done has no reason or the session may only read. Each write is the month's record first (the
 * truth: who, when, what was left), then the company's list of signed-off months, which is mended
 * from the record wherever the record is read (./record.ts): a failure between the two, or a
 * reload, leaves nothing half done. A record another tab changed is read again and the change made
 * again; a month another person signed off meanwhile is not signed off twice. The provider is told
 * once the record is saved, and the record read again after a write refused or failed, to show what
 * is there now.
 */
import type { BankTransaction } from '../../api/types'
import type { StorageOwner } from '../store/browserStorage'
import type { BooksPort } from '../store/port'
import type { CloseAccountBalance, MonthEndCloseItem } from './closeItems'
import { lackingReasons } from './items'
import { changeStoredRecord } from '../store/storedRecords'
import {
  closeKey,
  monthOf,
  signedTransactionOf,
  signOffInForce,
  type CloseItemId,
  type CloseRecord,
  type SignedBalance,
  type SignOff,
} from './monthClose'
import { CloseRefusedError, loadCloseRecord, mendList, SignOffIncompleteError, type WriteContext } from './record'

/** What the close's writes need: the core's port, and whose browser storage keeps the records without a host `store`. */
export type ClosePort = BooksPort & { owner: StorageOwner }

/** What a sign-off is given: why each item not done is signed off all the same, and who signs. */
export interface SignOffInput {
  reasons?: Partial<Record<CloseItemId, string>>
  /** Who signs off, as the host names the signed-in user. */
  userName?: string
}

/** What a reopening is given. */
export interface ReopenInput {
  reason?: string
  userName?: string
}

/** A month's close as the user sees it when they sign it off or reopen it (`useMonthEndClose`'s). */
export interface MonthToSign {
  /** The company whose store keeps the close; `undefined` until its transactions tell it. */
  companyId: string | undefined
  /** `YYYY-MM`; `undefined` when the month cannot be read. */
  month: string | undefined
  items: readonly MonthEndCloseItem[]
  /** The trial balance's totals at the month's end, once final. */
  trialBalance: { debits: number; credits: number } | undefined
  /** The sign-off in force as the user saw it: another one now is not theirs to reopen. */
  signedOff: SignOff | undefined
  /** The session may only read. */
  readOnly: boolean
}

/**
 * The sign-off of `close` made at `at`, keeping the month's live `transactions` and each account's
 * balance not zero; or `SignOffIncompleteError` naming each item not done without a reason (and
 * none while the month's transactions are still read).
 */
function signOffOf(
  close: MonthToSign,
  transactions: readonly BankTransaction[] | undefined,
  accountBalances: readonly CloseAccountBalance[] | undefined,
  { reasons = {}, userName }: SignOffInput,
  at: string,
): SignOff {
  const { month } = close
  const lacking = lackingReasons(close.items, reasons)
  if (lacking.length > 0 || !transactions || close.companyId === undefined || month === undefined) throw new SignOffIncompleteError(lacking)
  return {
    at,
    ...(userName && { by: userName }),
    items: close.items.map((item) => ({
      id: item.id,
      state: item.state,
      ...(Number.isSafeInteger(item.left) && { figure: item.left }),
      ...(item.state !== 'done' && { reason: reasons[item.id]!.trim() }),
    })),
    ...(close.trialBalance && { trialBalance: close.trialBalance }),
    ...(accountBalances && {
      balances: accountBalances.flatMap(({ account, balance }): SignedBalance[] => (balance ? [[account.id, balance]] : [])),
    }),
    transactions: transactions.filter((one) => monthOf(one.date ?? '') === month && one.status !== 'DELETED').map(signedTransactionOf),
  }
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

/** Runs a write of the month's record for `close`: refused at once in a read-only session; refused or failed, the record is read again. */
function writing(port: ClosePort, { companyId, month, readOnly }: MonthToSign, write: () => Promise<CloseRecord>): Promise<CloseRecord> {
  // Refused before anything is read or saved: the store is the host's, and would take the write.
  if (readOnly) return Promise.reject(new CloseRefusedError('readOnly'))
  return write().catch((error: unknown) => {
    if (companyId !== undefined && month !== undefined)
      void port.queryClient.invalidateQueries({ queryKey: port.keys.stored(closeKey(companyId, month)), exact: true })
    throw error
  })
}

/** Signs the month of `close` off: its record, then the company's list; the provider is told once the record is saved. */
export function signMonthOff(
  port: ClosePort,
  close: MonthToSign,
  /** The company's synced transactions once the set is whole: the month's live ones are kept. */
  transactions: readonly BankTransaction[] | undefined,
  /** Each account's balance at the month's end, once final. */
  accountBalances: readonly CloseAccountBalance[] | undefined,
  input: SignOffInput = {},
  at = new Date().toISOString(),
) {
  return writing(port, close, async () => {
    const signOff = signOffOf(close, transactions, accountBalances, input, at)
    // Known once the sign-off could be made.
    const companyId = close.companyId!
    const month = close.month!
    const saved = await signOffMonth(port, companyId, month, signOff)
    port.emit({ type: 'monthSignedOff', companyId, month })
    return saved
  })
}

/** Reopens the month of `close`, keeping who, when and why: the sign-off the user saw, not one made meanwhile. */
export function reopenSignedMonth(
  port: ClosePort,
  close: MonthToSign,
  { reason, userName }: ReopenInput = {},
  at = new Date().toISOString(),
) {
  return writing(port, close, async () => {
    const { companyId, month } = close
    if (companyId === undefined || month === undefined) throw new SignOffIncompleteError([])
    const reopened = { at, ...(userName && { by: userName }), ...(reason?.trim() && { reason: reason.trim() }) }
    const saved = await reopenMonth(port, companyId, month, reopened, close.signedOff?.at)
    port.emit({ type: 'monthReopened', companyId, month })
    return saved
  })
}
