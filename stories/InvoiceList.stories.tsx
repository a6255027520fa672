/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { INVOICE_COLUMN_IDS, InvoiceList, type InvoiceListProps, type InvoiceSortValue } from '../src/components/InvoiceList'
import { SANDBOX } from '../src/sandbox'
import { storySandbox } from './support/sandbox'
// Story-only wrappers (narrow host, host theme); the component stylesheets come from the preview.
import './lists.stories.css'

const INVOICES_PATH = '/v6/invoicing/invoices/query'

const grid = (canvas: ReturnType<typeof within>) => canvas.getByRole('grid', { name: 'Invoices' })
const bodyRows = (canvas: ReturnType<typeof within>) =>
  within(grid(canvas))
    .getAllByRole('row')
    .filter((row) => row.closest('.bk-grid__body'))
const rowsShown = (canvas: ReturnType<typeof within>) => waitFor(() => expect(bodyRows(canvas).length).toBeGreaterThan(3))

const SORTS: InvoiceSortValue[] = [
  '-date',
  'date',
  '-dueDate',
  'dueDate',
  'invoiceNumber',
  '-invoiceNumber',
  '-total',
  'total',
  '-balance',
  'balance',
]

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
    detail: {
      control: 'select',
      options: ['dialog', 'panel', false],
      description: 'How a chosen invoice opens: a dialog (default), a panel beside the list, or not at all.',
    },
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
          'The company’s invoices, newest first: a virtualized grid that loads page after page as the user nears the end. Search, filters and sort are sent to the service (every change is a new query); rows are one tab stop, and Enter or a click reports the invoice through `onSelectInvoice`. The Controls below drive the story’s own sandbox. The list in the dark theme and in a host’s own colours, corners and font is in *Theming* (its live components); in a narrow column, in *Narrow › In a 360 px column* and *Locale › Pseudo-locale* (320 px).',
      },
    },
  },
} satisfies Meta<typeof InvoiceList>

export default meta
type Story = StoryObj<typeof meta>

/** The bakery's invoices, newest first: search, sort by a header, pick one with the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => rowsShown(within(canvasElement)),
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
    await userEvent.clear(canvas.getByLabelText('Maximum total'))
    await userEvent.type(canvas.getByLabelText('Maximum total'), '12.345')
    await userEvent.tab()
    await canvas.findByRole('alert')
  },
}

/** The host picks, orders and relabels columns and renders the status its own way. */
export const HostColumns: Story = {
  args: {
    columns: ['number', 'customer', 'balance', 'status'],
    columnLabels: { balance: 'Still owed' },
    renderCell: { status: (invoice) => <strong>{invoice.detailedInvoiceDisplayStatus ?? invoice.invoiceStatus}</strong> },
  },
  play: async ({ canvasElement }) => rowsShown(within(canvasElement)),
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await rowsShown(canvas)
    // Left open with a column hidden, as a user choosing columns sees it (and as the accessibility check reads it, "Reset columns" included).
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }))
    await userEvent.click(within(canvas.getByRole('group', { name: 'Columns of Invoices' })).getByRole('checkbox', { name: 'Paid' }))
    await canvas.findByRole('button', { name: 'Reset columns' })
  },
}

/** A filter nothing matches. */
export const Empty: Story = {
  args: { defaultFilter: { search: 'no invoice says this' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No invoices match these filters.')
  },
}

/**
 * The service fails every attempt (the first try and both retries): the error, and "Try again",
 * which loads the list (the service answers again by then).
 */
export const LoadError: Story = {
  tags: ['!autodocs'],
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 500, times: 3, path: INVOICES_PATH })
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert')
  },
}

/**
 * The first page on its way (here the service never answers it): the skeleton, and a status saying
 * what is coming.
 */
export const Slow: Story = {
  name: 'Loading',
  tags: ['!autodocs'],
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ hang: true, path: INVOICES_PATH })
  },
  play: async ({ canvasElement }) => {
    const skeleton = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('.bk-state[data-state="loading"]')
      expect(found).not.toBeNull()
      return found!
    })
    await expect(skeleton).toHaveAttribute('role', 'status')
    await expect(skeleton).toHaveTextContent('Loading invoices…')
  },
}

/** 10,000 invoices: pages load as the keyboard reaches the end, and the DOM keeps only the rows in view. */
export const TenThousandInvoices: Story = {
  // At scale: `npm run test:release` plays it, `npm test` does not (vite.config.ts).
  tags: ['!autodocs', 'release'],
  args: { pageSize: 250 },
  parameters: { sandbox: { volume: { invoicesPerCompany: 10_000, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } } },
  play: async ({ canvasElement }) => rowsShown(within(canvasElement)),
}

/** `detail="panel"`: the chosen invoice opens beside the list (below it in a narrow container); Escape closes it and focus goes back to its row. */
export const DetailPanel: Story = {
  args: { detail: 'panel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await rowsShown(canvas)
    await userEvent.click(bodyRows(canvas)[0] as HTMLElement)
    await canvas.findByRole('heading', { level: 2, name: /^Invoice / })
  },
}

/** `detail="dialog"` (the default): the chosen invoice opens in a modal dialog over the list. */
export const DetailDialog: Story = {
  args: { detail: 'dialog' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await rowsShown(canvas)
    ;(bodyRows(canvas)[1] as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await canvas.findByRole('dialog')
    await within(dialog).findByRole('heading', { name: 'Totals' })
  },
}
