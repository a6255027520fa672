// A bakery's rules for the tests of <CategorizationRules>: the rules the store holds before a test,
// made by one helper, and the categories the host passes for them.
import { EMPTY_RULE_BOOK } from '../../src/core/rules/ruleBook'
import type { CategorizationRule, RuleBook } from '../../src/core/rules/types'
import { SANDBOX } from '../../src/sandbox'

const bakery = SANDBOX.companies.bakery

/** Where the bakery's rules are stored. */
export const RULES_KEY = `rules:${bakery.id}`

/** The categories the host's options name for the bakery's rules. */
export const RULE_CATEGORIES = [
  { id: bakery.categories.ingredients, name: 'Ingredients' },
  { id: bakery.categories.marketing, name: 'Marketing' },
  { id: bakery.categories.rent, name: 'Rent' },
]

/** A rule: on, suggesting, its description containing `text`, giving `categoryId`. */
export const rule = (id: string, text: string, categoryId: string, extra: Partial<CategorizationRule> = {}): CategorizationRule => ({
  id,
  enabled: true,
  confirm: false,
  conditions: { description: { match: 'contains', text } },
  actions: { categoryId },
  createdAt: '2026-06-01T10:00:00.000Z',
  ...extra,
})

/** The record the store keeps for `rules`. */
export const book = (rules: CategorizationRule[]): RuleBook => ({ ...EMPTY_RULE_BOOK, rules })

/** Three rules: flour, a confirming rent rule named "Shop rent", flyers. */
export const SEEDED = [
  rule('rule_flour', 'Flour', bakery.categories.ingredients),
  rule('rule_rent', 'Rent', bakery.categories.rent, { confirm: true, name: 'Shop rent' }),
  rule('rule_flyers', 'Flyers', bakery.categories.marketing),
]
