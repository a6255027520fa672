// How a CSV statement's numbers, dates and bytes are read, through readBankStatement on small
// fixtures in the banks' shapes: Indian grouping with `1 Jun 2026` dates, Excel's day numbers,
// `DR`/`CR` beside each amount with `DD-MM-YY` dates, and a UTF-8 file with one broken byte and
// `Jun 1, 2026` dates, and `30 Jun 26` with its century from today. Each row is compared with what its fixture's line says.
import { readBankStatement } from '../../../src/core/import'
import { asTuples, fixtureFile } from './statementFixtures'

describe('CSV statements in the number, date and byte styles banks write', () => {
  it('in-current.csv: Indian grouping (1,25,000.00) in debit and credit columns, dates as 1 Jun 2026, below the bank’s lines', async () => {
    const { rows, problem, csv } = await readBankStatement(fixtureFile('in-current.csv'), { currency: 'INR' })
    expect(problem).toBeUndefined()
    expect(csv?.settings).toMatchObject({ headerRow: 4, decimalMark: '.', dateFormat: 'D MMM YYYY' })
    expect(asTuples(rows)).toEqual([
      [7, '2026-06-01', -12_500_000, 'NEFT-KAVERI TRADERS-SUGAR'],
      [8, '2026-06-03', 1_845_000, 'UPI-CAFE MALNAD-SETTLEMENT'],
      [9, '2026-06-10', -21_050_075, 'RTGS-DECCAN DAIRY CO-OP'],
      [10, '2026-06-15', 124_000_000, 'CASH DEPOSIT KORAMANGALA'],
      [11, '2026-06-30', -1_770, 'SMS ALERT CHARGES'],
    ])
  })

  it('excel-serial.csv: a column of Excel day numbers is read as dates (46174 is 1 June 2026); only a whole column of them, never whole amounts', async () => {
    const { rows, problem, csv } = await readBankStatement(fixtureFile('excel-serial.csv'))
    expect(problem).toBeUndefined()
    expect(csv?.dateFormats).toEqual(['serial'])
    expect(csv?.settings.columns).toMatchObject({ date: 0, description: 1, amount: 2 })
    expect(asTuples(rows)).toEqual([
      [2, '2026-06-01', -245_000, 'OAKHILL PROPERTIES RENT'],
      [3, '2026-06-02', 128_640, 'TILLPOINT PAYOUTS'],
      [4, '2026-06-05', -48_620, 'MILLSTONE FLOUR CO'],
      [5, '2026-06-15', -21_275, 'HARBOR ELECTRIC'],
    ])

    // Whole amounts in the same range stay amounts beside real dates; day numbers among dates are no format.
    const amounts = await readBankStatement(
      new File(
        ['2026-06-01,Oakhill Properties rent,-45000\n2026-06-02,Tillpoint payouts,46174\n2026-06-03,Millstone Flour,-38000\n'],
        'whole.csv',
      ),
      { currency: 'JPY' },
    )
    expect(amounts.csv?.settings).toMatchObject({ dateFormat: 'YYYY-MM-DD', columns: { date: 0, description: 1, amount: 2 } })
    expect(amounts.rows.map((row) => row.amount)).toEqual([-45_000, 46_174, -38_000])

    const mixed = await readBankStatement(
      new File(['Date,Description,Amount\n46174,Rent,-2450.00\n2026-06-02,Payout,1286.40\n46178,Flour,-486.20\n'], 'mixed.csv'),
    )
    expect(mixed.csv?.dateFormats).toEqual([])
    expect(mixed.csv?.settings.dateFormat).not.toBe('serial')
  })

  it('drcr-suffix.csv: 12.50 DR is money out, 1500.00 CR money in, dates as DD-MM-YY', async () => {
    const { rows, problem, csv } = await readBankStatement(fixtureFile('drcr-suffix.csv'))
    expect(problem).toBeUndefined()
    expect(csv).toMatchObject({ looksLikeCardExport: false, settings: { dateFormat: 'DD-MM-YY', positiveIsMoneyOut: false } })
    expect(csv?.settings.columns.direction).toBeUndefined()
    expect(asTuples(rows)).toEqual([
      [2, '2026-06-01', 150_000, 'TRANSFER FROM WATTLE CAFE'],
      [3, '2026-06-02', -1_250, 'EFTPOS BANKSIA HARDWARE'],
      [4, '2026-06-05', -245_000, 'DIRECT DEBIT GUMTREE PROPERTIES RENT'],
      [5, '2026-06-13', -31_840, 'BPAY EUCALYPT ENERGY'],
    ])
  })

  it('utf8-one-bad-byte.csv: read as UTF-8, the one broken byte a replacement character and every other accent intact; dates as Jun 1, 2026', async () => {
    const { rows, problem, encoding, csv } = await readBankStatement(fixtureFile('utf8-one-bad-byte.csv'))
    expect(problem).toBeUndefined()
    expect(encoding).toBe('utf-8')
    expect(csv?.settings.dateFormat).toBe('MMM D, YYYY')
    expect(asTuples(rows)).toEqual([
      [2, '2026-06-01', -450, 'Café Lumière'],
      [3, '2026-06-02', 9_600, 'Crème Brûlée Catering'],
      [4, '2026-06-05', -3_820, 'Pâtisserie Étoile'],
      [5, '2026-06-08', -6_175, 'Fromagerie Côté Jardin'],
      [6, '2026-06-12', -2_210, 'Boulangerie Saint-Honor\ufffd'],
    ])
  })
  it('uk-two-digit-years.csv: dates as 30 Jun 26, the century from today', async () => {
    vi.useFakeTimers({ now: new Date(2026, 6, 15), toFake: ['Date'] })
    try {
      const { rows, problem, csv } = await readBankStatement(fixtureFile('uk-two-digit-years.csv'), { currency: 'GBP' })
      expect(problem).toBeUndefined()
      expect(csv?.dateFormats).toEqual(['D MMM YY'])
      expect(csv?.settings.columns).toMatchObject({ date: 0, description: 2, amount: 3 })
      expect(asTuples(rows)).toEqual([
        [2, '2026-06-01', 128_640, 'TILLPOINT PAYOUTS 0601'],
        [3, '2026-06-02', -245_000, 'OAKHILL PROPERTIES RENT'],
        [4, '2026-06-15', -48_620, 'MILLSTONE FLOUR CO'],
        [5, '2026-06-29', 48_000, 'HARBOR CATERING LTD'],
        [6, '2026-06-30', -21_864, 'BRIGHTLINE ENERGY'],
      ])
    } finally {
      vi.useRealTimers()
    }
  })
})
