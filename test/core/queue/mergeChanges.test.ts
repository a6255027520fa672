// mergeChanges: the set after a save or a synced page, and the records that changed. The queue's
// index, counts and stored copy update from `change.records` alone, so replaying them onto the
// earlier set must give exactly the new set; a save that keeps each record's date (a review, a
// category) must leave every other row the same object, so nothing downstream works on it again.
import type { BankTransaction } from '../../../src/api/types'
import { byDateDescending, mergeChanges, placeOf, type BankTransactionSetChange } from '../../../src/core/queue/bankTransactionSet'
import { changesBetween, changesSince, noteChange, recordsHeld, type FollowedSet } from '../../../src/core/queue/setChanges'

const record = (id: string, date: string, extra: Partial<BankTransaction> = {}): BankTransaction =>
  ({ id, date, amount: -100, status: 'ACTIVE', reviewStatus: 'UNREVIEWED', ...extra }) as BankTransaction

/**
 * `from` with `change.records` applied in order, as the index applies them. Each `before` must be
 * the record that id holds at that point (none for one added): the records chain, so applying them
 * in order is right whatever the path that made them.
 */
function replay(from: readonly BankTransaction[], change: BankTransactionSetChange): Map<string, BankTransaction> {
  const byId = new Map(from.map((transaction) => [transaction.id, transaction]))
  for (const { before, after } of change.records) {
    expect(before ?? after).toBeDefined()
    if (before && after) expect(after.id).toBe(before.id)
    const id = (after ?? before)!.id
    expect(byId.get(id)).toBe(before)
    if (after) byId.set(id, after)
    else byId.delete(id)
  }
  return byId
}

/** Checks `merged` against the set it came from: its change replays onto it, and it is in order. */
function expectReplays(from: readonly BankTransaction[], merged: { transactions: BankTransaction[]; change?: BankTransactionSetChange }) {
  expect(merged.change?.from).toBe(from)
  const replayed = replay(from, merged.change!)
  // The same records, the same objects, in the order a full sort gives.
  expect(merged.transactions).toHaveLength(replayed.size)
  merged.transactions.forEach((transaction) => expect(replayed.get(transaction.id)).toBe(transaction))
  expect(merged.transactions).toEqual([...replayed.values()].sort(byDateDescending))
}

