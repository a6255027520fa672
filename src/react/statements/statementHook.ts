// The one frame every statement hook is made from: its method, its accounts (the host's chart or
// the records'), each account's reads on the dates its plan names, kept where the company's closing
// locks them, its figures from the core's assembly, and what it says of its reading. A statement's
// hook only reads its options and names its plan and assembly.
import type { AccountingMethod } from '../../api/types'
import type { GlAccountInfo, SeenAccount } from '../../core/statements/glAccounts'
import type { AccountReads, ReadPlan } from '../../core/statements/ledgerReads'
import type { StatementColumn } from '../../core/statements/statementColumns'
import type { DateRange } from '../../format/period'
import {
  chartStatusOf,
  rowsReading,
  type ChartStatus,
  type StatementAccountRow,
  type StatementReading,
} from '../../core/statements/statementTotals'
import { useClosing, useClosingAskable } from '../close/closing'
import { useServiceProfile } from '../provider/provided'
import { useAccountReads } from './accountReads'
import { useStatementAccounts, type StatementAccounts } from './statementAccounts'

/** What every statement hook is asked beside its own options. */
export interface StatementAsked {
  accountingMethod: AccountingMethod | undefined
  accounts: readonly GlAccountInfo[] | undefined
  companyId: string | undefined
  enabled: boolean
  /**
   * The records a statement split by a dimension hears values from: read (`true`: without the
   * host's values, they name the dimension's), or only watched where the page already holds them
   * (`'watched'`: the host's values are the dimension's, as its chart is the accounts).
   */
  withRecords?: boolean | 'watched'
}

/** How a statement reads: its options as read, what it reads of each account, and which accounts. */
export interface StatementPlan<R> {
  /** The options as read (columns or dates), or the error naming the option that cannot be read. */
  read: R | Error
  /** What it reads of each account (made once per reading of the options). */
  plan: ReadPlan
  /** The accounts it asks of those of its chart; default every one. */
  candidatesOf?: (chart: StatementAccounts) => readonly SeenAccount[]
}

/** A statement's reads: its options as read, its method, its chart and each account's reads. */
export interface StatementReads<R> {
  read: R | undefined
  optionError: Error | null
  method: AccountingMethod | undefined
  canChooseMethod: boolean
  /** Enabled, and its options can be read. */
  active: boolean
  chart: StatementAccounts
  candidates: readonly SeenAccount[]
  reads: AccountReads[]
  companyId: string | undefined
  /** Whether the service can be asked the closing of `companyId`. */
  closingAskable: boolean
}

/**
 * Reads a statement's accounts under its method (the one asked for where the service profile
 * carries it; otherwise the company's own): nothing is asked while its options cannot be read. The
 * reads go by the closing as the cache holds it (which balances are locked, so kept and never
 * asked again); it is asked for only once the balances are read (`useStatementOf`): on a first
 * visit every date is asked anyway and the locked balances are kept when the closing arrives, so
 * reading it first would only take one of the six places the balances use. On a revisit the
 * closing comes back with the stored cache before any query runs. None where the service cannot
 * be asked `companyId`'s.
 */
export function useStatementReads<R>(
  { accountingMethod, accounts, companyId, enabled, withRecords }: StatementAsked,
  { read, plan, candidatesOf }: StatementPlan<R>,
): StatementReads<R> {
  const canChooseMethod = useServiceProfile().accountingMethodField !== false
  const method = canChooseMethod ? accountingMethod : undefined
  const readable = !(read instanceof Error)
  const active = enabled && readable
  const chart = useStatementAccounts(accounts, active, companyId, withRecords)
  // Options that cannot be read give no statement: no account is shown as read when there is nothing to read.
  const candidates = readable ? (candidatesOf?.(chart) ?? chart.accounts) : []
  const closingAskable = useClosingAskable(companyId)
  const kept = useClosing({ ...(companyId !== undefined && { companyId }), enabled: false }).data
  const reads = useAccountReads(candidates, plan, method, active, closingAskable ? kept : undefined)
  return {
    read: readable ? read : undefined,
    optionError: readable ? null : read,
    method,
    canChooseMethod,
    active,
    chart,
    candidates,
    reads,
    companyId,
    closingAskable,
  }
}

/** A statement's figures, with every row it read (for its reading, never returned). */
export type Assembled<F> = F & { readRows: StatementAccountRow[] }

/** What every statement hook returns beside its own options: its method, its figures and its reading. */
type StatementParts<F> = F & StatementReading & { accountingMethod: AccountingMethod | undefined; canChooseMethod: boolean }

/** A statement: its options as read (`undefined` while they cannot be), and its parts. */
export interface Statement<R, F> {
  read: R | undefined
  statement: StatementParts<F>
}

/** A period statement's dates: its range and its columns, none while its options cannot be read. */
export const periodOf = (read: { range: DateRange; columns: readonly StatementColumn[] } | undefined) => ({
  range: read?.range,
  columns: [...(read?.columns ?? [])],
})

/**
 * A statement from its reads: the core's `assemble` once its options can be read, `empty` before
 * (the figures are final only once its chart is), and what it says of its reading
 * (`rowsReading`). The closing is asked once the balances are read, so it never takes one of the
 * six places they use; the date it gives is a claim only where nothing can change it (a closing
 * that allows changes makes none, README decision 22).
 */
export function useStatementOf<R, F>(
  { read, optionError, method, canChooseMethod, active, chart, candidates, reads, companyId, closingAskable }: StatementReads<R>,
  assemble: (reads: readonly AccountReads[], read: R, accountsKnown: ChartStatus) => Assembled<F>,
  empty: () => Assembled<F>,
): Statement<R, F> {
  const { readRows, ...figures } = read === undefined ? empty() : assemble(reads, read, chartStatusOf(chart))
  const { reading, ...shown } = rowsReading(readRows, chart, optionError, active, candidates.length === 0)
  const closing = useClosing({ ...(companyId !== undefined && { companyId }), enabled: active && !reading && closingAskable }).data
  const closingDate = closingAskable && closing && !closing.modificationsEnabled ? closing.date : undefined
  return { read, statement: { ...(figures as F), ...shown, closingDate, accountingMethod: method, canChooseMethod } }
}

/** A statement read and assembled: `useStatementReads`, then `useStatementOf`. */
export const useStatement = <R, F>(
  asked: StatementAsked,
  how: StatementPlan<R>,
  assemble: (reads: readonly AccountReads[], read: R, accountsKnown: ChartStatus) => Assembled<F>,
  empty: () => Assembled<F>,
): Statement<R, F> => useStatementOf(useStatementReads(asked, how), assemble, empty)
