import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { useMemo, type ReactNode } from 'react'
import { BooksOverview, type BooksOverviewProps } from '../src/components/BooksOverview'
import { ReceivablesAging } from '../src/components/ReceivablesAging'
import { BookkeepingProvider } from '../src/react'
import { SANDBOX } from '../src/sandbox'
import { ChosenInvoices } from './support/ChosenInvoices'
import { cashFlowOf, chartCategories, firstPageOf, fitsItsContainer, flowOf, literally, STOPPED_SYNC, stopSyncAfterFirstPage } from './support/charts'
import { frenchOverviewMessages } from './support/frenchMessages'
import { intlMoney } from './support/intlMoney'
import { cellUnder, INVOICES_PATH, NO_INVOICES, overdueByTermDueDate, owedOf, splitInvoiceIn } from './support/receivables'
import { moneyTileShows, owedTileShows, reviewTileShows, tile, toReviewAmong, toReviewIn } from './support/overview'
import { SANDBOX_BASE_URL, storySandbox } from './support/sandbox'
import { sandboxFetchToken } from './support/StoryProvider'
// Story-only wrappers (the 320 px and 1,280 px hosts, a host page stacking the overview and a list); the component stylesheets come from the preview.
import './lists.stories.css'
import './receivables.stories.css'

const AS_OF = '2026-06-30'
const usd = (minor: number) => intlMoney('en-US', 'USD', minor)
const invoices = (n: number) => `${n} ${n === 1 ? 'invoice' : 'invoices'}`

