// What a reconciliation's finish, its undo and its reads need of the session besides the core's
// port: whose browser storage keeps the records without a host `store`, and the session's two save
// paths (its bank-transaction writes, its journal entries), which mend the caches as they land.
// The provider's hooks hand their own; a Node test hands the client's.
import type { BankTransaction, BankTransactionInput, ManualJournalEntry, ManualJournalEntryInput } from '../../../api/types'
import type { WriteOutcome, WriteProgress } from '../../../api/writes/outcome'
import type { StorageOwner } from '../../store/browserStorage'
import type { BooksPort } from '../../store/port'

/** What a step's writes are handed: a signal that cancels them, one that ends a hold for an earlier attempt, where progress goes. */
interface StepControls {
  signal?: AbortSignal
  release?: AbortSignal
  onProgress?: (progress: WriteProgress) => void
}

/** What a protocol is handed besides its variables (a write hook's controls are these): its signal always. */
export type RunControls = StepControls & { signal: AbortSignal }

/** The session's bank-transaction save: in batches, one outcome per item, an unknown outcome found out before a resend. */
type SaveTransactions = (items: readonly BankTransactionInput[], controls?: StepControls) => Promise<WriteOutcome<BankTransaction>[]>

/** The session's journal-entry save: one outcome per item. */
type SaveEntries = (
  items: readonly ManualJournalEntryInput[],
  controls?: Pick<StepControls, 'signal'>,
) => Promise<WriteOutcome<ManualJournalEntry>[]>

/** The port a reconciliation's write-ahead protocol runs against. */
export interface ReconcilePort extends BooksPort {
  /** Whose records this browser's storage keeps, without a host `store`. */
  owner: StorageOwner
  saveTransactions: SaveTransactions
  saveEntries: SaveEntries
}

/** What reading the records needs: where they are kept, and the cache that holds them. */
export type RecordsPort = Pick<ReconcilePort, 'store' | 'owner' | 'queryClient' | 'keys'>
