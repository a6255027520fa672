// A statement's file: its title block; its column headers, each unique, so a spreadsheet's filter
// or pivot reads a column by its header (a compared column that shares its label with a column of
// the statement, or with another compared column, names the column it is compared with); and its
// lines as the screen shows them, with exact decimals, changes and shares.
import { comparedHeaders, statementRecords, titleRecords, type CsvRecord } from '../../../src/core/statements/csvStatement'

const words = {
  compared: (compared: string, column: string) => `${compared} (compared with ${column})`,
  change: (column: string) => `Change ${column}`,
  percent: (column: string) => `% change ${column}`,
}
const flat = (headers: ReturnType<typeof comparedHeaders>) =>
  headers.flatMap(({ amount, compared, change, percent }) => [amount, compared ?? '', change, percent])

describe('comparedHeaders', () => {
  it('names each change and percent by its column', () => {
    const headers = flat(
      comparedHeaders(
        [
          { label: 'Q1 2026', comparedLabel: 'Q1 2025' },
          { label: 'Q2 2026', comparedLabel: 'Q2 2025' },
        ],
        words,
      ),
    )
    expect(headers).toEqual([
      'Q1 2026',
      'Q1 2025',
      'Change Q1 2026',
      '% change Q1 2026',
      'Q2 2026',
      'Q2 2025',
      'Change Q2 2026',
      '% change Q2 2026',
    ])
    expect(new Set(headers).size).toBe(headers.length)
  })

  it('names the column a compared figure belongs to where its label is also a column’s or another compared one’s', () => {
    // Each month beside the month before: February's compared month is January, itself a column.
    const headers = flat(
      comparedHeaders(
        [
          { label: 'Jan 2026', comparedLabel: 'Dec 2025' },
          { label: 'Feb 2026', comparedLabel: 'Jan 2026' },
        ],
        words,
      ),
    )
    expect(headers).toEqual([
      'Jan 2026',
      'Dec 2025',
      'Change Jan 2026',
      '% change Jan 2026',
      'Feb 2026',
      'Jan 2026 (compared with Feb 2026)',
      'Change Feb 2026',
      '% change Feb 2026',
    ])
    const twice = flat(
      comparedHeaders(
        [
          { label: 'A', comparedLabel: 'Z' },
          { label: 'B', comparedLabel: 'Z' },
        ],
        words,
      ),
    )
    expect(new Set(twice).size).toBe(twice.length)
  })
})

/** A record as its cells' texts, for reading a file's lines at a glance. */
const texts = (record: CsvRecord) => record.map(([text]) => text).join(',')

/** A made-up florist's lines: two accounts, one group, a computed line, a total and the line that ends it. */
const figure = (amount: number, compared?: number, ofIncome?: number, comparedOfIncome?: number) => ({
  amount,
  compared,
  ...(ofIncome !== undefined && { ofIncome }),
  ...(comparedOfIncome !== undefined && { comparedOfIncome }),
})
const sum = (label: string, ...figures: ReturnType<typeof figure>[]) => ({ label, total: { figures } })
const account = (
  accountNo: string | undefined,
  name: string,
  ...figures: Array<{ amount: number | undefined; compared: number | undefined }>
) => ({
  account: { name, ...(accountNo !== undefined && { accountNo }) },
  figures,
})
const HEADERS = {
  digits: 2,
  accountHeader: 'Account',
  accountNumberHeader: 'Account number',
  columnHeaders: [{ amount: 'Q1' }],
  compare: false,
}

describe('titleRecords', () => {
  it('says what the file is, one line each, leaving out what is not known, then a blank line', () => {
    expect(
      titleRecords({ title: 'Balance sheet', company: undefined, dates: 'As of Mar 31, 2026', basis: 'Cash basis', notes: [] }).map(texts),
    ).toEqual(['Balance sheet', 'As of Mar 31, 2026', 'Cash basis', ''])
    expect(
      titleRecords({
        title: 'Trial balance',
        company: 'Company: Petal & Stem',
        dates: 'As of Mar 31, 2026',
        fiscalYear: 'Fiscal year from Jan 1, 2026',
        basis: 'Accrual basis',
        notes: ['From only the 4 accounts your records use'],
      }).map(texts),
    ).toEqual([
      'Trial balance',
      'Company: Petal & Stem',
      'As of Mar 31, 2026',
      'Fiscal year from Jan 1, 2026',
      'Accrual basis',
      'From only the 4 accounts your records use',
      '',
    ])
  })
})

