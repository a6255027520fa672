import { compileRules, matchRules, testRule } from '../../../src/core/rules/match'
import { readText } from '../../../src/core/rules/reader'
import { descriptionStem, descriptionWords } from '../../../src/core/rules/words'
import type { CategorizationRule, DescriptionMatch } from '../../../src/core/rules/types'
import type { BankTransaction } from '../../../src/api/types'

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

const described = (match: DescriptionMatch, text: string, categoryId = 'ctg') =>
  rule({ conditions: { description: { match, text } }, actions: { categoryId } })
const matches = (description: string, rules: CategorizationRule[]) => matchRules(transaction({ description }), rules)?.change.categoryId

describe('words as people type them, in any script', () => {
  it('matches across case, folding and scripts without spaces', () => {
    expect(matches('KAPALIÇARŞI BAZAAR', [described('contains', 'Kapalıçarşı')])).toBe('ctg')
    expect(matches('HAUPTSTRASSE 12 BERLIN', [described('startsWith', 'Hauptstraße')])).toBe('ctg')
    expect(matches('PIEKARNIA LODZ', [described('contains', 'Łódź')])).toBe('ctg')
    expect(matches('スターバックス渋谷店 #1234', [described('contains', 'スターバックス')])).toBe('ctg')
    expect(matches('スターバックス渋谷店', [described('contains', '渋谷')])).toBe('ctg')
    expect(matches('スタバ', [described('contains', 'スターバックス')])).toBeUndefined()
  })

  it('matches a name starting with digits with or without its punctuation, and a rule that names a number needs it', () => {
    for (const text of ['7-Eleven', '7 Eleven', '7eleven']) {
      const seven = [described('is', text)]
      for (const description of ['7-ELEVEN', '7 ELEVEN #33', '7ELEVEN', '7-ELEVEN 06/03'])
        expect(matches(description, seven), `${text} / ${description}`).toBe('ctg')
      expect(matches('ELEVEN', seven)).toBeUndefined()
      expect(matches('8-ELEVEN', seven)).toBeUndefined()
    }
    // A description's numbers a rule does not name are skipped, as its references always were.
    expect(matches('CORNER CUP 12 PARIS', [described('is', 'Corner Cup Paris')])).toBe('ctg')
    expect(matches('12 CORNER CUP', [described('startsWith', 'corner cup')])).toBe('ctg')
    expect(matches('CAFE 12 CAFE PARIS', [described('contains', 'cafe 12 paris')])).toBeUndefined()
    expect(matches('ROUTE 66 DINER', [described('contains', 'Route 66')])).toBe('ctg')
    expect(matches('ROUTE 67 DINER', [described('contains', 'Route 66')])).toBeUndefined()
    // A text of numbers alone names nothing.
    expect(matches('12 CORNER CUP', [described('contains', '12')])).toBeUndefined()
  })

  it('matches "does not contain" and "any of these words"', () => {
    const notCup = described('notContains', 'corner cup', 'not')
    expect(matches('CORNER BAKERY', [notCup])).toBe('not')
    expect(matches('POS CORNER CUP #1234', [notCup])).toBeUndefined()
    expect(matches('CUP CORNER', [notCup])).toBe('not')
    expect(matches('', [notCup])).toBe('not')
    const any = described('anyWord', 'bakery roasters 7', 'any')
    expect(matches('MAPLE ROASTERS', [any])).toBe('any')
    expect(matches('7-ELEVEN', [any])).toBe('any')
    expect(matches('MAPLE COFFEE', [any])).toBeUndefined()
    expect(matches('MAPLE COFFEE', [notCup, any])).toBe('not')
    expect(matches('MAPLE ROASTERS', [described('contains', 'maple', 'first'), any])).toBe('first')
  })
})

