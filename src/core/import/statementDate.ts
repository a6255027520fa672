/**
 * Dates as banks write them in statement files, read strictly into `YYYY-MM-DD`: a date either
 * fits a format exactly (and is a real calendar day) or it does not, so a file's format can be
 * inferred by trying every format on every row, and the user asked only when more than one fits.
 */
import { MAX_DATE_LENGTH } from './limits'
import type { StatementDateFormat } from './types'

/** Year, month (1–12) and day as written, before the calendar check. */
type DateParts = readonly [year: number, month: number, day: number]

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** The month of an English name, full or abbreviated to three letters (`Sept` too), any case. */
function monthOfName(name: string): number | undefined {
  const lower = name.toLowerCase()
  const index = MONTHS.findIndex((month) => month === lower || month.slice(0, 3) === lower || (lower === 'sept' && month === 'september'))
  return index === -1 ? undefined : index + 1
}

/**
 * `YY` as a year: the one within 50 years of today's (in 2026, `26` is 2026, `76` 2076 and `77`
 * 1977), so a file of recent months reads right in any century.
 */
function fullYear(yy: string, today: Date): number {
  const current = today.getFullYear()
  const year = current - (current % 100) + Number(yy)
  if (year > current + 50) return year - 100
  return year <= current - 50 ? year + 100 : year
}

/**
 * Each format's reader. Day and month may be written with one digit or two (`6/1/2026` is how
 * many US banks write June 1), years with exactly the digits the format names. Written in the
 * order of `StatementDateFormat`, which is the order of `STATEMENT_DATE_FORMATS`.
 */
const READERS: Record<StatementDateFormat, (text: string, today: Date) => DateParts | undefined> = {
  'YYYY-MM-DD': (text) => ymd(/^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)),
  'YYYY/MM/DD': (text) => ymd(/^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text)),
  YYYYMMDD: (text) => ymd(/^(\d{4})(\d{2})(\d{2})$/.exec(text)),
  'MM/DD/YYYY': (text, today) => mdy(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text), today),
  'DD/MM/YYYY': (text, today) => dmy(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text), today),
  'DD.MM.YYYY': (text, today) => dmy(/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text), today),
  'DD-MM-YYYY': (text, today) => dmy(/^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text), today),
  'MM-DD-YYYY': (text, today) => mdy(/^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text), today),
  'MM/DD/YY': (text, today) => mdy(/^(\d{1,2})\/(\d{1,2})\/(\d{2})$/.exec(text), today),
  'DD/MM/YY': (text, today) => dmy(/^(\d{1,2})\/(\d{1,2})\/(\d{2})$/.exec(text), today),
  'DD.MM.YY': (text, today) => dmy(/^(\d{1,2})\.(\d{1,2})\.(\d{2})$/.exec(text), today),
  'DD-MM-YY': (text, today) => dmy(/^(\d{1,2})-(\d{1,2})-(\d{2})$/.exec(text), today),
  'MM-DD-YY': (text, today) => mdy(/^(\d{1,2})-(\d{1,2})-(\d{2})$/.exec(text), today),
  // `1 Jun 2026`, `01-Jun-2026`, `1 June 2026`, `01-JUN-2026`, `1 Jun. 2026`: English names only.
  'D MMM YYYY': (text) => {
    const match = /^(\d{1,2})(?: +|-)([a-z]+)\.?(?: +|-)(\d{4})$/i.exec(text)
    const month = match ? monthOfName(match[2] as string) : undefined
    return match && month ? [Number(match[3]), month, Number(match[1])] : undefined
  },
  // `30 Jun 26`, `30-Jun-26`, `30-JUN-26`: as some UK banks and card issuers write them.
  'D MMM YY': (text, today) => {
    const match = /^(\d{1,2})(?: +|-)([a-z]+)\.?(?: +|-)(\d{2})$/i.exec(text)
    const month = match ? monthOfName(match[2] as string) : undefined
    return match && month ? [fullYear(match[3] as string, today), month, Number(match[1])] : undefined
  },
  // `Jun 1, 2026`, `June 1, 2026`, `JUN 01 2026`, `Jun. 1, 2026`: as US banks and card issuers write them.
  'MMM D, YYYY': (text) => {
    const match = /^([a-z]+)\.? +(\d{1,2}),? +(\d{4})$/i.exec(text)
    const month = match ? monthOfName(match[1] as string) : undefined
    return match && month ? [Number(match[3]), month, Number(match[2])] : undefined
  },
  serial: (text) => (/^\d{5}$/.test(text) ? dayOfSerial(Number(text)) : undefined),
}

