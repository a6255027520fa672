import type { BankTransaction } from '../../api/types'
import type { TransferPair } from './transferPairs'

/** A pair's key: its two sides' ids, which no other pair of the same list has both of. */
export const pairKey = (pair: TransferPair): string => `${pair.from.id}>${pair.to.id}`

/**
 * The user's own ticks and unticks, by pair key. Kept apart from the defaults, so a pair the queue
 * adds while the dialog is open arrives with its default, and nothing the user chose is lost.
 */
export type PairChoices = ReadonlyMap<string, boolean>

/** The candidate the user chose for an ambiguous pair, by the pair's key: the chosen candidate's key. */
export type PairPicks = ReadonlyMap<string, string>

/** How a pair may be chosen: `locked` (dated in a closed period) never; `ambiguous` only by the user's own tick. */
export type PairStanding = 'open' | 'ambiguous' | 'locked'

/** Whether a pair is one the list ticks by itself, one to check first, or one that cannot be paired. */
export function standingOf(pair: TransferPair, isLocked: ((pair: TransferPair) => boolean) | undefined): PairStanding {
  if (isLocked?.(pair)) return 'locked'
  return pair.ambiguous ? 'ambiguous' : 'open'
}

/** Whether a pair is ticked: never when locked, else the user's choice, else ticked unless ambiguous. */
export function isTicked(pair: TransferPair, standing: PairStanding, choices: PairChoices): boolean {
  if (standing === 'locked') return false
  return choices.get(pairKey(pair)) ?? standing === 'open'
}

/** `choices` with the pairs of `keys` ticked or unticked. */
export function choose(choices: PairChoices, keys: readonly string[], ticked: boolean): PairChoices {
  const next = new Map(choices)
  for (const key of keys) next.set(key, ticked)
  return next
}

/** What an ambiguous pair offers to choose from: itself and its rivals, in the pairing's order; none for a pair with no rival to show. */
export const candidatesOf = (pair: TransferPair): readonly TransferPair[] => (pair.rivals.length > 0 ? [pair, ...pair.rivals] : [])

/** The candidate chosen for `pair`: the user's pick among its candidates, else the pair itself. */
export function chosenOf(pair: TransferPair, picks: PairPicks): TransferPair {
  const picked = picks.get(pairKey(pair))
  return (picked !== undefined && pair.rivals.find((rival) => pairKey(rival) === picked)) || pair
}

/**
 * The pairs "Pair transfers…" offers, and what its button counts: a side still to review among
 * them (a pair of records someone reviewed is theirs, never re-booked for them) and neither side
 * in a closed period (it could not be saved).
 */
export function pairsToOffer(
  pairs: readonly TransferPair[],
  waiting: (transaction: BankTransaction) => boolean,
  isLocked: (transaction: BankTransaction) => boolean,
): readonly TransferPair[] {
  return pairs.filter(({ from, to }) => (waiting(from) || waiting(to)) && !isLocked(from) && !isLocked(to))
}
