import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { useMemo, type ReactNode } from 'react'
import { BooksOverview, type BooksOverviewProps } from '../src/components/BooksOverview'
import { ReceivablesAging } from '../src/components/ReceivablesAging'
import { BookkeepingProvider } from '../src/react'
import { SANDBOX } from '../src/sandbox'
import { ChosenInvoices } from './support/ChosenInvoices'
import { A_YEAR_OF_BOOKS, chartCategories, STOPPED_SYNC, stopSyncAfterFirstPage } from './support/charts'
import { frenchOverviewMessages } from './support/frenchMessages'
import { INVOICES_PATH, NO_INVOICES } from './support/receivables'
import { SANDBOX_BASE_URL, storySandbox } from './support/sandbox'
import { sandboxFetchToken } from './support/StoryProvider'
// Story-only wrappers (the 320 px and 1,280 px hosts, a host page stacking the overview and a list); the component stylesheets come from the preview.
import './lists.stories.css'
import './receivables.stories.css'

const AS_OF = '2026-06-30'

const meta = {
  title: 'Charts/BooksOverview',
  component: BooksOverview,
  argTypes: {
    asOf: {
      control: 'text',
      description: 'The day the overview is as of, `YYYY-MM-DD`: its month is "this month". Default today where the user is.',
    },
    bankAccountId: {
      control: { type: 'select', labels: { all: 'Every account', checking: 'Checking ••4821', savings: 'Savings ••9930' } },
      options: ['all', 'checking', 'savings'],
      mapping: {
        all: undefined,
        checking: SANDBOX.companies.bakery.bankAccounts.checking,
        savings: SANDBOX.companies.bakery.bankAccounts.savings,
      },
      description: 'Only this bank account’s money in and out and spending (`bka_…`); default every account the token sees.',
    },
    categories: {
      control: 'object',
      description: 'Names for categories the records name by id only, as the queue’s `options.categories` gives them.',
    },
    onReviewTransactions: { control: false, description: 'The user chose "Review transactions": open the host’s review queue.' },
    onSelectReceivables: {
      control: false,
      description:
        'The user chose "See open invoices": `filter` lists in `<InvoiceList filter>` the invoices owed on `asOf` (and paid ones, once one was paid after it).',
    },
    onSelectBucket: {
      control: false,
      description: 'The user chose a bucket of "Who owes you": `(filter, bucketId)`, the filter listing exactly its invoices.',
    },
    onSelectCustomer: { control: false, description: 'The user chose a customer of "Who owes you": `(filter, customer)`.' },
    onSelectMonth: {
      control: false,
      description: 'The user chose a month, in the money tile (this month) or the cash-flow chart: `{ from, to }`.',
    },
    onSelectCategory: { control: false, description: 'The user chose a category of the spending chart: its id.' },
    onReviewUncategorized: { control: false, description: 'The user chose "Not categorized yet" in the spending chart.' },
    onLoadStart: { control: false, description: 'Loading started, in any tile or chart.' },
    onLoadError: {
      control: false,
      description: 'Loading failed for good in a tile or chart (after the retries); that part shows the error and "Try again".',
    },
    onError: {
      control: false,
      description: 'A render error inside the overview: contained in the tile or chart it happened in, and reported here.',
    },
    className: { control: 'text', description: 'Extra class names on the root element.' },
    headingLevel: {
      control: { type: 'select' },
      options: [2, 3, 4, 5, 6],
      description:
        'The level of the overview’s title, `2` to `6` (default 2, under the host’s `h1`); its tiles and charts are one level below.',
    },
    'aria-label': {
      control: 'text',
      description: 'The name of the overview’s landmark in place of its title: two on one page each need their own (the company’s name).',
    },
    'aria-labelledby': {
      control: false,
      description: 'The id of the host’s element that names the overview’s landmark; `aria-label` wins.',
    },
  },
  args: {
    asOf: AS_OF,
    categories: chartCategories,
    onReviewTransactions: fn(),
    onSelectReceivables: fn(),
    onSelectBucket: fn(),
    onSelectCustomer: fn(),
    onSelectMonth: fn(),
    onSelectCategory: fn(),
    onReviewUncategorized: fn(),
    onLoadStart: fn(),
    onLoadError: fn(),
  },
  parameters: {
    sandbox: A_YEAR_OF_BOOKS,
    docs: {
      description: {
        component:
          'The page a business owner opens first: tiles for what is to review, money in and out this month against last month, and what customers owe; then the cash-flow, spending and "Who owes you" charts, loaded after the tiles. Each part loads, fails and retries on its own. The story sandbox’s today is 2026-06-30.',
      },
    },
  },
} satisfies Meta<typeof BooksOverview>