/** Excel's day 0: its day numbers count from 1899-12-30 (past its 1900 leap-year slip, which is before any statement). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30)
const DAY = 86_400_000
/** The day numbers of 2000-01-01 and 2099-12-31: the years of statements saved through Excel. */
const SERIALS = { first: 36_526, last: 73_050 }

/** The day an Excel day number stands for, when it is in the years of statements. */
function dayOfSerial(serial: number): DateParts | undefined {
  if (serial < SERIALS.first || serial > SERIALS.last) return undefined
  const day = new Date(EXCEL_EPOCH + serial * DAY)
  return [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()]
}

function ymd(match: RegExpExecArray | null): DateParts | undefined {
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined
}

function mdy(match: RegExpExecArray | null, today: Date): DateParts | undefined {
  if (!match) return undefined
  const year = match[3] as string
  return [year.length === 2 ? fullYear(year, today) : Number(year), Number(match[1]), Number(match[2])]
}

function dmy(match: RegExpExecArray | null, today: Date): DateParts | undefined {
  if (!match) return undefined
  const year = match[3] as string
  return [year.length === 2 ? fullYear(year, today) : Number(year), Number(match[2]), Number(match[1])]
}

/** Every date format a statement may use, in the order `StatementDateFormat` declares them. */
export const STATEMENT_DATE_FORMATS = Object.keys(READERS) as readonly StatementDateFormat[]

/**
 * A time after the date, as exports from spreadsheets and some banks add it: `2026-06-01 00:00:00`,
 * `2026-06-01T14:03:00Z`, `06/01/2026 2:03 PM`. The time says nothing about the day, so it is dropped.
 * Tried from the first of the blanks and `T`s before it only, `(?<![ T])`: a bare `[ T]+` would be
 * tried again from every one of a long run, and read the run to its end each time.
 */
const TRAILING_TIME = /(?<![ T])[ T]+\d{1,2}:[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?: ?[ap]\.?m\.?)?(?: ?(?:Z|[+-]\d{2}(?::?\d{2})?))?$/i

function isCalendarDay([year, month, day]: DateParts): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number
  return day <= days
}

/**
 * A bank-written date as `YYYY-MM-DD` when it fits `format` exactly and is a real calendar day
 * (`31.06.2026` is not), else `undefined`. Surrounding blanks and a trailing time are ignored;
 * a two-digit year is the one within 50 years of `today`'s.
 */
export function parseStatementDate(text: string, format: StatementDateFormat, today: Date = new Date()): string | undefined {
  const trimmed = text.trim()
  // Longer is no date, and is never handed to a pattern (one of 50,000 blanks would take a pattern minutes).
  if (trimmed.length > MAX_DATE_LENGTH) return undefined
  const date = trimmed.replace(TRAILING_TIME, '')
  const parts = READERS[format](date, today)
  if (!parts || !isCalendarDay(parts)) return undefined
  const [year, month, day] = parts
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * Every format (in declared order) that reads every non-empty sample. Empty when no sample has
 * text, since nothing then decides: an empty list never means "any format".
 */
export function datesFormatsFitting(samples: readonly string[]): StatementDateFormat[] {
  const written = samples.filter((sample) => sample.trim() !== '')
  if (written.length === 0) return []
  return STATEMENT_DATE_FORMATS.filter((format) => written.every((sample) => parseStatementDate(sample, format) !== undefined))
}
