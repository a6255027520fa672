/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { InvoiceQuery } from '../src/api/types'
import { INVOICE_COLUMN_IDS, InvoiceList, type InvoiceListProps, type InvoiceSortValue } from '../src/components/InvoiceList'
import { SANDBOX } from '../src/sandbox'
import { recordStoryBodies, storySandbox } from './support/sandbox'
// Story-only wrappers (narrow host, host theme); the component stylesheets come from the preview.
import './lists.stories.css'

const INVOICES_PATH = '/v6/invoicing/invoices/query'

/** Records the invoice query bodies the story's sandbox receives from now on. */
const recordQueries = (storyId: string) => recordStoryBodies<InvoiceQuery>(storyId, INVOICES_PATH)

const grid = (canvas: ReturnType<typeof within>) => canvas.getByRole('grid', { name: 'Invoices' })
const bodyRows = (canvas: ReturnType<typeof within>) => within(grid(canvas)).getAllByRole('row').filter((row) => row.closest('.bk-grid__body'))
const rowsShown = (canvas: ReturnType<typeof within>) => waitFor(() => expect(bodyRows(canvas).length).toBeGreaterThan(3), { timeout: 10_000 })

const SORTS: InvoiceSortValue[] = ['-date', 'date', '-dueDate', 'dueDate', 'invoiceNumber', '-invoiceNumber', '-total', 'total', '-balance', 'balance']

/** `defaultSort` and `defaultFilter` are read once, on mount: a change in the Controls panel mounts the list afresh. */
const remountKey = ({ defaultSort, defaultFilter }: InvoiceListProps) => `${defaultSort}|${JSON.stringify(defaultFilter ?? {})}`

const meta = {
  title: 'Components/InvoiceList',
  component: InvoiceList,
  // The docs page renders every story at once, all answered by the sandbox prepared last: stories
  // that make theirs fail, slow or huge are tagged '!autodocs' (they stay in the sidebar and run as tests).
  tags: ['autodocs'],
  render: (args) => <InvoiceList key={remountKey(args)} {...args} />,
  argTypes: {
    columns: { control: 'check', options: INVOICE_COLUMN_IDS, description: 'Which columns show, in this order.' },
    defaultSort: { control: 'select', options: SORTS, description: 'The first sort; `-` for descending.' },
    pageSize: { control: { type: 'number', min: 1, max: 250, step: 1 }, description: 'Invoices per page, 1 to 250.' },
    showFilters: { control: 'boolean', description: 'The search box and the filter panel.' },
    detail: { control: 'select', options: ['dialog', 'panel', false], description: 'How a chosen invoice opens: a dialog (default), a panel beside the list, or not at all.' },
    defaultFilter: { control: 'object', description: 'The first filter: any member of the invoice query’s `filter`, sent as is.' },
    columnLabels: { control: 'object', description: 'Header text per column.' },
    filterOptions: { control: 'object', description: 'Customers and dimension values the filters offer.' },
    className: { control: 'text' },
    filter: { control: false, description: 'The filter, controlled (use with `onFilterChange`).' },
    sort: { control: false, description: 'The sort, controlled (use with `onSortChange`).' },
    renderCell: { control: false },
  },
  args: {
    columns: [...INVOICE_COLUMN_IDS],
    defaultSort: '-date',
    pageSize: 100,
    showFilters: true,
    onSelectInvoice: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onLoadStart: fn(),
    onLoadError: fn(),
  },
  parameters: {
    sandbox: { volume: { invoicesPerCompany: 160, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } },
    docs: {
      description: {
        component:
          'The company’s invoices, newest first: a virtualized grid that loads page after page as the user nears the end. Search, filters and sort are sent to the service (every change is a new query); rows are one tab stop, and Enter or a click reports the invoice through `onSelectInvoice`. The Controls below drive the story’s own sandbox.',
      },
    },
  },
} satisfies Meta<typeof InvoiceList>

export default meta
type Story = StoryObj<typeof meta>

