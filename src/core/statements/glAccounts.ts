// The chart of accounts a statement reads: the host's, or the accounts the records name; and which
// part of a statement each account's type belongs to. Pure.
import type { BankTransaction, GlAccount, Invoice, ManualJournalEntry } from '../../api/types'

/**
 * An account of the host's chart of accounts, for the statements' `accounts` prop (the service
 * lists none). `type` is the service's account type (`REVENUE`, `EXPENSE`, `ASSET`…; QuickBooks
 * Online's `Other Current Asset` or Xero's `CURRLIAB` too); it decides the account's part of a
 * statement.
 */
export interface GlAccountInfo {
  id: string
  name: string
  accountNo?: string
  type: string
  /** The chart's subtype (QuickBooks Online's `AccountSubType`): places a plain `ASSET` or `LIABILITY` as current or long-term. */
  subtype?: string
}

/** The parts of a profit and loss, in the order a statement shows them. */
export const PROFIT_AND_LOSS_SECTIONS = ['income', 'costOfGoodsSold', 'expenses', 'otherIncome', 'otherExpenses'] as const

/** A part of the profit and loss an account type belongs to. */
export type ProfitAndLossSectionKind = (typeof PROFIT_AND_LOSS_SECTIONS)[number]

/** Where a type goes: a part of the profit and loss, the balance sheet, or none bookkit knows (`other`: a section of its own, named for the type). */
export type AccountTypeClass = ProfitAndLossSectionKind | 'balanceSheet' | 'other'

/** The parts of a balance sheet, in the order it shows them. */
export const BALANCE_SHEET_SECTIONS = ['assets', 'liabilities', 'equity'] as const

/** A part of the balance sheet an account type belongs to. */
export type BalanceSheetSectionKind = (typeof BALANCE_SHEET_SECTIONS)[number]

/** The groups inside the balance sheet's sections a chart's types name, in the order it shows them. */
export const BALANCE_SHEET_GROUPS = ['currentAssets', 'fixedAssets', 'otherAssets', 'currentLiabilities', 'longTermLiabilities'] as const

/** A group of a balance sheet's section: current or fixed (or other non-current) assets, current or long-term liabilities. */
export type BalanceSheetGroupKind = (typeof BALANCE_SHEET_GROUPS)[number]

/** Where a type places an account: its class, and on the balance sheet its side and group. */
interface TypePlace {
  typeClass: AccountTypeClass
  side?: BalanceSheetSectionKind
  group?: BalanceSheetGroupKind
}

const GROUP_SIDE: Record<BalanceSheetGroupKind, BalanceSheetSectionKind> = {
  currentAssets: 'assets',
  fixedAssets: 'assets',
  otherAssets: 'assets',
  currentLiabilities: 'liabilities',
  longTermLiabilities: 'liabilities',
}

// QuickBooks Online's and Xero's types (and the sandbox's), by their letters alone: `Other Current
// Asset`, `OtherCurrentAsset` and `OTHER_CURRENT_ASSET` are one type.
const NAMED_TYPES: Record<string, AccountTypeClass | BalanceSheetGroupKind | BalanceSheetSectionKind> = {
  INCOME: 'income',
  REVENUE: 'income',
  SALES: 'income',
  OTHERINCOME: 'otherIncome',
  COSTOFGOODSSOLD: 'costOfGoodsSold',
  DIRECTCOSTS: 'costOfGoodsSold',
  EXPENSE: 'expenses',
  OVERHEADS: 'expenses',
  DEPRECIATN: 'expenses',
  WAGESEXPENSE: 'expenses',
  SUPERANNUATIONEXPENSE: 'expenses',
  OTHEREXPENSE: 'otherExpenses',
  ASSET: 'assets',
  BANK: 'currentAssets',
  CASHANDCASHEQUIVALENTS: 'currentAssets',
  ACCOUNTSRECEIVABLE: 'currentAssets',
  OTHERCURRENTASSET: 'currentAssets',
  CURRENTASSET: 'currentAssets',
  CURRENT: 'currentAssets',
  INVENTORY: 'currentAssets',
  PREPAYMENT: 'currentAssets',
  FIXEDASSET: 'fixedAssets',
  FIXED: 'fixedAssets',
  OTHERASSET: 'otherAssets',
  NONCURRENT: 'otherAssets',
  NONCURRENTASSET: 'otherAssets',
  LIABILITY: 'liabilities',
  ACCOUNTSPAYABLE: 'currentLiabilities',
  CREDITCARD: 'currentLiabilities',
  OTHERCURRENTLIABILITY: 'currentLiabilities',
  CURRENTLIABILITY: 'currentLiabilities',
  CURRLIAB: 'currentLiabilities',
  PAYGLIABILITY: 'currentLiabilities',
  SUPERANNUATIONLIABILITY: 'currentLiabilities',
  LONGTERMLIABILITY: 'longTermLiabilities',
  TERMLIAB: 'longTermLiabilities',
  NONCURRENTLIABILITY: 'longTermLiabilities',
  EQUITY: 'equity',
}

