// When a page's queries have come to rest: the event a test waits for before it asserts that
// nothing more was sent, stored or shown. A sleep only hopes the page is done; this sees it.
import { notifyManager, type QueryClient } from '@tanstack/react-query'
import { act } from '@testing-library/react'

/** How many of `queryClient`'s queries are fetching and mutations pending. */
const busy = (queryClient: QueryClient) => queryClient.isFetching() + queryClient.isMutating()

/** Resolves as soon as nothing of `queryClient` is in flight (its caches say so as each fetch or mutation ends); rejects at `deadline` (`performance.now()`). */
function untilIdle(queryClient: QueryClient, deadline: number, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (busy(queryClient) === 0) return resolve()
    const stop = () => {
      clearTimeout(timer)
      unsubscribeQueries()
      unsubscribeMutations()
    }
    const check = () => {
      if (busy(queryClient) > 0) return
      stop()
      resolve()
    }
    const timer = setTimeout(
      () => {
        stop()
        reject(
          new Error(
            `Not at rest after ${timeoutMs} ms: ${queryClient.isFetching()} queries fetching, ${queryClient.isMutating()} mutations pending.`,
          ),
        )
      },
      Math.max(deadline - performance.now(), 0),
    )
    const unsubscribeQueries = queryClient.getQueryCache().subscribe(check)
    const unsubscribeMutations = queryClient.getMutationCache().subscribe(check)
  })
}

/**
 * Resolves once the page has come to rest on `queryClient`: no query fetching, no mutation pending,
 * every observer told what the last of them brought, and React's render of it committed (effects
 * included). A fetch or a save started by what was rendered is waited for too. Any request those
 * sent has reached the service by then (a request log has it), and whatever its answer changed is
 * on screen; so a test may then assert that nothing more was sent, stored or shown.
 * Fails after `timeoutMs` if the page never rests (an endless walk, a retry loop).
 */
export async function settled(queryClient: QueryClient, { timeoutMs = 10_000 }: { timeoutMs?: number } = {}): Promise<void> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    await untilIdle(queryClient, deadline, timeoutMs)
    // React Query tells observers in a task of its own (`notifyManager`, after the one that ended the
    // fetch); inside act, what they render is committed, effects and all, before act resolves.
    await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)))
    if (busy(queryClient) === 0) return
  }
}
