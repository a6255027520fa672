// The profit and loss as the sandbox's stored lines make it, recomputed from `sandbox.inspect`
// alone, and written as a user reads it (amounts by Intl, periods by Intl): what
// `<ProfitAndLoss>` must show. Shared by the jsdom and the Chromium tests.
import type { DateRange } from '../../src/format/period'
import type { Sandbox, SandboxGlAccount } from '../../src/sandbox'

type Method = 'ACCRUAL' | 'CASH'

/** An account of a host's chart, as `accounts` takes it (a host may give a type the sandbox has not). */
export interface HostAccount {
  id: string
  name: string
  accountNo?: string
  type: string
}

/** Where the types the tests use go: the sandbox's own, the host's cost of goods sold, and one bookkit does not know. */
type SectionKind = 'income' | 'costOfGoodsSold' | 'expenses' | 'other'
const SECTION_OF: Record<string, SectionKind | 'balanceSheet'> = {
  REVENUE: 'income',
  COST_OF_GOODS_SOLD: 'costOfGoodsSold',
  EXPENSE: 'expenses',
  ASSET: 'balanceSheet',
  LIABILITY: 'balanceSheet',
  EQUITY: 'balanceSheet',
}
/** A type no statement knows: its accounts get a section of their own, left out of net income. */
export const UNKNOWN_TYPE = 'STATISTICAL'
const sectionOf = (type: string) => SECTION_OF[type] ?? 'other'

/** A sandbox expense account marked as cost of goods sold, another of a type bookkit does not know: a host's chart that has both. */
export function chartWith(
  accounts: readonly SandboxGlAccount[],
  { costOfGoodsSold, unknown }: { costOfGoodsSold?: string; unknown?: string },
): HostAccount[] {
  return accounts.map((account) => {
    if (account.id === costOfGoodsSold) return { ...account, type: 'COST_OF_GOODS_SOLD' }
    if (account.id === unknown) return { ...account, type: UNKNOWN_TYPE }
    return { ...account }
  })
}

/** An account's activity over a range (both days in), as the ledger keeps it: credits less debits on a REVENUE account, debits less credits on any other. */
export function activityOf(sandbox: Sandbox, glAccountId: string, { from, to }: DateRange, method?: Method): number {
  const credit = sandbox.inspect.glAccountType(glAccountId) === 'REVENUE'
  let activity = 0
  for (const line of sandbox.inspect.glLines(glAccountId, method)) {
    if (line.date < from || line.date > to) continue
    activity += credit ? line.crAmount - line.drAmount : line.drAmount - line.crAmount
  }
  return activity
}

/** One figure: a column's amount, and what it is compared with. */
export interface Figure {
  amount: number
  compared: number | undefined
}

/** A column: its dates, and the dates it is compared with. */
export interface Column extends DateRange {
  compared?: DateRange
}

interface ExpectedRow {
  account: HostAccount
  figures: Figure[]
  /** Any figure, or its comparison, other than zero. */
  active: boolean
}

interface ExpectedSection {
  kind: SectionKind
  name: string
  totalName: string
  rows: ExpectedRow[]
  total: Figure[]
}

export interface ExpectedStatement {
  sections: ExpectedSection[]
  grossProfit: Figure[] | undefined
  netIncome: Figure[]
  /** Accounts with no activity in any column, nor in what it is compared with. */
  inactive: number
}

const NAMES: Record<Exclude<SectionKind, 'other'>, [string, string]> = {
  income: ['Income', 'Total income'],
  costOfGoodsSold: ['Cost of goods sold', 'Total cost of goods sold'],
  expenses: ['Expenses', 'Total expenses'],
}
const ORDER: readonly SectionKind[] = ['income', 'costOfGoodsSold', 'expenses', 'other']

function totalOf(parts: ReadonlyArray<{ figures: readonly Figure[]; sign: number }>, columns: readonly Column[]): Figure[] {
  return columns.map((column, index) => ({
    amount: parts.reduce((total, part) => total + part.sign * part.figures[index]!.amount, 0),
    compared: column.compared ? parts.reduce((total, part) => total + part.sign * (part.figures[index]!.compared ?? 0), 0) : undefined,
  }))
}

