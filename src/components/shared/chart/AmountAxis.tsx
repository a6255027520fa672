import type { RefObject } from 'react'
import type { LinearScale } from './linearScale'

/** Where the amount axis draws: its ticks and their labels, the plot's left edge (`left`) and right edge (`right`). */
export interface AmountAxisProps {
  axisRef: RefObject<SVGGElement | null>
  ticks: readonly number[]
  labels: readonly string[]
  y: LinearScale
  left: number
  right: number
}

/** The y axis of a chart of amounts: a grid line across the plot at each tick (a solid one at zero), its label left of the plot. */
export function AmountAxis({ axisRef, ticks, labels, y, left, right }: AmountAxisProps) {
  return (
    <g ref={axisRef}>
      {ticks.map((tick, index) => (
        <g key={tick} transform={`translate(0,${y(tick)})`}>
          <line x1={left} x2={right} className={tick === 0 ? 'bk-chart__zero' : 'bk-chart__grid'} />
          <text x={left - 6} dy="0.32em" textAnchor="end">
            {labels[index]}
          </text>
        </g>
      ))}
    </g>
  )
}
