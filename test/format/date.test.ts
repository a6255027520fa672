// Dates travel as YYYY-MM-DD. Typed ones that are not real calendar dates, or fall outside the
// years bookkit accepts, are refused with a message naming the field; dates from the service that
// are not real are shown as they came, never as some other day.
import * as fc from 'fast-check'
import { DATE_RANGE, formatDate, formatDateRange, formatDateTime, formatMonthDay, parseDateTime, parseIsoDate } from '../../src/format/date'
import { formatDayOf } from '../../src/format/dayOf'
import { dateProblemMessage, formMessages } from '../../src/messages/forms/form'
import { validateJournalEntry, type EntryValidationContext } from '../../src/components/ManualJournalEntryForm/validation'
import { manualJournalEntryFormMessages } from '../../src/messages/forms/manualJournalEntryForm'
import { emptyLine, type JournalEntryFormValues } from '../../src/components/ManualJournalEntryForm/journalEntryForm'
import { createTally } from '../support/tally'
import { useViewerTimeZone, viewerTime } from '../support/timeZone'

const tally = createTally('format/date')

const INVALID = [
  '2026-02-30',
  '2026-02-29',
  '2100-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-06-00',
  '2026-06-32',
  '26-06-30',
  '2026-6-30',
  '2026-06-3',
  '20260630',
  '2026/06/30',
  '30.06.2026',
  '06/30/2026',
  '2026-06-30T00:00:00Z',
  '2026-06-30 12:00',
  '+2026-06-30',
  '-2026-06-30',
  '2026-06-30x',
  'x2026-06-30',
  '２０２６-０６-３０',
  '٢٠٢٦-٠٦-٣٠',
  'NaN-NaN-NaN',
  'Invalid Date',
  'today',
  '0',
  'null',
  'undefined',
  '<script>',
  '2026-06-30\u0000',
  '2026-\u200b06-30',
]
const OUT_OF_RANGE = ['1899-12-31', '1000-01-01', '0099-01-01', '0000-01-01', '2200-01-01', '9999-12-31']
const VALID = ['1900-01-01', '2199-12-31', '2024-02-29', '2000-02-29', '2026-06-30', ' 2026-06-30 ']

