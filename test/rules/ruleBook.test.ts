// A rules file (the store's record and "Export rules") read back field by field: a file of another
// version or a hand edit is refused with the field named, never half applied.
import { parseRuleBook, ruleBookText } from '../../src/rules/ruleBook'
import type { RuleBook } from '../../src/rules/types'
import { createSandbox } from '../../src/sandbox'
import { isStoreConflict } from '../../src/books/store'

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
})

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
])('refuses %s, naming the field', (_, text, field, problem) => {
  expect(parseRuleBook(text)).toEqual({ ok: false, problem: { field, problem } })
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
