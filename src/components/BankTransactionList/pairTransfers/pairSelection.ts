import type { TransferPair } from '../../../books/transferPairs'

/** A pair's key: its two sides' ids, which no other pair of the same list has both of. */
export const pairKey = (pair: TransferPair): string => `${pair.from.id}>${pair.to.id}`

/**
 * The user's own ticks and unticks, by pair key. Kept apart from the defaults, so a pair the queue
 * adds while the dialog is open arrives with its default, and nothing the user chose is lost.
 */
export type PairChoices = ReadonlyMap<string, boolean>

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
