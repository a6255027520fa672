/**
 * The `apiSourceId` of each imported row (DESIGN decisions 18 and 21): the bank's own id, scoped
 * to the account, when it really identifies the transaction (no placeholder such as `NONREF` or
 * `0`, and not given to two different transactions of one statement); else a digest of the
 * account, date, amount and normalized description with the occurrence number of that same row in
 * the file. The same row of the same account has the same id in every file that holds it, so a
 * repeat or an overlapping file is found by id, and two equal payments on one day (two coffees)
 * stay two rows. A batch (CAMT) has one identity whether the bank itemises it or not.
 */
import type { BankTransaction } from '../../api/types'
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

/** The prefix of an id made of the account and the bank's own id. */
const BANK_PREFIX = 'bank1-'

/**
 * What banks write where they have no id: ISO's `NONREF` and `NOTPROVIDED`, `N/A`, `NONE`, and
 * the like, compared without case, spaces or punctuation. Zeros and punctuation alone are matched apart.
 */
const PLACEHOLDERS = new Set([
  'NONREF',
  'NOREF',
  'NOREFERENCE',
  'NOTPROVIDED',
  'NOTAVAILABLE',
  'NOTAPPLICABLE',
  'NA',
  'NONE',
  'NULL',
  'NIL',
  'UNDEFINED',
  'UNKNOWN',
])

/**
 * Whether a bank id can name a transaction at all: not empty, not zeros, not a placeholder. A CAMT
 * entry numbered within its statement (`2026-06-03/NONREF`) is judged by its reference.
 */
function isRealBankId(bankId: string | undefined): bankId is string {
  if (bankId === undefined) return false
  const reference = bankId.replace(/^\d{4}-\d{2}-\d{2}\//, '')
  const letters = reference.toUpperCase().replace(/[^\p{L}\p{N}]+/gu, '')
  return letters !== '' && !/^0+$/.test(letters) && !PLACEHOLDERS.has(letters)
}

/** How the account may already hold a row: under one of `ids`, or (a whole batch) under any part of one of `partsOf`. */
export interface HeldAs {
  ids: string[]
  partsOf?: string[]
}

/** A row's identity: its `apiSourceId`, and the earlier row of the file it repeats. */
export interface RowIdentity {
  sourceId: string
  /** Set when the row repeats an earlier one (the same real bank id, the same transaction): it is not imported again. */
  repeats?: StatementRow
}

/** A row's transaction as a key: date, amount and normalized description. */
const transactionKey = (row: StatementRow) => `${row.date}\u0000${row.amount}\u0000${normalizeDescription(row.description)}`

/** Whether a row can have an id: readable, and settled (a pending row may change before it is booked). */
const identifiable = (row: StatementRow): row is StatementRow & { date: string; amount: number } =>
  !row.problem && !row.unsettled && row.date !== undefined && row.amount !== undefined

/** What a bank id is given to within one statement: the transactions (as keys) it names, and the first row. */
interface BankIdUse {
  keys: Set<string>
  first: StatementRow
}

/**
 * Makes the rows' ids in two passes over the same rows in file order: `note` each row, then
 * `next` each row. The first pass finds which bank ids name one transaction only; the second
 * numbers the occurrences of equal rows. Statements of one file are counted apart.
 */
export class SourceIdMaker {
  readonly #bankAccountId: string
  /** `statement\0bankId` → its use. */
  readonly #uses = new Map<string, BankIdUse>()
  readonly #seen = new Map<string, number>()
  /** The id of the batch whose parts are being read, per statement. */
  readonly #batchIds = new Map<number, string>()

  constructor(bankAccountId: string) {
    this.#bankAccountId = bankAccountId
  }

  /** First pass: notes what the row's bank id (a batch's: its reference, once per batch) is given to. */
  note(row: StatementRow): void {
    if (!identifiable(row)) return
    const entry = entryIdOf(row)
    if (entry === undefined || (row.batch?.part ?? 1) !== 1) return
    const key = `${row.statement ?? ''}\u0000${entry.id}`
    const use = this.#uses.get(key)
    if (use) use.keys.add(entry.key)
    else this.#uses.set(key, { keys: new Set([entry.key]), first: row })
  }

  /** Second pass: the row's identity, or `undefined` for a row that cannot be imported. Call once per row, in file order, after every `note`. */
  next(row: StatementRow): RowIdentity | undefined {
    if (!identifiable(row)) return undefined
    if (row.batch) return this.#batchIdentity(row, row.batch)
    const use = row.bankId === undefined ? undefined : this.#realUse(row.statement, row.bankId)
    if (use && row.bankId !== undefined) {
      const identity: RowIdentity = { sourceId: this.#bankSourceId(row.bankId) }
      if (use.first !== row) identity.repeats = use.first
      return identity
    }
    return { sourceId: this.#digest(`${row.statement ?? ''}\u0000${transactionKey(row)}`, transactionKey(row)) }
  }

  /** A batch row's identity, the same in both forms of the batch: the whole batch is `<batch id>`, a part `<batch id>/<part>`. */
  #batchIdentity(row: StatementRow, batch: NonNullable<StatementRow['batch']>): RowIdentity {
    const statement = row.statement ?? -1
    let batchId = this.#batchIds.get(statement)
    if (batch.part === undefined || batch.part === 1 || batchId === undefined) {
      const key = `batch\u0000${row.date}\u0000${batch.amount}`
      batchId =
        batch.ref !== undefined && this.#realUse(row.statement, batch.ref)
          ? this.#bankSourceId(batch.ref)
          : this.#digest(`${row.statement ?? ''}\u0000${key}`, key)
      this.#batchIds.set(statement, batchId)
    }
    return { sourceId: batch.part === undefined ? batchId : `${batchId}/${batch.part}` }
  }

  /** The use of a bank id when it is a real id and names one transaction of its statement. */
  #realUse(statement: number | undefined, bankId: string): BankIdUse | undefined {
    if (!isRealBankId(bankId)) return undefined
    const use = this.#uses.get(`${statement ?? ''}\u0000${bankId}`)
    return use && use.keys.size === 1 ? use : undefined
  }

  #bankSourceId(bankId: string): string {
    return BANK_PREFIX + digest64(`${this.#bankAccountId}\u0000${bankId}`)
  }

  /** The digest of `key` with its occurrence number among the rows counted under `counter`. */
  #digest(counter: string, key: string): string {
    const occurrence = (this.#seen.get(counter) ?? 0) + 1
    this.#seen.set(counter, occurrence)
    return DIGEST_PREFIX + digest64(`${this.#bankAccountId}\u0000${key}\u0000${occurrence}`)
  }
}