describe('statementRecords', () => {
  it('writes each section as the screen shows it: its name, leading lines, accounts, groups with their subtotals, computed lines, total and the lines after it, then the closing lines', () => {
    const records = statementRecords(
      [
        {
          name: 'Operating activities',
          leading: [sum('Net income', figure(120_00))],
          rows: [account('4000', 'Bouquet Sales', figure(0))],
          groups: [
            {
              name: 'Working capital',
              rows: [account(undefined, 'Vase Deposits', figure(-15_50))],
              total: sum('Total working capital', figure(-15_50)),
            },
          ],
          lines: [sum('Retained earnings', figure(300_00))],
          total: sum('Net cash from operating activities', figure(104_50)),
          after: [sum('Gross profit', figure(90_00))],
        },
      ],
      [sum('Net change in cash', figure(104_50))],
      HEADERS,
    )
    expect(records.map(texts)).toEqual([
      'Account number,Account,Q1',
      ',Operating activities',
      ',Net income,120.00',
      // An account with nothing in the period is written too: a file is for the record.
      '4000,Bouquet Sales,0.00',
      ',Working capital',
      ',Vase Deposits,-15.50',
      ',Total working capital,-15.50',
      ',Retained earnings,300.00',
      ',Net cash from operating activities,104.50',
      ',Gross profit,90.00',
      ',Net change in cash,104.50',
    ])
    // An amount may start with a minus sign; a name is text.
    expect(records[5]).toEqual([
      ['', 'text'],
      ['Vase Deposits', 'text'],
      ['-15.50', 'amount'],
    ])
  })

  it('writes beside each figure, comparing, the compared figure, the change and the change as a fraction of the compared figure’s size; nothing where either is not known or the compared figure is zero', () => {
    const records = statementRecords(
      [
        {
          name: 'Expenses',
          rows: [
            account('6100', 'Cooler Repairs', figure(150_00, 100_00)),
            account('6200', 'Ribbon', figure(-30_00, -20_00)),
            account('6300', 'Delivery Van', figure(40_00, 0)),
            account('6400', 'Still Read', { amount: undefined, compared: 10_00 }),
          ],
          total: sum('Total expenses', figure(160_00, 80_00)),
        },
      ],
      [],
      {
        ...HEADERS,
        columnHeaders: [{ amount: 'Q1 2026', compared: 'Q1 2025', change: 'Change Q1 2026', percent: '% change Q1 2026' }],
        compare: true,
      },
    )
    expect(records.map(texts)).toEqual([
      'Account number,Account,Q1 2026,Q1 2025,Change Q1 2026,% change Q1 2026',
      ',Expenses',
      '6100,Cooler Repairs,150.00,100.00,50.00,0.5',
      // A change of a negative figure is a fraction of its size: down from -20 to -30 is -50 %.
      '6200,Ribbon,-30.00,-20.00,-10.00,-0.5',
      '6300,Delivery Van,40.00,0.00,40.00,',
      '6400,Still Read,,10.00,,',
      ',Total expenses,160.00,80.00,80.00,1',
    ])
  })

  it('writes each figure’s share of its column’s income beside it, and comparing, the compared figure’s share of the compared column’s beside that, to four places', () => {
    const records = statementRecords(
      [
        {
          name: 'Income',
          rows: [account('4000', 'Bouquet Sales', figure(300_00, 200_00, 2 / 3, 0.5))],
          total: sum('Total income', figure(450_00, 400_00, 1, 1)),
        },
      ],
      [],
      {
        ...HEADERS,
        columnHeaders: [
          {
            amount: 'Q1 2026',
            share: '% of income Q1 2026',
            compared: 'Q1 2025',
            comparedShare: '% of income Q1 2025',
            change: 'Change',
            percent: '% change',
          },
        ],
        compare: true,
        share: true,
      },
    )
    expect(records.map(texts)).toEqual([
      'Account number,Account,Q1 2026,% of income Q1 2026,Q1 2025,% of income Q1 2025,Change,% change',
      ',Income',
      '4000,Bouquet Sales,300.00,0.6667,200.00,0.5,100.00,0.5',
      ',Total income,450.00,1,400.00,1,50.00,0.125',
    ])
  })
})
