// The columns of a statement: a period read as a month, a quarter, a year or a range of dates, split
// into one column, its months or its quarters (each cut to the period), each beside the dates it is
// compared with (a year back with month ends kept, or the period just before: by months where the
// period is whole months, by days otherwise); an option that cannot be read is an error naming it;
// and the balance dates a statement asks the ledger for, each once.
import { PeriodError } from '../../../src/format/period'
import {
  balanceDates,
  statementColumns,
  StatementOptionError,
  type StatementColumns,
  type StatementComparison,
} from '../../../src/core/statements/statementColumns'

/** The dates of each column, and of what it is compared with, as a reader would check them. */
const datesOf = (columns: ReturnType<typeof statementColumns>['columns']) =>
  columns.map(({ key, from, to, compared }) => ({ key, from, to, ...(compared && { compared }) }))

describe('statementColumns', () => {
  it.each([
    ['a month', '2026-06', { from: '2026-06-01', to: '2026-06-30' }],
    ['a quarter', '2026-Q2', { from: '2026-04-01', to: '2026-06-30' }],
    ['a year', '2026', { from: '2026-01-01', to: '2026-12-31' }],
    ['a range of dates', { from: '2026-03-15', to: '2026-05-10' }, { from: '2026-03-15', to: '2026-05-10' }],
  ])('reads %s as its dates, in one column of the whole period by default', (_, period, range) => {
    const { range: read, columns } = statementColumns(period)
    expect(read).toEqual(range)
    expect(columns).toEqual([{ key: 'total', kind: 'total', ...range, compared: undefined }])
  })

  it('splits a year into its twelve months and its four quarters', () => {
    const months = statementColumns('2026', 'month').columns
    expect(months.map(({ key, from, to, kind }) => [key, from, to, kind])).toEqual([
      ['2026-01', '2026-01-01', '2026-01-31', 'month'],
      ['2026-02', '2026-02-01', '2026-02-28', 'month'],
      ['2026-03', '2026-03-01', '2026-03-31', 'month'],
      ['2026-04', '2026-04-01', '2026-04-30', 'month'],
      ['2026-05', '2026-05-01', '2026-05-31', 'month'],
      ['2026-06', '2026-06-01', '2026-06-30', 'month'],
      ['2026-07', '2026-07-01', '2026-07-31', 'month'],
      ['2026-08', '2026-08-01', '2026-08-31', 'month'],
      ['2026-09', '2026-09-01', '2026-09-30', 'month'],
      ['2026-10', '2026-10-01', '2026-10-31', 'month'],
      ['2026-11', '2026-11-01', '2026-11-30', 'month'],
      ['2026-12', '2026-12-01', '2026-12-31', 'month'],
    ])
    expect(datesOf(statementColumns('2026', 'quarter').columns)).toEqual([
      { key: '2026-Q1', from: '2026-01-01', to: '2026-03-31' },
      { key: '2026-Q2', from: '2026-04-01', to: '2026-06-30' },
      { key: '2026-Q3', from: '2026-07-01', to: '2026-09-30' },
      { key: '2026-Q4', from: '2026-10-01', to: '2026-12-31' },
    ])
  })

  it('cuts the first and last month or quarter to a range that starts or ends inside one, across a year end', () => {
    const period = { from: '2025-11-15', to: '2026-02-10' }
    expect(datesOf(statementColumns(period, 'month').columns)).toEqual([
      { key: '2025-11', from: '2025-11-15', to: '2025-11-30' },
      { key: '2025-12', from: '2025-12-01', to: '2025-12-31' },
      { key: '2026-01', from: '2026-01-01', to: '2026-01-31' },
      { key: '2026-02', from: '2026-02-01', to: '2026-02-10' },
    ])
    expect(datesOf(statementColumns(period, 'quarter').columns)).toEqual([
      { key: '2025-Q4', from: '2025-11-15', to: '2025-12-31' },
      { key: '2026-Q1', from: '2026-01-01', to: '2026-02-10' },
    ])
    // A range inside one month is one column of that month, cut at both ends.
    expect(datesOf(statementColumns({ from: '2026-06-10', to: '2026-06-20' }, 'quarter').columns)).toEqual([
      { key: '2026-Q2', from: '2026-06-10', to: '2026-06-20' },
    ])
  })

  describe('compared with the previous year', () => {
    it('compares each month with the same month a year back', () => {
      expect(datesOf(statementColumns('2026-Q2', 'month', 'previousYear').columns)).toEqual([
        { key: '2026-04', from: '2026-04-01', to: '2026-04-30', compared: { from: '2025-04-01', to: '2025-04-30' } },
        { key: '2026-05', from: '2026-05-01', to: '2026-05-31', compared: { from: '2025-05-01', to: '2025-05-31' } },
        { key: '2026-06', from: '2026-06-01', to: '2026-06-30', compared: { from: '2025-06-01', to: '2025-06-30' } },
      ])
    })

    it('keeps a month end a month end: February 29 a year back is February 28, and February 28 of a leap year stays the 28th', () => {
      expect(statementColumns('2028-02', 'total', 'previousYear').columns[0]?.compared).toEqual({ from: '2027-02-01', to: '2027-02-28' })
      expect(statementColumns({ from: '2028-02-29', to: '2028-03-31' }, 'total', 'previousYear').columns[0]?.compared).toEqual({
        from: '2027-02-28',
        to: '2027-03-31',
      })
      expect(statementColumns({ from: '2028-02-10', to: '2028-02-28' }, 'total', 'previousYear').columns[0]?.compared).toEqual({
        from: '2027-02-10',
        to: '2027-02-28',
      })
      // A year back from a common year into a leap year: February's last day is the 29th there.
      expect(statementColumns('2029-02', 'total', 'previousYear').columns[0]?.compared).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    })
  })

  describe('compared with the previous period', () => {
    it('moves a period of whole months back by its months, so a month is compared with the whole month before', () => {
      // Thirty-one days before March would be January 29 to February 28: months are what a reader means.
      expect(statementColumns('2026-03', 'total', 'previousPeriod').columns[0]?.compared).toEqual({ from: '2026-02-01', to: '2026-02-28' })
      expect(statementColumns('2026-Q2', 'total', 'previousPeriod').columns[0]?.compared).toEqual({ from: '2026-01-01', to: '2026-03-31' })
      expect(statementColumns('2026', 'total', 'previousPeriod').columns[0]?.compared).toEqual({ from: '2025-01-01', to: '2025-12-31' })
      expect(statementColumns({ from: '2026-02-01', to: '2026-03-31' }, 'total', 'previousPeriod').columns[0]?.compared).toEqual({
        from: '2025-12-01',
        to: '2026-01-31',
      })
    })

    it('compares each month of a quarter with the same month of the quarter before, month ends kept', () => {
      expect(datesOf(statementColumns('2026-Q2', 'month', 'previousPeriod').columns)).toEqual([
        { key: '2026-04', from: '2026-04-01', to: '2026-04-30', compared: { from: '2026-01-01', to: '2026-01-31' } },
        { key: '2026-05', from: '2026-05-01', to: '2026-05-31', compared: { from: '2026-02-01', to: '2026-02-28' } },
        { key: '2026-06', from: '2026-06-01', to: '2026-06-30', compared: { from: '2026-03-01', to: '2026-03-31' } },
      ])
    })

    it('moves any other range back by its number of days, so the two ranges meet', () => {
      expect(statementColumns({ from: '2026-03-10', to: '2026-03-19' }, 'total', 'previousPeriod').columns[0]?.compared).toEqual({
        from: '2026-02-28',
        to: '2026-03-09',
      })
      expect(statementColumns({ from: '2026-01-01', to: '2026-01-10' }, 'total', 'previousPeriod').columns[0]?.compared).toEqual({
        from: '2025-12-22',
        to: '2025-12-31',
      })
      expect(statementColumns({ from: '2024-02-15', to: '2024-03-14' }, 'total', 'previousPeriod').columns[0]?.compared).toEqual({
        from: '2024-01-17',
        to: '2024-02-14',
      })
      // Split into months, each column moves by the period's days, and together they cover the days just before it.
      expect(datesOf(statementColumns({ from: '2026-01-20', to: '2026-02-09' }, 'month', 'previousPeriod').columns)).toEqual([
        { key: '2026-01', from: '2026-01-20', to: '2026-01-31', compared: { from: '2025-12-30', to: '2026-01-10' } },
        { key: '2026-02', from: '2026-02-01', to: '2026-02-09', compared: { from: '2026-01-11', to: '2026-01-19' } },
      ])
    })
  })

  it.each<[string, () => unknown, string, unknown]>([
    ['a period that names no month, quarter or year', () => statementColumns('June'), 'period', 'June'],
    [
      'a range that ends before it starts',
      () => statementColumns({ from: '2026-06-30', to: '2026-01-01' }),
      'period',
      { from: '2026-06-30', to: '2026-01-01' },
    ],
    [
      'a range with a day that does not exist',
      () => statementColumns({ from: '2026-02-30', to: '2026-03-31' }),
      'period',
      { from: '2026-02-30', to: '2026-03-31' },
    ],
    [
      'columns that are not total, month or quarter',
      () => statementColumns('2026', 'weekly' as unknown as StatementColumns),
      'columns',
      'weekly',
    ],
    [
      'a comparison that is not previousPeriod or previousYear',
      () => statementColumns('2026', 'month', 'lastYear' as unknown as StatementComparison),
      'compareTo',
      'lastYear',
    ],
  ])('throws an error naming the option for %s', (_, read, field, value) => {
    let thrown: unknown
    try {
      read()
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(field === 'period' ? PeriodError : StatementOptionError)
    expect(thrown).toMatchObject({ field, value })
    expect((thrown as Error).message.startsWith(`${field} `)).toBe(true)
  })
})

describe('balanceDates', () => {
  it("lists each column's first day and the day after its last once: a year by month needs thirteen", () => {
    expect(balanceDates(statementColumns('2026', 'month').columns)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
    ])
  })

  it('adds the dates of the comparisons, sorted, a date two ranges share listed once', () => {
    expect(balanceDates(statementColumns('2026-Q2', 'total', 'previousYear').columns)).toEqual([
      '2025-04-01',
      '2025-07-01',
      '2026-04-01',
      '2026-07-01',
    ])
    // The quarter before ends where this one starts: April 1 is needed by both, and asked for once.
    expect(balanceDates(statementColumns('2026-Q2', 'month', 'previousPeriod').columns)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
    ])
    expect(balanceDates(statementColumns({ from: '2026-01-20', to: '2026-02-09' }, 'month', 'previousPeriod').columns)).toEqual([
      '2025-12-30',
      '2026-01-11',
      '2026-01-20',
      '2026-02-01',
      '2026-02-10',
    ])
  })
})
