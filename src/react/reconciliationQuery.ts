// The query of one account's stored reconciliations, on its own: the worksheet, the history, the
// queue's flag and the editor's notice read the record; its reader loads with the first read, and
// none of them carries the finish's or the undo's code for it.
import type { ReconciliationBook } from '../reconcile/types'
import { reconciliationsKey } from '../reconcile/key'
import type { BookkeepingContextValue } from './context'

/** An account's reconciliations and the version they were read at (`null`: none stored yet). */
export interface StoredReconciliations {
  book: ReconciliationBook
  version: string | null
}

/** The stored reconciliations cannot be read (written by a newer version, or edited by hand): shown, never overwritten. */
export class ReconciliationsUnreadableError extends Error {
  constructor(
    readonly key: string,
    readonly field: string,
  ) {
    super(`bookkit: the reconciliations stored under "${key}" cannot be read (${field}); nothing was changed.`)
    this.name = 'ReconciliationsUnreadableError'
  }
}

/** The stored record's reader, loaded with the first read. */
const loadReads = () => import('./reconciliationReads')

/** The query of one account's reconciliations. */
export const reconciliationsQuery = (context: BookkeepingContextValue, companyId: string, bankAccountId: string) => {
  const key = reconciliationsKey(companyId, bankAccountId)
  return {
    queryKey: context.keys.stored(key),
    queryFn: async () => (await loadReads()).loadReconciliations(context, key),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    retry: (failures: number, error: Error) => failures < 1 && !(error instanceof ReconciliationsUnreadableError),
  }
}
