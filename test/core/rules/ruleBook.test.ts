// A rules file (the store's record and "Export rules") read back field by field: a file of another
// version or a hand edit is refused with the field named, never half applied.
import { parseRuleBook, ruleBookText } from '../../../src/core/rules/ruleBook'
import type { RuleBook } from '../../../src/core/rules/types'
import { createSandbox } from '../../../src/sandbox'
import { isStoreConflict } from '../../../src/core/store/store'

const book: RuleBook = {
  format: 'bookkit.rules',
  formatVersion: 1,
  rules: [
    {
      id: 'r1',
      name: 'Coffee',
      enabled: true,
      confirm: true,
      createdAt: '2026-06-01T00:00:00.000Z',
      conditions: {
        description: { match: 'contains', text: 'Corner Cup' },
        direction: 'out',
        amount: { from: 1, to: 20 },
        bankAccountId: 'bka_1',
      },
      actions: {
        split: [
          { categoryId: 'ctg_meals', percent: 80 },
          { categoryId: 'ctg_office', percent: 20 },
        ],
        vendorId: 'vnd_1',
        memo: 'team coffee',
      },
      declined: ['btxn_9'],
    },
  ],
}

it('reads back what it wrote', () => {
  expect(parseRuleBook(ruleBookText(book))).toEqual({ ok: true, book })
  const named = { ...book, categoryNames: { ctg_meals: 'Meals', ctg_office: 'Office' } }
  expect(parseRuleBook(ruleBookText(named))).toEqual({ ok: true, book: named })
})

/** The book with its first rule changed by `change`. */
const withRule = (change: (rule: Record<string, unknown>) => Record<string, unknown>) =>
  JSON.stringify({ ...book, rules: [change(JSON.parse(JSON.stringify(book.rules[0])) as Record<string, unknown>)] })
const withSplit = (split: unknown[]) => withRule((rule) => ({ ...rule, actions: { split } }))

it.each([
  ['not JSON', '{ rules: [', 'file', 'notJson'],
  ['another kind of file', '{"format":"something","rules":[]}', 'format', 'notRules'],
  ['a newer format', '{"format":"bookkit.rules","formatVersion":2,"rules":[]}', 'formatVersion', 'newerFormat'],
  [
    'an amount range upside down',
    JSON.stringify({ ...book, rules: [{ ...book.rules[0], conditions: { amount: { from: 5, to: 2 } } }] }),
    'rules[0].conditions.amount.to',
    'invalid',
  ],
  [
    'a rule with no category or split',
    JSON.stringify({ ...book, rules: [{ ...book.rules[0], actions: { memo: 'x' } }] }),
    'rules[0].actions.categoryId',
    'missing',
  ],
  [
    'a split line with no category',
    JSON.stringify({ ...book, rules: [{ ...book.rules[0], actions: { split: [{ percent: 50 }, { categoryId: 'a', percent: 50 }] } }] }),
    'rules[0].actions.split[0].categoryId',
    'missing',
  ],
  [
    'an unknown way to match',
    JSON.stringify({ ...book, rules: [{ ...book.rules[0], conditions: { description: { match: 'regex', text: 'x' } } }] }),
    'rules[0].conditions.description.match',
    'invalid',
  ],
  ['two rules with one id', JSON.stringify({ ...book, rules: [book.rules[0], book.rules[0]] }), 'rules[1].id', 'invalid'],
  [
    'an amount in major units',
    withRule((rule) => ({ ...rule, conditions: { amount: { is: 12.34 } } })),
    'rules[0].conditions.amount.is',
    'invalid',
  ],
  [
    'a negative amount',
    withRule((rule) => ({ ...rule, conditions: { amount: { from: -5, to: 2 } } })),
    'rules[0].conditions.amount.from',
    'invalid',
  ],
  [
    'an amount beyond safe integers',
    withRule((rule) => ({ ...rule, conditions: { amount: { from: 0, to: 2 ** 53 } } })),
    'rules[0].conditions.amount.to',
    'invalid',
  ],
  [
    'a fixed split line of half a unit',
    withSplit([
      { categoryId: 'a', amount: 0.5 },
      { categoryId: 'b', percent: 100 },
    ]),
    'rules[0].actions.split[0].amount',
    'invalid',
  ],
  [
    'percentages adding up to 90',
    withSplit([
      { categoryId: 'a', percent: 50 },
      { categoryId: 'b', percent: 40 },
    ]),
    'rules[0].actions.split',
    'invalid',
  ],
  [
    'a percentage with three decimals',
    withSplit([
      { categoryId: 'a', percent: 33.333 },
      { categoryId: 'b', percent: 66.667 },
    ]),
    'rules[0].actions.split[0].percent',
    'invalid',
  ],
  [
    'a percentage over 100',
    withSplit([
      { categoryId: 'a', percent: 150 },
      { categoryId: 'b', percent: -50 },
    ]),
    'rules[0].actions.split[0].percent',
    'invalid',
  ],
  ['an unknown field of the book', JSON.stringify({ ...book, colour: 'red' }), 'colour', 'unknown'],
  ['an unknown field of a rule', withRule((rule) => ({ ...rule, priority: 1 })), 'rules[0].priority', 'unknown'],
  ['an unknown condition', withRule((rule) => ({ ...rule, conditions: { colour: 'red' } })), 'rules[0].conditions.colour', 'unknown'],
  [
    'an unknown field of a description',
    withRule((rule) => ({ ...rule, conditions: { description: { match: 'is', text: 'x', caseSensitive: true } } })),
    'rules[0].conditions.description.caseSensitive',
    'unknown',
  ],
  [
    'an amount with both forms',
    withRule((rule) => ({ ...rule, conditions: { amount: { is: 5, from: 1 } } })),
    'rules[0].conditions.amount.from',
    'unknown',
  ],
  ['an unknown action', withRule((rule) => ({ ...rule, actions: { categoryId: 'a', tags: ['x'] } })), 'rules[0].actions.tags', 'unknown'],
  [
    'an unknown field of a split line',
    withSplit([
      { categoryId: 'a', percent: 50, note: 'x' },
      { categoryId: 'b', percent: 50 },
    ]),
    'rules[0].actions.split[0].note',
    'unknown',
  ],
  ['category names that are not text', JSON.stringify({ ...book, categoryNames: { ctg_meals: 3 } }), 'categoryNames.ctg_meals', 'invalid'],
])('refuses %s, naming the field', (_, text, field, problem) => {
  expect(parseRuleBook(text)).toEqual({ ok: false, problem: { field, problem } })
})

it('accepts percentages with two decimals that add up to 100 in hundredths', () => {
  const reading = parseRuleBook(withSplit([33.33, 33.33, 33.34].map((percent, index) => ({ categoryId: `c${index}`, percent }))))
  expect(reading.ok && reading.book.rules[0]?.actions.split?.map((line) => line.percent)).toEqual([33.33, 33.33, 33.34])
})

it('the sandbox store refuses a save based on a version that is no longer stored', async () => {
  const { store } = createSandbox({ volume: { invoicesPerCompany: 1, bankTransactionsPerCompany: 1, extraGlLinesPerCompany: 0 } })
  const first = await store.save('rules:co_1', book, null)
  store.put('rules:co_1', { ...book, rules: [] })
  const refused = await store.save('rules:co_1', book, first).then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(isStoreConflict(refused)).toBe(true)
  expect((store.peek('rules:co_1')?.value as RuleBook | undefined)?.rules).toEqual([])
  expect(store.saves).toBe(2)
})
