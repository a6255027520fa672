/**
 * How the month-end close decides: each item of the checklist (done, what it counts, what it says
 * is left) and whether the month is ready to sign off, as pure functions of what the hooks of
 * src/react/close read: the synced set's tallies, the reconciliations' books and the month's record
 * here; the suggestions left (./matchItem.ts) and the ledger's figures at the month's end
 * (./ledgerItems.ts) in the two modules the checklist loads after it has painted. An item is `done`
 * only when its figures are final; the twelve months' overview asks the same questions.
 */
import type { BankTransaction } from '../../api/types'
import type { ReconciliationBook } from '../reconcile/types'
import { figureStatus, type FigureStatus } from '../statements/figureStatus'
import type {
  CloseAccountBalance,
  CloseItemFilter,
  CloseItemOf,
  CloseReconcileAccount,
  LedgerItems,
  MonthEndCloseItem,
  MovedBalance,
} from './closeItems'
import {
  changesSinceSignOff,
  CLOSE_ITEM_IDS,
  monthOf,
  signOffInForce,
  type CloseItemId,
  type CloseItemState,
  type CloseRecord,
  type SignOff,
} from './monthClose'
import type { CloseBankAccount, MonthTally } from './monthTallies'

/** An item's state from what is left (a count or an amount): any left is to do, none is done once the figures are final, else not known. */
export const stateOfLeft = (left: number | undefined, figures: FigureStatus): CloseItemState =>
  left !== undefined && left !== 0 ? 'toDo' : left === 0 && figures === 'final' ? 'done' : 'unknown'

/** The synced set of bank transactions as the items count it. */
export interface SyncRead {
  /** Some of it has arrived. */
  read: boolean
  /** All of it: no page is left to sync. */
  whole: boolean
  figures: FigureStatus
  error: Error | null
}

/** The sync as the items count it, from the set's query result. */
export function syncReadOf(set: { data?: { syncing?: unknown }; isError: boolean; isFetching: boolean; error: Error | null }): SyncRead {
  const read = set.data !== undefined
  const whole = read && set.data!.syncing === undefined
  return { read, whole, figures: figureStatus({ read, complete: whole, failed: set.isError && !set.isFetching }), error: set.error }
}

/** What is left to review in a month: its transactions still to review, once the set has arrived. */
export function reviewItem(filter: CloseItemFilter, sync: SyncRead, tally: MonthTally): CloseItemOf<'review'> {
  const toReview = sync.read ? tally.toReview : undefined
  return {
    id: 'review',
    state: stateOfLeft(toReview, sync.figures),
    figures: sync.figures,
    left: toReview,
    error: sync.error,
    filter,
    toReview,
    transactions: sync.read ? tally.transactions : undefined,
  }
}

/** A bank account's line of the reconcile item: through the month's end (`to`) only once no finish or undo is under way. */
function reconcileAccount(
  account: CloseBankAccount,
  to: string,
  book: ReconciliationBook | undefined,
  error: Error | null,
): CloseReconcileAccount {
  const last = book?.reconciliations.reduce<string | undefined>(
    (latest, one) => (latest === undefined || one.endDate > latest ? one.endDate : latest),
    undefined,
  )
  const finishing = book?.finishing !== undefined || (book?.reconciliations.some((one) => one.undoingSince !== undefined) ?? false)
  const state: CloseItemState = !book ? 'unknown' : !finishing && last !== undefined && last >= to ? 'done' : 'toDo'
  return { bankAccountId: account.bankAccountId, name: account.name, reconciledThrough: last, finishing, error, state }
}

/**
 * The bank accounts not reconciled through the month's end: every account begun by then
 * (`accounts`, once the set is whole), each by its book as read (`books`, one per account).
 */
export function reconcileItem(
  filter: CloseItemFilter,
  sync: SyncRead,
  accounts: readonly CloseBankAccount[],
  books: ReadonlyArray<StoredRead<{ book: ReconciliationBook }> | undefined>,
): CloseItemOf<'reconcile'> {
  const lines = sync.whole
    ? accounts.flatMap((account, at) =>
        account.since <= filter.to ? [reconcileAccount(account, filter.to, books[at]?.data?.book, books[at]?.error ?? null)] : [],
      )
    : []
  const notThrough = lines.filter((one) => one.state === 'toDo')
  const left = sync.whole && lines.every((one) => one.state !== 'unknown') ? notThrough.length : undefined
  const error = lines.find((one) => one.error)?.error ?? null
  const figures: FigureStatus = !sync.whole ? sync.figures : error ? 'stopped' : left === undefined ? 'counting' : 'final'
  return {
    id: 'reconcile',
    // An account not reconciled through is left to do, whatever the others' books say.
    state: notThrough.length > 0 ? 'toDo' : stateOfLeft(left, figures),
    figures,
    left,
    error,
    filter: notThrough[0] ? { ...filter, bankAccountId: notThrough[0].bankAccountId } : filter,
    accounts: lines,
  }
}

