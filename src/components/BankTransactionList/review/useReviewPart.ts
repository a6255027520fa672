import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type ComponentType,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import { flushSync } from 'react-dom'
import type { BankTransaction } from '../../../api/types'
import type { ReviewChange } from '../../../api/writes/bankTransactionItems'
import type { QueueSuggestion } from '../../../core/queue/review/suggestions'
import { isTypingTarget } from '../../shared/typingTarget'
import { revealInWindow } from '../../shared/grid/focusInView'
import type { GridNavigation } from '../../shared/grid/useVirtualRows'
import { useLatestRef } from '../../shared/hooks/useLatestRef'
import type { QueueReviewPort, QueueReviewProps, QueueReviewView } from './QueueReview'

// Requested when the queue mounts, in parallel with its first read (QueueReview.tsx).
const loadReview = () => import('./QueueReview')

/** Something the user did, done by the part once it is here. */
type Held = (port: QueueReviewPort) => void

/** A row's keys the queue takes (useQueueKeys): the grid does nothing with them while they wait. */
const ROW_KEYS = new Set(['j', 'k', 'c', 'm', 't', 'e', 'r'])
const plainKey = (event: KeyboardEvent | MouseEvent) => !event.ctrlKey && !event.metaKey && !event.altKey
const inRow = (target: EventTarget | null) => target instanceof Element && target.closest('[role="row"][data-id]') !== null

/**
 * An event as a handler reads it later: its keys, its elements, its files. Its default was
 * prevented (or not) when it happened; its current target is gone once it has been dispatched.
 */
function later<E extends { currentTarget: EventTarget }>(event: E, fields: Partial<E> = {}): E {
  const { key, shiftKey, ctrlKey, metaKey, altKey, target, currentTarget } = event as unknown as KeyboardEvent
  return {
    key,
    shiftKey,
    ctrlKey,
    metaKey,
    altKey,
    target,
    currentTarget,
    defaultPrevented: false,
    preventDefault: () => undefined,
    stopPropagation: () => undefined,
    ...fields,
  } as unknown as E
}

/**
 * The queue's side of its review part: loads it at mount, keeps what it last rendered (`port`), and
 * hands the queue handlers that call it. A key, click or action that arrives before the part is
 * held, and done as the part arrives, in the order it came, each after the last has been drawn:
 * Enter then j confirms the row and moves on twice, as it would with the part there.
 */
