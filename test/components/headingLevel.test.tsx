// `headingLevel` and the host's landmark name in jsdom, against the sandbox: each component's title
// is at the level the host asks for (default 2) and the headings inside it one below; a composite
// (the overview, a ledger with its chart) puts its parts one below its title; a list's detail takes
// the list's level; a level that does not exist is read as the nearest that does; a component that
// is a landmark of its own (the overview, an editor's form, the settings) takes the host's
// `aria-label` or `aria-labelledby` in place of its title, and its parts are no landmarks.
// The whole page under axe, in Chromium: headingsAndLandmarks.browser.test.tsx.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Invoice } from '../../src/api/types'
import { BankTransactionEditor } from '../../src/components/BankTransactionEditor'
import { BooksOverview } from '../../src/components/BooksOverview'
import { GeneralLedger } from '../../src/components/GeneralLedger'
import { InvoiceDetail } from '../../src/components/InvoiceDetail'
import { InvoiceList } from '../../src/components/InvoiceList'
import { ManualJournalEntryForm } from '../../src/components/ManualJournalEntryForm'
import { NotificationSettingsForm } from '../../src/components/NotificationSettingsForm'
import { readHeadingLevel } from '../../src/components/shared/root/heading'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { useViewerToday } from '../support/viewerToday'

const { bakery } = SANDBOX.companies
const owner = SANDBOX.users.bakeryOwner
const AS_OF = '2026-06-30'
const state = useSandboxServer({ volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 } })

vi.setConfig({ testTimeout: 20_000 })
useViewerToday(AS_OF)
afterEach(() => vi.restoreAllMocks())

const render = (ui: Parameters<typeof renderWithSandbox>[0]) => renderWithSandbox(ui, state.sandbox, { userId: owner })
/** The level of a heading element: 2 for an h2. */
const levelOf = (heading: HTMLElement) => Number(heading.tagName.slice(1))
const headingAt = (name: string | RegExp) => levelOf(screen.getByRole('heading', { name }))

describe('readHeadingLevel', () => {
  it.each([
    [2, 2],
    [4, 4],
    [6, 6],
    [1, 2],
    [0, 2],
    [-3, 2],
    [7, 6],
    [Infinity, 6],
    [3.5, 3],
    [Number.NaN, 2],
    ['4', 2],
    [undefined, 2],
    [null, 2],
  ])('reads %o as %i', (given, level) => {
    expect(readHeadingLevel(given)).toBe(level)
  })
})

describe('headingLevel', () => {
  it('puts the overview’s title at the level asked for, its tiles and charts one below, and the aging’s customers below that', async () => {
    render(<BooksOverview asOf={AS_OF} headingLevel={3} />)
    expect(headingAt('Your books at a glance')).toBe(3)
    for (const tile of ['To review', 'Money in and out, June 2026', 'Owed to you']) expect(headingAt(tile)).toBe(4)
    for (const chart of ['Money in and out', 'Spending by category', 'Who owes you'])
      expect(levelOf(await screen.findByRole('heading', { name: chart }))).toBe(4)
    expect(levelOf(await screen.findByRole('heading', { name: 'Who owes you the most' }))).toBe(5)
  })

  it('gives a ledger’s title the level asked for, and its balance chart the next', async () => {
    render(
      <GeneralLedger
        glAccountId={bakery.glAccounts.checking}
        glAccount={{ id: bakery.glAccounts.checking, name: 'Business Checking' }}
        chart
        headingLevel={4}
      />,
    )
    expect(headingAt('Business Checking')).toBe(4)
    expect(levelOf(await screen.findByRole('heading', { name: 'Balance over time' }))).toBe(5)
  })

  it('gives an invoice’s title the level asked for and its sections the next; the default is 2 and 3', async () => {
    const invoice = state.sandbox.inspect.invoices(bakery.id)[0] as unknown as Invoice
    const view = render(<InvoiceDetail invoice={invoice} headingLevel={4} />)
    expect(headingAt(`Invoice ${invoice.invoiceNumber}`)).toBe(4)
    expect(headingAt('Totals')).toBe(5)
    // The sections are parts of the invoice, not landmarks.
    expect(screen.queryAllByRole('region')).toEqual([])
    view.unmount()

    render(<InvoiceDetail invoice={invoice} />)
    expect(headingAt(`Invoice ${invoice.invoiceNumber}`)).toBe(2)
    expect(headingAt('Totals')).toBe(3)
  })

  it('gives the detail a list opens the list’s level', async () => {
    giveGridsAViewport()
    const user = userEvent.setup()
    render(<InvoiceList detail="panel" showFilters={false} headingLevel={3} />)
    const row = await waitFor(() => {
      const first = document.querySelector<HTMLElement>('.bk-grid__body [role="row"]')
      if (!first) throw new Error('no row yet')
      return first
    })
    await user.click(row)
    const title = await screen.findByRole('heading', { name: /^Invoice / })
    expect(levelOf(title)).toBe(3)
    expect(headingAt('Totals')).toBe(4)
  })

  it('reads a level that does not exist as the nearest that does', async () => {
    const view = render(<NotificationSettingsForm headingLevel={9 as never} />)
    expect(levelOf(await screen.findByRole('heading', { name: 'Notifications' }))).toBe(6)
    view.unmount()
    render(<NotificationSettingsForm headingLevel={1 as never} />)
    expect(levelOf(await screen.findByRole('heading', { name: 'Notifications' }))).toBe(2)
  })
})

describe('a component’s own landmark', () => {
  it('names the overview by the host’s aria-label; its tiles are groups, not landmarks', async () => {
    render(<BooksOverview asOf={AS_OF} aria-label="Maple Crumb Bakery" />)
    const overview = screen.getByRole('region', { name: 'Maple Crumb Bakery' })
    expect(within(overview).getByRole('heading', { name: 'Your books at a glance', level: 2 })).toBeInTheDocument()
    expect(within(overview).getByRole('group', { name: 'Owed to you' })).toBeInTheDocument()
    await screen.findByRole('heading', { name: 'Who owes you the most' })
    expect(screen.getAllByRole('region')).toEqual([overview])
  })

  it('names the settings by the host’s aria-labelledby', async () => {
    render(
      <>
        <p id="whose">Settings of Maple Crumb Bakery</p>
        <NotificationSettingsForm aria-labelledby="whose" />
      </>,
    )
    expect(await screen.findByRole('region', { name: 'Settings of Maple Crumb Bakery' })).toBeInTheDocument()
  })

  it('names an editor’s form by the host’s aria-label, and by its title without one, at the level asked for', async () => {
    const view = render(
      <BankTransactionEditor
        bankAccountId={bakery.bankAccounts.checking}
        aria-label="New transaction for Maple Crumb Bakery"
        headingLevel={3}
      />,
    )
    const form = await screen.findByRole('form', { name: 'New transaction for Maple Crumb Bakery' })
    expect(levelOf(within(form).getByRole('heading', { name: 'New bank transaction' }))).toBe(3)
    view.unmount()

    render(<ManualJournalEntryForm headingLevel={4} />)
    const entry = await screen.findByRole('form', { name: 'New journal entry' })
    expect(levelOf(within(entry).getByRole('heading', { name: 'New journal entry' }))).toBe(4)
  })
})
