import { matchRules, testRule } from '../../src/rules/match'
import { descriptionStem, descriptionWords } from '../../src/rules/words'
import type { CategorizationRule } from '../../src/rules/types'
import type { BankTransaction } from '../../src/api/types'

const rule = (overrides: Partial<CategorizationRule> & Pick<CategorizationRule, 'conditions' | 'actions'>): CategorizationRule => ({
  id: `rule_${Math.random().toString(36).slice(2)}`,
  enabled: true,
  confirm: false,
  createdAt: '2026-06-01T00:00:00Z',
  ...overrides,
})

const transaction = (overrides: Partial<BankTransaction>): BankTransaction => ({
  id: 'btxn_1',
  date: '2026-06-03',
  amount: -450,
  status: 'POSTED',
  description: 'CORNER CUP #1234 06/03',
  bankAccount: { id: 'bka_1', name: 'Checking' },
  ...overrides,
})

const coffee = rule({ conditions: { description: { match: 'contains', text: 'Corner Cup' } }, actions: { categoryId: 'ctg_meals' } })

describe('a rule reads a description by its words', () => {
  it('ignores case, accents, punctuation, repeated spaces, and the bank’s reference numbers and dates', () => {
    expect(descriptionWords('CORNER  CUP #1234 06/03')).toEqual(['corner', 'cup'])
    expect(descriptionWords('Café Crème — Paris, 2026-06-03 REF0009981234')).toEqual(['cafe', 'creme', 'paris'])
    expect(descriptionStem('CORNER CUP #1234 06/03')).toBe('CORNER CUP')
    const is = rule({ conditions: { description: { match: 'is', text: 'corner cup' } }, actions: { categoryId: 'ctg_meals' } })
    expect(matchRules(transaction({}), [is])?.change).toEqual({ categoryId: 'ctg_meals' })
    expect(
      matchRules(transaction({ description: 'Cafe creme' }), [
        rule({ conditions: { description: { match: 'startsWith', text: 'CAFÉ' } }, actions: { categoryId: 'c' } }),
      ]),
    ).toBeDefined()
  })

  it('reads an ASCII description as the general reading does (one with an accent takes that one)', () => {
    const descriptions = [
      'POS CORNER CUP #1234 06/03',
      'SQ *MAPLE  COFFEE 0412',
      'ACH DEBIT HARBOR SUPPLY PPD ID: 1234567890',
      'amazon.com/bill WA',
      "O'NEIL & SONS - T4471 - 12:30",
      'ab1 abc12 abcd12 x1#2 1#2 a-1 -a- # ab12cd3456 ab12-3456 2026-06-03 REF0009981234',
      'Cedar Freight Inc. 7000123',
    ]
    for (const text of descriptions) expect([...descriptionWords(text), 'e'], text).toEqual(descriptionWords(`${text} é`))
  })

  it('matches whole words in order: "cup" is not in "cupboard", and "contains" finds them anywhere', () => {
    expect(matchRules(transaction({ description: 'CORNER CORNER CUP' }), [coffee])).toBeDefined()
    expect(matchRules(transaction({ description: 'POS CORNER CUP 991' }), [coffee])).toBeDefined()
    expect(matchRules(transaction({ description: 'CORNER CUPBOARD' }), [coffee])).toBeUndefined()
    expect(matchRules(transaction({ description: 'CUP CORNER' }), [coffee])).toBeUndefined()
  })
})

describe('every condition must hold, and the first rule in order wins', () => {
  it('checks direction, amount and bank account', () => {
    const narrow = rule({
      conditions: {
        description: { match: 'contains', text: 'corner cup' },
        direction: 'out',
        amount: { from: 300, to: 500 },
        bankAccountId: 'bka_1',
      },
      actions: { categoryId: 'ctg_meals' },
    })
    expect(matchRules(transaction({}), [narrow])).toBeDefined()
    expect(matchRules(transaction({ amount: 450 }), [narrow])).toBeUndefined()
    expect(matchRules(transaction({ amount: -501 }), [narrow])).toBeUndefined()
    expect(matchRules(transaction({ bankAccount: { id: 'bka_2', name: 'Savings' } }), [narrow])).toBeUndefined()
    expect(matchRules(transaction({ amount: -500 }), [narrow])).toBeDefined()
  })

  it('gives the first matching rule in the list, skipping rules switched off', () => {
    const first = rule({ conditions: { description: { match: 'contains', text: 'cup' } }, actions: { categoryId: 'ctg_first' } })
    const off = { ...first, id: 'off', enabled: false, actions: { categoryId: 'ctg_off' } }
    expect(matchRules(transaction({}), [off, coffee, first])?.rule.id).toBe(coffee.id)
    expect(matchRules(transaction({}), [off, first, coffee])?.rule.id).toBe(first.id)
    const anyDescription = rule({ conditions: { direction: 'out', amount: { is: 450 } }, actions: { categoryId: 'ctg_any' } })
    expect(matchRules(transaction({}), [anyDescription, coffee])?.rule.id).toBe(anyDescription.id)
  })

  it('splits by fixed amounts and percentages, signed as the transaction, and gives nothing when a split cannot add up', () => {
    const split = rule({
      conditions: { description: { match: 'contains', text: 'corner cup' } },
      actions: {
        split: [
          { categoryId: 'a', amount: 100 },
          { categoryId: 'b', percent: 33.33 },
          { categoryId: 'c', percent: 66.67 },
        ],
        vendorId: 'vnd_1',
        memo: 'coffee',
      },
    })
    expect(matchRules(transaction({ amount: -1001 }), [split])?.change).toEqual({
      children: [
        { categoryId: 'a', amount: -100 },
        { categoryId: 'b', amount: -300 },
        { categoryId: 'c', amount: -601 },
      ],
      vendorId: 'vnd_1',
      notes: 'coffee',
    })
    const fixed = rule({
      conditions: { description: { match: 'contains', text: 'corner cup' } },
      actions: {
        split: [
          { categoryId: 'a', amount: 100 },
          { categoryId: 'b', amount: 200 },
        ],
      },
    })
    expect(matchRules(transaction({ amount: -300 }), [fixed])).toBeDefined()
    expect(matchRules(transaction({ amount: -400 }), [fixed])).toBeUndefined()
  })
})

describe('testRule', () => {
  it('counts the reviewed it agrees with, lists those categorized otherwise and those to review it would change, and changes nothing', () => {
    const history = [
      transaction({ id: 'a', reviewStatus: 'REVIEWED', category: { id: 'ctg_meals', name: 'Meals' } }),
      transaction({ id: 'b', reviewStatus: 'REVIEWED', category: { id: 'ctg_meals', name: 'Meals' } }),
      transaction({ id: 'c', reviewStatus: 'REVIEWED', category: { id: 'ctg_office', name: 'Office' } }),
      transaction({ id: 'd', reviewStatus: 'UNREVIEWED' }),
      transaction({ id: 'e', reviewStatus: 'UNREVIEWED', category: { id: 'ctg_office', name: 'Office' } }),
      transaction({ id: 'f', description: 'SOMETHING ELSE' }),
    ]
    const before = JSON.stringify(history)
    const test = testRule(coffee, history)
    expect(test.matched).toBe(5)
    expect(test.same).toBe(2)
    expect(test.different.map((row) => row.transactionId)).toEqual(['c'])
    expect(test.toChange.map((row) => row.transactionId)).toEqual(['d'])
    expect(JSON.stringify(history)).toBe(before)
  })
})
