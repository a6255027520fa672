// How `persist` stores a bank-transaction set: chunks of records in the set's order, each value once
// a chunk, read back as the records they were, and cut so that a change finds the chunk it rewrites.
import type { BankTransaction } from '../../../src/api/types'
import { byDateDescending, mergeChanges } from '../../../src/core/queue/bankTransactionSet'
import { TransactionPool } from '../../../src/core/queue/leanTransactions'
import { boundsOf, CHUNK_RECORDS, chunkOf, chunkRecords, decodeChunk, encodeChunk } from '../../../src/react/provider/persist/chunks'

const CHECKING = { id: 'bka_checking', name: 'Business Checking' }
const CATEGORIES = [
  { id: 'ctg_flour', name: 'Flour', iconUrl: 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E' },
  { id: 'ctg_rent', name: 'Rent' },
]

/** `count` records, newest first, two a day, as a page of the service sends them (each its own objects). */
function history(count: number): BankTransaction[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2026, 5, 30) - Math.floor(index / 2) * 86_400_000).toISOString().slice(0, 10)
    return {
      id: `btxn_${String(count - index).padStart(6, '0')}`,
      date: day,
      amount: -(index * 37 + 1),
      status: 'ACTIVE',
      description: index % 3 === 0 ? 'Flour delivery' : 'Monthly rent',
      currencyInfo: { originalCurrency: 'USD', originalAmount: -(index * 37 + 1) },
      bankAccount: { ...CHECKING },
      category: { ...CATEGORIES[index % 2]! },
      attachments: [],
      tax: {},
      ...(index % 5 === 0 ? { notes: 'Checked with the bakery' } : {}),
    } as BankTransaction
  }).sort(byDateDescending)
}

/** A chunk as IndexedDB hands it back: a structured clone. */
const throughStorage = <T>(value: T): T => structuredClone(value)

describe('stored chunks', () => {
  it('reads back each record as it was, in order, its shared objects shared with the session’s records', () => {
    const pool = new TransactionPool()
    const records = history(300).map((record) => pool.lean(record))
    const chunk = throughStorage(encodeChunk(records))
    // Each shared value stored once: two categories, one bank account, one empty list, one empty object.
    expect(chunk.values.filter((value) => typeof value === 'object' && value !== null && !('originalAmount' in value))).toHaveLength(5)

    const read = decodeChunk(chunk, pool)
    expect(read).toEqual(records)
    expect(read[0]!.bankAccount).toBe(records[0]!.bankAccount)
    expect(read[1]!.category).toBe(records[1]!.category)
  })

  it('cuts a set into chunks that hold it whole, and finds the chunk a changed record is in, before and after', () => {
    const set = history(2 * CHUNK_RECORDS + 10)
    const bounds = boundsOf(set)
    expect(bounds).toHaveLength(2)
    const chunks = [0, 1, 2].map((chunk) => chunkRecords(set, bounds, chunk))
    expect(chunks.map((chunk) => chunk.length)).toEqual([CHUNK_RECORDS, CHUNK_RECORDS, 10])
    expect(chunks.flat()).toEqual(set)
    for (const [number, chunk] of chunks.entries()) for (const record of chunk) expect(chunkOf(bounds, record)).toBe(number)

    // A record added between two dates of the second chunk goes in it; the others stay as they were.
    const middle = set[CHUNK_RECORDS + 500]!
    const added = { ...middle, id: 'btxn_added', amount: -5 } as BankTransaction
    const after = mergeChanges(set, [added]).transactions
    expect(chunkOf(bounds, added)).toBe(1)
    expect(chunkRecords(after, bounds, 1)).toContain(added)
    expect(chunkRecords(after, bounds, 0)).toEqual(chunks[0])
    expect(chunkRecords(after, bounds, 2)).toEqual(chunks[2])
  })
})
