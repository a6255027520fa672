// "Apply rules" changes the matched rows the queue's filters show, in the queue's order: a date
// range (or any filter) never lets it reach rows outside what the user sees.
import type { BankTransaction } from '../../../src/api/types'
import { rowsToApply } from '../../../src/core/queue/rules/rowsToApply'
import type { Matched } from '../../../src/core/queue/rules/ruleMatches'
import { compileRules } from '../../../src/core/rules/match'
import type { CategorizationRule } from '../../../src/core/rules/types'

const cornerCup: CategorizationRule = {
  id: 'rule_cup',
  enabled: true,
  confirm: false,
  conditions: { description: { match: 'contains', text: 'Corner Cup' } },
  actions: { categoryId: 'ctg_meals' },
  createdAt: '2026-06-01T09:00:00.000Z',
}
const compiled = compileRules([cornerCup])
const row = (id: string, date: string) =>
  ({ id, date, amount: -1250, status: 'ACTIVE', description: `CORNER CUP #12 ${date}`, reviewStatus: 'UNREVIEWED' }) as BankTransaction
const may = row('btxn_may', '2026-05-28')
const juneFirst = row('btxn_june1', '2026-06-03')
const juneSecond = row('btxn_june2', '2026-06-17')
const matched = (transaction: BankTransaction): [string, Matched] => [
  transaction.id,
  { transaction, match: compiled.match(transaction)!, companyId: 'co_1' },
]
const matches = new Map([matched(may), matched(juneSecond), matched(juneFirst)])

describe('rowsToApply', () => {
  it('takes only the matched rows the queue shows (a June date range leaves May out), in the queue order', () => {
    const june = [juneSecond, row('btxn_unmatched', '2026-06-10'), juneFirst]
    expect(rowsToApply(matches, june, () => true).map(({ transaction }) => transaction.id)).toEqual(['btxn_june2', 'btxn_june1'])
  })

  it('leaves out a shown row the rules may not change (locked, or held for an invoice or a transfer)', () => {
    const shown = [juneSecond, juneFirst, may]
    expect(rowsToApply(matches, shown, (transaction) => transaction.id !== 'btxn_june1').map(({ transaction }) => transaction.id)).toEqual([
      'btxn_june2',
      'btxn_may',
    ])
    expect(rowsToApply(matches, [], () => true)).toEqual([])
  })
})
