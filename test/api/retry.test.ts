// retryTransient and the page retry policy, on fake timers: a transient failure is tried again after
// the policy's pause, a 4xx never, the last failure surfaces once the retries are spent, and an
// abort ends the wait at once.
import { BookkeepingApiError, BookkeepingNetworkError } from '../../src/api'
import { PAGE_RETRY_POLICY, retryTransient, type RetryPolicy } from '../../src/api/transport/retry'

const serverError = () => new BookkeepingApiError(503, [{ type: 'UNKNOWN_ERROR', message: 'Busy.' }])
const refusal = () => new BookkeepingApiError(400, [{ type: 'INVALID_VALUE', message: 'No.' }])
const POLICY: RetryPolicy = { retries: 2, delay: (attempt) => attempt * 1_000 }

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** An attempt that fails with each of `failures` in turn, then resolves to 'page'. */
function failingThen(...failures: Error[]) {
  return vi.fn(async () => {
    const failure = failures.shift()
    if (failure) throw failure
    return 'page'
  })
}

describe('retryTransient', () => {
  it('retries 5xx and network failures after the policy’s pause, then resolves', async () => {
    const attempt = failingThen(serverError(), new BookkeepingNetworkError(new TypeError('offline')))
    const onRetry = vi.fn()
    const result = retryTransient(attempt, POLICY, { onRetry })

    await vi.advanceTimersByTimeAsync(999)
    expect(attempt).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempt).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2_000)
    await expect(result).resolves.toBe('page')
    expect(attempt).toHaveBeenCalledTimes(3)
    expect(onRetry.mock.calls.map(([retry]) => retry)).toEqual([1, 2])
  })

  it('throws the last failure once the retries are spent', async () => {
    const last = serverError()
    const attempt = failingThen(serverError(), serverError(), last)
    const result = retryTransient(attempt, POLICY)
    const settled = expect(result).rejects.toBe(last)
    await vi.runAllTimersAsync()
    await settled
    expect(attempt).toHaveBeenCalledTimes(3)
  })

  it('never retries a 4xx', async () => {
    const error = refusal()
    const attempt = failingThen(error)
    await expect(retryTransient(attempt, POLICY)).rejects.toBe(error)
    expect(attempt).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops waiting the moment the signal aborts, with its reason', async () => {
    const controller = new AbortController()
    const reason = new Error('cancelled by the user')
    const attempt = failingThen(serverError())
    const result = retryTransient(attempt, { retries: 3, delay: () => 3_600_000 }, { signal: controller.signal })
    await vi.advanceTimersByTimeAsync(0)
    expect(vi.getTimerCount()).toBe(1)

    controller.abort(reason)
    await expect(result).rejects.toBe(reason)
    expect(vi.getTimerCount()).toBe(0)
    expect(attempt).toHaveBeenCalledTimes(1)
  })
})

describe('PAGE_RETRY_POLICY', () => {
  it('retries three times after 0.5, 1 and 2 seconds, and never waits more than 4', () => {
    expect(PAGE_RETRY_POLICY.retries).toBe(3)
    expect([1, 2, 3, 4, 10].map(PAGE_RETRY_POLICY.delay)).toEqual([500, 1_000, 2_000, 4_000, 4_000])
  })
})
