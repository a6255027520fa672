/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { GeneralLedgerQuery } from '../src/api/types'
import { GENERAL_LEDGER_COLUMN_IDS, GeneralLedger, type GeneralLedgerProps } from '../src/components/GeneralLedger'
import { SANDBOX } from '../src/sandbox'
import { catchDownloads } from './support/downloads'
import { recordStoryBodies, storySandbox } from './support/sandbox'
// Story-only wrappers (narrow host, host theme); the component stylesheets come from the preview.
import './lists.stories.css'

const bakery = SANDBOX.companies.bakery
const ACCOUNT = bakery.glAccounts.busyExpense
const LEDGER_PATH = `/v6/accounting/glAccounts/${ACCOUNT}/generalLedger`

/** Records the GL query bodies the story's sandbox receives from now on. */
const recordQueries = (storyId: string) => recordStoryBodies<GeneralLedgerQuery>(storyId, LEDGER_PATH)

const lineRows = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('grid')).getAllByRole('row').filter((row) => row.closest('.bk-grid__body'))
const linesShown = (canvas: ReturnType<typeof within>) => waitFor(() => expect(lineRows(canvas).length).toBeGreaterThan(3), { timeout: 10_000 })

/** The bakery's GL accounts (the stories' token sees the bakery), for the Controls panel. */
const ACCOUNT_IDS: Record<string, string> = Object.fromEntries(Object.entries(bakery.glAccounts).map(([name, id]) => [id, `${name} (${id})`]))

/**
 * The header names the account the host describes in `glAccount`; another account picked in the
 * Controls panel is named from its lines instead. `defaultFilter` is read on mount, so a change
 * there mounts the ledger afresh.
 */
function ControlledLedger(args: GeneralLedgerProps) {
  return (
    <GeneralLedger
      key={JSON.stringify(args.defaultFilter ?? {})}
      {...args}
      glAccount={args.glAccount?.id === args.glAccountId ? args.glAccount : undefined}
    />
  )
}

const meta = {
  title: 'Components/GeneralLedger',
  component: GeneralLedger,
  // The docs page renders every story at once, all answered by the sandbox prepared last: stories
  // that make theirs fail, slow or huge are tagged '!autodocs' (they stay in the sidebar and run as tests).
  tags: ['autodocs'],
  render: (args) => <ControlledLedger {...args} />,
  argTypes: {
    glAccountId: { control: { type: 'select', labels: ACCOUNT_IDS }, options: Object.keys(ACCOUNT_IDS), description: 'The GL account whose lines show.' },
    columns: { control: 'check', options: GENERAL_LEDGER_COLUMN_IDS, description: 'Which columns show, in this order (the CSV export keeps every column).' },
    columnLabels: { control: 'object', description: 'Header text per column, also its name in the Columns menu.' },
    includeBeginningBalance: { control: 'boolean', description: 'A first row with the balance before `beginDate`.' },
    pageSize: { control: { type: 'number', min: 1, max: 250, step: 1 }, description: 'Lines per page, 1 to 250.' },
    showFilters: { control: 'boolean' },
    showExport: { control: 'boolean', description: 'The "Export CSV" button.' },
    exportFileName: { control: 'text' },
    defaultFilter: { control: 'object', description: 'The first filter: `beginDate`, `endDate`, `search`, `accountingMethod`, `customer`, `dimensionValues`.' },
    glAccount: { control: 'object', description: 'Name, number and type of the account for the header.' },
    filterOptions: { control: 'object' },
    className: { control: 'text' },
    filter: { control: false, description: 'The filter, controlled (use with `onFilterChange`).' },
    chart: { control: 'select', options: [false, true, 'line', 'area'], description: 'The balance over the filter’s dates above the lines, from the same query: a line or an area.' },
  },
  args: {
    columns: [...GENERAL_LEDGER_COLUMN_IDS],
    includeBeginningBalance: true,
    pageSize: 100,
    showFilters: true,
    showExport: true,
    glAccountId: ACCOUNT,
    glAccount: { id: ACCOUNT, name: 'Ingredients & Packaging', accountNo: '5000', type: 'EXPENSE' },
    onSelectEntry: fn(),
    onFilterChange: fn(),
    onLoadStart: fn(),
    onLoadError: fn(),
  },
  parameters: {
    sandbox: { volume: { invoicesPerCompany: 20, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 600 } },
    docs: {
      description: {
        component:
          'One GL account’s lines with the service’s running balance and, first, the balance before the date range. Lines load page after page; filters are sent to the service; "Export CSV" walks every page of the filtered ledger. The Controls below drive the story’s own sandbox (pick another of the bakery’s accounts).',
      },
    },
  },
} satisfies Meta<typeof GeneralLedger>

