import type { CompanyCatalog } from './catalog'

type Account = CompanyCatalog['accounts'][number]
/** An account but for its role: number, name, type and detail type. */
type AccountFields = Account extends readonly [string, ...infer Fields] ? Readonly<Fields> : never

/**
 * The accounts every business's chart holds under the same number and name: where money waits
 * (undeposited funds, receivables, transfers in transit, suspense), what is owed to the state and
 * to the owner, and the income and expenses every small business has.
 */
const EVERY_BUSINESS: Readonly<Record<string, AccountFields>> = {
  undeposited: ['1050', 'Undeposited Funds', 'ASSET', 'UndepositedFunds'],
  receivable: ['1100', 'Accounts Receivable', 'ASSET'],
  transfers_in_transit: ['1980', 'Transfers in Transit', 'ASSET'],
  suspense: ['1999', 'Uncategorized (Suspense)', 'ASSET'],
  sales_tax: ['2100', 'Sales Tax Payable', 'LIABILITY', 'SalesTaxPayable'],
  payroll_liabilities: ['2200', 'Payroll Liabilities', 'LIABILITY', 'PayrollTaxPayable'],
  owner_equity: ['3000', "Owner's Equity", 'EQUITY', 'OwnersEquity'],
  opening_balance: ['3900', 'Opening Balance Equity', 'EQUITY', 'OpeningBalanceEquity'],
  sales_discounts: ['4900', 'Sales Discounts', 'REVENUE'],
  interest_income: ['4950', 'Interest Income', 'REVENUE'],
  payroll_tax_expense: ['6050', 'Payroll Tax Expense', 'EXPENSE'],
  utilities: ['6200', 'Utilities', 'EXPENSE'],
  marketing: ['6400', 'Marketing', 'EXPENSE'],
  bank_fees: ['6500', 'Bank & Card Fees', 'EXPENSE'],
  interest_expense: ['6550', 'Interest Expense', 'EXPENSE'],
  insurance: ['6600', 'Insurance', 'EXPENSE'],
  depreciation: ['6700', 'Depreciation', 'EXPENSE'],
  misc: ['6900', 'Miscellaneous', 'EXPENSE'],
}

/** A business's chart: its own accounts and those every business has, in account-number order. */
export function chartOf(own: readonly Account[]): readonly Account[] {
  const every = Object.entries(EVERY_BUSINESS).map(([role, fields]): Account => [role, ...fields])
  return [...every, ...own].sort(([, a], [, b]) => Number(a) - Number(b))
}
