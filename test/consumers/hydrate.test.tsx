// @vitest-environment jsdom
// Hydration: the HTML a plain Node server rendered (serverRender.mjs, no DOM globals) goes into the
// page, and the browser hydrates the same tree from the same build (dist/). React must find no
// mismatch (no recoverable error, nothing logged), and the components must then load the
// sandbox's data as on any page.
import { act, waitFor, within } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { SANDBOX } from '../../src/sandbox'
import { sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'
import { importBuiltBookkit, renderOnServer } from './builtPackage'
import { BookkitPage, COMPONENT_NAMES, LEDGER_ACCOUNT } from './tree.mjs'

const service = useSandboxServer()

/** jsdom has no layout: give the grids' scroll regions a viewport so their virtualizers render rows. */
function giveGridsAViewport(): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('bk-grid-region') ? 600 : 0
  })
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('bk-grid-region') ? 1000 : 0
  })
}

describe('hydrating the server-rendered page', () => {
  let root: Root | undefined
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    document.body.replaceChildren()
    vi.restoreAllMocks()
  })

  // Generous limits: the server render is a Node process of its own, slow to start on a busy machine
  // (12-18 s with another suite running, over 30 s with two); every wait is still for an event.
  it('finds no mismatch, then every component loads the sandbox data', async () => {
    const [bookkit, server] = await Promise.all([importBuiltBookkit(), renderOnServer(TEST_BASE_URL)])
    giveGridsAViewport()
    const container = document.createElement('div')
    container.innerHTML = server.html
    document.body.append(container)
    const serverMarkup = container.innerHTML

    const consoleError = vi.spyOn(console, 'error')
    const recoverableErrors: unknown[] = []
    const fetchToken = sandboxTokenFetcher(service.sandbox)
    const page = <BookkitPage bookkit={bookkit} baseUrl={TEST_BASE_URL} fetchToken={fetchToken} />
    // Synchronous, before any answer arrives: the first client render must reproduce the server's HTML.
    act(() => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => recoverableErrors.push(error) })
    })
    expect(recoverableErrors).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    // Hydration adopted the server's DOM rather than replacing it.
    expect(container.innerHTML).toBe(serverMarkup)

    const region = (name: string) => within(container.querySelector<HTMLElement>(`section[aria-label="${name}"]`) ?? container)
    const [invoice] = service.sandbox.inspect
      .invoices(SANDBOX.companies.bakery.id)
      .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || (a.id ?? '').localeCompare(b.id ?? ''))
    const [line] = service.sandbox.inspect.glLines(LEDGER_ACCOUNT)
    const settings = service.sandbox.inspect.notificationSettings(SANDBOX.users.bakeryOwner)

    const invoices = await region('InvoiceList').findByRole('grid', { name: 'Invoices' })
    expect(await within(invoices).findByText(invoice?.invoiceNumber ?? '-')).toBeInTheDocument()
    const ledger = await region('GeneralLedger').findByRole('grid')
    await waitFor(() => expect(ledger.querySelector(`time[datetime="${line?.date}"]`)).not.toBeNull())
    expect(await region('BankTransactionEditor').findByRole('form', { name: /bank transaction/i })).toBeInTheDocument()
    expect(await region('ManualJournalEntryForm').findByRole('form', { name: /journal entry/i })).toBeInTheDocument()
    const summaries = await region('NotificationSettingsForm').findByRole('group', { name: 'Financial summaries' })
    expect(summaries.querySelector<HTMLInputElement>('input:checked')?.value).toBe(settings?.financialSummaries)

    for (const name of COMPONENT_NAMES)
      expect(container.querySelector(`[data-bk-component="${name}"] [data-state="error"]`), name).toBeNull()
    expect(fetchToken).toHaveBeenCalledTimes(1)
    expect(recoverableErrors).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
  }, 90_000)
})
