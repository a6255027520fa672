import { useLayoutEffect, useRef, useState } from 'react'

/** The width a chart draws at before it is measured (and where nothing can measure it: jsdom). */
const UNMEASURED_WIDTH = 640

/**
 * The width of the element `ref` is on, in whole CSS pixels, kept as the host's container resizes:
 * a chart draws to its container's width (320 px to as wide as it gets), never wider, so it never
 * scrolls sideways.
 */
export function useChartWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null)
  const [width, setWidth] = useState(UNMEASURED_WIDTH)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width)
      if (measured > 0) setWidth(measured)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}
