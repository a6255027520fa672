// A reconciliation's port in Node, as a provider would hand it: a plain QueryClient, the keys, a
// client on the sandbox (batches of four, no settle window), the sandbox's host store, and the two
// save paths through the client's framework-free writes. A second port over the same sandbox is a
// reload, or another tab: it knows only what the store and the service hold.
import { QueryClient } from '@tanstack/query-core'
import { createBookkeepingClient } from '../../../src/api'
import type { BankTransaction } from '../../../src/api/types'
import { saveBankTransactionsSurely } from '../../../src/api/writes/bankTransactionWrites'
import { saveManualJournalEntriesSurely } from '../../../src/api/writes/journalEntryWrites'
import type { ReconcilePort } from '../../../src/core/reconcile/finish/port'
import { reconciliationCandidates } from '../../../src/core/reconcile/worksheet'
import type { BookkeepingEvent } from '../../../src/core/store/events'
import { bookkitKeys } from '../../../src/core/store/keys'
import type { Sandbox } from '../../../src/sandbox'
import { sandboxTokenFetcher, serviceFor, TEST_BASE_URL } from '../../support/sandbox'

/** The port, and the events it was told. */
export function reconcilePort(
  sandbox: Sandbox,
  { userId = 'usr_owner_1', scope = 'write' }: { userId?: string; scope?: 'read' | 'write' } = {},
): ReconcilePort & { events: BookkeepingEvent[] } {
  const service = { ...serviceFor(sandbox), maxBatchSize: 4, settleWindowMs: 0 }
  const client = createBookkeepingClient({ baseUrl: TEST_BASE_URL, fetchToken: sandboxTokenFetcher(sandbox, { userId, scope }), service })
  const events: BookkeepingEvent[] = []
  const settle = { maxBatchSize: 4, settleWindowMs: 0 }
  return {
    queryClient: new QueryClient(),
    keys: bookkitKeys('node'),
    client,
    store: sandbox.store,
    emit: (event) => events.push(event),
    owner: { sessionKey: 'node' },
    saveTransactions: (items, controls) =>
      saveBankTransactionsSurely(client, items, { ...settle, ...controls, unsettled: new Map(), since: () => undefined }),
    saveEntries: (items, controls) => saveManualJournalEntriesSurely(client, items, { ...settle, ...controls }),
    events,
  }
}

/** The account's transactions a worksheet through `endDate` would show, as the service holds them now. */
export function candidatesOf(sandbox: Sandbox, companyId: string, bankAccountId: string, endDate: string): BankTransaction[] {
  return reconciliationCandidates(sandbox.inspect.bankTransactions(companyId) as unknown as BankTransaction[], bankAccountId, endDate)
}
