// What an action on the queue's selection does to the selection: the rows it saved leave it (the user
// is done with them), the rows refused, unknown or not sent stay selected for the action again, and an
// undo selects again only the rows it restored that such an action took out, a resumed action's too.
import type { BankTransaction } from '../../../src/api/types'
import { leavingSelection, undoStepOf, type Landed, type UndoableAction } from '../../../src/core/queue/review/actionResults'
import { rejoiningSelection } from '../../../src/core/queue/review/undoSteps'

const record = { id: 'btxn_1', date: '2026-06-01', amount: -1000 } as BankTransaction
const outcomes: Record<'saved' | 'refused' | 'unknown' | 'notSent', Landed['outcome']> = {
  saved: { status: 'saved', statusCode: 200, record, recovered: false },
  refused: { status: 'refused', statusCode: 400, errors: [{ type: 'NOT_MODIFIABLE', message: 'The books are closed.' }], kind: 'service' },
  unknown: { status: 'unknown', reason: 'timeout', canCheck: true, errors: [] },
  notSent: { status: 'notSent' },
}
const landed = (id: string, status: keyof typeof outcomes): Landed => ({
  item: { id, reviewStatus: 'REVIEWED' },
  outcome: outcomes[status],
})

describe('leavingSelection', () => {
  it('takes out of the selection only the rows saved', () => {
    expect(
      leavingSelection([
        landed('a', 'saved'),
        landed('b', 'refused'),
        landed('c', 'unknown'),
        landed('d', 'notSent'),
        landed('e', 'saved'),
      ]),
    ).toEqual(['a', 'e'])
  })
})

describe('rejoiningSelection', () => {
  const step = (selected: string[] = []): UndoableAction => ({ restore: [], touched: [], selected })

  it('selects again the rows restored that an action on the selection took out', () => {
    expect(rejoiningSelection([step(['a', 'b', 'c'])], ['a', 'c'])).toEqual(['a', 'c'])
  })

  it('selects nothing for a one-row action’s undo, nor a row restored that never left the selection', () => {
    expect(rejoiningSelection([step()], ['a'])).toEqual([])
    expect(rejoiningSelection([step(['a']), step()], ['a', 'z'])).toEqual(['a'])
  })
})

describe('undoStepOf', () => {
  it('adds a resumed action’s rows to its step, those it took out of the selection too', () => {
    const first: UndoableAction = { restore: [{ id: 'a' }], touched: ['a', 'b'], selected: ['a'] }
    expect(undoStepOf(first, { restore: [{ id: 'b' }], touched: ['b'], selected: ['b'] })).toEqual({
      restore: [{ id: 'a' }, { id: 'b' }],
      touched: ['a', 'b'],
      selected: ['a', 'b'],
    })
  })
})
