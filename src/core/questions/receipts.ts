/**
 * Receipt requests found for the bookkeeper: the month's purchases over the host's threshold that
 * have no receipt, offered as one request per month. A transaction named by any question, closed ones
 * included, is never offered again: the owner is never asked twice for one receipt. Pure; the
 * request's text ("Please add the receipts for March's purchases over $75") is the UI's (messages).
 */
import type { BankTransaction } from '../../api/types'
import type { QuestionsRecord, QuestionSubject } from './types'

/** The default threshold, in minor units: $75, the IRS's for travel, gift and meal receipts. */
export const RECEIPT_THRESHOLD = 7500

/** A transaction as the bookkeeper sees it now: what a question keeps of it, so a change since is told. */
export function subjectOf(transaction: BankTransaction): QuestionSubject {
  return {
    transactionId: transaction.id,
    ...(transaction.bankAccount?.id && { bankAccountId: transaction.bankAccount.id }),
    date: transaction.date.slice(0, 10),
    amount: transaction.amount,
    ...(transaction.type && { type: transaction.type }),
    description: transaction.description ?? transaction.displayName ?? '',
    hadAttachment: (transaction.attachments?.length ?? 0) > 0,
  }
}

/** One proposed request: a month (`YYYY-MM`) and its purchases without a receipt, oldest first. */
export interface ReceiptRequest {
  month: string
  subjects: QuestionSubject[]
}

/**
 * One request per month (oldest month first) of the `EXPENSE` transactions whose absolute amount is
 * at least `threshold` (minor units), not deleted, with no attachment and never asked about; months
 * after `today`'s (`YYYY-MM-DD`) are left out.
 */
export function receiptRequests(
  transactions: Iterable<BankTransaction>,
  record: QuestionsRecord,
  { threshold = RECEIPT_THRESHOLD, today }: { threshold?: number; today: string },
): ReceiptRequest[] {
  const asked = new Set(record.questions.flatMap((question) => question.subjects.map((subject) => subject.transactionId)))
  const thisMonth = today.slice(0, 7)
  const byMonth = new Map<string, BankTransaction[]>()
  for (const transaction of transactions) {
    if (transaction.type !== 'EXPENSE' || transaction.status === 'DELETED') continue
    if (Math.abs(transaction.amount) < threshold || (transaction.attachments?.length ?? 0) > 0 || asked.has(transaction.id)) continue
    const month = transaction.date.slice(0, 7)
    if (month > thisMonth) continue
    const list = byMonth.get(month)
    if (list) list.push(transaction)
    else byMonth.set(month, [transaction])
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, list]) => ({
      month,
      subjects: list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map(subjectOf),
    }))
}
