import { nice, ticks } from 'd3-array'

/** A linear scale from figures (minor units, day numbers) to pixels, with d3's round ticks. */
export interface LinearScale {
  (value: number): number
  /** About `count` round values across the domain, as d3 picks them (1, 2 or 5 times a power of ten). */
  ticks: (count: number) => number[]
}

/**
 * `domain` mapped onto `range`, the domain first widened to round ends when `niceCount` is given
 * (d3-array's `nice`, as d3-scale's linear scale does it). d3-scale's own linear scale interpolates
 * any value (colours, strings) and formats ticks, which brings d3-interpolate, d3-color and d3-format:
 * about 9 KB gzipped that a chart of numbers never runs.
 */
export function linearScale(domain: readonly [number, number], range: readonly [number, number], niceCount?: number): LinearScale {
  let [start, stop] = domain
  if (niceCount !== undefined) [start, stop] = nice(start, stop, niceCount)
  const span = stop - start || 1
  const scale = ((value: number) => range[0] + ((value - start) / span) * (range[1] - range[0])) as LinearScale
  scale.ticks = (count) => ticks(start, stop, count)
  return scale
}
