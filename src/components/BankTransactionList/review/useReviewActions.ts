import { useLayoutEffect, useRef, useState } from 'react'
import type { BankTransaction, BankTransactionInput } from '../../../api/types'
import { restoreItem, type ReviewChange } from '../../../api/writes/bankTransactionItems'
import type { WriteProgress } from '../../../api/writes/outcome'
import { useBankTransactionSave } from '../../../react/queue/bankTransactions'
import { useEmitEvent } from '../../../react/provider/context'
import { useServiceProfile } from '../../../react/provider/provided'
import {
  actionOutcomeOf,
  leavingSelection,
  rowResultOf,
  type ActionOutcome,
  type Landed,
  type RowResult,
  type UndoableAction,
} from '../../../core/queue/review/actionResults'
import {
  actionItems,
  progressShown,
  restoresOf,
  savedChangeEvents,
  savedRecords,
  stackWith,
  stoppedShort,
  type ActionChange,
} from '../../../core/queue/review/reviewActions'
import { restoreSteps } from '../../../core/queue/review/undoSteps'
import type { useRowSelection } from './useRowSelection'

export type { ActionOutcome, RowResult, UndoableAction } from '../../../core/queue/review/actionResults'

/** Where an action runs: `fromSelection`, on the rows selected (what it saves leaves the selection); `step`, the undo step a resumed action adds to. */
export interface ActionScope {
  fromSelection?: boolean
  step?: UndoableAction
}

/** An action that stopped before all its rows were saved: Try again sends only these, into the same undo step. */
interface Unfinished {
  transactions: BankTransaction[]
  change: ActionChange
  scope: ActionScope
}

/** The queue's selection, as actions change it: rows an action on it saved leave it, and rejoin it when undone. */
type SelectionPort = Pick<ReturnType<typeof useRowSelection>, 'leave' | 'rejoin'>

/** A write in batches on its way: how far it has got, and whether it is an undo. */
export interface QueueProgress extends WriteProgress {
  undo: boolean
  /** The action it belongs to. */
  owner: AbortController
}

/** How many actions Ctrl/Cmd+Z can walk back. */
const UNDO_DEPTH = 50

/**
 * The queue's writes. Every action (one row, the selection, an undo, a retry) goes in batches of
 * the profile's `maxBatchSize`, each landing on its rows as it arrives. An action that stops on a
 * failed batch keeps what was saved, says how many were and were not, and Try again (`resume`)
 * sends only the rest into the same undo step. Actions may overlap (Enter confirms a row and moves
 * on while the save runs); undo takes back the last one whole, waiting first for the actions still
 * on their way, and again the one before it. `cancel` stops every action on its way.
 */
