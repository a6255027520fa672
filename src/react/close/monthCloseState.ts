/**
 * A month's close put together: its seven items (the ones not told yet stand as not known, still
 * counting), its record and sign-off in force, and the sign-off and reopening that keep the
 * month's record. What `useMonthEndClose` gives, and what `<MonthEndClose>` draws while the
 * ledger's items and the suggestions left arrive with their own code.
 */
import { useMutation } from '@tanstack/react-query'
import {
  balancesMovedSince,
  nothingRecordedBy,
  totalsMovedSince,
  type CloseAccountBalance,
  type CloseItemFilter,
  type CloseItemOf,
  type MonthEndCloseItem,
} from '../../core/close/closeItems'
import {
  CLOSE_ITEM_IDS,
  closeKey,
  signedTransactionOf,
  signOffInForce,
  type CloseItemId,
  type CloseItemState,
  type CloseRecord,
  type SignedBalance,
  type SignOff,
} from '../../core/close/monthClose'
import type { ClosingState } from './closing'
import { useBookkeepingContext } from '../provider/context'
import type { LedgerItems } from './monthCloseLedger'
import { CloseRefusedError, reopenMonth, signOffMonth } from './monthCloseRecord'
import { useSession } from '../provider/provided'
import type { CloseTallies } from './monthCloseTallies'

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

