import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { Invoice, InvoiceFilter } from '../../api/types'
import { useInvoice } from '../../react/hooks'
import { ComponentRoot } from '../shared/ComponentRoot'
import { EmptyState, ErrorState, LoadingState } from '../shared/states'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/useLoadCallbacks'
import { useDetailText } from './format'
import { InvoiceBody } from './InvoiceBody'
import type { InvoiceDetailProps } from './types'

/**
 * One invoice in full: who owes what by when at the top, then its lines, totals, installments,
 * payments, activity, collection settings, dimensions and notes. Given the invoice, it shows it;
 * given its id, it looks it up through the invoice query first.
 */
export function InvoiceDetail({ className, onError, ...props }: InvoiceDetailProps) {
  return (
    <ComponentRoot name="InvoiceDetail" className={className ? `bk-invoice-detail ${className}` : 'bk-invoice-detail'} onError={onError}>
      <InvoiceDetailContent {...props} />
    </ComponentRoot>
  )
}

function InvoiceDetailContent({ invoice, invoiceId, lookupFilter, onClose, focusOnShow, onLoadStart, onLoadError }: Omit<InvoiceDetailProps, 'className' | 'onError'>) {
  const text = useDetailText()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const lookup = useInvoiceLookup(invoice ? undefined : invoiceId, lookupFilter, { onLoadStart, onLoadError })
  const shown = invoice ?? lookup.data ?? undefined

  const focusedFor = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!focusOnShow || !shown || focusedFor.current === shown.id) return
    focusedFor.current = shown.id
    titleRef.current?.focus()
  }, [focusOnShow, shown])

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !onClose || event.defaultPrevented) return
    event.preventDefault()
    onClose()
  }

  let body
  if (shown) {
    body = <InvoiceBody invoice={shown} text={text} titleRef={titleRef} onClose={onClose} />
  } else if (lookup.isPending && lookup.fetchStatus !== 'idle') {
    body = <LoadingState rows={4} columns={3} label={text.messages['invoiceDetail.loading']} />
  } else if (lookup.isError) {
    body = <ErrorState error={lookup.error} title={text.messages['invoiceDetail.errorTitle']} onRetry={() => void lookup.refetch()} />
  } else {
    body = (
      <EmptyState title={text.messages['invoiceDetail.notFound']}>
        <p>{text.messages['invoiceDetail.notFoundHint']}</p>
        {onClose && (
          <button type="button" className="bk-button" onClick={onClose}>
            {text.messages['invoiceDetail.close']}
          </button>
        )}
      </EmptyState>
    )
  }
  return (
    // Escape anywhere inside closes the detail when it was opened over something (a list's panel);
    // the keys belong to the controls inside, this only listens as they bubble.
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="bk-invoice-detail__frame" onKeyDown={onClose ? closeOnEscape : undefined} aria-busy={lookup.isFetching || undefined}>
      {body}
    </div>
  )
}

/** The lookup by id when no invoice was given (idle otherwise), with the host's load callbacks. */
function useInvoiceLookup(invoiceId: string | undefined, filter: InvoiceFilter | undefined, callbacks: LoadCallbacks) {
  const result = useInvoice(invoiceId ?? '', { filter, enabled: invoiceId !== undefined })
  useLoadCallbacks({ fetching: result.isFetching, error: result.error }, callbacks)
  return result as typeof result & { data: Invoice | null | undefined }
}
