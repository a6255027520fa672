/**
 * The queue's filter, on the client: the service lists bank transactions without any filter, so
 * the synced set is filtered in the browser (queueIndex.ts keeps each filter's rows). Pure.
 */
import type { BankTransaction } from '../../../api/types'

/**
 * Which transactions the queue shows: those still to review, those already reviewed, or those a
 * question to the business owner waits on (not answered yet, or answered and not yet used).
 */
export type BankTransactionView = 'toReview' | 'reviewed' | 'waiting'

/** Money in (positive amounts) or money out (negative amounts). */
export type BankTransactionDirection = 'in' | 'out'

/**
 * What `<BankTransactionList>` shows of the synced set. The service offers no list filter, so every
 * member is applied in the browser to the transactions already synced.
 */
export interface BankTransactionListFilter {
  /** Default `toReview`. */
  view?: BankTransactionView
  bankAccountId?: string
  /** `YYYY-MM-DD`, inclusive. */
  from?: string
  /** `YYYY-MM-DD`, inclusive. */
  to?: string
  direction?: BankTransactionDirection
  /** Matches description, counterparty, category and bank account names, case-insensitively. */
  search?: string
}

/** A choice as a picker lists it: its id and the name it reads by. */
export interface QueueOption {
  id: string
  name: string
}

// The rule is shared with the host's to-review badge (`useReviewCount`), so it lives outside the component.
export { isReviewed } from '../../../api/reviewStatus'

/** The filter nothing was chosen in: the "To review" view. */
export const DEFAULT_FILTER: BankTransactionListFilter = Object.freeze({ view: 'toReview' })

/**
 * The filter's content as one string: two filters with the same key pick the same rows. A host may
 * pass an equal new object on every render; compared by identity it would reset the view each time.
 */
export function filterKey(filter: BankTransactionListFilter): string {
  const { view = 'toReview', bankAccountId = '', from = '', to = '', direction = '', search = '' } = filter
  return JSON.stringify([view, bankAccountId, from, to, direction, search])
}

/** The party on the other side: the vendor for money out, the customer for money in, whichever is set. */
export function counterpartyName(transaction: BankTransaction): string {
  return transaction.vendor?.name ?? transaction.customer?.name ?? ''
}

/** The bank account's name as the service gives it. */
export function bankAccountName(transaction: BankTransaction): string {
  const account = transaction.bankAccount
  return account?.displayName ?? account?.name ?? ''
}

/** Whether any member besides the view narrows the list. */
export function isNarrowed(filter: BankTransactionListFilter): boolean {
  return Boolean(filter.bankAccountId || filter.from || filter.to || filter.direction || filter.search?.trim())
}

/** The name a row goes by in labels ("Select Rye flour"). */
export function rowName(transaction: BankTransaction): string {
  return transaction.description || transaction.displayName || transaction.id
}
