// The session's port for reconciliation's protocols (src/core/reconcile/finish): the provider's
// context with its two save paths. Made in the modules that load with the first finish or undo,
// so the journal entries' save comes with them, never up front.
import type { ReconcilePort } from '../../core/reconcile/finish/port'
import type { BookkeepingContextValue } from '../provider/context'
import { saveJournalEntries } from '../query/mutations'
import type { SaveBankTransactions } from '../queue/bankTransactions'

/** The port of `context` whose bank-transaction writes go through `saveTransactions` (the session's save path). */
export const portOf = (context: BookkeepingContextValue, saveTransactions: SaveBankTransactions): ReconcilePort => ({
  ...context,
  saveTransactions,
  saveEntries: (items, controls) => saveJournalEntries(context, items, controls),
})
