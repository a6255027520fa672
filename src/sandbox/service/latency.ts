import type { Random } from '../random'

/** Delays answers by the configured latency; a range draws from the seed so runs repeat. */
export class Latency {
  constructor(
    private readonly range: readonly [number, number],
    private readonly random: Random,
  ) {}

  next(): number {
    const [min, max] = this.range
    return min === max ? min : min + Math.floor(this.random.next() * (max - min + 1))
  }
}

/** Waits `ms`, or rejects with the signal's reason as soon as the request is aborted. */
export function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortReason(signal))
  if (ms <= 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer)
      reject(abortReason(signal as AbortSignal))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The request was aborted.', 'AbortError')
}
