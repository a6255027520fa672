/**
 * Bank-transaction writes, each item ending in one outcome, never booked twice. A write whose
 * outcome is unknown is found out by a sync (`bankTransactionChecks`) before it is sent again:
 * stored means saved; not stored means it may be sent again (a create with the same `apiSourceId`).
 */
import type { BookkeepingClient } from '../client'
import type { BankTransaction, BankTransactionInput } from '../types'
import { oldest, writeKey, type UnsettledWrites } from './unsettledWrites'
import { pause } from '../transport/retry'
import {
  itemOutcome,
  mayStillLand,
  requestFailure,
  waitOut,
  writeInBatches,
  type BatchLanding,
  type BatchWriteOptions,
  type RequestFailure,
  type SettleWindow,
  type UnknownReason,
  type WriteOutcome,
} from './outcome'

type Outcome = WriteOutcome<BankTransaction>

/** The checks, loaded the first time an outcome needs finding out: most writes never need them. */
const loadChecks = () => import('./bankTransactionChecks')

/** What the writes of one client share: the writes not found out yet, and an instant to sync from. */
export interface BankTransactionWriteContext {
  /** The writes of this client whose outcome is not known yet; read and updated. */
  unsettled: UnsettledWrites
  /** A `lastUpdatedDate` taken before now (the last sync's, or a marker), asked just before each send. */
  since: () => string | undefined
}

/** Options of `saveBankTransactionsSurely`. */
export interface BankTransactionWriteOptions
  extends BankTransactionWriteContext, SettleWindow, BatchWriteOptions<BankTransactionInput, BankTransaction> {
  /** Ends a hold for an earlier attempt that may still land (`checkingUntil`): the user chose to send anyway. */
  release?: AbortSignal
}

const unknownOutcome = (reason: UnknownReason, canCheck: boolean, failure?: RequestFailure, settlesAt?: number): Outcome => ({
  status: 'unknown',
  reason,
  canCheck,
  errors: failure?.errors ?? [],
  ...(failure?.status === 'unknown' && failure.retryAt !== undefined ? { retryAt: failure.retryAt } : {}),
  ...(settlesAt !== undefined && settlesAt > Date.now() ? { settlesAt } : {}),
})

const found = (record: BankTransaction, item: BankTransactionInput): Outcome => ({
  status: 'saved',
  statusCode: item.id ? 200 : 201,
  record,
  recovered: true,
})

/** Reasons after which the service has finished with the request: a check now tells the truth. */
const settledBy = (reason: UnknownReason) => reason === 'noAnswer' || reason === 'failed' || reason === 'unreadable' || reason === 'busy'

/**
 * Saves bank transactions in sequential batches of at most `maxBatchSize`, and resolves to one
 * outcome per item; it rejects only for a defect. Writes an earlier call left unknown are looked
 * for first; what the service holds is saved (`recovered`), only the rest is sent. A batch whose
 * answer was lost, failed (5xx) or unreadable is checked at once: stored is saved; not stored after
 * a lost answer is sent once more, after a failure it is refused with the service's words. A 429
 * waits for `Retry-After` (up to a minute, `onProgress` says until when), then checks and sends
 * once. A timeout or a cancel is left unknown, as the write may still land: the next call checks
 * first, and while a settle window from that attempt's send has not passed (README decision 20)
 * it holds, saying until when (`checkingUntil`), and checks again once the window has passed; only
 * `release` sends it sooner. A create without an `apiSourceId` cannot be looked for: unknown, `canCheck: false`.
 */
