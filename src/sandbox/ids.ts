/**
 * Deterministic record ids: a kind prefix (`btxn_`, `inv_`…) and a per-kind counter, so the same
 * seed always names the same records and new records continue the sequence.
 */
export class IdFactory {
  private readonly counters = new Map<string, number>()

  /** A factory of its own that continues the same sequences. */
  copy(): IdFactory {
    const copy = new IdFactory()
    for (const [prefix, count] of this.counters) copy.counters.set(prefix, count)
    return copy
  }

  next(prefix: string, width = 6): string {
    const count = (this.counters.get(prefix) ?? 0) + 1
    this.counters.set(prefix, count)
    return `${prefix}_${String(count).padStart(width, '0')}`
  }
}
