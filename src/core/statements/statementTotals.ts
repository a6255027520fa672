// What every statement is made of: each account's row with a status that is final only when it
// is, and totals that say whether every account in them is read.
import type { AccountingMethod } from '../../api/types'
import { figureStatus, type FigureStatus } from './figureStatus'
import type { GlAccountInfo } from './glAccounts'
import { readResults, type AccountReads, type ReadResult } from './ledgerReads'
import { StatementOptionError } from './statementColumns'

/** One figure of a statement: a column's amount and the amount it is compared with, in minor units; `undefined` where not (yet) known. */
export interface StatementFigure {
  amount: number | undefined
  /** `undefined` without a comparison, or while it is not known. */
  compared: number | undefined
  /** The amount as a share of its column's total income (0.25 for 25%), where asked for (the profit and loss's `percentOfIncome`); `undefined` while that income or the figure is not final, or where the income is zero. */
  ofIncome?: number
  /** The compared amount as a share of the compared column's total income, as `ofIncome` is of the column's; `undefined` without a comparison, while either is not final, or where that income is zero. */
  comparedOfIncome?: number
}

/** How far an account's figures have come. */
export type StatementAccountStatus = 'reading' | 'read' | 'failed'

/** One account's row of a statement. */
export interface StatementAccountRow {
  /** The account; `name` is its id where nothing names it, `type` empty where nothing states one. */
  account: GlAccountInfo
  /** One per column, in the columns' order. */
  figures: StatementFigure[]
  status: StatementAccountStatus
  /** Why its figures could not be read, when `status` is `failed`. */
  error: Error | null
  /** Whether any of its figures (or their comparisons) is other than zero. */
  hasActivity: boolean
  /** Reads again what failed. */
  retry: () => void
}

/** A total of some accounts: one figure per column, and whether every account in it is read. */
export interface StatementTotal {
  figures: StatementFigure[]
  /**
   * What its figures are, and their comparisons, changes and percents with them: `final` only when
   * every figure it is made of is read and no account may be missing; `counting` while any is read
   * (or the records may yet name more); `stopped` when some failed (it leaves them out);
   * `partial` when every account the records name is read but the chart is not the host's.
   * A host drawing its own marks every figure of a total that is not `final`.
   */
  status: FigureStatus
  /** `status` is `final`: every account in it is read, and no other can be missing. */
  complete: boolean
  /** Accounts whose figures failed: the total leaves them out. */
  leftOut: number
  /** Some account in it is still being read: one that failed may yet be joined by others, so it is "so far", not short. */
  reading: boolean
}

/** A total before anything is read: no figure. */
export const noTotal = (): StatementTotal => ({ figures: [], status: 'unknown', complete: false, leftOut: 0, reading: false })

/** A figure not known: no amount, nothing compared. */
export const NO_FIGURE: StatementFigure = { amount: undefined, compared: undefined }

const METHODS: readonly AccountingMethod[] = ['ACCRUAL', 'CASH']

/** Throws the `StatementOptionError` naming `accountingMethod` when it is neither of the methods. */
export function checkMethod(method: AccountingMethod | undefined): void {
  if (method !== undefined && !METHODS.includes(method)) throw new StatementOptionError('accountingMethod', method)
}

/** What `read` gives, or the error it threw: an option that cannot be read is a value, never a throw out of a render. */
export function optionsOrError<T>(read: () => T): T | Error {
  try {
    return read()
  } catch (error) {
    return error as Error
  }
}

/**
 * An account's row from its reads and the figures they make. It is `reading` while any read is
 * fetching (a save touched it: its old figures stay, not final), `failed` once none is and one
 * failed (Try again reads every one that did), and `read` when every figure is known.
 */