/** A record of the store as its query reads it: `data` once read, `isError` when it could not be. */
export interface StoredRead<T> {
  data?: T
  isError: boolean
  error: Error | null
}

/**
 * What changed in the month's transactions since its last sign-off (`transactions`: the company's
 * whole set, `undefined` until it is). Changes to a month reopened are told, not left to do: its
 * next sign-off is made over them. The ledger's part is `changesWithLedger`'s.
 */
export function changesItem(
  filter: CloseItemFilter,
  read: StoredRead<CloseRecord> | undefined,
  transactions: readonly BankTransaction[] | undefined,
): CloseItemOf<'changes'> {
  const record = read?.data
  const inForce = signOffInForce(record)
  const since = record && (inForce ?? record.signOffs.at(-1))
  const changes = since && transactions ? changesSinceSignOff(since, monthOf(filter.from), transactions) : []
  const known = record !== undefined && (!since || transactions !== undefined)
  return {
    id: 'changes',
    state: !known ? 'unknown' : inForce && changes.length > 0 ? 'toDo' : 'done',
    figures: known ? 'final' : read?.isError ? 'stopped' : 'counting',
    left: known ? (inForce ? changes.length : 0) : undefined,
    error: read?.error ?? null,
    filter,
    since,
    changes,
    trialBalance: undefined,
    balances: [],
  }
}

/** Whether the trial balance's totals now differ from those the sign-off in force kept (a journal entry changed since). */
export function totalsMovedSince(since: SignOff | undefined, totals: { debits: number; credits: number } | undefined): boolean {
  const then = since && !since.reopened ? since.trialBalance : undefined
  return then !== undefined && totals !== undefined && (then.debits !== totals.debits || then.credits !== totals.credits)
}

/**
 * The accounts whose balance at the month's end moved since the sign-off in force: money moved
 * between accounts (a reclassifying journal entry, a category changed, a split's lines moved) leaves
 * the totals equal. `now` is every account of the chart, read: one kept that the chart no longer
 * has is not told. None while the balances now are not final (`undefined`), or for a sign-off that
 * kept none (an older one: `totalsMovedSince` tells it). One pass over each.
 */
export function balancesMovedSince(since: SignOff | undefined, now: readonly CloseAccountBalance[] | undefined): MovedBalance[] {
  const kept = since && !since.reopened ? since.balances : undefined
  if (!kept || !now) return []
  const then = new Map(kept)
  const moved: MovedBalance[] = []
  for (const { account, balance } of now) {
    const before = then.get(account.id) ?? 0
    if ((balance ?? 0) !== before) moved.push({ account, then: before, now: balance ?? 0 })
  }
  return moved
}

/**
 * The changes item with each account's balance now beside the sign-off's: a change the transactions
 * do not show (a journal entry, money moved between accounts) is one too, each account moved one
 * more. A sign-off that kept no balances (an older one) is told by the trial balance's totals.
 */
