// A saved worksheet's reading and writing, loaded with the first read of one: the worksheet paints without them.
import { draftOf, readReconciliationDraft, type DraftInput } from '../../core/reconcile/draft'
import type { BookkeepingContextValue } from '../provider/context'
import { ReconciliationDraftUnreadableError, type StoredDraft } from '../../core/reconcile/reconciliationDraftParts'
import { recordStore } from '../../core/store/recordStore'

/** The draft under `key`, read back strictly; none stored is no draft at no version. */
export async function loadDraft(context: BookkeepingContextValue, key: string): Promise<StoredDraft> {
  const stored = await recordStore(context).load(key)
  if (!stored) return { draft: null, version: null }
  const reading = readReconciliationDraft(stored.value)
  if (!reading.ok) throw new ReconciliationDraftUnreadableError(key, reading.field, stored.version)
  return { draft: reading.draft, version: stored.version }
}

/** Stores `input` as the draft (or `null`: removes it) if the store is still at `baseVersion`; a conflict rejects. */
export async function storeDraft(
  context: BookkeepingContextValue,
  key: string,
  input: DraftInput | null,
  baseVersion: string | null,
): Promise<StoredDraft> {
  const draft = input ? draftOf(input, new Date()) : null
  const version = await recordStore(context).save(key, draft, baseVersion)
  return { draft, version }
}