describe('mergeChanges', () => {
  it('answers a change that replays onto the earlier set exactly, in the order a full sort gives, over random rounds', () => {
    // Deterministic: saves that keep the date (the fast path), syncs that move, add, delete and
    // remove, the same id twice in one call, and ids removed that the set never had.
    let state = 11
    // The high bits of the generator: its low bits repeat with a short period.
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) >>> 8
    const statuses = ['UNREVIEWED', 'REVIEWED', 'RECONCILED'] as const
    let set: BankTransaction[] = []
    const truth = new Map<string, BankTransaction>()
    let fastRounds = 0
    for (let round = 0; round < 60; round++) {
      let changed: BankTransaction[]
      let removed: string[] = []
      if (set.length > 0 && next() % 2 === 0) {
        // A save: existing records with a new review status or category, dates untouched.
        changed = Array.from({ length: 1 + (next() % 4) }, () => {
          const before = truth.get(set[next() % set.length]!.id)!
          return { ...before, reviewStatus: statuses[next() % 3], category: { id: `ctg_${next() % 5}`, name: `Category ${round}` } }
        })
        fastRounds++
      } else {
        changed = Array.from({ length: 1 + (next() % 25) }, () =>
          record(`btxn_${next() % 150}`, `2026-0${1 + (next() % 6)}-1${next() % 10}`, { status: next() % 13 === 0 ? 'DELETED' : 'ACTIVE' }),
        )
        removed = Array.from({ length: next() % 3 }, () => `btxn_${next() % 150}`)
      }
      const merged = mergeChanges(set, changed, removed)
      expectReplays(set, merged)
      for (const transaction of changed) truth.set(transaction.id, transaction)
      for (const id of removed) truth.delete(id)
      for (const [id, transaction] of truth) if (transaction.status === 'DELETED') truth.delete(id)
      expect(merged.transactions).toEqual([...truth.values()].sort(byDateDescending))
      set = merged.transactions
    }
    // Both paths were walked, over a set of some size.
    expect(fastRounds).toBeGreaterThan(10)
    expect(set.length).toBeGreaterThan(50)
  })

  describe('a save that keeps each record’s date and id', () => {
    const set = [
      record('a', '2026-06-03'),
      record('b', '2026-06-02'),
      record('c', '2026-06-02'),
      record('d', '2026-05-30', { reviewStatus: 'REVIEWED' }),
      record('e', '2026-05-01'),
    ]

    it('replaces those records in place in a new array: every other row is the very same object', () => {
      const categorized = { ...set[1]!, category: { id: 'ctg_1', name: 'Rent' } }
      const reviewed = { ...set[4]!, reviewStatus: 'REVIEWED' }
      const { transactions, change } = mergeChanges(set, [categorized, reviewed])

      expect(transactions).not.toBe(set)
      expect(transactions).toHaveLength(set.length)
      expect(transactions[1]).toBe(categorized)
      expect(transactions[4]).toBe(reviewed)
      for (const at of [0, 2, 3]) expect(transactions[at]).toBe(set[at])
      expect(change?.from).toBe(set)
      expect(change?.records).toHaveLength(2)
      expect(change?.records[0]?.before).toBe(set[1])
      expect(change?.records[0]?.after).toBe(categorized)
      expect(change?.records[1]?.before).toBe(set[4])
      expect(change?.records[1]?.after).toBe(reviewed)
      // The earlier array, which the change names, is left as it was.
      expect(set.map((transaction) => transaction.reviewStatus)).toEqual([
        'UNREVIEWED',
        'UNREVIEWED',
        'UNREVIEWED',
        'REVIEWED',
        'UNREVIEWED',
      ])
      expect(set[1]!.category).toBeUndefined()
    })

    it('saving the same id twice in one call leaves one record, the last, and records that chain', () => {
      const first = { ...set[2]!, reviewStatus: 'REVIEWED' }
      const second = { ...set[2]!, reviewStatus: 'REVIEWED', notes: 'Checked' }
      const merged = mergeChanges(set, [first, second])

      expect(merged.transactions.filter((transaction) => transaction.id === 'c')).toEqual([second])
      expect(merged.transactions[2]).toBe(second)
      expect(merged.change?.records.map(({ before, after }) => [before, after])).toEqual([
        [set[2], first],
        [first, second],
      ])
      expect(merged.change?.records[1]?.before).toBe(merged.change?.records[0]?.after)
      expectReplays(set, merged)
    })

    it('the same id twice where the merge cannot stay in place still leaves one record, and a change that replays', () => {
      const first = { ...set[2]!, reviewStatus: 'REVIEWED' }
      const moved = { ...set[2]!, date: '2026-06-10' }
      const merged = mergeChanges(set, [first, moved, record('f', '2026-05-15')])

      expect(merged.transactions.map((transaction) => transaction.id)).toEqual(['c', 'a', 'b', 'd', 'f', 'e'])
      expect(merged.transactions[0]).toBe(moved)
      expectReplays(set, merged)
    })

    it('falls back to the full merge, still right, for a changed date, a new record or a DELETED status', () => {
      const cases: { name: string; changed: BankTransaction[]; ids: string[] }[] = [
        // Moved later than every other: from fourth to first.
        { name: 'a changed date', changed: [{ ...set[3]!, date: '2026-07-01' }], ids: ['d', 'a', 'b', 'c', 'e'] },
        // Same date as b and c: placed by id among them.
        { name: 'a new record', changed: [record('bb', '2026-06-02')], ids: ['a', 'b', 'bb', 'c', 'd', 'e'] },
        { name: 'a DELETED status', changed: [{ ...set[1]!, status: 'DELETED' }], ids: ['a', 'c', 'd', 'e'] },
        // A save in place alongside one that is not: the whole call takes the full merge.
        {
          name: 'a review with a move',
          changed: [
            { ...set[0]!, reviewStatus: 'REVIEWED' },
            { ...set[4]!, date: '2026-06-02' },
          ],
          ids: ['a', 'b', 'c', 'e', 'd'],
        },
      ]
      for (const { name, changed, ids } of cases) {
        const merged = mergeChanges(set, changed)
        expect(
          merged.transactions.map((transaction) => transaction.id),
          name,
        ).toEqual(ids)
        expectReplays(set, merged)
        // Records no change touched are still the same objects.
        for (const transaction of merged.transactions) {
          const touched = changed.find((saved) => saved.id === transaction.id)
          expect(transaction, name).toBe(touched ?? set.find((before) => before.id === transaction.id))
        }
      }
      // The DELETED one is answered as removed: a before and no after.
      const deleted = mergeChanges(set, [{ ...set[1]!, status: 'DELETED' }])
      expect(deleted.change?.records).toEqual([{ before: set[1], after: undefined }])
    })

    it('takes out removed ids, and answers each as a record with no after; an id the set never had is no record', () => {
      const merged = mergeChanges(set, [], ['c', 'zzz'])
      expect(merged.transactions.map((transaction) => transaction.id)).toEqual(['a', 'b', 'd', 'e'])
      expect(merged.change?.records).toHaveLength(1)
      expect(merged.change?.records[0]?.before).toBe(set[2])
      expect(merged.change?.records[0]?.after).toBeUndefined()
      expectReplays(set, merged)
      // A record both saved and removed in one call is removed.
      expect(
        mergeChanges(set, [{ ...set[0]!, reviewStatus: 'REVIEWED' }], ['a']).transactions.map((transaction) => transaction.id),
      ).toEqual(['b', 'c', 'd', 'e'])
    })

    it('answers the same array and no change when nothing changed', () => {
      for (const removed of [undefined, [], new Set<string>()]) {
        const merged = mergeChanges(set, [], removed)
        expect(merged.transactions).toBe(set)
        expect(merged.change).toBeUndefined()
      }
    })
  })
})