export function rowOf(
  reads: AccountReads,
  figures: StatementFigure[],
  type: string | undefined,
  comparing: boolean,
  /** Reads of the account beside its balances (a statement split by a dimension reads its lines under each value). */
  alsoRead: ReadonlyArray<ReadResult<unknown>> = [],
): StatementAccountRow {
  const results = [...readResults(reads), ...alsoRead]
  const failed = results.filter((result) => result.isError)
  const known = figures.every((figure) => figure.amount !== undefined && (!comparing || figure.compared !== undefined))
  const fetching = results.some((result) => result.isFetching)
  const status: StatementAccountStatus = fetching ? 'reading' : failed.length > 0 ? 'failed' : known ? 'read' : 'reading'
  const { account } = reads
  return {
    account: {
      id: account.id,
      name: account.name ?? account.id,
      ...(account.accountNo !== undefined && { accountNo: account.accountNo }),
      type: type ?? '',
      ...(account.subtype !== undefined && { subtype: account.subtype }),
    },
    figures,
    status,
    error: status === 'failed' ? (failed[0]?.error ?? null) : null,
    hasActivity: figures.some(
      ({ amount, compared }) => (amount !== undefined && amount !== 0) || (compared !== undefined && compared !== 0),
    ),
    retry: () => {
      for (const result of failed) void result.refetch()
    },
  }
}

/** A part of a total: figures added with a sign, and what it says about being final. */
export interface TotalPart {
  figures: readonly StatementFigure[]
  sign: number
  /** `final`, or why it is not. */
  status: FigureStatus
  complete: boolean
  leftOut: number
  reading: boolean
  /** Whether its figures are added (a failed account's are not). */
  counts: boolean
}

/**
 * How far the list of a statement's accounts is known: the host's chart (`final`), every account
 * the records name (`partial`: others may be missing), or records still being read (`counting`).
 */
export type ChartStatus = 'final' | 'partial' | 'counting'

/** Where a statement's accounts come from and whether every one is known yet. */
export interface ChartOfAccounts {
  /** The host's (`'host'`) or those the records name (`'records'`). */
  from: 'host' | 'records'
  /** Every record that could name an account has been read. */
  complete: boolean
}

/** The chart status of a statement's accounts. */
export const chartStatusOf = (chart: ChartOfAccounts): ChartStatus =>
  !chart.complete ? 'counting' : chart.from === 'host' ? 'final' : 'partial'

/**
 * A total's status from its parts' and its chart's: counting while anything in it is read (or
 * more accounts may join), stopped when a part failed, partial when the chart is not the host's,
 * final only when nothing of that is so. A total of no parts is as final as its chart.
 */
function statusOfTotal(parts: readonly TotalPart[], chart: ChartStatus): FigureStatus {
  if (chart === 'counting' || parts.some((part) => part.reading || part.status === 'counting' || part.status === 'unknown'))
    return 'counting'
  if (parts.some((part) => part.leftOut > 0 || part.status === 'stopped')) return 'stopped'
  if (chart === 'partial' || parts.some((part) => part.status === 'partial')) return 'partial'
  return 'final'
}

/**
 * Sums parts column by column, each with its sign. Final only when every part is and no
 * account may be missing (`chart`).
 */
export function totalOf(parts: readonly TotalPart[], comparing: readonly boolean[], chart: ChartStatus): StatementTotal {
  const counted = parts.filter((part) => part.counts)
  const figures = comparing.map((compares, index) => {
    let amount = 0
    let compared = compares ? 0 : undefined
    for (const part of counted) {
      const figure = part.figures[index]
      amount += part.sign * (figure?.amount ?? 0)
      if (compared !== undefined) compared += part.sign * (figure?.compared ?? 0)
    }
    return { amount, compared }
  })
  const status = statusOfTotal(parts, chart)
  return {
    figures,
    status,
    complete: status === 'final',
    leftOut: parts.reduce((sum, part) => sum + part.leftOut, 0),
    reading: parts.some((part) => part.reading),
  }
}

/** A row as a part of a total: a row being read again keeps its figures in the sum, marked not complete; a failed one adds nothing and is counted as left out. */
export const rowPart = (row: StatementAccountRow, sign = 1): TotalPart => ({
  figures: row.figures,
  sign,
  status: row.status === 'read' ? 'final' : row.status === 'failed' ? 'stopped' : 'counting',
  complete: row.status === 'read',
  leftOut: row.status === 'failed' ? 1 : 0,
  reading: row.status === 'reading',
  counts: row.status !== 'failed',
})

/** A total as a part of another. */
export const totalPart = (total: StatementTotal, sign = 1): TotalPart => ({ ...total, sign, counts: true })

/** The sum of some rows, each added as it is. */
export const sumOf = (rows: readonly StatementAccountRow[], comparing: readonly boolean[], chart: ChartStatus): StatementTotal =>
  totalOf(
    rows.map((row) => rowPart(row)),
    comparing,
    chart,
  )

