import type { StatementImportResult } from '../../react/import/statementImport'
import type { CommonComponentProps } from '../shared/root/ComponentRoot'
import type { LandmarkProps } from '../shared/root/landmark'
import type { OptionSource, PickerOption } from '../../core/forms/optionSource'
import type { LoadCallbacks } from '../shared/root/useLoadCallbacks'

/**
 * The columns of the import's preview grid (the rows of the file as they will be imported), not
 * the CSV file's own columns: its line number, date, description, money in, money out, the
 * category a categorization rule gives it (and the rule), and what happens to the row.
 */
export type StatementImportColumnId = 'line' | 'date' | 'description' | 'moneyIn' | 'moneyOut' | 'rule' | 'state'

/** Every column of the import's preview grid, in the default order. */
export const STATEMENT_IMPORT_COLUMN_IDS: readonly StatementImportColumnId[] = [
  'line',
  'date',
  'description',
  'moneyIn',
  'moneyOut',
  'rule',
  'state',
]

/** Props of `<BankStatementImport>`. */
export interface BankStatementImportProps extends CommonComponentProps, LoadCallbacks, LandmarkProps {
  /**
   * The company whose categorization rules categorize the rows (the store's `rules:<companyId>`);
   * default the one company the account's transactions name.
   */
  companyId?: string
  /** Category names for what the rules give, as for the queue (a list or a search); the transactions' own names otherwise. */
  categories?: OptionSource
  /** The account the statement is of. With `bankAccounts` as well, the one chosen first. */
  bankAccountId?: string
  /**
   * The number (or IBAN) of `bankAccountId`'s account, as the bank writes it: in a file of several
   * accounts' statements, the statement with this number (or ending in its digits) is preselected.
   */
  bankAccountNumber?: string
  /**
   * Accounts to choose from (`{id, name, description?, accountNumber?}`); the one chosen is named in
   * what the import says. In a file of several accounts' statements, the chosen account's
   * statement is preselected by its `accountNumber`, else by the last digits in its name or description.
   */
  bankAccounts?: ReadonlyArray<
    PickerOption & {
      /** The account's number (or IBAN), as the bank writes it. */
      accountNumber?: string
    }
  >
  /**
   * The columns of the preview's grid, in this order (the preview's columns, not the CSV file's:
   * which columns a file's fields are read from is the user's choice under "How the file is read");
   * default every column in `STATEMENT_IMPORT_COLUMN_IDS` order. The user may still hide, reorder
   * and widen them in the grid's Columns menu.
   */
  columns?: readonly StatementImportColumnId[]
  /** Header text per column of the preview's grid, replacing the default (and the provider's `messages`). */
  columnLabels?: Partial<Record<StatementImportColumnId, string>>
  /** An import ended with transactions created (also after "Import the rest"). */
  onImported?: (result: StatementImportResult) => void
  /** The user chose Review them: show the review queue (`<BankTransactionList>`), where the imported transactions wait. Without it, no such button. */
  onReviewImported?: (result: StatementImportResult) => void
}

/** Where the steps after the file's choice are: the file being read or previewed, the import on its way, or its outcome. */
export type ImportStep = 'preview' | 'importing' | 'done'
