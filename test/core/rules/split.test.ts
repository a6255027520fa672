// A split shares the whole amount by the largest-remainder method: every line signed as the whole,
// within one minor unit of its exact share, and the lines add up.
import { splitAmounts } from '../../../src/core/rules/split'
import type { RuleSplitLine } from '../../../src/core/rules/types'

const percents = (...shares: number[]): RuleSplitLine[] => shares.map((percent, index) => ({ categoryId: `c${index}`, percent }))

it('gives ten 10 % lines of −35 ¢ five −4 ¢ and five −3 ¢, all negative', () => {
  const lines = splitAmounts(percents(...Array.from({ length: 10 }, () => 10)), -35)!.map((line) => line.amount)
  expect(lines).toEqual([-4, -4, -4, -4, -4, -3, -3, -3, -3, -3])
})

it('gives the leftover units to the largest remainders, earlier lines first among equals', () => {
  expect(splitAmounts(percents(33.33, 33.33, 33.34), 100)!.map((line) => line.amount)).toEqual([33, 33, 34])
  expect(splitAmounts(percents(60, 40), 1)!.map((line) => line.amount)).toEqual([1, 0])
  expect(splitAmounts(percents(50, 50), -1)!.map((line) => line.amount)).toEqual([-1, 0])
  expect(splitAmounts([{ categoryId: 'a', amount: 100 }, ...percents(50, 50)], -1_001)!.map((line) => line.amount)).toEqual([
    -100, -451, -450,
  ])
})

it('gives nothing when the lines cannot add up', () => {
  expect(splitAmounts(percents(50, 40), 100)).toBeUndefined()
  expect(splitAmounts([{ categoryId: 'a', amount: 200 }, ...percents(100)], 100)).toBeUndefined()
  expect(
    splitAmounts(
      [
        { categoryId: 'a', amount: 60 },
        { categoryId: 'b', amount: 30 },
      ],
      100,
    ),
  ).toBeUndefined()
  expect(splitAmounts(percents(120, -20), 100)).toBeUndefined()
})

it('keeps every line signed as the whole, within a unit of its exact share, and adding up, over many amounts and percentages', () => {
  let seed = 3
  const next = (length: number) => (seed = (seed * 16807) % 2147483647) % length
  for (let round = 0; round < 3_000; round++) {
    // Percentages in hundredths adding up to 10,000, some lines fixed.
    const count = 1 + next(12)
    const cuts = Array.from({ length: count - 1 }, () => next(10_001)).sort((a, b) => a - b)
    const hundredths = [...cuts, 10_000].map((cut, index) => cut - (index === 0 ? 0 : (cuts[index - 1] as number)))
    const fixed = next(3) === 0 ? [{ categoryId: 'fixed', amount: next(500) }] : []
    const sign = next(2) ? -1 : 1
    const amount = sign * ((fixed[0]?.amount ?? 0) + next([10, 1_000, 1_000_000][next(3)] as number))
    const lines = [...fixed, ...percents(...hundredths.map((share) => share / 100))]
    const split = splitAmounts(lines, amount)!
    const rest = Math.abs(amount) - (fixed[0]?.amount ?? 0)
    expect(split.reduce((sum, line) => sum + line.amount, 0)).toBe(amount || 0)
    split.slice(fixed.length).forEach((line, index) => {
      const exact = (rest * (hundredths[index] as number)) / 10_000
      expect(Math.sign(line.amount) === sign || line.amount === 0).toBe(true)
      expect(Math.abs(Math.abs(line.amount) - exact)).toBeLessThan(1)
      if (line.amount === 0) expect(exact).toBeLessThan(1)
    })
  }
})
