/**
 * Money moved between the company's own accounts: the two sides of a transfer (checking to
 * savings, a card's payment from checking), each arriving in its own account, recognised as one
 * pair (DESIGN "Transfers paired"). Pure: the queue, "Pair transfers…", `useTransferPairs` and a
 * host's own screen all ask it.
 */
import type { BankTransaction } from '../../api/types'
import { type BankTransactionSet, type ChangedRecord } from './bankTransactionSet'
import { changesSince } from './setChanges'
import { isCalendarDate } from '../../format/period'
import { yieldToMain } from '../yieldToMain'
import { namedBetween, saysTransfer } from './transferNaming'

/** Two transactions that are likely one transfer: the same money leaving one account and arriving in another. */
export interface TransferPair {
  /** The side money left (a negative amount). */
  from: BankTransaction
  /** The side money arrived in (the opposite amount), in another account of the same company. */
  to: BankTransaction
  /**
   * How strongly the descriptions name each other's account (-2 to 10): each description adds 5
   * for the other account's last four digits, else 3 for its name, else 1 for its kind (card,
   * savings, checking, loan, line of credit); one naming a kind that is neither account's makes it
   * negative. Weighed before the days: "ONLINE PAYMENT TO CARD 7714" goes to the card's payment,
   * not to a nearer savings deposit of the same amount.
   */
  named: number
  /** Days between the two sides' dates (0 to the window, 5 by default). */
  days: number
  /** How many of the two descriptions say transfer or payment (0, 1 or 2): a tie between candidates goes to the wordier. */
  worded: number
  /**
   * Another candidate was as likely for one of its sides: as named, as near and as worded; or as
   * named, whatever its days, with its other side in another account and in no pair (the days tell
   * which record of one account, never which account: a card payment with two cards' payments after
   * it, neither named, is in doubt). Shown, never paired without the user choosing (Enter in the
   * queue does not take it; "Pair transfers…" leaves it unticked and shows the candidates).
   */
  ambiguous: boolean
  /**
   * The other candidates as likely (as `ambiguous` says), each sharing one side with this pair and
   * its other side in no pair found: what the user chooses among, with this one, best first. Empty
   * for a pair that is not ambiguous.
   */
  rivals: readonly TransferPair[]
}

/** How the pairing reads a set: the window of days two sides may lie apart. */
export interface TransferPairOptions {
  /** At most this many days between the two sides (a whole number from 0 up); default 5. */
  maxDays?: number
}

/** Days two sides may lie apart by default: a transfer between two banks settles within a business week. */
const MAX_DAYS = 5

/** A side the pairing may use: its day as a number, so the window is arithmetic. */
interface Side {
  transaction: BankTransaction
  day: number
}

const DAY_MS = 86_400_000

/** A record that may be one side of a transfer: live, not paired yet, with an amount, an account and a date. */
function sideOf(transaction: BankTransaction): Side | undefined {
  if (!transaction || transaction.status === 'DELETED' || transaction.matchingBankTransaction?.id) return undefined
  const { amount, date } = transaction
  if (!Number.isSafeInteger(amount) || amount === 0 || !transaction.bankAccount?.id || !isCalendarDate(date)) return undefined
  return { transaction, day: Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS }
}

/** Code-unit order, the same in every browser: the last tie-break, so an answer never depends on the input's order. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Whether two candidates are as likely as each other: as named, as near and as worded. */
const asLikely = (a: TransferPair, b: TransferPair) => a.named === b.named && a.days === b.days && a.worded === b.worded

/** Better named first, then nearest, then wordier, then by the sides' ids. */
function byLikelihood(a: TransferPair, b: TransferPair): number {
  return b.named - a.named || a.days - b.days || b.worded - a.worded || compare(a.from.id, b.from.id) || compare(a.to.id, b.to.id)
}

function maxDaysOf(options: TransferPairOptions | undefined): number {
  const maxDays = options?.maxDays ?? MAX_DAYS
  if (!Number.isSafeInteger(maxDays) || maxDays < 0)
    throw new RangeError(`maxDays must be a whole number of days from 0 up (was ${String(maxDays)}).`)
  return maxDays
}

/** The sides of one company and amount (money out and money in), and their best pairs. */
interface Bucket {
  out: Side[]
  in: Side[]
  pairs: TransferPair[]
}

/** The bucket a record's side falls in: its company and its amount's size (a record without a company is of the one company a token sees). */
const bucketKey = (transaction: BankTransaction) => `${transaction.company?.id ?? ''}\u0000${Math.abs(transaction.amount)}`

/** Puts `side` in its bucket of `buckets`. */
function addSide(buckets: Map<string, Bucket>, side: Side): string {
  const key = bucketKey(side.transaction)
  let bucket = buckets.get(key)
  if (!bucket) buckets.set(key, (bucket = { out: [], in: [], pairs: [] }))
  ;(side.transaction.amount < 0 ? bucket.out : bucket.in).push(side)
  return key
}

