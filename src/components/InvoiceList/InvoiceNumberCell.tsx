import { useContext } from 'react'
import type { Invoice } from '../../api/types'
import { useMessages } from '../../react/provider/provided'
import { isolate } from '../../format/isolate'
import { safeHttpUrl } from '../shared/safeUrl'
import { RowTabStopContext } from '../shared/grid/VirtualGrid'
import { invoiceListMessages } from '../../messages/forms/invoiceList'

/** The invoice number, and a link to the customer's view of the invoice when its URL is a safe http(s) one (tabbable in the grid's tab-stop row only). */
export function InvoiceNumberCell({ invoice }: { invoice: Invoice }) {
  const messages = useMessages(invoiceListMessages)
  const tabStop = useContext(RowTabStopContext)
  const href = safeHttpUrl(invoice.customerInvoiceUrl)
  return (
    <span className="bk-invoice-list__number">
      <span className="bk-invoice-list__number-text">{invoice.invoiceNumber}</span>
      {href && (
        <a
          className="bk-invoice-list__open"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={tabStop ? 0 : -1}
          aria-label={messages['invoiceList.openInvoice'](isolate(invoice.invoiceNumber))}
          // The link opens the invoice; it does not also select the row.
          onClick={(event) => event.stopPropagation()}
        >
          <span aria-hidden="true">↗</span>
        </a>
      )}
    </span>
  )
}
