/**
 * Whether a month's books are done, what is left, and its sign-off (`useMonthEndClose`): the
 * checklist's seven items, each computed from reads bookkit already makes (the queue's sync, the
 * reconciliations and closes in the `store`, the open invoices, the trial balance and the balance
 * sheet at the month's end, shared with any statement on the page), each `done` only when its
 * figures are final; and the sign-off and reopening that keep the month's record.
 */
import { useMemo } from 'react'
import { useMutation } from '@tanstack/react-query'
import { owedPartsOn } from '../api/owedParts'
import type { Invoice } from '../api/types'
import {
  isReceivableAccount,
  isSuspenseAccount,
  type CloseAccountBalance,
  type CloseItemOf,
  type MonthEndCloseItem,
} from '../books/closeItems'
import type { FigureStatus } from '../books/figureStatus'
import type { GlAccountInfo } from '../books/glAccounts'
import {
  CLOSE_ITEM_IDS,
  closeKey,
  isMonth,
  monthRange,
  signedTransactionOf,
  signOffInForce,
  type CloseItemId,
  type CloseItemState,
  type CloseRecord,
  type SignOff,
} from '../books/monthClose'
import { localToday } from '../format/localToday'
import { PeriodError } from '../format/period'
import { useBalanceSheet } from './balanceSheet'
import { useClosing, type ClosingState } from './closing'
import { useBookkeepingContext } from './context'
import { useInvoices } from './invoiceReads'
import { useCloseTallies } from './monthCloseTallies'
import { useServiceProfile } from './provided'
import type { InvoiceListQuery } from './queries'
import { owingTodayFilter, useReceivablesAging } from './receivablesAging'
import type { StatementAccountRow } from './statementRows'
import { useTrialBalance } from './trialBalance'

/** Options of `useMonthEndClose`. */
export interface MonthEndCloseOptions {
  /** The company whose books and store are closed (a bookkeeper's token sees several); default the one the transactions name. */
  companyId?: string
  /** The host's chart of accounts: without it no statement's total is final, and the ledger's items cannot be known. */
  accounts?: readonly GlAccountInfo[]
  enabled?: boolean
}

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
  /** Every item is done: the month may be signed off without a reason. */
  ready: boolean
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

const RANK: Record<FigureStatus, number> = { final: 0, partial: 1, counting: 2, stopped: 3, unknown: 4 }
/** The least final of several figures' statuses. */
const leastOf = (...statuses: FigureStatus[]): FigureStatus =>
  statuses.reduce((worst, one) => (RANK[one] > RANK[worst] ? one : worst), 'final')

/** A statement row's figures as an item counts them. */
const rowFigures = (row: StatementAccountRow): FigureStatus =>
  row.status === 'failed' ? 'stopped' : row.status === 'reading' ? 'counting' : 'final'

/** The state of an amount left: none once final is done; any known is to do. */
const stateOfAmount = (amount: number | undefined, figures: FigureStatus): CloseItemState =>
  amount !== undefined && amount !== 0 ? 'toDo' : amount === 0 && figures === 'final' ? 'done' : 'unknown'

const balancesOf = (rows: readonly StatementAccountRow[]): CloseAccountBalance[] =>
  rows.map((row) => ({ account: row.account, balance: row.status === 'read' ? row.figures[0]?.amount : undefined }))

/** What an invoice owed at the end of `day`; `undefined` when it cannot be read. */
const owedOn = (invoice: Invoice, day: string) => owedPartsOn(invoice, day)?.reduce((sum, part) => sum + part.amount, 0)

/**
 * The close of `month` (`YYYY-MM`): its seven items and its sign-off. `enabled: false` keeps it idle.
 */
