// Where a sync of the bank-transaction set starts: from what changed since a whole set's instant,
// from where an interrupted walk stopped, or from the first page. A walk cancelled half-way (the
// queue left while it loads) leaves the pages it merged and the point to go on from, never a set
// taken as finished.
import type { BankTransactionSet } from './bankTransactionSet'

/** Where an interrupted full walk of the listing goes on: every page before `cursor` is merged into the set. */
interface SyncResume {
  /** The cursor of the first page not merged yet. */
  cursor: string
  /** The walk's first page's `lastUpdatedDate`: the instant to sync changes from once the walk ends. */
  lastUpdatedDate: string | undefined
  /** Every record the merged pages answered: at the end, a record no page answered has left the service. */
  answered: ReadonlySet<string>
  /** When the walk began, on the session's `LocalWrites` clock: a record written here since then stays, answered or not. */
  startedAt: number
}

/**
 * The resume point of each set a walk left short, held by the set's `syncing` object: a set made
 * otherwise (read back from storage, cleared, a new walk's first page) has its own, and no resume
 * point. One per session, beside its `LocalWrites`, whose clock `startedAt` is on. The set is cached
 * without structural sharing (useBankTransactions), so its `syncing` stays the object marked here.
 */
export type SyncResumes = WeakMap<NonNullable<BankTransactionSet['syncing']>, SyncResume>

/** How a sync of a set begins. */
export type SyncStart =
  /** The set is whole and holds an instant: only what changed since. */
  | { kind: 'changes'; since: string }
  /** A walk stopped after merging some pages: the rest, from its cursor. */
  | { kind: 'resume'; resume: SyncResume }
  /** Every page from the first; `counting` while the set is not whole yet (it says "so far" meanwhile). */
  | { kind: 'walk'; counting: boolean }

/** How the next sync of `set` (the cached one, if any) begins, given the session's resume points. */
export function syncStart(set: BankTransactionSet | undefined, resumes: SyncResumes): SyncStart {
  const resume = set?.syncing && resumes.get(set.syncing)
  if (resume) return { kind: 'resume', resume }
  if (!set || set.syncing) return { kind: 'walk', counting: true }
  // A whole set whose service sent no instant is walked again in full, and stays whole meanwhile.
  return set.lastUpdatedDate === undefined ? { kind: 'walk', counting: false } : { kind: 'changes', since: set.lastUpdatedDate }
}

/**
 * How long the cached `set` counts as fresh: a set still short of older pages is never fresh (a
 * queue mounted again goes on with the walk at once), a whole one for `staleTime`.
 */
export const freshFor = (set: BankTransactionSet | undefined, staleTime: number): number => (set?.syncing ? 0 : staleTime)
