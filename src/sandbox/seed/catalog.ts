import type { AccountingMethod, GlAccountType, Modifications, Requiredness } from '../model'

/**
 * The shape of one made-up business: its chart of accounts, counterparties and the kinds of bank
 * activity it has. Ids are derived from the keys (`gla_co1_rent`, `vnd_co1_millstone`…), which is
 * what `SANDBOX` in `constants.ts` names.
 */
export interface CompanyCatalog {
  /** Short key used inside ids: `co1`. */
  key: string
  id: string
  name: string
  accountingMethod: AccountingMethod
  closing: { monthsBeforeToday: number; modifications: Modifications }
  /** The chart: `subtype` is QuickBooks Online's detail type where it says more than the plain type (a bank account's, a fixed asset's, a loan's). */
  accounts: ReadonlyArray<readonly [role: string, accountNo: string, name: string, type: GlAccountType, subtype?: string]>
  bankAccounts: ReadonlyArray<{ role: string; name: string; mask: string; glRole: string }>
  categories: ReadonlyArray<readonly [role: string, name: string, glRole: string]>
  vendors: ReadonlyArray<readonly [key: string, name: string]>
  customers: ReadonlyArray<readonly [key: string, name: string, email: string]>
  dimensions: ReadonlyArray<{
    key: string
    name: string
    requiredness: Requiredness
    values: ReadonlyArray<readonly [key: string, name: string, parentKey?: string]>
  }>
  attachments: ReadonlyArray<readonly [fileName: string, fileSize: string]>
  products: ReadonlyArray<Product>
  /** Bank activity that repeats on a schedule (rent on the 1st, payroll every 14 days). */
  recurring: ReadonlyArray<RecurringActivity>
  /** Everything else, drawn by weight. */
  activity: ReadonlyArray<ActivityTemplate>
  /** Customer payments taken to the bank: one deposit a week (on Friday) of that week's invoice payments. */
  deposit: ActivityTemplate
  /** The many small purchases that give the busiest expense account its thousands of lines. */
  smallPurchases: ActivityTemplate
  /** What the business buys with its credit card (decision 27's seeds: the card is paid from checking every month). */
  cardPurchases: ReadonlyArray<CardPurchase>
  /** Journal entries a bookkeeper would post: opening balances, depreciation… */
  journal: JournalCatalog
  /** How the business earns and spends over a year: what makes its books read as a real one's. */
  economy: Economy
  invoiceNumberPrefix: string
  invoiceNotes: readonly string[]
}

/** One kind of card purchase: what the card statement says, who was paid, its category, its range in cents. */
export interface CardPurchase {
  description: string
  vendorKey: string
  categoryRole: string
  amount: readonly [number, number]
  /** The dimension value a categorized purchase is filed under (no draw). */
  dimensionKey?: string
}

interface Product {
  description: string
  rate: number
  glRole: string
  taxPercent: string
  apiItemId: string
  /** Billed by the hour from time entries (`timeId`). */
  hourly?: boolean
  /** Lines that usually come with a deposit (catering, fleet contracts). */
  large?: boolean
  /** The values of the first dimension an invoice with this line is filed under, one drawn; without, any of that dimension's. */
  dimensionKeys?: readonly string[]
}

export interface ActivityTemplate {
  descriptions: readonly string[]
  type: 'EXPENSE' | 'INCOME' | 'TRANSFER'
  /** Absolute amount range in cents; the sign follows the type (a transfer here moves money out). */
  amount: readonly [number, number]
  /** Category role; absent leaves the transaction uncategorized. */
  categoryRole?: string
  vendorKeys?: readonly string[]
  /** `vendorKeys[i]` is the vendor of `descriptions[i]` rather than any of them. */
  pairVendors?: boolean
  customerKeys?: readonly string[]
  bankRole?: string
  /** A split: each child's share of the amount, by category. */
  splits?: ReadonlyArray<readonly [categoryRole: string, share: number]>
  /** Candidate dimension values (`classSegmentIds`), one of which is chosen. */
  dimensionKeys?: readonly string[]
  /**
   * Dimension values taken in turn by the line's day (`day % length`), without a draw: a line given
   * a value this way leaves every other draw of the books, and so every amount, as it was.
   */
  dimensionKeysByDay?: readonly string[]
  weight?: number
  ruleSource?: string
  /**
   * The budget (a key of `economy.budgets`) this activity spends: its month's transactions share
   * that month's budget in proportion to their drawn amounts, whatever their number.
   */
  budget?: string
  /** Card sales: the month's revenue plan less what its invoices earned, shared among its payouts. */
  sales?: true
  /** How much of the season the amount follows: 0.4 pays 40% more than usual in a month with twice the usual revenue. */
  seasonal?: number
  /** A loan payment: `amount` is the payment, split into interest on the balance and the principal (`splits` name their categories, principal first; their shares are not used). */
  loan?: { glRole: string; annualRatePercent: number }
  /**
   * An amount the books decide: `payrollTax` deposits last month's accrued payroll taxes,
   * `salesTax` remits the sales tax collected in the quarter before.
   */
  computed?: 'payrollTax' | 'salesTax'
}

export interface RecurringActivity extends ActivityTemplate {
  /** Day of the month it happens on, or `every` days apart. */
  dayOfMonth?: number
  every?: number
  /** The calendar months it happens in (1–12); every month when absent. */
  months?: readonly number[]
}

/**
 * The year of a made-up business: revenue that follows its seasons, costs as shares of it, payroll
 * taxes accrued and paid. Amounts are cents.
 */
interface Economy {
  /** Revenue of an average month. */
  monthlyRevenue: number
  /** Each calendar month's revenue against the average, January first; they average 1. */
  season: readonly [number, number, number, number, number, number, number, number, number, number, number, number]
  /** Spending that follows revenue: each budget's share of the month's planned revenue. */
  budgets: Readonly<Record<string, number>>
  /** Employer payroll taxes as a share of the month's wages, accrued at month end and deposited on the 15th of the next month. */
  payrollTaxRate: number
}

interface JournalCatalog {
  opening: ReadonlyArray<readonly [glRole: string, drAmount: number, crAmount: number]>
  monthlyDepreciation: number
  /** The dimension value the depreciated equipment is filed under, if any (the bakery's ovens are at its Main Street shop). */
  depreciationDimensionKey?: string
  reclassifications: ReadonlyArray<{
    description: string
    from: string
    to: string
    amount: readonly [number, number]
    dimensionKey?: string
  }>
}

/** Ids derived from catalog keys; `SANDBOX` names the same ones. */
export const glAccountId = (catalog: CompanyCatalog, role: string): string => `gla_${catalog.key}_${role}`
export const categoryId = (catalog: CompanyCatalog, role: string): string => `ctg_${catalog.key}_${role}`
export const vendorId = (catalog: CompanyCatalog, key: string): string => `vnd_${catalog.key}_${key}`
export const customerId = (catalog: CompanyCatalog, key: string): string => `cus_${catalog.key}_${key}`
export const dimensionId = (catalog: CompanyCatalog, key: string): string => `dim_${catalog.key}_${key}`
export const dimensionValueId = (catalog: CompanyCatalog, key: string): string => `dv_${catalog.key}_${key}`
export const bankAccountId = (catalog: CompanyCatalog, role: string): string => `bka_${catalog.key}_${role}`
export const attachmentId = (catalog: CompanyCatalog, index: number): string => `att_${catalog.key}_${String(index + 1).padStart(3, '0')}`
