import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useRovingFocus, type RovingItemProps } from '../grid/useRovingFocus'

/** What a chart's points are given: how many, which is the tab stop at first, and what choosing one does. */
export interface ChartPointsOptions {
  count: number
  /** The point that takes the focus first (the latest month, the largest category); default 0. */
  initial?: number
  /** A point was chosen (Enter, Space, a click); absent when the points are not choosable. */
  onChoose?: (index: number) => void
}

/** The attributes and handlers of one point: one tab stop for all, arrows between them, a tooltip on focus and hover. */
export type ChartPointProps = RovingItemProps & {
  onBlur: () => void
  onPointerEnter: (event: PointerEvent) => void
  onPointerLeave: () => void
}

/**
 * The keyboard and pointer behaviour every chart's points share: one tab stop (the roving focus of
 * the lists), Arrow Left/Right as well as Up/Down, Home/End and PageUp/PageDown move between points,
 * Enter or Space chooses one, and the tooltip shows the point hovered, else the point focused;
 * Escape hides it until the next move.
 */
export function useChartPoints({ count, initial = 0, onChoose }: ChartPointsOptions) {
  const containerRef = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState<number>()
  const [hovered, setHovered] = useState<number>()
  const [focused, setFocused] = useState<number>()
  const [dismissed, setDismissed] = useState(false)
  const current = Math.max(0, Math.min(active ?? initial, count - 1))
  const shown = dismissed ? undefined : (hovered ?? focused)
  const roving = useRovingFocus({
    containerRef,
    count,
    active: current,
    setActive,
    pageSize: () => 6,
    onActivate: (index) => onChoose?.(index),
    onItemKeyDown: (index: number, event: KeyboardEvent<HTMLElement>, group) => {
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        group.moveTo(index + (event.key === 'ArrowRight' ? 1 : -1))
        return true
      }
      if (event.key === 'Escape' && shown !== undefined) {
        setDismissed(true)
        return true
      }
      return false
    },
  })
  return {
    containerRef,
    /** The point the tooltip shows, if any. */
    shown,
    /** The point in the tab order. */
    current,
    pointProps: (index: number): ChartPointProps => {
      const props = roving.itemProps(index)
      return {
        ...props,
        onFocus: () => {
          props.onFocus()
          setFocused(index)
          setDismissed(false)
        },
        onBlur: () => setFocused((was) => (was === index ? undefined : was)),
        onPointerEnter: () => {
          setHovered(index)
          setDismissed(false)
        },
        onPointerLeave: () => setHovered((was) => (was === index ? undefined : was)),
      }
    },
  }
}
