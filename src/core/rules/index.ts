// Categorization rules for hosts that categorize on their own backend: the same matching and test
// the components use, pure.
export { compileRules, matchRules, testRule, type CompiledRules, type MatchableTransaction } from './match'
export { matchAll } from './matchAll'
export { parseRuleBook, readRuleBook, ruleBookText, type RuleBookProblem, type RuleBookReading } from './ruleBook'
export type {
  CategorizationRule,
  DescriptionMatch,
  RuleActions,
  RuleBook,
  RuleChange,
  RuleConditions,
  RuleDirection,
  RuleMatch,
  RuleSplitLine,
  RuleTest,
  RuleTestRow,
} from './types'
