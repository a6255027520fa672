// The sandbox's charts of accounts as a Xero or a QuickBooks Online company would type them, and
// where each of those types belongs on a statement, written out here from the two products'
// own layouts (not from bookkit's mapping): what the statements must make of a common chart.
// Figures come from the sandbox's stored lines (`inspect.glLines`), each account in the direction
// of the sandbox's own type, which is the ledger's.
import type { DateRange } from '../../src/format/period'
import type { Sandbox, SandboxGlAccount } from '../../src/sandbox'
import type { HostAccount } from './statements'

type Method = 'ACCRUAL' | 'CASH'

/** A chart's accounts retyped: each `type` as the product names it. */
export type TypedChart = HostAccount[]

/** The sandbox account's role: its id after the company's prefix (`gla_co1_checking` → `checking`). */
const roleOf = (account: SandboxGlAccount) => account.id.replace(/^gla_co\d+_/, '')

/** The sandbox's chart typed as a Xero organisation would type it. */
export function xeroChart(accounts: readonly SandboxGlAccount[]): TypedChart {
  return accounts.map((account) => ({ ...account, type: xeroType(account) }))
}

function xeroType(account: SandboxGlAccount): string {
  const role = roleOf(account)
  const number = Number(account.accountNo)
  switch (account.type) {
    case 'ASSET':
      if (role === 'checking' || role === 'savings') return 'BANK'
      return number >= 1500 && number < 1600 ? 'FIXED' : 'CURRENT'
    case 'LIABILITY':
      return role.includes('loan') ? 'TERMLIAB' : 'CURRLIAB'
    case 'EQUITY':
      return 'EQUITY'
    case 'REVENUE':
      return role === 'interest_income' ? 'OTHERINCOME' : 'REVENUE'
    default:
      if (number >= 5000 && number < 6000) return 'DIRECTCOSTS'
      if (role === 'depreciation') return 'DEPRECIATN'
      if (role === 'wages') return 'WAGESEXPENSE'
      return 'OVERHEADS'
  }
}

/** The sandbox's chart typed as a QuickBooks Online company would, in the spellings its API and its exports use. */
export function quickBooksChart(accounts: readonly SandboxGlAccount[]): TypedChart {
  return accounts.map((account) => ({ ...account, type: quickBooksType(account) }))
}

function quickBooksType(account: SandboxGlAccount): string {
  const role = roleOf(account)
  const number = Number(account.accountNo)
  switch (account.type) {
    case 'ASSET':
      if (role === 'checking' || role === 'savings') return 'Bank'
      if (role === 'receivable') return 'AccountsReceivable'
      return number >= 1500 && number < 1600 ? 'Fixed Asset' : 'Other Current Asset'
    case 'LIABILITY':
      if (role.includes('loan')) return 'LongTermLiability'
      return role === 'credit_line' ? 'CREDIT_CARD' : 'Other Current Liability'
    case 'EQUITY':
      return 'Equity'
    case 'REVENUE':
      return role === 'interest_income' ? 'Other Income' : 'Income'
    default:
      if (number >= 5000 && number < 6000) return 'Cost of Goods Sold'
      return role === 'interest_expense' ? 'OtherExpense' : 'Expense'
  }
}

/** The sections of a profit and loss, in QuickBooks Online's order. */
export type PnlKind = 'income' | 'costOfGoodsSold' | 'expenses' | 'otherIncome' | 'otherExpenses'
/** The groups of a balance sheet's sections. */
export type GroupKind = 'currentAssets' | 'fixedAssets' | 'otherAssets' | 'currentLiabilities' | 'longTermLiabilities'

/** Where each type the charts above use belongs (Xero's and QuickBooks Online's own report layouts). */
const PLACE: Record<string, PnlKind | GroupKind | 'equity'> = {
  REVENUE: 'income',
  OTHERINCOME: 'otherIncome',
  DIRECTCOSTS: 'costOfGoodsSold',
  OVERHEADS: 'expenses',
  DEPRECIATN: 'expenses',
  WAGESEXPENSE: 'expenses',
  BANK: 'currentAssets',
  CURRENT: 'currentAssets',
  FIXED: 'fixedAssets',
  CURRLIAB: 'currentLiabilities',
  TERMLIAB: 'longTermLiabilities',
  EQUITY: 'equity',
  Income: 'income',
  'Other Income': 'otherIncome',
  'Cost of Goods Sold': 'costOfGoodsSold',
  Expense: 'expenses',
  OtherExpense: 'otherExpenses',
  Bank: 'currentAssets',
  AccountsReceivable: 'currentAssets',
  'Other Current Asset': 'currentAssets',
  'Fixed Asset': 'fixedAssets',
  CREDIT_CARD: 'currentLiabilities',
  'Other Current Liability': 'currentLiabilities',
  LongTermLiability: 'longTermLiabilities',
  Equity: 'equity',
}

/** Where an account of a typed chart belongs. */
export const placeOf = (account: HostAccount) => {
  const place = PLACE[account.type]
  if (place === undefined) throw new Error(`No place written for ${account.type}`)
  return place
}

/** An account's lines summed in the ledger's direction (the sandbox's own type), `from`–`to` both in, or everything to `to`. */
export function ledgerNet(sandbox: Sandbox, method?: Method) {
  return (glAccountId: string, { from = '', to }: Partial<DateRange> & { to: string }): number => {
    const debit = ['ASSET', 'EXPENSE'].includes(sandbox.inspect.glAccountType(glAccountId))
    let sum = 0
    for (const line of sandbox.inspect.glLines(glAccountId, method))
      if (line.date >= from && line.date <= to) sum += line.drAmount - line.crAmount
    return debit ? sum : -sum
  }
}