export default meta
type Story = StoryObj<typeof meta>

/** The bakery's busiest expense account: the beginning balance, then each line with its running balance. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement)
    await linesShown(canvas)
    await expect(canvas.getByRole('heading', { name: 'Ingredients & Packaging' })).toBeVisible()
    await expect(canvas.getByRole('row', { name: /Beginning balance/ })).toBeVisible()

    await step('Enter on a line reports its source record', async () => {
      ;(lineRows(canvas)[0] as HTMLElement).focus()
      await userEvent.keyboard('{ArrowDown}{Enter}')
      await expect(args.onSelectEntry).toHaveBeenCalledWith(expect.objectContaining({ entity: expect.objectContaining({ id: expect.stringMatching(/^btxn_/) }) }))
    })
  },
}

/**
 * `chart`: the account's balance over the filter's dates above the lines, from the same query (one
 * fetch for both). The chart needs every line of the range, so the pages are read to the end; its
 * code loads only for a ledger that shows it.
 */
export const WithBalanceChart: Story = {
  args: {
    glAccountId: bakery.glAccounts.checking,
    glAccount: { id: bakery.glAccounts.checking, name: 'Operating checking', accountNo: '1000', type: 'ASSET' },
    chart: 'area',
    defaultFilter: { beginDate: '2026-01-01', endDate: '2026-06-30' },
  },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const queries = recordStoryBodies<GeneralLedgerQuery>(id, `/v6/accounting/glAccounts/${bakery.glAccounts.checking}/generalLedger`)
    const chart = await canvas.findByRole('figure', { name: /^Balance of Operating checking, Jan 1, 2026 to Jun 30, 2026: from/ }, { timeout: 10_000 })
    // Every page of the range was read once, for the lines and the chart alike.
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull(), { timeout: 10_000 })
    const cursors = queries.map((query) => query.cursor ?? 'first')
    await expect(new Set(cursors).size).toBe(cursors.length)
    await userEvent.click(within(chart).getByRole('button', { name: 'Show as table' }))
    await expect(within(chart).getByRole('table', { name: 'Balance over time' })).toBeVisible()
  },
}

/** Dates, search, method, customer and dimension value, each sent to the service. */
export const Filtered: Story = {
  args: {
    filterOptions: {
      customers: [{ id: bakery.customers.blueHeronCafe, name: 'Blue Heron Café' }],
      dimensionValues: [
        { id: bakery.dimensions.location.values.commissary, name: 'Commissary kitchen', dimension: { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' } },
        { id: bakery.dimensions.location.values.mainStreet, name: 'Main Street shop', dimension: { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' } },
      ],
    },
  },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const queries = recordQueries(id)
    await linesShown(canvas)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search lines' }), 'flour')
    await waitFor(() => expect(queries.at(-1)?.filter?.search).toBe('flour'), { timeout: 5000 })
    await userEvent.type(canvas.getByLabelText('From'), '2026-01-01')
    await waitFor(() => expect(queries.at(-1)?.filter?.beginDate).toBe('2026-01-01'), { timeout: 5000 })
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Accounting method' }), 'Cash')
    await waitFor(() => expect(queries.at(-1)?.accountingMethod).toBe('CASH'), { timeout: 5000 })
    await linesShown(canvas)
    // The story ends on the settled rows, not the faded ones of a refetch still on its way (axe reads this state).
    await waitFor(() => expect(canvasElement.querySelector('.bk-grid-region')).not.toHaveAttribute('data-state', 'refreshing'), { timeout: 10_000 })
    for (const row of lineRows(canvas)) await expect(row).toHaveTextContent(/flour/i)
  },
}

/** "Export CSV" walks every page at 250 lines and hands the browser one file. */
export const ExportCsv: Story = {
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    await linesShown(canvas)
    const queries = recordQueries(id)
    const lines = storySandbox(id).inspect.glLines(ACCOUNT).length
    const downloads = catchDownloads()
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
      await expect(await canvas.findByText(`Exported ${lines.toLocaleString('en-US')} lines.`, {}, { timeout: 10_000 })).toBeVisible()
      await expect(queries).toHaveLength(Math.ceil(lines / 250))
      await expect(downloads.files).toHaveLength(1)
      const csv = (await (downloads.files[0] as Blob).text()).replace(/^\uFEFF/, '').split('\r\n')
      await expect(csv[0]).toBe('Date,Description,Debit,Credit,Balance')
      await expect(csv[1]).toBe(',Beginning balance,,,0.00')
      await expect(csv.filter(Boolean)).toHaveLength(lines + 2)
    } finally {
      downloads.restore()
    }
  },
}

/** A slow service: the export shows its progress and stops when cancelled. */
export const CancelExport: Story = {
  tags: ['!autodocs'],
  parameters: { sandbox: { latencyMs: 400 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await linesShown(canvas)
    const downloads = catchDownloads()
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
      await expect(await canvas.findByText('Exporting… 250 lines so far', {}, { timeout: 10_000 })).toBeVisible()
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel export' }))
      await expect(await canvas.findByText('Export cancelled.')).toBeVisible()
      await expect(downloads.files).toHaveLength(0)
    } finally {
      downloads.restore()
    }
  },
}

/**
 * The host picks, orders and relabels columns: the balance after the date, no description. The
 * beginning balance's row follows the columns shown, its words in the first column but the balance;
 * the user may still hide and move them under "Columns".
 */
export const HostColumns: Story = {
  args: {
    columns: ['date', 'runningBalance', 'debit', 'credit'],
    columnLabels: { runningBalance: 'Balance after line', debit: 'Spent', credit: 'Refunded' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await linesShown(canvas)
    const headers = within(canvas.getByRole('grid')).getAllByRole('columnheader').map((header) => header.textContent)
    await expect(headers).toEqual(['Date', 'Balance after line', 'Spent', 'Refunded'])
    const opening = canvas.getByRole('row', { name: 'Beginning balance' })
    const openingColumns = within(opening).getAllByRole('gridcell').map((cell) => cell.dataset.column)
    await expect(openingColumns).toEqual(['date', 'runningBalance', 'debit', 'credit'])
    await expect(opening.querySelector('[data-column="date"]')).toHaveTextContent('Beginning balance')
  },
}

/** An account nothing was ever posted to. */
export const Empty: Story = {
  args: { glAccountId: bakery.glAccounts.unused, glAccount: undefined, includeBeginningBalance: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('This account has no lines yet.', {}, { timeout: 10_000 })).toBeVisible()
  },
}

/** The service fails every attempt (the first try and both retries). */
export const LoadError: Story = {
  tags: ['!autodocs'],
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 500, times: 3, path: LEDGER_PATH })
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent('The ledger could not be loaded.')
    await expect(args.onLoadError).toHaveBeenCalledTimes(1)
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await linesShown(canvas)
  },
}

