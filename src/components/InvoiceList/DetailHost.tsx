import { useEffect, useRef, type ReactNode } from 'react'
import type { Invoice } from '../../api/types'
import { isolate } from '../../format/isolate'
import { InvoiceDetail } from '../InvoiceDetail/InvoiceDetail'
import type { InvoiceListMessages } from '../../messages/forms/invoiceList'

/** How `<InvoiceList>` shows the invoice the user chose. */
export type InvoiceDetailMode = 'panel' | 'dialog' | false

export interface DetailHostProps {
  mode: 'panel' | 'dialog'
  invoice: Invoice
  onClose: () => void
  messages: InvoiceListMessages
}

/**
 * The chosen invoice in full, in a panel beside (or, in a narrow container, below) the list or in
 * a modal dialog. Focus moves to the invoice's heading when it opens; Escape or Close closes it.
 * `<InvoiceList>` loads this module (and with it the detail) the first time an invoice opens.
 */
export function DetailHost({ mode, invoice, onClose, messages }: DetailHostProps) {
  const detail = <InvoiceDetail key={invoice.id} invoice={invoice} onClose={onClose} focusOnShow />
  if (mode === 'panel') {
    return <div className="bk-invoice-list__detail">{detail}</div>
  }
  return (
    <DetailDialog label={messages['invoiceList.detailLabel'](isolate(invoice.invoiceNumber))} onClose={onClose}>
      {detail}
    </DetailDialog>
  )
}

/**
 * A native modal `<dialog>`, open while mounted: the browser keeps focus inside and Escape asks to
 * close it (the list decides). It stays in the list's DOM, so the host's `--bk-*` variables reach it.
 */
function DetailDialog({ label, onClose, children }: { label: string; onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element || element.hasAttribute('open')) return
    // jsdom and very old browsers have no showModal: the open attribute still shows the dialog.
    if (typeof element.showModal === 'function') element.showModal()
    else element.setAttribute('open', '')
    return () => {
      if (typeof element.close === 'function') element.close()
      else element.removeAttribute('open')
    }
  }, [])
  return (
    <dialog
      ref={dialog}
      className="bk-dialog bk-invoice-list__dialog"
      aria-label={label}
      onCancel={(event) => {
        // Escape: React state decides whether the dialog is open, not the browser.
        event.preventDefault()
        onClose()
      }}
    >
      {children}
    </dialog>
  )
}
