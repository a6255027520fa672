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
  accounts: ReadonlyArray<readonly [role: string, accountNo: string, name: string, type: GlAccountType]>
  bankAccounts: ReadonlyArray<{ role: string; name: string; mask: string; glRole: string }>
  categories: ReadonlyArray<readonly [role: string, name: string, glRole: string]>
  vendors: ReadonlyArray<readonly [key: string, name: string]>
  customers: ReadonlyArray<readonly [key: string, name: string, email: string]>
  dimensions: ReadonlyArray<{ key: string; name: string; requiredness: Requiredness; values: ReadonlyArray<readonly [key: string, name: string, parentKey?: string]> }>
  attachments: ReadonlyArray<readonly [fileName: string, fileSize: string]>
  products: ReadonlyArray<Product>
  /** Bank activity that repeats on a schedule (rent on the 1st, payroll every 14 days). */
  recurring: ReadonlyArray<RecurringActivity>
  /** Everything else, drawn by weight. */
  activity: ReadonlyArray<ActivityTemplate>
  /** The many small purchases that give the busiest expense account its thousands of lines. */
  smallPurchases: ActivityTemplate
  /** Journal entries a bookkeeper would post: opening balances, depreciation… */
  journal: JournalCatalog
  invoiceNumberPrefix: string
  invoiceNotes: readonly string[]
}

export interface Product {
  description: string
  rate: number
  glRole: string
  taxPercent: string
  apiItemId: string
  /** Billed by the hour from time entries (`timeId`). */
  hourly?: boolean
  /** Lines that usually come with a deposit (catering, fleet contracts). */
  large?: boolean
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
  weight?: number
  ruleSource?: string
}

export interface RecurringActivity extends ActivityTemplate {
  /** Day of the month it happens on, or `every` days apart. */
  dayOfMonth?: number
  every?: number
}

export interface JournalCatalog {
  opening: ReadonlyArray<readonly [glRole: string, drAmount: number, crAmount: number]>
  monthlyDepreciation: number
  reclassifications: ReadonlyArray<{ description: string; from: string; to: string; amount: readonly [number, number]; dimensionKey?: string }>
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
