// The chart of accounts a statement reads: the host's, or the accounts the records name; and which
// part of a statement each account's type belongs to. Pure.
import type { BankTransaction, GlAccount, Invoice, ManualJournalEntry } from '../api/types'

/**
 * An account of the host's chart of accounts, for the statements' `accounts` prop (the service
 * lists none). `type` is the service's account type (`REVENUE`, `EXPENSE`, `ASSET`…); it decides
 * the account's part of a statement.
 */
export interface GlAccountInfo {
  id: string
  name: string
  accountNo?: string
  type: string
}

/** The parts of a profit and loss, in the order a statement shows them. */
export const PROFIT_AND_LOSS_SECTIONS = ['income', 'costOfGoodsSold', 'expenses', 'otherIncome', 'otherExpenses'] as const

/** A part of the profit and loss an account type belongs to. */
export type ProfitAndLossSectionKind = (typeof PROFIT_AND_LOSS_SECTIONS)[number]

/** Where a type goes: a part of the profit and loss, the balance sheet, or none bookkit knows (`other`: a section of its own, named for the type). */
export type AccountTypeClass = ProfitAndLossSectionKind | 'balanceSheet' | 'other'

// Type names services use, upper-cased with `_` for spaces and dashes. The service description
// shows `EXPENSE` alone; the sandbox uses ASSET, LIABILITY, EQUITY, REVENUE and EXPENSE.
const TYPE_CLASSES: ReadonlyArray<[RegExp, AccountTypeClass]> = [
  [/^(OTHER|NON_?OPERATING)_(INCOME|REVENUE)S?$/, 'otherIncome'],
  [/^(OTHER|NON_?OPERATING)_EXPENSES?$/, 'otherExpenses'],
  [/^(COST_OF_(GOODS_SOLD|SALES|REVENUE)|COGS)$/, 'costOfGoodsSold'],
  [/^(OPERATING_)?(INCOME|REVENUES?|SALES)$/, 'income'],
  [/^(OPERATING_)?EXPENSES?$/, 'expenses'],
  [/ASSET|LIABILIT|EQUITY|BANK|RECEIVABLE|PAYABLE|CREDIT_CARD|^CASH$|^LOAN/, 'balanceSheet'],
]

/** The type as bookkit compares it: upper case, `_` for spaces and dashes. */
export const normalType = (type: string): string => type.trim().toUpperCase().replace(/[\s-]+/g, '_')

/** The part of a statement an account type belongs to. */
export function classOfType(type: string | undefined): AccountTypeClass {
  if (type === undefined || type.trim() === '') return 'other'
  const normal = normalType(type)
  return TYPE_CLASSES.find(([pattern]) => pattern.test(normal))?.[1] ?? 'other'
}

/** Balance-sheet types whose balance a credit raises. */
const CREDIT_SIDE = /LIABILIT|EQUITY|PAYABLE|CREDIT_CARD|^LOAN/

/** The parts of a balance sheet, in the order it shows them. */
export const BALANCE_SHEET_SECTIONS = ['assets', 'liabilities', 'equity'] as const

/** A part of the balance sheet an account type belongs to. */
export type BalanceSheetSectionKind = (typeof BALANCE_SHEET_SECTIONS)[number]

/** The part of the balance sheet a balance-sheet type belongs to; `undefined` for any other type. */
export function balanceSheetSideOf(type: string | undefined): BalanceSheetSectionKind | undefined {
  if (classOfType(type) !== 'balanceSheet') return undefined
  const normal = normalType(type ?? '')
  if (normal.includes('EQUITY')) return 'equity'
  return CREDIT_SIDE.test(normal) ? 'liabilities' : 'assets'
}

/**
 * +1 where a debit raises the balance (assets, expenses), -1 where a credit does (income,
 * liabilities, equity): the direction of a balance walked from lines, as the service's own
 * running balance goes.
 */
export function normalSign(type: string | undefined): 1 | -1 {
  const typeClass = classOfType(type)
  if (typeClass === 'income' || typeClass === 'otherIncome') return -1
  if (typeClass === 'balanceSheet') return CREDIT_SIDE.test(normalType(type ?? '')) ? -1 : 1
  return 1
}

/** An account as the records name it; `type` and `name` unknown where only an id is (a split line's). */
export interface SeenAccount {
  id: string
  name?: string
  accountNo?: string
  type?: string
}

/** Adds what `account` says to what `seen` knew of it: a name or type once known stays. */
function note(seen: Map<string, SeenAccount>, account: Partial<GlAccount> | undefined | null): void {
  if (!account || typeof account.id !== 'string' || account.id === '') return
  const known = seen.get(account.id)
  const name = typeof account.name === 'string' && account.name !== '' ? account.name : undefined
  const type = typeof account.type === 'string' && account.type !== '' ? account.type : undefined
  const accountNo = typeof account.accountNo === 'string' && account.accountNo !== '' ? account.accountNo : undefined
  seen.set(account.id, {
    id: account.id,
    ...((name ?? known?.name) !== undefined && { name: name ?? known?.name }),
    ...((accountNo ?? known?.accountNo) !== undefined && { accountNo: accountNo ?? known?.accountNo }),
    ...((type ?? known?.type) !== undefined && { type: type ?? known?.type }),
  })
}

/**
 * Every GL account bank transactions name: their category's account, and their split lines'
 * (named by id, or by a category whose account an unsplit transaction names).
 */
export function accountsOfTransactions(transactions: readonly BankTransaction[], seen = new Map<string, SeenAccount>()): Map<string, SeenAccount> {
  const ofCategory = new Map<string, GlAccount>()
  for (const transaction of transactions) {
    note(seen, transaction?.glAccount)
    const categoryId = transaction?.category?.id
    if (categoryId && transaction.glAccount) ofCategory.set(categoryId, transaction.glAccount)
  }
  for (const transaction of transactions) {
    for (const split of transaction?.children ?? []) {
      if (typeof split?.glAccountId === 'string') note(seen, { id: split.glAccountId })
      else if (typeof split?.categoryId === 'string') note(seen, ofCategory.get(split.categoryId))
    }
  }
  return seen
}

/** Every GL account invoices' line items name. */
export function accountsOfInvoices(invoices: readonly Invoice[], seen = new Map<string, SeenAccount>()): Map<string, SeenAccount> {
  for (const invoice of invoices) for (const item of invoice?.lineItems ?? []) note(seen, item?.glAccount)
  return seen
}

/** Every GL account a saved journal entry names. */
export function accountsOfJournalEntries(entries: readonly ManualJournalEntry[], seen = new Map<string, SeenAccount>()): Map<string, SeenAccount> {
  for (const entry of entries) for (const line of entry?.children ?? []) note(seen, line?.glAccount)
  return seen
}

/**
 * Accounts from lists, each once by id, the later's names and types over the earlier's where they
 * have one; an entry without an id is left out, one without a type is of no stated type.
 */
export function mergeAccounts(...lists: ReadonlyArray<Iterable<Partial<GlAccount> | SeenAccount>>): Map<string, SeenAccount> {
  const seen = new Map<string, SeenAccount>()
  for (const list of lists) for (const account of list) note(seen, account)
  return seen
}
