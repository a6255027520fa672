import type { Invoice, InvoiceFilter } from '../../api/types'
import type { CommonComponentProps } from '../shared/root/ComponentRoot'
import type { LoadCallbacks } from '../shared/root/useLoadCallbacks'

interface InvoiceDetailCommonProps extends CommonComponentProps, LoadCallbacks {
  /** Shows a Close button and closes on Escape; `<InvoiceList>` passes it when it opens the detail. */
  onClose?: () => void
  /** Moves focus to the invoice's heading once it shows (as `<InvoiceList>` does when it opens the detail). */
  focusOnShow?: boolean
}

/**
 * Which invoice to show. When several are given the cheapest wins: `invoice` (no request), then
 * `invoiceNumber` (one request), then `invoiceId` (a walk of the invoice query's pages).
 */
interface InvoiceDetailSource {
  /** The invoice to show, as the invoice query answered it: no request is made. Wins over `invoiceNumber` and `invoiceId`. */
  invoice?: Invoice
  /**
   * Its number (`MCB-1135`): looked up in one request (the invoice query filtered by
   * `invoiceNumber` `equal`), or at once from a loaded list page. Used when no `invoice` is given;
   * wins over `invoiceId`.
   */
  invoiceNumber?: string
  /**
   * Its id (`inv_…`), used when neither `invoice` nor `invoiceNumber` is given. The service has no
   * read by id, so the detail walks the invoice query's pages (up to 20 of 250), saying how many
   * invoices it has searched.
   */
  invoiceId?: string
  /**
   * With `invoiceId`: a filter the invoice is known to match (its customer, its number), so the
   * lookup reads only those invoices instead of walking up to 20 pages of all of them.
   */
  lookupFilter?: InvoiceFilter
}

/** Props of `<InvoiceDetail>`: the invoice itself, its number or its id (at least one; see the precedence on each). */
export type InvoiceDetailProps = InvoiceDetailCommonProps &
  InvoiceDetailSource &
  ({ invoice: Invoice } | { invoiceNumber: string } | { invoiceId: string })