const meta = {
  title: 'Charts/BooksOverview',
  component: BooksOverview,
  argTypes: {
    asOf: { control: 'text', description: 'The day the overview is as of, `YYYY-MM-DD`: its month is "this month". Default today where the user is.' },
    bankAccountId: {
      control: { type: 'select', labels: { all: 'Every account', checking: 'Checking ••4821', savings: 'Savings ••9930' } },
      options: ['all', 'checking', 'savings'],
      mapping: { all: undefined, checking: SANDBOX.companies.bakery.bankAccounts.checking, savings: SANDBOX.companies.bakery.bankAccounts.savings },
      description: 'Only this bank account’s money in and out and spending (`bka_…`); default every account the token sees.',
    },
    categories: { control: 'object', description: 'Names for categories the records name by id only, as the queue’s `options.categories` gives them.' },
    onReviewTransactions: { control: false, description: 'The user chose "Review transactions": open the host’s review queue.' },
    onSelectReceivables: { control: false, description: 'The user chose "See open invoices": `filter` lists in `<InvoiceList filter>` the invoices owed on `asOf` (and paid ones, once one was paid after it).' },
    onSelectBucket: { control: false, description: 'The user chose a bucket of "Who owes you": `(filter, bucketId)`, the filter listing exactly its invoices.' },
    onSelectCustomer: { control: false, description: 'The user chose a customer of "Who owes you": `(filter, customer)`.' },
    onSelectMonth: { control: false, description: 'The user chose a month, in the money tile (this month) or the cash-flow chart: `{ from, to }`.' },
    onSelectCategory: { control: false, description: 'The user chose a category of the spending chart: its id.' },
    onReviewUncategorized: { control: false, description: 'The user chose "Not categorized yet" in the spending chart.' },
    onLoadStart: { control: false, description: 'Loading started, in any tile or chart.' },
    onLoadError: { control: false, description: 'Loading failed for good in a tile or chart (after the retries); that part shows the error and "Try again".' },
    onError: { control: false, description: 'A render error inside the overview: contained in the tile or chart it happened in, and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
    headingLevel: { control: { type: 'select' }, options: [2, 3, 4, 5, 6], description: 'The level of the overview’s title, `2` to `6` (default 2, under the host’s `h1`); its tiles and charts are one level below.' },
    'aria-label': { control: 'text', description: 'The name of the overview’s landmark in place of its title: two on one page each need their own (the company’s name).' },
    'aria-labelledby': { control: false, description: 'The id of the host’s element that names the overview’s landmark; `aria-label` wins.' },
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

/**
 * The bakery on the sandbox's today. Each tile states what the sandbox holds (transactions to
 * review, June's money in and out against May, what customers owe), its button hands the host the
 * choice, and the three charts load after the tiles.
 */
export const Default: Story = {
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const owed = owedOf(sandbox, AS_OF)
    const june = cashFlowOf(sandbox, '2026-06-01', '2026-06-30')
    const may = cashFlowOf(sandbox, '2026-05-01', '2026-05-31')

    await step('"To review" counts the sandbox’s transactions still to review', async () => {
      await reviewTileShows(canvas, `${toReviewIn(sandbox)} transactions to review`)
    })

    await step('"Owed to you" is what the sandbox’s invoices owe, and how much of it is late', async () => {
      await owedTileShows(canvas, usd(owed.total), owed.invoices, `${usd(owed.overdue)} overdue, on ${invoices(owed.overdueInvoices)}`)
    })

    await step('June’s money in and out, against May', async () => {
      await moneyTileShows(canvas, 'Money in and out, June 2026', june, may, 'May')
    })

    await step('the three charts load after the tiles; the year’s money in and out shows a business that makes money', async () => {
      const year = cashFlowOf(sandbox, '2025-07-01', '2026-06-30')
      await expect(year.moneyIn).toBeGreaterThan(year.moneyOut)
      const summary = `Money in and out, Jul 2025 to Jun 2026: in ${usd(year.moneyIn)}, out ${usd(year.moneyOut)}, net ${usd(year.moneyIn - year.moneyOut)}`
      await expect(await canvas.findByRole('figure', { name: new RegExp(`^${literally(summary)}[;.]`) }, { timeout: 10_000 })).toBeVisible()
      await expect(await canvas.findByRole('figure', { name: /^Money out by category, June 2026: / }, { timeout: 10_000 })).toBeVisible()
      await expect(await canvas.findByRole('figure', { name: new RegExp(`^Customers owe you ${literally(usd(owed.total))} `) }, { timeout: 10_000 })).toBeVisible()
    })

    await step('each tile’s button hands the host the choice', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Review transactions' }))
      await expect(args.onReviewTransactions).toHaveBeenCalledTimes(1)
      await userEvent.click(canvas.getByRole('button', { name: 'See June 2026' }))
      await expect(args.onSelectMonth).toHaveBeenCalledWith({ from: '2026-06-01', to: '2026-06-30' })
      await userEvent.click(canvas.getByRole('button', { name: 'See open invoices' }))
      await expect(args.onSelectReceivables).toHaveBeenCalledWith(owed.filter)
    })
  },
}

/** Bank transactions but no invoice yet: "Owed to you" and "Who owes you" say why nothing is owed, with no amount; the other tiles have their figures. */
export const NothingOwed: Story = {
  parameters: { sandbox: NO_INVOICES },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const owedTile = within(tile(canvas, 'Owed to you'))
    await expect(await owedTile.findByText('No invoices yet: nobody owes you anything.', {}, { timeout: 10_000 })).toBeVisible()
    await expect(owedTile.queryByText(/\$/)).toBeNull()
    const aging = await canvas.findByRole('figure', { name: /^Customers owe you / }, { timeout: 10_000 })
    await expect(await within(aging).findByText('No invoices yet: nobody owes you anything.', {}, { timeout: 10_000 })).toBeVisible()
    const sandbox = storySandbox(id)
    await moneyTileShows(canvas, 'Money in and out, June 2026', cashFlowOf(sandbox, '2026-06-01', '2026-06-30'), cashFlowOf(sandbox, '2026-05-01', '2026-05-31'), 'May')
  },
}

/**
 * Seven months on, with no payment since: everything owed is late, so the overdue line is the
 * whole amount; the month has no bank transaction yet, so money in and out are nothing, as in December.
 */