export function useReviewActions(onSaved: ((saved: BankTransaction[]) => void) | undefined, selection?: SelectionPort) {
  const { updates } = useServiceProfile()
  const save = useBankTransactionSave()
  const [results, setResults] = useState<ReadonlyMap<string, RowResult>>(new Map())
  // The stack in state for rendering, and in a ref for an undo that reads it after awaiting.
  const [undoStack, setUndoStackState] = useState<readonly UndoableAction[]>([])
  const stack = useRef<readonly UndoableAction[]>([])
  const setUndoStack = (next: readonly UndoableAction[]) => {
    stack.current = next.slice(-UNDO_DEPTH)
    setUndoStackState(stack.current)
  }
  const inFlight = useRef(new Set<Promise<unknown>>())
  // Each action's cancel, and the release of its hold while an earlier attempt may still land.
  const controllers = useRef(new Map<AbortController, AbortController>())
  const [running, setRunning] = useState(0)
  const [progress, setProgress] = useState<QueueProgress>()
  const [outcome, setOutcome] = useState<ActionOutcome>()
  const [unfinished, setUnfinished] = useState<Unfinished>()
  // The host's latest onSaved, for actions that end after a re-render (the save path stays out of components/shared).
  const latestOnSaved = useRef(onSaved)
  const latestSelection = useRef(selection)
  useLayoutEffect(() => {
    latestOnSaved.current = onSaved
    latestSelection.current = selection
  })
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
  const showOnRows = (landed: readonly Landed[]) =>
    update(landed.map(({ item, outcome: told }) => [item.id as string, rowResultOf(item, told)]))

  /** Sends `items` in batches; each batch lands on its rows as it arrives (not an undo's: it clears them once done). */
  const send = async (items: BankTransactionInput[], { undo = false } = {}): Promise<Landed[]> => {
    const controller = new AbortController()
    const release = new AbortController()
    controllers.current.set(controller, release)
    setRunning((count) => count + 1)
    if (!undo) update(items.map((item) => [item.id as string, { state: 'saving', item }]))
    try {
      const outcomes = await save(items, {
        signal: controller.signal,
        release: release.signal,
        onProgress: (told) => setProgress(progressShown(told) ? { ...told, undo, owner: controller } : undefined),
        onBatch: undo ? undefined : showOnRows,
      })
      const landed = items.map((item, index) => ({ item, outcome: outcomes[index] ?? { status: 'notSent' as const } }))
      // Items no batch carried (an earlier one failed) land here.
      if (!undo) showOnRows(landed)
      return landed
    } finally {
      controllers.current.delete(controller)
      setRunning((count) => count - 1)
      // Only this action's line goes: a bulk action still on its way keeps showing its own.
      setProgress((shown) => (shown?.owner === controller ? undefined : shown))
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
   * Applies one change to every transaction given (one row, or the selection). `name` names a
   * one-row action in the announcement; `scope` says whether the rows are the selection, and the
   * undo step a resumed action adds to.
   */
  const apply = (
    transactions: readonly BankTransaction[],
    change: ActionChange,
    name?: string,
    { fromSelection = false, step }: ActionScope = {},
  ): Promise<BankTransaction[]> =>
    track(
      (async () => {
        const pairs = actionItems(transactions, change, updates)
        if (pairs.length === 0) return []
        const before = new Map(pairs.map((pair) => [pair.transaction.id, pair]))
        for (const pair of pairs) sentChanges.current.set(pair.transaction.id, { before: pair.transaction, change: pair.change })
        const landed = await send(pairs.map((pair) => pair.item))
        const saved = landed.filter(({ outcome: told }) => told.status === 'saved')
        const pairOf = ({ item }: Landed) => before.get(item.id as string) as (typeof pairs)[number]
        const beforeOf = (entry: Landed) => pairOf(entry).transaction
        emitChange(saved.map((entry) => ({ before: beforeOf(entry), change: pairOf(entry).change })))
        tellHost(landed)
        const restore = saved.map((entry) => restoreItem(beforeOf(entry), entry.item, updates))
        // Done with, the rows saved leave the selection; the rest stay selected for the action again.
        const leaving = fromSelection ? leavingSelection(landed) : []
        if (leaving.length > 0) latestSelection.current?.leave(leaving)
        const nextStep = addToUndo(step, { restore, touched: pairs.map((pair) => pair.transaction.id), selected: leaving })
        // A batch failed as a whole: Try again offers every row not saved.
        setUnfinished(
          stoppedShort(landed)
            ? {
                transactions: landed.filter(({ outcome: told }) => told.status !== 'saved').map(beforeOf),
                change,
                scope: { fromSelection, step: nextStep },
              }
            : undefined,
        )
        setOutcome(actionOutcomeOf(landed, name))
        return saved.map(beforeOf)
      })(),
    )

  /** Puts an action's restores on the undo stack: a new step, or added to the step of the action it resumes. */
  const addToUndo = (step: UndoableAction | undefined, added: UndoableAction): UndoableAction | undefined => {
    const next = stackWith(stack.current, step, added)
    if (next.stack !== stack.current) setUndoStack(next.stack)
    return next.step
  }

  /** The records an action saved, to the host's `onSaved`. */
  const tellHost = (landed: readonly Landed[]) => {
    const records = savedRecords(landed)
    if (records.length > 0) latestOnSaved.current?.(records)
  }

  /** Tells the host what saved changes did to these transactions (as they were before them): one event per category, one for the reviewed. */
  const emitChange = (saved: readonly { before: BankTransaction; change: ReviewChange }[]) => {
    for (const { before } of saved) sentChanges.current.delete(before.id)
    for (const event of savedChangeEvents(saved)) emit(event)
  }

  /** Sends a refused row's item again, alone; for a row whose outcome is unknown, finds out first. */
  const retry = async (id: string) => {
    const result = results.get(id)
    if (result?.state !== 'failed' && result?.state !== 'unknown') return
    const landed = await send([result.item])
    const sent = sentChanges.current.get(id)
    if (landed[0]?.outcome.status === 'saved' && sent) emitChange([sent])
    tellHost(landed)
  }

  /** Try again after an action stopped on a failed batch: only its rows not saved, into the same undo step. */
  const resume = () => {
    if (!unfinished) return
    setUnfinished(undefined)
    return apply(unfinished.transactions, unfinished.change, undefined, unfinished.scope)
  }

  // Parts told of rows an undo restored (the answers part opens again the questions their use closed).
  const restoredListeners = useRef(new Set<(ids: readonly string[], steps: readonly UndoableAction[]) => void>())
  /** Tells `listener` the ids of the rows each undo restores and the steps it took them from, until the function it returns is called. */
  const whenRestored = (listener: (ids: readonly string[], steps: readonly UndoableAction[]) => void) => {
    restoredListeners.current.add(listener)
    return () => void restoredListeners.current.delete(listener)
  }
  /** The latest undo step that restores the row `id`: the step of the action that last saved it. */
  const stepOf = (id: string): UndoableAction | undefined => stack.current.findLast((step) => step.restore.some((item) => item.id === id))

  /** Sends restores picked from undo steps (undoSteps.ts). */
  const restore = async (picked: ReadonlyMap<UndoableAction, BankTransactionInput[]>): Promise<string[]> => {
    const restored = await restoreSteps(
      { send, stack, setUndoStack, update, tellHost, emit, setOutcome, reselect: (ids) => latestSelection.current?.rejoin(ids) },
      picked,
    )
    if (restored.length > 0) for (const listener of restoredListeners.current) listener(restored, [...picked.keys()])
    return restored
  }
  const settle = async () => {
    while (inFlight.current.size > 0) await Promise.allSettled([...inFlight.current])
  }

  /**
   * Restores every row the last action saved. Actions still on their way are waited for first:
   * the last action is the last one the user took.
   */
  const undo = async () => {
    await settle()
    const step = stack.current.at(-1)
    if (step) await restore(new Map([[step, step.restore]]))
  }

  /**
   * Restores only the rows of `ids` (a rule's confirmation undone for one row, or for all of one
   * rule's), each from the latest step that holds it; the rest of each step stays undoable.
   */
  const undoRows = async (ids: readonly string[]): Promise<string[]> => {
    await settle()
    return restore(restoresOf(stack.current, ids))
  }

  const cancel = () => {
    for (const controller of controllers.current.keys()) controller.abort(new DOMException('The user cancelled the save.', 'AbortError'))
  }

  /** Sends at once the actions held while an earlier attempt of their rows may still land (the user was warned it may overwrite). */
  const sendAnyway = () => {
    for (const release of controllers.current.values()) release.abort()
  }

  return {
    results,
    apply,
    whenRestored,
    stepOf,
    retry,
    undo,
    undoRows,
    resume,
    cancel,
    sendAnyway,
    /** Rows an action that stopped left unsaved, for its Try again. */
    unfinished: unfinished?.transactions.length ?? 0,
    undoable: undoStack.at(-1),
    outcome,
    announce: setOutcome,
    busy: running > 0,
    progress,
  }
}
