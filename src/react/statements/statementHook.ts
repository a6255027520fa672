// The one frame every statement hook is made from: its method, its accounts (the host's chart or
// the records'), each account's reads on the dates its plan names, kept where the company's closing
// locks them, its figures from the core's assembly, and what it says of its reading. A statement's
// hook only reads its options and names its plan and assembly.
import type { AccountingMethod } from '../../api/types'
import type { GlAccountInfo, SeenAccount } from '../../core/statements/glAccounts'
import type { AccountReads, ReadPlan } from '../../core/statements/ledgerReads'
import type { StatementColumn } from '../../core/statements/statementColumns'
import type { DateRange } from '../../format/period'
import { chartStatusOf, type ChartStatus, type StatementAccountRow, type StatementReading } from '../../core/statements/statementTotals'
import { useAccountReads } from './accountReads'
import { useStatementAccounts, type StatementAccounts } from './statementAccounts'
import { useStatementClosing, useStatementMethod, useStatementReading } from './statementRows'

/** What every statement hook is asked beside its own options. */
export interface StatementAsked {
  accountingMethod: AccountingMethod | undefined
  accounts: readonly GlAccountInfo[] | undefined
  companyId: string | undefined
  enabled: boolean
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
}

/** Reads a statement's accounts: nothing is asked while its options cannot be read. */
export function useStatementReads<R>(
  { accountingMethod, accounts, companyId, enabled }: StatementAsked,
  { read, plan, candidatesOf }: StatementPlan<R>,
): StatementReads<R> {
  const { method, canChooseMethod } = useStatementMethod(accountingMethod)
  const readable = !(read instanceof Error)
  const active = enabled && readable
  const chart = useStatementAccounts(accounts, active, companyId)
  // Options that cannot be read give no statement: no account is shown as read when there is nothing to read.
  const candidates = readable ? (candidatesOf?.(chart) ?? chart.accounts) : []
  const reads = useAccountReads(candidates, plan, method, active, useStatementClosing(companyId))
  return {
    read: readable ? read : undefined,
    optionError: readable ? null : read,
    method,
    canChooseMethod,
    active,
    chart,
    candidates,
    reads,
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
 * A statement from its reads: the core's `assemble` once its options can be read, `empty` before;
 * the figures are final only once its chart is (`chartOf`, default its accounts').
 */
export function useStatementOf<R, F>(
  { read, optionError, method, canChooseMethod, active, chart, candidates, reads }: StatementReads<R>,
  assemble: (reads: readonly AccountReads[], read: R, accountsKnown: ChartStatus) => Assembled<F>,
  empty: () => Assembled<F>,
  companyId: string | undefined,
): Statement<R, F> {
  const { readRows, ...figures } = read === undefined ? empty() : assemble(reads, read, chartStatusOf(chart))
  const reading = useStatementReading(readRows, chart, optionError, active, candidates.length === 0, companyId)
  return { read, statement: { ...(figures as F), ...reading, accountingMethod: method, canChooseMethod } }
}

/** A statement read and assembled: `useStatementReads`, then `useStatementOf`. */
export const useStatement = <R, F>(
  asked: StatementAsked,
  how: StatementPlan<R>,
  assemble: (reads: readonly AccountReads[], read: R, accountsKnown: ChartStatus) => Assembled<F>,
  empty: () => Assembled<F>,
): Statement<R, F> => useStatementOf(useStatementReads(asked, how), assemble, empty, asked.companyId)
