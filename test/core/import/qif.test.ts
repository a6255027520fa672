// QIF read through readBankStatement, as a user chooses it: a bank list and a card list with
// amounts as the account sees them, Quicken's dates (`6/ 1'26`), split lines left to the whole T
// amount, no ids of its own; dates that fit two formats are asked about, as a CSV's are.
import { readBankStatement } from '../../../src/core/import'
import { qifDateText } from '../../../src/core/import/formats/qif'
import { sniffStatement } from '../../../src/core/import/sniff'
import { fixtureBytes, fixtureFile } from './statementFixtures'

describe('readBankStatement: QIF', () => {
  it('reads a bank list (qif-bank.qif): each transaction at its first line, splits kept whole, no bank id', async () => {
    const reading = await readBankStatement(fixtureFile('qif-bank.qif'))
    expect(reading).toMatchObject({ format: 'qif', statements: [{ kind: 'bank', rows: 4 }] })
    expect(reading.rows).toEqual([
      { line: 2, date: '2026-06-01', amount: 128640, description: 'Card sales deposit · Square payout' },
      { line: 8, date: '2026-06-03', amount: -31840, description: 'Chainline Parts Wholesale' },
      { line: 14, date: '2026-06-15', amount: -145000, description: 'Riverside Property Mgmt · Shop rent June' },
      { line: 23, date: '2026-06-30', amount: -1250, description: 'Thornbury Building Society · Account fee' },
    ])
    expect(reading.qif).toEqual({
      dateFormat: 'MM/DD/YY',
      dateFormats: ['MM/DD/YY'],
      dateExamples: expect.any(Array),
      dateFormatAmbiguous: false,
    })
  })

  it('reads a card list (qif-card.qif) as a card statement, charges negative and a refund and the payment positive, as QIF writes them', async () => {
    const reading = await readBankStatement(fixtureFile('qif-card.qif'))
    expect(reading.statements).toEqual([{ kind: 'card', rows: 4 }])
    expect(reading.rows.map((row) => [row.date, row.amount])).toEqual([
      ['2026-06-02', -8420],
      ['2026-06-09', -21999],
      ['2026-06-12', 3500],
      ['2026-06-25', 50000],
    ])
  })

  it('asks about dates that fit two formats (qif-ambiguous-dates.qif), the telling ones as examples, and reads the answer', async () => {
    const asked = await readBankStatement(fixtureFile('qif-ambiguous-dates.qif'))
    expect(asked.qif).toEqual({
      dateFormat: 'MM/DD/YYYY',
      dateFormats: ['MM/DD/YYYY', 'DD/MM/YYYY'],
      dateExamples: ['05/06/2026', '06/05/2026', '06/06/2026'],
      dateFormatAmbiguous: true,
    })
    const answered = await readBankStatement(fixtureFile('qif-ambiguous-dates.qif'), { qif: { dateFormat: 'DD/MM/YYYY' } })
    expect(answered.qif).toMatchObject({ dateFormat: 'DD/MM/YYYY', dateFormatAmbiguous: false })
    expect(answered.rows.map((row) => row.date)).toEqual(['2026-06-05', '2026-05-06', '2026-06-06'])
  })

  it('keeps a transaction it cannot read, with its problem, and refuses a file of no bank or card list', async () => {
    const text =
      '!Type:Bank\nD06/01/2026\nT-4.50\nPHearthstone Bakery\n^\nD06/31/2026\nT-3.20\nPCorner Cup\n^\nD06/02/2026\nPNo amount\n^\n'
    const reading = await readBankStatement(new File([text], 'june.qif'))
    expect(reading.rows.map((row) => row.problem)).toEqual([
      undefined,
      { code: 'badDate', field: 'date', value: '06/31/2026' },
      { code: 'noAmount', field: 'amount' },
    ])
    const investments = await readBankStatement(new File(['!Type:Invst\nD06/01/2026\nNBuy\nT-100.00\n^\n'], 'broker.qif'))
    expect(investments.problem).toEqual({ code: 'unknown' })
  })

  it('reads Quicken’s dates: an apostrophe before the year, blanks as padding', () => {
    expect([`6/30'26`, ` 6/ 5'26`, '06/30/2026', '2026-06-30'].map(qifDateText)).toEqual(['6/30/26', '6/5/26', '06/30/2026', '2026-06-30'])
  })
})

describe('sniffStatement: QIF and text statements', () => {
  it('tells a QIF by its `!Type:` line, whatever its name, and by its name when its first line is left out', () => {
    expect(sniffStatement(fixtureBytes('qif-card.qif'), 'download.csv')).toEqual({ format: 'qif' })
    expect(sniffStatement(new TextEncoder().encode('D06/01/2026\nT-4.50\n^\n'), 'june.QIF')).toEqual({ format: 'qif' })
  })

  it('names a bank’s plain-text statement (uk-text-statement.txt), so no one is asked to choose columns it has none of', () => {
    expect(sniffStatement(fixtureBytes('uk-text-statement.txt'), 'statement.txt')).toEqual({
      format: 'csv',
      problem: { code: 'textStatement' },
    })
    // A CSV whose header has blanks in it stays a CSV.
    expect(sniffStatement(new TextEncoder().encode('Date,  Description,  Money out,  Money in\n'), 'a.csv')).toEqual({ format: 'csv' })
  })
})
