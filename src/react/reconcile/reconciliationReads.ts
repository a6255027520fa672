// Reading an account's stored reconciliations back, checked field by field: loaded with the first read.
import { EMPTY_RECONCILIATION_BOOK, readReconciliationBook } from '../../core/reconcile/book'
import type { BookkeepingContextValue } from '../provider/context'
import { ReconciliationsUnreadableError, type StoredReconciliations } from '../../core/reconcile/reconciliationParts'
import { recordStore } from '../../core/store/recordStore'

/** The account's reconciliations under `key`, read back; none stored is an empty book at no version. */
export async function loadReconciliations(context: BookkeepingContextValue, key: string): Promise<StoredReconciliations> {
  const stored = await recordStore(context).load(key)
  if (!stored) return { book: EMPTY_RECONCILIATION_BOOK, version: null }
  const reading = readReconciliationBook(stored.value)
  if (!reading.ok) throw new ReconciliationsUnreadableError(key, reading.field)
  return { book: reading.book, version: stored.version }
}