/** Whether a total is final and leaves no account out: a check made on it (the books balance, the cash ties) means something. */
export const isWhole = (total: StatementTotal) => total.complete && total.leftOut === 0

// One collator each, made once: a statement sorts its sections again on every answer.
const numbers = /* @__PURE__ */ new Intl.Collator(undefined, { numeric: true })
const names = /* @__PURE__ */ new Intl.Collator()

/** Account number, then name: a statement's order. */
export function byNumberThenName(a: StatementAccountRow, b: StatementAccountRow): number {
  const number = numbers.compare(a.account.accountNo ?? '\uffff', b.account.accountNo ?? '\uffff')
  return number || names.compare(a.account.name, b.account.name)
}

/** Where a statement's accounts come from, as its reading tells them: whether all are known, what failed, the company's name and Try again. */
export interface ChartReading extends ChartOfAccounts {
  error: Error | null
  companyName: string | undefined
  refetch: () => void
}

/** A statement's reading but its closing date, and whether some row, or the records naming the accounts, are still being read (the closing is asked only after). */
export type RowsReading = Omit<StatementReading, 'closingDate'> & { reading: boolean }

/**
 * How far a statement's rows have come, with its chart: a failure stops the figures only once
 * nothing else is being read; without the host's chart every figure read is `partial` at best; an
 * option that cannot be read gives none (`unknown`). Pending while `active` and nothing is known
 * (a whole chart naming no account is known: a statement of nothing); Try again reads the chart
 * and every row that failed.
 */
export function rowsReading(
  rows: readonly StatementAccountRow[],
  chart: ChartReading,
  optionError: Error | null,
  active: boolean,
  noAccounts: boolean,
): RowsReading {
  const accountsRead = rows.filter((row) => row.status === 'read').length
  const accountsFailed = rows.filter((row) => row.status === 'failed').length
  const anyRead = rows.some((row) => row.status === 'read') || (chart.complete && noAccounts)
  const failed = accountsFailed > 0 || chart.error !== null
  const reading = rows.some((row) => row.status === 'reading') || (!chart.complete && chart.error === null)
  const complete = chart.complete && accountsRead === rows.length && !failed
  const status = figureStatus({ read: anyRead, complete, failed: failed && !reading })
  return {
    accountsFrom: chart.from,
    accountCount: rows.length,
    accountsRead,
    accountsFailed,
    companyName: chart.companyName,
    accounts: rows.map((row) => row.account),
    figures: optionError ? 'unknown' : status === 'final' && chart.from === 'records' ? 'partial' : status,
    isPending: active && !anyRead && !failed,
    isError: optionError !== null || failed,
    error: optionError ?? chart.error ?? rows.find((row) => row.error)?.error ?? null,
    refetch: () => {
      chart.refetch()
      for (const row of rows) if (row.status === 'failed') row.retry()
    },
    reading,
  }
}

/** What every statement says of its reading: its accounts' counts, whether its figures are final, its closing date, and what failed. */
export interface StatementReading {
  /** Whose accounts: the host's `accounts`, or those the records name. */
  accountsFrom: 'host' | 'records'
  /** Accounts in the statement, read and failed so far. */
  accountCount: number
  accountsRead: number
  accountsFailed: number
  /** The company's name as its records give it (bank transactions name their company): without the host's `accounts` from the records read, with them only where the bank-transaction sync is already held (no request of its own); `undefined` where none does. */
  companyName: string | undefined
  /** The accounts in the statement, read or not: without the host's `accounts`, all it could see (others may be missing). */
  accounts: GlAccountInfo[]
  /**
   * The date through which the books are closed with modifications disabled: figures on or before
   * it cannot change. `undefined` when no such claim can be made: not read yet, modifications
   * enabled, or a `companyId` the service profile cannot ask the closing of (no `closingCompanyParam`).
   */
  closingDate: string | undefined
  /**
   * `final` once every account of the host's `accounts` is read; `partial`, without `accounts`, once
   * every account the records name is read (others may be missing: never final); `counting` while
   * reading; `stopped` when some failed; `unknown` before any.
   */
  figures: FigureStatus
  isPending: boolean
  isError: boolean
  /** Why an option cannot be read, or why the records could not; per account failures are on its row. */
  error: Error | null
  /** Reads again everything that failed. */
  refetch: () => void
}