describe('changesSince and changesBetween: a reader behind, or ahead, follows by records', () => {
  /** Twenty saves, each of one record, one after another: the sets they made, the first included. */
  function history(): FollowedSet[] {
    const sets: FollowedSet[] = [
      {
        transactions: Array.from({ length: 30 }, (_, at) => record(`r${at}`, `2026-06-${String((at % 28) + 1).padStart(2, '0')}`)).sort(
          byDateDescending,
        ),
      },
    ]
    for (let save = 0; save < 20; save++) {
      const last = sets.at(-1)!
      const saved = { ...last.transactions[save]!, reviewStatus: 'REVIEWED' as const }
      sets.push(mergeChanges(last.transactions, [saved]))
      // As the query cache's listener notes each write (react/queue/setChangeLog.ts).
      noteChange(sets.at(-1)!)
    }
    return sets
  }

  it('replays the changes a reader missed, oldest first, onto the set it holds, to the set now', () => {
    const sets = history()
    const now = sets.at(-1)!
    const held = sets.at(-6)!
    const replayed = replay(held.transactions, { from: held.transactions, records: changesSince(now, held.transactions)! })
    expect([...replayed.values()].sort(byDateDescending)).toEqual(now.transactions)
    expect(changesSince(now, now.transactions)).toEqual([])
  })

  it('says it cannot tell for a set older than the changes remembered, or none held', () => {
    const sets = history()
    expect(changesSince(sets.at(-1)!, sets[0]!.transactions)).toBeUndefined()
    expect(changesSince(sets.at(-1)!, undefined)).toBeUndefined()
  })

  it('follows back to an older set, each change undone newest first (a render of a deferred set after a newer one)', () => {
    const sets = history()
    const newer = sets.at(-1)!
    const older = sets.at(-4)!
    const records = changesBetween(newer, older)!
    const replayed = replay(newer.transactions, { from: newer.transactions, records })
    expect([...replayed.values()].sort(byDateDescending)).toEqual(older.transactions)
    expect(changesBetween(older, newer)).toEqual(changesSince(newer, older.transactions))
  })
})

describe('recordsHeld', () => {
  it('finds saved records by their place, and one whose date changed or that is deleted by a pass', () => {
    const set = [record('a', '2026-06-03'), record('b', '2026-06-02'), record('c', '2026-06-01')]
    const moved = { ...set[0]!, date: '2026-05-01' }
    expect(recordsHeld(set, [{ ...set[1]!, reviewStatus: 'REVIEWED' }, moved], new Set(['b', 'a', 'c']))).toEqual([set[1], set[0], set[2]])
  })
})

describe('byDateDescending', () => {
  it('orders newest first, then by id ascending by code unit, not by locale', () => {
    const sorted = [
      record('a', '2026-06-01'),
      record('B', '2026-06-01'),
      record('c', '2026-07-01'),
      record('_', '2026-06-01'),
      record('A', '2025-12-31'),
    ].sort(byDateDescending)
    // 'B' (66) < '_' (95) < 'a' (97): a locale compare would put 'a' before 'B'.
    expect(sorted.map((transaction) => transaction.id)).toEqual(['c', 'B', '_', 'a', 'A'])
    expect(byDateDescending(record('x', '2026-06-01'), record('x', '2026-06-01'))).toBe(0)
  })
})

describe('placeOf', () => {
  const rows = [record('a', '2026-06-03'), record('b', '2026-06-02'), record('d', '2026-06-02'), record('e', '2026-05-01')]

  it('finds an existing record’s index', () => {
    rows.forEach((transaction, at) => expect(placeOf(rows, transaction)).toBe(at))
    // By date and id, not by identity: an updated copy of a record is found at its place.
    expect(placeOf(rows, { ...rows[2]!, reviewStatus: 'REVIEWED' })).toBe(2)
  })

  it('finds where a new record goes, so inserting it there keeps the order', () => {
    const cases: [BankTransaction, number][] = [
      [record('z', '2026-07-01'), 0],
      [record('c', '2026-06-02'), 2],
      [record('0', '2026-06-02'), 1],
      [record('f', '2026-05-20'), 3],
      [record('f', '2026-01-01'), 4],
    ]
    for (const [transaction, at] of cases) {
      expect(placeOf(rows, transaction)).toBe(at)
      const inserted = rows.toSpliced(at, 0, transaction)
      expect(inserted).toEqual([...inserted].sort(byDateDescending))
    }
    expect(placeOf([], record('a', '2026-06-01'))).toBe(0)
  })
})