/** The id an entry of the file carries and the transaction it names: a batch's reference names the batch (its date and total). */
function entryIdOf(row: StatementRow & { date: string; amount: number }): { id: string; key: string } | undefined {
  if (row.batch)
    return row.batch.ref === undefined ? undefined : { id: row.batch.ref, key: `batch\u0000${row.date}\u0000${row.batch.amount}` }
  return row.bankId === undefined ? undefined : { id: row.bankId, key: transactionKey(row) }
}

/**
 * How the account may already hold a row imported as `sourceId`: under that id; under the bank's
 * id as written, as bookkit imported it before ids were per account (when it is a real id); and,
 * for a batch, as its other form. A whole batch is held when the batch or any of its parts is; a
 * part when it or the whole batch is. Made of the row and its id alone, so the import's last check
 * knows a row as the preview did.
 */
export function heldAsOf(row: StatementRow, sourceId: string): HeldAs {
  const byBank = sourceId.startsWith(BANK_PREFIX)
  const { batch } = row
  if (!batch) return { ids: byBank && row.bankId !== undefined ? [sourceId, row.bankId] : [sourceId] }
  const batchId = batch.part === undefined ? sourceId : sourceId.slice(0, sourceId.lastIndexOf('/'))
  const legacy = byBank ? batch.ref : undefined
  const wholes = legacy === undefined ? [batchId] : [batchId, legacy]
  if (batch.part === undefined) return { ids: wholes, partsOf: wholes }
  // A part's id as written, from before: only beside a real batch reference (`NONREF/1` names many parts).
  return { ids: [sourceId, ...wholes, ...(legacy !== undefined && isRealBankId(row.bankId) ? [row.bankId] : [])] }
}

/** Each row's identity (see `SourceIdMaker`), for the rows of one file. */
function identitiesOf(rows: readonly StatementRow[], bankAccountId: string): Array<RowIdentity | undefined> {
  const maker = new SourceIdMaker(bankAccountId)
  for (const row of rows) maker.note(row)
  return rows.map((row) => maker.next(row))
}

/** Each row's `apiSourceId` (see `SourceIdMaker`), for the rows of one file. */
export function sourceIdsOf(rows: readonly StatementRow[], bankAccountId: string): Array<string | undefined> {
  return identitiesOf(rows, bankAccountId).map((identity) => identity?.sourceId)
}

/**
 * An account's transactions by their `apiSourceId`, to tell what is there already: under one of a
 * row's ids, or, for a whole batch, under an id of one of its parts (`<batch id>/<part>`).
 */
export class HeldIds {
  /** The account's transactions, deleted ones left out. */
  readonly transactions: BankTransaction[]
  readonly #byId = new Map<string, BankTransaction>()
  /** `<batch id>` → a transaction held under `<batch id>/<part>`. */
  readonly #byBatch = new Map<string, BankTransaction>()

  constructor(transactions: readonly BankTransaction[], bankAccountId: string) {
    this.transactions = transactions.filter(
      (transaction) => transaction.bankAccount?.id === bankAccountId && transaction.status !== 'DELETED',
    )
    for (const transaction of this.transactions) {
      const id = transaction.apiSourceId
      if (!id) continue
      this.#byId.set(id, transaction)
      const part = /^(.+)\/\d+$/.exec(id)
      if (part?.[1] !== undefined && !this.#byBatch.has(part[1])) this.#byBatch.set(part[1], transaction)
    }
  }

  /** The account's transaction that is this row, if it holds one. */
  find(heldAs: HeldAs): BankTransaction | undefined {
    for (const id of heldAs.ids) {
      const found = this.#byId.get(id)
      if (found) return found
    }
    for (const id of heldAs.partsOf ?? []) {
      const found = this.#byBatch.get(id)
      if (found) return found
    }
    return undefined
  }
}
