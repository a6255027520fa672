/**
 * How a bank-transaction write whose outcome is unknown is found out, not guessed: a changes sync
 * from an instant taken before the write was sent shows whether the service stored it. Loaded on
 * demand (`loadChecks`), the first time an outcome needs finding out.
 */
import { listBankTransactionChanges } from '../bankTransactionChanges'
import type { BookkeepingClient } from '../client'
import type { BankTransaction, BankTransactionInput } from '../types'

const same = (sent: unknown, stored: unknown) => (sent ?? '') === (stored ?? '')
const idsOf = (values: readonly { id: string }[] | undefined) =>
  (values ?? [])
    .map((value) => value.id)
    .sort()
    .join(',')

/** Each member of a save item the check compares, with where the stored record shows it. */
const COMPARED: ReadonlyArray<readonly [keyof BankTransactionInput, (record: BankTransaction) => unknown]> = [
  ['date', (record) => record.date],
  ['amount', (record) => record.amount],
  ['description', (record) => record.description],
  ['notes', (record) => record.notes],
  ['type', (record) => record.type],
  ['status', (record) => record.status],
  ['reviewStatus', (record) => record.reviewStatus],
  ['bankAccountId', (record) => record.bankAccount?.id],
  ['categoryId', (record) => record.category?.id],
  ['vendorId', (record) => record.vendor?.id],
  ['customerId', (record) => record.customer?.id],
  ['matchingBankTransactionId', (record) => record.matchingBankTransaction?.id],
]

/** Whether `record` holds what `item` wrote: every compared member the item sent, and its segment and attachment ids. */
export function holdsWrite(record: BankTransaction, item: BankTransactionInput): boolean {
  for (const [member, read] of COMPARED) if (member in item && !same(item[member], read(record))) return false
  if (item.classSegmentIds && [...item.classSegmentIds].sort().join(',') !== idsOf(record.classSegments ?? record.dimensionValues))
    return false
  if (item.attachmentIds && [...item.attachmentIds].sort().join(',') !== idsOf(record.attachments)) return false
  return true
}

/**
 * For each item, the record the service holds for it since `since`, or `undefined` when it did not
 * store it: a create found by its `apiSourceId`, an update by its id and (unless `byIdOnly`, for
 * records the service confirmed without sending them back) the values it wrote.
 */
export async function findStoredWrites(
  client: BookkeepingClient,
  items: readonly BankTransactionInput[],
  since: string | undefined,
  { signal, byIdOnly = false }: { signal?: AbortSignal; byIdOnly?: boolean } = {},
): Promise<Array<BankTransaction | undefined>> {
  const { changed } = await listBankTransactionChanges(client, { since, signal })
  return items.map((item) =>
    item.id
      ? changed.find((record) => record.id === item.id && (byIdOnly || holdsWrite(record, item)))
      : changed.find((record) => item.apiSourceId && record.apiSourceId === item.apiSourceId && same(record.apiName, item.apiName)),
  )
}

/** Whether the delete of `id` took effect since `since`: its id among the deleted, or, after a full walk, among the records no more. */
export async function isDeletedSince(
  client: BookkeepingClient,
  id: string,
  since: string | undefined,
  signal?: AbortSignal,
): Promise<boolean> {
  const { changed, deletedIds } = await listBankTransactionChanges(client, { since, signal })
  return deletedIds.includes(id) || (since === undefined && !changed.some((record) => record.id === id))
}
