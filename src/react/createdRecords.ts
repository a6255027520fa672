import type { BookkeepingClient } from '../api/client'
import { paginate } from '../api/paginate'
import type { BankTransactionInput, ManualJournalEntryInput } from '../api/types'
import { useBookkeepingContext } from './context'

/**
 * Finding the record an earlier attempt created when its answer was lost. A create carries an
 * idempotency key (`apiSourceId`), so the service refuses a resend as DUPLICATE; the service has
 * no read by key, so these look the record up through what it does offer.
 */

/** The id of the record a create of `item` stored; `undefined` when there is none or it cannot be told apart. */
export type FindCreated<Item> = (item: Item, signal?: AbortSignal) => Promise<string | undefined>

/** The bank transaction stored under the item's `apiName` and `apiSourceId`: the listing, walked page by page. */
export async function findCreatedBankTransaction(client: BookkeepingClient, item: BankTransactionInput, signal?: AbortSignal): Promise<string | undefined> {
  if (!item.apiSourceId) return undefined
  const pages = paginate((cursor, pageSignal) => client.listBankTransactions({ limit: 250, cursor }, { signal: pageSignal }), { signal })
  for await (const page of pages) {
    const found = page.data.find((transaction) => transaction.apiSourceId === item.apiSourceId && (transaction.apiName ?? '') === (item.apiName ?? ''))
    if (found) return found.id
  }
  return undefined
}

/**
 * The journal entry a create of `item` stored. Entries have no listing: the ledger of the item's
 * first line is searched on its date and description for an entry's line of the same amount, and
 * only a single such entry is taken.
 */
export async function findCreatedJournalEntry(client: BookkeepingClient, item: ManualJournalEntryInput, signal?: AbortSignal): Promise<string | undefined> {
  const first = item.children?.[0]
  if (!item.apiSourceId || !first?.glAccountId || !item.date) return undefined
  const query = { limit: 250, filter: { beginDate: item.date, endDate: item.date, ...(item.description ? { search: item.description } : {}) } }
  const candidates = new Set<string>()
  const pages = paginate((cursor, pageSignal) => client.queryGeneralLedger(first.glAccountId, { ...query, cursor }, { signal: pageSignal }), { signal })
  for await (const page of pages) {
    for (const line of page.data) {
      const source = line.entity?.id
      if (source?.startsWith('mje_') && (line.drAmount ?? 0) === (first.drAmount ?? 0) && (line.crAmount ?? 0) === (first.crAmount ?? 0)) candidates.add(source)
    }
  }
  return candidates.size === 1 ? [...candidates][0] : undefined
}

/** `findCreatedBankTransaction` on the provider's client. */
export function useFindCreatedBankTransaction(): FindCreated<BankTransactionInput> {
  const { client } = useBookkeepingContext()
  return (item, signal) => findCreatedBankTransaction(client, item, signal)
}

/** `findCreatedJournalEntry` on the provider's client. */
export function useFindCreatedJournalEntry(): FindCreated<ManualJournalEntryInput> {
  const { client } = useBookkeepingContext()
  return (item, signal) => findCreatedJournalEntry(client, item, signal)
}