export function changesWithLedger(
  item: CloseItemOf<'changes'>,
  totals: { debits: number; credits: number } | undefined,
  accountBalances: readonly CloseAccountBalance[] | undefined,
): CloseItemOf<'changes'> {
  const balances = balancesMovedSince(item.since, accountBalances)
  const moved = item.since?.balances ? balances.length : totalsMovedSince(item.since, totals) ? 1 : 0
  const left = item.left === undefined ? undefined : item.left + moved
  return { ...item, trialBalance: totals, balances, left, state: moved > 0 ? 'toDo' : item.state }
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

/** A month's items told from the set and the store, and its record. */
export interface TalliedMonth {
  month: string
  review: CloseItemOf<'review'>
  reconcile: CloseItemOf<'reconcile'>
  /** What changed since the month's last sign-off (the ledger's part is `changesWithLedger`'s). */
  changes: CloseItemOf<'changes'>
  /** The questions to the owner about the month's transactions still open (./questionsItem.ts). */
  questions: CloseItemOf<'questions'>
  /** The month's record; `undefined` while it is read (or when it cannot be). */
  record: CloseRecord | undefined
  /** Why the record could not be read. */
  recordError: Error | null
}

/**
 * Whether nothing is recorded by the month's end (a month before the books began): no bank
 * transaction dated in it, and no bank account begun by its end. The overview and the checklist ask
 * this one question, so they never give two answers for one month.
 */
const nothingRecordedBy = ({ review, reconcile }: Pick<TalliedMonth, 'review' | 'reconcile'>) =>
  review.transactions === 0 && reconcile.state === 'done' && reconcile.accounts.length === 0

/** A month's checklist: its eight items, how many are to do or not known, and whether it may be signed off without a reason. */
export interface Checklist {
  /** The eight items, most important first; none before the set and the store have told theirs. */
  items: MonthEndCloseItem[]
  toDo: number
  unknown: number
  /** Every item is done: never of a month with nothing recorded. */
  ready: boolean
  /** Nothing is recorded by the month's end, and the month is not signed off. */
  nothingRecorded: boolean
  /** The sign-off in force. */
  signedOff: SignOff | undefined
}

/** A month's checklist from its parts, each `undefined` while not told (an item not told stands as not known, still counting). */
export function checklistOf(
  tallied: TalliedMonth | undefined,
  match: CloseItemOf<'match'> | undefined,
  ledger: LedgerItems | undefined,
): Checklist {
  const range = tallied?.review.filter
  const items: MonthEndCloseItem[] =
    tallied && range
      ? [
          tallied.review,
          tallied.questions,
          tallied.reconcile,
          match ?? pending('match', range),
          ledger?.suspense ?? pending('suspense', range),
          ledger?.receivables ?? pending('receivables', range),
          ledger?.balances ?? pending('balances', range),
          changesWithLedger(tallied.changes, ledger?.totals, ledger?.accountBalances),
        ]
      : []
  const signedOff = signOffInForce(tallied?.record)
  const count = (state: CloseItemState) => items.filter((item) => item.state === state).length
  const nothingRecorded = tallied !== undefined && !signedOff && nothingRecordedBy(tallied)
  return {
    items,
    toDo: count('toDo'),
    unknown: count('unknown'),
    ready: !nothingRecorded && items.length === CLOSE_ITEM_IDS.length && count('done') === items.length,
    nothingRecorded,
    signedOff,
  }
}

/** The items not done that have no reason: what keeps the month from being signed off as it stands. */
export const lackingReasons = (items: readonly MonthEndCloseItem[], reasons: Partial<Record<CloseItemId, string>>): CloseItemId[] =>
  items.filter((item) => item.state !== 'done' && !reasons[item.id]?.trim()).map((item) => item.id)

/** A month's place in the overview. */
type MonthCloseState = 'signedOff' | 'changed' | 'ready' | 'toDo' | 'counting' | 'empty'

/** One month of the overview. */
export interface MonthCloseSummary {
  month: string
  state: MonthCloseState
  /** Items to do (`toDo`), or changes since the sign-off (`changed`). */
  count: number
  /** The sign-off in force. */
  signedOff: SignOff | undefined
}

/**
 * A month of the overview from what the set and the store tell, and its suggestions left once
 * counted (until then it is still counting). The ledger's checks are the checklist's, made when a
 * month is opened: twelve trial balances are no overview's to read.
 */
export function monthSummary(tallied: TalliedMonth, match: CloseItemOf<'match'> | undefined): MonthCloseSummary {
  const { month, review, questions, reconcile, changes, record } = tallied
  const signedOff = signOffInForce(record)
  if (signedOff) {
    const count = changes.left ?? 0
    return { month, state: count > 0 ? 'changed' : 'signedOff', count, signedOff }
  }
  if (nothingRecordedBy(tallied)) return { month, state: 'empty', count: 0, signedOff: undefined }
  const items = [review, questions, reconcile, match]
  const toDo = items.filter((item) => item?.state === 'toDo').length
  const state: MonthCloseState = toDo > 0 ? 'toDo' : items.every((item) => item?.state === 'done') && record ? 'ready' : 'counting'
  return { month, state, count: toDo, signedOff: undefined }
}
