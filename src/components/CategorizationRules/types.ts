import type { BankTransactionEditorOptions } from '../BankTransactionEditor/options'
import type { CommonComponentProps } from '../shared/root/ComponentRoot'
import type { LandmarkProps } from '../shared/root/landmark'
import type { LoadCallbacks } from '../shared/root/useLoadCallbacks'

/** Where the rule form's pickers get their choices: lists or search functions, as the bank-transaction editor's. Without one, what the synced transactions name. */
export type CategorizationRulesOptions = Pick<BankTransactionEditorOptions, 'categories' | 'vendors' | 'customers' | 'bankAccounts'>

/** Props of `<CategorizationRules>`. */
export interface CategorizationRulesProps extends CommonComponentProps, LandmarkProps, LoadCallbacks {
  /**
   * The company whose rules to show. Without it: the one company the synced bank transactions
   * name; a token that sees several companies chooses among those the transactions name.
   */
  companyId?: string
  /** Where the rule form's pickers get their choices (categories, vendors, customers, bank accounts). */
  options?: CategorizationRulesOptions
}

/** Which of a rule's controls held the focus, to give it back after the rule moved. */
export type RuleControl = 'item' | 'switch' | 'edit' | 'up' | 'down' | 'delete'
