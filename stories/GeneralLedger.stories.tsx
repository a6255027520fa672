/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { GENERAL_LEDGER_COLUMN_IDS, GeneralLedger, type GeneralLedgerProps } from '../src/components/GeneralLedger'
import { SANDBOX } from '../src/sandbox'
import { catchDownloads } from './support/downloads'
import { holdAnswers } from './support/heldAnswers'
import { storySandbox } from './support/sandbox'
// Story-only wrappers (narrow host, host theme); the component stylesheets come from the preview.
import './lists.stories.css'

const bakery = SANDBOX.companies.bakery
const ACCOUNT = bakery.glAccounts.busyExpense
const LEDGER_PATH = `/v6/accounting/glAccounts/${ACCOUNT}/generalLedger`

const lineRows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('grid'))
    .getAllByRole('row')
    .filter((row) => row.closest('.bk-grid__body'))
const linesShown = (canvas: ReturnType<typeof within>) => waitFor(() => expect(lineRows(canvas).length).toBeGreaterThan(3))

/** The bakery's GL accounts (the stories' token sees the bakery), for the Controls panel. */
const ACCOUNT_IDS: Record<string, string> = Object.fromEntries(
  Object.entries(bakery.glAccounts).map(([name, id]) => [id, `${name} (${id})`]),
)

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
    glAccountId: {
      control: { type: 'select', labels: ACCOUNT_IDS },
      options: Object.keys(ACCOUNT_IDS),
      description: 'The GL account whose lines show.',
    },
    columns: {
      control: 'check',
      options: GENERAL_LEDGER_COLUMN_IDS,
      description: 'Which columns show, in this order (the CSV export keeps every column).',
    },
    columnLabels: { control: 'object', description: 'Header text per column, also its name in the Columns menu.' },
    includeBeginningBalance: { control: 'boolean', description: 'A first row with the balance before `beginDate`.' },
    pageSize: { control: { type: 'number', min: 1, max: 250, step: 1 }, description: 'Lines per page, 1 to 250.' },
    showFilters: { control: 'boolean' },
    showExport: { control: 'boolean', description: 'The "Export CSV" button.' },
    exportFileName: { control: 'text' },
    defaultFilter: {
      control: 'object',
      description: 'The first filter: `beginDate`, `endDate`, `search`, `accountingMethod`, `customer`, `dimensionValues`.',
    },
    glAccount: { control: 'object', description: 'Name, number and type of the account for the header.' },
    filterOptions: { control: 'object' },
    className: { control: 'text' },
    filter: { control: false, description: 'The filter, controlled (use with `onFilterChange`).' },
    chart: {
      control: 'select',
      options: [false, true, 'line', 'area'],
      description: 'The balance over the filter’s dates above the lines, from the same query: a line or an area.',
    },
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
  play: async ({ canvasElement }) => linesShown(within(canvasElement)),
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
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('figure', { name: /^Balance of Operating checking, / })
  },
}

/** Dates, search, method, customer and dimension value, each sent to the service. */
export const Filtered: Story = {
  args: {
    filterOptions: {
      customers: [{ id: bakery.customers.blueHeronCafe, name: 'Blue Heron Café' }],
      dimensionValues: [
        {
          id: bakery.dimensions.location.values.catering,
          name: 'Catering',
          dimension: { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' },
        },
        {
          id: bakery.dimensions.location.values.mainStreet,
          name: 'Main Street shop',
          dimension: { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => linesShown(within(canvasElement)),
}

/** "Export CSV" walks every page at 250 lines and hands the browser one file. */
export const ExportCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await linesShown(canvas)
    const downloads = catchDownloads()
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
      await canvas.findByText(/^Exported [\d,]+ lines\.$/)
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
      await canvas.findByText('Exporting… 250 lines so far')
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel export' }))
      await canvas.findByText('Export cancelled.')
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
  play: async ({ canvasElement }) => linesShown(within(canvasElement)),
}

/** An account nothing was ever posted to. */
export const Empty: Story = {
  args: { glAccountId: bakery.glAccounts.unused, glAccount: undefined, includeBeginningBalance: false },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This account has no lines yet.')
  },
}

/** The service fails every attempt (the first try and both retries). */
export const LoadError: Story = {
  tags: ['!autodocs'],
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 500, times: 3, path: LEDGER_PATH })
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert')
  },
}

/** A slow service (the ledger's answer held until the story is left): the skeleton shows meanwhile, and its status says what is on the way. */
export const Slow: Story = {
  tags: ['!autodocs'],
  beforeEach: ({ id }) => holdAnswers(id, LEDGER_PATH),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.bk-state[data-state="loading"]')).not.toBeNull())
  },
}

/** 10,000 lines: pages of 250 load as the keyboard reaches the end; the DOM keeps only the rows in view. */
export const TenThousandLines: Story = {
  // At scale: `npm run test:release` plays it, `npm test` does not (vite.config.ts).
  tags: ['!autodocs', 'release'],
  args: { pageSize: 250 },
  parameters: { sandbox: { volume: { invoicesPerCompany: 10, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 10_000 } } },
  play: async ({ canvasElement }) => linesShown(within(canvasElement)),
}

/** The dark theme of the tokens. */
export const DarkTheme: Story = {
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement }) => linesShown(within(canvasElement)),
}

/** A host's own primary colour, corners and font, set on its wrapper. */
export const HostTheme: Story = {
  decorators: [
    (Story) => (
      <div className="story-host-theme">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => linesShown(within(canvasElement)),
}

/** 320 px wide: the filters fold behind one toggle and each line stacks, its side said in words beside the amount; nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="story-narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await linesShown(canvas)
    // The folded filters open, as a narrow user reaches them (and as the accessibility check reads them).
    await userEvent.click(canvas.getByRole('button', { name: /^Filters/ }))
    await canvas.findByRole('combobox', { name: 'Accounting method' })
  },
}
