// A reconciliation's journal entries (the adjustment, and its reversal when an interrupted finish is
// undone), each booked at most once: its `apiSourceId` decided before the first send and kept in the
// record with when it was sent, and after a send whose answer may be lost the ledger is asked
// whether it landed before it is sent again. Loaded with the finish.
import { pause } from '../../../api/transport/retry'
import type { GlEntry, ManualJournalEntry, ManualJournalEntryInput } from '../../../api/types'
import type { WriteOutcome } from '../../../api/writes/outcome'
import type { ReconciliationAdjustment } from '../types'
import type { ReconcilePort } from './port'

/** The `apiName` of the entries a reconciliation books: with `apiSourceId`, what a repeat is refused by (409 `DUPLICATE`) where the service refuses one. */
const RECONCILIATION_ENTRY = 'BOOKKIT_RECONCILIATION'

/**
 * The journal entry of a reconciliation's adjustment, or of its reversal (`reverse`): the bank's
 * ledger account against the one picked, for the difference, dated the statement's end date, its
 * description carrying `apiSourceId` so the ledger can name it after a lost answer.
 */
export function adjustmentEntry(
  adjustment: ReconciliationAdjustment,
  bankAccountId: string,
  { apiSourceId, reverse, endDate = adjustment.date }: { apiSourceId: string; reverse: boolean; endDate?: string },
): EntryToBook {
  const amount = Math.abs(adjustment.amount)
  // Money the books lacked (positive) debits the bank's account; its reversal credits it.
  const debitsBank = adjustment.amount > 0 !== reverse
  const bankSide = debitsBank ? { drAmount: amount } : { crAmount: amount }
  const otherSide = debitsBank ? { crAmount: amount } : { drAmount: amount }
  const what = reverse ? 'Reversal of the reconciliation adjustment' : 'Reconciliation adjustment'
  return {
    input: {
      date: adjustment.date,
      description: `${what}, statement ending ${endDate} (${apiSourceId})`,
      apiName: RECONCILIATION_ENTRY,
      apiSourceId,
      bankAccountId,
      children: [
        { glAccountId: adjustment.bankGlAccountId, ...bankSide },
        { glAccountId: adjustment.glAccountId, ...otherSide },
      ],
    },
    glAccountId: adjustment.bankGlAccountId,
  }
}

/** The entry to book, its ledger account to look in, and what it carries so it can be found there. */
export interface EntryToBook {
  input: ManualJournalEntryInput & { apiSourceId: string; description: string }
  /** A ledger account one of its lines posts to (the bank's): where a lost answer is looked for. */
  glAccountId: string
  /** ISO instant of an earlier send that may have landed (its answer lost, or another tab's). */
  sentAt?: string
}

/** What became of booking once: booked (found by an earlier send, or saved now), or the save's outcome that stopped it. */
export type BookedEntry =
  | { status: 'booked'; journalEntryId: string | undefined }
  | { status: 'stopped'; outcome: WriteOutcome<ManualJournalEntry> }

/**
 * Finds the entry whose description carries `apiSourceId` among the lines of `glAccountId` (the
 * service lists no entries, but its ledger names each line's source record); `undefined` when none does.
 */
export async function findBookedEntry(
  { client }: Pick<ReconcilePort, 'client'>,
  glAccountId: string,
  apiSourceId: string,
  signal?: AbortSignal,
): Promise<string | undefined> {
  let cursor: string | undefined
  do {
    const page = await client.queryGeneralLedger(
      glAccountId,
      { limit: 250, filter: { search: apiSourceId }, ...(cursor ? { cursor } : {}) },
      { signal },
    )
    const found = page.data.find((line: GlEntry) => line.description?.includes(apiSourceId) && line.entity?.id)
    if (found?.entity?.id) return found.entity.id
    cursor = page.cursor?.after ?? undefined
  } while (cursor)
  return undefined
}

/**
 * Books `entry` once. An earlier send (`sentAt`) may have landed: the settle window from it is
 * waited out, then the ledger asked; only when it finds nothing is the entry sent. `markSent` keeps
 * the instant of this send in the record before it goes (the record's version is the claim: two tabs
 * cannot both mark it). A send refused as a duplicate landed earlier: the ledger names it; one
 * refused otherwise did not land, and its mark is taken back.
 */
export async function bookOnce(
  port: Pick<ReconcilePort, 'client' | 'saveEntries'>,
  entry: EntryToBook,
  markSent: (sentAt: string | undefined) => Promise<void>,
  signal?: AbortSignal,
): Promise<BookedEntry> {
  const { apiSourceId } = entry.input
  if (entry.sentAt !== undefined) {
    const settles = Date.parse(entry.sentAt) + port.client.service.settleWindowMs
    if (settles > Date.now()) await pause(settles - Date.now(), signal)
    const found = await findBookedEntry(port, entry.glAccountId, apiSourceId, signal)
    if (found) return { status: 'booked', journalEntryId: found }
  }
  await markSent(new Date().toISOString())
  const [outcome] = await port.saveEntries([entry.input], { signal })
  if (outcome?.status === 'saved') return { status: 'booked', journalEntryId: outcome.record?.id }
  if (outcome?.status === 'refused' && outcome.errors.some((error) => error.type === 'DUPLICATE')) {
    const found = await findBookedEntry(port, entry.glAccountId, apiSourceId, signal)
    if (found) return { status: 'booked', journalEntryId: found }
  } else if (outcome?.status === 'refused') await markSent(undefined)
  return { status: 'stopped', outcome: outcome ?? { status: 'notSent' } }
}
