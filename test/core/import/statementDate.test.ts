// Bank-written dates (src/core/import/statementDate.ts): each format read strictly, real calendar days
// only, a trailing time dropped, and the formats that fit a whole column.
import { datesFormatsFitting, parseStatementDate, STATEMENT_DATE_FORMATS } from '../../../src/core/import/statementDate'
import type { StatementDateFormat } from '../../../src/core/import/types'

describe('parseStatementDate', () => {
  it.each<[string, StatementDateFormat, string]>([
    ['2026-06-01', 'YYYY-MM-DD', '2026-06-01'],
    ['2026/06/13', 'YYYY/MM/DD', '2026-06-13'],
    ['20260613', 'YYYYMMDD', '2026-06-13'],
    ['06/13/2026', 'MM/DD/YYYY', '2026-06-13'],
    ['6/1/2026', 'MM/DD/YYYY', '2026-06-01'],
    ['13/06/2026', 'DD/MM/YYYY', '2026-06-13'],
    ['13.06.2026', 'DD.MM.YYYY', '2026-06-13'],
    ['1.6.2026', 'DD.MM.YYYY', '2026-06-01'],
    ['13-06-2026', 'DD-MM-YYYY', '2026-06-13'],
    ['06-13-2026', 'MM-DD-YYYY', '2026-06-13'],
    ['06/13/26', 'MM/DD/YY', '2026-06-13'],
    ['13/06/26', 'DD/MM/YY', '2026-06-13'],
    ['13.06.26', 'DD.MM.YY', '2026-06-13'],
    ['1 Jun 2026', 'D MMM YYYY', '2026-06-01'],
    ['01-Jun-2026', 'D MMM YYYY', '2026-06-01'],
    ['01-JUN-2026', 'D MMM YYYY', '2026-06-01'],
    ['13 june 2026', 'D MMM YYYY', '2026-06-13'],
    ['2 Sept 2026', 'D MMM YYYY', '2026-09-02'],
    ['30 Apr. 2026', 'D MMM YYYY', '2026-04-30'],
    ['30 Jun 26', 'D MMM YY', '2026-06-30'],
    ['30-Jun-26', 'D MMM YY', '2026-06-30'],
    ['1-SEPT-26', 'D MMM YY', '2026-09-01'],
    ['13-06-26', 'DD-MM-YY', '2026-06-13'],
    ['1-6-26', 'DD-MM-YY', '2026-06-01'],
    ['06-13-26', 'MM-DD-YY', '2026-06-13'],
    ['Jun 1, 2026', 'MMM D, YYYY', '2026-06-01'],
    ['June 1, 2026', 'MMM D, YYYY', '2026-06-01'],
    ['JUN 01 2026', 'MMM D, YYYY', '2026-06-01'],
    ['Sept. 30, 2026', 'MMM D, YYYY', '2026-09-30'],
    ['46174', 'serial', '2026-06-01'],
    ['46203', 'serial', '2026-06-30'],
    ['36526', 'serial', '2000-01-01'],
  ])('reads %j as %s', (text, format, date) => {
    expect(parseStatementDate(text, format)).toBe(date)
  })

  it('drops a trailing time and surrounding blanks', () => {
    expect(parseStatementDate('2026-06-01 00:00:00', 'YYYY-MM-DD')).toBe('2026-06-01')
    expect(parseStatementDate('2026-06-01T14:03:59.250Z', 'YYYY-MM-DD')).toBe('2026-06-01')
    expect(parseStatementDate('06/01/2026 14:03', 'MM/DD/YYYY')).toBe('2026-06-01')
    expect(parseStatementDate('6/1/2026 2:03 PM', 'MM/DD/YYYY')).toBe('2026-06-01')
    expect(parseStatementDate('  01.06.2026 ', 'DD.MM.YYYY')).toBe('2026-06-01')
  })

  it.each<[string, StatementDateFormat]>([
    ['', 'YYYY-MM-DD'],
    ['31.06.2026', 'DD.MM.YYYY'],
    ['29.02.2026', 'DD.MM.YYYY'],
    ['00.06.2026', 'DD.MM.YYYY'],
    ['13/13/2026', 'MM/DD/YYYY'],
    ['06/13/2026', 'DD/MM/YYYY'],
    ['2026-06-01', 'DD-MM-YYYY'],
    ['06/13/26', 'MM/DD/YYYY'],
    ['06/13/2026', 'MM/DD/YY'],
    ['2026-06-01x', 'YYYY-MM-DD'],
    ['on 2026-06-01', 'YYYY-MM-DD'],
    ['2026-06-01 25', 'YYYY-MM-DD'],
    ['2026601', 'YYYYMMDD'],
    ['1 Jnu 2026', 'D MMM YYYY'],
    ['1 Juni 2026', 'D MMM YYYY'],
    ['Jun 1 2026', 'D MMM YYYY'],
    ['30 Jun 2026', 'D MMM YY'],
    ['30 Jnu 26', 'D MMM YY'],
    ['31 Jun 26', 'D MMM YY'],
    ['01.06.2026', 'DD/MM/YYYY'],
    ['13-06-2026', 'DD-MM-YY'],
    ['06-13-26', 'DD-MM-YY'],
    ['13-06-26', 'MM-DD-YY'],
    ['1 Jun 2026', 'MMM D, YYYY'],
    ['Jun 31, 2026', 'MMM D, YYYY'],
    ['Juni 1, 2026', 'MMM D, YYYY'],
    ['Jun 1, 26', 'MMM D, YYYY'],
    ['36525', 'serial'],
    ['73051', 'serial'],
    ['4617', 'serial'],
    ['46174.5', 'serial'],
    ['-46174', 'serial'],
    ['20260601', 'serial'],
  ])('refuses %j as %s', (text, format) => {
    expect(parseStatementDate(text, format)).toBeUndefined()
  })

  it('accepts February 29 in leap years only, 2000 included and 2100 not', () => {
    expect(parseStatementDate('29.02.2028', 'DD.MM.YYYY')).toBe('2028-02-29')
    expect(parseStatementDate('29.02.2000', 'DD.MM.YYYY')).toBe('2000-02-29')
    expect(parseStatementDate('29.02.2100', 'DD.MM.YYYY')).toBeUndefined()
  })

  it.each<[string, StatementDateFormat]>([
    ['01/06/76', 'DD/MM/YY'],
    ['06/01/76', 'MM/DD/YY'],
    ['01.06.76', 'DD.MM.YY'],
    ['01-06-76', 'DD-MM-YY'],
    ['06-01-76', 'MM-DD-YY'],
    ['1 Jun 76', 'D MMM YY'],
  ])('reads the two-digit year of %j (%s) as the year within 50 years of today’s', (text, format) => {
    expect(parseStatementDate(text, format, new Date(2026, 5, 30))).toBe('2076-06-01')
    expect(parseStatementDate(text.replace('76', '77'), format, new Date(2026, 5, 30))).toBe('1977-06-01')
    expect(parseStatementDate(text.replace('76', '05'), format, new Date(2090, 0, 1))).toBe('2105-06-01')
    expect(parseStatementDate(text.replace('76', '99'), format, new Date(2001, 0, 1))).toBe('1999-06-01')
  })
})

