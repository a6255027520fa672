// The deposits still to review that pay an open invoice, as the queue would suggest them: the
// review count's "pay invoices" and the month-end close's suggestions left, one matching.
import { useEffect, useState } from 'react'
import type { BankTransaction } from '../../api/types'
import { invoiceMatcherInSlices, matchEachInSlices, payingIds } from '../../core/queue/invoiceMatches'
import { useOpenInvoices } from '../invoices/openInvoices'

// Which deposits wait for a match is the core's decision; the month-end close and the review count read it here too.
export { isWaitingDeposit } from '../../core/queue/invoiceMatches'

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
        (matched) => setFound({ waiting, ids: payingIds(waiting, matched) }),
        () => {},
      )
    return () => controller.abort()
  }, [waiting, invoices])
  return { found, error: open.error }
}
