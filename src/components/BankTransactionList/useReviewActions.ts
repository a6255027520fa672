import { useState } from 'react'
import { BookkeepingOutcomeUnknownError } from '../../api/errors'
import type { BankTransaction, BankTransactionInput } from '../../api/types'
import { useSaveBankTransactions } from '../../react/bankTransactions'
import { useMessages, useServiceProfile } from '../../react/hooks'
import { errorMessage } from '../shared/errorMessage'
import { sharedMessages } from '../../messages/shared'
import { useLatestRef } from '../shared/useLatestRef'
import { restoreItem, reviewItem, type ReviewChange } from './reviewItems'

/**
 * Where one row's last action stands. `failed` and `unknown` keep the item, so the user's choice
 * shows and a retry sends it; after `unknown` (the answer was lost and no check could run yet) the
 * retry first finds out whether it was saved.
 */
export type RowResult =
  | { state: 'saving'; item: BankTransactionInput }
  | { state: 'saved'; item: BankTransactionInput }
  | { state: 'failed'; item: BankTransactionInput; message: string }
  | { state: 'unknown'; item: BankTransactionInput }

/** The last action, as one batch that undoes it. */
export interface UndoableAction {
  restore: BankTransactionInput[]
  /** Ids the action touched (saved or not): an undo clears their results. */
  touched: string[]
}

/** The outcome of a whole action, for the queue's live announcement. */
export type ActionOutcome =
  | { kind: 'saved'; saved: number; failed: number }
  | { kind: 'unreachable' }
  | { kind: 'unknown'; rows: number }
  | { kind: 'undone'; restored: number }
  | { kind: 'undoFailed' }
  | { kind: 'undoUnknown' }

/**
 * The queue's writes: every action (one row, many rows, an undo, a retry) is ONE batch request, and
 * each item's result lands on its own row. Failures keep the user's choice with the service's message.
 */
export function useReviewActions(onSaved: ((saved: BankTransaction[]) => void) | undefined) {
  const shared = useMessages(sharedMessages)
  const { updates } = useServiceProfile()
  const mutation = useSaveBankTransactions()
  const [results, setResults] = useState<ReadonlyMap<string, RowResult>>(new Map())
  const [undoable, setUndoable] = useState<UndoableAction>()
  const [outcome, setOutcome] = useState<ActionOutcome>()
  const saved = useLatestRef(onSaved)

  const update = (changes: Iterable<[string, RowResult | undefined]>) =>
    setResults((previous) => {
      const next = new Map(previous)
      for (const [id, result] of changes) {
        if (result) next.set(id, result)
        else next.delete(id)
      }
      return next
    })

  /** Sends `items` in one request; resolves to what was saved, each row's result already set, or to why nothing is known. */
  const send = async (items: BankTransactionInput[]): Promise<{ savedRecords: BankTransaction[]; savedItems: BankTransactionInput[]; failed: number } | ActionOutcome> => {
    update(items.map((item) => [item.id as string, { state: 'saving', item }]))
    try {
      const answers = await mutation.mutateAsync(items)
      const savedRecords: BankTransaction[] = []
      const savedItems: BankTransactionInput[] = []
      let failed = 0
      update(
        items.map((item, position): [string, RowResult] => {
          const answer = answers[position]
          if (answer?.ok) {
            savedRecords.push(answer.data)
            savedItems.push(item)
            return [item.id as string, { state: 'saved', item }]
          }
          failed++
          const message = answer?.errors.map((error) => error.message).filter(Boolean).join(' ') || shared['shared.errorTitle']
          return [item.id as string, { state: 'failed', item, message }]
        }),
      )
      if (savedRecords.length > 0) saved.current?.(savedRecords)
      return { savedRecords, savedItems, failed }
    } catch (error) {
      if (error instanceof BookkeepingOutcomeUnknownError) {
        update(items.map((item) => [item.id as string, { state: 'unknown', item }]))
        return { kind: 'unknown', rows: items.length }
      }
      const message = errorMessage(error, shared)
      update(items.map((item) => [item.id as string, { state: 'failed', item, message }]))
      return { kind: 'unreachable' }
    }
  }

  /** Applies one change to every transaction given (one row, or the selection): one request. */
  const apply = async (transactions: readonly BankTransaction[], change: ReviewChange) => {
    const pairs = transactions.flatMap((transaction) => {
      const item = reviewItem(transaction, change, updates)
      return item ? [{ transaction, item }] : []
    })
    if (pairs.length === 0) return
    const answer = await send(pairs.map((pair) => pair.item))
    if ('kind' in answer) {
      setOutcome(answer)
      return
    }
    const before = new Map(pairs.map((pair) => [pair.transaction.id, pair.transaction]))
    const restore = answer.savedItems.map((item) => restoreItem(before.get(item.id as string) as BankTransaction, item, updates))
    setUndoable(restore.length > 0 ? { restore, touched: pairs.map((pair) => pair.transaction.id) } : undefined)
    setOutcome({ kind: 'saved', saved: answer.savedRecords.length, failed: answer.failed })
  }

  /** Sends a refused row's item again, alone; for a row whose outcome is unknown, finds out first. */
  const retry = async (id: string) => {
    const result = results.get(id)
    if (result?.state !== 'failed' && result?.state !== 'unknown') return
    await send([result.item])
  }

  /** Restores every row the last action saved, in one request; their results are cleared. */
  const undo = async () => {
    if (!undoable) return
    const { restore, touched } = undoable
    try {
      const answers = await mutation.mutateAsync(restore)
      const restored = answers.flatMap((answer) => (answer.ok ? [answer.data] : []))
      update(touched.map((id) => [id, undefined]))
      setUndoable(undefined)
      if (restored.length > 0) saved.current?.(restored)
      setOutcome({ kind: 'undone', restored: restored.length })
    } catch (error) {
      // Kept undoable: an undo pressed again after an unknown outcome finds out before it sends.
      setOutcome({ kind: error instanceof BookkeepingOutcomeUnknownError ? 'undoUnknown' : 'undoFailed' })
    }
  }

  return { results, apply, retry, undo, undoable, outcome, busy: mutation.isPending }
}
