import type { BankTransaction } from '../../../api/types'
import type { ReviewChange } from '../../../api/writes/bankTransactionItems'
import type { QueueSuggestion } from './suggestions'

/** What taking a suggestion may do: the queue's writes (a change to rows, a rule's change), and "Find match…" for a match still to finish. */
export interface SuggestionWrites {
  act: (rows: readonly BankTransaction[], change: ReviewChange) => void
  actRule: (transaction: BankTransaction, rule: NonNullable<QueueSuggestion['rule']>) => void
  /** Both sides paired: the transfers part's, which offers the transfer suggestions. */
  pair: ((pairs: readonly NonNullable<QueueSuggestion['transfer']>['pair'][]) => unknown) | undefined
  findMatch: ((transaction: BankTransaction) => void) | undefined
  /** The owner's answer used: the answers part's, which offers the answer suggestions. */
  useAnswer: ((transaction: BankTransaction, answer: NonNullable<QueueSuggestion['answer']>) => unknown) | undefined
}

/**
 * The one write a row's suggestion makes: the owner's answer saved in one request, then its question
 * closed as used; both sides of a transfer paired; the invoices a deposit
 * pays saved and reviewed in one request (one still to finish, a fee's category or a payer's
 * invoice, opens "Find match…"); a rule's category through the rule; else the category, reviewed.
 */
export function takeSuggestion(transaction: BankTransaction, suggestion: QueueSuggestion, writes: SuggestionWrites): void {
  if (suggestion.answer) return void writes.useAnswer?.(transaction, suggestion.answer)
  if (suggestion.transfer) return void writes.pair?.([suggestion.transfer.pair])
  if (suggestion.match?.find) return writes.findMatch?.(transaction)
  if (suggestion.match) return void writes.act([transaction], { children: suggestion.match.lines, review: true })
  if (!suggestion.rule) return void writes.act([transaction], { categoryId: suggestion.id, review: true })
  writes.actRule(transaction, suggestion.rule)
}