/**
 * One bucket's pairs as steps: money in sorted by date, each money out looking only at the window
 * of days around its own, and the candidates then assigned (`assign`). Left in `bucket.pairs`.
 */
function* pairBucket(bucket: Bucket, maxDays: number): Generator<void> {
  bucket.pairs = []
  if (bucket.out.length === 0 || bucket.in.length === 0) return
  const arrivals = bucket.in.sort((a, b) => a.day - b.day)
  const candidates: TransferPair[] = []
  for (const from of bucket.out) {
    // The first arrival inside the window, by binary search; the window is walked from there.
    let low = 0
    let high = arrivals.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((arrivals[middle] as Side).day < from.day - maxDays) low = middle + 1
      else high = middle
    }
    for (let at = low; at < arrivals.length && (arrivals[at] as Side).day <= from.day + maxDays; at++) {
      const to = (arrivals[at] as Side).transaction
      if (to.bankAccount?.id === from.transaction.bankAccount?.id) continue
      const worded = Number(saysTransfer(from.transaction)) + Number(saysTransfer(to))
      const named = namedBetween(from.transaction, to)
      const days = Math.abs((arrivals[at] as Side).day - from.day)
      candidates.push({ from: from.transaction, to, named, days, worded, ambiguous: false, rivals: NO_RIVALS })
    }
    yield
  }
  bucket.pairs = assign(candidates)
}

/**
 * The pairing as steps, yielding after each small piece of work, so that `findTransferPairs` runs
 * it through and `transferPairsInSlices` gives the main thread its turn between slices: one
 * answer, two paces. The buckets are left in `buckets`, for a pairing that follows changes.
 *
 * The sides are bucketed by company and amount (money out of one and into the other are the same
 * bucket); inside a bucket, money in is sorted by date and each money out looks only at the
 * window of days around its own. The candidate pairs of a bucket are then an assignment: sorted
 * best named first, then nearest (wordier on a tie, then by ids) and taken in that order while
 * neither side is used, so a side goes to its best free partner overall, never to the first one found;
 * a pair whose side had an as likely candidate, or an as named one in another account, is ambiguous.
 */
function* pairing(
  transactions: readonly BankTransaction[],
  maxDays: number,
  buckets = new Map<string, Bucket>(),
): Generator<void, TransferPair[]> {
  for (const transaction of transactions) {
    const side = sideOf(transaction)
    yield
    if (side) addSide(buckets, side)
  }
  const pairs: TransferPair[] = []
  for (const bucket of buckets.values()) {
    yield* pairBucket(bucket, maxDays)
    pairs.push(...bucket.pairs)
    yield
  }
  return pairs.sort(byLikelihood)
}

const NO_RIVALS: readonly TransferPair[] = Object.freeze([])

/**
 * The best pairs of one bucket's candidates: sorted, taken greedily while both sides are free. A
 * pair is then ambiguous when a candidate sharing one of its sides was as likely (`asLikely`), or
 * as named with its other side in another account and in no pair: the days tell which record of
 * one account, never which account. It keeps those whose other side no pair took as its rivals
 * (the user's choice, which never takes a side twice).
 */
function assign(candidates: TransferPair[]): TransferPair[] {
  candidates.sort(byLikelihood)
  const used = new Set<string>()
  const taken: TransferPair[] = []
  // Each side's candidates, best first: where a taken pair's rivals are looked for.
  const bySide = new Map<string, TransferPair[]>()
  for (const candidate of candidates) {
    for (const id of [candidate.from.id, candidate.to.id]) {
      const list = bySide.get(id)
      if (list) list.push(candidate)
      else bySide.set(id, [candidate])
    }
    if (used.has(candidate.from.id) || used.has(candidate.to.id)) continue
    used.add(candidate.from.id)
    used.add(candidate.to.id)
    taken.push(candidate)
  }
  // Known once every pair is taken: a rival whose other side a pair took cannot be chosen without undoing that pair.
  for (const pair of taken) {
    const rivals: TransferPair[] = []
    for (const [side, other] of [
      [pair.from, pair.to],
      [pair.to, pair.from],
    ] as const) {
      for (const candidate of bySide.get(side.id) as TransferPair[]) {
        if (candidate === pair) continue
        const its = candidate.from.id === side.id ? candidate.to : candidate.from
        const free = !used.has(its.id)
        const elsewhere = free && candidate.named === pair.named && its.bankAccount?.id !== other.bankAccount?.id
        if (!elsewhere && !asLikely(candidate, pair)) continue
        pair.ambiguous = true
        if (free) rivals.push(candidate)
      }
    }
    if (rivals.length > 0) pair.rivals = rivals.sort(byLikelihood)
  }
  return taken
}

