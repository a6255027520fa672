import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { FindInvoiceProgress, FindInvoiceStop } from '../../api/findInvoice'
import type { Invoice } from '../../api/types'
import { useInvoiceByNumber, useInvoiceLookup, useInvoiceLookupProgress } from '../../react/invoices/invoiceReads'
import { ComponentRoot } from '../shared/root/ComponentRoot'
import { EmptyState, ErrorState, LoadingState } from '../shared/root/states'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/root/useLoadCallbacks'
import { useDetailText } from './format'
import { InvoiceBody } from './InvoiceBody'
import type { InvoiceDetailProps } from './types'

/**
 * One invoice in full: who owes what by when at the top, then its lines, totals, installments,
 * payments, activity, collection settings, dimensions and notes. Given the invoice, it shows it;
 * given its number, it asks the invoice query for that number (one request); given only its id, it
 * walks the invoice query's pages, saying how many invoices it has searched; when it stops before
 * the last page, it says how far it looked and offers to keep looking.
 */
export function InvoiceDetail({ className, onError, headingLevel, ...props }: InvoiceDetailProps) {
  return (
    <ComponentRoot
      name="InvoiceDetail"
      className={className ? `bk-invoice-detail ${className}` : 'bk-invoice-detail'}
      onError={onError}
      headingLevel={headingLevel}
    >
      <InvoiceDetailContent {...props} />
    </ComponentRoot>
  )
}

function InvoiceDetailContent({
  invoice,
  invoiceNumber,
  invoiceId,
  lookupFilter,
  onClose,
  focusOnShow,
  onLoadStart,
  onLoadError,
}: Omit<InvoiceDetailProps, 'className' | 'onError'>) {
  const text = useDetailText()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const { lookup, found, stopped, keepLooking, walked } = useDetailLookup(
    { invoice, invoiceNumber, invoiceId, lookupFilter },
    { onLoadStart, onLoadError },
  )
  const shown = invoice ?? found

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
    // Past the first page of a walk by id, the user is told it is still looking, and how far it got.
    const progress =
      walked && walked.pagesRead > 0
        ? text.messages['invoiceDetail.searching'](text.count(walked.invoicesSearched), walked.invoicesSearched)
        : undefined
    body = <LoadingState rows={4} columns={3} label={text.messages['invoiceDetail.loading']} progress={progress} />
  } else if (lookup.isError) {
    body = <ErrorState error={lookup.error} title={text.messages['invoiceDetail.errorTitle']} onRetry={() => void lookup.refetch()} />
  } else {
    const closeButton = onClose && (
      <button type="button" className="bk-button" onClick={onClose}>
        {text.messages['invoiceDetail.close']}
      </button>
    )
    // Stopped is not "not found": only when the pages ended may the invoice have been deleted.
    body = stopped ? (
      <EmptyState title={text.messages['invoiceDetail.notAmongRecent'](text.count(stopped.invoicesSearched), stopped.invoicesSearched)}>
        <p>{text.messages['invoiceDetail.notAmongRecentHint']}</p>
        <button type="button" className="bk-button" onClick={() => keepLooking(stopped)}>
          {text.messages['invoiceDetail.keepLooking']}
        </button>
        {closeButton}
      </EmptyState>
    ) : (
      <EmptyState title={text.messages['invoiceDetail.notFound']}>
        <p>{text.messages['invoiceDetail.notFoundHint']}</p>
        {closeButton}
      </EmptyState>
    )
  }
  return (
    // Busy only while an invoice already shown is refreshed: a first lookup's status must be
    // announced as it goes, and assistive technology may hold back what changes inside a busy region.
    // Escape anywhere inside closes the detail when it was opened over something (a list's panel);
    // the keys belong to the controls inside, this only listens as they bubble.
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="bk-invoice-detail__frame"
      onKeyDown={onClose ? closeOnEscape : undefined}
      aria-busy={(shown !== undefined && lookup.isFetching) || undefined}
    >
      {body}
    </div>
  )
}

/** What `useDetailLookup` answers: the lookup's state, what it came to, and how to look further. */
interface DetailLookup {
  lookup: UseQueryResult<unknown>
  found: Invoice | undefined
  /** A walk by id that read its pages without reaching the last one. */
  stopped: FindInvoiceStop | undefined
  /** Goes on from where the walk stopped, for as many pages again. */
  keepLooking: (from: FindInvoiceStop) => void
  walked: FindInvoiceProgress | undefined
}

/**
 * The lookup the props ask for, the cheapest one given (`invoice`, then `invoiceNumber`, then
 * `invoiceId`; idle when the invoice itself was given), with the host's load callbacks, and how far
 * a walk by id has gone.
 */
function useDetailLookup(
  { invoice, invoiceNumber, invoiceId, lookupFilter }: Pick<InvoiceDetailProps, 'invoice' | 'invoiceNumber' | 'invoiceId' | 'lookupFilter'>,
  callbacks: LoadCallbacks,
): DetailLookup {
  const byNumber = invoice ? undefined : invoiceNumber
  const byId = invoice || byNumber !== undefined ? undefined : invoiceId
  // Where "Keep looking" goes on from belongs to the walk it stopped: another id or filter starts afresh.
  const walkFor = JSON.stringify([byId, lookupFilter])
  const [resumed, setResumed] = useState<{ walkFor: string; from: FindInvoiceStop }>()
  const from = resumed?.walkFor === walkFor ? resumed.from : undefined
  const numbered = useInvoiceByNumber(byNumber ?? '', { enabled: byNumber !== undefined })
  const walk = useInvoiceLookup(byId ?? '', { filter: lookupFilter, from, enabled: byId !== undefined })
  const walked = useInvoiceLookupProgress(byId ?? '', { filter: lookupFilter })
  const lookup = byNumber !== undefined ? numbered : walk
  useLoadCallbacks({ fetching: lookup.isFetching, error: lookup.error }, callbacks)
  const walkedTo = byId !== undefined ? walk.data : undefined
  return {
    lookup,
    found: byNumber !== undefined ? (numbered.data ?? undefined) : walkedTo?.status === 'found' ? walkedTo.invoice : undefined,
    stopped: walkedTo?.status === 'stopped' ? walkedTo : undefined,
    keepLooking: (stop) => setResumed({ walkFor, from: stop }),
    walked: byId !== undefined ? walked : undefined,
  }
}