describe('the first rule in order wins, as a plain reading of every rule in turn says', () => {
  /** Whether `wanted` (a rule's words, all required) equals a stretch of `words` from `at` with some of its number words left out; the stretch runs to the end with `whole`. */
  const foundFrom = (wanted: string[], words: string[], numbers: boolean[], at: number, whole: boolean) => {
    let next = 0
    for (let index = at; index < words.length; index++) {
      if (next < wanted.length && words[index] === wanted[next]) next++
      else if (!numbers[index]) return false
      else if (next === wanted.length && !whole) return true
      if (next === wanted.length && !whole) return true
    }
    return next === wanted.length
  }
  const plainDescription = (match: DescriptionMatch, text: string, description: string) => {
    const ruleReading = readText(text)
    const ruleNumbers = ruleReading.numbers ?? ruleReading.words.map(() => false)
    if (ruleNumbers.every(Boolean)) return false
    const { words, numbers: maybe } = readText(description)
    const numbers = maybe ?? words.map(() => false)
    const ruleWords = ruleReading.words
    const contains = words.some((_, at) => foundFrom(ruleWords, words, numbers, at, false))
    switch (match) {
      case 'contains':
        return contains
      case 'notContains':
        return !contains
      case 'anyWord':
        return ruleWords.some((word) => words.includes(word))
      case 'startsWith':
        return foundFrom(ruleWords, words, numbers, 0, false)
      case 'is':
        return foundFrom(ruleWords, words, numbers, 0, true)
      default:
        return match satisfies never
    }
  }
  const plainMatch = (rules: CategorizationRule[], description: string, amount: number) =>
    rules.find((candidate) => {
      const { conditions } = candidate
      if (!candidate.enabled) return false
      if (conditions.direction === 'out' && amount >= 0) return false
      if (conditions.direction === 'in' && amount <= 0) return false
      if (conditions.amount && 'is' in conditions.amount && Math.abs(amount) !== conditions.amount.is) return false
      return !conditions.description || plainDescription(conditions.description.match, conditions.description.text, description)
    })

  it('agrees with it over random rules and descriptions', () => {
    let seed = 7
    const next = (length: number) => (seed = (seed * 16807) % 2147483647) % length
    const vocabulary = ['maple', 'coffee', 'harbor', 'cup', 'corner', '7', '12', 'eleven', 'x']
    const kinds: DescriptionMatch[] = ['contains', 'contains', 'startsWith', 'is', 'notContains', 'anyWord']
    const glue = [' ', ' ', '-', '', ' #']
    const text = (count: number) =>
      Array.from({ length: count }, () => vocabulary[next(vocabulary.length)] as string).reduce(
        (joined, word) => `${joined}${glue[next(glue.length)]}${word}`,
        '',
      )
    const outcomes = { matched: 0, none: 0 }
    for (let round = 0; round < 60; round++) {
      const rules = Array.from({ length: 1 + next(40) }, (_, index) => {
        const made = rule({ id: `r${index}`, conditions: {}, actions: { categoryId: `c${index}` }, enabled: next(10) > 0 })
        if (next(8) > 0) made.conditions.description = { match: kinds[next(kinds.length)]!, text: text(1 + next(3)) }
        if (next(5) === 0) made.conditions.direction = next(2) ? 'in' : 'out'
        if (next(6) === 0) made.conditions.amount = { is: 100 * (1 + next(3)) }
        return made
      })
      const compiled = compileRules(rules)
      for (let line = 0; line < 60; line++) {
        const description = text(next(7))
        const amount = (next(2) ? -1 : 1) * 100 * (1 + next(3))
        const expected = plainMatch(rules, description, amount)?.id
        outcomes[expected ? 'matched' : 'none']++
        expect(compiled.match({ description, amount })?.rule.id, `${description} ${amount} ${JSON.stringify(rules)}`).toBe(expected)
      }
    }
    // Both outcomes are common, so the comparison covers each.
    expect(Math.min(outcomes.matched, outcomes.none)).toBeGreaterThan(200)
  })

  it('matches 2,000 rules that share their first words, each as the plain reading does', () => {
    const stall = (index: number) => [...String(index)].map((digit) => 'abcdefghij'[Number(digit)]).join('')
    const stalls = Array.from({ length: 2_000 }, (_, index) =>
      described(
        index % 3 === 0 ? 'is' : index % 3 === 1 ? 'startsWith' : 'contains',
        `Harbor Street Market Stall ${stall(index)}`,
        `c${index}`,
      ),
    )
    const compiled = compileRules(stalls)
    for (const index of [0, 1, 2, 999, 1_998, 1_999])
      expect(compiled.match(transaction({ description: `HARBOR STREET MARKET STALL ${stall(index).toUpperCase()} #1234` }))?.rule).toBe(
        stalls[index],
      )
    expect(compiled.match(transaction({ description: 'HARBOR STREET MARKET STALL' }))).toBeUndefined()
  })
})

describe('rules changed in place', () => {
  it('are seen by matchRules at its next call; compiled rules keep what they read', () => {
    const rules = [described('contains', 'corner cup', 'first'), described('contains', 'harbor', 'second')]
    const compiled = compileRules(rules)
    expect(matches('CORNER CUP', rules)).toBe('first')
    rules[0]!.conditions.description!.text = 'maple'
    expect(matches('CORNER CUP', rules)).toBeUndefined()
    expect(compiled.match(transaction({ description: 'CORNER CUP' }))?.change.categoryId).toBe('first')
    rules[1]!.actions.categoryId = 'changed'
    expect(matches('HARBOR', rules)).toBe('changed')
    rules.unshift(described('contains', 'harbor', 'new first'))
    expect(matches('HARBOR', rules)).toBe('new first')
    rules[0]!.enabled = false
    expect(matches('HARBOR', rules)).toBe('changed')
    expect(matchRules(transaction({ description: 'HARBOR' }), rules)?.rule).toBe(rules[2])
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
