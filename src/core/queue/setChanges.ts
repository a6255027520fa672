// Following a bank-transaction set through its changes (bankTransactionSet.ts's `change`): what a
// reader of the set a change or more behind, or ahead, replays to catch up, and the records a save
// replaces. Apart from the set's merge: a page that only syncs and shows the set carries none of it.
import type { BankTransaction } from '../../api/types'
import { placeOf, type BankTransactionSet, type ChangedRecord } from './bankTransactionSet'

/** Each set's array → the change that made it, its earlier array held weakly (only a reader holding it can need it). */
const made = new WeakMap<readonly BankTransaction[], { from: WeakRef<readonly BankTransaction[]>; records: readonly ChangedRecord[] }>()

/** The most changes a reader catches up by; further behind, it derives again from the whole set. */
const MAX_STEPS = 16

/**
 * Notes the change that made `set`'s array. The query cache's writes are noted as they happen
 * (react/queue/setChangeLog.ts): a reader that missed a set or two (two saves merged before it rendered)
 * still follows by records.
 */
export function noteChange(set: FollowedSet): void {
  if (set.change && !made.has(set.transactions))
    made.set(set.transactions, { from: new WeakRef(set.change.from), records: set.change.records })
}

/**
 * The records that changed from the array `since` to `set`'s, oldest first: none when it is that
 * array, `undefined` when the changes noted do not reach back to it (derive again from the whole set).
 */
export function changesSince(set: FollowedSet, since: readonly BankTransaction[] | undefined): readonly ChangedRecord[] | undefined {
  if (set.transactions === since) return []
  if (since === undefined) return undefined
  if (set.change?.from === since) return set.change.records
  noteChange(set)
  const steps: Array<readonly ChangedRecord[]> = []
  for (let at = set.transactions; steps.length < MAX_STEPS;) {
    const change = made.get(at)
    const from = change?.from.deref()
    if (!change || !from) return undefined
    steps.push(change.records)
    if (from === since) return steps.reverse().flat()
    at = from
  }
  return undefined
}

/** A set as its changes are followed: its records, and the change that made them. */
export type FollowedSet = Pick<BankTransactionSet, 'change'> & { transactions: readonly BankTransaction[] }

/**
 * The records that changed from the set `from` to the set `to`, in the order to apply them: forward
 * when `to` was made from `from`, backward (each change undone, newest first) when `from` was made
 * from `to`, as a render of an older set after a newer one (a deferred value) asks. `undefined`
 * when neither follows from the other within the changes remembered.
 */
export function changesBetween(from: FollowedSet | undefined, to: FollowedSet): readonly ChangedRecord[] | undefined {
  if (!from) return undefined
  const forward = changesSince(to, from.transactions)
  if (forward) return forward
  const backward = changesSince(from, to.transactions)
  return backward?.toReversed().map(({ before, after }) => ({ before: after, after: before }))
}

/**
 * The records of `set` (in `byDateDescending` order) with the ids `ids`: those of `saved` whose date
 * is unchanged by binary search, the rest (a date changed, a record deleted) in one pass. A save's
 * cost follows what it saved, not the history.
 */
export function recordsHeld(
  set: readonly BankTransaction[],
  saved: readonly BankTransaction[],
  ids: ReadonlySet<string>,
): BankTransaction[] {
  const held: BankTransaction[] = []
  const missing = new Set(ids)
  for (const record of saved) {
    const found = set[placeOf(set, record)]
    if (found?.id === record.id && missing.delete(record.id)) held.push(found)
  }
  if (missing.size > 0) for (const record of set) if (missing.has(record.id)) held.push(record)
  return held
}
