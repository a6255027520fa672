import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import type { PendingChange } from '../../../core/close/changedPeriods'
import { useBookkeepingContext } from '../../../react/provider/context'
import type { ChangeQuestion } from './changeConfirmParts'

const loadParts = () => import('./changeConfirmParts')
const ChangeConfirmDialog = lazy(() => loadParts().then((module) => ({ default: module.ChangeConfirmDialog })))

/** What `useChangeConfirm` gives: the question, and the dialog to draw. */
export interface ChangeConfirm {
  /**
   * Whether `changes` may be sent: at once when they change nothing reconciled or signed off (or
   * nothing at all); else once the user confirmed, `false` when they cancelled, or when a question
   * is open already. Nothing is to be sent before it resolves.
   */
  ask: (changes: readonly PendingChange[]) => Promise<boolean>
  /** The dialog that asks; draw it where the component's own dialogs go. */
  dialog: ReactNode
  /** The question is open: nothing is on its way. */
  asking: boolean
}

/**
 * The question asked before a save changes a reconciled or signed-off month, the same one from the
 * editor's Save, the queue's category and its bulk actions. Its code and the records it reads come
 * with the first save that may need them.
 */
export function useChangeConfirm(): ChangeConfirm {
  const context = useBookkeepingContext()
  const [question, setQuestion] = useState<ChangeQuestion>()
  const answer = useRef<((confirmed: boolean) => void) | null>(null)
  // Gone before its answer: nothing is sent.
  useEffect(() => () => answer.current?.(false), [])

  const ask = useCallback(
    async (changes: readonly PendingChange[]) => {
      if (changes.length === 0) return true
      const periods = await (await loadParts()).readChangedPeriods(context, changes)
      if (periods.count === 0) return true
      if (answer.current) return false
      return new Promise<boolean>((resolve) => {
        answer.current = (confirmed) => {
          answer.current = null
          // Kept drawn, closed: the dialog gives the focus back as it closes.
          setQuestion((shown) => shown && { ...shown, open: false })
          resolve(confirmed)
        }
        setQuestion({ periods, total: changes.length, open: true })
      })
    },
    [context],
  )

  const dialog = question && (
    <Suspense fallback={null}>
      <ChangeConfirmDialog {...question} onAnswer={(confirmed) => answer.current?.(confirmed)} />
    </Suspense>
  )
  return { ask, dialog, asking: question?.open === true }
}
