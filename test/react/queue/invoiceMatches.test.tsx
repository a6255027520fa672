// useOpenInvoices and useInvoiceMatches against the sandbox: the open invoices are every stored
// invoice owing something today, read over the same walk as today's receivables aging (no second
// walk when both are on the page), and a deposit naming one of them by number is matched to it. Which
// saves read the invoices again is decided in Node (test/core/queue/cacheUpdate.test.ts).
import { waitFor } from '@testing-library/react'
import type { BankTransaction, Invoice } from '../../../src/api/types'
import { useInvoiceMatches, useOpenInvoices, useReceivablesAging } from '../../../src/react'
import { SANDBOX } from '../../../src/sandbox'
import { INVOICE_QUERY } from '../../support/receivables'
import { recordRequests, requestsTo } from '../../support/requests'
import { renderHookWithSandbox, serviceFor, useSandboxServer } from '../../support/sandbox'
import { useViewerToday } from '../../support/viewerToday'

vi.setConfig({ testTimeout: 30_000 })
const TODAY = '2026-06-30'
const bakery = SANDBOX.companies.bakery
const state = useSandboxServer({ volume: { invoicesPerCompany: 160, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })
/** Pages small enough that the open invoices take several. */
const PAGE = 20
useViewerToday(TODAY)

const NOT_OWING = new Set(['DRAFT', 'VOID', 'VOIDED', 'PAID', 'WRITTEN_OFF'])

/** The bakery's invoices the sandbox holds that owe something today, by id. */
function storedOpenIds(): string[] {
  return state.sandbox.inspect
    .invoices(bakery.id)
    .filter(
      (invoice) => invoice.totals.balance > 0 && invoice.date <= TODAY && invoice.totals.total > 0 && !NOT_OWING.has(invoice.invoiceStatus),
    )
    .map((invoice) => invoice.id)
    .sort()
}

const idsOf = (invoices: readonly Invoice[]) => invoices.map((invoice) => invoice.id).sort()

describe('useOpenInvoices', () => {
  it('reads every invoice that still owes, on the walk today’s receivables aging makes', async () => {
    const requests = recordRequests(state.server)
    const { result } = renderHookWithSandbox(() => ({ open: useOpenInvoices(), aging: useReceivablesAging() }), state.sandbox, {
      provider: { service: { ...serviceFor(state.sandbox), maxPageSize: PAGE } },
    })
    await waitFor(() => expect(result.current.open.complete && result.current.aging.complete).toBe(true))
    expect(idsOf(result.current.open.invoices)).toEqual(storedOpenIds())
    expect(result.current.open.invoices.length).toBe(result.current.aging.invoices)
    // One walk: each page asked once, though two hooks read it.
    const pages = Math.ceil(result.current.aging.read / PAGE)
    expect(pages).toBeGreaterThan(1)
    expect(requestsTo(requests, INVOICE_QUERY)).toHaveLength(pages)
  })
})

describe('useInvoiceMatches', () => {
  it('matches a deposit naming an open invoice’s number to that invoice, for what it owes', async () => {
    const invoice = state.sandbox.inspect.invoices(bakery.id).find((stored) => storedOpenIds().includes(stored.id))!
    const deposit = {
      id: 'btxn_test_deposit',
      date: TODAY,
      amount: invoice.totals.balance,
      description: `ACH CREDIT ${invoice.invoiceNumber} THANK YOU`,
      type: 'INCOME',
    } as BankTransaction
    const { result } = renderHookWithSandbox(() => useInvoiceMatches(deposit), state.sandbox)
    expect(result.current.matches).toEqual([])
    await waitFor(() => expect(result.current.complete).toBe(true))
    expect(result.current.matches[0]).toMatchObject({
      reason: 'number',
      pays: [{ invoice: { id: invoice.id }, amount: invoice.totals.balance }],
    })
    expect(result.current.error).toBeNull()
  })
})
