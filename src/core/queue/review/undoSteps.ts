/**
 * The queue's undo, apart from its first load: an undo only follows an action, so this code loads in
 * idle time after the rows paint (useReviewActions). Restores picked from the undo steps go in
 * batches through the same save path as every action.
 */
import type { BankTransactionInput } from '../../../api/types'
import type { EmitEvent } from '../../store/events'
import { undoFailure, type ActionOutcome, type Landed, type RowResult, type UndoableAction } from './actionResults'

/** What an undo works with: the hook's save path, its undo stack and what it shows. */
export interface UndoContext {
  send: (items: BankTransactionInput[], options: { undo: boolean }) => Promise<Landed[]>
  stack: { readonly current: readonly UndoableAction[] }
  setUndoStack: (next: readonly UndoableAction[]) => void
  update: (changes: Iterable<[string, RowResult | undefined]>) => void
  tellHost: (landed: readonly Landed[]) => void
  emit: EmitEvent
  setOutcome: (outcome: ActionOutcome) => void
  /** Selects again rows an action on the selection had taken out of it. */
  reselect: (ids: string[]) => void
}

/** The rows an undo selects again: those it restored that an action on the selection had taken out of it. */
export function rejoiningSelection(steps: Iterable<UndoableAction>, restored: readonly string[]): string[] {
  const left = new Set([...steps].flatMap((step) => step.selected))
  return restored.filter((id) => left.has(id))
}

/**
 * Sends the restores picked from undo steps, in batches; what was restored leaves its step (a step
 * left empty leaves the stack, and its rows' results are cleared), what was not stays, so Undo
 * again sends only that. Resolves to the ids restored.
 */
export async function restoreSteps(
  { send, stack, setUndoStack, update, tellHost, emit, setOutcome, reselect }: UndoContext,
  picked: ReadonlyMap<UndoableAction, BankTransactionInput[]>,
): Promise<string[]> {
  const items = [...picked.values()].flat()
  if (items.length === 0) return []
  const landed = await send(items, { undo: true })
  const restored = landed.filter(({ outcome: told }) => told.status === 'saved')
  const done = new Set(restored.map(({ item }) => item))
  const ids = restored.map(({ item }) => item.id as string)
  const emptied: UndoableAction[] = []
  setUndoStack(
    stack.current.flatMap((step) => {
      if (!picked.has(step)) return [step]
      const left = step.restore.filter((item) => !done.has(item))
      if (left.length === step.restore.length) return [step]
      if (left.length === 0) emptied.push(step)
      return left.length === 0 ? [] : [{ ...step, restore: left }]
    }),
  )
  update([...ids, ...emptied.flatMap((step) => step.touched)].map((id) => [id, undefined]))
  if (restored.length > 0) {
    // Undo puts back the selection the action cleared, as it puts back the rows.
    const rejoining = rejoiningSelection(picked.keys(), ids)
    if (rejoining.length > 0) reselect(rejoining)
    tellHost(restored)
    emit({ type: 'transactionUndone', transactionIds: ids })
  }
  setOutcome(
    restored.length > 0 ? { kind: 'undone', restored: restored.length, left: items.length - restored.length } : undoFailure(landed),
  )
  return ids
}
