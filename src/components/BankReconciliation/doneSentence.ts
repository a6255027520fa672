import type { BankReconciliationMessages } from '../../messages/reconcile/bankReconciliation'
import { formatDate } from '../../format/date'
import type { Reconciliation } from '../../core/reconcile/types'

/** What a finished reconciliation says: through when, and its difference (none, left, or booked). */
export function doneSentence(
  done: Reconciliation,
  messages: BankReconciliationMessages,
  locale: string,
  money: (minor: number) => string,
): string {
  const date = formatDate(done.endDate, locale)
  switch (done.outcome) {
    case 'balanced':
      return messages['bankReconciliation.finished'](date, money(0))
    case 'discrepancy':
      return messages['bankReconciliation.finishedDiscrepancy'](date, money(Math.abs(done.difference)))
    case 'adjusted':
      return messages['bankReconciliation.finishedAdjusted'](date, money(Math.abs(done.difference)))
    default:
      return done.outcome satisfies never
  }
}
