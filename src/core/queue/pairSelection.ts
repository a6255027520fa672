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
type PairStanding = 'open' | 'ambiguous' | 'locked'

/** Whether a pair is one the list ticks by itself, one to check first, or one that cannot be paired. */
function standingOf(pair: TransferPair, isLocked: ((pair: TransferPair) => boolean) | undefined): PairStanding {
  if (isLocked?.(pair)) return 'locked'
  return pair.ambiguous ? 'ambiguous' : 'open'
}

/** Whether a pair is ticked: never when locked, else the user's choice, else ticked unless ambiguous. */
function isTicked(pair: TransferPair, standing: PairStanding, choices: PairChoices): boolean {
  if (standing === 'locked') return false
  return choices.get(pairKey(pair)) ?? standing === 'open'
}

/** `choices` with the pairs of `keys` ticked or unticked. */
function choose(choices: PairChoices, keys: readonly string[], ticked: boolean): PairChoices {
  const next = new Map(choices)
  for (const key of keys) next.set(key, ticked)
  return next
}

/** What an ambiguous pair offers to choose from: itself and its rivals, in the pairing's order; none for a pair with no rival to show. */
const candidatesOf = (pair: TransferPair): readonly TransferPair[] => (pair.rivals.length > 0 ? [pair, ...pair.rivals] : [])

/** The candidate chosen for `pair`: the user's pick among its candidates, else the pair itself. */
function chosenOf(pair: TransferPair, picks: PairPicks): TransferPair {
  const picked = picks.get(pairKey(pair))
  return (picked !== undefined && pair.rivals.find((rival) => pairKey(rival) === picked)) || pair
}

/** One pair as "Pair transfers…" lists it: how it may be chosen, whether it is ticked, and what ticking it pairs. */
export interface PairRow {
  key: string
  pair: TransferPair
  standing: PairStanding
  ticked: boolean
  /** The pairs as likely to choose from (the pair and its rivals); empty when there is nothing to choose. */
  candidates: readonly TransferPair[]
  /** What ticking the row pairs: the candidate chosen, else the pair. */
  chosen: TransferPair
}

/** The rows of `pairs`, in their order, with the user's ticks and picks. */
export function pairRows(
  pairs: readonly TransferPair[],
  isLocked: ((pair: TransferPair) => boolean) | undefined,
  choices: PairChoices,
  picks: PairPicks,
): PairRow[] {
  return pairs.map((pair) => {
    const standing = standingOf(pair, isLocked)
    const candidates = standing === 'locked' ? [] : candidatesOf(pair)
    return { key: pairKey(pair), pair, standing, ticked: isTicked(pair, standing, choices), candidates, chosen: chosenOf(pair, picks) }
  })
}

/** The keys of the rows other than `key` whose pair would take a side of `pair`: unticked when the user gives that side to row `key`. */
const rivalRows = (rows: readonly PairRow[], key: string, pair: TransferPair) =>
  rows
    .filter((row) => row.key !== key && [row.chosen.from.id, row.chosen.to.id].some((id) => id === pair.from.id || id === pair.to.id))
    .map((row) => row.key)

/** `choices` once row `key` is ticked (`on`) or unticked: a row ticked takes its sides from every other row, which is unticked. */
export function tickRow(choices: PairChoices, rows: readonly PairRow[], key: string, on: boolean): PairChoices {
  const row = rows.find((one) => one.key === key)
  const next = choose(choices, [key], on)
  return on && row ? choose(next, rivalRows(rows, key, row.chosen), false) : next
}

/** `choices` once the user picks `candidate` for row `key`: the row is ticked, and every other row taking one of its sides unticked. */
export const pickRowChoices = (choices: PairChoices, rows: readonly PairRow[], key: string, candidate: TransferPair): PairChoices =>
  choose(choose(choices, rivalRows(rows, key, candidate), false), [key], true)

/** `picks` with `candidate` chosen for row `key`. */
export const pickRow = (picks: PairPicks, key: string, candidate: TransferPair): PairPicks => new Map(picks).set(key, pairKey(candidate))

/** What the list's counts and its "Select all" read: the rows that can be paired, those ticked, and whether every plain row is ticked. */
export function selectionOf(rows: readonly PairRow[]) {
  const pairable = rows.filter((row) => row.standing !== 'locked')
  const ticked = rows.filter((row) => row.ticked)
  // Select all leaves the ambiguous pairs as they are: each is paired only when the user ticks it.
  const plain = rows.filter((row) => row.standing === 'open')
  return { pairable, ticked, plain, allTicked: ticked.length > 0 && plain.every((row) => row.ticked) }
}

/** `choices` after "Select none" (every row that can be paired unticked) when every plain row is ticked, else after "Select all" (every plain row ticked). */
export function toggleAll(choices: PairChoices, rows: readonly PairRow[]): PairChoices {
  const { allTicked, pairable, plain } = selectionOf(rows)
  if (allTicked)
    return choose(
      choices,
      pairable.map((row) => row.key),
      false,
    )
  return plain.length > 0
    ? choose(
        choices,
        plain.map((row) => row.key),
        true,
      )
    : choices
}
