import { yieldToMain } from '../yieldToMain'

/**
 * Most records handled between two turns of the main thread: a few milliseconds of work on a
 * laptop, so a 100,000-row file is read without any task long enough to delay input.
 */
const SLICE_SIZE = 2_000

/** A slice also ends after this long, so a slow phone yields as often as it needs to. */
const SLICE_BUDGET_MS = 10
/** Items between two looks at the clock. */
const CLOCK_EVERY = 100

/**
 * Visits every item in slices of at most `SLICE_SIZE` items and about `SLICE_BUDGET_MS`, giving
 * the main thread a turn before each slice (the first too: steps run one after another, and their
 * first slices must not add up to one long task). Rejects with the signal's reason once it
 * aborts; `afterSlice` hears how many were visited.
 */
export async function forEachInSlices<T>(
  items: readonly T[],
  visit: (item: T, index: number) => void,
  signal?: AbortSignal,
  afterSlice?: (visited: number) => void,
): Promise<void> {
  signal?.throwIfAborted()
  let index = 0
  while (index < items.length) {
    await yieldToMain(signal)
    const started = performance.now()
    const end = Math.min(index + SLICE_SIZE, items.length)
    while (index < end) {
      visit(items[index] as T, index)
      index += 1
      if (index % CLOCK_EVERY === 0 && performance.now() - started > SLICE_BUDGET_MS) break
    }
    afterSlice?.(index)
  }
}

/**
 * A step for a loop that cannot be cut into items up front (a parser walking its text): awaited
 * at each turn of the loop, it gives the main thread a turn once the slice has run
 * `SLICE_BUDGET_MS`, looking at the clock every `CLOCK_EVERY` steps only. Rejects with the
 * signal's reason once it aborts.
 */
export function sliceTimer(signal?: AbortSignal): () => Promise<void> | undefined {
  let started = performance.now()
  let steps = 0
  return () => {
    steps += 1
    if (steps % CLOCK_EVERY !== 0 || performance.now() - started < SLICE_BUDGET_MS) return undefined
    return yieldToMain(signal).then(() => {
      started = performance.now()
    })
  }
}
