import type { InvoiceMatch } from '../../../core/queue/invoiceMatches'
import { isolate } from '../../../format/isolate'

/**
 * What a match's sentence names ("Pays ⁨INV-1042⁩ · ⁨Acme Catering⁩ · $1,250.00 open"): its invoices'
 * numbers (an invoice without one by its id) and their customers, each marked by `isolate()`, and
 * what the invoices have open, in minor units. The queue's suggestion and the import's note say the same.
 */
export function matchWords(match: InvoiceMatch): { numbers: string; customers: string; open: number } {
  return {
    numbers: match.pays.map(({ invoice }) => isolate(invoice.invoiceNumber ?? invoice.id)).join(', '),
    customers: [...new Set(match.pays.map(({ invoice }) => invoice.customer?.name ?? ''))].filter(Boolean).map(isolate).join(', '),
    open: match.pays.reduce((sum, { invoice }) => sum + (invoice.totals?.balance ?? 0), 0),
  }
}
