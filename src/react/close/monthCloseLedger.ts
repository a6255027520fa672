/**
 * The items of a month's close that the ledger tells, at the month's end: nothing left in
 * uncategorized or suspense accounts, accounts receivable agreeing with what the open invoices
 * owed, and the trial balance and the balance sheet balancing. The same reads as a `<TrialBalance>`,
 * a `<BalanceSheet>` and a `<ReceivablesAging>` of that day on the page (none asked twice), each
 * item done only when its figures are final.
 */
import { useMemo } from 'react'
import { owedPartsOn } from '../../api/owedParts'
import type { Invoice } from '../../api/types'
import { invoicesOfChart } from '../../core/queue/companyOf'
import {
  isReceivableAccount,
  isSuspenseAccount,
  stateOfLeft,
  type CloseAccountBalance,
  type CloseItemOf,
} from '../../core/close/closeItems'
import type { FigureStatus } from '../../core/statements/figureStatus'
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import { monthRange } from '../../core/close/monthClose'
import { localToday } from '../../format/localToday'
import { useBalanceSheet } from '../statements/balanceSheet'
import { useInvoices } from '../invoices/invoiceReads'
import { useServiceProfile } from '../provider/provided'
import type { InvoiceListQuery } from '../query/queries'
import { owingTodayFilter, useReceivablesAging } from '../invoices/receivablesAging'
import type { StatementAccountRow } from '../statements/statementRows'
import { useTrialBalance } from '../statements/trialBalance'

/** The ledger's items of a month, and the trial balance's totals at its end once final. */
export interface LedgerItems {
  suspense: CloseItemOf<'suspense'>
  receivables: CloseItemOf<'receivables'>
  balances: CloseItemOf<'balances'>
  totals: { debits: number; credits: number } | undefined
  /** Each account's balance at the month's end, once final: a sign-off keeps them, and a change since is told against them. */
  accountBalances: CloseAccountBalance[] | undefined
}

const RANK: Record<FigureStatus, number> = { final: 0, partial: 1, counting: 2, stopped: 3, unknown: 4 }
/** The least final of several figures' statuses. */
const leastOf = (...statuses: FigureStatus[]): FigureStatus =>
  statuses.reduce((worst, one) => (RANK[one] > RANK[worst] ? one : worst), 'final')

/** A statement row's figures as an item counts them. */
const rowFigures = (row: StatementAccountRow): FigureStatus =>
  row.status === 'failed' ? 'stopped' : row.status === 'reading' ? 'counting' : 'final'

const balancesOf = (rows: readonly StatementAccountRow[]): CloseAccountBalance[] =>
  rows.map((row) => ({ account: row.account, balance: row.status === 'read' ? row.figures[0]?.amount : undefined }))

/** What an invoice owed at the end of `day`; `undefined` when it cannot be read. */
const owedOn = (invoice: Invoice, day: string) => owedPartsOn(invoice, day)?.reduce((sum, part) => sum + part.amount, 0)

/** The ledger's items of `month` (`YYYY-MM`, read already); `undefined` without one. */
export function useLedgerItems(
  month: string | undefined,
  { companyId, accounts, enabled = true }: { companyId?: string; accounts?: readonly GlAccountInfo[]; enabled?: boolean },
): LedgerItems | undefined {
  const on = enabled && month !== undefined
  const range = month === undefined ? undefined : monthRange(month)
  const asOf = range?.to
  const trial = useTrialBalance({ asOf, accounts, companyId, enabled: on })
  const sheet = useBalanceSheet({ asOf, accounts, companyId, enabled: on })
  const today = localToday()
  const owedDay = asOf && asOf < today ? asOf : today
  const aging = useReceivablesAging({ asOf: owedDay, companyId, accounts, enabled: on })
  const explaining = useExplaining(owedDay, accounts, on)
  if (!range) return undefined

  const chartFigures = trial.totals.status === 'partial' ? 'partial' : 'final'
  const allRows = [...trial.rows, ...trial.unplaced]
  const suspenseRows = allRows.filter((row) => isSuspenseAccount(row.account))
  const suspenseFigures = leastOf(chartFigures, trial.totals.status === 'unknown' ? 'unknown' : 'final', ...suspenseRows.map(rowFigures))
  const suspenseLeft =
    suspenseFigures === 'unknown'
      ? undefined
      : suspenseRows.reduce((sum, row) => sum + Math.abs(row.status === 'read' ? (row.figures[0]?.amount ?? 0) : 0), 0)
  const filter = range
  const suspense: CloseItemOf<'suspense'> = {
    id: 'suspense',
    state: stateOfLeft(suspenseLeft, suspenseFigures),
    figures: suspenseFigures,
    left: suspenseLeft,
    error: suspenseRows.find((row) => row.error)?.error ?? trial.error,
    filter: {
      ...filter,
      ...(suspenseRows[0] && {
        glAccountId: (suspenseRows.find((row) => (row.figures[0]?.amount ?? 0) !== 0) ?? suspenseRows[0]).account.id,
      }),
    },
    accounts: balancesOf(suspenseRows),
  }

  const cashBasis = trial.accountingMethod === 'CASH'
  const receivableRows = allRows.filter((row) => isReceivableAccount(row.account))
  const ledgerFigures = leastOf(chartFigures, trial.totals.status === 'unknown' ? 'unknown' : 'final', ...receivableRows.map(rowFigures))
  const ledger = ledgerFigures === 'unknown' ? undefined : receivableRows.reduce((sum, row) => sum + (row.figures[0]?.amount ?? 0), 0)
  const invoices = aging.figures === 'final' ? aging.total : undefined
  const receivablesFigures = cashBasis ? 'final' : leastOf(ledgerFigures, aging.figures)
  const difference = cashBasis
    ? 0
    : receivablesFigures === 'final' && ledger !== undefined && invoices !== undefined
      ? ledger - invoices
      : undefined
  const receivables: CloseItemOf<'receivables'> = {
    id: 'receivables',
    // On cash books receivables are not in the ledger: there is nothing to agree.
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

  const totals = trial.totals.complete ? { debits: trial.totals.debits, credits: trial.totals.credits } : undefined
  return { suspense, receivables, balances, totals, accountBalances: trial.totals.complete ? balancesOf(allRows) : undefined }
}

/**
 * The invoices owed at the end of `day` whose balance then was a given amount: read from the same
 * walk as the receivables' figures (no read of its own), found once it is whole.
 */
function useExplaining(day: string, accounts: readonly GlAccountInfo[] | undefined, enabled: boolean): (amount: number) => Invoice[] {
  const { notOwedInvoiceStatuses: notOwed, paidInvoiceStatuses: paid, maxPageSize } = useServiceProfile()
  const past = day < localToday()
  const query = useMemo(
    (): InvoiceListQuery => ({ limit: maxPageSize, filter: owingTodayFilter(day, notOwed, past ? [] : paid) }),
    [day, notOwed, paid, past, maxPageSize],
  )
  const { data, hasNextPage } = useInvoices(query, { enabled })
  const whole = data !== undefined && !hasNextPage
  // The company's own, as the receivables' figures count them: an invoice of another company explains nothing here.
  const ofChart = useMemo(
    () => (whole ? (accounts ? invoicesOfChart(data.invoices, new Set(accounts.map((account) => account.id))) : data.invoices) : []),
    [whole, data, accounts],
  )
  return (amount) => ofChart.filter((invoice) => !notOwed.includes(invoice.invoiceStatus as string) && owedOn(invoice, day) === amount)
}