/**
 * The likely transfers among `transactions` (every account the session sees), nearest first: two
 * records of one company, in two of its bank accounts, of opposite amounts, at most `maxDays`
 * apart (5 by default), neither deleted nor paired already; each record in one pair at most, the
 * descriptions naming the other's account first (its last four digits, name or kind), then the
 * nearest dates, then descriptions saying transfer or payment; ambiguous where two accounts are as
 * named (`TransferPair.ambiguous`). O(n log n).
 */
export function findTransferPairs(transactions: readonly BankTransaction[], options?: TransferPairOptions): TransferPair[] {
  return runThrough(pairing(transactions, maxDaysOf(options)))
}

/** Runs `steps` through at once. */
function runThrough<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** Milliseconds of pairing between two turns of the main thread: well under a long task's 50, with room for a collection of the garbage a slice leaves. */
const SLICE_MS = 4

/**
 * `findTransferPairs`' answer, computed in slices of a few milliseconds with the main thread's
 * turn between them, so a history of tens of thousands makes no long task. Rejects with the
 * signal's reason once it aborts.
 */
export function transferPairsInSlices(
  transactions: readonly BankTransaction[],
  signal?: AbortSignal,
  options?: TransferPairOptions,
): Promise<TransferPair[]> {
  return inSlices(pairing(transactions, maxDaysOf(options)), signal)
}

/** Runs `steps` through in slices of `SLICE_MS`, the main thread's turn between them; rejects with the signal's reason once it aborts. */
async function inSlices<T>(steps: Generator<void, T>, signal: AbortSignal | undefined): Promise<T> {
  signal?.throwIfAborted()
  let sliceStart = performance.now()
  for (let count = 1; ; count++) {
    const step = steps.next()
    if (step.done) return step.value
    // The clock read every few steps: reading it costs more than a step.
    if (count % 64 === 0 && performance.now() - sliceStart >= SLICE_MS) {
      await yieldToMain(signal)
      sliceStart = performance.now()
    }
  }
}

/**
 * The likely pairs of a set followed as it changes (the review queue's): the first set paired in
 * slices, as `transferPairsInSlices` does; after that a change re-pairs only the buckets (company
 * and amount) its records were or are in, so a save costs its buckets, not the history. The same
 * answer as pairing the set anew.
 */
export class TransferPairFinder {
  readonly #maxDays: number
  #source: readonly BankTransaction[] | undefined
  #buckets = new Map<string, Bucket>()
  #pairs: TransferPair[] = []

  constructor(options?: TransferPairOptions) {
    this.#maxDays = maxDaysOf(options)
  }

  /** The pairs of `set`, by its changes since the set paired last when they reach back to it, else anew in slices. */
  async follow(set: Pick<BankTransactionSet, 'transactions' | 'change'>, signal?: AbortSignal): Promise<readonly TransferPair[]> {
    const records = changesSince(set, this.#source)
    if (records) {
      this.#follow(records)
    } else {
      const buckets = new Map<string, Bucket>()
      this.#pairs = await inSlices(pairing(set.transactions, this.#maxDays, buckets), signal)
      this.#buckets = buckets
    }
    this.#source = set.transactions
    return this.#pairs
  }

  /** Moves each changed record's side between its buckets, and pairs the buckets touched again. */
  #follow(records: readonly ChangedRecord[]): void {
    if (records.length === 0) return
    const touched = new Set<string>()
    for (const { before, after } of records) {
      if (before && sideOf(before)) {
        const key = bucketKey(before)
        const bucket = this.#buckets.get(key)
        if (bucket) {
          bucket.out = bucket.out.filter((side) => side.transaction.id !== before.id)
          bucket.in = bucket.in.filter((side) => side.transaction.id !== before.id)
          touched.add(key)
        }
      }
      const side = after && sideOf(after)
      if (side) touched.add(addSide(this.#buckets, side))
    }
    const pairs = this.#pairs.filter((pair) => !touched.has(bucketKey(pair.from)))
    for (const key of touched) {
      const bucket = this.#buckets.get(key)!
      runThrough(pairBucket(bucket, this.#maxDays))
      if (bucket.out.length === 0 && bucket.in.length === 0) this.#buckets.delete(key)
      pairs.push(...bucket.pairs)
    }
    this.#pairs = pairs.sort(byLikelihood)
  }
}

/** Each side's id → its pair: a row finds its transfer in one look-up. */
export function pairIndex(pairs: readonly TransferPair[]): ReadonlyMap<string, TransferPair> {
  const index = new Map<string, TransferPair>()
  for (const pair of pairs) index.set(pair.from.id, pair).set(pair.to.id, pair)
  return index
}
