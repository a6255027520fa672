// The periods a chart is asked for: a month, a quarter, a year or a range of dates, read into the
// calendar dates it covers, or refused with an error naming the option that held it. Calendar
// arithmetic only: no time zone can move a month's first or last day.
import * as fc from 'fast-check'
import { addMonths, datesOf, formatMonth, isCalendarDate, monthsEnding, PeriodError, periodRange, readMonth } from '../../src/format/period'
import { useViewerTimeZone } from '../support/timeZone'

describe('periodRange', () => {
  it.each([
    ['2026-06', '2026-06-01', '2026-06-30'],
    ['2026-01', '2026-01-01', '2026-01-31'],
    ['2026-02', '2026-02-01', '2026-02-28'],
    ['2024-02', '2024-02-01', '2024-02-29'],
    ['2100-02', '2100-02-01', '2100-02-28'],
    ['2026-12', '2026-12-01', '2026-12-31'],
  ])('reads the month %s as its first to its last day', (period, from, to) => {
    expect(periodRange(period)).toEqual({ from, to })
  })

  it.each([
    ['2026-Q1', '2026-01-01', '2026-03-31'],
    ['2026-Q2', '2026-04-01', '2026-06-30'],
    ['2026-Q3', '2026-07-01', '2026-09-30'],
    ['2026-Q4', '2026-10-01', '2026-12-31'],
  ])('reads the quarter %s as its three months', (period, from, to) => {
    expect(periodRange(period)).toEqual({ from, to })
  })

  it('reads a year as the 1st of January to the 31st of December', () => {
    expect(periodRange('2026')).toEqual({ from: '2026-01-01', to: '2026-12-31' })
  })

  it('reads a period typed with spaces around it', () => {
    expect(periodRange(' 2026-06 ')).toEqual({ from: '2026-06-01', to: '2026-06-30' })
    expect(periodRange('\t2026-Q2\n')).toEqual({ from: '2026-04-01', to: '2026-06-30' })
  })

  it('takes a range of real dates as given, one day included', () => {
    expect(periodRange({ from: '2026-03-15', to: '2026-06-14' })).toEqual({ from: '2026-03-15', to: '2026-06-14' })
    expect(periodRange({ from: '2024-02-29', to: '2024-02-29' })).toEqual({ from: '2024-02-29', to: '2024-02-29' })
  })

  it.each<[string, unknown]>([
    ['a thirteenth month', '2026-13'],
    ['month zero', '2026-00'],
    ['a month of one digit', '2026-6'],
    ['a fifth quarter', '2026-Q5'],
    ['a lower-case quarter', '2026-q2'],
    ['a two-digit year', '26'],
    ['a day', '2026-06-30'],
    ['an empty string', ''],
    ['a word', 'this month'],
    ['a number', 2026],
    ['null', null],
    ['a range that ends before it starts', { from: '2026-06-30', to: '2026-06-01' }],
    ['a range with a day that does not exist', { from: '2026-02-01', to: '2026-02-30' }],
    ['a range with no end', { from: '2026-06-01' }],
    ['a range before the years bookkit takes', { from: '1899-12-01', to: '1900-01-31' }],
    ['a range written with slashes', { from: '2026/06/01', to: '2026/06/30' }],
  ])('refuses %s with a PeriodError naming the option', (_, period) => {
    const read = () => periodRange(period as never, 'endMonth')
    expect(read).toThrow(PeriodError)
    expect(read).toThrow(expect.objectContaining({ name: 'PeriodError', field: 'endMonth', value: period }))
    expect(read).toThrow(new RegExp(`^endMonth ${literally(JSON.stringify(period))} is not a month`))
  })

  it('names the `period` option when no other is given', () => {
    expect(() => periodRange('2026-Q0')).toThrow(
      expect.objectContaining({ field: 'period', message: expect.stringMatching(/^period "2026-Q0" is not/) }),
    )
  })

  it.each(['1899-12', '1899-Q4', '1899', '2200'])('refuses %s, a period outside the dates a { from, to } range may take', (period) => {
    expect(() => periodRange(period)).toThrow(PeriodError)
  })
})

describe('readMonth', () => {
  it('takes a month, and says of anything else that only a month will do', () => {
    expect(readMonth('2026-06', 'endMonth')).toBe('2026-06')
    for (const month of ['2026-Q2', '2026', '2026-13', '1899-12']) {
      expect(() => readMonth(month, 'endMonth')).toThrow(`endMonth ${JSON.stringify(month)} is not a month ("2026-06").`)
    }
  })
})

