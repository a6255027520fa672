/**
 * What a rule's actions give a transaction, its split worked out in integer minor units. Pure.
 */
import type { RuleActions, RuleChange, RuleSplitLine } from './types'

const cents = (amount: number) => Math.abs(Math.round(amount))
/** A percentage in hundredths of a percent (how strict reading accepts them: two decimals at most). */
const hundredths = (percent: number) => Math.round(percent * 100)
const WHOLE = 10_000

/**
 * What `actions` give a transaction of `amount`: its category, or its split, and the vendor or
 * customer and memo. `undefined` when it gives nothing, or a split cannot add up.
 */
export function changeOf(actions: RuleActions, amount: number): RuleChange | undefined {
  const { categoryId, split, vendorId, customerId, memo } = actions
  const change: RuleChange = {}
  if (split && split.length > 0) {
    const children = splitAmounts(split, amount)
    if (!children) return undefined
    change.children = children
  } else if (categoryId) change.categoryId = categoryId
  if (vendorId) change.vendorId = vendorId
  if (customerId) change.customerId = customerId
  if (memo) change.notes = memo
  return Object.keys(change).length > 0 ? change : undefined
}

/**
 * `amount` shared by `lines`, each signed as `amount`: fixed lines as given, and what they leave
 * shared by the percentage lines by the largest-remainder method: each gets the whole minor units
 * of its exact share, and the units left go one each to the lines whose share lost most, earlier
 * lines first among equals. So every line is within one minor unit of its exact share (zero only
 * when that is under one unit) and the lines add up to `amount`. `undefined` when they cannot:
 * fixed lines over the amount, or not all of it without a percentage line, or percentages that do
 * not add up to 100 (to the hundredth).
 */
export function splitAmounts(lines: readonly RuleSplitLine[], amount: number): { categoryId: string; amount: number }[] | undefined {
  let rest = cents(amount)
  let percentTotal = 0
  let shared = 0
  for (const line of lines) {
    if (line.amount !== undefined) rest -= cents(line.amount)
    else {
      const share = hundredths(line.percent ?? 0)
      if (share < 0) return undefined
      percentTotal += share
      shared++
    }
  }
  if (rest < 0 || (shared === 0 ? rest !== 0 : percentTotal !== WHOLE)) return undefined
  const units = lines.map((line) => (line.amount === undefined ? 0 : cents(line.amount)))
  const remainders = lines.map(() => -1)
  let left = rest
  lines.forEach((line, index) => {
    if (line.amount !== undefined) return
    const exact = exactShare(rest, hundredths(line.percent ?? 0))
    units[index] = exact.units
    remainders[index] = exact.remainder
    left -= exact.units
  })
  if (left > 0) {
    // Largest remainder first; among equals the earlier line (a stable sort keeps their order).
    const order = lines.map((_, index) => index).filter((index) => (remainders[index] as number) >= 0)
    order.sort((a, b) => (remainders[b] as number) - (remainders[a] as number))
    for (const index of order.slice(0, left)) units[index] = (units[index] as number) + 1
  }
  const sign = amount < 0 ? -1 : 1
  return lines.map((line, index) => ({ categoryId: line.categoryId, amount: units[index] === 0 ? 0 : sign * (units[index] as number) }))
}

/** `rest × share ÷ 10,000` as whole units and the remainder (in 10,000ths of a unit), exactly, however large `rest`. */
function exactShare(rest: number, share: number): { units: number; remainder: number } {
  if (rest <= Number.MAX_SAFE_INTEGER / WHOLE) return { units: Math.floor((rest * share) / WHOLE), remainder: (rest * share) % WHOLE }
  const product = BigInt(rest) * BigInt(share)
  return { units: Number(product / BigInt(WHOLE)), remainder: Number(product % BigInt(WHOLE)) }
}