describe('datesFormatsFitting', () => {
  it('lists every format in the declared order', () => {
    expect(STATEMENT_DATE_FORMATS).toEqual([
      'YYYY-MM-DD',
      'YYYY/MM/DD',
      'YYYYMMDD',
      'MM/DD/YYYY',
      'DD/MM/YYYY',
      'DD.MM.YYYY',
      'DD-MM-YYYY',
      'MM-DD-YYYY',
      'MM/DD/YY',
      'DD/MM/YY',
      'DD.MM.YY',
      'DD-MM-YY',
      'MM-DD-YY',
      'D MMM YYYY',
      'D MMM YY',
      'MMM D, YYYY',
      'serial',
    ])
  })

  it('gives both day orders while every day is 12 or less, one as soon as a day is over 12', () => {
    expect(datesFormatsFitting(['03/04/2026', '05/06/2026'])).toEqual(['MM/DD/YYYY', 'DD/MM/YYYY'])
    expect(datesFormatsFitting(['03/04/2026', '05/13/2026'])).toEqual(['MM/DD/YYYY'])
    expect(datesFormatsFitting(['03/04/2026', '13/05/2026'])).toEqual(['DD/MM/YYYY'])
    expect(datesFormatsFitting(['01-06-2026'])).toEqual(['DD-MM-YYYY', 'MM-DD-YYYY'])
    expect(datesFormatsFitting(['01-06-26', '02-06-26'])).toEqual(['DD-MM-YY', 'MM-DD-YY'])
    expect(datesFormatsFitting(['01-06-26', '13-06-26'])).toEqual(['DD-MM-YY'])
    expect(datesFormatsFitting(['Jun 1, 2026', 'June 13, 2026'])).toEqual(['MMM D, YYYY'])
    expect(datesFormatsFitting(['46174', '46203'])).toEqual(['serial'])
  })

  it('ignores blank samples, and gives none when nothing is written or no format reads them all', () => {
    expect(datesFormatsFitting(['', '01.06.2026', ' '])).toEqual(['DD.MM.YYYY'])
    expect(datesFormatsFitting(['', '  '])).toEqual([])
    expect(datesFormatsFitting(['05/13/2026', '13/05/2026'])).toEqual([])
    expect(datesFormatsFitting(['2026-06-01', '01.06.2026'])).toEqual([])
  })
})
