/**
 * The `apiSourceId` of each imported row (README decision 18): the bank's own id when the file
 * gives one, else a digest of the account, date, amount and normalized description with the
 * occurrence number of that same row in the file. The same row of the same account has the same
 * id in every file that holds it, so a repeat or an overlapping file is found by id, and two
 * equal payments on one day (two coffees) stay two rows.
 */
import type { StatementRow } from './types'

/** The `apiName` every imported bank transaction carries. */
export const STATEMENT_IMPORT = 'STATEMENT_IMPORT'

/**
 * A description as banks vary it between exports of the same row: accents, case, punctuation and
 * spacing do not count; letters and digits do.
 */
export function normalizeDescription(description: string): string {
  return description
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/**
 * 64 bits of a string, as 16 hex digits: two 32-bit FNV-1a passes with different offsets. Not
 * cryptographic (nothing secret is hidden); synchronous, so 100,000 rows are digested in slices
 * without a round trip through `crypto.subtle`, which an insecure page lacks. Collisions among a
 * million ids of one account: about one chance in 36 million.
 */
function digest64(text: string): string {
  let high = 0x811c9dc5
  let low = 0x01000193 ^ 0x5bd1e995
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    high = Math.imul(high ^ code, 0x01000193)
    low = Math.imul(low ^ code, 0x5bd1e995) ^ (low >>> 15)
  }
  return (high >>> 0).toString(16).padStart(8, '0') + (low >>> 0).toString(16).padStart(8, '0')
}

/** The digest's prefix names its version: a later change of what is digested must never meet ids of this one. */
const DIGEST_PREFIX = 'stmt1-'

/** Counts the rows seen so far of each (date, amount, normalized description), for the occurrence numbers. */
export class SourceIdMaker {
  readonly #bankAccountId: string
  readonly #seen = new Map<string, number>()

  constructor(bankAccountId: string) {
    this.#bankAccountId = bankAccountId
  }

  /** The row's `apiSourceId`, or `undefined` for a row that cannot be imported (no date or amount). Call once per row, in file order. */
  next(row: StatementRow): string | undefined {
    if (row.bankId) return row.bankId
    if (row.problem || row.date === undefined || row.amount === undefined) return undefined
    const key = `${row.date}\u0000${row.amount}\u0000${normalizeDescription(row.description)}`
    const occurrence = (this.#seen.get(key) ?? 0) + 1
    this.#seen.set(key, occurrence)
    return DIGEST_PREFIX + digest64(`${this.#bankAccountId}\u0000${key}\u0000${occurrence}`)
  }
}

/** Each row's `apiSourceId` (see `SourceIdMaker`), for the rows of one file. */
export function sourceIdsOf(rows: readonly StatementRow[], bankAccountId: string): Array<string | undefined> {
  const maker = new SourceIdMaker(bankAccountId)
  return rows.map((row) => maker.next(row))
}