export const EverythingOverdue: Story = {
  args: { asOf: '2027-01-31' },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const owed = owedOf(storySandbox(id), '2027-01-31')
    await owedTileShows(canvas, usd(owed.total), owed.invoices, `${usd(owed.total)} overdue, on ${invoices(owed.invoices)}`)
    await moneyTileShows(canvas, 'Money in and out, January 2027', { moneyIn: 0, moneyOut: 0 }, { moneyIn: 0, moneyOut: 0 }, 'Dec')
    await expect(await canvas.findByRole('figure', { name: /^Customers owe you .* as of Jan 31, 2027; / }, { timeout: 10_000 })).toBeVisible()
  },
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
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const owed = owedOf(sandbox, AS_OF)
    const bucket = owed.buckets.late1to30

    await step('the overdue line counts a late deposit, not the rest of its invoice', async () => {
      const split = splitInvoiceIn(sandbox, AS_OF, 'late1to30')
      await expect(split).toBeDefined()
      await expect(owed.overdue).not.toBe(overdueByTermDueDate(sandbox, AS_OF))
      await owedTileShows(canvas, usd(owed.total), owed.invoices, `${usd(owed.overdue)} overdue, on ${invoices(owed.overdueInvoices)}`)
    })

    await step('"See open invoices" lists every invoice owed, whose balances add up to the tile', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'See open invoices' }))
      await expect(args.onSelectReceivables).toHaveBeenCalledWith(owed.filter)
      const grid = await canvas.findByRole('grid', { name: 'Invoices' }, { timeout: 10_000 })
      await waitFor(() => expect(cellUnder(grid, within(grid).getByRole('row', { name: 'Totals of loaded invoices' }), 'Balance')).toHaveTextContent(usd(owed.total)), { timeout: 10_000 })
    })

    await step('a bucket of "Who owes you" lists its invoices, and "Due on these dates" adds up to the bucket', async () => {
      const aging = await canvas.findByRole('group', { name: 'Who owes you' }, { timeout: 10_000 })
      await userEvent.click(within(aging).getByRole('button', { name: `1–30 days overdue: ${usd(bucket.amount)}, ${invoices(bucket.invoices.size)}` }))
      await expect(args.onSelectBucket).toHaveBeenCalledWith(bucket.filter, 'late1to30')
      await waitFor(
        () => {
          const grid = canvas.getByRole('grid', { name: 'Invoices' })
          expect(cellUnder(grid, within(grid).getByRole('row', { name: 'Totals of loaded invoices' }), 'Due on these dates')).toHaveTextContent(usd(bucket.amount))
        },
        { timeout: 10_000 },
      )
    })
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
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const owedTile = () => within(tile(canvas, 'Owed to you'))

    await step('the Owed tile shows its error and "Try again"; the others their figures', async () => {
      const alert = await owedTile().findByRole('alert', {}, { timeout: 10_000 })
      await expect(alert).toHaveTextContent('This could not be loaded.')
      await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
      await expect(args.onLoadError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'service' }))
      await reviewTileShows(canvas, `${toReviewIn(sandbox)} transactions to review`)
      const june = cashFlowOf(sandbox, '2026-06-01', '2026-06-30')
      await expect(within(tile(canvas, 'Money in and out, June 2026')).getByText('Money in').closest('div')).toHaveTextContent(`Money in${usd(june.moneyIn)}`)
      await expect(within(tile(canvas, 'To review')).queryByRole('alert')).toBeNull()
      await expect(within(tile(canvas, 'Money in and out, June 2026')).queryByRole('alert')).toBeNull()
    })

    await step('"Try again" brings what the invoices owe', async () => {
      await userEvent.click(within(owedTile().getByRole('alert')).getByRole('button', { name: 'Try again' }))
      const owed = owedOf(sandbox, AS_OF)
      await owedTileShows(canvas, usd(owed.total), owed.invoices, `${usd(owed.overdue)} overdue, on ${invoices(owed.overdueInvoices)}`)
      await expect(owedTile().queryByRole('alert')).toBeNull()
    })
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
  play: async ({ canvasElement, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const page = await firstPageOf(id)
    const june = cashFlowOf(sandbox, '2026-06-01', '2026-06-30')
    const money = () => within(tile(canvas, 'Money in and out, June 2026'))

    await step('"To review" counts the first page’s transactions to review, and says reading stopped', async () => {
      await reviewTileShows(canvas, `${toReviewAmong(page)} transactions to review so far: reading stopped before the older ones arrived`)
      await expect(within(tile(canvas, 'To review')).getByRole('alert')).toHaveTextContent('This could not be loaded.')
    })

    await step('the money tile: June whole, May as far as it was read, and a note that these are sums so far', async () => {
      await expect(page.at(-1)!.date.slice(0, 7)).toBe('2026-05')
      await moneyTileShows(canvas, 'Money in and out, June 2026', june, flowOf(page, '2026-05-01', '2026-05-31'), 'May')
      await expect(money().getByRole('status')).toHaveTextContent(`Reading stopped after ${page.length} transactions: these are sums so far.`)
      await expect(within(money().getByRole('alert')).getByRole('button', { name: 'Try again' })).toBeVisible()
    })

    await step('"Try again" reads everything: every tile final, no error left', async () => {
      await userEvent.click(within(money().getByRole('alert')).getByRole('button', { name: 'Try again' }))
      await reviewTileShows(canvas, `${toReviewIn(sandbox)} transactions to review`)
      await moneyTileShows(canvas, 'Money in and out, June 2026', june, cashFlowOf(sandbox, '2026-05-01', '2026-05-31'), 'May')
      await waitFor(() => expect(canvas.queryAllByRole('alert')).toEqual([]), { timeout: 10_000 })
      await expect(canvas.queryByText(/^Reading stopped/)).toBeNull()
    })
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
  play: async ({ canvasElement, args, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const owed = owedOf(sandbox, '2026-03-31')

    await step('March’s money in and out, against February', async () => {
      await moneyTileShows(canvas, 'Money in and out, March 2026', cashFlowOf(sandbox, '2026-03-01', '2026-03-31'), cashFlowOf(sandbox, '2026-02-01', '2026-02-28'), 'Feb')
      await userEvent.click(canvas.getByRole('button', { name: 'See March 2026' }))
      await expect(args.onSelectMonth).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-03-31' })
    })

    await step('"Owed to you" is what was owed at the end of March 31, and the aging agrees', async () => {
      await owedTileShows(canvas, usd(owed.total), owed.invoices, `${usd(owed.overdue)} overdue, on ${invoices(owed.overdueInvoices)}`)
      await expect(await canvas.findByRole('figure', { name: new RegExp(`^Customers owe you ${literally(usd(owed.total))} on ${owed.invoices} invoices as of Mar 31, 2026; `) }, { timeout: 10_000 })).toBeVisible()
    })

    await step('"See open invoices" hands the invoices of that day, paid ones too', async () => {
      await expect(owed.paidSince).toBe(true)
      await userEvent.click(canvas.getByRole('button', { name: 'See open invoices' }))
      await expect(args.onSelectReceivables).toHaveBeenCalledWith(owed.filter)
    })
  },
}

/** The three tiles' boxes, in the page's order, once the Owed tile has its figures. */
async function tileBoxes(canvasElement: HTMLElement, id: string): Promise<DOMRect[]> {
  const canvas = within(canvasElement)
  const owed = owedOf(storySandbox(id), AS_OF)
  await owedTileShows(canvas, usd(owed.total), owed.invoices, `${usd(owed.overdue)} overdue`)
  return ['To review', 'Money in and out, June 2026', 'Owed to you'].map((title) => tile(canvas, title).getBoundingClientRect())
}

/** In a 320 px host: the tiles in one column, one under the other, and nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [(Story) => <div className="story-narrow"><Story /></div>],
  play: async ({ canvasElement, id }) => {
    const [review, money, owed] = await tileBoxes(canvasElement, id)
    await expect(money!.left).toBe(review!.left)
    await expect(owed!.left).toBe(review!.left)
    await expect(money!.top).toBeGreaterThanOrEqual(review!.bottom)
    await expect(owed!.top).toBeGreaterThanOrEqual(money!.bottom)
    await fitsItsContainer(canvasElement)
  },
}

/** In a 1,280 px host: the three tiles side by side in one row. */
export const Wide: Story = {
  decorators: [(Story) => <div className="story-wide"><Story /></div>],
  play: async ({ canvasElement, id }) => {
    const [review, money, owed] = await tileBoxes(canvasElement, id)
    await expect(money!.top).toBe(review!.top)
    await expect(owed!.top).toBe(review!.top)
    await expect(money!.left).toBeGreaterThanOrEqual(review!.right)
    await expect(owed!.left).toBeGreaterThanOrEqual(money!.right)
  },
}

/** The dark theme of the tokens: the tiles on the dark `--bk-color-bg`, the overdue line in the dark `--bk-color-danger`. */
export const Dark: Story = {
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement, id }) => {
    await tileBoxes(canvasElement, id)
    const owedTile = within(canvasElement).getByRole('group', { name: 'Owed to you' })
    await expect(getComputedStyle(owedTile).backgroundColor).toBe('rgb(21, 24, 29)')
    await expect(getComputedStyle(owedTile.querySelector('.bk-tile__figure[data-overdue]') as Element).color).toBe('rgb(255, 138, 128)')
  },
}

