// The viewer's today, per test: the date the components take for "today" (a default `asOf`, "this
// month", whether an `asOf` is in the past) is where the user is; a test whose sandbox lives on
// another day puts the viewer's clock there. Only `Date` is faked, and it moves on with real time,
// so timers, waits and the network are untouched.

/** Runs each test of the enclosing `describe` with the viewer's clock at noon on `date` (`YYYY-MM-DD`). */
export function useViewerToday(date: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date(`${date}T12:00:00`) })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
