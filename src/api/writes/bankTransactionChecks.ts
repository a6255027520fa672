/**
 * Bank-transaction writes whose answer was lost are found out, not guessed: a changes sync from an
 * instant taken before the write was sent shows whether the service stored it. Stored means saved;
 * not stored means it is sent again, as it was (a create with the same `apiSourceId`).
 */
import { listBankTransactionChanges } from './bankTransactionChanges'
import type { BookkeepingClient } from './client'
import { BookkeepingOutcomeUnknownError, isLostAnswer } from './errors'
import type { BatchItemResult } from './results'
import type { BankTransaction, BankTransactionInput } from './types'

/**
 * Writes whose outcome no check has told yet, by the record they write (see `writeKey`), each with
 * the `lastUpdatedDate` taken before its first unanswered attempt (`undefined`: none was known, so
 * the check walks the whole set). Kept per client, so per signed-in user.
 */
export type UnsettledWrites = Map<string, string | undefined>

/** Which record a write is for: a create by its `apiName` + `apiSourceId`, an update or a delete by its id. */
export function writeKey(item: BankTransactionInput | { deleteId: string }): string | undefined {
  if ('deleteId' in item) return `delete:${item.deleteId}`
  if (item.id) return `update:${item.id}`
  return item.apiSourceId ? `create:${item.apiName ?? ''}:${item.apiSourceId}` : undefined
}

const same = (sent: unknown, stored: unknown) => (sent ?? '') === (stored ?? '')
const idsOf = (values: readonly { id: string }[] | undefined) => (values ?? []).map((value) => value.id).sort().join(',')

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
  if (item.classSegmentIds && [...item.classSegmentIds].sort().join(',') !== idsOf(record.classSegments ?? record.dimensionValues)) return false
  if (item.attachmentIds && [...item.attachmentIds].sort().join(',') !== idsOf(record.attachments)) return false
  return true
}

/** For each item, the record the service holds for it since `since`, or `undefined` when it did not store it. */
export async function findStoredWrites(client: BookkeepingClient, items: readonly BankTransactionInput[], since: string | undefined, signal?: AbortSignal): Promise<Array<BankTransaction | undefined>> {
  const { changed } = await listBankTransactionChanges(client, { since, signal })
  return items.map((item) =>
    item.id
      ? changed.find((record) => record.id === item.id && holdsWrite(record, item))
      : changed.find((record) => item.apiSourceId && record.apiSourceId === item.apiSourceId && same(record.apiName, item.apiName)),
  )
}

/** Whether the delete of `id` took effect since `since`: its id among the deleted, or, after a full walk, among the records no more. */
export async function isDeletedSince(client: BookkeepingClient, id: string, since: string | undefined, signal?: AbortSignal): Promise<boolean> {
  const { changed, deletedIds } = await listBankTransactionChanges(client, { since, signal })
  return deletedIds.includes(id) || (since === undefined && !changed.some((record) => record.id === id))
}

/** Options of `saveBankTransactionsSurely`. */
export interface SurelyOptions {
  /** The writes of this client whose outcome is not known yet; read and updated. */
  unsettled: UnsettledWrites
  /** A `lastUpdatedDate` taken before now (the last sync's, or a marker), asked just before each send. */
  since: () => string | undefined
  signal?: AbortSignal
}

/** The oldest of several instants; `undefined` (no instant: walk everything) wins. */
function oldest(instants: Array<string | undefined>): string | undefined {
  if (instants.some((instant) => instant === undefined)) return undefined
  return (instants as string[]).reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b))
}

/** What a check found; a check that cannot run (the connection is still down) leaves the outcome unknown. */
async function checked<T>(check: Promise<T>, cause: unknown, signal: AbortSignal | undefined): Promise<T> {
  try {
    return await check
  } catch (checkError) {
    if (signal?.aborted) throw checkError
    throw new BookkeepingOutcomeUnknownError(cause, { canCheck: true })
  }
}

const stored = (record: BankTransaction, item: BankTransactionInput): BatchItemResult<BankTransaction> => ({ ok: true, statusCode: item.id ? 200 : 201, data: record, recovered: true })

