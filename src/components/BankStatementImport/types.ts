import type { StatementImportResult } from '../../react/statementImport'
import type { CommonComponentProps } from '../shared/ComponentRoot'
import type { LandmarkProps } from '../shared/landmark'
import type { PickerOption } from '../shared/pickers/optionSource'
import type { LoadCallbacks } from '../shared/useLoadCallbacks'

/** Props of `<BankStatementImport>`. */
export interface BankStatementImportProps extends CommonComponentProps, LoadCallbacks, LandmarkProps {
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
  /** An import ended with transactions created (also after "Import the rest"). */
  onImported?: (result: StatementImportResult) => void
  /** The user chose Review them: show the review queue (`<BankTransactionList>`), where the imported transactions wait. Without it, no such button. */
  onReviewImported?: (result: StatementImportResult) => void
}

/** Where the steps after the file's choice are: the file being read or previewed, the import on its way, or its outcome. */
export type ImportStep = 'preview' | 'importing' | 'done'