export async function saveBankTransactionsSurely(
  client: BookkeepingClient,
  items: readonly BankTransactionInput[],
  options: BankTransactionWriteOptions,
): Promise<Outcome[]> {
  const { unsettled, since, signal, release, settleWindowMs, onProgress } = options
  const keys = items.map((item) => writeKey(item))
  const outcomes: Array<Outcome | undefined> = items.map(() => undefined)
  const tell = (index: number, outcome: Outcome) => {
    outcomes[index] = outcome
    const key = keys[index]
    // Saved or refused is known: only an unknown outcome stays to be found out.
    if (key && outcome.status !== 'unknown') unsettled.delete(key)
  }
  const remember = (indexes: readonly number[], marker: string | undefined, settlesAt: number) => {
    for (const index of indexes) {
      const key = keys[index]
      if (!key) continue
      const known = unsettled.get(key)
      // The earliest unanswered attempt bounds the check (what it stored changed after that instant); the latest that may still land bounds the hold.
      unsettled.set(key, { since: known ? known.since : marker, settlesAt: Math.max(known?.settlesAt ?? 0, settlesAt) })
    }
  }
  const settlesAtOf = (index: number) => unsettled.get(keys[index] as string)?.settlesAt
  const markerOf = (indexes: readonly number[]) => oldest(indexes.map((index) => unsettled.get(keys[index] as string)?.since))

  /** Looks for the writes of `indexes`; tells those found stored and returns the rest, or `undefined` when the check could not run. */
  const check = async (indexes: readonly number[]): Promise<number[] | undefined> => {
    try {
      const { findStoredWrites } = await loadChecks()
      const records = await findStoredWrites(
        client,
        indexes.map((index) => items[index] as BankTransactionInput),
        markerOf(indexes),
        { signal },
      )
      return indexes.filter((index, position) => {
        const record = records[position]
        if (record) tell(index, found(record, items[index] as BankTransactionInput))
        return !record
      })
    } catch {
      return undefined
    }
  }

  /** Records the service confirmed without sending them back, read back by one sync; left without when it cannot run. */
  const readBack = async (indexes: readonly number[], marker: string | undefined) => {
    if (indexes.length === 0) return
    try {
      const { findStoredWrites } = await loadChecks()
      const records = await findStoredWrites(
        client,
        indexes.map((index) => items[index] as BankTransactionInput),
        marker,
        { signal, byIdOnly: true },
      )
      indexes.forEach((index, position) => {
        const outcome = outcomes[index]
        if (outcome?.status === 'saved' && records[position]) outcomes[index] = { ...outcome, record: records[position] }
      })
    } catch {
      // Saved all the same: the next sync brings the record.
    }
  }

  async function sendBatch(batch: readonly number[], report: (waitingUntil?: number) => void): Promise<BatchLanding<BankTransaction>> {
    const landing = (failed: boolean): BatchLanding<BankTransaction> => ({
      outcomes: batch.map((index) => outcomes[index] ?? { status: 'notSent' }),
      failed,
    })
    let indexes = batch
    for (let attempt = 1; ; attempt++) {
      const marker = since()
      const sentAt = Date.now()
      let failure: RequestFailure
      try {
        const answers = await client.saveBankTransactions(
          indexes.map((index) => items[index] as BankTransactionInput),
          { signal },
        )
        const failedItems: number[] = []
        const withoutRecord: number[] = []
        indexes.forEach((index, position) => {
          const outcome = itemOutcome(answers[position] as (typeof answers)[number])
          if (outcome.status === 'unknown') failedItems.push(index)
          else tell(index, outcome)
          if (outcome.status === 'saved' && outcome.record === undefined) withoutRecord.push(index)
        })
        await readBack(withoutRecord, marker)
        if (failedItems.length > 0) await settleFailedItems(failedItems, answers, indexes, marker)
        return landing(false)
      } catch (error) {
        failure = requestFailure(error, signal)
      }
      if (failure.status === 'refused') {
        for (const index of indexes) tell(index, { ...failure })
        return landing(true)
      }
      remember(indexes, marker, mayStillLand(failure.reason) ? sentAt + settleWindowMs : sentAt)
      const uncheckable = indexes.some((index) => keys[index] === undefined)
      if (
        uncheckable ||
        attempt === 2 ||
        !settledBy(failure.reason) ||
        (failure.reason === 'busy' && !(await waitOut(failure.retryAt, report, signal)))
      ) {
        const reason = signal?.aborted ? 'cancelled' : failure.reason
        for (const index of indexes) tell(index, unknownOutcome(reason, !uncheckable, failure, settlesAtOf(index)))
        return landing(true)
      }
      const missing = await check(indexes)
      if (missing === undefined) {
        for (const index of indexes) if (!outcomes[index]) tell(index, unknownOutcome(failure.reason, true, failure, settlesAtOf(index)))
        return landing(true)
      }
      if (failure.reason === 'failed' || failure.reason === 'unreadable') {
        // The service answered and did not store them: its failure is their refusal, and the rest waits.
        for (const index of missing) tell(index, refusedAfterCheck(failure))
        return landing(missing.length > 0)
      }
      if (missing.length === 0) return landing(false)
      indexes = missing
    }
  }

  /** Items the service said it failed: checked now; found is saved, not found is refused with its words. */
  async function settleFailedItems(
    failedItems: number[],
    answers: Awaited<ReturnType<BookkeepingClient['saveBankTransactions']>>,
    sent: readonly number[],
    marker: string | undefined,
  ) {
    // The service answered for them: they may be stored, but nothing of them is still on its way.
    remember(failedItems, marker, Date.now())
    const errorsOf = (index: number) => answers[sent.indexOf(index)]?.errors ?? []
    const checkable = failedItems.filter((index) => keys[index] !== undefined)
    for (const index of failedItems)
      if (keys[index] === undefined) tell(index, { status: 'unknown', reason: 'failed', canCheck: false, errors: errorsOf(index) })
    const missing = checkable.length > 0 ? await check(checkable) : []
    for (const index of missing ?? checkable) {
      if (missing === undefined) tell(index, { status: 'unknown', reason: 'failed', canCheck: true, errors: errorsOf(index) })
      else
        tell(index, {
          status: 'refused',
          statusCode: answers[sent.indexOf(index)]?.statusCode ?? 500,
          errors: errorsOf(index),
          kind: 'service',
        })
    }
  }

  /**
   * Finds out the writes an earlier call left unknown, before anything is sent: stored is saved.
   * While one not found may still land, the whole write holds, and looks again once it no longer
   * can (or at once when `release` ends the hold). False when a check could not run or the user
   * cancelled the hold: nothing is sent then.
   */
  async function settleEarlier(earlier: readonly number[]): Promise<boolean> {
    for (let pending = earlier; ;) {
      const missing = await check(pending)
      if (missing === undefined) {
        for (const index of pending)
          tell(index, unknownOutcome(signal?.aborted ? 'cancelled' : 'noAnswer', true, undefined, settlesAtOf(index)))
        return false
      }
      const until = Math.max(0, ...missing.map((index) => settlesAtOf(index) ?? 0))
      if (until <= Date.now() || release?.aborted) return true
      const told = outcomes.filter((outcome) => outcome !== undefined)
      onProgress?.({
        done: told.length,
        total: items.length,
        saved: told.filter((outcome) => outcome.status === 'saved').length,
        checkingUntil: until,
      })
      try {
        await holdUntil(until, signal, release)
      } catch {
        for (const index of missing) tell(index, unknownOutcome('cancelled', true, undefined, settlesAtOf(index)))
        return false
      }
      pending = missing
    }
  }

  const earlier = items.flatMap((_item, index) => (keys[index] !== undefined && unsettled.has(keys[index]) ? [index] : []))
  if (earlier.length > 0 && !(await settleEarlier(earlier))) return outcomes.map((outcome) => outcome ?? { status: 'notSent' })
  return writeInBatches(items, sendBatch, options, outcomes)
}

