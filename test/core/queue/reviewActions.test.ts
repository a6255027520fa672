// The decisions of the queue's writes: which item each row of an action sends, what the host hears
// of a save, when an action stopped short and Try again is offered, which restores an undo of some
// rows picks from which step, and when a write's progress earns a line.
import type { BankTransaction } from '../../../src/api/types'
import type { WriteProgress } from '../../../src/api/writes/outcome'
import type { Landed, UndoableAction } from '../../../src/core/queue/review/actionResults'
import {
  actionItems,
  progressShown,
  restoresOf,
  savedChangeEvents,
  savedRecords,
  stackWith,
  stoppedShort,
} from '../../../src/core/queue/review/reviewActions'

const row = (id: string, extra: Partial<BankTransaction> = {}): BankTransaction =>
  ({ id, date: '2026-06-01', amount: -1250, status: 'ACTIVE', reviewStatus: 'UNREVIEWED', ...extra }) as BankTransaction
const saved = (id: string, record?: BankTransaction): Landed => ({
  item: { id },
  outcome: { status: 'saved', statusCode: 200, record, recovered: false },
})
const landed = (id: string, status: 'unknown' | 'notSent' | 'refused'): Landed => ({
  item: { id },
  outcome:
    status === 'unknown'
      ? { status, reason: 'timeout', canCheck: true, errors: [] }
      : status === 'notSent'
        ? { status }
        : { status, statusCode: 400, errors: [{ type: 'NOT_MODIFIABLE', message: 'The books are closed.' }], kind: 'service' },
})

describe('actionItems', () => {
  it('sends one item per row its change changes, and none for a row already as asked', () => {
    const items = actionItems(
      [row('a'), row('b', { category: { id: 'cat_meals', name: 'Meals' } })],
      { categoryId: 'cat_meals' },
      'partial',
    )
    expect(items.map(({ transaction, item }) => [transaction.id, item])).toEqual([['a', { id: 'a', categoryId: 'cat_meals' }]])
  })

  it('takes each row’s own change when the change is a function, and skips a row it gives none', () => {
    const items = actionItems(
      [row('a'), row('b'), row('c')],
      (one) => (one.id === 'b' ? undefined : { categoryId: `cat_${one.id}` }),
      'partial',
    )
    expect(items.map(({ item }) => item)).toEqual([
      { id: 'a', categoryId: 'cat_a' },
      { id: 'c', categoryId: 'cat_c' },
    ])
  })
})

describe('savedChangeEvents', () => {
  it('tells one event per category given, naming every row it went to, and one for the rows newly reviewed', () => {
    const events = savedChangeEvents([
      { before: row('a'), change: { categoryId: 'cat_marketing', review: true } },
      { before: row('b', { reviewStatus: 'REVIEWED' }), change: { categoryId: 'cat_marketing', review: true } },
      { before: row('c', { category: { id: 'cat_travel', name: 'Travel' } }), change: { categoryId: 'cat_travel', review: true } },
    ])
    expect(events).toEqual([
      { type: 'transactionCategorized', transactionIds: ['a', 'b'], categoryId: 'cat_marketing' },
      { type: 'transactionReviewed', transactionIds: ['a', 'c'] },
    ])
  })

  it('tells a row given receipts as saved, and nothing for a change that changed neither category nor review', () => {
    expect(savedChangeEvents([{ before: row('a'), change: { attach: ['att_1'] } }])).toEqual([
      { type: 'transactionSaved', transactionId: 'a', created: false },
    ])
    expect(savedChangeEvents([{ before: row('a', { reviewStatus: 'RECONCILED' }), change: { review: true } }])).toEqual([])
  })
})

describe('savedRecords', () => {
  it('hands the host the records the service answered for the items saved, none for the rest', () => {
    const record = row('a', { reviewStatus: 'REVIEWED' })
    expect(savedRecords([saved('a', record), saved('b'), landed('c', 'refused')])).toEqual([record])
  })
})

describe('stoppedShort', () => {
  it('offers Try again when an action of several rows left some unknown or not sent, never for a refusal or a one-row action', () => {
    expect(stoppedShort([saved('a'), landed('b', 'unknown'), landed('c', 'notSent')])).toBe(true)
    expect(stoppedShort([saved('a'), landed('b', 'notSent')])).toBe(true)
    expect(stoppedShort([saved('a'), landed('b', 'refused')])).toBe(false)
    expect(stoppedShort([landed('a', 'unknown')])).toBe(false)
  })
})

describe('stackWith', () => {
  const step = (ids: string[]): UndoableAction => ({ restore: ids.map((id) => ({ id })), touched: ids, selected: [] })

  it('puts an action’s restores on the stack as a new step, and leaves the stack as it is when it saved nothing', () => {
    const first = step(['a'])
    const next = stackWith([first], undefined, step(['b']))
    expect(next.stack).toEqual([first, step(['b'])])
    expect(next.step).toEqual(step(['b']))
    const stack = [first]
    expect(stackWith(stack, first, step([]))).toEqual({ stack, step: first })
  })

  it('adds a resumed action’s restores to its own step where it stands, not on top', () => {
    const resumed = step(['a'])
    const later = step(['z'])
    const next = stackWith([resumed, later], resumed, step(['b']))
    expect(next.stack.map((entry) => entry.touched)).toEqual([['a', 'b'], ['z']])
  })
})

describe('restoresOf', () => {
  it('restores each row from the latest step that holds it, leaving the rest of every step', () => {
    const older: UndoableAction = { restore: [{ id: 'a', categoryId: 'cat_old' }, { id: 'b' }], touched: ['a', 'b'], selected: [] }
    const newer: UndoableAction = { restore: [{ id: 'a', categoryId: 'cat_new' }, { id: 'c' }], touched: ['a', 'c'], selected: [] }
    const picked = restoresOf([older, newer], ['a', 'b'])
    expect([...picked]).toEqual([
      [newer, [{ id: 'a', categoryId: 'cat_new' }]],
      [older, [{ id: 'b' }]],
    ])
  })
})

describe('progressShown', () => {
  const told = (extra: Partial<WriteProgress>): WriteProgress => ({ done: 0, total: 1, saved: 0, ...extra })

  it('shows a line for a write of several batches or one that waits, none for a single batch sent at once', () => {
    expect(progressShown(told({ total: 3 }))).toBe(true)
    expect(progressShown(told({ waitingUntil: 1_000 }))).toBe(true)
    expect(progressShown(told({ checkingUntil: 1_000 }))).toBe(true)
    expect(progressShown(told({}))).toBe(false)
  })
})