// Other type names services use, upper-cased with `_` for spaces and dashes. The service description
// shows `EXPENSE` alone; the sandbox uses ASSET, LIABILITY, EQUITY, REVENUE and EXPENSE.
const TYPE_CLASSES: ReadonlyArray<[RegExp, AccountTypeClass]> = [
  [/^(OTHER|NON_?OPERATING)_(INCOME|REVENUE)S?$/, 'otherIncome'],
  [/^(OTHER|NON_?OPERATING)_EXPENSES?$/, 'otherExpenses'],
  [/^(COST_OF_(GOODS_SOLD|SALES|REVENUE)|COGS)$/, 'costOfGoodsSold'],
  [/^(OPERATING_)?(INCOME|REVENUES?|SALES)$/, 'income'],
  [/^(OPERATING_)?EXPENSES?$/, 'expenses'],
  [/ASSET|LIABILIT|EQUITY|BANK|RECEIVABLE|PAYABLE|CREDIT_CARD|^CASH$|^LOAN/, 'balanceSheet'],
]

/** Balance-sheet types whose balance a credit raises. */
const CREDIT_SIDE = /LIABILIT|EQUITY|PAYABLE|CREDIT_CARD|^LOAN/

/** The type as bookkit compares it: upper case, `_` for spaces and dashes. */
export const normalType = (type: string): string =>
  type
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_')

/** A type's letters and digits alone, upper case, singular: how a named type is looked up. */
function letters(type: string): string {
  const compact = type.toUpperCase().replace(/[^A-Z0-9]/g, '')
  if (compact in NAMED_TYPES) return compact
  return compact.replace(/IES$/, 'Y').replace(/S$/, '')
}

/** The place a named type (or subtype) gives, `undefined` for one not named. */
function namedPlace(type: string): TypePlace | undefined {
  const named = NAMED_TYPES[letters(type)]
  if (named === undefined) return undefined
  if (named in GROUP_SIDE)
    return { typeClass: 'balanceSheet', side: GROUP_SIDE[named as BalanceSheetGroupKind], group: named as BalanceSheetGroupKind }
  if ((BALANCE_SHEET_SECTIONS as readonly string[]).includes(named))
    return { typeClass: 'balanceSheet', side: named as BalanceSheetSectionKind }
  return { typeClass: named as AccountTypeClass }
}

/** The group a subtype names on `side`: a named one, or one whose words say current, long-term or fixed. */
function groupOfSubtype(subtype: string | undefined, side: BalanceSheetSectionKind): BalanceSheetGroupKind | undefined {
  if (subtype === undefined || subtype.trim() === '' || side === 'equity') return undefined
  const named = namedPlace(subtype)
  if (named?.group !== undefined) return named.side === side ? named.group : undefined
  const compact = letters(subtype)
  if (/LONGTERM|NONCURRENT|TERM/.test(compact)) return side === 'assets' ? 'otherAssets' : 'longTermLiabilities'
  if (/FIXED/.test(compact) && side === 'assets') return 'fixedAssets'
  if (/CURRENT/.test(compact)) return side === 'assets' ? 'currentAssets' : 'currentLiabilities'
  return undefined
}

