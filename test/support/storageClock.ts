// The clock `persist` waits on in jsdom, faked, so that a test can tell when every save the page
// was going to make has been made: then "nothing was stored" is a finding, not a hope.
import { act } from '@testing-library/react'
import { get } from 'idb-keyval'
import { cacheStore } from './storedCache'

/** TanStack's async-storage persister saves at most once a second (its default `throttleTime`, which bookkit keeps). */
const PERSISTER_THROTTLE_MS = 1_000
/** In jsdom (no `requestIdleCallback`) the set writer waits 50 ms for idle time; steps this long let each wait run out. */
const STEP_MS = 50

/**
 * From now until the test ends, `setTimeout` and `Date` run on a fake clock that still moves by
 * itself (requests, waits and IndexedDB run as they would). The page's storage waits on it: the
 * persister's throttle and the set writer's wait for idle time. `letStorageTimePass()` moves the
 * clock past both, twice over, a step at a time, and ends each step with a read of the store,
 * which IndexedDB runs only after every write begun before it: a write a timer started, and one
 * started when that write ended, have both been made. Whatever the page was to store from its cache
 * as it is has then been stored.
 */
export function storageClock(): { letStorageTimePass: () => Promise<void> } {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
  onTestFinished(() => void vi.useRealTimers())
  const store = cacheStore()
  return {
    async letStorageTimePass() {
      for (let passed = 0; passed < 2 * PERSISTER_THROTTLE_MS; passed += STEP_MS) {
        await act(() => vi.advanceTimersByTimeAsync(STEP_MS))
        await get('a key no entry has', store)
      }
    },
  }
}
