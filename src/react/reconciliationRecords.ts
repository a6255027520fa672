/**
 * Reconciliation's records and writes, loaded when first needed (the worksheet paints without
 * them): the stored book read back and written, the finish (an adjustment, the cleared
 * transactions, the record) and the undo of the last reconciliation. The hooks that run them are in
 * reconciliation.ts.
 */
import type { BankTransaction, ManualJournalEntry } from '../api/types'
import { isStoreConflict } from '../books/store'
import { lastReconciliation, reconciliationsKey } from '../reconcile/book'
import { notClearedOf } from '../reconcile/notCleared'
import type { Reconciliation, ReconciliationBook, ReconciliationOutcome } from '../reconcile/types'
import { RECONCILED, RECONCILIATION_DISCREPANCY, clearedTotals } from '../reconcile/worksheet'
import type { SaveBankTransactions } from './bankTransactions'
import type { BookkeepingContextValue } from './context'
import { saveJournalEntries } from './mutations'
import type {
  FinishResult,
  FinishVariables,
  StoredReconciliations,
  UndoMemory,
  UndoReconciliationResult,
  UndoVariables,
} from './reconciliationParts'
import { loadReconciliations } from './reconciliationReads'
import { recordStore } from './recordStore'
import type { WriteControls } from './writeMutation'

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

let lastId = 0
/** A reconciliation's id: its end date and the instant it was finished, unique within the account's book. */
const reconciliationId = (endDate: string) => `rec_${endDate.replaceAll('-', '')}_${Date.now().toString(36)}${(++lastId).toString(36)}`

/**
 * Finishes a reconciliation: the adjustment first (when there is one: a journal entry dated the
 * statement's end date, the bank's ledger account against the account picked), then the ticked
 * transactions in bounded batches through the bank-transaction save path, then the record. A finish
 * that stopped part-way is finished by calling it again with the same worksheet: what is saved
 * reconciled already is not sent again, an adjustment that was booked is not booked twice.
 */
export async function finishReconciliation(
  context: BookkeepingContextValue,
  save: SaveBankTransactions,
  booked: Map<string, ManualJournalEntry | undefined>,
  variables: FinishVariables,
  controls: WriteControls,
): Promise<FinishResult> {
  const { companyId, bankAccountId, endDate, choice, difference } = variables
  const result: FinishResult = { rows: [] }
  const status = choice.outcome === 'discrepancy' ? RECONCILIATION_DISCREPANCY : RECONCILED
  const attempt = `${companyId}\u0000${bankAccountId}\u0000${endDate}`
  let adjustmentEntry: ManualJournalEntry | undefined
  if (choice.outcome === 'adjusted' && difference !== 0) {
    if (booked.has(attempt)) adjustmentEntry = booked.get(attempt)
    else {
      const amount = Math.abs(difference)
      const bankSide = difference > 0 ? { drAmount: amount } : { crAmount: amount }
      const otherSide = difference > 0 ? { crAmount: amount } : { drAmount: amount }
      const [outcome] = await saveJournalEntries(context, [
        {
          date: endDate,
          description: `Reconciliation adjustment, statement ending ${endDate}`,
          bankAccountId,
          children: [
            { glAccountId: choice.bankGlAccountId, ...bankSide },
            { glAccountId: choice.glAccountId, ...otherSide },
          ],
        },
      ])
      result.adjustment = outcome
      if (outcome?.status !== 'saved') return result
      booked.set(attempt, outcome.record)
      adjustmentEntry = outcome.record
    }
  }
  const now = variables.reviewStatuses?.()
  const toSend = variables.transactions.filter((transaction) => (now ? now.get(transaction.id) : transaction.reviewStatus) !== status)
  const outcomes = await save(
    toSend.map((transaction) => ({ id: transaction.id, reviewStatus: status })),
    controls,
  )
  result.rows = outcomes.map((outcome, index) => ({ transaction: toSend[index] as BankTransaction, outcome }))
  if (outcomes.some((outcome) => outcome.status !== 'saved')) return result
  const reconciliation: Reconciliation = {
    id: reconciliationId(endDate),
    bankAccountId,
    endDate,
    openingBalance: variables.openingBalance,
    openingTyped: variables.openingTyped,
    closingBalance: variables.closingBalance,
    ...clearedOf(variables.transactions),
    difference,
    outcome: (choice.outcome === 'adjusted' && difference === 0 ? 'balanced' : choice.outcome) as ReconciliationOutcome,
    transactions: variables.transactions.map((transaction) => ({
      id: transaction.id,
      date: transaction.date,
      amount: transaction.amount,
      ...(transaction.description ? { description: transaction.description } : {}),
      previousReviewStatus: transaction.reviewStatus ?? null,
    })),
    finishedAt: new Date().toISOString(),
  }
  if (variables.bankAccountName) reconciliation.bankAccountName = variables.bankAccountName
  if (variables.statementFile) reconciliation.statementFile = variables.statementFile
  if (variables.userName) reconciliation.finishedBy = variables.userName
  if (variables.uncleared) Object.assign(reconciliation, notClearedOf(reconciliation, variables.uncleared))
  if (variables.companyName) reconciliation.companyName = variables.companyName
  if (choice.outcome === 'adjusted' && difference !== 0) {
    reconciliation.adjustment = {
      glAccountId: choice.glAccountId,
      bankGlAccountId: choice.bankGlAccountId,
      amount: difference,
      date: endDate,
      ...(choice.glAccountName ? { glAccountName: choice.glAccountName } : {}),
      ...(adjustmentEntry?.id ? { journalEntryId: adjustmentEntry.id } : {}),
    }
  }
  try {
    await appendReconciliation(context, companyId, bankAccountId, reconciliation)
    booked.delete(attempt)
    result.reconciliation = reconciliation
    context.emit({
      type: 'reconciliationFinished',
      companyId,
      bankAccountId,
      reconciliationId: reconciliation.id,
      endDate,
      outcome: reconciliation.outcome,
      transactionIds: reconciliation.transactions.map((transaction) => transaction.id),
    })
  } catch (error) {
    result.recordNotKept = { conflict: isStoreConflict(error), error }
  }
  return result
}