describe('parseIsoDate', () => {
  it.each(VALID)('accepts the real date %j', (text) => {
    tally.inputs++
    expect(parseIsoDate(text)).toEqual({ ok: true, date: text.trim() })
  })

  it.each(INVALID)('refuses %j as not a real date, with a message naming the field', (text) => {
    tally.inputs++
    expect(parseIsoDate(text)).toEqual({ ok: false, problem: 'invalid' })
    expect(dateProblemMessage('invalid', 'Due date', formMessages)).toBe('Due date must be a real date.')
  })

  it.each(OUT_OF_RANGE)('refuses %j as out of range, with a message naming the field', (text) => {
    tally.inputs++
    expect(parseIsoDate(text)).toEqual({ ok: false, problem: 'outOfRange' })
    expect(dateProblemMessage('outOfRange', 'Due date', formMessages)).toBe('Due date must be between the years 1900 and 2199.')
  })

  it('refuses an empty date as a required field', () => {
    tally.inputs += 2
    expect(parseIsoDate('')).toEqual({ ok: false, problem: 'empty' })
    expect(parseIsoDate('   ')).toEqual({ ok: false, problem: 'empty' })
    expect(dateProblemMessage('empty', 'Date', formMessages)).toBe('Date is required.')
  })

  it('accepts every real day of the accepted range, and reads it back unchanged', () => {
    const min = Date.parse(`${DATE_RANGE.min}T00:00:00Z`)
    const max = Date.parse(`${DATE_RANGE.max}T00:00:00Z`)
    fc.assert(
      fc.property(fc.integer({ min, max }), (time) => {
        tally.inputs++
        const text = new Date(time).toISOString().slice(0, 10)
        expect(parseIsoDate(text)).toEqual({ ok: true, date: text })
      }),
      { numRuns: 500 },
    )
  })

  it('refuses every real day outside the range as out of range, and never moves a date', () => {
    const before = fc.integer({ min: Date.parse('0001-01-01T00:00:00Z'), max: Date.parse('1899-12-31T00:00:00Z') })
    const after = fc.integer({ min: Date.parse('2200-01-01T00:00:00Z'), max: Date.parse('9999-12-31T00:00:00Z') })
    fc.assert(
      fc.property(fc.oneof(before, after), (time) => {
        tally.inputs++
        const text = new Date(time).toISOString().slice(0, 10)
        expect(parseIsoDate(text), text).toEqual({ ok: false, problem: 'outOfRange' })
      }),
      { numRuns: 300 },
    )
  })

  it('reads any text as either the same real date or a refusal', () => {
    const digit = fc.constantFrom(...'0123456789')
    const dateLike = fc
      .tuple(
        fc.array(digit, { minLength: 4, maxLength: 4 }),
        fc.array(digit, { minLength: 2, maxLength: 2 }),
        fc.array(digit, { minLength: 2, maxLength: 2 }),
      )
      .map(([y, m, d]) => `${y.join('')}-${m.join('')}-${d.join('')}`)
    fc.assert(
      fc.property(fc.oneof(dateLike, fc.string(), fc.string({ unit: 'grapheme' })), (text) => {
        tally.inputs++
        const parsed = parseIsoDate(text)
        if (!parsed.ok) {
          expect(['empty', 'invalid', 'outOfRange']).toContain(parsed.problem)
          expect(dateProblemMessage(parsed.problem, 'Date', formMessages)).toMatch(/^Date /)
          return
        }
        // Accepted: exactly the typed date, a real one (it survives a trip through Date), in range.
        expect(parsed.date).toBe(text.trim())
        expect(new Date(`${parsed.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(parsed.date)
        expect(parsed.date >= DATE_RANGE.min && parsed.date <= DATE_RANGE.max).toBe(true)
      }),
      { numRuns: 800 },
    )
  })
})

describe('formatDateRange', () => {
  it('writes a range as a browser does, whatever the ICU: no thin space for a server render to differ by', () => {
    for (const locale of ['en-US', 'de-DE', 'fr-CA', 'ja-JP']) {
      const range = formatDateRange('2026-01-01', '2026-06-30', locale)
      expect(range).not.toMatch(/\u2009/)
      expect(range).toContain('2026')
    }
    expect(formatDateRange('2026-01-01', '2026-06-30', 'en-US')).toBe('Jan 1 – Jun 30, 2026')
  })
})

describe('formatDate and formatDateTime', () => {
  it('show a real date in the locale, whatever the time zone', () => {
    expect(formatDate('2026-06-30', 'en-US')).toBe('Jun 30, 2026')
    expect(formatDate('2026-01-01', 'de-DE')).toBe('01.01.2026')
  })

  it.each(INVALID)('show %j from the service as it came, never as another day', (text) => {
    tally.inputs++
    expect(formatDate(text, 'en-US')).toBe(text)
  })

  it('show a two-digit year as that year, not as 19xx', () => {
    expect(formatDate('0099-01-01', 'en-US')).toBe('Jan 1, 99')
    expect(formatDate('2026-02-30', 'en-US')).toBe('2026-02-30')
    expect(formatDate('2026-13-45', 'en-US')).toBe('2026-13-45')
  })

  it('show a datetime that is not one as it came', () => {
    for (const text of ['', 'garbage', '2026-13-45T99:99:99Z', '<b>x</b>']) {
      tally.inputs++
      expect(formatDateTime(text, 'en-US')).toBe(text)
    }
  })
})

describe('formatMonthDay', () => {
  it('shows a real date as its month and day in the locale, and anything else as it came', () => {
    expect(formatMonthDay('2026-06-25', 'en-US')).toBe('Jun 25')
    expect(formatMonthDay('2026-06-25', 'de-DE')).toBe('25. Juni')
    for (const text of INVALID) expect(formatMonthDay(text, 'en-US')).toBe(text)
  })
})

// A datetime without a zone is UTC (decision 17), and every datetime shows in the viewer's
// zone: the same instant sent with or without `Z` reads the same time wherever the viewer is.
describe('parseDateTime', () => {
  const noon = Date.UTC(2026, 2, 4, 12)

  it.each([
    '2026-03-04T12:00:00Z',
    '2026-03-04T12:00:00.000Z',
    '2026-03-04T12:00:00',
    '2026-03-04T12:00:00.000',
    '2026-03-04T12:00',
    '2026-03-04T07:00:00-05:00',
    '2026-03-04T21:00:00+0900',
    '2026-03-04T17:30:00+05:30',
    '2026-03-04T14:00+02',
  ])('reads %j as noon UTC on March 4th, 2026', (text) => {
    tally.inputs++
    expect(parseDateTime(text)).toBe(noon)
  })

  it('keeps milliseconds and drops finer fractions without rounding', () => {
    expect(parseDateTime('2026-03-04T12:00:00.5')).toBe(noon + 500)
    expect(parseDateTime('2026-03-04T12:00:00.123999999Z')).toBe(noon + 123)
  })

  it.each([
    '',
    '2026-03-04',
    '2026-02-30T12:00:00Z',
    '2026-03-04T24:00:00Z',
    '2026-03-04T12:60:00',
    '2026-03-04T12:00:60',
    '2026-03-04T12:00:00+24:00',
    '2026-03-04 12:00:00',
    '2026-03-04T12:00:00ZZ',
    'Wed, 04 Mar 2026 12:00:00 GMT',
  ])('refuses %j as not an ISO 8601 datetime', (text) => {
    tally.inputs++
    expect(parseDateTime(text)).toBeUndefined()
  })

  it('reads any instant the same with and without its Z, and as Date.parse reads it with Z', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('1900-01-01T00:00:00Z'), max: Date.parse('2199-12-31T23:59:59Z') }), (time) => {
        tally.inputs++
        const withZ = new Date(time).toISOString()
        expect(parseDateTime(withZ)).toBe(time)
        expect(parseDateTime(withZ.slice(0, -1))).toBe(time)
      }),
      { numRuns: 300 },
    )
  })
})

describe.each(['America/New_York', 'Asia/Tokyo'])('formatDateTime for a viewer in %s', (zone) => {
  useViewerTimeZone(zone)
  const noon = Date.UTC(2026, 2, 4, 12)

  it('shows a datetime without a zone as UTC, the same time as the one with Z, in the viewer’s zone', () => {
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone)
    const shown = viewerTime(noon, zone)
    expect(shown).toMatch(zone === 'Asia/Tokyo' ? /9:00\sPM/ : /7:00\sAM/)
    expect(formatDateTime('2026-03-04T12:00:00Z', 'en-US')).toBe(shown)
    expect(formatDateTime('2026-03-04T12:00:00.000', 'en-US')).toBe(shown)
    expect(formatDateTime('2026-03-04T12:00:00', 'en-US')).toBe(shown)
    expect(formatDateTime('2026-03-04T07:00:00-05:00', 'en-US')).toBe(shown)
  })

  it('shows a date alone as that calendar day, never the day before or after', () => {
    expect(formatDateTime('2026-03-04', 'en-US')).toBe('Mar 4, 2026')
    expect(formatDate('2026-03-04', 'en-US')).toBe('Mar 4, 2026')
  })

  it('says the day of an instant as the viewer’s zone has it (formatDayOf), and anything else as it came', () => {
    // Late on March 4 in UTC: still the 4th in New York, already the 5th in Tokyo.
    expect(formatDayOf('2026-03-04T20:00:00Z', 'en-US')).toBe(zone === 'Asia/Tokyo' ? 'Mar 5, 2026' : 'Mar 4, 2026')
    expect(formatDayOf('2026-03-04', 'en-US')).toBe('Mar 4, 2026')
    expect(formatDayOf('garbage', 'en-US')).toBe('garbage')
  })
})

describe('a form with an invalid or out-of-range date', () => {
  const context: EntryValidationContext = {
    format: { locale: 'en-US', currency: 'USD' },
    dimensions: [],
    isDateClosed: () => false,
    closedThroughText: 'Apr 30, 2026',
    example: '1,234.56',
    messages: manualJournalEntryFormMessages,
    form: formMessages,
    journalEntryDate: true,
    recurrenceEndDate: true,
  }
  const values = (date: string, endDate = ''): JournalEntryFormValues => ({
    description: 'Reclass',
    date,
    lines: [{ glAccountId: 'gla_a', debit: '10.00', credit: '' }, { glAccountId: 'gla_b', debit: '', credit: '10.00' }, emptyLine()],
    dimensionValues: {},
    extraDimensionValueIds: [],
    attachmentIds: [],
    recurrence: { frequency: endDate ? 'MONTHLY' : '', interval: '', endDate, updateType: '' },
    apiName: '',
    apiSourceId: '',
  })

  it.each([
    ['2026-02-30', 'Date must be a real date.'],
    ['1899-12-31', 'Date must be between the years 1900 and 2199.'],
    ['2200-01-01', 'Date must be between the years 1900 and 2199.'],
    ['', 'Date is required.'],
  ])('refuses the entry date %j with %j', (date, message) => {
    tally.inputs++
    expect(validateJournalEntry(values(date), context)).toEqual([{ name: 'date', message }])
  })

  it.each([
    ['2026-13-01', 'Ends on must be a real date.'],
    ['2300-01-01', 'Ends on must be between the years 1900 and 2199.'],
  ])('refuses the recurrence end date %j with %j', (endDate, message) => {
    tally.inputs++
    expect(validateJournalEntry(values('2026-06-30', endDate), context)).toEqual([{ name: 'recurrence.endDate', message }])
  })
})
