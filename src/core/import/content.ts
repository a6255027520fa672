/**
 * What the OFX and CAMT readers give `read`, which adds what the file is (format, name, encoding)
 * and checks the currency; and the small rules both readers share.
 */
import { parseIsoDate } from '../../format/date'
import type { FileProblem, ReadStatementOptions, StatementBalance, StatementRow, StatementSummary } from './types'
import { sliceTimer } from './slices'

/** A structured file's reading before `read` checks its currency. */
export interface StatementContent {
  rows: StatementRow[]
  problem?: FileProblem
  /** Every currency the file states, in the order met, each once (several statements may differ). */
  currencies: string[]
  accountId?: string
  balances?: { opening?: StatementBalance; closing?: StatementBalance }
  /** Each statement of the file, in file order; every row's `statement` indexes them. */
  statements?: StatementSummary[]
}

/** A reader's answer for a file that stops before its end, or whose markup does not parse: nothing of it is read. */
export const truncated = (): StatementContent => ({ rows: [], problem: { code: 'truncated' }, currencies: [] })

/** Rows read between two reports of progress. */
const ROWS_PER_REPORT = 2_000

/**
 * A step for the readers' loops, awaited after each row or entry: it gives the browser a turn once
 * the slice has run its time (`sliceTimer`: rows of a large file cost more than rows of a small
 * one, and 2,000 of them ran past 50 ms in a 100,000-row OFX), and reports progress every
 * `ROWS_PER_REPORT` rows. Rejects once `signal` aborts.
 */
export function sliceClock({ onProgress, signal }: ReadStatementOptions): (rows: number) => Promise<void> {
  const timer = sliceTimer(signal)
  let reported = 0
  return async (rows) => {
    if (rows - reported >= ROWS_PER_REPORT) {
      reported = rows
      onProgress?.({ rows })
    }
    await timer()
  }
}

/** A row's text from its parts: blanks dropped, a part already said (ignoring case and spacing) said once, joined with ` · `. */
export function joinDescription(parts: ReadonlyArray<string | undefined>): string {
  const said = new Set<string>()
  const kept: string[] = []
  for (const part of parts) {
    const text = part?.replace(/\s+/g, ' ').trim()
    if (!text) continue
    const key = text.toLowerCase()
    if (said.has(key)) continue
    said.add(key)
    kept.push(text)
  }
  return kept.join(' · ')
}

/** `YYYY-MM-DD` from its parts when it is a real calendar day bookkit accepts; else `undefined`. */
export function calendarDate(year: string, month: string, day: string): string | undefined {
  const parsed = parseIsoDate(`${year}-${month}-${day}`)
  return parsed.ok ? parsed.date : undefined
}
