// Reading an account's stored reconciliations back, checked field by field, and storing them at the
// version read: loaded with the first read.
import { EMPTY_RECONCILIATION_BOOK, readReconciliationBook, reconciliationsKey } from '../book'
import { ReconciliationsUnreadableError, type StoredReconciliations } from '../reconciliationParts'
import type { ReconciliationBook } from '../types'
import { recordStore } from '../../store/recordStore'
import type { RecordsPort } from './port'

/** The account's reconciliations under `key`, read back; none stored is an empty book at no version. */
export async function loadReconciliations(port: Pick<RecordsPort, 'store' | 'owner'>, key: string): Promise<StoredReconciliations> {
  const stored = await recordStore(port).load(key)
  if (!stored) return { book: EMPTY_RECONCILIATION_BOOK, version: null }
  const reading = readReconciliationBook(stored.value)
  if (!reading.ok) throw new ReconciliationsUnreadableError(key, reading.field)
  return { book: reading.book, version: stored.version }
}

/** Stores `book` as the account's reconciliations if they are still at `baseVersion`, and the query then holds it. */
export async function storeBook(
  port: RecordsPort,
  companyId: string,
  bankAccountId: string,
  book: ReconciliationBook,
  baseVersion: string | null,
): Promise<StoredReconciliations> {
  const key = reconciliationsKey(companyId, bankAccountId)
  const version = await recordStore(port).save(key, book, baseVersion)
  const stored = { book, version }
  port.queryClient.setQueryData(port.keys.stored(key), stored)
  return stored
}