/** The bakery's invoices, newest first: search, sort by a header, pick one with the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const queries = recordQueries(id)
    await rowsShown(canvas)
    await expect(canvas.getByText('100 invoices loaded, more available')).toBeVisible()

    await step('a search goes to the service and narrows the rows', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search invoices' }), 'Blue Heron')
      await waitFor(() => expect(queries.at(-1)?.filter).toEqual({ search: 'Blue Heron' }), { timeout: 5000 })
      // The previous rows stay, marked busy, until the search's answer replaces them.
      await waitFor(() => expect(canvasElement.querySelector('.bk-invoice-list__body')).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 })
      await rowsShown(canvas)
      for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('Blue Heron Café')
      await expect(args.onFilterChange).toHaveBeenLastCalledWith({ search: 'Blue Heron' })
    })

    await step('a header sorts on the service', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Total/ }))
      await waitFor(() => expect(queries.at(-1)?.sort).toEqual({ value: '-total' }), { timeout: 5000 })
      await waitFor(() => expect(canvas.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute('aria-sort', 'descending'), { timeout: 5000 })
      await expect(args.onSortChange).toHaveBeenLastCalledWith('-total')
    })

    await step('the keyboard moves between rows and Enter selects one', async () => {
      await rowsShown(canvas)
      const second = bodyRows(canvas)[1] as HTMLElement
      const secondNumber = second.querySelector('[data-column="number"]')?.textContent?.replace('↗', '')
      ;(bodyRows(canvas)[0] as HTMLElement).focus()
      await userEvent.keyboard('{ArrowDown}')
      await expect(second).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      await expect(args.onSelectInvoice).toHaveBeenCalledWith(expect.objectContaining({ invoiceNumber: secondNumber }))
    })
  },
}

/** The filter panel open, with a status and an amount range chosen. */
export const Filtered: Story = {
  args: {
    defaultFilter: { invoiceStatus: { in: ['OPEN', 'PARTIALLY_PAID'] }, amount: { greaterThanEqual: 50_000 } },
    filterOptions: {
      customers: [
        { id: SANDBOX.companies.bakery.customers.blueHeronCafe, name: 'Blue Heron Café' },
        { id: SANDBOX.companies.bakery.customers.juniperEvents, name: 'Juniper Event Co.' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await rowsShown(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (2)' }))
    await expect(canvas.getByLabelText('Minimum total')).toHaveValue('500.00')
    await userEvent.clear(canvas.getByLabelText('Maximum total'))
    await userEvent.type(canvas.getByLabelText('Maximum total'), '12.345')
    await userEvent.tab()
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Maximum total: use at most 2 decimal places.')
  },
}

/** The host picks, orders and relabels columns and renders the status its own way. */
export const HostColumns: Story = {
  args: {
    columns: ['number', 'customer', 'balance', 'status'],
    columnLabels: { balance: 'Still owed' },
    renderCell: { status: (invoice) => <strong>{invoice.detailedInvoiceDisplayStatus ?? invoice.invoiceStatus}</strong> },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await rowsShown(canvas)
    const headers = within(grid(canvas)).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))
    await expect(headers).toEqual(['Number', 'Customer', 'Still owed', 'Status'])
  },
}

/**
 * The user's own columns, beside the host's `columns`: the **Columns** menu above the grid shows,
 * hides and reorders them (the arrow buttons, or Alt+Arrow Up/Down on a column's checkbox), and
 * each header's end edge sets the column's width: drag it, or focus it and use the arrow keys
 * (Shift: four steps, Home and End: narrowest and widest), and double-click it or press Enter to
 * fit the column to its cells. The choice lasts as long as the provider's session, and with
 * `persist` it is kept in this browser for the user (`sessionKey`). "Reset columns" goes back to
 * the host's.
 */
export const ColumnsAndWidths: Story = {
  name: 'Columns and widths',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await rowsShown(canvas)
    const headers = () => within(grid(canvas)).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))

    await step('the Columns menu hides a column and moves another', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Columns' }))
      const menu = canvas.getByRole('group', { name: 'Columns of Invoices' })
      await userEvent.click(within(menu).getByRole('checkbox', { name: 'Paid' }))
      await userEvent.click(within(menu).getByRole('button', { name: 'Move Date earlier' }))
      await waitFor(() => expect(headers()).toEqual(['Number', 'Date', 'Customer', 'Due date', 'Status', 'Total', 'Balance']))
      await expect(within(menu).getByRole('button', { name: 'Move Date earlier' })).toHaveFocus()
      await userEvent.keyboard('{Escape}')
      await expect(canvas.getByRole('button', { name: 'Columns' })).toHaveFocus()
    })

    await step('the customer column is widened from the keyboard', async () => {
      const edge = canvas.getByRole('separator', { name: 'Width of Customer' })
      const before = Number(edge.getAttribute('aria-valuenow'))
      edge.focus()
      await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}')
      await waitFor(() => expect(Number(edge.getAttribute('aria-valuenow'))).toBeGreaterThan(before))
    })

    // Left open, as a user choosing columns sees it (and as the accessibility check reads it).
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }))
    await expect(canvas.getByRole('button', { name: 'Reset columns' })).toBeVisible()
  },
}

