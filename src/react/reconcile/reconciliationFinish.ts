/**
 * A reconciliation's finish, written ahead: the record of what it is about to do (the rows with
 * their earlier statuses, the totals, the adjustment's `apiSourceId`) is kept in the store before
 * the first write, and saving it at the version read is what claims the month (a second tab loses
 * the claim before it has saved anything). Then the adjustment is booked once, the rows are saved,
 * and the record becomes the account's last reconciliation. Each step can run again without harm,
 * so a finish stopped by a failure or a reload is finished, or undone, from its record by any tab.
 * Loaded with the first finish.
 */
import type { BankTransaction } from '../../api/types'
import { isStoreConflict } from '../../core/store/store'
import { lastReconciliation, reconciliationsKey } from '../../core/reconcile/book'
import { notClearedOf, reconciledTransactionOf } from '../../core/reconcile/notCleared'
import type { FinishingReconciliation, Reconciliation, ReconciliationBook } from '../../core/reconcile/types'
import { RECONCILED, RECONCILIATION_DISCREPANCY, clearedTotals } from '../../core/reconcile/worksheet'
import type { SaveBankTransactions } from '../queue/bankTransactions'
import type { BookkeepingContextValue } from '../provider/context'
import { adjustmentEntry, bookOnce, type EntryToBook } from './reconciliationEntries'
import {
  FINISH_REFUSAL_DETAIL,
  ReconciliationFinishRefusedError,
  type FinishRequest,
  type FinishResult,
  type FinishVariables,
  type InterruptedVariables,
  type StoredReconciliations,
} from '../../core/reconcile/reconciliationParts'
import { abandonFinish } from './reconciliationAbandon'
import { finishedOf, transactionOf, writeHeld as write, type HeldBook as Held } from './reconciliationHeld'
import { loadReconciliations } from './reconciliationReads'
import { countedInClosedPeriod, lockedFinishWayOut, type LockedFinishWayOut } from '../../core/reconcile/lockedFinish'
import { ReconciliationUndoRefusedError } from '../../core/reconcile/reconciliationUndoRefused'
import type { WriteControls } from '../query/writeMutation'

let lastId = 0
/** A reconciliation's id: its end date and the instant it was begun, unique within the account's book. */
const reconciliationId = (endDate: string) => `rec_${endDate.replaceAll('-', '')}_${Date.now().toString(36)}${(++lastId).toString(36)}`

/** The status a finish saves its rows with. */
const statusOf = (finishing: Pick<FinishingReconciliation, 'outcome'>) =>
  finishing.outcome === 'discrepancy' ? RECONCILIATION_DISCREPANCY : RECONCILED

/** Runs a finish: begins one, or resumes or undoes an interrupted one. */
export function runFinish(
  context: BookkeepingContextValue,
  save: SaveBankTransactions,
  request: FinishRequest,
  controls: WriteControls,
): Promise<FinishResult> {
  // Refused before the record is kept: the store would take it, and the service then refuse every row.
  if (context.client.session.getState().scope === 'read')
    return Promise.reject(new ReconciliationFinishRefusedError('readOnly', FINISH_REFUSAL_DETAIL.readOnly))
  return 'finishing' in request ? continueInterrupted(context, save, request, controls) : beginFinish(context, save, request, controls)
}

/** Someone finished a reconciliation of the account through the same date meanwhile: this one is not kept over it. */
export class ReconciledMeanwhileError extends Error {
  readonly conflict = true
  constructor(readonly reconciliation: Pick<Reconciliation, 'endDate'>) {
    super(`bookkit: the account was reconciled through ${reconciliation.endDate} meanwhile; this reconciliation was not kept.`)
    this.name = 'ReconciledMeanwhileError'
  }
}

/** Refuses `finishing` over `book` when the month is reconciled, another finish is on its way, or the opening was carried from another month. */
function checkClaim(book: ReconciliationBook, finishing: FinishingReconciliation, basedOnGiven: boolean) {
  if (book.finishing && book.finishing.id !== finishing.id)
    throw new ReconciliationFinishRefusedError('underWay', `a finish of the statement ending ${book.finishing.endDate} is on its way.`)
  const last = lastReconciliation(book)
  if (last && last.endDate >= finishing.endDate) throw new ReconciledMeanwhileError(last)
  if (basedOnGiven && (last?.id ?? null) !== finishing.basedOn) throw new ReconciledMeanwhileError(last ?? finishing)
}

