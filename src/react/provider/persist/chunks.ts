// How `persist` stores a bank-transaction set: in chunks of records in the set's order, each chunk
// one IndexedDB entry holding its values once. Loaded with database.ts.
import type { BankTransaction } from '../../../api/types'
import { byDateDescending, firstIndex } from '../../../core/queue/bankTransactionSet'
import type { TransactionPool } from '../../../core/queue/leanTransactions'

/** Records a chunk holds when a set is written anew; a chunk grown past twice as many has the set written anew. */
export const CHUNK_RECORDS = 2_000

/**
 * One chunk as stored. IndexedDB copies a value by the structured clone, which keeps an object
 * named twice as one but writes a string as often as it is named: the chunk names each value once,
 * and each record is a row of numbers, which the storage copies as one block of bytes.
 */
export interface StoredChunk {
  /** Each distinct value of the chunk's members: strings, numbers, flags, objects (a shared one once). */
  values: unknown[]
  /** Each distinct list of member names a record has. */
  shapes: string[][]
  /** Record after record: the number of its shape, then the number of each member's value. */
  rows: Uint32Array
  /** The values that are shared objects (frozen by the pool), by number: read back, they are the pool's again. */
  pooled: number[]
}

/** Where a record falls in a stored set: the date and id of each chunk's last record, the last chunk's left out (it holds everything after). */
export type ChunkBounds = ReadonlyArray<Pick<BankTransaction, 'date' | 'id'>>

/** `records` as one stored chunk. */
export function encodeChunk(records: readonly BankTransaction[]): StoredChunk {
  const values: unknown[] = []
  const valueNumbers = new Map<unknown, number>()
  const shapes: string[][] = []
  const shapeNumbers = new Map<string, number>()
  const rows: number[] = []
  const pooled: number[] = []
  for (const record of records) {
    const names = Object.keys(record)
    const shape = names.join('\u0000')
    let shapeNumber = shapeNumbers.get(shape)
    if (shapeNumber === undefined) shapeNumbers.set(shape, (shapeNumber = shapes.push(names) - 1))
    rows.push(shapeNumber)
    for (const name of names) {
      const value = (record as unknown as Record<string, unknown>)[name]
      let number = valueNumbers.get(value)
      if (number === undefined) {
        valueNumbers.set(value, (number = values.push(value) - 1))
        if (typeof value === 'object' && value !== null && Object.isFrozen(value)) pooled.push(number)
      }
      rows.push(number)
    }
  }
  return { values, shapes, rows: Uint32Array.from(rows), pooled }
}

/** A stored chunk's records, their shared values taken from `pool`, so they share them with every record of the session (a record's own object, as its `currencyInfo`, is its own). */
export function decodeChunk({ values, shapes, rows, pooled }: StoredChunk, pool: TransactionPool): BankTransaction[] {
  const shared = values.slice()
  for (const number of pooled) shared[number] = pool.value(values[number])
  const records: BankTransaction[] = []
  for (let at = 0; at < rows.length;) {
    const record: Record<string, unknown> = {}
    for (const name of shapes[rows[at++]!]!) record[name] = shared[rows[at++]!]
    records.push(record as unknown as BankTransaction)
  }
  return records
}

/** The bounds that cut `records` (in `byDateDescending` order) into chunks of `CHUNK_RECORDS`. */
export function boundsOf(records: readonly BankTransaction[]): ChunkBounds {
  const bounds = []
  for (let last = CHUNK_RECORDS - 1; last < records.length - 1; last += CHUNK_RECORDS) {
    const { date, id } = records[last]!
    bounds.push({ date, id })
  }
  return bounds
}

/** The chunk `record` falls in. */
export const chunkOf = (bounds: ChunkBounds, record: BankTransaction): number =>
  firstIndex(bounds.length, (chunk) => byDateDescending(record, bounds[chunk] as BankTransaction) <= 0)

/** The records of `records` (in `byDateDescending` order) that chunk `chunk` holds. */
export function chunkRecords(records: readonly BankTransaction[], bounds: ChunkBounds, chunk: number): readonly BankTransaction[] {
  const after = (bound: number) =>
    bound < 0
      ? 0
      : bound >= bounds.length
        ? records.length
        : firstIndex(records.length, (index) => byDateDescending(records[index]!, bounds[bound] as BankTransaction) > 0)
  return records.slice(after(chunk - 1), after(chunk))
}
