/**
 * A card processor's payout: the invoice's balance less the processor's fee. The fee is solved for
 * from the deposit and a balance, never guessed: the common schedules (a percentage and a fixed
 * part) and a flat percentage, each as processors round it, and never more than 5 % and $1. Pure:
 * the matcher (`invoiceCandidates.ts`) asks which balance a deposit could be, and "Find match…"
 * asks whether a ticked invoice's balance less a fee is the deposit.
 */

/** A processor's schedule: a share of the payment in hundredths of a percent, and a fixed part in minor units. */
interface FeeSchedule {
  basisPoints: number
  fixed: number
}

/** The schedules card processors publish most: 2.9 % + 30¢, 2.6 % + 10¢, 3.49 % + 49¢. */
const SCHEDULES: readonly FeeSchedule[] = [
  { basisPoints: 290, fixed: 30 },
  { basisPoints: 260, fixed: 10 },
  { basisPoints: 349, fixed: 49 },
]

/**
 * The flat percentages from 1.5 % to 3.5 % that processors' price lists state, in hundredths of a
 * percent: quarters of a percent and the schedules' shares without their fixed part. Not every
 * hundredth: nearly any fee would then fit a balance near the deposit, and Enter would pay an
 * invoice a fee merely could explain.
 */
const FLAT_RATES: readonly number[] = [150, 175, 200, 225, 250, 260, 270, 275, 290, 299, 300, 325, 349, 350]

/** The most a fee may be: 5 % of the payment and $1 (100 minor units). */
const mostFee = (balance: number) => Math.round((balance * 500) / 10_000) + 100

/**
 * Whether a fee of `fee` on `balance` is what a schedule's share and fixed part make, rounded as
 * processors round (to the nearest minor unit; a cent either way for those that truncate).
 */
const fits = (balance: number, fee: number, schedule: FeeSchedule) =>
  Math.abs(fee - ((balance * schedule.basisPoints) / 10_000 + schedule.fixed)) <= 1

/**
 * The processor's fee when `deposit` is `balance` less a card fee (both positive minor units), else
 * `undefined`: the fee of a common schedule, or (unless `schedulesOnly`) a flat percentage from
 * 1.5 % to 3.5 %.
 */
export function cardFeeOf(balance: number, deposit: number, schedulesOnly = false): number | undefined {
  const fee = balance - deposit
  if (!Number.isSafeInteger(fee) || fee <= 0 || deposit <= 0 || fee > mostFee(balance)) return undefined
  if (SCHEDULES.some((schedule) => fits(balance, fee, schedule))) return fee
  if (schedulesOnly) return undefined
  // A flat rate: the fee rounded to the nearest minor unit, exactly.
  return FLAT_RATES.some((rate) => Math.round((balance * rate) / 10_000) === fee) ? fee : undefined
}

/**
 * The balances a schedule's payout of `deposit` could be the rest of: for each schedule, the balance
 * solved for (a unit either side, for the processor's rounding). Checked by `cardFeeOf`.
 */
export function scheduleBalances(deposit: number): number[] {
  const balances: number[] = []
  for (const { basisPoints, fixed } of SCHEDULES) {
    const solved = ((deposit + fixed) * 10_000) / (10_000 - basisPoints)
    for (let balance = Math.floor(solved) - 1; balance <= Math.ceil(solved) + 1; balance++) balances.push(balance)
  }
  return balances
}
