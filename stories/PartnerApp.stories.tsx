import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { bakeryBooks, keepBakeryRules } from './support/partnerApp/hostBooks'
import { PartnerApp } from './support/partnerApp/PartnerApp'
import { PARTNER_SCREENS, type PartnerScreen } from './support/partnerApp/screens'
import { storySandbox } from './support/sandbox'
import { TODAY } from './support/statements'
import { viewerToday } from './support/viewerToday'

/** The two windows the page is built for: a desktop's and a phone's. */
const WINDOWS = {
  desktop: { name: 'Desktop, 1280 px', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const

const meta = {
  title: 'Partner app/A whole month',
  // The host's books: its chart of accounts, categories, bank accounts… and the rules its store kept.
  render: (args, { id }) => <PartnerApp {...args} books={bakeryBooks(storySandbox(id))} />,
  // The user's clock on the sandbox's today (the close's months, the statements' last month), and
  // the rules the host's store already holds.
  beforeEach: [viewerToday(TODAY), ({ id }) => keepBakeryRules(storySandbox(id))],
  args: { screen: 'overview' },
  argTypes: {
    screen: { control: 'select', options: PARTNER_SCREENS.map(({ id }) => id), description: 'The screen shown first.' },
  },
  parameters: {
    // The bakery's year of books without the 3,200 small purchases on its busiest expense account:
    // every screen shows the same kinds of records, and the review queue syncs 500-odd transactions, not 3,700.
    sandbox: { volume: { extraGlLinesPerCompany: 0 } },
    layout: 'fullscreen',
    viewport: { options: WINDOWS },
    docs: {
      description: {
        component:
          'A partner’s page of books, to copy: one `BookkeepingProvider` with a `store`, the host’s own navigation, and every bookkit component on the screen where a bookkeeper looks for it, wired with the host’s chart of accounts, categories and bank accounts. The close’s items open the host’s own screens (`onOpen`), a statement’s figure its ledger, the overview’s tiles the queue and the invoices. A year of the bakery’s books, three bank accounts.',
      },
    },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<{ screen: PartnerScreen }>

export default meta
type Story = StoryObj<typeof meta>

/** The screen's own region, once the host's navigation has drawn it. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('main')
const rowsOf = (canvasElement: HTMLElement) => screenOf(canvasElement).querySelectorAll('.bk-grid__body [role="row"]')

/** At 1280 px: the overview, the page's first screen, with the user's notification settings under it. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await within(screenOf(canvasElement)).findByRole('heading', { name: 'Notifications' })
    await waitFor(() => expect(screenOf(canvasElement).querySelectorAll('.bk-tile__value').length).toBeGreaterThan(0))
  },
}

/** At 390 px: the navigation wraps above the screen, which takes the phone's whole width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Desktop.play,
}

/** Review: the queue, with the host's categories, vendors, customers, bank accounts and dimensions for its suggestions and its editor. */
export const Review: Story = {
  args: { screen: 'review' },
  play: async ({ canvasElement }) => {
    // The whole history synced: the queue's parts that load after its rows are in before the story ends.
    await waitFor(() => expect(rowsOf(canvasElement).length).toBeGreaterThan(3))
    await waitFor(() => expect(within(screenOf(canvasElement)).getByRole('radio', { name: /^To review \([\d,]+\)$/ })).toBeChecked())
  },
}

/** Import: a statement file for one of the three bank accounts, the rows categorized by the company's rules. */
export const Import: Story = {
  args: { screen: 'import' },
  play: async ({ canvasElement }) => {
    await within(screenOf(canvasElement)).findByRole('region', { name: 'Import a bank statement' })
  },
}

/** Reconcile: the checking account first, any of the three to choose, the host's chart for an adjustment. */
export const Reconcile: Story = {
  args: { screen: 'reconcile' },
  play: async ({ canvasElement }) => {
    await within(screenOf(canvasElement)).findByRole('heading', { name: 'Reconcile Business Checking ••4821' })
  },
}

/** Statements: last month's profit and loss from the host's chart; a figure opens its ledger below. */
export const Statements: Story = {
  args: { screen: 'statements' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(screenOf(canvasElement).querySelector('.bk-statement')).toHaveAttribute('data-figures', 'final'))
  },
}

/** Close: the last twelve months, each opening its checklist, whose items open the host's screens; a journal entry for adjustments below. */
export const Close: Story = {
  args: { screen: 'close' },
  play: async ({ canvasElement }) => {
    await within(screenOf(canvasElement)).findByRole('button', { name: /May 2026/ })
  },
}

/** Invoices: the list, an invoice opening in a dialog. */
export const Invoices: Story = {
  args: { screen: 'invoices' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement).length).toBeGreaterThan(3))
  },
}

/** Rules: the company's rules, kept in the host's store. */
export const Rules: Story = {
  args: { screen: 'rules' },
  play: async ({ canvasElement }) => {
    await within(screenOf(canvasElement)).findByRole('listitem', { name: 'Shop rent' })
  },
}