export function useMonthEndClose(
  month: string | undefined,
  { companyId, accounts, enabled = true }: MonthEndCloseOptions = {},
): MonthEndCloseState {
  const context = useBookkeepingContext()
  const readable = isMonth(month)
  const on = enabled && readable
  const months = useMemo(() => (readable ? [month] : []), [readable, month])
  const range = readable ? monthRange(month) : undefined
  const tallies = useCloseTallies(months, { companyId, enabled: on })
  const tallied = tallies.months[0]
  const asOf = range?.to
  const trial = useTrialBalance({ asOf, accounts, companyId, enabled: on })
  const sheet = useBalanceSheet({ asOf, accounts, companyId, enabled: on })
  const today = localToday()
  const owedDay = asOf && asOf < today ? asOf : today
  const aging = useReceivablesAging({ asOf: owedDay, enabled: on })
  const explaining = useExplaining(owedDay, on)
  const closing = useClosing({ companyId, enabled: on })

  const chartFigures = trial.totals.status === 'partial' ? 'partial' : 'final'
  const allRows = [...trial.rows, ...trial.unplaced]
  const suspenseRows = allRows.filter((row) => isSuspenseAccount(row.account))
  const suspenseFigures = leastOf(chartFigures, trial.totals.status === 'unknown' ? 'unknown' : 'final', ...suspenseRows.map(rowFigures))
  const suspenseLeft =
    suspenseFigures === 'unknown'
      ? undefined
      : suspenseRows.reduce((sum, row) => sum + Math.abs(row.status === 'read' ? (row.figures[0]?.amount ?? 0) : 0), 0)
  const filter = range ?? { from: '', to: '' }
  const suspense: CloseItemOf<'suspense'> = {
    id: 'suspense',
    state: stateOfAmount(suspenseLeft, suspenseFigures),
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
    state: stateOfAmount(difference, receivablesFigures),
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
    state: (trialDifference ?? 0) !== 0 || (sheetDifference ?? 0) !== 0 ? 'toDo' : stateOfAmount(balancesLeft, balancesFigures),
    figures: balancesFigures,
    left: balancesLeft,
    error: trial.error ?? sheet.error,
    filter,
    trialBalance: trialDifference,
    balanceSheet: sheetDifference,
  }

  const totals = trial.totals.complete ? { debits: trial.totals.debits, credits: trial.totals.credits } : undefined
  const changes = changesWithTotals(tallied?.changes, totals, filter)
  const items: MonthEndCloseItem[] = tallied
    ? [tallied.review, tallied.reconcile, tallied.match, suspense, receivables, balances, changes!]
    : []
  const record = tallied?.record
  const signedOff = signOffInForce(record)
  const company = tallies.companyId

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
          transactions: transactions.map(signedTransactionOf),
        }
        const { signOffMonth } = await import('./monthCloseRecord')
        const saved = await signOffMonth(context, company, month as string, signOff)
        context.emit({ type: 'monthSignedOff', companyId: company, month: month as string })
        return saved
      },
      // Refused (signed off meanwhile) or failed: the record is read again, to show what is there now.
      onError: () =>
        company !== undefined &&
        readable &&
        context.queryClient.invalidateQueries({ queryKey: context.keys.stored(closeKey(company, month)), exact: true }),
    },
    context.queryClient,
  )
  const reopening = useMutation(
    {
      mutationFn: async (input: ReopenInput = {}) => {
        if (company === undefined || !readable) throw new SignOffIncompleteError([])
        const { reopenMonth } = await import('./monthCloseRecord')
        const saved = await reopenMonth(context, company, month, {
          at: new Date().toISOString(),
          ...(input.userName && { by: input.userName }),
          ...(input.reason?.trim() && { reason: input.reason.trim() }),
        })
        context.emit({ type: 'monthReopened', companyId: company, month })
        return saved
      },
    },
    context.queryClient,
  )

  const count = (state: CloseItemState) => items.filter((item) => item.state === state).length
  return {
    month: readable ? month : undefined,
    from: range?.from,
    to: range?.to,
    companyId: company,
    items,
    toDo: count('toDo'),
    unknown: count('unknown'),
    ready: items.length === CLOSE_ITEM_IDS.length && items.every((item) => item.state === 'done'),
    record,
    signedOff,
    closing: closing.data,
    trialBalance: totals,
    error: readable ? (tallied?.recordError ?? null) : new PeriodError('month', month, 'month'),
    signOff: (input = {}) => signing.mutateAsync(input),
    reopen: (input = {}) => reopening.mutateAsync(input),
    isSaving: signing.isPending || reopening.isPending,
  }
}

/** The changes item, with the trial balance's totals now beside the sign-off's: a change the transactions do not show (a journal entry) is one too. */
function changesWithTotals(
  item: CloseItemOf<'changes'> | undefined,
  totals: { debits: number; credits: number } | undefined,
  filter: CloseItemOf<'changes'>['filter'],
): CloseItemOf<'changes'> | undefined {
  if (!item) return undefined
  const then = item.since?.trialBalance
  const moved = then !== undefined && totals !== undefined && (then.debits !== totals.debits || then.credits !== totals.credits)
  const inForce = item.since !== undefined && !item.since.reopened
  const left = item.left === undefined ? undefined : item.left + (inForce && moved ? 1 : 0)
  return { ...item, filter, trialBalance: totals, left, state: inForce && moved ? 'toDo' : item.state }
}

/**
 * The invoices owed at the end of `day` whose balance then was a given amount: read from the same
 * walk as the receivables' figures (no read of its own), found once it is whole.
 */
function useExplaining(day: string, enabled: boolean): (amount: number) => Invoice[] {
  const { notOwedInvoiceStatuses: notOwed, paidInvoiceStatuses: paid, maxPageSize } = useServiceProfile()
  const past = day < localToday()
  const query = useMemo(
    (): InvoiceListQuery => ({ limit: maxPageSize, filter: owingTodayFilter(day, notOwed, past ? [] : paid) }),
    [day, notOwed, paid, past, maxPageSize],
  )
  const { data, hasNextPage } = useInvoices(query, { enabled })
  const whole = data !== undefined && !hasNextPage
  return (amount) =>
    whole ? data.invoices.filter((invoice) => !notOwed.includes(invoice.invoiceStatus as string) && owedOn(invoice, day) === amount) : []
}
