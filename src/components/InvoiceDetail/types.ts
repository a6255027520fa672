import type { Invoice, InvoiceFilter } from '../../api/types'
import type { CommonComponentProps } from '../shared/ComponentRoot'
import type { LoadCallbacks } from '../shared/useLoadCallbacks'

interface InvoiceDetailCommonProps extends CommonComponentProps, LoadCallbacks {
  /** Shows a Close button and closes on Escape; `<InvoiceList>` passes it when it opens the detail. */
  onClose?: () => void
  /** Moves focus to the invoice's heading once it shows (as `<InvoiceList>` does when it opens the detail). */
  focusOnShow?: boolean
}

/** Props of `<InvoiceDetail>`: the invoice itself, or its id to look it up. */
export type InvoiceDetailProps = InvoiceDetailCommonProps &
  (
    | {
        /** The invoice to show, as the invoice query answered it (no request is made). */
        invoice: Invoice
        invoiceId?: never
        lookupFilter?: never
      }
    | {
        /** The id (`inv_…`) of the invoice to look up through the invoice query. */
        invoiceId: string
        invoice?: never
        /**
         * A filter the invoice is known to match (its number, its customer): the lookup then reads
         * only those invoices instead of walking up to 20 pages of all of them.
         */
        lookupFilter?: InvoiceFilter
      }
  )
