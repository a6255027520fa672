// Where a purchase's money out went, by category, worked out here as a bookkeeper shares it,
// without bookkit's code: the charts' figures are checked against it.
import type { BankTransaction } from '../../src/api/types'

/**
 * A purchase's money out by category: its own category (`''` for none); or, split, the categories
 * of the lines that took money out, each its share of what left the bank in proportion to its line
 * (whole cents, the cents left over to the largest remainders, the first line on a tie). A line
 * that brought money back lowers the purchase, not another category. Empty for money in.
 */
export function sharesOf(record: BankTransaction): Array<[string, number]> {
  if (record.amount >= 0) return []
  const out = -record.amount
  const taken = new Map<string, number>()
  for (const line of record.children ?? [])
    if (line.amount < 0) taken.set(line.categoryId ?? '', (taken.get(line.categoryId ?? '') ?? 0) - line.amount)
  if (taken.size === 0) return [[record.category?.id ?? '', out]]
  const weight = [...taken.values()].reduce((sum, amount) => sum + amount, 0)
  const shares = [...taken].map(([categoryId, amount], index) => ({
    categoryId,
    index,
    cents: Math.floor((out * amount) / weight),
    rest: (out * amount) % weight,
  }))
  let left = out - shares.reduce((sum, share) => sum + share.cents, 0)
  for (const share of [...shares].sort((a, b) => b.rest - a.rest || a.index - b.index)) if (left-- > 0) share.cents++
  return shares.filter((share) => share.cents > 0).map((share) => [share.categoryId, share.cents])
}
