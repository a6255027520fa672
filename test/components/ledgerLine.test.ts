// One reader of a GL line's amounts, for the table and the CSV. A zero side the service
// leaves out (absent or null) reads as 0; an amount that is not a safe integer is an error naming
// the line and its date, and the CSV stops there instead of writing a wrong figure.
import type { GlEntry } from '../../src/api/types'
import { toLedgerCsv, type LedgerCsvOptions } from '../../src/components/GeneralLedger/csv'
import { readLedgerAmount, readLedgerLine, UnreadableLedgerAmountError } from '../../src/components/GeneralLedger/ledgerLine'

const options: LedgerCsvOptions = {
  digits: 2,
  headers: { date: 'Date', description: 'Description', debit: 'Debit', credit: 'Credit', runningBalance: 'Balance' },
  beginningBalanceLabel: 'Beginning balance',
}

/** A line as the service may send it: any member may be left out, null, or of the wrong kind. */
function line(fields: Record<string, unknown>): GlEntry {
  return { id: 'glt_1', date: '2026-03-04', runningBalance: 1250, glAccount: { id: 'gla_1' }, ...fields } as unknown as GlEntry
}

/** What `run` throws, for a look at its members. */
function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('nothing was thrown')
}

describe('readLedgerAmount', () => {
  it('reads a left-out or null zero side as 0, beside the other side', () => {
    expect(readLedgerAmount(line({ drAmount: 1250 }), 'credit')).toBe(0)
    expect(readLedgerAmount(line({ drAmount: 1250, crAmount: null }), 'credit')).toBe(0)
    expect(readLedgerAmount(line({ drAmount: 1250, crAmount: undefined }), 'credit')).toBe(0)
    expect(readLedgerAmount(line({ crAmount: 1250, drAmount: null }), 'debit')).toBe(0)
    expect(readLedgerAmount(line({ drAmount: 1250 }), 'debit')).toBe(1250)
    expect(readLedgerAmount(line({ drAmount: 0, crAmount: 0 }), 'debit')).toBe(0)
  })

  it('cannot read an amount that is not a safe integer, a line with neither side, or a missing running balance', () => {
    for (const value of [12.5, Number.NaN, Infinity, 2 ** 53, '1250', {}, true]) {
      expect(readLedgerAmount(line({ drAmount: value, crAmount: 0 }), 'debit'), String(value)).toBeUndefined()
    }
    expect(readLedgerAmount(line({}), 'debit')).toBeUndefined()
    expect(readLedgerAmount(line({ drAmount: null, crAmount: null }), 'credit')).toBeUndefined()
    expect(readLedgerAmount(line({ drAmount: 1, crAmount: 0, runningBalance: undefined }), 'runningBalance')).toBeUndefined()
    expect(readLedgerAmount(line({ drAmount: 1, crAmount: 0, runningBalance: null }), 'runningBalance')).toBeUndefined()
  })
})

describe('readLedgerLine', () => {
  it('names the line, its date, the amount and what was sent', () => {
    const error = thrown(() => readLedgerLine(line({ id: 'glt_17', drAmount: 12.5 }), 17))
    expect(error).toBeInstanceOf(UnreadableLedgerAmountError)
    expect(error).toMatchObject({ lineNumber: 17, lineId: 'glt_17', date: '2026-03-04', amount: 'debit', value: 12.5 })
    expect((error as Error).message).toBe('Line 17 (2026-03-04) has a debit amount bookkit cannot read: 12.5')
    expect((thrown(() => readLedgerLine(line({ drAmount: 5, crAmount: '5' }), 2)) as Error).message).toBe(
      'Line 2 (2026-03-04) has a credit amount bookkit cannot read: "5"',
    )
    expect((thrown(() => readLedgerLine(line({ drAmount: 5, runningBalance: undefined }), 3)) as Error).message).toBe(
      'Line 3 (2026-03-04) has a running balance bookkit cannot read: nothing',
    )
  })
})

describe('toLedgerCsv with lines the service sent loosely', () => {
  it('writes a debit line whose credit is left out, or null, with the credit side empty', () => {
    const csv = toLedgerCsv(
      [
        line({ drAmount: 1250 }),
        line({ drAmount: 1250, crAmount: null, runningBalance: 2500 }),
        line({ crAmount: 500, drAmount: null, runningBalance: 2000 }),
      ],
      null,
      options,
    )
    expect(csv.split('\r\n')).toEqual([
      'Date,Description,Debit,Credit,Balance',
      '2026-03-04,,12.50,,12.50',
      '2026-03-04,,12.50,,25.00',
      '2026-03-04,,,5.00,20.00',
      '',
    ])
  })

  it.each([
    ['a float', 12.5, 'Line 2 (2026-03-05) has a debit amount bookkit cannot read: 12.5'],
    ['beyond 2^53', 2 ** 53 + 2, 'Line 2 (2026-03-05) has a debit amount bookkit cannot read: 9007199254740994'],
  ])('stops at a line whose amount is %s, naming the line and its date', (_, value, message) => {
    const lines = [line({ drAmount: 100 }), line({ drAmount: value, crAmount: 0, date: '2026-03-05' }), line({ drAmount: 100 })]
    const error = thrown(() => toLedgerCsv(lines, 0, options))
    expect(error).toBeInstanceOf(UnreadableLedgerAmountError)
    expect(error).toMatchObject({ lineNumber: 2, date: '2026-03-05', amount: 'debit' })
    expect((error as Error).message).toBe(message)
  })
})