/** A filter nothing matches. */
export const Empty: Story = {
  args: { defaultFilter: { search: 'no invoice says this' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No invoices match these filters.', {}, { timeout: 10_000 })).toBeVisible()
  },
}

/** The service fails every attempt (the first try and both retries). */
export const LoadError: Story = {
  tags: ['!autodocs'],
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 500, times: 3, path: INVOICES_PATH })
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent('The invoices could not be loaded.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(args.onLoadError).toHaveBeenCalledTimes(1)
  },
}

/** After the failures, "Try again" loads the list. */
export const RecoversOnRetry: Story = {
  tags: ['!autodocs'],
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 500, times: 3, path: INVOICES_PATH })
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await rowsShown(canvas)
  },
}

/** Every answer takes 1.5 s: the skeleton shows meanwhile. */
export const Slow: Story = {
  tags: ['!autodocs'],
  parameters: { sandbox: { latencyMs: 1500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading invoices…')
    await rowsShown(canvas)
  },
}

/** 10,000 invoices: pages load as the keyboard reaches the end, and the DOM keeps only the rows in view. */
export const TenThousandInvoices: Story = {
  tags: ['!autodocs'],
  args: { pageSize: 250 },
  parameters: { sandbox: { volume: { invoicesPerCompany: 10_000, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await rowsShown(canvas)
    ;(bodyRows(canvas)[0] as HTMLElement).focus()
    for (const loaded of ['500', '750', '1,000']) {
      await userEvent.keyboard('{End}')
      await waitFor(() => expect(canvas.getByText(`${loaded} invoices loaded, more available`)).toBeVisible(), { timeout: 10_000 })
    }
    await expect(bodyRows(canvas).length).toBeLessThan(60)
    await expect(grid(canvas)).toHaveAttribute('aria-rowcount', '-1')
  },
}

/** The dark theme of the tokens. */
export const DarkTheme: Story = {
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement }) => rowsShown(within(canvasElement)),
}

/** A host's own primary colour, corners and font, set on its wrapper. */
export const HostTheme: Story = {
  decorators: [(Story) => <div className="story-host-theme"><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await rowsShown(canvas)
    const root = canvasElement.querySelector('.bk-root') as HTMLElement
    await expect(getComputedStyle(root).fontFamily).toContain('Georgia')
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Filters' })).borderRadius).toBe('0px')
  },
}

/** 320 px wide: the toolbar wraps and each invoice stacks into two lines, its balance and status in sight; nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [(Story) => <div className="story-narrow"><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await rowsShown(canvas)
    const root = canvasElement.querySelector('.bk-root') as HTMLElement
    const region = canvasElement.querySelector('.bk-grid-region') as HTMLElement
    await expect(root.scrollWidth).toBeLessThanOrEqual(320)
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth)
    const balance = (bodyRows(canvas)[0] as HTMLElement).querySelector('[data-column="balance"] .bk-money') as HTMLElement
    await expect(balance.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right)
  },
}

/** `detail="panel"`: the chosen invoice opens beside the list (below it in a narrow container); Escape closes it and focus goes back to its row. */
export const DetailPanel: Story = {
  args: { detail: 'panel' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await rowsShown(canvas)
    const row = bodyRows(canvas)[0] as HTMLElement
    await userEvent.click(row)
    const title = await canvas.findByRole('heading', { level: 2, name: /^Invoice / }, { timeout: 10_000 })
    await waitFor(() => expect(title).toHaveFocus())
    await expect(args.onSelectInvoice).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 2 })).toBeNull())
    await waitFor(() => expect(row).toHaveFocus())
  },
}

/** `detail="dialog"` (the default): the chosen invoice opens in a modal dialog over the list. */
export const DetailDialog: Story = {
  args: { detail: 'dialog' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await rowsShown(canvas)
    const row = bodyRows(canvas)[1] as HTMLElement
    row.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await canvas.findByRole('dialog', {}, { timeout: 10_000 })
    const title = await within(dialog).findByRole('heading', { level: 2, name: /^Invoice / }, { timeout: 10_000 })
    await waitFor(() => expect(title).toHaveFocus())
    await expect(within(dialog).getByRole('heading', { name: 'Totals' })).toBeVisible()
  },
}
