// Until when a wait the service asked for (429) lasts, in words: a clock time today, the weekday too
// on a later day, nothing at all (so the caller says "try again later") for a wait past a day or an
// instant no Date holds. In a fixed viewer zone, so "today" is the same day wherever the tests run.
import { formatWaitEnd, LONGEST_NAMED_WAIT_MS } from '../../src/format/date'
import { useViewerTimeZone } from '../support/timeZone'

describe('formatWaitEnd', () => {
  useViewerTimeZone('America/Chicago')
  /** Tuesday, June 30, 2026, 10:00:00 AM in Chicago. */
  const now = Date.UTC(2026, 5, 30, 15)

  it('names a time later today by its clock time alone', () => {
    expect(formatWaitEnd(now + 42_000, 'en-US', now)).toBe('10:00:42 AM')
    expect(formatWaitEnd(now + 13 * 3_600_000 + 59 * 60_000, 'en-US', now)).toBe('11:59:00 PM')
  })

  it('names a time on a later day with its weekday, up to a day away', () => {
    expect(formatWaitEnd(now + 14 * 3_600_000, 'en-US', now)).toBe('Wednesday 12:00:00 AM')
    expect(formatWaitEnd(now + LONGEST_NAMED_WAIT_MS, 'en-US', now)).toBe('Wednesday 10:00:00 AM')
    expect(formatWaitEnd(now + LONGEST_NAMED_WAIT_MS, 'de-DE', now)).toBe('Mittwoch, 10:00:00')
  })

  it('names no time past a day, nor for an instant no Date holds', () => {
    for (const epochMs of [
      now + LONGEST_NAMED_WAIT_MS + 1_000,
      now + 99_999_999_999_999_000,
      8.64e15,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -1e17,
    ]) {
      expect(formatWaitEnd(epochMs, 'en-US', now), String(epochMs)).toBeUndefined()
    }
  })
})