/** `fr-CA` with Canadian dollars, and the overview's and the charts' strings in French through the provider's `messages`. */
export const FrenchCanadian: Story = {
  parameters: { bookkit: { locale: 'fr-CA', currency: 'CAD', messages: frenchOverviewMessages } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const cad = (minor: number) => intlMoney('fr-CA', 'CAD', minor)
    const owed = owedOf(storySandbox(id), AS_OF)
    await expect(canvas.getByRole('heading', { name: 'Vos livres en un coup d’œil' })).toBeVisible()
    await waitFor(
      () => {
        const [amount, late] = within(tile(canvas, 'Ce qu’on vous doit')).getAllByText((_, element) => element?.classList.contains('bk-tile__figure') ?? false)
        // toHaveTextContent reads the no-break spaces Intl writes in fr-CA amounts as plain ones.
        expect(amount).toHaveTextContent(`${cad(owed.total)} sur ${owed.invoices} factures ouvertes`.replace(/\s/g, ' '))
        expect(late).toHaveTextContent(`${cad(owed.overdue)} en retard, sur ${owed.overdueInvoices} factures`.replace(/\s/g, ' '))
      },
      { timeout: 10_000 },
    )
    await expect(tile(canvas, 'À vérifier')).toBeVisible()
    await expect(tile(canvas, 'Entrées et sorties, juin 2026')).toBeVisible()
    await expect(await canvas.findByRole('figure', { name: /^Vos clients vous doivent .* au 30 juin 2026; / }, { timeout: 10_000 })).toBeVisible()
    await expect(await canvas.findByRole('figure', { name: /^Dépenses par catégorie, juin 2026 : / }, { timeout: 10_000 })).toBeVisible()
  },
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

/** The overview's landmarks on the page: one per overview, by its name, once every chart has its figures. */
async function overviewLandmarks(canvasElement: HTMLElement, charts: number): Promise<HTMLElement[]> {
  const canvas = within(canvasElement)
  await waitFor(() => expect(canvasElement.querySelectorAll('figure.bk-chart .bk-chart__summary')).toHaveLength(charts), { timeout: 15_000 })
  return canvas.getAllByRole('region')
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
  play: async ({ canvasElement }) => {
    const regions = await overviewLandmarks(canvasElement, 6)
    await expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual([bakery.name, bikeShop.name])
    for (const region of regions) {
      const overview = within(region)
      await expect(overview.getByRole('heading', { level: 2, name: 'Your books at a glance' })).toBeVisible()
      await expect(overview.getByRole('heading', { level: 3, name: 'Owed to you' })).toBeVisible()
      await expect(overview.getByRole('heading', { level: 3, name: 'Who owes you' })).toBeVisible()
    }
  },
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
  play: async ({ canvasElement }) => {
    const regions = await overviewLandmarks(canvasElement, 4)
    await expect(regions).toHaveLength(1)
    await expect(within(regions[0]!).getByRole('heading', { level: 2, name: 'Your books at a glance' })).toBeVisible()
    const standalone = canvasElement.querySelector('main > .bk-root[data-bk-component="ReceivablesAging"]') as HTMLElement
    await expect(within(standalone).getByRole('heading', { level: 2, name: 'Who owes you' })).toBeVisible()
    await expect(within(standalone).getByRole('heading', { level: 3, name: 'Who owes you the most' })).toBeVisible()
  },
}