/** `text` as a regular expression matching it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('addMonths and monthsEnding', () => {
  it.each([
    ['2026-06', 1, '2026-07'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-06', -11, '2025-07'],
    ['2026-06', 0, '2026-06'],
    ['2026-06', 24, '2028-06'],
    ['2026-03', -27, '2023-12'],
  ])('%s and %i months is %s', (month, count, expected) => {
    expect(addMonths(month, count)).toBe(expected)
  })

  it('goes forth and back to the same month, whatever the count', () => {
    const month = fc
      .tuple(fc.integer({ min: 1950, max: 2150 }), fc.integer({ min: 1, max: 12 }))
      .map(([year, m]) => `${year}-${String(m).padStart(2, '0')}`)
    fc.assert(
      fc.property(month, fc.integer({ min: -600, max: 600 }), (start, count) => {
        const moved = addMonths(start, count)
        expect(moved).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/)
        expect(addMonths(moved, -count)).toBe(start)
      }),
    )
  })

  it('lists a year of months ending with the one asked for, oldest first', () => {
    expect(monthsEnding('2026-06', 12)).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ])
    expect(monthsEnding('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02'])
    expect(monthsEnding('2026-06', 1)).toEqual(['2026-06'])
  })
})

describe('datesOf', () => {
  it('lists every day of a range in order, across the end of a month and of a year', () => {
    expect([...datesOf({ from: '2025-12-30', to: '2026-01-02' })]).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02'])
    expect([...datesOf({ from: '2024-02-28', to: '2024-03-01' })]).toEqual(['2024-02-28', '2024-02-29', '2024-03-01'])
    expect([...datesOf({ from: '2026-02-28', to: '2026-03-01' })]).toEqual(['2026-02-28', '2026-03-01'])
  })

  it('gives one day for a one-day range and none for a range that ends before it starts', () => {
    expect([...datesOf({ from: '2026-06-30', to: '2026-06-30' })]).toEqual(['2026-06-30'])
    expect([...datesOf({ from: '2026-07-01', to: '2026-06-30' })]).toEqual([])
  })

  it("gives each of a year's periods as many real dates as the calendar has", () => {
    expect([...datesOf(periodRange('2026'))]).toHaveLength(365)
    expect([...datesOf(periodRange('2024'))]).toHaveLength(366)
    expect([...datesOf(periodRange('2026-Q1'))]).toHaveLength(90)
    const year = [...datesOf(periodRange('2024'))]
    expect(year.every((date) => isCalendarDate(date))).toBe(true)
    expect(new Set(year).size).toBe(year.length)
    // The twelve months, laid end to end, are the year.
    expect(monthsEnding('2024-12', 12).flatMap((month) => [...datesOf(periodRange(month))])).toEqual(year)
  })
})

describe('isCalendarDate', () => {
  it.each(['2026-06-30', '2024-02-29', '2000-02-29', '1900-01-01', '2199-12-31'])('takes %s', (date) => {
    expect(isCalendarDate(date)).toBe(true)
  })

  it.each<unknown>([
    '2026-02-29',
    '2100-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-06-00',
    '1899-12-31',
    '2200-01-01',
    '2026-6-30',
    ' 2026-06-30',
    '2026-06-30T00:00:00Z',
    '',
    20260630,
    null,
    undefined,
  ])('refuses %j', (date) => {
    expect(isCalendarDate(date)).toBe(false)
  })
})

describe('formatMonth', () => {
  it('names a month as a person reads it, in each style', () => {
    expect(formatMonth('2026-06', 'en-US')).toBe('Jun 2026')
    expect(formatMonth('2026-06', 'en-US', 'long')).toBe('June 2026')
    expect(formatMonth('2026-06', 'en-US', 'monthOnly')).toBe('Jun')
    expect(formatMonth('2026-06', 'de-DE', 'long')).toBe('Juni 2026')
  })

  describe('west of Greenwich, where the 1st of a month at UTC midnight is still the month before', () => {
    useViewerTimeZone('America/Los_Angeles')

    it('names the month asked for, not the one before', () => {
      expect(formatMonth('2026-01', 'en-US')).toBe('Jan 2026')
      expect(formatMonth('2026-06', 'en-US', 'monthOnly')).toBe('Jun')
    })
  })
})
