/**
 * What a month's close counts from the synced bank transactions alone, for one month or the twelve
 * of the overview, in one pass over the set: the transactions dated in each month and those still
 * to review, and the bank accounts that had begun by its end. Pure: the hook (src/react/close/monthCloseTallies.ts) reads the set and the store.
 */
import { isReviewed } from '../../api/reviewStatus'
import type { BankTransaction } from '../../api/types'
import { monthOf } from './monthClose'

/** A bank account the company had by a month's end, as its transactions name it. */
export interface CloseBankAccount {
  bankAccountId: string
  /** As the transactions name it; the id when none does. */
  name: string
  /** The first day it has a transaction, `YYYY-MM-DD`. */
  since: string
}

/** One month's counts. */
export interface MonthTally {
  month: string
  /** Bank transactions dated in the month. */
  transactions: number
  /** Of those, still to review. */
  toReview: number
}

/** The tallies of `months` over `transactions`, and every bank account with its first day; one pass. */
export function tallyMonths(
  transactions: readonly BankTransaction[],
  months: readonly string[],
): { tallies: Map<string, MonthTally>; accounts: CloseBankAccount[] } {
  const tallies = new Map(months.map((month) => [month, { month, transactions: 0, toReview: 0 } as MonthTally]))
  const accounts = new Map<string, CloseBankAccount>()
  for (const transaction of transactions) {
    const account = transaction.bankAccount?.id
    if (account) {
      const known = accounts.get(account)
      if (!known) accounts.set(account, { bankAccountId: account, name: transaction.bankAccount?.name || account, since: transaction.date })
      else if (transaction.date < known.since) known.since = transaction.date
    }
    const tally = tallies.get(monthOf(transaction.date ?? ''))
    if (!tally) continue
    tally.transactions++
    if (!isReviewed(transaction.reviewStatus)) tally.toReview++
  }
  return {
    tallies,
    accounts: [...accounts.values()].sort((a, b) => a.name.localeCompare(b.name) || a.bankAccountId.localeCompare(b.bankAccountId)),
  }
}
