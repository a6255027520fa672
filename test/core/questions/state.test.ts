// Where questions stand for both sides: a question's state, the answer in force, a transaction
// changed or deleted since it was asked about, each transaction's question, the owner's queue and the
// counts of the host's badge and the close.
import {
  answeredBeforeEdit,
  answeredCount,
  answerInForce,
  oldestWaiting,
  openCount,
  ownerQueue,
  questionsByTransaction,
  questionState,
  subjectState,
} from '../../../src/core/questions/state'
import { subjectOf } from '../../../src/core/questions/receipts'
import { bankRow, recordOf, storedQuestion } from '../../support/ownerQuestions'

const depot = bankRow('bt_depot')
const [mill, fuel] = [bankRow('bt_mill', { date: '2026-03-02' }), bankRow('bt_fuel', { date: '2026-03-05' })]
const answered = (id: string, transactionId: string | undefined, at: string, fields = {}) => ({
  id,
  ...(transactionId && { transactionId }),
  at,
  ...fields,
})

describe('a question and its answers', () => {
  it('waits until every transaction asked about is answered, then is the bookkeeper’s, until closed', () => {
    const receipts = storedQuestion('q_r', [mill, fuel], { answers: [answered('a_1', 'bt_mill', '2026-03-21T08:00:00Z')] })
    expect(questionState(receipts)).toBe('waiting')
    expect(
      questionState({
        ...receipts,
        answers: [...receipts.answers, answered('a_2', 'bt_fuel', '2026-03-21T09:00:00Z', { dontKnow: true })],
      }),
    ).toBe('answered')
    // An answer to a question about one transaction need not name it; a general request takes any answer.
    expect(questionState(storedQuestion('q_d', [depot], { answers: [answered('a_3', undefined, '2026-03-21T08:00:00Z')] }))).toBe(
      'answered',
    )
    expect(questionState(storedQuestion('q_g', []))).toBe('waiting')
    expect(questionState(storedQuestion('q_g', [], { closed: { at: '2026-03-22T00:00:00Z', outcome: 'withdrawn' } }))).toBe('closed')
  })

  it('takes the last answer as in force, and tells one given before the question was edited', () => {
    const first = answered('a_1', 'bt_depot', '2026-03-21T08:00:00Z', { note: 'Patio' })
    const second = answered('a_2', 'bt_depot', '2026-03-21T11:00:00Z', { note: 'Patio at the shop' })
    const question = storedQuestion('q_d', [depot], { answers: [first, second], editedAt: '2026-03-21T10:00:00Z' })
    expect(answerInForce(question)).toBe(second)
    expect(answerInForce(storedQuestion('q_r', [mill, fuel], { answers: [first] }), 'bt_fuel')).toBeUndefined()
    expect([answeredBeforeEdit(question, first), answeredBeforeEdit(question, second)]).toEqual([true, false])
  })

  it('says a transaction asked about is deleted when gone or DELETED, changed when its date, amount or description moved', () => {
    const asked = subjectOf(depot)
    expect(subjectState(asked, { ...depot, notes: 'memo added', category: { id: 'ctg_supplies', name: 'Supplies' } })).toBe('same')
    expect(subjectState(asked, undefined)).toBe('deleted')
    expect(subjectState(asked, { ...depot, status: 'DELETED' })).toBe('deleted')
    expect(subjectState(asked, { ...depot, amount: -41_300 })).toBe('changed')
    expect(subjectState(asked, { ...depot, date: '2026-03-13' })).toBe('changed')
    expect(subjectState(asked, { ...depot, description: 'HOME DEPOT #4412' })).toBe('changed')
  })
})

describe('the record', () => {
  const closed = { at: '2026-03-22T00:00:00Z', outcome: 'used' as const }
  const record = recordOf(
    storedQuestion('q_old', [depot], { askedAt: '2026-03-10T09:00:00Z', closed }),
    storedQuestion('q_new', [depot], { askedAt: '2026-03-18T09:00:00Z' }),
    storedQuestion('q_r', [mill, fuel], { askedAt: '2026-03-15T09:00:00Z', answers: [answered('a_1', 'bt_mill', '2026-03-21T08:00:00Z')] }),
    storedQuestion('q_g', [], { askedAt: '2026-03-19T09:00:00Z', answers: [answered('a_2', undefined, '2026-03-21T08:00:00Z')] }),
    storedQuestion('q_later', [mill], { askedAt: '2026-03-20T09:00:00Z', closed }),
  )

  it('gives each transaction its open question over closed ones, else its latest', () => {
    const byTransaction = questionsByTransaction(record)
    expect([...byTransaction].map(([transactionId, question]) => [transactionId, question.id])).toEqual([
      ['bt_depot', 'q_new'],
      ['bt_mill', 'q_r'],
      ['bt_fuel', 'q_r'],
    ])
    expect(
      questionsByTransaction(recordOf(storedQuestion('q_a', [depot], { closed }), storedQuestion('q_b', [depot], { closed }))).get(
        'bt_depot',
      )?.id,
    ).toBe('q_b')
  })

  it('queues for the owner, oldest first, each waiting question and each unanswered transaction of a receipts request; counts both sides', () => {
    expect(ownerQueue(record).map(({ question, subject }) => [question.id, subject?.transactionId])).toEqual([
      ['q_r', 'bt_fuel'],
      ['q_new', 'bt_depot'],
    ])
    expect([openCount(record), answeredCount(record), oldestWaiting(record)?.id]).toEqual([2, 1, 'q_r'])
    expect(oldestWaiting(recordOf())).toBeUndefined()
  })
})
