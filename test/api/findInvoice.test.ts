// The headless lookups InvoiceDetail uses: by number in one request,
// and by id a walk that reports how far it has gone after each page that did not hold the invoice,
// and says whether the pages ended without it or it stopped after its pages, and how far it looked.
import {
  findInvoice,
  findInvoiceByNumber,
  lookUpInvoice,
  type FindInvoiceProgress,
  type FindInvoiceStop,
  type InvoiceLookup,
} from '../../src/api'
import type { Invoice } from '../../src/api/types'
import { SANDBOX } from '../../src/sandbox'
import { seededInvoices } from '../support/invoices'
import { recordRequests, requestsTo } from '../support/requests'
import { sandboxClient, useSandboxServer } from '../support/sandbox'

const INVOICES_PATH = '/v6/invoicing/invoices/query'

/** Where a lookup that must have stopped goes on from. */
function stopOf(lookup: InvoiceLookup): FindInvoiceStop {
  if (lookup.status !== 'stopped') throw new Error(`the walk did not stop: ${lookup.status}`)
  return lookup
}

// Unsorted, unfiltered invoice pages of 250, which both profiles answer alike: once, on the sandbox's
// default profile.
describe('finding one invoice', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 600, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })
  const client = () => sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner }).client

  it('by number: one request, the exact invoice, or null for a number no invoice has', async () => {
    const target = (await seededInvoices(state.sandbox)).at(-1) as Invoice
    const requests = recordRequests(state.server)
    expect(await findInvoiceByNumber(client(), target.invoiceNumber)).toEqual(target)
    expect(await findInvoiceByNumber(client(), `${target.invoiceNumber}0`)).toBeNull()
    expect(requestsTo(requests, INVOICES_PATH)).toHaveLength(2)
  })

  it('by id: reports the pages read and invoices searched after each page that did not hold it', async () => {
    const all = await seededInvoices(state.sandbox)
    const seen: FindInvoiceProgress[] = []
    expect(await findInvoice(client(), (all.at(-1) as Invoice).id, { onPage: (progress) => seen.push(progress) })).toEqual(all.at(-1))
    expect(seen).toEqual([
      { pagesRead: 1, invoicesSearched: 250 },
      { pagesRead: 2, invoicesSearched: 500 },
    ])

    seen.length = 0
    expect(await findInvoice(client(), (all[0] as Invoice).id, { onPage: (progress) => seen.push(progress) })).toEqual(all[0])
    expect(seen).toEqual([])
  })

  it('by id: not found only when the pages ended, with how many invoices it searched', async () => {
    const all = await seededInvoices(state.sandbox)
    const pages = Math.ceil(all.length / 250)
    const ended = { status: 'notFound', pagesRead: pages, invoicesSearched: all.length }
    expect(await lookUpInvoice(client(), 'inv_not_on_any_page')).toEqual(ended)
    // The pages end on the last page the walk may read: that is the end, not a stop.
    expect(await lookUpInvoice(client(), 'inv_not_on_any_page', { maxPages: pages })).toEqual(ended)
  })

  it('by id: stops after maxPages with how many invoices it searched, and goes on from there to an invoice on a later page', async () => {
    const all = await seededInvoices(state.sandbox)
    const target = all.at(-1) as Invoice
    const stopped = await lookUpInvoice(client(), target.id, { maxPages: 1 })
    expect(stopped).toEqual({ status: 'stopped', pagesRead: 1, invoicesSearched: 250, cursor: expect.any(String) })
    // findInvoice's null stays what it was: not among the pages read.
    expect(await findInvoice(client(), target.id, { maxPages: 1 })).toBeNull()

    const requests = recordRequests(state.server)
    const seen: FindInvoiceProgress[] = []
    const further = await lookUpInvoice(client(), target.id, {
      maxPages: 1,
      from: stopOf(stopped),
      onPage: (progress) => seen.push(progress),
    })
    expect(further).toEqual({ status: 'stopped', pagesRead: 2, invoicesSearched: 500, cursor: expect.any(String) })
    expect(seen).toEqual([{ pagesRead: 2, invoicesSearched: 500 }])
    // One page, the one after where it stopped: nothing is read again.
    const sent = requestsTo(requests, INVOICES_PATH)
    expect(sent).toHaveLength(1)
    expect(await sent[0]?.json()).toEqual({ limit: 250, cursor: stopOf(stopped).cursor })

    expect(await lookUpInvoice(client(), target.id, { from: stopOf(further) })).toEqual({ status: 'found', invoice: target })
    expect(requestsTo(requests, INVOICES_PATH)).toHaveLength(2)
  })
})
