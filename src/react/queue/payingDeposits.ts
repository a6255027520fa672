// The deposits still to review that pay an open invoice, as the queue would suggest them: the
// review count's "pay invoices" and the month-end close's suggestions left, one matching.
import { useEffect, useState } from 'react'
import { isReviewed } from '../../api/reviewStatus'
import type { BankTransaction } from '../../api/types'
import { invoiceMatcherInSlices, matchEachInSlices, wholeMatches } from '../../core/queue/invoiceMatches'
import { useOpenInvoices } from '../invoices/openInvoices'

/** A deposit a match may be suggested for: money in, not reviewed, neither categorized nor split. */
export const isWaitingDeposit = (transaction: BankTransaction) =>
  transaction.amount > 0 && !isReviewed(transaction.reviewStatus) && !transaction.category && (transaction.children?.length ?? 0) === 0

/** The deposits found paying an open invoice, and the waiting deposits they were found among. */
export interface PayingDeposits {
  waiting: readonly BankTransaction[]
  ids: ReadonlySet<string>
}

/**
 * The deposits of `waiting` (`isWaitingDeposit`) that pay an open invoice as the queue would suggest
 * it (`wholeMatches`), matched in slices (thousands never hold the page) once the open invoices are
 * read, and again as either changes. The last answer stands while the next is made: `found.waiting`
 * says which deposits it is of.
 */
export function usePayingDeposits(
  waiting: readonly BankTransaction[] | undefined,
  enabled: boolean,
): { found: PayingDeposits | undefined; error: Error | null } {
  const open = useOpenInvoices({ enabled })
  const invoices = enabled && open.complete ? open.invoices : undefined
  const [found, setFound] = useState<PayingDeposits>()
  useEffect(() => {
    if (!waiting || !invoices) return
    const controller = new AbortController()
    invoiceMatcherInSlices(invoices, controller.signal)
      .then((matcher) => matchEachInSlices(waiting, matcher, controller.signal))
      .then(
        (matches) => {
          const pays = (one: BankTransaction) => {
            const ofOne = matches.get(one.id)
            return ofOne !== undefined && wholeMatches(ofOne, one.amount).length > 0
          }
          setFound({ waiting, ids: new Set(waiting.filter(pays).map((one) => one.id)) })
        },
        () => {},
      )
    return () => controller.abort()
  }, [waiting, invoices])
  return { found, error: open.error }
}