/** Every answer takes 1.5 s: the skeleton shows meanwhile. */
export const Slow: Story = {
  tags: ['!autodocs'],
  parameters: { sandbox: { latencyMs: 1500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Loading ledger lines…')).toBeInTheDocument()
    await linesShown(canvas)
  },
}

/** 10,000 lines: pages of 250 load as the keyboard reaches the end; the DOM keeps only the rows in view. */
export const TenThousandLines: Story = {
  tags: ['!autodocs'],
  args: { pageSize: 250 },
  parameters: { sandbox: { volume: { invoicesPerCompany: 10, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 10_000 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await linesShown(canvas)
    ;(lineRows(canvas)[0] as HTMLElement).focus()
    for (const loaded of ['500', '750', '1,000']) {
      await userEvent.keyboard('{End}')
      await waitFor(() => expect(canvas.getByText(`${loaded} lines loaded, more available`)).toBeVisible(), { timeout: 10_000 })
    }
    await expect(lineRows(canvas).length).toBeLessThan(60)
  },
}

/** The dark theme of the tokens. */
export const DarkTheme: Story = {
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement }) => linesShown(within(canvasElement)),
}

/** A host's own primary colour, corners and font, set on its wrapper. */
export const HostTheme: Story = {
  decorators: [(Story) => <div className="story-host-theme"><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await linesShown(canvas)
    const exportButton = getComputedStyle(canvas.getByRole('button', { name: 'Export CSV' }))
    await expect(exportButton.backgroundColor).toBe('rgb(15, 118, 110)')
    await expect(exportButton.borderRadius).toBe('0px')
    await expect(getComputedStyle(canvasElement.querySelector('.bk-root') as HTMLElement).fontFamily).toContain('Georgia')
  },
}

/** 320 px wide: the filters fold behind one toggle and each line stacks, its side said in words beside the amount; nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [(Story) => <div className="story-narrow"><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await linesShown(canvas)
    const root = canvasElement.querySelector('.bk-root') as HTMLElement
    const region = canvasElement.querySelector('.bk-grid-region') as HTMLElement
    await expect(root.scrollWidth).toBeLessThanOrEqual(320)
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth)
    const side = region.querySelector('.bk-grid__body [data-column="debit"]:not(:empty), .bk-grid__body [data-column="credit"]:not(:empty)') as HTMLElement
    await expect(side.innerText).toMatch(/^(Debit|Credit)/)
    await userEvent.click(canvas.getByRole('button', { name: /^Filters/ }))
    await expect(canvas.getByRole('combobox', { name: 'Accounting method' })).toBeVisible()
  },
}
