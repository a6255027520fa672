// Receipt requests found for the bookkeeper: one per month, oldest first, of purchases at or over the
// threshold with no attachment that no question ever named; nothing of months after today's.
import { receiptRequests } from '../../../src/core/questions/receipts'
import { NO_QUESTIONS } from '../../../src/core/questions/record'
import { bankRow, recordOf, storedQuestion } from '../../support/ownerQuestions'

const ids = (requests: ReturnType<typeof receiptRequests>) =>
  requests.map(({ month, subjects }) => [month, subjects.map((subject) => subject.transactionId)])

describe('receiptRequests', () => {
  const rows = [
    bankRow('bt_laptop', { date: '2026-03-20', amount: -190_000 }),
    bankRow('bt_at75', { date: '2026-03-04', amount: -7_500 }),
    bankRow('bt_under', { date: '2026-03-04', amount: -7_499 }),
    bankRow('bt_feb', { date: '2026-02-11', amount: -12_000 }),
    bankRow('bt_kept', {
      date: '2026-02-12',
      amount: -12_000,
      attachments: [{ id: 'att_1', url: 'https://files.example/r.pdf', fileName: 'r.pdf' }],
    }),
    bankRow('bt_deposit', { date: '2026-02-13', amount: 50_000, type: 'INCOME' }),
    bankRow('bt_deleted', { date: '2026-02-14', amount: -12_000, status: 'DELETED' }),
    bankRow('bt_april', { date: '2026-04-02', amount: -12_000 }),
  ]

  it('proposes the months’ purchases of $75 or more without a receipt, oldest month and day first, up to today’s month', () => {
    expect(ids(receiptRequests(rows, NO_QUESTIONS, { today: '2026-03-31' }))).toEqual([
      ['2026-02', ['bt_feb']],
      ['2026-03', ['bt_at75', 'bt_laptop']],
    ])
    expect(ids(receiptRequests(rows, NO_QUESTIONS, { today: '2026-04-01', threshold: 100_000 }))).toEqual([['2026-03', ['bt_laptop']]])
  })

  it('never proposes a transaction any question named, a closed one included', () => {
    const asked = recordOf(
      storedQuestion('q_1', [rows[0]!], { closed: { at: '2026-03-25T00:00:00Z', outcome: 'dismissed' } }),
      storedQuestion('q_2', [rows[3]!]),
    )
    expect(ids(receiptRequests(rows, asked, { today: '2026-03-31' }))).toEqual([['2026-03', ['bt_at75']]])
  })
})
