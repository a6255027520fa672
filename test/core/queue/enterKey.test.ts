// What Enter does on the queue's current row: nothing but a word on a locked row; on a row being
// saved, only move on; a refused or unknown save sent again; a split reviewed; a category shown
// confirmed; else the first suggestion taken, unless it must be checked first (two invoices or two
// sides as likely, a match to finish), and the picker when there is nothing to confirm.
import type { BankTransaction } from '../../../src/api/types'
import { enterStep, pickerSuggestions } from '../../../src/core/queue/review/enterKey'
import type { RowResult } from '../../../src/core/queue/review/actionResults'
import type { QueueSuggestion } from '../../../src/core/queue/review/suggestions'

const row = (extra: Partial<BankTransaction> = {}): BankTransaction =>
  ({ id: 'btxn_1', date: '2026-06-01', amount: 1250, status: 'ACTIVE', reviewStatus: 'UNREVIEWED', ...extra }) as BankTransaction
const category: QueueSuggestion = { id: 'cat_sales', name: 'Sales' }
const match = (extra: { ambiguous?: boolean; find?: boolean } = {}): QueueSuggestion => ({
  id: 'inv_1',
  name: 'INV-1042',
  match: { lines: [], text: 'Pays INV-1042', forRow: () => '', ambiguous: extra.ambiguous ?? false, ...(extra.find ? { find: true } : {}) },
})
const transfer = (ambiguous: boolean): QueueSuggestion => ({
  id: 'btxn_2',
  name: 'Transfer',
  transfer: { pair: {} as never, text: 'Transfer to Reserve Savings', forRow: () => '', ambiguous },
})
const none = () => []
const paying = match()
const likelyTwice = transfer(true)
const item = { id: 'btxn_1', reviewStatus: 'REVIEWED' }

describe('enterStep', () => {
  it('says a locked row is locked, before anything else, and does not move on', () => {
    expect(enterStep(row({ category: { id: 'cat_sales', name: 'Sales' } }), { reason: 'session' }, undefined, none)).toEqual({
      kind: 'locked',
    })
  })

  it('moves on from a row being saved, and sends a refused or unknown one again', () => {
    const saving: RowResult = { state: 'saving', item }
    const unknown: RowResult = { state: 'unknown', item, outcome: { status: 'unknown', reason: 'timeout', canCheck: true, errors: [] } }
    expect(enterStep(row(), undefined, saving, none)).toEqual({ kind: 'skip', moveOn: true })
    expect(enterStep(row(), undefined, unknown, none)).toEqual({ kind: 'retry', moveOn: true })
  })

  it('reviews a split as it stands, and confirms a category shown with its review', () => {
    const split = row({ children: [{ id: 'spl_1', amount: 1250 }] as BankTransaction['children'] })
    expect(enterStep(split, undefined, undefined, () => [category])).toEqual({ kind: 'save', change: { review: true }, moveOn: true })
    expect(enterStep(row({ category: { id: 'cat_meals', name: 'Meals' } }), undefined, undefined, () => [category])).toEqual({
      kind: 'save',
      change: { categoryId: 'cat_meals', review: true },
      moveOn: true,
    })
  })

  it('takes the first suggestion whole, and opens the picker when there is none', () => {
    expect(enterStep(row(), undefined, undefined, () => [paying, category])).toEqual({ kind: 'accept', suggestion: paying, moveOn: true })
    expect(enterStep(row(), undefined, undefined, none)).toEqual({ kind: 'pick' })
  })

  it('never picks one of two as likely for the user: Find match… or Pair transfers… shows them, and the row stays current', () => {
    expect(enterStep(row(), undefined, undefined, () => [match({ ambiguous: true })])).toEqual({ kind: 'findMatch' })
    expect(enterStep(row(), undefined, undefined, () => [match({ find: true })])).toEqual({ kind: 'findMatch' })
    expect(enterStep(row(), undefined, undefined, () => [likelyTwice])).toEqual({ kind: 'pairTransfer', suggestion: likelyTwice })
    expect(enterStep(row(), undefined, undefined, () => [transfer(false)])).toMatchObject({ kind: 'accept' })
  })
})

describe('pickerSuggestions', () => {
  it('offers the picker the categories alone, never a match or a transfer', () => {
    expect(pickerSuggestions([transfer(false), match(), category])).toEqual([category])
  })
})