/** The statement of `accounts` over `columns`, every figure from the stored lines. */
export function expectedStatement(
  sandbox: Sandbox,
  accounts: readonly HostAccount[],
  columns: readonly Column[],
  method?: Method,
): ExpectedStatement {
  const sections = new Map<SectionKind, ExpectedSection>()
  for (const account of accounts) {
    const kind = sectionOf(account.type)
    if (kind === 'balanceSheet') continue
    let section = sections.get(kind)
    if (!section) {
      const [name, totalName] = kind === 'other' ? [`Accounts of type ${account.type}`, `Total of type ${account.type}`] : NAMES[kind]
      section = { kind, name, totalName, rows: [], total: [] }
      sections.set(kind, section)
    }
    const figures = columns.map((column) => ({
      amount: activityOf(sandbox, account.id, column, method),
      compared: column.compared ? activityOf(sandbox, account.id, column.compared, method) : undefined,
    }))
    section.rows.push({ account, figures, active: figures.some(({ amount, compared }) => amount !== 0 || (compared ?? 0) !== 0) })
  }
  const ordered = ORDER.flatMap((kind) => sections.get(kind) ?? [])
  for (const section of ordered) {
    section.rows.sort((a, b) => (a.account.accountNo ?? '').localeCompare(b.account.accountNo ?? '', 'en', { numeric: true }))
    section.total = totalOf(
      section.rows.map((row) => ({ figures: row.figures, sign: 1 })),
      columns,
    )
  }
  const signOf = { income: 1, costOfGoodsSold: -1, expenses: -1, other: 0 } as const
  const costs = sections.get('costOfGoodsSold')
  const income = sections.get('income')
  return {
    sections: ordered,
    grossProfit: costs && totalOf([...(income ? [{ figures: income.total, sign: 1 }] : []), { figures: costs.total, sign: -1 }], columns),
    netIncome: totalOf(
      ordered.map((section) => ({ figures: section.total, sign: signOf[section.kind] })),
      columns,
    ),
    inactive: ordered.reduce((count, section) => count + section.rows.filter((row) => !row.active).length, 0),
  }
}

/** Minor units of a two-decimal currency as an exact decimal ("-12.05"), so Intl never sees a float. */
export const decimal = (minor: number): string =>
  `${minor < 0 ? '-' : ''}${Math.trunc(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`

/** Minor units as money, written by Intl in `locale` and `currency`. */
export function money(locale = 'en-US', currency = 'USD'): (minor: number) => string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency })
  return (minor) => format.format(decimal(minor) as unknown as number)
}

/** A fraction as every percent of a statement reads, a change % and a % of income alike: by Intl, one fraction digit always, a change with its sign. */
export const percentText = (fraction: number, { locale = 'en-US', signed = false }: { locale?: string; signed?: boolean } = {}) =>
  new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    ...(signed && { signDisplay: 'exceptZero' as const }),
  }).format(fraction)

/** What a figure's comparison reads: the compared amount, the change with its sign, and its share ("" of a zero). */
export function comparisonText({ amount, compared }: Figure, locale = 'en-US', currency = 'USD'): [string, string, string] {
  const write = money(locale, currency)
  const change = amount - (compared ?? 0)
  const percent = compared ? percentText(change / Math.abs(compared), { locale, signed: true }) : ''
  return [write(compared ?? 0), change > 0 ? `+${write(change)}` : write(change), percent]
}

/** A day at noon UTC, for Intl. */
const utc = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))

/** A month as a column heads it ("Jan 2026"). */
export const monthLabel = (month: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(utc(`${month}-01`))

/** A day as the header writes it ("Apr 30, 2026"). */
export const dayText = (date: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(utc(date))

/** The last day of a `YYYY-MM` month. */
export const lastDay = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10)

/** The months of `from`–`to` as columns, each compared with the same month a year earlier when asked. */
export function monthColumns({ from, to }: DateRange, previousYear = false): Column[] {
  const columns: Column[] = []
  for (
    let year = Number(from.slice(0, 4)), month = Number(from.slice(5, 7));
    `${year}-${String(month).padStart(2, '0')}` <= to.slice(0, 7);
    month === 12 ? (year++, (month = 1)) : month++
  ) {
    const key = `${year}-${String(month).padStart(2, '0')}`
    const before = `${year - 1}-${String(month).padStart(2, '0')}`
    columns.push({ from: `${key}-01`, to: lastDay(key), ...(previousYear && { compared: { from: `${before}-01`, to: lastDay(before) } }) })
  }
  return columns
}
