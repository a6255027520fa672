/**
 * The queue's filtering, on the client: the service lists bank transactions without any filter, so
 * the synced set is indexed once per sync and every filter change is one pass over that index.
 * Pure: no React, tested on its own.
 */
import { isReviewed } from '../../api/reviewStatus'
import type { BankTransaction } from '../../api/types'
import type { BankTransactionListFilter, BankTransactionView } from './types'

// The rule is shared with the host's to-review badge (`useReviewCount`), so it lives outside the component.
export { REVIEWED_STATUSES, MARK_REVIEWED_STATUS, isReviewed } from '../../api/reviewStatus'

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

/** One transaction as the filter reads it, computed once per sync. */
interface IndexedTransaction {
  transaction: BankTransaction
  reviewed: boolean
  /** Lower-cased text the search matches. */
  text: string
}

/** The synced set, ready to filter. */
export interface TransactionIndex {
  entries: readonly IndexedTransaction[]
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

/** Entries already made, per record (with the category name they were made with): a sync that merges a page indexes only that page's records. */
const indexed = new WeakMap<BankTransaction, IndexedTransaction & { category: string }>()

/** Indexes the synced set; `categoryName` names categories the record gives only by id. */
export function indexTransactions(transactions: readonly BankTransaction[], categoryName: (id: string) => string | undefined): TransactionIndex {
  return {
    entries: transactions.map((transaction) => {
      const category = transaction.category ? (transaction.category.name ?? categoryName(transaction.category.id) ?? '') : ''
      const made = indexed.get(transaction)
      if (made?.category === category) return made
      const text = [transaction.description, transaction.displayName, counterpartyName(transaction), category, bankAccountName(transaction), transaction.notes]
        .filter(Boolean)
        .join('\n')
        .toLowerCase()
      const entry = { transaction, reviewed: isReviewed(transaction.reviewStatus), text, category }
      indexed.set(transaction, entry)
      return entry
    }),
  }
}

/**
 * The transactions `filter` picks, in the synced order (newest first). `kept` ids stay in the
 * view whatever their review status: a row the user just reviewed does not vanish under the cursor.
 */
export function filterTransactions(index: TransactionIndex, filter: BankTransactionListFilter, kept: ReadonlySet<string> = new Set()): BankTransaction[] {
  const view: BankTransactionView = filter.view ?? 'toReview'
  const search = filter.search?.trim().toLowerCase() ?? ''
  const { bankAccountId, from, to, direction } = filter
  const picked: BankTransaction[] = []
  for (const entry of index.entries) {
    const { transaction } = entry
    if (!kept.has(transaction.id) && entry.reviewed !== (view === 'reviewed')) continue
    if (bankAccountId && transaction.bankAccount?.id !== bankAccountId) continue
    if (from && transaction.date < from) continue
    if (to && transaction.date > to) continue
    if (direction === 'in' && !(transaction.amount > 0)) continue
    if (direction === 'out' && !(transaction.amount < 0)) continue
    if (search !== '' && !entry.text.includes(search)) continue
    picked.push(transaction)
  }
  return picked
}

/** The view's counts, for the tabs. */
export function countViews(index: TransactionIndex): Record<BankTransactionView, number> {
  let reviewed = 0
  for (const entry of index.entries) if (entry.reviewed) reviewed++
  return { toReview: index.entries.length - reviewed, reviewed }
}

/** Whether any member besides the view narrows the list. */
export function isNarrowed(filter: BankTransactionListFilter): boolean {
  return Boolean(filter.bankAccountId || filter.from || filter.to || filter.direction || filter.search?.trim())
}
