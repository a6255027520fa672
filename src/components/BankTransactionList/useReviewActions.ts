import { useRef, useState } from 'react'
import { BookkeepingOutcomeUnknownError } from '../../api/errors'
import type { BankTransaction, BankTransactionInput } from '../../api/types'
import { useSaveBankTransactions } from '../../react/bankTransactions'
import { useMessages, useServiceProfile } from '../../react/hooks'
import { errorMessage } from '../shared/errorMessage'
import { sharedMessages } from '../../messages/shared'
import { useLatestRef } from '../shared/useLatestRef'
import { useEmitEvent } from '../../react/context'
import { isReviewed } from '../../api/reviewStatus'
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
  /** `row` names the one row of a one-row action, with the service's message when it was refused. */
  | { kind: 'saved'; saved: number; failed: number; row?: { name: string; message?: string } }
  | { kind: 'unreachable' }
  | { kind: 'unknown'; rows: number }
  | { kind: 'undone'; restored: number }
  | { kind: 'undoFailed' }
  | { kind: 'undoUnknown' }
  | { kind: 'locked'; name: string }
  | { kind: 'receiptFailed'; name: string; reason: string | undefined }
  | { kind: 'noUpload' }

/** How many actions Ctrl/Cmd+Z can walk back. */
const UNDO_DEPTH = 50

/**
 * The queue's writes: every action (one row, many rows, an undo, a retry) is ONE batch request, and
 * each item's result lands on its own row. Failures keep the user's choice with the service's message.
 * Actions may overlap (Enter confirms a row and moves on while the save runs); undo takes back the
 * last one, waiting first for the actions still on their way, and again the one before it.
 */