/** The finish's record: what it will save and book, decided before anything is written. */
function planOf(variables: FinishVariables, book: ReconciliationBook): FinishingReconciliation {
  const { choice, difference, endDate, bankAccountId } = variables
  const id = reconciliationId(endDate)
  // The closed period's cleared rows count in the totals, though only the others are saved.
  const cleared = [...variables.transactions, ...(variables.clearedInClosedPeriod ?? [])]
  const { clearedIn, clearedOut } = clearedTotals(cleared, new Set(cleared.map((one) => one.id)))
  const finishing: FinishingReconciliation = {
    id,
    bankAccountId,
    endDate,
    openingBalance: variables.openingBalance,
    openingTyped: variables.openingTyped,
    closingBalance: variables.closingBalance,
    clearedIn,
    clearedOut,
    difference,
    outcome: choice.outcome === 'adjusted' && difference === 0 ? 'balanced' : choice.outcome,
    transactions: variables.transactions.map(reconciledTransactionOf),
    startedAt: new Date().toISOString(),
    basedOn: variables.basedOn === undefined ? (lastReconciliation(book)?.id ?? null) : variables.basedOn,
  }
  if (variables.clearedInClosedPeriod?.length)
    finishing.clearedInClosedPeriod = variables.clearedInClosedPeriod.map(reconciledTransactionOf)
  if (variables.bankAccountName) finishing.bankAccountName = variables.bankAccountName
  if (variables.statementFile) finishing.statementFile = variables.statementFile
  if (variables.userName) finishing.finishedBy = variables.userName
  if (variables.uncleared) Object.assign(finishing, notClearedOf(finishing, variables.uncleared))
  if (variables.companyName) finishing.companyName = variables.companyName
  if (choice.outcome === 'adjusted' && difference !== 0) {
    finishing.adjustment = {
      glAccountId: choice.glAccountId,
      bankGlAccountId: choice.bankGlAccountId,
      amount: difference,
      date: endDate,
      apiSourceId: `${id}:adjustment`,
      ...(choice.glAccountName ? { glAccountName: choice.glAccountName } : {}),
    }
  }
  return finishing
}

async function beginFinish(
  context: BookkeepingContextValue,
  save: SaveBankTransactions,
  variables: FinishVariables,
  controls: WriteControls,
): Promise<FinishResult> {
  const { companyId, bankAccountId } = variables
  const key = reconciliationsKey(companyId, bankAccountId)
  const cached = context.queryClient.getQueryData<StoredReconciliations>(context.keys.stored(key))
  const held: Held = { context, companyId, bankAccountId, stored: cached ?? (await loadReconciliations(context, key)) }
  const finishing = planOf(variables, held.stored.book)
  // The claim: the record at the version read. A book changed meanwhile is read again and the claim
  // made once more only if it still stands (nothing reconciled or begun since); otherwise refused.
  for (let attempt = 0; ; attempt++) {
    try {
      checkClaim(held.stored.book, finishing, true)
      await write(held, finishing)
      break
    } catch (error) {
      if (isStoreConflict(error) && attempt === 0 && !(error instanceof ReconciledMeanwhileError)) {
        held.stored = await loadReconciliations(context, key)
        context.queryClient.setQueryData(context.keys.stored(key), held.stored)
        continue
      }
      // Reconciled, or begun, by someone else meanwhile: a conflict, and nothing was written.
      const conflict = isStoreConflict(error) || error instanceof ReconciliationFinishRefusedError
      return { rows: [], notClaimed: { conflict, error } }
    }
  }
  const byId = new Map(variables.transactions.map((transaction) => [transaction.id, transaction]))
  return carryOut(held, finishing, save, byId, variables.reviewStatuses, controls)
}

/**
 * Books the adjustment once, saves the rows not saved yet, then makes the record the account's last
 * reconciliation. Stops at the first step that does not go through, leaving the record on its way.
 */
async function carryOut(
  held: Held,
  start: FinishingReconciliation,
  save: SaveBankTransactions,
  transactions: ReadonlyMap<string, BankTransaction>,
  reviewStatuses: (() => ReadonlyMap<string, string | undefined>) | undefined,
  controls: WriteControls,
): Promise<FinishResult> {
  let finishing = start
  const result: FinishResult = { rows: [], interrupted: finishing }
  const { adjustment } = finishing
  if (adjustment?.apiSourceId && !adjustment.journalEntryId) {
    const entry: EntryToBook = {
      ...adjustmentEntry(adjustment, held.bankAccountId, { apiSourceId: adjustment.apiSourceId, reverse: false }),
      ...(adjustment.sentAt ? { sentAt: adjustment.sentAt } : {}),
    }
    const booked = await bookOnce(
      held.context,
      entry,
      async (sentAt) => {
        const next = { ...adjustment, ...(sentAt ? { sentAt } : {}) }
        if (!sentAt) delete next.sentAt
        finishing = { ...finishing, adjustment: next }
        await write(held, finishing)
        result.interrupted = finishing
      },
      controls.signal,
    )
    if (booked.status === 'stopped') {
      result.adjustment = booked.outcome
      return result
    }
    finishing = {
      ...finishing,
      adjustment: { ...finishing.adjustment!, ...(booked.journalEntryId ? { journalEntryId: booked.journalEntryId } : {}) },
    }
    await write(held, finishing)
    result.interrupted = finishing
  }
  const status = statusOf(finishing)
  const now = reviewStatuses?.()
  const toSend = finishing.transactions.filter((one) => (now ? now.get(one.id) : undefined) !== status)
  const outcomes = await save(
    toSend.map((one) => ({ id: one.id, reviewStatus: status })),
    controls,
  )
  result.rows = outcomes.map((outcome, index) => {
    const reconciled = toSend[index]!
    return { transaction: transactions.get(reconciled.id) ?? transactionOf(reconciled), outcome }
  })
  if (outcomes.some((outcome) => outcome.status !== 'saved')) return result

  const reconciliation = finishedOf(finishing)
  try {
    await write(held, undefined, [...held.stored.book.reconciliations, reconciliation])
  } catch (error) {
    result.recordNotKept = { conflict: isStoreConflict(error), error }
    return result
  }
  delete result.interrupted
  result.reconciliation = reconciliation
  held.context.emit({
    type: 'reconciliationFinished',
    companyId: held.companyId,
    bankAccountId: held.bankAccountId,
    reconciliationId: reconciliation.id,
    endDate: reconciliation.endDate,
    outcome: reconciliation.outcome,
    transactionIds: reconciliation.transactions.map((transaction) => transaction.id),
  })
  return result
}