export default meta
type Story = StoryObj<typeof meta>

/** Waits for each of the page's `charts` to have its figures; the overview loads them after its tiles. */
const chartsShown = (canvasElement: HTMLElement, charts = 3) =>
  waitFor(() => expect(canvasElement.querySelectorAll('figure.bk-chart .bk-chart__summary')).toHaveLength(charts))

/**
 * The bakery on the sandbox's today. Each tile states what the sandbox holds (transactions to
 * review, June's money in and out against May, what customers owe), its button hands the host the
 * choice, and the three charts load after the tiles.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => chartsShown(canvasElement),
}

/** Bank transactions but no invoice yet: "Owed to you" and "Who owes you" say why nothing is owed, with no amount; the other tiles have their figures. */
export const NothingOwed: Story = {
  parameters: { sandbox: NO_INVOICES },
  play: async ({ canvasElement }) => {
    // The tile and the aging both say why nothing is owed, once one more request tells there is no invoice at all.
    await waitFor(() => expect(within(canvasElement).getAllByText('No invoices yet: nobody owes you anything.')).toHaveLength(2))
  },
}

/**
 * Seven months on, with no payment since: everything owed is late, so the overdue line is the
 * whole amount; the month has no bank transaction yet, so money in and out are nothing, as in December.
 */
export const EverythingOverdue: Story = {
  args: { asOf: '2027-01-31' },
  play: async ({ canvasElement }) => chartsShown(canvasElement),
}

/** A host page: the overview, and under it the invoices of what the user chose in it. */
function OverviewWithInvoiceList({ onSelectReceivables, onSelectBucket, ...props }: BooksOverviewProps) {
  return (
    <ChosenInvoices hint="Choose “See open invoices” or a bucket to list the invoices.">
      {(show) => (
        <BooksOverview
          {...props}
          onSelectReceivables={(filter) => {
            onSelectReceivables?.(filter)
            show(filter)
          }}
          onSelectBucket={(filter, bucket) => {
            onSelectBucket?.(filter, bucket)
            show(filter)
          }}
        />
      )}
    </ChosenInvoices>
  )
}

/**
 * Installments counted on their own: an invoice whose deposit is late and whose rest is not yet due
 * puts only the deposit in the overdue line (ageing each invoice by its one due date would not).
 * The overview wired to `<InvoiceList>`: "See open invoices" lists every invoice owed, whose
 * balances add up to the tile's total; a bucket of "Who owes you" lists its invoices, whose amounts
 * due on its dates add up to the bucket.
 */
export const Installments: Story = {
  render: (args) => <OverviewWithInvoiceList {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chartsShown(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'See open invoices' }))
    await canvas.findByRole('row', { name: 'Totals of loaded invoices' })
  },
}

/**
 * Only the invoice query fails, every attempt: "Owed to you" shows its error and "Try again" while
 * the other tiles show their figures; "Try again" then brings the tile's figures.
 */
export const ATileFailing: Story = {
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 500, times: 3, path: INVOICES_PATH })
  },
  play: async ({ canvasElement }) => {
    await within(within(canvasElement).getByRole('group', { name: 'Owed to you' })).findByRole('alert')
  },
}

