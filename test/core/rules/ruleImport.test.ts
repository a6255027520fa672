// A rules file brought into another company: categories found by name, the rest asked about,
// unknown vendors dropped, and a rule identical to one kept recognised, not added twice.
import { importRules, planCategories, type ImportTarget } from '../../../src/core/rules/ruleImport'
import { categoryNamesOf } from '../../../src/core/rules/ruleCategories'
import { EMPTY_RULE_BOOK } from '../../../src/core/rules/ruleBook'
import type { CategorizationRule, RuleBook } from '../../../src/core/rules/types'

const rule = (
  id: string,
  text: string,
  actions: CategorizationRule['actions'],
  extra: Partial<CategorizationRule> = {},
): CategorizationRule => ({
  id,
  enabled: true,
  confirm: false,
  conditions: { description: { match: 'contains', text } },
  actions,
  createdAt: '2026-06-01T10:00:00.000Z',
  ...extra,
})

// The other company's file: its own ids, with their names beside them.
const FILE: RuleBook = {
  ...EMPTY_RULE_BOOK,
  rules: [
    rule('r_cup', 'Corner Cup', { categoryId: 'a_meals', vendorId: 'a_vendor' }),
    rule('r_cafe', 'Café Noir', { categoryId: 'a_cafe' }),
    rule('r_club', 'Warehouse club', {
      split: [
        { categoryId: 'a_meals', percent: 50 },
        { categoryId: 'a_odd', percent: 50 },
      ],
    }),
    rule('r_rent', 'Rent', { categoryId: 'shared_rent' }),
    rule('r_odd', 'Oddments', { categoryId: 'a_odd' }),
  ],
  categoryNames: { a_meals: 'Meals', a_cafe: 'CAFE', a_odd: 'Oddments', shared_rent: 'Rent' },
}
const OWN = [
  { id: 'b_meals', name: 'Meals' },
  { id: 'b_cafe', name: 'Café' },
  { id: 'shared_rent', name: 'Rent' },
  { id: 'b_supplies', name: 'Supplies' },
]
const TARGET: ImportTarget = {
  categories: OWN,
  hasCategory: (id) => OWN.some((each) => each.id === id),
  hasVendor: () => false,
  hasCustomer: () => false,
}
let ids = 0
const newId = () => `rule_new${++ids}`

describe('importing rules into a company', () => {
  it('finds categories by name, exactly then ignoring case and accents, and asks about the rest', () => {
    const plan = planCategories(FILE, TARGET)
    expect(plan.byName).toEqual({ a_meals: 'b_meals', a_cafe: 'b_cafe' })
    expect(plan.unknown).toEqual([{ id: 'a_odd', name: 'Oddments', rules: 2 }])
    // A file without names: every category the company lacks is asked about, by id.
    expect(planCategories({ ...FILE, categoryNames: undefined }, TARGET).unknown.map((each) => [each.id, each.name])).toEqual([
      ['a_meals', undefined],
      ['a_cafe', undefined],
      ['a_odd', undefined],
    ])
  })

  it('maps the rules’ categories, leaves out the rules of an unanswered one, and drops unknown vendors', () => {
    const plan = planCategories(FILE, TARGET)
    const left = importRules(FILE, plan, { a_odd: '' }, TARGET, [], newId)
    expect(left.rules.map((each) => [each.id, each.actions])).toEqual([
      ['r_cup', { categoryId: 'b_meals' }],
      ['r_cafe', { categoryId: 'b_cafe' }],
      ['r_rent', { categoryId: 'shared_rent' }],
    ])
    expect(left).toMatchObject({ leftOut: 2, payeeDropped: 1, alreadyThere: 0 })
    const answered = importRules(FILE, plan, { a_odd: 'b_supplies' }, TARGET, [], newId)
    expect(answered.leftOut).toBe(0)
    expect(answered.rules[2]!.actions.split).toEqual([
      { categoryId: 'b_meals', percent: 50 },
      { categoryId: 'b_supplies', percent: 50 },
    ])
  })

  it('recognises a rule identical to one kept, whatever its id, dates, switch or name’s case, and gives a taken id a new one', () => {
    const kept = [
      rule('r_cup', 'corner cup', { categoryId: 'b_meals' }, { name: 'COFFEE', enabled: false, createdAt: '2025-01-01T00:00:00.000Z' }),
      rule('r_mine', 'Rent', { categoryId: 'shared_rent' }, { declined: ['btxn_1'], updatedAt: '2026-02-01T00:00:00.000Z' }),
    ]
    const file: RuleBook = {
      ...FILE,
      rules: [
        { ...FILE.rules[0]!, name: 'Coffee' },
        FILE.rules[3]!,
        rule('r_cup2', 'Corner Cup', { categoryId: 'b_meals' }, { confirm: true }),
      ],
    }
    const result = importRules(file, planCategories(file, TARGET), {}, TARGET, kept, newId)
    expect(result.alreadyThere).toBe(2)
    // A rule that confirms is another rule than one that suggests.
    expect(result.rules.map((each) => each.id)).toEqual(['r_cup2'])
    // Another rule under the same id: both stay, the imported one under a new id.
    const other = [rule('r_cup', 'Harbor Fuel', { categoryId: 'b_meals' })]
    const again = importRules(file, planCategories(file, TARGET), {}, TARGET, other, newId)
    expect(again.rules.map((each) => each.id)).toEqual([expect.stringMatching(/^rule_new/), 'r_rent', 'r_cup2'])
  })

  it('writes the names of the categories the rules name, as the page knows them', () => {
    const names: Record<string, string> = { a_meals: 'Meals', a_cafe: 'CAFE' }
    expect(categoryNamesOf(FILE.rules, (id) => names[id])).toEqual({ a_meals: 'Meals', a_cafe: 'CAFE' })
    expect(categoryNamesOf(FILE.rules, () => undefined)).toBeUndefined()
  })
})
