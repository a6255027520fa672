/** Integer-cent arithmetic: percentages and proportional splits without floating-point drift. */

/** A decimal percentage string (`'8.25'`) as millionths (`82_500` = 8.25 %). */
function percentMillionths(percent: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(percent.trim())
  if (!match) return 0
  return Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'))
}

/** `percent` of `amount` cents, rounded half away from zero. */
export function percentOf(amount: number, percent: string): number {
  const exact = (amount * percentMillionths(percent)) / 1_000_000
  return Math.sign(exact) * Math.round(Math.abs(exact))
}

/**
 * Splits `total` into integer parts proportional to `weights` (largest remainder), so the parts
 * always add up to `total` exactly.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0)
  if (weightSum <= 0) return weights.map((_, i) => (i === 0 ? total : 0))
  const exact = weights.map((weight) => (total * weight) / weightSum)
  const parts = exact.map((value) => Math.floor(value))
  let remainder = total - parts.reduce((sum, part) => sum + part, 0)
  const byFraction = exact
    .map((value, i) => ({ i, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i)
  for (const { i } of byFraction) {
    if (remainder <= 0) break
    parts[i] = (parts[i] as number) + 1
    remainder--
  }
  return parts
}
