// The shared grid's Columns menu, through <InvoiceList> in jsdom against the sandbox: what a user
// notices when they hide, show and move columns (the headers, where the focus is), that the choice
// lasts while the session does, and that the host's `columns` bound what the menu offers. One
// profile: the menu is the browser's, whatever the service answers. Widths need layout: Chromium,
// gridColumns.browser.test.tsx.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { InvoiceList, type InvoiceListProps } from '../../src/components/InvoiceList'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const DEFAULT_HEADERS = ['Number', 'Customer', 'Date', 'Due date', 'Status', 'Total', 'Paid', 'Balance']

describe('InvoiceList’s Columns menu', () => {
  const state = useSandboxServer({
    profile: 'bookkit',
    volume: { invoicesPerCompany: 20, bankTransactionsPerCompany: 5, extraGlLinesPerCompany: 0 },
  })

  beforeEach(() => giveGridsAViewport())
  afterEach(() => vi.restoreAllMocks())

  function renderList(props: InvoiceListProps = {}) {
    return renderWithSandbox(<InvoiceList {...props} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
  }

  const grid = () => screen.getByRole('grid', { name: 'Invoices' })
  /** The column headers' titles, as shown (the sort icons left out). */
  const headers = () =>
    within(grid())
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))
  const columnsButton = () => screen.getByRole('button', { name: 'Columns' })
  const menu = () => screen.getByRole('group', { name: 'Columns of Invoices' })
  /** The columns the menu offers, in its order. */
  const offered = () =>
    within(menu())
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent)

  async function firstPageShown() {
    await waitFor(() =>
      expect(
        within(grid())
          .getAllByRole('row')
          .some((row) => row.closest('.bk-grid__body')),
      ).toBe(true),
    )
  }

  it('hides a column and moves columns from the menu, the focus staying on the control used, and Escape closes it', async () => {
    const user = userEvent.setup()
    renderList()
    await firstPageShown()
    expect(headers()).toEqual(DEFAULT_HEADERS)

    await user.click(columnsButton())
    expect(columnsButton()).toHaveAttribute('aria-expanded', 'true')
    expect(offered()).toEqual(DEFAULT_HEADERS)

    await user.click(within(menu()).getByRole('checkbox', { name: 'Customer' }))
    await waitFor(() => expect(headers()).not.toContain('Customer'))
    expect(within(menu()).getByRole('checkbox', { name: 'Customer' })).not.toBeChecked()

    await user.click(within(menu()).getByRole('button', { name: 'Move Date earlier' }))
    await waitFor(() => expect(headers()).toEqual(['Number', 'Date', 'Due date', 'Status', 'Total', 'Paid', 'Balance']))
    expect(offered().slice(0, 3)).toEqual(['Number', 'Date', 'Customer'])
    expect(within(menu()).getByRole('button', { name: 'Move Date earlier' })).toHaveFocus()

    // From the keyboard: Alt+Arrow Down on a column's checkbox moves it later.
    within(menu()).getByRole('checkbox', { name: 'Number' }).focus()
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    await waitFor(() => expect(headers().slice(0, 2)).toEqual(['Date', 'Number']))
    expect(within(menu()).getByRole('checkbox', { name: 'Number' })).toHaveFocus()
    // The key moved the column, and did not tick or untick it.
    expect(within(menu()).getByRole('checkbox', { name: 'Number' })).toBeChecked()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: 'Columns of Invoices' })).not.toBeInTheDocument()
    expect(columnsButton()).toHaveAttribute('aria-expanded', 'false')
    expect(columnsButton()).toHaveFocus()

    // Opened by a click, the focus is still on the button: Escape closes it from there too.
    await user.click(columnsButton())
    expect(columnsButton()).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(columnsButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it('keeps the choice when the list mounts again under the same provider, and "Reset columns" goes back to the host’s', async () => {
    const user = userEvent.setup()
    const hostColumns: InvoiceListProps['columns'] = ['number', 'customer', 'date', 'total', 'balance']
    const hostHeaders = ['Number', 'Customer', 'Date', 'Total', 'Balance']
    const { rerender } = renderList({ columns: hostColumns })
    await firstPageShown()
    await user.click(columnsButton())
    await user.click(within(menu()).getByRole('checkbox', { name: 'Date' }))
    await user.click(within(menu()).getByRole('button', { name: 'Move Balance earlier' }))
    const chosen = ['Number', 'Customer', 'Balance', 'Total']
    await waitFor(() => expect(headers()).toEqual(chosen))

    // The user goes elsewhere in the host's app and comes back: the provider stayed.
    rerender(<p>Elsewhere</p>)
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
    rerender(<InvoiceList columns={hostColumns} />)
    await firstPageShown()
    expect(headers()).toEqual(chosen)

    await user.click(columnsButton())
    await user.click(within(menu()).getByRole('button', { name: 'Reset columns' }))
    await waitFor(() => expect(headers()).toEqual(hostHeaders))
    expect(columnsButton()).toHaveFocus()
    // Nothing is changed any more: the menu offers no reset.
    await user.click(columnsButton())
    expect(within(menu()).queryByRole('button', { name: 'Reset columns' })).not.toBeInTheDocument()
  })

  it('offers only the host’s columns, in the host’s order, keeps the last one shown, and closes when the focus leaves it', async () => {
    const user = userEvent.setup()
    renderList({ columns: ['total', 'number'], columnLabels: { total: 'Amount' } })
    await firstPageShown()
    await user.click(columnsButton())
    expect(offered()).toEqual(['Amount', 'Number'])

    await user.click(within(menu()).getByRole('checkbox', { name: 'Amount' }))
    await waitFor(() => expect(headers()).toEqual(['Number']))
    const last = within(menu()).getByRole('checkbox', { name: 'Number' })
    expect(last).toBeDisabled()
    await user.click(last)
    expect(last).toBeChecked()
    expect(headers()).toEqual(['Number'])

    // Tabbing on past the menu's last control closes it: open, it would cover what the focus goes to.
    const panel = menu()
    within(panel).getByRole('checkbox', { name: 'Amount' }).focus()
    for (let stop = 0; stop < 12 && panel.contains(document.activeElement); stop++) await user.tab()
    expect(screen.queryByRole('group', { name: 'Columns of Invoices' })).not.toBeInTheDocument()
    expect(columnsButton()).toHaveAttribute('aria-expanded', 'false')
  })
})
