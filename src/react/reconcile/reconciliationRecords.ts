/**
 * Reconciliation's records and writes, loaded when first needed (the worksheet paints without
 * them): the stored book written, and the undo of the last reconciliation. The finish is in
 * reconciliationFinish.ts; the hooks that run them are in reconciliation.ts.
 */
import { lastReconciliation, reconciliationsKey } from '../../core/reconcile/book'
import type { IsLocked } from '../../core/reconcile/closedPeriod'
import { stuckUndoRepair, undoLockedBy } from '../../core/reconcile/undoClosed'
import type { Reconciliation, ReconciliationBook } from '../../core/reconcile/types'
import type { SaveBankTransactions } from '../queue/bankTransactions'
import type { BookkeepingContextValue } from '../provider/context'
import type { StoredReconciliations, UndoMemory, UndoReconciliationResult, UndoVariables } from '../../core/reconcile/reconciliationParts'
import { ReconciliationUndoRefusedError } from '../../core/reconcile/reconciliationUndoRefused'
import { adjustmentEntry, bookOnce } from './reconciliationEntries'
import { loadReconciliations } from './reconciliationReads'
import { recordStore } from '../../core/store/recordStore'
import type { WriteControls } from '../query/writeMutation'

/** Stores `book` as the account's reconciliations if they are still at `baseVersion`, and the query then holds it. */
export async function storeBook(
  context: BookkeepingContextValue,
  companyId: string,
  bankAccountId: string,
  book: ReconciliationBook,
  baseVersion: string | null,
): Promise<StoredReconciliations> {
  const key = reconciliationsKey(companyId, bankAccountId)
  const version = await recordStore(context).save(key, book, baseVersion)
  const stored = { book, version }
  context.queryClient.setQueryData(context.keys.stored(key), stored)
  return stored
}

/**
 * Undoes an account's last reconciliation: its transactions go back to the review status they had
 * (in batches; one reconciled since by someone else, or changed, is sent all the same: the status
 * is all that is set), an adjustment is reversed by a journal entry, and the record leaves the
 * book once every transaction is back. Undoing again sends what is left.
 */
