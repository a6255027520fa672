import { useCallback, useEffect, useState } from 'react'
import { BookkeepingApiError, BookkeepingError } from '../../api/errors'
import type { BankTransaction, BankTransactionInput } from '../../api/types'
import { reviewItem } from '../../api/writes/bankTransactionItems'
import type { WriteOutcome } from '../../api/writes/outcome'
import { transferPairsInSlices, type TransferPair } from '../../core/queue/transferPairs'
import { useBankTransactionSave, useBankTransactions } from './bankTransactions'
import { useServiceProfile } from '../provider/provided'
import { QUEUE_PAGE_SIZE } from './queuePageSize'

/** The likely transfers of the session's bank transactions, and the writes that pair and unpair them (`useTransferPairs`). */
export interface TransferPairsState {
  /** Nearest first (`findTransferPairs`), over the set synced so far; the last answer stays while the next is computed. */
  pairs: readonly TransferPair[]
  /** Nothing computed yet: no set has arrived, or its pairs are still being found. */
  isPending: boolean
  /** The set is whole and `pairs` were computed for it: no likelier pair is still to come. */
  complete: boolean
  /** Why the set could not be read or paired; `null` when nothing failed. */
  error: Error | null
  /** Ties each pair's two sides to each other and marks both reviewed, in one batched save; resolves to the records saved. */
  pair: (pairs: readonly TransferPair[]) => Promise<BankTransaction[]>
  /** Unties `transaction` and the other side it names, in one save; resolves to the records saved. */
  unpair: (transaction: BankTransaction) => Promise<BankTransaction[]>
}

const NO_PAIRS: readonly TransferPair[] = Object.freeze([])

/** Pairs computed for one array of the set: `complete` needs them to be for the array shown now. */
interface Computed {
  transactions: readonly BankTransaction[]
  pairs: readonly TransferPair[]
}

/** The records an all-or-nothing write saved; the first item not saved rejects it, the way a form's save would say it. */
function savedRecords(outcomes: readonly WriteOutcome<BankTransaction>[]): BankTransaction[] {
  const records: BankTransaction[] = []
  for (const outcome of outcomes) {
    switch (outcome.status) {
      case 'saved':
        if (outcome.record) records.push(outcome.record)
        break
      case 'refused':
        throw new BookkeepingApiError(outcome.statusCode, outcome.errors)
      case 'unknown':
        // The save path finds out by a sync before anything is sent again: said, never retried here.
        throw new BookkeepingError('It is not known whether the transfer was saved; the next sync will tell.', { kind: 'network' })
      case 'notSent':
        throw new BookkeepingError('The transfer was not saved: an earlier part of the save failed.', { kind: 'network' })
      default:
        outcome satisfies never
    }
  }
  return records
}

/**
 * The likely transfers between the company's own accounts (`findTransferPairs`) over the bank
 * transactions the review queue syncs (the same cached set: no second sync), computed in slices
 * whenever the set changes, and `pair` / `unpair` through the provider's save path (batched by
 * the profile's `maxBatchSize`). `enabled: false` keeps it idle.
 */
export function useTransferPairs({ enabled = true }: { enabled?: boolean } = {}): TransferPairsState {
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE, enabled })
  const transactions = set.data?.transactions
  const [computed, setComputed] = useState<Computed>()
  const [pairingError, setPairingError] = useState<Error | null>(null)
  const save = useBankTransactionSave()
  const { updates } = useServiceProfile()

  useEffect(() => {
    if (!enabled || !transactions) return
    const controller = new AbortController()
    // The last answer stands while this one is made: a save never blanks the pairs.
    transferPairsInSlices(transactions, controller.signal).then(
      (pairs) => {
        setComputed({ transactions, pairs })
        setPairingError(null)
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setPairingError(error instanceof Error ? error : new Error(String(error)))
      },
    )
    return () => controller.abort()
  }, [enabled, transactions])

  const pair = useCallback(
    async (pairs: readonly TransferPair[]) => {
      const items = pairs.flatMap(({ from, to }) => [
        reviewItem(from, { pairWith: to.id, review: true }, updates),
        reviewItem(to, { pairWith: from.id, review: true }, updates),
      ])
      return savedRecords(await save(items.filter((item): item is BankTransactionInput => item !== undefined)))
    },
    [save, updates],
  )

  const unpair = useCallback(
    async (transaction: BankTransaction) => {
      const otherId = transaction.matchingBankTransaction?.id
      // The other side as synced; one not in the set is untied by the service when this side is (decision 27).
      const other = otherId === undefined ? undefined : transactions?.find((one) => one.id === otherId)
      const items = [transaction, other].map((side) => side && reviewItem(side, { pairWith: null }, updates))
      return savedRecords(await save(items.filter((item): item is BankTransactionInput => item !== undefined)))
    },
    [save, transactions, updates],
  )

  return {
    pairs: computed?.pairs ?? NO_PAIRS,
    isPending: enabled && computed === undefined,
    complete: computed !== undefined && computed.transactions === transactions && set.data?.syncing === undefined,
    error: set.error ?? pairingError,
    pair,
    unpair,
  }
}
