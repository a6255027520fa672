/**
 * What a statement covered: the days from its first to its last, and, once imported, its account
 * and when. The readers give no statement period of their own (OFX `DTSTART`/`DTEND` and CAMT
 * `FrToDt` are not read; a balance's date is no period: OFX dates `LEDGERBAL` by the download, CAMT
 * often dates the opening balance the day before), so a file covers the days of its first and last
 * row. Pure.
 */
/** The days a statement covers, first and last included, each `YYYY-MM-DD`. */
export interface StatementSpan {
  first: string
  last: string
}

/** What one statement import of an account covered, and when it was imported (an ISO time). */
export interface StatementCoverage extends StatementSpan {
  bankAccountId: string
  at: string
}

/** Whether `date` is one of the days of `span`. */
export const spanCovers = (span: StatementSpan, date: string) => span.first <= date && date <= span.last

/** `span` widened to hold `date` (a new span of that one day when there is none yet). */
export function widenSpan(span: StatementSpan | undefined, date: string): StatementSpan {
  if (!span) return { first: date, last: date }
  if (date < span.first) span.first = date
  else if (date > span.last) span.last = date
  return span
}
