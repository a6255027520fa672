// The headless lookups InvoiceDetail uses, against both sandbox profiles: by number in one request,
// and by id a walk that reports how far it has gone after each page that did not hold the invoice.
import { findInvoice, findInvoiceByNumber, type FindInvoiceProgress } from '../../src/api'
import type { Invoice } from '../../src/api/types'
import { SANDBOX } from '../../src/sandbox'
import { seededInvoices } from '../support/invoices'
import { PROFILES } from '../support/profiles'
import { recordRequests, requestsTo } from '../support/requests'
import { sandboxClient, useSandboxServer } from '../support/sandbox'

const INVOICES_PATH = '/v6/invoicing/invoices/query'

describe.each(PROFILES)('finding one invoice ($profile service)', ({ profile }) => {
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 600, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })
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
})
