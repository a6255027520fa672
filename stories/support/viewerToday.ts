// The viewer's today, per story, as test/support/viewerToday.ts sets it per test: a component
// without a date of its own (the month-end close's twelve months) takes "this month" from where
// the user is, so a story of the sandbox's books puts the viewer's clock on the sandbox's today.
// Only `Date` is replaced, and it moves on with real time, so timers, waits and the network are
// untouched; the story's cleanup puts the real one back before the next story.

/** For a story's `beforeEach`: the viewer's clock at noon on `date` (`YYYY-MM-DD`) until the story is left. */
export const viewerToday = (date: string) => (): (() => void) => {
  const RealDate = globalThis.Date
  const offset = new RealDate(`${date}T12:00:00`).getTime() - RealDate.now()
  class ViewerDate extends RealDate {
    constructor(...args: unknown[]) {
      // `new Date()` is the viewer's now; any other call is the real constructor's.
      super(...((args.length === 0 ? [RealDate.now() + offset] : args) as [number]))
    }
    static override now() {
      return RealDate.now() + offset
    }
  }
  globalThis.Date = ViewerDate as DateConstructor
  return () => {
    globalThis.Date = RealDate
  }
}
