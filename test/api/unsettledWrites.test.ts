// The instant a check of lost writes syncs from: the oldest of the writes' markers, read as the
// service means them (a datetime without a zone is UTC) whatever the viewer's zone.
import { oldest } from '../../src/api/writes/unsettledWrites'
import { useViewerTimeZone } from '../support/timeZone'

describe('the oldest marker of unsettled writes', () => {
  useViewerTimeZone('America/Los_Angeles')

  it('reads a datetime without a zone as UTC, so it compares with zoned ones by instant', () => {
    // 09:30 UTC is before 10:00 UTC; read in Los Angeles, the zone-less one would be 17:00 UTC instead.
    expect(oldest(['2026-03-02T10:00:00Z', '2026-03-02T09:30:00'])).toBe('2026-03-02T09:30:00')
    expect(oldest(['2026-03-02T09:30:00', '2026-03-02T10:00:00+01:00'])).toBe('2026-03-02T10:00:00+01:00')
  })

  it('walks everything when a write has no marker, or one that is not a real datetime', () => {
    expect(oldest(['2026-03-02T10:00:00Z', undefined])).toBeUndefined()
    expect(oldest(['2026-03-02T10:00:00Z', '2026-02-30T10:00:00Z'])).toBeUndefined()
    expect(oldest(['yesterday'])).toBeUndefined()
  })
})