/** A month's close, for `<MonthEndClose month>` or a host's own drawing. */
export interface MonthEndCloseState {
  /** `YYYY-MM`; `undefined` when the month cannot be read (`error` names it). */
  month: string | undefined
  from: string | undefined
  to: string | undefined
  /** The company whose store keeps the close; `undefined` until its transactions tell it. */
  companyId: string | undefined
  /** The seven items, most important first. */
  items: MonthEndCloseItem[]
  /** Items with something left. */
  toDo: number
  /** Items not known (yet, or at all). */
  unknown: number
  /** Every item is done: the month may be signed off without a reason. Never of a month with nothing recorded. */
  ready: boolean
  /** Nothing is recorded by the month's end (a month before the books began, not signed off): nothing to sign off, as the overview says too. */
  nothingRecorded: boolean
  /** The month's record; `undefined` while it is read. */
  record: CloseRecord | undefined
  /** The sign-off in force, if the month is signed off. */
  signedOff: SignOff | undefined
  /** The service's own closing (read-only here: the service offers no way to set it). */
  closing: ClosingState | undefined
  /** The trial balance's totals at the month's end, once final. */
  trialBalance: { debits: number; credits: number } | undefined
  /** Why the month cannot be read, or its record cannot. */
  error: Error | null
  /** Signs the month off; rejects naming the items left without a reason, or when someone signed it off meanwhile. */
  signOff: (input?: SignOffInput) => Promise<CloseRecord>
  /** Reopens a signed-off month, keeping who, when and why. */
  reopen: (input?: ReopenInput) => Promise<CloseRecord>
  /** A sign-off or reopening is being saved. */
  isSaving: boolean
  /** The session may only read (its token's scope): `signOff` and `reopen` refuse (`CloseRefusedError`, reason `readOnly`), saving nothing. */
  readOnly: boolean
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

/** An item not told yet: not known, still counting. */
function pending(id: 'match' | 'suspense' | 'receivables' | 'balances', filter: CloseItemFilter): MonthEndCloseItem {
  const base = { state: 'unknown' as const, figures: 'counting' as const, left: undefined, error: null, filter }
  switch (id) {
    case 'match':
      return { ...base, id, deposits: undefined, transfers: undefined }
    case 'suspense':
      return { ...base, id, accounts: [] }
    case 'receivables':
      return { ...base, id, ledger: undefined, accounts: [], invoices: undefined, difference: undefined, explaining: [] }
    case 'balances':
      return { ...base, id, trialBalance: undefined, balanceSheet: undefined }
  }
}

/**
 * The close of `month` from its parts: the set's and the store's (`tallies`, for `[month]`), the
 * suggestions left (`match`) and the ledger's (`ledger`), each `undefined` while not told.
 */
export function useCloseState(
  month: string | undefined,
  tallies: CloseTallies,
  match: CloseItemOf<'match'> | undefined,
  ledger: LedgerItems | undefined,
  closing: ClosingState | undefined,
  error: Error | null,
): MonthEndCloseState {
  const context = useBookkeepingContext()
  const { readOnly } = useSession()
  const readable = month !== undefined
  const tallied = tallies.months[0]
  const range = tallied?.review.filter
  const totals = ledger?.totals
  const accountBalances = ledger?.accountBalances
  const items: MonthEndCloseItem[] =
    tallied && range
      ? [
          tallied.review,
          tallied.reconcile,
          match ?? pending('match', range),
          ledger?.suspense ?? pending('suspense', range),
          ledger?.receivables ?? pending('receivables', range),
          ledger?.balances ?? pending('balances', range),
          changesWithLedger(tallied.changes, totals, ledger?.accountBalances),
        ]
      : []
  const record = tallied?.record
  const signedOff = signOffInForce(record)
  const company = tallies.companyId

  // A write refused (signed off or reopened meanwhile) or failed: the record is read again, to show what is there now.
  const readAgain = () =>
    company !== undefined &&
    readable &&
    context.queryClient.invalidateQueries({ queryKey: context.keys.stored(closeKey(company, month)), exact: true })

  const signing = useMutation(
    {
      mutationFn: async (input: SignOffInput = {}) => {
        const reasons = input.reasons ?? {}
        const lacking = items.filter((item) => item.state !== 'done' && !reasons[item.id]?.trim()).map((item) => item.id)
        const transactions = readable ? tallies.transactionsOf(month) : undefined
        if (lacking.length > 0 || !transactions || company === undefined) throw new SignOffIncompleteError(lacking)
        const signOff: SignOff = {
          at: new Date().toISOString(),
          ...(input.userName && { by: input.userName }),
          items: items.map((item) => ({
            id: item.id,
            state: item.state,
            ...(Number.isSafeInteger(item.left) && { figure: item.left }),
            ...(item.state !== 'done' && { reason: reasons[item.id]!.trim() }),
          })),
          ...(totals && { trialBalance: totals }),
          ...(accountBalances && {
            balances: accountBalances.flatMap(({ account, balance }): SignedBalance[] => (balance ? [[account.id, balance]] : [])),
          }),
          transactions: transactions.map(signedTransactionOf),
        }
        const saved = await signOffMonth(context, company, month as string, signOff)
        context.emit({ type: 'monthSignedOff', companyId: company, month: month as string })
        return saved
      },
      onError: readAgain,
    },
    context.queryClient,
  )
  const reopening = useMutation(
    {
      mutationFn: async (input: ReopenInput = {}) => {
        if (company === undefined || !readable) throw new SignOffIncompleteError([])
        const saved = await reopenMonth(
          context,
          company,
          month,
          {
            at: new Date().toISOString(),
            ...(input.userName && { by: input.userName }),
            ...(input.reason?.trim() && { reason: input.reason.trim() }),
          },
          signedOff?.at,
        )
        context.emit({ type: 'monthReopened', companyId: company, month })
        return saved
      },
      onError: readAgain,
    },
    context.queryClient,
  )

  const count = (state: CloseItemState) => items.filter((item) => item.state === state).length
  const nothingRecorded = tallied !== undefined && !signedOff && nothingRecordedBy(tallied.review, tallied.reconcile)
  return {
    month,
    from: range?.from,
    to: range?.to,
    companyId: company,
    items,
    toDo: count('toDo'),
    unknown: count('unknown'),
    ready: !nothingRecorded && items.length === CLOSE_ITEM_IDS.length && items.every((item) => item.state === 'done'),
    nothingRecorded,
    record,
    signedOff,
    closing,
    trialBalance: totals,
    error: error ?? tallied?.recordError ?? null,
    // Refused before anything is read or saved: the store is the host's, and would take the write.
    signOff: (input = {}) => (readOnly ? Promise.reject(new CloseRefusedError('readOnly')) : signing.mutateAsync(input)),
    reopen: (input = {}) => (readOnly ? Promise.reject(new CloseRefusedError('readOnly')) : reopening.mutateAsync(input)),
    isSaving: signing.isPending || reopening.isPending,
    readOnly,
  }
}

/**
 * The changes item, with each account's balance now beside the sign-off's: a change the transactions
 * do not show (a journal entry, money moved between accounts) is one too, each account moved one
 * more. A sign-off that kept no balances (an older one) is told by the trial balance's totals.
 */
function changesWithLedger(
  item: CloseItemOf<'changes'>,
  totals: { debits: number; credits: number } | undefined,
  accountBalances: CloseAccountBalance[] | undefined,
): CloseItemOf<'changes'> {
  const balances = balancesMovedSince(item.since, accountBalances)
  const moved = item.since?.balances ? balances.length : totalsMovedSince(item.since, totals) ? 1 : 0
  const left = item.left === undefined ? undefined : item.left + moved
  return { ...item, trialBalance: totals, balances, left, state: moved > 0 ? 'toDo' : item.state }
}
