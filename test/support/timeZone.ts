// The viewer's time zone, per test: Node reads `TZ` again whenever it is set or deleted, so dates
// and Intl formatters made after the change see the new zone, as a viewer elsewhere would.

/** Runs each test of the enclosing `describe` with `zone` as the viewer's time zone, restored after. */
export function useViewerTimeZone(zone: string) {
  let before: string | undefined
  beforeEach(() => {
    before = process.env.TZ
    process.env.TZ = zone
  })
  afterEach(() => {
    if (before === undefined) delete process.env.TZ
    else process.env.TZ = before
  })
}

/** What the viewer's zone shows for `instant` (medium date, short time): the time a formatter without a zone must give. */
export function viewerTime(instant: number, zone: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(instant)
}