/**
 * Finishes or undoes an interrupted finish from its record as the store holds it now: one finished
 * meanwhile (by another tab) is answered as finished, one undone meanwhile is gone, one being undone
 * is not finished.
 */
async function continueInterrupted(
  context: BookkeepingContextValue,
  save: SaveBankTransactions,
  { kind, companyId, bankAccountId, finishing: given, reviewStatuses, reread }: InterruptedVariables,
  controls: WriteControls,
): Promise<FinishResult> {
  const key = reconciliationsKey(companyId, bankAccountId)
  const held: Held = { context, companyId, bankAccountId, stored: await loadReconciliations(context, key) }
  context.queryClient.setQueryData(context.keys.stored(key), held.stored)
  const done = held.stored.book.reconciliations.find((one) => one.id === given.id)
  if (done)
    return kind === 'resume'
      ? { rows: [], reconciliation: done }
      : { rows: [], notClaimed: { conflict: true, error: new ReconciledMeanwhileError(done) } }
  const finishing = held.stored.book.finishing
  if (!finishing || finishing.id !== given.id)
    return {
      rows: [],
      abandoned: kind === 'abandon',
      notClaimed: { conflict: true, error: new Error('bookkit: the interrupted finish is no longer on its way.') },
    }
  if (kind === 'resume') {
    if (finishing.abandoning) throw new ReconciliationFinishRefusedError('underWay', 'this finish is being undone.')
    return carryOut(held, finishing, save, new Map(), reviewStatuses, controls)
  }
  const { isLocked, date } = await closingOf(held, controls)
  // Read again first: a row another window saved since is counted as saved.
  await reread?.()
  const wayOut = lockedFinishWayOut(finishing, isLocked, reviewStatuses?.() ?? new Map())
  if (kind === 'countLocked') return countLocked(held, finishing, save, wayOut, date, reviewStatuses, controls)
  // Refused before the record is marked: an undo the closing refuses part-way would leave it stuck.
  if (!wayOut.undoable) throw new ReconciliationUndoRefusedError('closed', date)
  return abandonFinish(held, finishing, save, reviewStatuses, controls, reread)
}

/**
 * The closing asked now, not from the screen's read (the books may have been closed since), and its
 * test as useClosing's select makes it, without the query module (see reconciliationRecords.ts).
 */
async function closingOf(held: Held, controls: WriteControls) {
  const closing = await held.context.client.getClosing({ signal: controls.signal, companyId: held.companyId })
  return { isLocked: (date: string) => closing.modifications === 'DISABLED' && date <= closing.date, date: closing.date }
}

/**
 * Finishes a finish the closing stopped: its rows the closing refused were ticked as cleared on the
 * statement and can no longer change, so they are counted as cleared in a closed period (never
 * written), the rest are saved, and the record becomes the account's last reconciliation. The
 * decision is kept in the record before anything is saved, so a reload finishes it from there. An
 * undo the closing stopped part-way is finished this way too, unless it reversed the adjustment.
 */
async function countLocked(
  held: Held,
  start: FinishingReconciliation,
  save: SaveBankTransactions,
  wayOut: LockedFinishWayOut,
  closingDate: string,
  reviewStatuses: (() => ReadonlyMap<string, string | undefined>) | undefined,
  controls: WriteControls,
): Promise<FinishResult> {
  if (!wayOut.finishable)
    throw new ReconciliationFinishRefusedError(
      'underWay',
      `its adjustment is dated in the closed period (through ${closingDate}), or an undo of it has reversed it.`,
    )
  let finishing = start
  if (wayOut.locked.length > 0 || finishing.abandoning) {
    finishing = countedInClosedPeriod(start, wayOut.locked)
    await write(held, finishing)
  }
  return carryOut(held, finishing, save, new Map(), reviewStatuses, controls)
}
