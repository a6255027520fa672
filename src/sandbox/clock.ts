/**
 * The sandbox's logical clock. It starts at noon of the sandbox's `today` and moves one second per
 * write (and when a test advances it), never with the wall clock, so `updatedAt`, `lastUpdatedDate`
 * deltas and token expiry are the same on every run.
 */
export class LogicalClock {
  private millis: number

  constructor(today: string) {
    this.millis = Date.parse(`${today}T12:00:00.000Z`)
  }

  /** A clock of its own at the same time. */
  copy(): LogicalClock {
    const copy = new LogicalClock('1970-01-01')
    copy.millis = this.millis
    return copy
  }

  /** Milliseconds since the epoch, sandbox time. */
  nowMillis(): number {
    return this.millis
  }

  nowIso(): string {
    return new Date(this.millis).toISOString()
  }

  /** Advances for one write and returns that write's timestamp. */
  tick(): string {
    this.millis += 1000
    return this.nowIso()
  }

  advanceSeconds(seconds: number): void {
    this.millis += Math.round(seconds * 1000)
  }
}
