/**
 * What Enter does on the queue's current row, decided from the row as shown: its lock, its last
 * result, its category or split, and its first suggestion. The keys' hook only carries it out.
 * Pure.
 */
import type { BankTransaction } from '../../../api/types'
import type { ReviewChange } from '../../../api/writes/bankTransactionItems'
import type { RowLock } from '../view/rowLocks'
import type { RowResult } from './actionResults'
import type { QueueSuggestion } from './suggestions'

/** One of Enter's outcomes; `moveOn`: the next row becomes current after it. */
export type EnterStep =
  /** The row cannot change: the queue says so, and stays. */
  | { kind: 'locked' }
  /** A save of the row is on its way: nothing more is sent. */
  | { kind: 'skip'; moveOn: true }
  /** The row's last save was refused or its outcome is unknown: sent again (found out first when unknown). */
  | { kind: 'retry'; moveOn: true }
  /** The row's own change, reviewed too: its category as shown, or a split's review alone. */
  | { kind: 'save'; change: ReviewChange; moveOn: true }
  /** The row's first suggestion, taken whole. */
  | { kind: 'accept'; suggestion: QueueSuggestion; moveOn: true }
  /** Nothing to confirm: the category picker opens on the row. */
  | { kind: 'pick' }
  /** A match not to be taken as it stands (two invoices as likely, a fee's category or a payer's invoice to choose): "Find match…". */
  | { kind: 'findMatch' }
  /** Another side as likely: "Pair transfers…" with the pair unticked, for the user to check. */
  | { kind: 'pairTransfer'; suggestion: QueueSuggestion }

/** What Enter does on `transaction`, whose lock, last result and suggestions (best first) are given. */
export function enterStep(
  transaction: BankTransaction,
  lock: RowLock | undefined,
  result: RowResult | undefined,
  suggestions: () => readonly QueueSuggestion[],
): EnterStep {
  if (lock) return { kind: 'locked' }
  if (result?.state === 'saving') return { kind: 'skip', moveOn: true }
  if (result?.state === 'failed' || result?.state === 'unknown') return { kind: 'retry', moveOn: true }
  // A split's categories are its lines': confirming it marks it reviewed.
  if ((transaction.children?.length ?? 0) > 0) return { kind: 'save', change: { review: true }, moveOn: true }
  if (transaction.category) return { kind: 'save', change: { categoryId: transaction.category.id, review: true }, moveOn: true }
  // The first suggestion: a rule's (its whole change) or the service's. Matched before the key, never in it.
  const [first] = suggestions()
  if (!first) return { kind: 'pick' }
  if (first.match?.ambiguous || first.match?.find) return { kind: 'findMatch' }
  if (first.transfer?.ambiguous) return { kind: 'pairTransfer', suggestion: first }
  return { kind: 'accept', suggestion: first, moveOn: true }
}

/** What the category picker offers a row first: its category suggestions (a rule's first); a match or a transfer is taken from its chip, Enter or its dialog. */
export const pickerSuggestions = (suggestions: readonly QueueSuggestion[]): QueueSuggestion[] =>
  suggestions.filter((suggestion) => !suggestion.match && !suggestion.transfer)
