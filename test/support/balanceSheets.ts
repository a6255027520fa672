// The balance sheet and the trial balance as the sandbox's stored lines make them, recomputed from
// `sandbox.inspect` alone and written as a user reads them (amounts and dates by Intl): what
// `<BalanceSheet>` and `<TrialBalance>` must show. A sheet's figures are each account's lines
// summed in its normal direction (ASSET and EXPENSE debits less credits, the others credits less
// debits): balance-sheet accounts to the day, income less expenses of the fiscal year as net
// income, of the years before as retained earnings. A trial balance's are the same lines: each
// balance-sheet account's to the day, each income or expense account's this fiscal year, the years
// before as retained earnings.
// Dates are moved by the calendar here, not by bookkit's date code. Shared by the jsdom and the
// Chromium tests.
import type { Sandbox, SandboxGlAccount } from '../../src/sandbox'
import { comparisonText, money, type Figure } from './statements'

type Method = 'ACCRUAL' | 'CASH'

/** `date` moved by `days`. */
const shiftDay = (date: string, days: number) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days)).toISOString().slice(0, 10)

/** A sheet's day, and the first day of its fiscal year. */
export interface SheetDay {
  asOf: string
  fiscalYearFrom: string
}

/** The first day of the fiscal year `date` is in, for a year starting on `month`/`day` (January 1 unless said). */
export function fiscalYearOf(date: string, { month, day }: { month: number; day: number } = { month: 1, day: 1 }): string {
  const start = `${date.slice(0, 4)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  return start <= date ? start : `${Number(date.slice(0, 4)) - 1}${start.slice(4)}`
}

/** A sheet on `asOf` with its fiscal year. */
export const sheetDay = (asOf: string, start?: { month: number; day: number }): SheetDay => ({
  asOf,
  fiscalYearFrom: fiscalYearOf(asOf, start),
})

/** The day a sheet on `day` is compared with: the last day of the month before, or of the fiscal year before. */
export function comparedDay(
  day: SheetDay,
  compareTo: 'previousMonthEnd' | 'previousYearEnd',
  start?: { month: number; day: number },
): SheetDay {
  const asOf = compareTo === 'previousMonthEnd' ? shiftDay(`${day.asOf.slice(0, 7)}-01`, -1) : shiftDay(day.fiscalYearFrom, -1)
  return sheetDay(asOf, start)
}

type SideKind = 'assets' | 'liabilities' | 'equity'
const SIDE_OF: Record<string, SideKind | undefined> = { ASSET: 'assets', LIABILITY: 'liabilities', EQUITY: 'equity' }
const NAMES: Record<SideKind, [string, string]> = {
  assets: ['Assets', 'Total assets'],
  liabilities: ['Liabilities', 'Total liabilities'],
  equity: ['Equity', 'Total equity'],
}

/** An account's lines under one method, summed: debits less credits dated `from` (default: its first) to `to`, both in. */
function ledgerOf(sandbox: Sandbox, method: Method | undefined) {
  const kept = new Map<string, ReturnType<Sandbox['inspect']['glLines']>>()
  const net = (glAccountId: string, to: string, from = ''): number => {
    let lines = kept.get(glAccountId)
    if (!lines) kept.set(glAccountId, (lines = sandbox.inspect.glLines(glAccountId, method)))
    let sum = 0
    for (const line of lines) if (line.date >= from && line.date <= to) sum += line.drAmount - line.crAmount
    return sum
  }
  /** The same in the account's normal direction (a zero as 0, never -0: a statement shows no sign on nothing). */
  const normal = (account: SandboxGlAccount, to: string, from?: string) =>
    (account.type === 'ASSET' || account.type === 'EXPENSE' ? 1 : -1) * net(account.id, to, from) + 0
  return { net, normal }
}

interface SheetRow {
  account: SandboxGlAccount
  figure: Figure
  /** A balance other than zero on the day or on the day compared with. */
  active: boolean
}

interface SheetSection {
  kind: SideKind
  name: string
  totalName: string
  rows: SheetRow[]
  total: Figure
}

export interface ExpectedSheet {
  sections: SheetSection[]
  netIncome: Figure
  retainedEarnings: Figure
  totalAssets: Figure
  liabilitiesAndEquity: Figure
  /** Assets less liabilities and equity: zero where the books balance. */
  check: Figure
  /** Accounts with a zero balance on the day and the day compared with. */
  inactive: number
  /** Accounts read: the sheet's rows and the income and expense accounts. */
  count: number
}

/** The balance sheet of `accounts` on `day`, compared with `compared`, every figure from the stored lines. */
export function expectedSheet(
  sandbox: Sandbox,
  accounts: readonly SandboxGlAccount[],
  day: SheetDay,
  compared?: SheetDay,
  method?: Method,
): ExpectedSheet {
  const ledger = ledgerOf(sandbox, method)
  const figure = (on: (at: SheetDay) => number): Figure => ({ amount: on(day), compared: compared && on(compared) })
  const sections: SheetSection[] = (['assets', 'liabilities', 'equity'] as const).map((kind) => ({
    kind,
    name: NAMES[kind][0],
    totalName: NAMES[kind][1],
    rows: [],
    total: { amount: 0, compared: undefined },
  }))
  const income: SandboxGlAccount[] = []
  for (const account of accounts) {
    const side = SIDE_OF[account.type]
    if (side === undefined) {
      if (account.type !== 'REVENUE' && account.type !== 'EXPENSE')
        throw new Error(`${account.id} has a type the test does not place: ${account.type}`)
      income.push(account)
      continue
    }
    const balance = figure((at) => ledger.normal(account, at.asOf))
    sections
      .find((section) => section.kind === side)!
      .rows.push({ account, figure: balance, active: balance.amount !== 0 || (balance.compared ?? 0) !== 0 })
  }
  const sign = (account: SandboxGlAccount) => (account.type === 'REVENUE' ? 1 : -1)
  const netIncome = figure((at) =>
    income.reduce((sum, account) => sum + sign(account) * ledger.normal(account, at.asOf, at.fiscalYearFrom), 0),
  )
  const retainedEarnings = figure((at) =>
    income.reduce((sum, account) => sum + sign(account) * ledger.normal(account, shiftDay(at.fiscalYearFrom, -1)), 0),
  )
  const add = (figures: readonly Figure[], signs: readonly number[] = figures.map(() => 1)): Figure => ({
    amount: figures.reduce((sum, one, index) => sum + signs[index]! * one.amount, 0),
    compared: compared && figures.reduce((sum, one, index) => sum + signs[index]! * one.compared!, 0),
  })
  for (const section of sections) {
    section.rows.sort((a, b) => a.account.accountNo.localeCompare(b.account.accountNo, 'en', { numeric: true }))
    section.total = add([...section.rows.map((row) => row.figure), ...(section.kind === 'equity' ? [netIncome, retainedEarnings] : [])])
  }
  const [assets, liabilities, equity] = sections as [SheetSection, SheetSection, SheetSection]
  const liabilitiesAndEquity = add([liabilities.total, equity.total])
  return {
    sections,
    netIncome,
    retainedEarnings,
    totalAssets: assets.total,
    liabilitiesAndEquity,
    check: add([assets.total, liabilitiesAndEquity], [1, -1]),
    inactive: sections.reduce((count, section) => count + section.rows.filter((row) => !row.active).length, 0),
    count: accounts.length,
  }
}

/** An account's label as a row header names it. */
export const accountLabel = (account: { accountNo?: string; name: string }) =>
  account.accountNo ? `${account.accountNo} · ${account.name}` : account.name

/** Intl puts no-break spaces in amounts (de-DE before the €, fr-CA in groups); compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

export interface SheetWriting {
  compare?: boolean
  showInactive?: boolean
  locale?: string
  currency?: string
  /** What every cell of a line of sums says after its figure when the sums are not final, such as `' (accounts found only)'`. */
  mark?: string
}

/** The rows a sheet's table must read below its head, each as its cells' texts (comparisons as columns, not folded). */
export function sheetLines(
  sheet: ExpectedSheet,
  { compare = false, showInactive = false, locale = 'en-US', currency = 'USD', mark = '' }: SheetWriting = {},
): string[][] {
  const write = money(locale, currency)
  const cells = (figure: Figure, marked = '') => [
    plain(write(figure.amount)) + marked,
    ...(compare ? comparisonText(figure, locale, currency).map((text) => plain(text) + (text ? marked : '')) : []),
  ]
  const lines: string[][] = []
  for (const section of sheet.sections) {
    lines.push([section.name])
    for (const row of section.rows) if (row.active || showInactive) lines.push([accountLabel(row.account), ...cells(row.figure)])
    if (section.kind === 'equity')
      // Net income for the period last, after retained earnings, as QuickBooks Online and Xero close equity.
      lines.push(
        ['Retained earnings', ...cells(sheet.retainedEarnings, mark)],
        ['Net income this fiscal year', ...cells(sheet.netIncome, mark)],
      )
    lines.push([section.totalName, ...cells(section.total, mark)])
  }
  lines.push(['Total liabilities and equity', ...cells(sheet.liabilitiesAndEquity, mark)])
  return lines
}

interface TrialRow {
  account: SandboxGlAccount
  debit: number
  credit: number
}

export interface ExpectedTrial {
  /** Every account on its side: balance-sheet accounts to the day, income and expenses this fiscal year to date. */
  rows: TrialRow[]
  /** Income less expenses of every year before the fiscal year's: on the credit side when positive. */
  retainedEarnings: number
  /** Where the Retained earnings line stands: before the row of this index (after the equity accounts). */
  retainedEarningsAt: number
  debits: number
  credits: number
  /** Accounts with nothing on either side. */
  inactive: number
}

/** Debits less credits on the side they are on. */
const onSide = (net: number) => ({ debit: net > 0 ? net : 0, credit: net < 0 ? -net : 0 })

/**
 * The trial balance of a company's accounts (those of `only`, when given) on `asOf`, from the stored
 * lines: a balance-sheet account's every line to the day, an income or expense account's this fiscal
 * year's (from `fiscalYearStart`, January 1 unless said), and the years before as retained earnings.
 */
export function expectedTrial(
  sandbox: Sandbox,
  companyId: string,
  asOf: string,
  method?: Method,
  only?: ReadonlySet<string>,
  fiscalYearStart?: { month: number; day: number },
): ExpectedTrial {
  const ledger = ledgerOf(sandbox, method)
  const from = fiscalYearOf(asOf, fiscalYearStart)
  const accounts = sandbox.inspect.glAccounts(companyId).filter((account) => !only || only.has(account.id))
  let retainedEarnings = 0
  const rows = accounts.map((account) => {
    const earnings = account.type === 'REVENUE' || account.type === 'EXPENSE'
    // Income less expenses is credits less debits.
    if (earnings) retainedEarnings -= ledger.net(account.id, shiftDay(from, -1))
    return { account, ...onSide(ledger.net(account.id, asOf, earnings ? from : undefined)) }
  })
  const lastEquity = rows.map((row) => row.account.type).lastIndexOf('EQUITY')
  const retained = onSide(-retainedEarnings)
  return {
    rows,
    retainedEarnings,
    retainedEarningsAt: lastEquity + 1,
    debits: rows.reduce((sum, row) => sum + row.debit, retained.debit),
    credits: rows.reduce((sum, row) => sum + row.credit, retained.credit),
    inactive: rows.filter((row) => row.debit === 0 && row.credit === 0).length,
  }
}

/** The rows a trial balance's table must read below its head: each account on its side, Retained earnings after the equity accounts, the sums (each with `mark` when not final), and a difference when there is one. */
export function trialLines(
  trial: ExpectedTrial,
  { showInactive = false, locale = 'en-US', currency = 'USD', mark = '' }: Omit<SheetWriting, 'compare'> = {},
): string[][] {
  const write = (minor: number) => plain(money(locale, currency)(minor))
  const side = (minor: number) => (minor === 0 ? '' : write(minor))
  const retained = onSide(-trial.retainedEarnings)
  const retainedLine = ['Retained earnings', ...[retained.debit, retained.credit].map((minor) => (minor === 0 ? '' : write(minor) + mark))]
  const lines: string[][] = []
  trial.rows.forEach((row, index) => {
    if (index === trial.retainedEarningsAt) lines.push(retainedLine)
    if (showInactive || row.debit !== 0 || row.credit !== 0) lines.push([accountLabel(row.account), side(row.debit), side(row.credit)])
  })
  if (trial.retainedEarningsAt >= trial.rows.length) lines.push(retainedLine)
  lines.push(['Total', write(trial.debits) + mark, write(trial.credits) + mark])
  const difference = trial.debits - trial.credits
  // The difference stands under the smaller column: what it would need to equal the other. Sums that are not final have none.
  if (difference !== 0 && mark === '')
    lines.push(['Difference', difference < 0 ? write(-difference) : '', difference > 0 ? write(difference) : ''])
  return lines
}

/** The accounts the bakery's records name (bank transactions, their split lines, invoice line items): what a statement without `accounts` reads. */
export function accountsTheRecordsName(sandbox: Sandbox, companyId: string): Set<string> {
  const named = new Set<string>()
  const ofCategory = new Map<string, string>()
  const transactions = sandbox.inspect.bankTransactions(companyId)
  for (const transaction of transactions) {
    if (transaction.glAccount?.id) named.add(transaction.glAccount.id)
    if (transaction.category?.id && transaction.glAccount?.id) ofCategory.set(transaction.category.id, transaction.glAccount.id)
  }
  for (const transaction of transactions) {
    for (const split of transaction.children ?? []) {
      const id = split.glAccountId ?? (split.categoryId ? ofCategory.get(split.categoryId) : undefined)
      if (id) named.add(id)
    }
  }
  for (const invoice of sandbox.inspect.invoices(companyId))
    for (const item of invoice.lineItems ?? []) if (item.glAccount?.id) named.add(item.glAccount.id)
  return named
}