export function useReviewPart(ordered: readonly BankTransaction[]) {
  const [Part, setPart] = useState<ComponentType<QueueReviewProps>>()
  // What the queue draws of the part; the handlers read it from the ref, which has it before the queue draws again.
  const [view, setView] = useState<QueueReviewView>()
  const viewNow = useRef<QueueReviewView | undefined>(undefined)
  const shownRows = useLatestRef(ordered)
  const held = useRef<Held[]>([])
  // While a held act is done: what it does in turn is done with it, not after the acts held behind it.
  const replaying = useRef(false)
  /** The part's last render, once it is here and has done what was held. */
  const ready = () => (held.current.length === 0 || replaying.current ? viewNow.current?.port.current : undefined)
  // Counts the loads asked for; negative after one failed, until the user does something.
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (attempt < 0) return
    let live = true
    loadReview().then(
      (module) => live && setPart(() => module.QueueReview),
      // Asked again with the next thing the user does.
      () => live && setAttempt((count) => -(count + 1)),
    )
    return () => {
      live = false
    }
  }, [attempt])

  /** Does `act` now, or once the part is here, after what came before it. */
  const run = (act: Held) => {
    const port = ready()
    if (port) return act(port)
    held.current.push(act)
    if (attempt < 0) setAttempt((count) => -count)
  }

  // Once the part has committed, and whenever what the queue shows of it changes.
  const onView = useCallback((next: QueueReviewView) => {
    const first = viewNow.current === undefined
    viewNow.current = next
    setView(next)
    if (!first) return
    // After this commit: each held act is drawn before the next (a row moved to is current for the next key).
    queueMicrotask(() => {
      const replayed = held.current.length > 0
      while (held.current.length > 0) {
        const act = held.current.shift()!
        flushSync(() => {
          replaying.current = true
          try {
            act(next.port.current)
          } finally {
            replaying.current = false
          }
        })
      }
      // The row the keys moved to, in the window: the grid revealed it while the rows still moved.
      const focused = document.activeElement
      if (replayed && focused instanceof HTMLElement && focused.matches('.bk-grid__body [role="row"]')) revealInWindow(focused)
    })
  }, [])

  return {
    Part,
    onView,
    view,
    act: (rows: readonly BankTransaction[], change: ReviewChange, scope?: { fromSelection: boolean }) =>
      run((part) => part.act(rows, change, scope)),
    retry: (id: string) => run((part) => void part.actions.retry(id)),
    undo: () => run((part) => void part.undo()),
    unpair: (transaction: BankTransaction) => run((part) => part.unpair(transaction)),
    acceptSuggestion: (transaction: BankTransaction, suggestion: QueueSuggestion) =>
      run((part) => part.acceptSuggestion(transaction, suggestion)),
    retryReceipts: (transaction: BankTransaction) => run((part) => part.receipts.retry(transaction)),
    dismissReceipts: (id: string) => run((part) => part.receipts.dismiss(id)),
    cancel: () => run((part) => part.actions.cancel()),
    sendAnyway: () => run((part) => part.actions.sendAnyway()),
    resume: () => run((part) => void part.actions.resume()),
    openHelp: () => run((part) => part.keys.openHelp()),

    /** A key in a row: the part's, or held when it is one the part takes (true: the grid leaves it). */
    onRowKeyDown: (transaction: BankTransaction, index: number, event: KeyboardEvent<HTMLElement>, grid: GridNavigation): boolean => {
      const port = ready()
      if (port) return port.keys.onRowKeyDown(transaction, index, event, grid)
      if (isTypingTarget(event.target)) return false
      const onRow = event.target === event.currentTarget
      if (onRow && event.shiftKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        // The grid moves at once; the range grows from the row it was pressed on.
        const pressed = later(event)
        held.current.push((part) => part.keys.onRowKeyDown(transaction, index, pressed, grid))
        return false
      }
      const taken =
        (onRow && ((event.key === 'Enter' && plainKey(event) && !event.shiftKey) || event.key === ' ')) ||
        (plainKey(event) && ROW_KEYS.has(event.key))
      if (!taken) return false
      const gridElement = event.currentTarget.closest('[role="grid"]')
      const pressed = later(event)
      run((part) => {
        // On the row current now: a key done before this one may have moved on from where it was pressed.
        const current = gridElement?.querySelector<HTMLElement>('[role="row"][data-current]')
        const at = current ? Number(current.dataset.index) : index
        const row = current && at !== index ? shownRows.current[at] : undefined
        if (row && current) part.keys.onRowKeyDown(row, at, later(pressed, { target: current, currentTarget: current }), grid)
        else part.keys.onRowKeyDown(transaction, index, pressed, grid)
      })
      return true
    },

    /** The queue's keys outside the rows (Ctrl/Cmd+Z, `/`, `?`): taken now, done by the part. */
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const port = ready()
      if (port) return port.keys.queueHandlers.onKeyDown(event)
      if (event.defaultPrevented || isTypingTarget(event.target)) return
      const undoKey = (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'z'
      if (!undoKey && !(event.key === '/' && plainKey(event)) && !(event.key === '?' && !event.ctrlKey && !event.metaKey)) return
      event.preventDefault()
      const pressed = later(event)
      run((part) => part.keys.queueHandlers.onKeyDown(pressed))
    },

    /** Pointer gestures and pasted receipts on the rows: the part's, held while it is on its way. */
    bodyHandlers: {
      onMouseDown: (event: MouseEvent<HTMLElement>) => {
        const port = ready()
        if (port) return port.keys.bodyHandlers.onMouseDown(event)
        // Shift-click selects a range: the rows' text is not selected meanwhile.
        if (event.shiftKey) event.preventDefault()
        const pressed = later(event)
        run((part) => part.keys.bodyHandlers.onMouseDown(pressed))
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        const port = ready()
        if (port) return port.keys.bodyHandlers.onClick(event)
        if (!event.shiftKey && !event.ctrlKey && !event.metaKey) return
        const clicked = later(event)
        run((part) => part.keys.bodyHandlers.onClick(clicked))
      },
      onPaste: (event: ClipboardEvent<HTMLElement>) => {
        const port = ready()
        if (port) return port.keys.bodyHandlers.onPaste(event)
        const files = Array.from(event.clipboardData.files)
        if (files.length === 0 || isTypingTarget(event.target)) return
        event.preventDefault()
        const pasted = later(event, { clipboardData: { files } as unknown as DataTransfer })
        run((part) => part.keys.bodyHandlers.onPaste(pasted))
      },
      // Files dragged onto a row before the part is here are taken (the browser would open them) and held.
      onDragOver: (event: DragEvent<HTMLElement>) => {
        const port = ready()
        if (port) return port.keys.bodyHandlers.onDragOver(event)
        if (!Array.from(event.dataTransfer.types).includes('Files') || !inRow(event.target)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
      },
      onDragLeave: (event: DragEvent<HTMLElement>) => ready()?.keys.bodyHandlers.onDragLeave(event),
      onDrop: (event: DragEvent<HTMLElement>) => {
        const port = ready()
        if (port) return port.keys.bodyHandlers.onDrop(event)
        const files = Array.from(event.dataTransfer.files)
        if (files.length === 0 || !inRow(event.target)) return
        event.preventDefault()
        const dropped = later(event, { dataTransfer: { files, types: ['Files'] } as unknown as DataTransfer })
        run((part) => part.keys.bodyHandlers.onDrop(dropped))
      },
    },
  }
}