/**
 * The first sync fails for good after its first page (the newest 250 transactions, back to
 * mid-May). The tiles show what arrived and say reading stopped: "To review" counts the page's
 * transactions to review "so far", and the money tile compares whole June with the part of May
 * read so far; each offers "Try again", which reads everything.
 */
export const SyncStopped: Story = {
  parameters: { sandbox: STOPPED_SYNC },
  beforeEach: ({ id }) => stopSyncAfterFirstPage(id),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^Reading stopped after [\d,]+ transactions: these are sums so far\.$/)
  },
}

/**
 * The overview as of March 31, 2026: the money tile compares March with February, and "Owed to
 * you" is what was owed at the end of that day (each invoice's total less the payments dated by
 * then, invoices dated after it left out); "See open invoices" hands the invoices of that day,
 * paid ones too, as some were paid since.
 */
export const PastDate: Story = {
  args: { asOf: '2026-03-31' },
  play: async ({ canvasElement }) => chartsShown(canvasElement),
}

/** In a 320 px host: the tiles in one column, one under the other, and nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="story-narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => chartsShown(canvasElement),
}

/** In a 1,280 px host: the three tiles side by side in one row. */
export const Wide: Story = {
  decorators: [
    (Story) => (
      <div className="story-wide">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => chartsShown(canvasElement),
}

/** The dark theme of the tokens: the tiles on the dark `--bk-color-bg`, the overdue line in the dark `--bk-color-danger`. */
export const Dark: Story = {
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement }) => chartsShown(canvasElement),
}

/** `fr-CA` with Canadian dollars, and the overview's and the charts' strings in French through the provider's `messages`. */
export const FrenchCanadian: Story = {
  parameters: { bookkit: { locale: 'fr-CA', currency: 'CAD', messages: frenchOverviewMessages } },
  play: async ({ canvasElement }) => chartsShown(canvasElement),
}

const { bakery, bikeShop } = SANDBOX.companies

/** One client's books on the host's page: a provider signed in as the company's owner, as a bookkeeper's app would hold one per client. */
function ClientBooks({ userId, children }: { userId: string; children: ReactNode }) {
  const fetchToken = useMemo(() => sandboxFetchToken(userId), [userId])
  return (
    <BookkeepingProvider baseUrl={SANDBOX_BASE_URL} fetchToken={fetchToken}>
      {children}
    </BookkeepingProvider>
  )
}

/**
 * A bookkeeper's page with two clients: the host's own `h1`, then each client's overview in its own
 * provider, named by the host with the company's name (`aria-label`). The page has one landmark per
 * client, each with its own name; the tiles, the charts and "Who owes you the most" are parts of
 * their overview, not landmarks, and every title is one level below the one it sits under.
 */
export const TwoClients: Story = {
  parameters: { bookkit: { noProvider: true } },
  render: (args) => (
    <main className="story-stack">
      <h1>Your clients</h1>
      <ClientBooks userId={SANDBOX.users.bakeryOwner}>
        <BooksOverview {...args} aria-label={bakery.name} />
      </ClientBooks>
      <ClientBooks userId={SANDBOX.users.bikeShopOwner}>
        <BooksOverview {...args} aria-label={bikeShop.name} />
      </ClientBooks>
    </main>
  ),
  play: async ({ canvasElement }) => chartsShown(canvasElement, 6),
}

/**
 * The overview beside a standalone "Who owes you", under the host's `h1`: the overview is the
 * page's one landmark; the standalone aging's title is an `h2` (the default), its customers an `h3`.
 */
export const BesideStandaloneAging: Story = {
  render: (args) => (
    <main className="story-stack">
      <h1>{bakery.name}</h1>
      <BooksOverview {...args} />
      <ReceivablesAging asOf={args.asOf} />
    </main>
  ),
  play: async ({ canvasElement }) => chartsShown(canvasElement, 4),
}
