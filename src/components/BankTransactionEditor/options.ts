import type { AccountingDimension } from '../../api/types'
import type { DimensionValueOption, OptionSource } from '../../core/forms/optionSource'

/**
 * Where the editor's pickers get their choices. Each is a list, or a search function for lists too
 * long to send (`(search, {signal}) => Promise<options>`). A picker without a source offers only
 * the record's current value and "none". The service's own references (`CategoryRef`, `VendorRef`,
 * `CustomerRef`, `GlAccount`, `DimensionValue`) can be passed as they are.
 */
export interface BankTransactionEditorOptions {
  bankAccounts?: OptionSource
  categories?: OptionSource
  vendors?: OptionSource
  customers?: OptionSource
  glAccounts?: OptionSource
  /** Invoices, bills and payroll runs a split may be linked to; with one, the split offers a picker for that link. */
  invoices?: OptionSource
  bills?: OptionSource
  payrolls?: OptionSource
  /** Other bank transactions this one may be matched with. */
  matchingTransactions?: OptionSource
  /** Values of every dimension; the editor shows one picker per dimension. */
  classSegments?: OptionSource<DimensionValueOption>
  /** The dimensions to show, with their requiredness. Needed with a search function; read from a list otherwise. */
  dimensions?: readonly AccountingDimension[]
  /** Value sets the service leaves open (README decision 13); the sandbox's are the defaults. */
  valueSets?: Partial<BankTransactionValueSets>
}

/** The values offered for the transaction's open-set fields. A record's own unknown value is always shown too. */
export interface BankTransactionValueSets {
  types: readonly string[]
  statuses: readonly string[]
  reviewStatuses: readonly string[]
  accessLevels: readonly string[]
  taxRegions: readonly string[]
  taxQuarters: readonly string[]
}

/** The sandbox's value sets. */
export const DEFAULT_VALUE_SETS: BankTransactionValueSets = {
  types: ['EXPENSE', 'INCOME', 'TRANSFER'],
  statuses: ['ACTIVE'],
  reviewStatuses: ['UNREVIEWED', 'REVIEWED', 'RECONCILED', 'RECONCILIATION_DISCREPANCY'],
  accessLevels: ['NONE', 'READ', 'WRITE'],
  taxRegions: ['FEDERAL', 'STATE', 'LOCAL'],
  taxQuarters: ['Q1', 'Q2', 'Q3', 'Q4'],
}

/**
 * Raw id inputs a host may ask the editor to show (`idFields`). By default no field asks for a bare
 * id: a link shows only with a picker (its option source) or when the record already holds one.
 */
export type BankTransactionIdField = 'invoiceId' | 'billId' | 'payrollId' | 'attachmentIds'
