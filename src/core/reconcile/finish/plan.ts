// A finish's plan and its claim, decided before anything is written: the record of what it will
// save and book (its id, totals, outcome, the adjustment's `apiSourceId`), and whether the book as
// read still lets it claim the month.
import { lastReconciliation } from '../book'
import { notClearedOf, reconciledTransactionOf } from '../notCleared'
import { ReconciliationFinishRefusedError, type FinishVariables } from '../reconciliationParts'
import type { FinishingReconciliation, Reconciliation, ReconciliationBook } from '../types'
import { clearedTotals } from '../worksheet'

let lastId = 0
/** A reconciliation's id: its end date and the instant it was begun, unique within the account's book. */
const reconciliationId = (endDate: string) => `rec_${endDate.replaceAll('-', '')}_${Date.now().toString(36)}${(++lastId).toString(36)}`

/** Someone finished a reconciliation of the account through the same date meanwhile: this one is not kept over it. */
export class ReconciledMeanwhileError extends Error {
  readonly conflict = true
  constructor(readonly reconciliation: Pick<Reconciliation, 'endDate'>) {
    super(`bookkit: the account was reconciled through ${reconciliation.endDate} meanwhile; this reconciliation was not kept.`)
    this.name = 'ReconciledMeanwhileError'
  }
}

/** Refuses `finishing` over `book` when the month is reconciled, another finish is on its way, or the opening was carried from another month. */
export function checkClaim(book: ReconciliationBook, finishing: FinishingReconciliation, basedOnGiven: boolean) {
  if (book.finishing && book.finishing.id !== finishing.id)
    throw new ReconciliationFinishRefusedError('underWay', `a finish of the statement ending ${book.finishing.endDate} is on its way.`)
  const last = lastReconciliation(book)
  if (last && last.endDate >= finishing.endDate) throw new ReconciledMeanwhileError(last)
  if (basedOnGiven && (last?.id ?? null) !== finishing.basedOn) throw new ReconciledMeanwhileError(last ?? finishing)
}

/** The finish's record: what it will save and book, decided before anything is written. */
export function planOf(variables: FinishVariables, book: ReconciliationBook): FinishingReconciliation {
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
