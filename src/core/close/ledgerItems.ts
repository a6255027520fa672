/**
 * How the close decides the items the ledger tells at the month's end: nothing left in
 * uncategorized or suspense accounts, accounts receivable agreeing with what the open invoices owed
 * (nothing to agree on cash books), and the trial balance and the balance sheet balancing; each
 * done only when its figures are final. Counted by the checklist's later part
 * (src/react/close/monthCloseLedger.ts) from the same reads as the statements of that day.
 */
import type { Invoice } from '../../api/types'
import type { FigureStatus } from '../statements/figureStatus'
import type { GlAccountInfo } from '../statements/glAccounts'
import {
  isReceivableAccount,
  isSuspenseAccount,
  type CloseAccountBalance,
  type CloseItemFilter,
  type CloseItemOf,
  type LedgerItems,
} from './closeItems'
import { stateOfLeft } from './items'

/** A ledger account's row at the month's end, as the trial balance reads it. */
export interface LedgerRow {
  account: GlAccountInfo
  status: 'reading' | 'read' | 'failed'
  figures: ReadonlyArray<{ amount: number | undefined }>
  error: Error | null
}

/** The trial balance at the month's end as the ledger's items read it. */
export interface TrialRead {
  rows: readonly LedgerRow[]
  unplaced: readonly LedgerRow[]
  totals: { status: FigureStatus; complete: boolean; debits: number; credits: number }
  /** Debits less credits, once final. */
  difference: number | undefined
  accountingMethod: string | undefined
  error: Error | null
}

/** The balance sheet's check at the month's end. */
export interface SheetRead {
  check: { known: boolean; difference: { amount: number | undefined } }
  totalAssets: { status: FigureStatus }
  error: Error | null
}

/** The receivables aging at the month's end. */
export interface AgingRead {
  figures: FigureStatus
  total: number
  error: Error | null
}

const RANK: Record<FigureStatus, number> = { final: 0, partial: 1, counting: 2, stopped: 3, unknown: 4 }
/** The least final of several figures' statuses. */
const leastOf = (...statuses: FigureStatus[]): FigureStatus =>
  statuses.reduce((worst, one) => (RANK[one] > RANK[worst] ? one : worst), 'final')

/** A row's figures as an item counts them. */
const rowFigures = (row: LedgerRow): FigureStatus => (row.status === 'failed' ? 'stopped' : row.status === 'reading' ? 'counting' : 'final')

const balancesOf = (rows: readonly LedgerRow[]): CloseAccountBalance[] =>
  rows.map((row) => ({ account: row.account, balance: row.status === 'read' ? row.figures[0]?.amount : undefined }))

const amountOf = (row: LedgerRow) => row.figures[0]?.amount ?? 0

/**
 * The ledger's items at the month's end: nothing left in uncategorized or suspense accounts,
 * accounts receivable agreeing with what the open invoices owed (nothing to agree on cash books),
 * and the trial balance and the balance sheet balancing; each done only when its figures are final.
 */
export function ledgerItems(
  filter: CloseItemFilter,
  trial: TrialRead,
  sheet: SheetRead,
  aging: AgingRead,
  /** The invoices owed at the month's end whose balance then was `amount`. */
  explaining: (amount: number) => Invoice[],
): LedgerItems {
  const chartFigures = trial.totals.status === 'partial' ? 'partial' : 'final'
  const readFigures = trial.totals.status === 'unknown' ? 'unknown' : 'final'
  const allRows = [...trial.rows, ...trial.unplaced]
  const suspenseRows = allRows.filter((row) => isSuspenseAccount(row.account))
  const suspenseFigures = leastOf(chartFigures, readFigures, ...suspenseRows.map(rowFigures))
  const suspenseLeft =
    suspenseFigures === 'unknown'
      ? undefined
      : suspenseRows.reduce((sum, row) => sum + Math.abs(row.status === 'read' ? amountOf(row) : 0), 0)
  const suspense: CloseItemOf<'suspense'> = {
    id: 'suspense',
    state: stateOfLeft(suspenseLeft, suspenseFigures),
    figures: suspenseFigures,
    left: suspenseLeft,
    error: suspenseRows.find((row) => row.error)?.error ?? trial.error,
    filter: {
      ...filter,
      ...(suspenseRows[0] && { glAccountId: (suspenseRows.find((row) => amountOf(row) !== 0) ?? suspenseRows[0]).account.id }),
    },
    accounts: balancesOf(suspenseRows),
  }

  const cashBasis = trial.accountingMethod === 'CASH'
  const receivableRows = allRows.filter((row) => isReceivableAccount(row.account))
  const ledgerFigures = leastOf(chartFigures, readFigures, ...receivableRows.map(rowFigures))
  const ledger = ledgerFigures === 'unknown' ? undefined : receivableRows.reduce((sum, row) => sum + amountOf(row), 0)
  const invoices = aging.figures === 'final' ? aging.total : undefined
  const receivablesFigures = cashBasis ? 'final' : leastOf(ledgerFigures, aging.figures)
  // On cash books receivables are not in the ledger: there is nothing to agree.
  const difference = cashBasis
    ? 0
    : receivablesFigures === 'final' && ledger !== undefined && invoices !== undefined
      ? ledger - invoices
      : undefined
  const receivables: CloseItemOf<'receivables'> = {
    id: 'receivables',
    state: stateOfLeft(difference, receivablesFigures),
    figures: receivablesFigures,
    left: difference === undefined ? undefined : Math.abs(difference),
    error: aging.error ?? receivableRows.find((row) => row.error)?.error ?? null,
    filter: { ...filter, ...(receivableRows[0] && { glAccountId: receivableRows[0].account.id }) },
    ledger: cashBasis ? undefined : ledger,
    accounts: balancesOf(receivableRows),
    invoices: cashBasis ? undefined : invoices,
    difference,
    explaining: difference ? explaining(Math.abs(difference)) : [],
  }

  const trialDifference = trial.difference
  const sheetDifference = sheet.check.known ? sheet.check.difference.amount : undefined
  const balancesFigures = leastOf(trial.totals.status, sheet.check.known ? 'final' : sheet.totalAssets.status)
  const balancesLeft =
    trialDifference === undefined || sheetDifference === undefined ? undefined : Math.abs(trialDifference) + Math.abs(sheetDifference)
  const balances: CloseItemOf<'balances'> = {
    id: 'balances',
    state: (trialDifference ?? 0) !== 0 || (sheetDifference ?? 0) !== 0 ? 'toDo' : stateOfLeft(balancesLeft, balancesFigures),
    figures: balancesFigures,
    left: balancesLeft,
    error: trial.error ?? sheet.error,
    filter,
    trialBalance: trialDifference,
    balanceSheet: sheetDifference,
  }

  const complete = trial.totals.complete
  return {
    suspense,
    receivables,
    balances,
    totals: complete ? { debits: trial.totals.debits, credits: trial.totals.credits } : undefined,
    accountBalances: complete ? balancesOf(allRows) : undefined,
  }
}
