import { useState } from 'react'
import type { Invoice } from '../../api/types'
import type { InvoiceDetailMode } from './DetailHost'
import { useEmitEvent } from '../../react/provider/context'

/**
 * Which invoice the list shows in full, if any. Choosing a row reports it to the host and, unless
 * `detail` is `false`, opens it; closing puts focus back on the row it was opened from (or, when
 * that row has scrolled out of the DOM, on the grid's current row).
 */
export function useOpenInvoice(detail: InvoiceDetailMode, onSelectInvoice: ((invoice: Invoice) => void) | undefined) {
  const [open, setOpen] = useState<{ invoice: Invoice; opener: Element | null; grid: Element | null | undefined } | undefined>(undefined)

  const emit = useEmitEvent()

  const select = (invoice: Invoice) => {
    emit({ type: 'invoiceOpened', invoiceId: invoice.id })
    onSelectInvoice?.(invoice)
    if (detail === false) return
    // Rows take focus on click as well as from the keyboard: the row is what focus returns to.
    const opener = document.activeElement
    setOpen({ invoice, opener, grid: opener?.closest('[role="grid"]') })
  }

  const close = () => {
    if (!open) return
    setOpen(undefined)
    const { opener, grid } = open
    // After the detail has left the DOM (a dialog gives focus back on close; this wins after it).
    queueMicrotask(() => {
      const row = opener?.isConnected ? opener : grid?.querySelector('[role="row"][tabindex="0"]')
      if (row instanceof HTMLElement) row.focus()
    })
  }

  return { openInvoice: detail === false ? undefined : open?.invoice, select, close }
}
