import { createElement, lazy, type ComponentType } from 'react'
import { useImportsWhenIdle } from '../../react/provider/idle'

/**
 * A part of a component that shows only after an action (a dialog, the bulk bar, a notice): its
 * code loads on its own, when asked or in idle time after the component has painted.
 */
export interface LazyPart<P> {
  /** Renders the part; inside a `<Suspense>`, which shows its fallback only while the code is on its way. */
  Component: ComponentType<P>
  /**
   * Starts loading the code, once; settles when it is here. A failure is left to the part's own
   * attempt, which shows it; after one, the next preload loads again, and the part is drawn from it.
   */
  preload: () => Promise<void>
}

/**
 * A part loaded by `load` (an `import()` of its module), `pick` choosing its component there.
 * Once the code is here, the part renders at once: React is given an answer it reads on the
 * spot, so a part preloaded before its action never shows a fallback, even for a frame.
 */
export function lazyPart<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyPart<P> {
  let loaded: M | undefined
  let loading: Promise<M> | undefined
  let failed = false
  const fresh = () =>
    lazy(() => {
      if (loaded === undefined) return start().then((module) => ({ default: pick(module) }))
      const module = { default: pick(loaded) }
      // A thenable that answers as it is asked: React's lazy then has the component before it returns.
      return { then: (settle: (value: typeof module) => void) => settle(module) } as unknown as Promise<typeof module>
    })
  let current = fresh()
  const start = () => {
    if (loading) return loading
    // React keeps a lazy's failure for good: after one, the part is drawn from a fresh lazy, which
    // reads this load. Swapped here, on the next attempt, not on the failure: React draws a failed
    // part more than once to show its error, and each draw would otherwise load again.
    if (failed) {
      failed = false
      current = fresh()
    }
    loading = load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // The next attempt asks again: a network that failed once may not fail twice.
        loading = undefined
        failed = true
        throw error
      },
    )
    return loading
  }
  const Component = (props: P) => createElement(current, props)
  return { Component, preload: () => start().then(() => undefined) }
}

/**
 * Loads `parts` in idle time once the component has painted (soon where the browser cannot tell
 * idle time), so the action that shows one does not wait for the network. Nothing is loaded while
 * `when` is false.
 */
export function usePreloadPartsWhenIdle(parts: readonly Pick<LazyPart<never>, 'preload'>[], when = true): void {
  useImportsWhenIdle(
    parts.map((part) => part.preload),
    when,
  )
}
