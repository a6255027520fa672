import { useCallback, useEffect, useState } from 'react'
import type { BankTransaction } from '../../api/types'
import { transferPairsInSlices, type TransferPair } from '../../core/queue/transferPairs'
import { allSaved, pairItems, unpairItems } from '../../core/queue/review/transferItems'
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

  const pair = useCallback(async (pairs: readonly TransferPair[]) => allSaved(await save(pairItems(pairs, updates))), [save, updates])

  const unpair = useCallback(
    async (transaction: BankTransaction) => allSaved(await save(unpairItems(transaction, transactions, updates))),
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
