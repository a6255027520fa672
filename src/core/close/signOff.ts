/**
 * A month's sign-off and its reopening, written through the core's port: what a sign-off keeps (each
 * item's state, figure and reason, the trial balance's totals, each account's balance and the
 * month's bank transactions as they stood), refused before anything is read or saved when an item
 * not done has no reason or the session may only read; the month's record written ahead of the
 * company's list (./record.ts), the provider told once it is saved, and the record read again after
 * a write refused or failed, to show what is there now.
 */
import type { BankTransaction } from '../../api/types'
import type { StorageOwner } from '../store/browserStorage'
import type { BooksPort } from '../store/port'
import type { CloseAccountBalance, MonthEndCloseItem } from './closeItems'
import { lackingReasons } from './items'
import { closeKey, monthOf, signedTransactionOf, type CloseItemId, type CloseRecord, type SignedBalance, type SignOff } from './monthClose'
import { CloseRefusedError, reopenMonth, signOffMonth } from './record'

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

/** A month's close as it stands when the user signs it off or reopens it. */
export interface MonthToSign {
  /** The company whose store keeps the close; `undefined` until its transactions tell it. */
  companyId: string | undefined
  /** `YYYY-MM`; `undefined` when the month cannot be read. */
  month: string | undefined
  items: readonly MonthEndCloseItem[]
  /** The company's synced bank transactions, once the set is whole: the month's live ones are kept. */
  transactions: readonly BankTransaction[] | undefined
  /** The trial balance's totals at the month's end, once final. */
  totals: { debits: number; credits: number } | undefined
  /** Each account's balance at the month's end, once final. */
  accountBalances: readonly CloseAccountBalance[] | undefined
  /** The sign-off in force as the user saw it: another one now is not theirs to reopen. */
  signedOff: SignOff | undefined
  /** The session may only read. */
  readOnly: boolean
}

/**
 * The sign-off of `close` made at `at`, or `SignOffIncompleteError` naming each item not done
 * without a reason (and none while the month's transactions are still read).
 */
function signOffOf(close: MonthToSign, { reasons = {}, userName }: SignOffInput, at: string): SignOff {
  const { month, transactions, accountBalances } = close
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
    ...(close.totals && { trialBalance: close.totals }),
    ...(accountBalances && {
      balances: accountBalances.flatMap(({ account, balance }): SignedBalance[] => (balance ? [[account.id, balance]] : [])),
    }),
    transactions: transactions.filter((one) => monthOf(one.date ?? '') === month && one.status !== 'DELETED').map(signedTransactionOf),
  }
}

/** Runs a write of the month's record for `close`: refused at once in a read-only session; refused or failed, the record is read again. */
async function writing(port: ClosePort, close: MonthToSign, write: () => Promise<CloseRecord>): Promise<CloseRecord> {
  // Refused before anything is read or saved: the store is the host's, and would take the write.
  if (close.readOnly) throw new CloseRefusedError('readOnly')
  try {
    return await write()
  } catch (error) {
    const { companyId, month } = close
    if (companyId !== undefined && month !== undefined)
      void port.queryClient.invalidateQueries({ queryKey: port.keys.stored(closeKey(companyId, month)), exact: true })
    throw error
  }
}

/** Signs the month of `close` off: its record, then the company's list; the provider is told once the record is saved. */
export function signMonthOff(port: ClosePort, close: MonthToSign, input: SignOffInput = {}, at = new Date().toISOString()) {
  return writing(port, close, async () => {
    const signOff = signOffOf(close, input, at)
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