export async function undoReconciliation(
  context: BookkeepingContextValue,
  save: SaveBankTransactions,
  { reversed, back }: UndoMemory,
  { companyId, bankAccountId, reconciliation }: UndoVariables,
  controls: WriteControls,
): Promise<UndoReconciliationResult> {
  const result: UndoReconciliationResult = { rows: [], removed: false }
  // Refused before the record is marked: a mark the service's refusals then leave would hold every later finish.
  const readOnly = () => context.client.session.getState().scope === 'read'
  if (readOnly()) throw new ReconciliationUndoRefusedError('readOnly')
  const key = reconciliationsKey(companyId, bankAccountId)
  let current = await loadReconciliations(context, key)
  const stored = lastReconciliation(current.book)
  if (stored?.id !== reconciliation.id) throw new Error('bookkit: only the last reconciliation of an account can be undone.')
  if (current.book.finishing)
    throw new Error(`bookkit: a finish of the statement ending ${current.book.finishing.endDate} is on its way; finish or undo it first.`)
  // Asked now, not from the screen's read: the books may have been closed since. An undo the closing
  // refuses would leave the record "being undone" for good, and every later finish waiting on it.
  const closing = await context.client.getClosing({ signal: controls.signal, companyId })
  // The closing's test as useClosing's select makes it, here without the query module: importing it
  // from this part split the worksheet's page into more chunks, and 2 KB more up front.
  const isLocked = (date: string) => closing.modifications === 'DISABLED' && date <= closing.date
  if (undoLockedBy(stored, isLocked)) throw new ReconciliationUndoRefusedError('closed', closing.date)
  // The closing's read fetched the token: a scope it states says now whether this session may write.
  if (readOnly()) throw new ReconciliationUndoRefusedError('readOnly')
  // The intent first: the record says it is being undone before anything is written, so the
  // account's next finish waits, and a reload finds the undo to finish.
  const markedHere = !stored.undoingSince
  if (markedHere) {
    const marked = { ...reconciliation, undoingSince: new Date().toISOString() }
    current = await storeBook(
      context,
      companyId,
      bankAccountId,
      { ...current.book, reconciliations: current.book.reconciliations.map((one) => (one.id === reconciliation.id ? marked : one)) },
      current.version,
    )
  }
  // A token whose body states no scope (the described service's) tells a read-only session only by
  // refusing its first write: nothing went back, so the mark is taken back and no finish waits on it.
  const takeBackMark = async () => {
    const unmarked: Reconciliation = { ...reconciliation }
    delete unmarked.undoingSince
    const reconciliations = current.book.reconciliations.map((one) => (one.id === reconciliation.id ? unmarked : one))
    current = await storeBook(context, companyId, bankAccountId, { ...current.book, reconciliations }, current.version)
    throw new ReconciliationUndoRefusedError('readOnly')
  }
  const { adjustment } = reconciliation
  if (adjustment && adjustment.amount !== 0 && !reversed.has(reconciliation.id)) {
    // Its own external id, and the ledger asked first: an undo begun before a reload reverses once.
    const apiSourceId = `${reconciliation.id}:undo`
    const booked = await bookOnce(
      context,
      // No send of it is kept: the ledger is asked at once (a send still on its way is the service's DUPLICATE to refuse).
      {
        ...adjustmentEntry(adjustment, bankAccountId, { apiSourceId, reverse: true, endDate: reconciliation.endDate }),
        sentAt: new Date(0).toISOString(),
      },
      async () => {},
      controls.signal,
    )
    const outcome = booked.status === 'stopped' ? booked.outcome : undefined
    if (outcome) {
      if (markedHere && readOnly()) await takeBackMark()
      result.reversal = outcome
      return result
    }
    reversed.add(reconciliation.id)
  }
  const done = back.get(reconciliation.id) ?? new Set<string>()
  back.set(reconciliation.id, done)
  const items = reconciliation.transactions
    .filter((transaction) => !done.has(transaction.id))
    .map((transaction) => ({ id: transaction.id, reviewStatus: transaction.previousReviewStatus ?? 'REVIEWED' }))
  const outcomes = await save(items, controls)
  if (markedHere && readOnly() && !outcomes.some((outcome) => outcome.status === 'saved')) await takeBackMark()
  result.rows = outcomes.map((outcome, index) => ({ transactionId: items[index]!.id, outcome }))
  // A transaction deleted since has nothing to go back to: it counts as back.
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'saved' || (outcome.status === 'refused' && outcome.statusCode === 404)) done.add(items[index]!.id)
  })
  if (done.size < new Set(reconciliation.transactions.map((transaction) => transaction.id)).size) return result
  try {
    await storeBook(
      context,
      companyId,
      bankAccountId,
      { ...current.book, reconciliations: current.book.reconciliations.filter((one) => one.id !== reconciliation.id) },
      current.version,
    )
    result.removed = true
    reversed.delete(reconciliation.id)
    back.delete(reconciliation.id)
    context.emit({
      type: 'reconciliationUndone',
      companyId,
      bankAccountId,
      reconciliationId: reconciliation.id,
      transactionIds: reconciliation.transactions.map((transaction) => transaction.id),
    })
  } catch (error) {
    result.recordError = error
  }
  return result
}

/**
 * Repairs the account's record left "being undone" by an undo the closing stopped (`stuckUndoRepair`
 * decides from the book as stored now): the rows that undo had put back are reconciled again, then
 * the mark is dropped, so the account's next finish no longer waits on an undo that cannot end.
 * Whether it was repaired; a save that does not go through leaves the record as it was.
 */
export async function repairStuckUndo(
  context: BookkeepingContextValue,
  save: SaveBankTransactions,
  { companyId, bankAccountId, isLocked, statuses }: StuckUndoVariables,
  signal?: AbortSignal,
): Promise<boolean> {
  const key = reconciliationsKey(companyId, bankAccountId)
  const current = await loadReconciliations(context, key)
  const repair = stuckUndoRepair(current.book, isLocked, statuses())
  if (!repair) return false
  if (repair.reconcileAgain.length > 0) {
    const outcomes = await save(repair.reconcileAgain, signal ? { signal } : {})
    if (outcomes.some((outcome) => outcome.status !== 'saved')) return false
  }
  await storeBook(context, companyId, bankAccountId, repair.book, current.version)
  return true
}

/** What `repairStuckUndo` is given: the account, the closing's test and the synced review statuses (read when asked). */
export interface StuckUndoVariables {
  companyId: string
  bankAccountId: string
  isLocked: IsLocked
  statuses: () => ReadonlyMap<string, string | undefined>
}