/** Waits until `until`; ends early, resolved, when `release` aborts, and rejects when `signal` does. */
async function holdUntil(until: number, signal: AbortSignal | undefined, release: AbortSignal | undefined): Promise<void> {
  const ends = [signal, release].filter((given) => given !== undefined)
  try {
    await pause(until - Date.now(), ends.length > 0 ? AbortSignal.any(ends) : undefined)
  } catch (error) {
    if (signal?.aborted || !release?.aborted) throw error
  }
}

/** A failure a check found not stored, as a refusal: the service's status and own words, or ours when it gave none. */
function refusedAfterCheck(failure: RequestFailure): Outcome {
  const statusCode = failure.statusCode ?? 500
  const errors =
    failure.errors.length > 0
      ? failure.errors
      : [{ type: 'UNKNOWN_ERROR' as const, message: 'The bookkeeping service failed to save this, and a check found it was not saved.' }]
  return { status: 'refused', statusCode, errors, kind: 'service' }
}

/**
 * Deletes a bank transaction so that an unknown outcome is found out: a sync tells whether the
 * delete took effect before it is sent again. Saved resolves with the deleted record (`status: DELETED`).
 * Unlike a save it is not held for a settle window: a delete that lands twice removes nothing more.
 */
export async function deleteBankTransactionSurely(
  client: BookkeepingClient,
  record: Pick<BankTransaction, 'id'> & Partial<BankTransaction>,
  { unsettled, since, signal }: BankTransactionWriteContext & { signal?: AbortSignal },
): Promise<Outcome> {
  const key = writeKey({ deleteId: record.id }) as string
  const gone: Outcome = { status: 'saved', statusCode: 200, record: { ...record, status: 'DELETED' } as BankTransaction, recovered: true }
  const isGone = async () => {
    try {
      const { isDeletedSince } = await loadChecks()
      return await isDeletedSince(client, record.id, unsettled.get(key)?.since, signal)
    } catch {
      return undefined
    }
  }
  if (unsettled.has(key)) {
    const deleted = await isGone()
    if (deleted === undefined) return unknownOutcome(signal?.aborted ? 'cancelled' : 'noAnswer', true)
    unsettled.delete(key)
    if (deleted) return gone
  }
  for (let attempt = 1; ; attempt++) {
    const marker = since()
    let failure: RequestFailure
    try {
      const deleted = await client.deleteBankTransaction(record.id, { signal })
      unsettled.delete(key)
      return { status: 'saved', statusCode: 200, record: deleted, recovered: false }
    } catch (error) {
      failure = requestFailure(error, signal)
    }
    if (failure.status === 'refused') return failure
    // Not held while it may still land: a delete that lands twice deletes nothing more.
    if (!unsettled.has(key)) unsettled.set(key, { since: marker, settlesAt: Date.now() })
    if (attempt === 2 || !settledBy(failure.reason) || failure.reason === 'busy')
      return unknownOutcome(signal?.aborted ? 'cancelled' : failure.reason, true, failure)
    const deleted = await isGone()
    if (deleted === undefined) return unknownOutcome(failure.reason, true, failure)
    if (deleted) {
      unsettled.delete(key)
      return gone
    }
    if (failure.reason !== 'noAnswer') {
      unsettled.delete(key)
      return refusedAfterCheck(failure)
    }
  }
}
