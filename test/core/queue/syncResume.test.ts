// Where a sync of the bank-transaction set starts, and when a cached set is fresh: a walk left short
// goes on from its cursor, and a set short of older pages is never taken as a finished one.
import type { BankTransactionSet } from '../../../src/core/queue/bankTransactionSet'
import { freshFor, syncStart, type SyncResumes } from '../../../src/core/queue/syncResume'

const whole = (lastUpdatedDate?: string): BankTransactionSet => ({ transactions: [], lastUpdatedDate })
const resume = { cursor: 'c3', lastUpdatedDate: '2026-06-30T08:00:00Z', answered: new Set(['btxn_1']), startedAt: 4 }

describe('syncStart', () => {
  it('walks every page for a first sync, counting, and only the changes of a whole set holding an instant', () => {
    const resumes = new WeakMap() as SyncResumes
    expect(syncStart(undefined, resumes)).toEqual({ kind: 'walk', counting: true })
    expect(syncStart(whole('2026-06-30T08:00:00Z'), resumes)).toEqual({ kind: 'changes', since: '2026-06-30T08:00:00Z' })
    // A service that sends no instant: walked again, the set staying whole meanwhile.
    expect(syncStart(whole(), resumes)).toEqual({ kind: 'walk', counting: false })
  })

  it('goes on from the cursor a walk left a set short at, and only for that set', () => {
    const resumes = new WeakMap() as SyncResumes
    const syncing = { received: 200 }
    resumes.set(syncing, resume)
    const left = { ...whole('2026-06-29T08:00:00Z'), syncing }
    expect(syncStart(left, resumes)).toEqual({ kind: 'resume', resume })
    // The same progress read back from storage, or made by a new walk, is another set: walked from the first page.
    expect(syncStart({ ...left, syncing: { received: 200 } }, resumes)).toEqual({ kind: 'walk', counting: true })
    // A short set with an instant is never synced from that instant as if it were whole.
    expect(syncStart({ ...whole('2026-06-29T08:00:00Z'), syncing: { received: 100 } }, resumes)).toEqual({ kind: 'walk', counting: true })
  })
})

describe('freshFor', () => {
  it('never counts a set short of older pages as fresh; a whole one for the stale time', () => {
    expect(freshFor({ ...whole(), syncing: { received: 1_000 } }, 30_000)).toBe(0)
    expect(freshFor(whole('2026-06-30T08:00:00Z'), 30_000)).toBe(30_000)
    expect(freshFor(undefined, 30_000)).toBe(30_000)
  })
})
