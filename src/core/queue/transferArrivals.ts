/**
 * Transfers marked before their other side arrived (the queue's "Mark as transfer…"): which of them
 * have met their other side in the account they were marked to, and which marks are done with.
 * Pure: the queue's transfer part asks it of each synced set.
 */
import { isReviewed } from '../../api/reviewStatus'
import type { BankTransaction } from '../../api/types'
import type { TransferPair } from './transferPairs'

/** A mark as kept: the transaction, and the account the money moved to (or came from). */
export interface MarkedTransfer {
  transactionId: string
  bankAccountId: string
}

/**
 * How many days after (or before) a marked side its other side may arrive and still be paired
 * unasked: wider than a likely pair's 5, since the user named the account.
 */
const MARKED_WINDOW_DAYS = 10

const DAY_MS = 86_400_000
const dayOf = (date: string | undefined) => Math.floor(Date.parse(`${date ?? ''}T00:00:00Z`) / DAY_MS)
const isPaired = (transaction: BankTransaction) => Boolean(transaction.matchingBankTransaction?.id)
const isDeleted = (transaction: BankTransaction) => transaction.status === 'DELETED'
/** An arrival nobody has done anything with: to review, no category, no split. Another person's choice is never overwritten. */
const untouched = (transaction: BankTransaction) =>
  !isReviewed(transaction.reviewStatus) && !transaction.category && !transaction.glAccount?.id && (transaction.children?.length ?? 0) === 0

/**
 * The marked transfers whose other side has arrived, as pairs to save: in the marked account, of the
 * opposite amount, in the same company, not paired, untouched, within `MARKED_WINDOW_DAYS`; the
 * nearest date, and only when no other is as near (else the queue's suggestion asks the user).
 * `settled`: marks done with (their transaction paired, or gone from a set that is `whole`).
 */
export function transferArrivals(
  marks: readonly MarkedTransfer[],
  transactions: readonly BankTransaction[],
  whole: boolean,
): { pairs: TransferPair[]; settled: string[] } {
  const settled: string[] = []
  const waiting = new Map<string, MarkedTransfer>()
  for (const mark of marks) waiting.set(mark.transactionId, mark)
  if (waiting.size === 0) return { pairs: [], settled }
  const marked = new Map<string, { mark: MarkedTransfer; transaction: BankTransaction }>()
  // The arrivals each mark looks for, by account and amount: one walk over the set.
  const wanted = new Set<string>()
  const byId = new Map<string, BankTransaction>()
  for (const transaction of transactions) if (waiting.has(transaction.id)) byId.set(transaction.id, transaction)
  for (const mark of waiting.values()) {
    const transaction = byId.get(mark.transactionId)
    if (!transaction || isDeleted(transaction)) {
      if (whole) settled.push(mark.transactionId)
    } else if (isPaired(transaction)) settled.push(mark.transactionId)
    else {
      marked.set(mark.transactionId, { mark, transaction })
      wanted.add(`${mark.bankAccountId}\n${-transaction.amount}`)
    }
  }
  const arrivals = new Map<string, BankTransaction[]>()
  for (const transaction of transactions) {
    const key = `${transaction.bankAccount?.id ?? ''}\n${transaction.amount}`
    if (!wanted.has(key) || isPaired(transaction) || isDeleted(transaction) || !untouched(transaction)) continue
    const list = arrivals.get(key)
    if (list) list.push(transaction)
    else arrivals.set(key, [transaction])
  }
  const pairs: TransferPair[] = []
  const taken = new Set<string>()
  for (const { mark, transaction } of marked.values()) {
    const day = dayOf(transaction.date)
    let nearest: BankTransaction | undefined
    let nearestDays = Infinity
    let tied = false
    for (const arrival of arrivals.get(`${mark.bankAccountId}\n${-transaction.amount}`) ?? []) {
      if (taken.has(arrival.id) || arrival.id === transaction.id) continue
      if ((arrival.company?.id ?? '') !== (transaction.company?.id ?? '')) continue
      const days = Math.abs(dayOf(arrival.date) - day)
      if (days > MARKED_WINDOW_DAYS) continue
      if (days < nearestDays) [nearest, nearestDays, tied] = [arrival, days, false]
      else if (days === nearestDays) tied = true
    }
    if (!nearest || tied) continue
    taken.add(nearest.id)
    const [from, to] = transaction.amount < 0 ? [transaction, nearest] : [nearest, transaction]
    pairs.push({ from, to, named: 0, days: nearestDays, worded: 0, ambiguous: false, rivals: [] })
  }
  return { pairs, settled }
}
