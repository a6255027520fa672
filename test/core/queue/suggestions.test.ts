// A row's suggestions, ranked: the other side of a transfer, then the invoices a deposit pays; a
// rule's change only for a row nothing pays; then the service's categories, the rule's not twice,
// three at the most. And how each reads.
import type { BankTransaction } from '../../../src/api/types'
import { rowSuggestions, suggestionText, type QueueSuggestion } from '../../../src/core/queue/review/suggestions'

const deposit = {
  id: 'btxn_1',
  date: '2026-06-01',
  amount: 1250,
  status: 'ACTIVE',
  suggestedCategories: [{ id: 'cat_sales' }, { id: 'cat_meals' }, { id: 'cat_unknown' }, { id: 'cat_travel' }],
} as BankTransaction
const names: Record<string, string> = { cat_sales: 'Sales', cat_meals: 'Meals', cat_travel: 'Travel' }
const categoryName = (id: string) => names[id]
const ruled: QueueSuggestion = {
  id: 'cat_meals',
  name: 'Meals',
  rule: {
    ruleId: 'rul_1',
    companyId: 'default',
    change: { categoryId: 'cat_meals' },
    text: '⁨Meals⁩',
    hint: 'By rule “Corner Cup”',
    label: () => '',
  },
}
const paying = (id: string): QueueSuggestion => ({
  id,
  name: id,
  match: { lines: [], text: `Pays ${id}`, forRow: () => '', ambiguous: false },
})
const suggesting = (list: QueueSuggestion[]) => ({ suggestionsOf: () => list })

describe('rowSuggestions', () => {
  it('puts a rule’s change before the service’s categories, without its category twice, and names them by the host', () => {
    const suggestions = rowSuggestions(
      deposit,
      { transfers: undefined, matches: undefined, rules: { suggestionOf: () => ruled } },
      categoryName,
    )
    expect(suggestions.map(({ id, rule }) => [id, rule !== undefined])).toEqual([
      ['cat_meals', true],
      ['cat_sales', false],
      ['cat_travel', false],
    ])
  })

  it('puts a transfer’s other side, then the invoices a deposit pays, first, and no rule then; three at the most', () => {
    const transfer: QueueSuggestion = {
      ...paying('btxn_2'),
      match: undefined,
      transfer: { pair: {} as never, text: 'Transfer', forRow: () => '', ambiguous: false },
    }
    const parts = { transfers: suggesting([transfer]), matches: suggesting([paying('inv_1')]), rules: { suggestionOf: () => ruled } }
    expect(rowSuggestions(deposit, parts, categoryName).map(({ id }) => id)).toEqual(['btxn_2', 'inv_1', 'cat_sales'])
  })

  it('offers only the categories it can name while no part has loaded', () => {
    const parts = { transfers: undefined, matches: undefined, rules: undefined }
    expect(rowSuggestions(deposit, parts, categoryName).map(({ name }) => name)).toEqual(['Sales', 'Meals', 'Travel'])
  })
})

describe('suggestionText', () => {
  it('reads a match or a rule by its own text, and a plain category by its name marked as a name', () => {
    expect(suggestionText(paying('inv_1'))).toBe('Pays inv_1')
    expect(suggestionText(ruled)).toBe('⁨Meals⁩')
    expect(suggestionText({ id: 'cat_sales', name: 'Sales' })).toBe('\u2068Sales\u2069')
  })
})