export function useReviewActions(onSaved: ((saved: BankTransaction[]) => void) | undefined) {
  const shared = useMessages(sharedMessages)
  const { updates } = useServiceProfile()
  const mutation = useSaveBankTransactions()
  const [results, setResults] = useState<ReadonlyMap<string, RowResult>>(new Map())
  // The stack in state for rendering, and in a ref for an undo that reads it after awaiting.
  const [undoStack, setUndoStackState] = useState<readonly UndoableAction[]>([])
  const stack = useRef<readonly UndoableAction[]>([])
  const setUndoStack = (next: readonly UndoableAction[]) => {
    stack.current = next
    setUndoStackState(next)
  }
  const inFlight = useRef(new Set<Promise<unknown>>())
  const [outcome, setOutcome] = useState<ActionOutcome>()
  const saved = useLatestRef(onSaved)
  const emit = useEmitEvent()
  // What each row's last action changed, from what: a retry that saves it tells the host as the first try would have.
  const sentChanges = useRef(new Map<string, { before: BankTransaction; change: ReviewChange }>())

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
  const send = async (items: BankTransactionInput[]): Promise<{ savedRecords: BankTransaction[]; savedItems: BankTransactionInput[]; failed: number; firstFailure?: string } | ActionOutcome> => {
    update(items.map((item) => [item.id as string, { state: 'saving', item }]))
    try {
      const answers = await mutation.mutateAsync(items)
      const savedRecords: BankTransaction[] = []
      const savedItems: BankTransactionInput[] = []
      let failed = 0
      let firstFailure: string | undefined
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
          firstFailure ??= message
          return [item.id as string, { state: 'failed', item, message }]
        }),
      )
      if (savedRecords.length > 0) saved.current?.(savedRecords)
      return { savedRecords, savedItems, failed, firstFailure }
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

  /** Runs an action, known to an undo pressed before it ends. */
  const track = <T>(action: Promise<T>): Promise<T> => {
    inFlight.current.add(action)
    const done = () => inFlight.current.delete(action)
    action.then(done, done)
    return action
  }

  /**
   * Applies one change to every transaction given (one row, or the selection): one request. `name`
   * names a one-row action in the announcement.
   */
  const apply = (transactions: readonly BankTransaction[], change: ReviewChange, name?: string) =>
    track(
      (async () => {
        const pairs = transactions.flatMap((transaction) => {
          const item = reviewItem(transaction, change, updates)
          return item ? [{ transaction, item }] : []
        })
        if (pairs.length === 0) return
        for (const { transaction } of pairs) sentChanges.current.set(transaction.id, { before: transaction, change })
        const answer = await send(pairs.map((pair) => pair.item))
        if ('kind' in answer) {
          setOutcome(answer)
          return
        }
        const before = new Map(pairs.map((pair) => [pair.transaction.id, pair.transaction]))
        emitChange(answer.savedItems.map((item) => before.get(item.id as string) as BankTransaction), change)
        const restore = answer.savedItems.map((item) => restoreItem(before.get(item.id as string) as BankTransaction, item, updates))
        if (restore.length > 0) setUndoStack([...stack.current, { restore, touched: pairs.map((pair) => pair.transaction.id) }].slice(-UNDO_DEPTH))
        const row = name === undefined || pairs.length !== 1 ? undefined : { name, message: answer.firstFailure }
        setOutcome({ kind: 'saved', saved: answer.savedRecords.length, failed: answer.failed, row })
      })(),
    )

  /** Tells the host what a saved change did to these transactions (as they were before it). */
  const emitChange = (transactions: readonly BankTransaction[], change: ReviewChange) => {
    for (const { id } of transactions) sentChanges.current.delete(id)
    if (transactions.length === 0) return
    const { categoryId } = change
    const categorized = categoryId === undefined ? [] : transactions.filter((transaction) => transaction.category?.id !== categoryId)
    const reviewed = change.review ? transactions.filter((transaction) => !isReviewed(transaction.reviewStatus)) : []
    if (categoryId !== undefined && categorized.length > 0) emit({ type: 'transactionCategorized', transactionIds: categorized.map(({ id }) => id), categoryId })
    if (reviewed.length > 0) emit({ type: 'transactionReviewed', transactionIds: reviewed.map(({ id }) => id) })
    if (change.attach?.length) for (const { id } of transactions) emit({ type: 'transactionSaved', transactionId: id, created: false })
  }

  /** Sends a refused row's item again, alone; for a row whose outcome is unknown, finds out first. */
  const retry = async (id: string) => {
    const result = results.get(id)
    if (result?.state !== 'failed' && result?.state !== 'unknown') return
    const answer = await send([result.item])
    const sent = sentChanges.current.get(id)
    if (!('kind' in answer) && answer.savedItems.length > 0 && sent) emitChange([sent.before], sent.change)
  }

  /**
   * Restores every row the last action saved, in one request; their results are cleared. Actions
   * still on their way are waited for first: the last action is the last one the user took.
   */
  const undo = async () => {
    while (inFlight.current.size > 0) await Promise.allSettled([...inFlight.current])
    const undoable = stack.current.at(-1)
    if (!undoable) return
    const { restore, touched } = undoable
    try {
      const answers = await mutation.mutateAsync(restore)
      const restored = answers.flatMap((answer) => (answer.ok ? [answer.data] : []))
      update(touched.map((id) => [id, undefined]))
      setUndoStack(stack.current.filter((action) => action !== undoable))
      if (restored.length > 0) {
        saved.current?.(restored)
        emit({ type: 'transactionUndone', transactionIds: restored.map(({ id }) => id) })
      }
      setOutcome({ kind: 'undone', restored: restored.length })
    } catch (error) {
      // Kept undoable: an undo pressed again after an unknown outcome finds out before it sends.
      setOutcome({ kind: error instanceof BookkeepingOutcomeUnknownError ? 'undoUnknown' : 'undoFailed' })
    }
  }

  return { results, apply, retry, undo, undoable: undoStack.at(-1), outcome, announce: setOutcome, busy: mutation.isPending }
}