const clearedOf = (transactions: readonly BankTransaction[]) => {
  const { clearedIn, clearedOut } = clearedTotals(transactions, new Set(transactions.map((transaction) => transaction.id)))
  return { clearedIn, clearedOut }
}

/**
 * Adds `reconciliation` to the account's book as read now: a book changed meanwhile (another tab)
 * takes it still when nothing in it ends on or after its end date; otherwise the store's conflict stands.
 */
async function appendReconciliation(
  context: BookkeepingContextValue,
  companyId: string,
  bankAccountId: string,
  reconciliation: Reconciliation,
) {
  const key = context.keys.stored(reconciliationsKey(companyId, bankAccountId))
  for (let attempt = 0; ; attempt++) {
    const current =
      attempt === 0
        ? (context.queryClient.getQueryData<StoredReconciliations>(key) ??
          (await loadReconciliations(context, reconciliationsKey(companyId, bankAccountId))))
        : await loadReconciliations(context, reconciliationsKey(companyId, bankAccountId))
    const previous = lastReconciliation(current.book)
    if (previous && previous.endDate >= reconciliation.endDate) throw new ReconciledMeanwhileError(previous)
    try {
      return await storeBook(
        context,
        companyId,
        bankAccountId,
        { ...current.book, reconciliations: [...current.book.reconciliations, reconciliation] },
        current.version,
      )
    } catch (error) {
      if (!isStoreConflict(error) || attempt > 0) throw error
    }
  }
}

/** Someone finished a reconciliation of the account through the same date meanwhile: this one is not kept over it. */
export class ReconciledMeanwhileError extends Error {
  readonly conflict = true
  constructor(readonly reconciliation: Reconciliation) {
    super(`bookkit: the account was reconciled through ${reconciliation.endDate} meanwhile; this reconciliation was not kept.`)
    this.name = 'ReconciledMeanwhileError'
  }
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
  const key = reconciliationsKey(companyId, bankAccountId)
  const current = await loadReconciliations(context, key)
  if (lastReconciliation(current.book)?.id !== reconciliation.id)
    throw new Error('bookkit: only the last reconciliation of an account can be undone.')
  const { adjustment } = reconciliation
  if (adjustment && adjustment.amount !== 0 && !reversed.has(reconciliation.id)) {
    const amount = Math.abs(adjustment.amount)
    const bankSide = adjustment.amount > 0 ? { crAmount: amount } : { drAmount: amount }
    const otherSide = adjustment.amount > 0 ? { drAmount: amount } : { crAmount: amount }
    const [outcome] = await saveJournalEntries(context, [
      {
        date: adjustment.date,
        description: `Reversal of the reconciliation adjustment, statement ending ${reconciliation.endDate}`,
        bankAccountId,
        children: [
          { glAccountId: adjustment.bankGlAccountId, ...bankSide },
          { glAccountId: adjustment.glAccountId, ...otherSide },
        ],
      },
    ])
    result.reversal = outcome
    if (outcome?.status !== 'saved') return result
    reversed.add(reconciliation.id)
  }
  const done = back.get(reconciliation.id) ?? new Set<string>()
  back.set(reconciliation.id, done)
  const items = reconciliation.transactions
    .filter((transaction) => !done.has(transaction.id))
    .map((transaction) => ({ id: transaction.id, reviewStatus: transaction.previousReviewStatus ?? 'REVIEWED' }))
  const outcomes = await save(items, controls)
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
