import { useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react'
import type { BankTransaction } from '../../../api/types'
import type { PickerOption } from '../../../core/forms/optionSource'
import { isTypingTarget } from '../../shared/typingTarget'
import type { GridNavigation } from '../../shared/grid/useVirtualRows'
import { type QueueRowContext } from '../rows/rowContext'
import { rowName } from '../../../core/queue/view/queueFilter'
import type { ReviewChange } from '../../../api/writes/bankTransactionItems'
import type { ActionOutcome } from './useReviewActions'
import type { useRowSelection } from './useRowSelection'
import type { QueueSuggestion } from '../../../core/queue/review/suggestions'

/** What the category picker categorizes: one row (then the next row becomes current), or the selection. */
export interface PickerTarget {
  rows: readonly BankTransaction[]
  /** The row's own suggestions (a rule's first), offered first; none for a selection. */
  suggestions: readonly QueueSuggestion[]
  /** For one row: where the grid goes once it is categorized. Without it, the rows are the selection. */
  next?: { index: number; grid: GridNavigation }
}

interface QueueKeysOptions {
  /** The rows of the view, top to bottom. */
  visible: readonly BankTransaction[]
  /** The view's row of an id, if it shows one. */
  shown: (id: string | undefined) => BankTransaction | undefined
  context: QueueRowContext
  selection: ReturnType<typeof useRowSelection>
  selectable: (id: string) => boolean
  selectedRows: readonly BankTransaction[]
  /** `fromSelection`: the rows are the selection, which the rows saved leave. */
  act: (rows: readonly BankTransaction[], change: ReviewChange, scope?: { fromSelection: boolean }) => void
  retry: (id: string) => void
  announce: (outcome: ActionOutcome) => void
  openEditor: (transaction: BankTransaction) => void
  undo: () => void
  /** Receipts dropped on or pasted into a row; false when they cannot be taken. */
  attach: ((transaction: BankTransaction, files: readonly File[]) => boolean) | undefined
  /** Opens "Ask the owner…" about rows, once the questions' part has loaded. */
  ask: ((rows: readonly BankTransaction[]) => void) | undefined
  /** Whether the row's owner's answer is shown but not safe to take: Enter opens the picker. */
  answerHeld: (transaction: BankTransaction) => boolean
}

const rowOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[role="row"][data-id]') : null)
/** Keys pressed in a dialog or in the editor belong there. */
const elsewhere = (target: EventTarget | null) =>
  target instanceof Element && target.closest('dialog, .bk-transaction-list__editor') !== null
const plainKey = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey

/**
 * The review queue's keys and pointer gestures (DESIGN "The review queue's keys"): Enter confirms the
 * current row as shown and moves on, j/k move, Space and Shift select, `c` opens the category picker,
 * `e` the editor, `a` "Ask the owner…" (about the selection, else the row), Ctrl/Cmd+Z undoes, `/` searches, `?` lists the keys; a click makes a row current,
 * Shift-click selects a range from it, Ctrl/Cmd-click toggles one row; a file dropped on a row or
 * pasted into it is its receipt. No key fires while the user types in a field.
 */
export function useQueueKeys({
  visible,
  shown,
  context,
  selection,
  selectable,
  selectedRows,
  act,
  retry,
  announce,
  openEditor,
  undo,
  attach,
  ask,
  answerHeld,
}: QueueKeysOptions) {
  const [picker, setPicker] = useState<PickerTarget>()
  const [helpOpen, setHelpOpen] = useState(false)
  const [dropTarget, setDropTarget] = useState<string>()
  const clickOrigin = useRef<string | undefined>(undefined)

  const openPicker = (target: PickerTarget) => {
    if (target.rows.length > 0) setPicker(target)
  }

  /** Enter: the row's category as shown (its pending choice, its category, else its first suggestion), saved and reviewed in one request. */
  const confirm = (transaction: BankTransaction, index: number, grid: GridNavigation) => {
    const name = rowName(transaction)
    const next = () => grid.moveTo(index + 1)
    if (context.lockOf(transaction)) {
      announce({ kind: 'locked', name })
      return
    }
    const result = context.resultOf(transaction.id)
    if (result?.state === 'saving') return next()
    if (result?.state === 'failed' || result?.state === 'unknown') {
      retry(transaction.id)
      return next()
    }
    // The owner's answer, safe to use: taken whatever the row has (its receipt, its note, the owner's category).
    const first = context.suggestionsOf(transaction)[0]
    if (first?.answer) {
      context.onAcceptSuggestion(transaction, first)
      return next()
    }
    // An answer not safe to take (changed since asked, no category…): the user chooses, as on a row with nothing suggested.
    if (answerHeld(transaction)) {
      openPicker({ rows: [transaction], suggestions: [], next: { index: index + 1, grid } })
      return
    }
    // A split's categories are its lines': confirming it marks it reviewed.
    if ((transaction.children?.length ?? 0) > 0) {
      act([transaction], { review: true })
      return next()
    }
    if (transaction.category) act([transaction], { categoryId: transaction.category.id, review: true })
    else {
      // The first suggestion: a rule's (its whole change) or the service's. Matched before the key, never in it.
      if (!first) {
        openPicker({ rows: [transaction], suggestions: [], next: { index: index + 1, grid } })
        return
      }
      // Two invoices equally likely: never one picked for the user; "Find match…" shows both.
      // (A match is suggested only once the matching part, and its dialog's opener, have loaded.)
      // A match to finish there too (a fee's category, a named payer's invoice).
      if (first.match?.ambiguous || first.match?.find) {
        context.onFindMatch?.(transaction)
        return
      }
      // Another side as likely: "Pair transfers…" shows the pair unticked, for the user to check.
      if (first.transfer?.ambiguous) {
        context.onPairTransfer?.([first.transfer.pair])
        return
      }
      context.onAcceptSuggestion(transaction, first)
    }
    next()
  }

  /** Keys in a row: true when the queue took the key (the grid then does nothing with it). */
  const onRowKeyDown = (transaction: BankTransaction, index: number, event: KeyboardEvent<HTMLElement>, grid: GridNavigation): boolean => {
    if (isTypingTarget(event.target)) return false
    const onRow = event.target === event.currentTarget
    if (onRow && event.key === 'Enter' && plainKey(event) && !event.shiftKey) {
      confirm(transaction, index, grid)
      return true
    }
    if (onRow && event.key === ' ') {
      if (!selectable(transaction.id)) return true
      if (event.shiftKey) selection.extendTo(transaction.id, selectable)
      else selection.toggle(transaction.id)
      return true
    }
    if (onRow && event.shiftKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      const next = visible[index + (event.key === 'ArrowDown' ? 1 : -1)]
      if (next) selection.extendTo(next.id, selectable, transaction.id)
      return false
    }
    if (!plainKey(event)) return false
    switch (event.key) {
      case 'j':
        grid.moveTo(index + 1)
        return true
      case 'k':
        grid.moveTo(index - 1)
        return true
      case 'c':
        if (selectedRows.length > 0) openPicker({ rows: selectedRows, suggestions: [] })
        else if (context.lockOf(transaction)) announce({ kind: 'locked', name: rowName(transaction) })
        else
          openPicker({
            rows: [transaction],
            // A category's picker offers categories: a match or a transfer is applied from its chip, Enter or its dialog.
            suggestions: context.suggestionsOf(transaction).filter((suggestion) => !suggestion.match && !suggestion.transfer),
            next: { index: index + 1, grid },
          })
        return true
      case 'm':
        if (!context.onFindMatch || transaction.amount <= 0) return false
        if (context.lockOf(transaction)) announce({ kind: 'locked', name: rowName(transaction) })
        else context.onFindMatch(transaction)
        return true
      case 't':
        if (!context.onMarkTransfer) return false
        if (context.lockOf(transaction)) announce({ kind: 'locked', name: rowName(transaction) })
        else context.onMarkTransfer(transaction)
        return true
      case 'e':
        openEditor(transaction)
        return true
      case 'a':
        if (!ask) return false
        ask(selectedRows.length > 0 ? selectedRows : [transaction])
        return true
      case 'r':
        if (!context.onMakeRule) return false
        if (context.lockOf(transaction)) announce({ kind: 'locked', name: rowName(transaction) })
        else context.onMakeRule(transaction)
        return true
      default:
        return false
    }
  }

  /** Keys anywhere in the queue but a field, a dialog or the editor: undo, search, the list of keys. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || isTypingTarget(event.target) || elsewhere(event.target)) return
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'z') {
      event.preventDefault()
      undo()
    } else if (event.key === '/' && plainKey(event)) {
      event.preventDefault()
      event.currentTarget.querySelector<HTMLInputElement>('.bk-transaction-filters .bk-filter-bar__search input')?.focus()
    } else if (event.key === '?' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault()
      setHelpOpen(true)
    }
  }

  // Shift-click selects from the row that was current before the click, so it is read before the
  // click makes the clicked row current; holding Shift must not select the rows' text either.
  const onMouseDown = (event: MouseEvent<HTMLElement>) => {
    if (!event.shiftKey || !rowOf(event.target)) return
    clickOrigin.current = event.currentTarget.querySelector<HTMLElement>('[role="row"][data-current]')?.dataset.id
    event.preventDefault()
  }

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const row = rowOf(event.target)
    const id = row?.dataset.id
    if (!row || id === undefined) return
    if (event.shiftKey) {
      selection.extendTo(id, selectable, clickOrigin.current)
      row.focus({ preventScroll: true })
    } else if ((event.ctrlKey || event.metaKey) && selectable(id)) {
      selection.toggle(id)
    }
  }

  const receiptRow = (target: EventTarget | null) => {
    const transaction = shown(rowOf(target)?.dataset.id)
    return transaction && !context.lockOf(transaction) ? transaction : undefined
  }
  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files')

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    const transaction = attach && hasFiles(event) ? receiptRow(event.target) : undefined
    if (!transaction) return setDropTarget(undefined)
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDropTarget(transaction.id)
  }
  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setDropTarget(undefined)
  }
  const onDrop = (event: DragEvent<HTMLElement>) => {
    setDropTarget(undefined)
    const transaction = receiptRow(event.target)
    if (!transaction || !attach) return
    event.preventDefault()
    attach(transaction, Array.from(event.dataTransfer.files))
  }
  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    if (isTypingTarget(event.target)) return
    const files = Array.from(event.clipboardData.files)
    const transaction = files.length > 0 ? receiptRow(event.target) : undefined
    if (!transaction) return
    event.preventDefault()
    if (!attach) announce({ kind: 'noUpload' })
    else attach(transaction, files)
  }

  /** Applies the picked category to the picker's rows (reviewed too), and moves on from one row. */
  const applyPicked = (category: PickerOption) => {
    if (!picker) return
    setPicker(undefined)
    const [only] = picker.rows
    const suggestion = picker.suggestions.find((option) => option.id === category.id)
    if (only && picker.rows.length === 1 && suggestion) context.onAcceptSuggestion(only, suggestion)
    else act(picker.rows, { categoryId: category.id, review: true }, { fromSelection: !picker.next })
    // The selection's rows leave it once saved; those not saved stay selected.
    if (picker.next) picker.next.grid.moveTo(picker.next.index)
  }

  return {
    picker,
    applyPicked,
    closePicker: () => setPicker(undefined),
    helpOpen,
    openHelp: () => setHelpOpen(true),
    closeHelp: () => setHelpOpen(false),
    dropTarget,
    onRowKeyDown,
    queueHandlers: { onKeyDown },
    bodyHandlers: { onMouseDown, onClick, onDragOver, onDragLeave, onDrop, onPaste },
  }
}
