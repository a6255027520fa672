import type { Dimension } from '../../api/types'
import type { DimensionValueOption, OptionSource } from '../shared/optionSource'

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
  /** Other bank transactions this one may be matched with. */
  matchingTransactions?: OptionSource
  /** Values of every dimension; the editor shows one picker per dimension. */
  classSegments?: OptionSource<DimensionValueOption>
  /** The dimensions to show, with their requiredness. Needed with a search function; read from a list otherwise. */
  dimensions?: readonly Dimension[]
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
