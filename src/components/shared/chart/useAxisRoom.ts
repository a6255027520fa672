import { useLayoutEffect, useRef, useState } from 'react'

/** Between a label's end and the plot (the labels are drawn 6 px left of it), and before its start. */
const LABEL_GAP = 6 + 2

/**
 * The room left of the plot that the y axis's amount labels need, measured once they are drawn: how
 * wide a label is depends on the locale ("-60.000 €" against "-$60K") and the host's font size, so a
 * fixed margin draws the widest past the container's left edge. At least `least`, which is also the
 * room before anything is measured (and in jsdom, which draws nothing). `ref` goes on the element
 * around the labels drawn, `labels` says when they change.
 */
export function useAxisRoom(labels: readonly string[], least: number) {
  const ref = useRef<SVGGElement>(null)
  const [widest, setWidest] = useState(0)
  const drawn = labels.join('\n')
  // Before paint, whenever the labels change (with the figures, the width and the locale).
  useLayoutEffect(() => {
    let measured = 0
    for (const label of ref.current?.querySelectorAll('text') ?? []) {
      if (typeof label.getBBox === 'function') measured = Math.max(measured, label.getBBox().width)
    }
    setWidest(Math.ceil(measured))
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- what is measured is read through the ref; `drawn` says when it changed
  }, [drawn])
  return { ref, room: Math.max(least, widest > 0 ? widest + LABEL_GAP : 0) }
}
