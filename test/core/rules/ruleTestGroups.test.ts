// A rule test's matched transactions in groups: each in exactly one, so the groups add up to what matched.
import { ruleTestGroups } from '../../../src/core/rules/ruleTestGroups'
import { testRule } from '../../../src/core/rules/match'
import type { BankTransaction } from '../../../src/api/types'
import type { CategorizationRule } from '../../../src/core/rules/types'

const coffee: CategorizationRule = {
  id: 'rule_coffee',
  enabled: true,
  confirm: false,
  createdAt: '2026-06-01T00:00:00Z',
  conditions: { description: { match: 'contains', text: 'Corner Cup' } },
  actions: { categoryId: 'ctg_meals' },
}
const transaction = (id: string, overrides: Partial<BankTransaction>): BankTransaction => ({
  id,
  date: '2026-06-03',
  amount: -450,
  status: 'POSTED',
  description: 'CORNER CUP #1234 06/03',
  bankAccount: { id: 'bka_1', name: 'Checking' },
  ...overrides,
})
const meals = { id: 'ctg_meals', name: 'Meals' }
const HISTORY = [
  transaction('same', { reviewStatus: 'REVIEWED', category: meals }),
  transaction('other', { reviewStatus: 'REVIEWED', category: { id: 'ctg_office', name: 'Office' } }),
  transaction('none', { reviewStatus: 'REVIEWED' }),
  // To review with a category already: an import's rule, or a split, put it there.
  transaction('imported', { reviewStatus: 'UNREVIEWED', category: meals }),
  transaction('split', { reviewStatus: 'UNREVIEWED', children: [{ id: 'c1', amount: -450, categoryId: 'ctg_office' }] }),
  transaction('open', { reviewStatus: 'UNREVIEWED' }),
  transaction('elsewhere', { description: 'HARBOR FUEL' }),
]

describe('ruleTestGroups', () => {
  it('puts every matched transaction in one group, with a category to compare with', () => {
    const test = testRule(coffee, HISTORY)
    const groups = ruleTestGroups(test, true)
    expect(groups).toEqual([
      { group: 'same', count: 1 },
      { group: 'different', count: 2 },
      { group: 'categorized', count: 2 },
      { group: 'toChange', count: 1 },
    ])
    expect(groups.reduce((sum, { count }) => sum + count, 0)).toBe(test.matched)
  })

  it('counts the reviewed as one group without a category, and leaves out empty groups', () => {
    const test = testRule(
      coffee,
      HISTORY.filter((each) => each.id !== 'open'),
    )
    expect(ruleTestGroups(test, false)).toEqual([
      { group: 'reviewed', count: 3 },
      { group: 'categorized', count: 2 },
    ])
    expect(ruleTestGroups(testRule(coffee, []), true)).toEqual([])
  })
})
