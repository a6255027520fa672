/**
 * Rows claimed for a confirming rule across tabs and devices, through the host's `store`: one short
 * record per company (`ruleConfirmations:<companyId>`) holding the batches on their way, each with
 * its rows, its owner (a tab), when it began and until when it holds. Saving the record at the
 * version read is the claim: a second tab that saved nothing yet loses it, reads the record again
 * and claims only the rows nobody holds. The record is also the batch's intent: a batch whose owner
 * closed lapses, and the next queue to claim drops it, confirming its rows if they are still open
 * and still match. Finished batches leave the record.
 */
import { isStoreConflict, type BookkitStore } from '../../store/store'

/** One tab's batch of rows on their way to being confirmed. */
export interface ClaimBatch {
  id: string
  /** The tab that claimed it. */
  owner: string
  /** ISO date-times: when it was claimed, and until when it holds unless released. */
  at: string
  until: string
  /** The transactions' ids. */
  rows: string[]
}

/** The record as stored. */
interface ClaimRecord {
  format: 'bookkit.ruleConfirmations'
  formatVersion: 1
  batches: ClaimBatch[]
}

/** How long a batch holds its rows: a closed tab's claim lapses after it. */
const CLAIM_MS = 90_000

/** How many times a claim is made again after another tab's came first. */
const ATTEMPTS = 5

/** The store's key of a company's claims. */
export const claimsKey = (companyId: string) => `ruleConfirmations:${companyId}`

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** The batches of a stored record; anything not read as a batch is dropped (a claim that cannot be read claims nothing). */
export function readClaims(value: unknown): ClaimBatch[] {
  const batches = (value as Partial<ClaimRecord> | null)?.batches
  if (!Array.isArray(batches)) return []
  return batches.filter(
    (batch: Partial<ClaimBatch> | null): batch is ClaimBatch =>
      batch !== null &&
      typeof batch === 'object' &&
      isText(batch.id) &&
      isText(batch.owner) &&
      isText(batch.at) &&
      isText(batch.until) &&
      Array.isArray(batch.rows) &&
      batch.rows.every(isText),
  )
}

const recordOf = (batches: ClaimBatch[]): ClaimRecord => ({ format: 'bookkit.ruleConfirmations', formatVersion: 1, batches })
const lapsed = (batch: ClaimBatch, now: number) => Date.parse(batch.until) <= now

/** What a claim got: the rows this tab now holds (in `batch`), and the rows of lapsed batches it dropped. */
export interface Claim {
  batch: ClaimBatch | undefined
  /** Rows whose batch had lapsed (its tab closed mid-way): to finish if they are still open and match, else released. */
  lapsedRows: string[]
}

/**
 * Claims `wanted` for `owner`: each row no live batch holds. Lapsed batches are dropped in the same
 * save. With nothing to claim and nothing lapsed, nothing is saved. Another tab's save first: the
 * record is read again and the claim made again on it.
 */
export async function claimRows(
  store: BookkitStore,
  companyId: string,
  wanted: readonly string[],
  { owner, now, batchId }: { owner: string; now: number; batchId: string },
): Promise<Claim> {
  const key = claimsKey(companyId)
  for (let attempt = 1; ; attempt++) {
    const stored = await store.load(key)
    const batches = readClaims(stored?.value)
    const live = batches.filter((batch) => !lapsed(batch, now))
    const lapsedRows = batches.filter((batch) => lapsed(batch, now)).flatMap((batch) => batch.rows)
    const held = new Set(live.flatMap((batch) => batch.rows))
    const rows = wanted.filter((id) => !held.has(id))
    if (rows.length === 0 && lapsedRows.length === 0) return { batch: undefined, lapsedRows }
    const batch: ClaimBatch | undefined =
      rows.length === 0
        ? undefined
        : { id: batchId, owner, at: new Date(now).toISOString(), until: new Date(now + CLAIM_MS).toISOString(), rows }
    try {
      await store.save(key, recordOf(batch ? [...live, batch] : live), stored?.version ?? null)
      return { batch, lapsedRows }
    } catch (error) {
      if (!isStoreConflict(error) || attempt === ATTEMPTS) throw error
    }
  }
}

/** Drops a finished batch from the record (read again when another tab saved first). */
export async function releaseBatch(store: BookkitStore, companyId: string, batchId: string): Promise<void> {
  const key = claimsKey(companyId)
  for (let attempt = 1; ; attempt++) {
    const stored = await store.load(key)
    const batches = readClaims(stored?.value)
    if (!batches.some((batch) => batch.id === batchId)) return
    try {
      await store.save(key, recordOf(batches.filter((batch) => batch.id !== batchId)), stored?.version ?? null)
      return
    } catch (error) {
      if (!isStoreConflict(error) || attempt === ATTEMPTS) throw error
    }
  }
}
