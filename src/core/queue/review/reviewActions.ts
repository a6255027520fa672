/**
 * The decisions of the queue's writes, apart from the hook that runs them (useReviewActions): which
 * item each row sends, what the host is told of a save, when an action stopped short, what an undo
 * of some rows takes from which step, and when a write's progress is worth a line. Pure.
 */
import { isReviewed } from '../../../api/reviewStatus'
import type { BankTransaction, BankTransactionInput } from '../../../api/types'
import { reviewItem, type ReviewChange } from '../../../api/writes/bankTransactionItems'
import type { UpdateStyle } from '../../../api/service'
import type { WriteProgress } from '../../../api/writes/outcome'
import type { BookkeepingEvent } from '../../store/events'
import { undoStepOf, type Landed, type UndoableAction } from './actionResults'

/** One change for every row of an action, or each row's own (a rule's, which differs by rule and amount). */
export type ActionChange = ReviewChange | ((transaction: BankTransaction) => ReviewChange | undefined)

/** The queue's one save path as a write of several rows sees it: the rows, their change, the name of a one-row action. */
export interface ReviewActionsPort {
  apply(transactions: readonly BankTransaction[], change: ActionChange, name?: string): Promise<BankTransaction[]>
}

/** One row of an action: the row as it was, the item it sends and the change it asked for. */
export interface ActionItem {
  transaction: BankTransaction
  item: BankTransactionInput
  change: ReviewChange
}

/** The items an action sends: one per row whose change changes something; a row left as it is sends none. */
export function actionItems(transactions: readonly BankTransaction[], change: ActionChange, updates: UpdateStyle): ActionItem[] {
  return transactions.flatMap((transaction) => {
    const own = typeof change === 'function' ? change(transaction) : change
    const item = own && reviewItem(transaction, own, updates)
    return own && item ? [{ transaction, item, change: own }] : []
  })
}

/**
 * What saved changes did to these transactions (as they were before them), as the host's events:
 * one per category given, one for the rows newly reviewed, one per row given attachments.
 */
export function savedChangeEvents(saved: readonly { before: BankTransaction; change: ReviewChange }[]): BookkeepingEvent[] {
  const categorized = new Map<string, string[]>()
  const reviewed: string[] = []
  const attached: string[] = []
  for (const { before, change } of saved) {
    const { id } = before
    const { categoryId } = change
    if (categoryId !== undefined && before.category?.id !== categoryId)
      categorized.set(categoryId, [...(categorized.get(categoryId) ?? []), id])
    if (change.review && !isReviewed(before.reviewStatus)) reviewed.push(id)
    if (change.attach?.length) attached.push(id)
  }
  return [
    ...[...categorized].map(([categoryId, transactionIds]): BookkeepingEvent => ({
      type: 'transactionCategorized',
      transactionIds,
      categoryId,
    })),
    ...(reviewed.length > 0 ? [{ type: 'transactionReviewed' as const, transactionIds: reviewed }] : []),
    ...attached.map((id): BookkeepingEvent => ({ type: 'transactionSaved', transactionId: id, created: false })),
  ]
}

/** The records an action saved, as the service answered them: what the host's `onSaved` receives. */
export const savedRecords = (landed: readonly Landed[]): BankTransaction[] =>
  landed.flatMap(({ outcome }) => (outcome.status === 'saved' && outcome.record ? [outcome.record] : []))

/**
 * Whether an action of several rows stopped on a batch that failed as a whole (its items unknown,
 * the rest not sent): then Try again offers every row not saved.
 */
export const stoppedShort = (landed: readonly Landed[]): boolean =>
  landed.length > 1 && landed.some(({ outcome }) => outcome.status === 'unknown' || outcome.status === 'notSent')

/** The undo stack once an action's restores are on it: a new step, or merged into `step`, the step of the action it resumes. */
export function stackWith(
  stack: readonly UndoableAction[],
  step: UndoableAction | undefined,
  added: UndoableAction,
): { stack: readonly UndoableAction[]; step: UndoableAction | undefined } {
  if (added.restore.length === 0) return { stack, step }
  const merged = undoStepOf(step, added)
  const held = step !== undefined && stack.includes(step)
  return { stack: held ? stack.map((entry) => (entry === step ? merged : entry)) : [...stack, merged], step: merged }
}

/** The restores that undo only the rows of `ids`: each row's from the latest step that holds it, the rest of each step left undoable. */
export function restoresOf(stack: readonly UndoableAction[], ids: readonly string[]): Map<UndoableAction, BankTransactionInput[]> {
  const wanted = new Set(ids)
  const picked = new Map<UndoableAction, BankTransactionInput[]>()
  for (const step of [...stack].reverse()) {
    const items = step.restore.filter((item) => wanted.delete(item.id as string))
    if (items.length > 0) picked.set(step, items)
  }
  return picked
}

/** Whether a write's progress is worth a line: more than one batch, or a wait before sending or checking. */
export const progressShown = (told: WriteProgress): boolean =>
  told.total > 1 || told.waitingUntil !== undefined || told.checkingUntil !== undefined