/**
 * Saves bank transactions so that none is booked twice when an answer is lost. An item whose earlier
 * attempt went unanswered is first looked for; what the service holds is saved (`recovered: true`),
 * and only the rest is sent. When this send's answer is lost too, the check runs at once, and what
 * it did not find is sent once more. A check that cannot run (the connection is still down) ends in
 * `BookkeepingOutcomeUnknownError`; the next call checks before it sends. A create without an
 * `apiSourceId` cannot be looked for: its lost answer ends in that error at once, `canCheck: false`.
 */
export async function saveBankTransactionsSurely(client: BookkeepingClient, items: readonly BankTransactionInput[], { unsettled, since, signal }: SurelyOptions): Promise<BatchItemResult<BankTransaction>[]> {
  const results: Array<BatchItemResult<BankTransaction> | undefined> = items.map(() => undefined)
  const keys = items.map((item) => writeKey(item))
  const isUnsettled = (index: number) => keys[index] !== undefined && unsettled.has(keys[index])

  const settle = async (indexes: number[], from: string | undefined, cause: unknown) => {
    const found = await checked(findStoredWrites(client, indexes.map((index) => items[index] as BankTransactionInput), from, signal), cause, signal)
    indexes.forEach((index, position) => {
      const record = found[position]
      if (!record) return
      results[index] = stored(record, items[index] as BankTransactionInput)
      if (keys[index]) unsettled.delete(keys[index])
    })
  }

  const earlier = items.flatMap((_item, index) => (isUnsettled(index) ? [index] : []))
  if (earlier.length > 0) await settle(earlier, oldest(earlier.map((index) => unsettled.get(keys[index] as string))), undefined)

  for (let attempt = 1; ; attempt++) {
    const pending = items.flatMap((_item, index) => (results[index] === undefined ? [index] : []))
    if (pending.length === 0) break
    const marker = since()
    try {
      const answers = await client.saveBankTransactions(pending.map((index) => items[index] as BankTransactionInput), { signal })
      pending.forEach((index, position) => {
        results[index] = answers[position]
        if (keys[index]) unsettled.delete(keys[index])
      })
    } catch (error) {
      if (!isLostAnswer(error)) throw error
      // A create without an apiSourceId cannot be told apart from another: only the user can find it.
      if (pending.some((index) => keys[index] === undefined)) throw new BookkeepingOutcomeUnknownError(error, { canCheck: false })
      // The earliest unanswered attempt bounds the check: what it stored changed after that instant.
      for (const index of pending) if (keys[index] && !unsettled.has(keys[index])) unsettled.set(keys[index], marker)
      if (attempt === 2) throw new BookkeepingOutcomeUnknownError(error, { canCheck: true })
      await settle(pending, oldest(pending.map((index) => (keys[index] ? unsettled.get(keys[index]) : marker))), error)
    }
  }
  return results as BatchItemResult<BankTransaction>[]
}

/**
 * Deletes a bank transaction so that a lost answer is found out: after one, a sync tells whether
 * the delete took effect before it is sent again. Resolves to the deleted record (`status: DELETED`).
 */
export async function deleteBankTransactionSurely(client: BookkeepingClient, record: Pick<BankTransaction, 'id'> & Partial<BankTransaction>, { unsettled, since, signal }: SurelyOptions): Promise<BankTransaction> {
  const key = writeKey({ deleteId: record.id }) as string
  const gone = { ...record, status: 'DELETED' } as BankTransaction
  const check = (from: string | undefined, cause: unknown) => checked(isDeletedSince(client, record.id, from, signal), cause, signal)
  if (unsettled.has(key) && (await check(unsettled.get(key), undefined))) {
    unsettled.delete(key)
    return gone
  }
  for (let attempt = 1; ; attempt++) {
    const marker = since()
    try {
      const deleted = await client.deleteBankTransaction(record.id, { signal })
      unsettled.delete(key)
      return deleted
    } catch (error) {
      if (!isLostAnswer(error)) throw error
      if (!unsettled.has(key)) unsettled.set(key, marker)
      if (attempt === 2) throw new BookkeepingOutcomeUnknownError(error, { canCheck: true })
      if (await check(unsettled.get(key), error)) {
        unsettled.delete(key)
        return gone
      }
    }
  }
}
