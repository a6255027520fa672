// <InvoiceList> opening the chosen invoice in full, on the bookkit service: in a dialog (the
// default), in a panel, or not at all (`detail={false}`), with focus moved into the detail, back to
// the row on close, and Escape closing it, from the row the list has (no request). `onSelectInvoice`
// is called in every case. The detail is the row the list holds, alike on either profile; the
// described list is InvoiceList.test.tsx's smoke test.
import { isolate } from '../../src/format/isolate'
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Invoice } from '../../src/api/types'
import { InvoiceList, type InvoiceListProps } from '../../src/components/InvoiceList'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT } from '../support/profiles'
import { recordRequests } from '../support/requests'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { settled } from '../support/settled'

const grid = () => screen.getByRole('grid', { name: 'Invoices' })
const bodyRows = () =>
  within(grid())
    .getAllByRole('row')
    .filter((row) => row.closest('.bk-grid__body'))
const numberOf = (row: HTMLElement) => row.querySelector('[data-column="number"]')?.textContent?.replace('↗', '') ?? ''

describe('InvoiceList opening an invoice (bookkit service)', { timeout: 30_000 }, () => {
  const state = useSandboxServer({
    profile: BOOKKIT.profile,
    volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 },
  })
  beforeEach(() => giveGridsAViewport())
  afterEach(() => vi.restoreAllMocks())

  async function renderList(props: InvoiceListProps = {}) {
    const onSelectInvoice = vi.fn<(invoice: Invoice) => void>()
    const queryClient = new QueryClient()
    renderWithSandbox(<InvoiceList onSelectInvoice={onSelectInvoice} {...props} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      provider: { queryClient },
    })
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(2))
    return { onSelectInvoice, queryClient }
  }

  it('opens the clicked invoice in a dialog by default, focuses it, and Escape gives focus back to the row', async () => {
    const user = userEvent.setup()
    const { onSelectInvoice } = await renderList()
    const row = bodyRows()[1] as HTMLElement
    const number = numberOf(row)
    await user.click(row)

    const dialog = await screen.findByRole('dialog', { name: `Invoice ${isolate(number)}` })
    const title = await within(dialog).findByRole('heading', { level: 2, name: `Invoice ${number}` })
    await waitFor(() => expect(title).toHaveFocus())
    expect(onSelectInvoice).toHaveBeenCalledWith(expect.objectContaining({ invoiceNumber: number }))
    expect(within(dialog).getByRole('heading', { name: 'Totals' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(row).toHaveFocus())
  })

  it('opens an invoice without a console error', async () => {
    const user = userEvent.setup()
    const consoleError = vi.spyOn(console, 'error')
    await renderList()
    const row = bodyRows()[1] as HTMLElement
    await user.click(row)
    const dialog = await screen.findByRole('dialog', { name: `Invoice ${isolate(numberOf(row))}` })
    await within(dialog).findByRole('heading', { name: 'Totals' })
    // Among them, "Attempted to invoke queryFn when set to skipToken": the lookup's progress was read as if it could be fetched.
    expect(consoleError.mock.calls.map((call) => call.map(String).join(' '))).toEqual([])
  })

  it('opens the invoice chosen with Enter in a panel beside the list; Close and Escape give focus back to the row', async () => {
    const user = userEvent.setup()
    const { onSelectInvoice } = await renderList({ detail: 'panel' })
    const first = bodyRows()[0] as HTMLElement
    first.focus()
    await user.keyboard('{ArrowDown}')
    const row = bodyRows()[1] as HTMLElement
    expect(row).toHaveFocus()
    const number = numberOf(row)
    await user.keyboard('{Enter}')

    const title = await screen.findByRole('heading', { level: 2, name: `Invoice ${number}` })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(title.closest('.bk-invoice-list__detail')).not.toBeNull()
    await waitFor(() => expect(title).toHaveFocus())
    expect(onSelectInvoice).toHaveBeenCalledTimes(1)
    // The list stays usable beside the detail.
    expect(grid()).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: `Close invoice ${isolate(number)}` }))
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2 })).toBeNull())
    await waitFor(() => expect(row).toHaveFocus())

    // Open it again and close it from the keyboard, with focus anywhere inside the detail.
    await user.keyboard('{Enter}')
    await screen.findByRole('heading', { level: 2, name: `Invoice ${number}` })
    await user.tab()
    expect(document.activeElement?.closest('.bk-invoice-list__detail')).not.toBeNull()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2 })).toBeNull())
    await waitFor(() => expect(row).toHaveFocus())
  })

  it('shows another invoice in the open panel when another row is chosen', async () => {
    const user = userEvent.setup()
    await renderList({ detail: 'panel' })
    const [first, second] = bodyRows() as [HTMLElement, HTMLElement]
    await user.click(first)
    await screen.findByRole('heading', { level: 2, name: `Invoice ${numberOf(first)}` })
    await user.click(second)
    await screen.findByRole('heading', { level: 2, name: `Invoice ${numberOf(second)}` })
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1)
  })

  it.each(['dialog', 'panel'] as const)('shows the invoice from the row it has in a %s: no request at all', async (detail) => {
    const user = userEvent.setup()
    const { queryClient } = await renderList({ detail })
    const requests = recordRequests(state.server)
    for (const row of bodyRows().slice(0, 2)) {
      await user.click(row)
      const title = await screen.findByRole('heading', { level: 2, name: `Invoice ${numberOf(row)}` })
      // The heading takes focus in an effect of the detail, after its lookup has subscribed: had the
      // lookup been enabled, it would be fetching now, and `settled` waits for its request and answer.
      await waitFor(() => expect(title).toHaveFocus())
      await settled(queryClient)
      if (detail === 'dialog') {
        await user.keyboard('{Escape}')
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      }
    }
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([])
  })

  it('leaves the invoice to the host with detail={false}', async () => {
    const user = userEvent.setup()
    const { onSelectInvoice } = await renderList({ detail: false })
    const row = bodyRows()[0] as HTMLElement
    await user.click(row)
    expect(onSelectInvoice).toHaveBeenCalledWith(expect.objectContaining({ invoiceNumber: numberOf(row) }))
    // user-event clicks inside act: whatever the choice renders is committed by now. An opened
    // detail shows at once, or, while its code still loads, its loading state does.
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
    expect(document.querySelector('[data-state="loading"]')).toBeNull()
  })
})
