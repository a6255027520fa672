// The items that pair a transfer's two sides (each naming the other, both reviewed) or untie them
// (the other side's too when the set holds it), and an all-or-nothing save's answer: the records, or
// the first item not saved as an error that says why.
import type { BankTransaction } from '../../../src/api/types'
import type { WriteOutcome } from '../../../src/api/writes/outcome'
import { allSaved, pairItems, unpairItems } from '../../../src/core/queue/review/transferItems'

const side = (id: string, amount: number, extra: Partial<BankTransaction> = {}): BankTransaction =>
  ({ id, date: '2026-06-26', amount, status: 'ACTIVE', reviewStatus: 'UNREVIEWED', ...extra }) as BankTransaction
const from = side('btxn_out', -123_456)
const to = side('btxn_in', 123_456)

describe('pairItems', () => {
  it('names each side’s other and reviews both, one item a side', () => {
    expect(pairItems([{ from, to, named: 5, days: 0 } as never], 'partial')).toEqual([
      { id: 'btxn_out', matchingBankTransactionId: 'btxn_in', reviewStatus: 'REVIEWED' },
      { id: 'btxn_in', matchingBankTransactionId: 'btxn_out', reviewStatus: 'REVIEWED' },
    ])
  })
})

describe('unpairItems', () => {
  const paired = side('btxn_out', -123_456, { matchingBankTransaction: { id: 'btxn_in' } as BankTransaction['matchingBankTransaction'] })
  const other = side('btxn_in', 123_456, { matchingBankTransaction: { id: 'btxn_out' } as BankTransaction['matchingBankTransaction'] })

  it('unties both sides when the set holds the other', () => {
    expect(unpairItems(paired, [paired, other], 'partial').map((item) => [item.id, item.matchingBankTransactionId])).toEqual([
      ['btxn_out', null],
      ['btxn_in', null],
    ])
  })

  it('unties this side alone when the other is not in the set: the service unties it with this one', () => {
    expect(unpairItems(paired, [paired], 'partial').map((item) => item.id)).toEqual(['btxn_out'])
  })
})

describe('allSaved', () => {
  const saved = (record: BankTransaction): WriteOutcome<BankTransaction> => ({ status: 'saved', statusCode: 200, record, recovered: false })

  it('answers the records saved', () => {
    expect(allSaved([saved(from), saved(to)])).toEqual([from, to])
  })

  it('rejects with the service’s reasons for a refusal, and says an unknown outcome is not known', () => {
    expect(() =>
      allSaved([
        saved(from),
        { status: 'refused', statusCode: 400, errors: [{ type: 'NOT_MODIFIABLE', message: 'The books are closed.' }], kind: 'service' },
      ]),
    ).toThrow(expect.objectContaining({ name: 'BookkeepingApiError', status: 400 }))
    expect(() => allSaved([{ status: 'unknown', reason: 'timeout', canCheck: true, errors: [] }])).toThrow(
      /not known whether the transfer was saved/,
    )
    expect(() => allSaved([{ status: 'notSent' }])).toThrow(/not saved: an earlier part of the save failed/)
  })
})
