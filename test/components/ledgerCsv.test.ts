// The general ledger's CSV text (toLedgerCsv), in Node: a header, the beginning balance and one row a
// line, amounts as exact decimals in the currency's digits, text quoted and spreadsheet formulas
// neutralised. The export's walk, retries, resume and cancel: GeneralLedgerExport.test.tsx.
import type { GlEntry } from '../../src/api/types'
import { toLedgerCsv, type LedgerCsvOptions } from '../../src/components/GeneralLedger/csv'

describe('toLedgerCsv', () => {
  const options: LedgerCsvOptions = {
    digits: 2,
    headers: { date: 'Date', description: 'Description', debit: 'Debit', credit: 'Credit', runningBalance: 'Balance' },
    beginningBalanceLabel: 'Beginning balance',
    beginDate: '2026-01-01',
  }
  const line = (fields: Partial<GlEntry>): GlEntry => ({
    id: 'glt_1',
    date: '2026-01-02',
    runningBalance: 0,
    glAccount: { id: 'gla_co1_checking' },
    drAmount: 0,
    crAmount: 0,
    ...fields,
  })

  it('writes a header, the beginning balance and one row per line, amounts as exact decimals', () => {
    const csv = toLedgerCsv(
      [
        line({ drAmount: 123456, runningBalance: 123457, entity: { id: 'btxn_1', displayName: 'Millstone Flour' }, description: 'Flour' }),
        line({ crAmount: 1, runningBalance: 123456, description: 'Refund' }),
        line({ crAmount: 900719925474099, runningBalance: -900719925350643, description: 'Huge' }),
      ],
      1,
      options,
    )
    expect(csv).toBe(
      [
        'Date,Description,Debit,Credit,Balance',
        '2026-01-01,Beginning balance,,,0.01',
        '2026-01-02,Millstone Flour,1234.56,,1234.57',
        '2026-01-02,Refund,,0.01,1234.56',
        '2026-01-02,Huge,,9007199254740.99,-9007199253506.43',
        '',
      ].join('\r\n'),
    )
  })

  it('quotes commas, quotes and line breaks, and neutralises spreadsheet formulas in text', () => {
    const csv = toLedgerCsv(
      [
        line({ description: 'Flour, rye "dark"' }),
        line({ description: 'two\nlines' }),
        line({ description: '=HYPERLINK("http://evil.example","x")' }),
        line({ description: '+1+1' }),
        line({ description: '-5' }),
        line({ description: '@SUM(A1)' }),
        line({ description: '\tcmd' }),
        line({ description: '<script>alert(1)</script>' }),
        line({ crAmount: 500, runningBalance: -500 }),
      ],
      null,
      { ...options, headers: { ...options.headers, description: '=Label' } },
    )
    const rows = csv.split('\r\n')
    expect(rows[0]).toBe("Date,'=Label,Debit,Credit,Balance")
    expect(rows[1]).toBe('2026-01-02,"Flour, rye ""dark""",,,0.00')
    expect(rows[2]).toBe('2026-01-02,"two\nlines",,,0.00')
    expect(rows[3]).toBe(`2026-01-02,"'=HYPERLINK(""http://evil.example"",""x"")",,,0.00`)
    expect(rows[4]).toBe("2026-01-02,'+1+1,,,0.00")
    expect(rows[5]).toBe("2026-01-02,'-5,,,0.00")
    expect(rows[6]).toBe("2026-01-02,'@SUM(A1),,,0.00")
    expect(rows[7]).toBe("2026-01-02,'\tcmd,,,0.00")
    expect(rows[8]).toBe('2026-01-02,<script>alert(1)</script>,,,0.00')
    // A negative amount is a number, not a formula: left as it is.
    expect(rows[9]).toBe('2026-01-02,,,5.00,-5.00')
  })

  it('writes amounts of a currency without minor units, and leaves out the opening row when not asked', () => {
    const csv = toLedgerCsv([line({ drAmount: 1500, runningBalance: -25 })], undefined, { ...options, digits: 0 })
    expect(csv.split('\r\n')).toEqual(['Date,Description,Debit,Credit,Balance', '2026-01-02,,1500,,-25', ''])
  })
})
