import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * A ref that always holds the latest `value`, for callbacks a host may pass anew on every render:
 * effects and handlers read `.current` and call the newest one without re-running or re-subscribing.
 * It is updated after render (before any effect or handler runs), never during it.
 */
export function useLatestRef<T>(value: T): Readonly<RefObject<T>> {
  const ref = useRef(value)
  useLayoutEffect(() => {
    ref.current = value
  })
  return ref
}
