import { useState } from 'react'
import type { Invoice } from '../../api/types'
import type { InvoiceDetailMode } from './DetailHost'

/**
 * Which invoice the list shows in full, if any. Choosing a row reports it to the host and, unless
 * `detail` is `false`, opens it; closing puts focus back on the row it was opened from (or, when
 * that row has scrolled out of the DOM, on the grid's current row).
 */
export function useOpenInvoice(detail: InvoiceDetailMode, onSelectInvoice: ((invoice: Invoice) => void) | undefined, onCloseInvoice: ((invoice: Invoice) => void) | undefined) {
  const [open, setOpen] = useState<{ invoice: Invoice; opener: Element | null } | undefined>(undefined)

  const select = (invoice: Invoice) => {
    onSelectInvoice?.(invoice)
    if (detail === false) return
    // Rows take focus on click as well as from the keyboard: the row is what focus returns to.
    const active = typeof document === 'undefined' ? null : document.activeElement
    setOpen((previous) => ({ invoice, opener: previous?.opener && !active?.closest('[role="row"]') ? previous.opener : active }))
  }

  const close = () => {
    if (!open) return
    setOpen(undefined)
    const { opener, invoice } = open
    // After the detail has left the DOM (a dialog gives focus back on close; this wins after it).
    queueMicrotask(() => {
      const target = opener instanceof HTMLElement && opener.isConnected ? opener : currentRowOf(opener)
      target?.focus()
      onCloseInvoice?.(invoice)
    })
  }

  return { openInvoice: detail === false ? undefined : open?.invoice, select, close }
}

/** The grid's tab-stop row, for when the row an invoice was opened from is no longer rendered. */
function currentRowOf(opener: Element | null): HTMLElement | null {
  const grid = opener?.closest('[role="grid"]') ?? document.querySelector('.bk-invoice-list [role="grid"]')
  return grid?.querySelector<HTMLElement>('.bk-grid__body [role="row"][tabindex="0"]') ?? null
}