/** Where an account of `type` (and `subtype`) goes on a statement. */
function placeOfType(type: string | undefined, subtype?: string): TypePlace {
  if (type === undefined || type.trim() === '') return { typeClass: 'other' }
  const place = namedPlace(type)
  if (place) return place.side && !place.group ? { ...place, ...withGroup(groupOfSubtype(subtype, place.side)) } : place
  const normal = normalType(type)
  const typeClass = TYPE_CLASSES.find(([pattern]) => pattern.test(normal))?.[1] ?? 'other'
  if (typeClass !== 'balanceSheet') return { typeClass }
  const side: BalanceSheetSectionKind = normal.includes('EQUITY') ? 'equity' : CREDIT_SIDE.test(normal) ? 'liabilities' : 'assets'
  return { typeClass, side, ...withGroup(groupOfSubtype(subtype, side)) }
}

/** The section a group of the balance sheet is inside. */
export const sideOfGroup = (group: BalanceSheetGroupKind): BalanceSheetSectionKind => GROUP_SIDE[group]

const withGroup = (group: BalanceSheetGroupKind | undefined) => (group === undefined ? {} : { group })

/** The part of a statement an account type belongs to. */
export function classOfType(type: string | undefined): AccountTypeClass {
  return placeOfType(type).typeClass
}

/** The part of the balance sheet a balance-sheet type belongs to; `undefined` for any other type. */
export function balanceSheetSideOf(type: string | undefined): BalanceSheetSectionKind | undefined {
  return placeOfType(type).side
}

/** The group of its section a balance-sheet type (or, for a plain `ASSET` or `LIABILITY`, its subtype) names; `undefined` where none does. */
export function balanceSheetGroupOf(type: string | undefined, subtype?: string): BalanceSheetGroupKind | undefined {
  return placeOfType(type, subtype).group
}

// A credit raises income, liabilities and equity, whichever product names them. Told from the
// type's letters alone, not from the placement table: every bundle that walks a ledger (the trial
// balance's) needs the side, and only the statements need the sections.
const CREDIT_TYPE = /INCOME|REVENUE|SALES|LIAB|EQUITY|PAYABLE|CREDITCARD|^LOAN/
const DEBIT_TYPE = /COST|EXPENSE|COGS/

/**
 * +1 where a debit raises the balance (assets, expenses), -1 where a credit does (income,
 * liabilities, equity): the direction of a balance walked from lines, as the service's own
 * running balance goes.
 */
export function normalSign(type: string | undefined): 1 | -1 {
  const compact = (type ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '')
  return CREDIT_TYPE.test(compact) && !DEBIT_TYPE.test(compact) ? -1 : 1
}

/** An account as the records name it; `type` and `name` unknown where only an id is (a split line's). */
export interface SeenAccount {
  id: string
  name?: string
  accountNo?: string
  type?: string
  /** The host chart's subtype, where it gives one. */
  subtype?: string
}

/** Adds what `account` says to what `seen` knew of it: a name or type once known stays. */
function note(seen: Map<string, SeenAccount>, account: (Partial<GlAccount> & { subtype?: string }) | undefined | null): void {
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
    ...(typeof account.subtype === 'string' && account.subtype !== '' && { subtype: account.subtype }),
  })
}

/**
 * Every GL account bank transactions name: their category's account, and their split lines'
 * (named by id, or by a category whose account an unsplit transaction names).
 */
export function accountsOfTransactions(
  transactions: readonly BankTransaction[],
  seen = new Map<string, SeenAccount>(),
): Map<string, SeenAccount> {
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
export function accountsOfJournalEntries(
  entries: readonly ManualJournalEntry[],
  seen = new Map<string, SeenAccount>(),
): Map<string, SeenAccount> {
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
