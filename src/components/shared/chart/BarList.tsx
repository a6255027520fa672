import { Fragment } from 'react'
import { ClampedText } from '../cells'
import { linearScale } from './linearScale'
import { useChartPoints } from './useChartPoints'

/** One horizontal bar: what it is called and shows, and what choosing it does. */
export interface BarListItem {
  key: string
  /** Its colour (CSS `data-series`), and its place among ranked ones (`data-rank`, 1 to 6). */
  series: string
  rank?: number
  name: string
  /** Its length, against the longest bar. */
  amount: number
  /** The figures beside it, each kept on one line, shown with " · " between ("$4,939.01 · 8 invoices"). */
  figures: readonly string[]
  /** Its accessible name: everything it shows, in the same order, no less (axe's label-content-name-mismatch). */
  label: string
  /** A bar that can be chosen is a button; `undefined`: an image. */
  choose: (() => void) | undefined
}

/**
 * Bars in rows, one tab stop for all (the arrows move, Enter or Space chooses): a name (clamped, a
 * service's name may be of any length), the bar, its figures. A bar shows every figure it has, so it
 * needs no tooltip: one would cover the next rows' figures.
 */
export function BarList({ bars, label }: { bars: readonly BarListItem[]; label: string }) {
  const { containerRef, pointProps } = useChartPoints({ count: bars.length, onChoose: (index) => bars[index]?.choose?.() })
  const length = linearScale([0, Math.max(1, ...bars.map((bar) => bar.amount))], [0, 100])
  return (
    <div className="bk-chart__plot">
      <div ref={containerRef} className="bk-chart__bars" role="group" aria-label={label}>
        {bars.map((bar, index) => (
          <div
            key={bar.key}
            {...pointProps(index)}
            role={bar.choose ? 'button' : 'img'}
            aria-label={bar.label}
            className="bk-chart__bar-row bk-chart__point"
            data-series={bar.series}
            data-rank={bar.rank || undefined}
          >
            {/* The space keeps the name and the figures apart in the visible text ("Payroll 21 309,84 $"). */}
            <ClampedText className="bk-chart__bar-name" text={bar.name} />{' '}
            <svg
              className="bk-chart__bar-track"
              width="100%"
              height="14"
              viewBox="0 0 100 14"
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              <rect
                className="bk-chart__bar"
                data-series={bar.series}
                width={Math.max(bar.amount > 0 ? 0.5 : 0, length(bar.amount))}
                height="14"
              />
            </svg>
            <span className="bk-chart__bar-value">
              {bar.figures.map((figure, at) => (
                <Fragment key={at}>
                  {at > 0 && ' · '}
                  <span>{figure}</span>
                </Fragment>
              ))}
            </span>
          </div>
        ))}
      </div>
    </div>
  )
}
