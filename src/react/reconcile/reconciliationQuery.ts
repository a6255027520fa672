// The query of one account's stored reconciliations, on its own: the worksheet, the history, the
// queue's flag and the editor's notice read the record; its reader loads with the first read, and
// none of them carries the finish's or the undo's code for it.
import { reconciliationsKey } from '../../core/reconcile/key'
import type { BookkeepingContextValue } from '../provider/context'
import { ReconciliationsUnreadableError } from '../../core/reconcile/reconciliationParts'

/** The stored record's reader, loaded with the first read. */
const loadReads = () => import('../../core/reconcile/finish/reads')

/** The query of one account's reconciliations. */
export const reconciliationsQuery = (context: BookkeepingContextValue, companyId: string, bankAccountId: string) => {
  const key = reconciliationsKey(companyId, bankAccountId)
  return {
    queryKey: context.keys.stored(key),
    queryFn: async () => (await loadReads()).loadReconciliations(context, key),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    // A store that failed may answer next time; a record it cannot read will not read better.
    retry: (failures: number, error: Error) => failures < 1 && !(error instanceof ReconciliationsUnreadableError),
  }
}
