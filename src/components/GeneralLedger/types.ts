import type { AccountingMethod, CustomerRef, AccountingDimensionValue, GeneralLedgerFilter, GlAccount, GlEntry } from '../../api/types'
import type { CommonComponentProps } from '../shared/root/ComponentRoot'
import type { BalanceChartVariant } from '../AccountBalanceChart/BalanceChartView'
import type { LoadCallbacks } from '../shared/root/useLoadCallbacks'

/** The columns `<GeneralLedger>` can show. */
export type GeneralLedgerColumnId = 'date' | 'description' | 'debit' | 'credit' | 'runningBalance'

/** Every general ledger column, in the default order. */
export const GENERAL_LEDGER_COLUMN_IDS: readonly GeneralLedgerColumnId[] = ['date', 'description', 'debit', 'credit', 'runningBalance']

/**
 * What the ledger is narrowed to: the GL query's filter (without `includeBeginningBalance`, which is
 * a prop) and its accounting method. Absent `accountingMethod` means the company's own method.
 */
export interface LedgerFilter extends Omit<GeneralLedgerFilter, 'includeBeginningBalance'> {
  accountingMethod?: AccountingMethod
}

/** Choices the filters offer for customers and dimension values (GL lines do not carry them). */
export interface LedgerFilterOptions {
  customers?: readonly CustomerRef[]
  dimensionValues?: readonly AccountingDimensionValue[]
}

/** Props of `<GeneralLedger>`. */
export interface GeneralLedgerProps extends CommonComponentProps, LoadCallbacks {
  /** The GL account whose lines are shown (`gla_…`). */
  glAccountId: string
  /** The account's name, number and type for the header, when the host knows them. */
  glAccount?: GlAccount
  /**
   * The columns to show, in this order; default every column in `GENERAL_LEDGER_COLUMN_IDS` order.
   * The CSV export keeps every column: an accountant's export is the whole ledger.
   */
  columns?: readonly GeneralLedgerColumnId[]
  /** Header text per column (also its name in the Columns menu), replacing the default (and the provider's `messages`). */
  columnLabels?: Partial<Record<GeneralLedgerColumnId, string>>
  /** Ask for and show the balance before the first line (before `beginDate`); default true. */
  includeBeginningBalance?: boolean
  /** Lines per page, 1 to 250; default 100. */
  pageSize?: number
  /** The filter, controlled. */
  filter?: LedgerFilter
  /** The initial filter when uncontrolled. */
  defaultFilter?: LedgerFilter
  /** Called with the whole new filter whenever the user changes one. */
  onFilterChange?: (filter: LedgerFilter) => void
  /** The user chose a line (click, Enter or Space); its `entity` is the source record. */
  onSelectEntry?: (entry: GlEntry) => void
  /** Show the filters; default true. */
  showFilters?: boolean
  /** Choices for the customer and dimension filters; a filter without choices is not shown. */
  filterOptions?: LedgerFilterOptions
  /** Show the "Export CSV" button; default true. */
  showExport?: boolean
  /** Name of the exported file; default `general-ledger-<glAccountId>.csv`. */
  exportFileName?: string
  /**
   * The account's balance over the filter's dates above the lines, from the same query: `true` or
   * `'line'` for a line, `'area'` for a filled area; default none. The chart needs every line of the
   * range, so the pages are read to the end while it is shown.
   */
  chart?: boolean | BalanceChartVariant
}
