/**
 * Categorization rules: "always categorize it this way". The service keeps none (a saved
 * transaction may name a `rule`, nothing creates or lists them), so bookkit owns them and keeps
 * them in the host's `store` (README decision 22). Pure data: what a rule asks of a transaction,
 * and what it gives it.
 */

/**
 * How a rule's text is found in a transaction's description, word by word (see `descriptionWords`):
 * `contains` its words in order anywhere, `startsWith` them first, `is` them and nothing else,
 * `notContains` not them in order anywhere, `anyWord` at least one of its words anywhere.
 */
export type DescriptionMatch = 'contains' | 'startsWith' | 'is' | 'notContains' | 'anyWord'

/** Money in (positive amounts) or money out (negative amounts). */
export type RuleDirection = 'in' | 'out'

/** What a transaction must be for a rule to match it: every condition given must hold. */
export interface RuleConditions {
  /**
   * The description's words: case, accents, punctuation and repeated spaces do not count, and
   * neither do reference numbers and dates ("CORNER CUP #1234 06/03" is "Corner Cup").
   */
  description?: { match: DescriptionMatch; text: string }
  direction?: RuleDirection
  /** The amount without its sign, in the books' currency's minor units (cents), as the service's amounts: exactly `is`, or `from` to `to` inclusive. */
  amount?: { is: number } | { from: number; to: number }
  bankAccountId?: string
}

/**
 * One line of a split: a category and its share, either a fixed amount (without sign, in minor units) or a
 * percentage of what the fixed lines leave. A split whose fixed lines do not add up to the
 * transaction (and has no percentage line to take the rest) gives nothing.
 */
export type RuleSplitLine =
  | { categoryId: string; amount: number; percent?: never }
  | { categoryId: string; percent: number; amount?: never }

/** What a rule gives a transaction: a category or a split, and optionally a vendor or customer and a memo. */
export interface RuleActions {
  categoryId?: string
  /** Two or more lines; with a split, `categoryId` is not used. */
  split?: RuleSplitLine[]
  vendorId?: string
  customerId?: string
  memo?: string
}

/** A categorization rule. Rules apply in their list's order: the first that matches gives its actions. */
export interface CategorizationRule {
  id: string
  /** The user's name for it; without one, its description text names it. */
  name?: string
  /** Switched off, it matches nothing and stays in the list. */
  enabled: boolean
  /**
   * `false` (the default): the rule's category is the first suggestion, and the user confirms it.
   * `true`: a transaction it matches is categorized and marked reviewed as it arrives in the queue,
   * each with an undo.
   */
  confirm: boolean
  conditions: RuleConditions
  actions: RuleActions
  /** ISO date-time of its making, and of its last change. */
  createdAt: string
  updatedAt?: string
  /** Transactions whose confirmation by this rule the user undid: never confirmed by it again. */
  declined?: string[]
}

/** The rules of one company as they are stored and exported, in priority order. */
export interface RuleBook {
  format: 'bookkit.rules'
  formatVersion: 1
  rules: CategorizationRule[]
  /**
   * The names of the categories the rules name, by id: written by "Export rules", so an import into
   * another company can find its own categories by name. Not kept in the store.
   */
  categoryNames?: Record<string, string>
}

/** How often each rule of a company applied (suggested and accepted, confirmed, or on import), and when last: kept beside the rules under `ruleUse:<companyId>`. */
export interface RuleUse {
  format: 'bookkit.ruleUse'
  formatVersion: 1
  /** By rule id: the transactions it was applied to, and the ISO date-time of the last time. */
  rules: Record<string, { count: number; lastAt: string }>
}

/** The change a rule makes to a transaction, as the save item carries it. */
export interface RuleChange {
  categoryId?: string
  /** Split lines with their amounts worked out in integer minor units, signed as the transaction is: they add up to it. */
  children?: { categoryId: string; amount: number }[]
  vendorId?: string
  customerId?: string
  notes?: string
}

/** The first rule that matched a transaction, and what it gives it. */
export interface RuleMatch {
  rule: CategorizationRule
  change: RuleChange
}

/** What a rule would have done to a set of transactions, as `testRule` counts it. */
export interface RuleTest {
  /** Every transaction the rule matches. */
  matched: number
  /** Reviewed transactions it matches that the user categorized as the rule would. */
  same: number
  /** Reviewed transactions it matches that the user categorized otherwise (or left uncategorized): the ones to look at. */
  different: RuleTestRow[]
  /** Transactions to review, not categorized yet, that it would change now. */
  toChange: RuleTestRow[]
}

/** A transaction a test names, with the category it has and the one the rule would give. */
export interface RuleTestRow {
  transactionId: string
  date: string
  description: string
  amount: number
  /** The category it has now (`undefined`: none; `'split'`: split over several). */
  categoryId: string | undefined
}
