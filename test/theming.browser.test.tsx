/// <reference types="vite/client" />
// Theming in Chromium, with the stylesheets loaded as a partner loads them (every file under
// src/styles, nothing else) and the host's own stylesheet declaring `--bk-*` variables on an
// ancestor of the components. Computed styles prove the declarations reach each of the five
// components, including the parts that float: a search combobox's option list, and the delete
// confirmation <dialog>, which showModal() moves into the top layer but which must still inherit
// from its place in the DOM.
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useBrowserWorker } from './support/browserWorker'
import type { ReactNode } from 'react'
import { cdp } from 'vitest/browser'
import type { BankTransaction } from '../src/api/types'
import { BankTransactionEditor } from '../src/components/BankTransactionEditor'
import { GeneralLedger } from '../src/components/GeneralLedger'
import { InvoiceList } from '../src/components/InvoiceList'
import { ManualJournalEntryForm } from '../src/components/ManualJournalEntryForm'
import { NotificationSettingsForm } from '../src/components/NotificationSettingsForm'
import type { OptionSearch, PickerOption } from '../src/core/forms/optionSource'
import { BookkeepingProvider } from '../src/react'
import { SANDBOX, sandboxHandlers, type Sandbox } from '../src/sandbox'
import { sandboxMaker } from '../src/sandbox/sandbox'

import.meta.glob('../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const bakery = SANDBOX.companies.bakery
const worker = useBrowserWorker()
let sandbox: Sandbox

/** What a partner's own stylesheet declares on its wrapper; every value differs from both themes. */
const HOST = {
  primary: '#1f6f43',
  primaryText: '#fffdf5',
  text: '#22301f',
  surfaceRaised: '#fbfaf4',
  danger: '#9c1c1c',
  font: 'Fernwood Sans',
  radius: '11px',
}
const HOST_CSS = `
.partner-books {
  --bk-color-primary: ${HOST.primary};
  --bk-color-primary-text: ${HOST.primaryText};
  --bk-color-text: ${HOST.text};
  --bk-color-surface-raised: ${HOST.surfaceRaised};
  --bk-color-danger: ${HOST.danger};
  --bk-font-family: '${HOST.font}', Georgia, serif;
  --bk-radius: ${HOST.radius};
}
.partner-large-type {
  --bk-font-size: 18px;
}
.partner-focus {
  --bk-color-focus: ${HOST.primary};
}
/* A host that declares the derived tokens itself, on its wrapper. */
.partner-derived {
  --bk-font-family-numeric: var(--bk-font-family);
  --bk-font-size-small: calc(var(--bk-font-size) * 0.857);
  --bk-font-size-large: calc(var(--bk-font-size) * 1.286);
  --bk-focus-ring: 0 0 0 2px var(--bk-color-bg), 0 0 0 4px var(--bk-color-focus);
}`

/** The dark values of tokens.css, as Chromium computes them. */
const DARK = {
  bg: 'rgb(21, 24, 29)',
  text: 'rgb(232, 235, 239)',
  primary: 'rgb(122, 162, 255)',
  primaryText: 'rgb(13, 19, 32)',
  surfaceRaised: 'rgb(36, 41, 48)',
  danger: 'rgb(255, 138, 128)',
}
const LIGHT = {
  bg: 'rgb(255, 255, 255)',
  text: 'rgb(27, 31, 36)',
  primary: 'rgb(36, 84, 197)',
  primaryText: 'rgb(255, 255, 255)',
  surfaceRaised: 'rgb(255, 255, 255)',
  danger: 'rgb(179, 38, 30)',
}

/** `#1f6f43` → `rgb(31, 111, 67)`, the way getComputedStyle reports a colour. */
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}
const css = (element: Element) => getComputedStyle(element)

const partnerStylesheet = document.createElement('style')
partnerStylesheet.dataset.testid = 'partner-stylesheet'
partnerStylesheet.textContent = HOST_CSS
beforeAll(() => document.head.append(partnerStylesheet))
// The page goes on to the next file: without the partner's stylesheet, and with its own colour scheme.
afterAll(async () => {
  partnerStylesheet.remove()
  await cdp().send('Emulation.setEmulatedMedia', { features: [] })
})
/** The books of every test, seeded once and copied for each (the editor's Delete may be pressed). */
const books = sandboxMaker({
  seed: 1,
  today: '2026-06-30',
  volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 30, extraGlLinesPerCompany: 0 },
})
beforeEach(() => {
  sandbox = books()
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
})
afterEach(() => worker.resetHandlers())

function Provider({ children }: { children: ReactNode }) {
  return (
    <BookkeepingProvider baseUrl={BASE_URL} fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}>
      {children}
    </BookkeepingProvider>
  )
}

/** Renders `ui` two levels below the element carrying the host's class (and any attributes). */
function renderInHost(ui: ReactNode, host: { className?: string; theme?: 'dark' | 'auto' } = { className: 'partner-books' }) {
  return render(
    <div className={host.className} data-bk-theme={host.theme} data-testid="host">
      <section className="partner-books__page">{ui}</section>
    </div>,
    { wrapper: Provider },
  )
}

/** A host's search over its own records. */
function searchIn(records: readonly PickerOption[]): OptionSearch {
  return async (search) => records.filter((record) => record.name.toLowerCase().includes(search.trim().toLowerCase()))
}
const categories = searchIn([
  { id: bakery.categories.ingredients, name: 'Ingredients' },
  { id: bakery.categories.rent, name: 'Rent' },
])
const glAccounts = searchIn([
  { id: bakery.glAccounts.checking, name: 'Checking', description: '1010' },
  { id: bakery.glAccounts.rent, name: 'Rent', description: '6100' },
])

/** An expense after the closing date, so the editor offers Delete. */
function openExpense(): BankTransaction {
  const closing = sandbox.inspect.closing(bakery.id).date
  const all = sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
  return all.find(
    (transaction) => transaction.date > closing && transaction.type === 'EXPENSE' && !transaction.children?.length,
  ) as BankTransaction
}

function EditorOnStoredExpense() {
  return <BankTransactionEditor transaction={openExpense()} options={{ categories }} />
}

const rootOf = (name: string) => document.querySelector<HTMLElement>(`[data-bk-component="${name}"]`) as HTMLElement

/** Opens a searching combobox by typing, and answers its popup once the search has answered. */
async function openPopup(user: ReturnType<typeof userEvent.setup>, label: string, typed: string) {
  const input = screen.getByRole('combobox', { name: label })
  // Clearing first: the field may already show the record's value.
  await user.clear(input)
  await user.keyboard(typed)
  const list = screen.getByRole('listbox', { name: `${label}: choices` })
  await waitFor(() => {
    expect(list).toHaveAttribute('aria-busy', 'false')
    expect(within(list).getAllByRole('option').length).toBeGreaterThan(0)
  })
  const popup = list.closest('.bk-combobox__popup') as HTMLElement
  expect(popup).toBeVisible()
  return { input, popup, option: within(list).getAllByRole('option')[0] as HTMLElement }
}

/** Opens the delete confirmation; it must be a modal <dialog> in the top layer. */
async function openDeleteDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete' }))
  const dialog = await screen.findByRole('dialog', { name: 'Delete this bank transaction?' })
  expect(dialog.tagName).toBe('DIALOG')
  expect(dialog.matches(':modal')).toBe(true)
  return dialog
}

/** Checks what every component shares: the host's font and text colour on its root, corners on its controls. */
function expectHostBasics(root: HTMLElement, control: HTMLElement) {
  expect(css(root).fontFamily).toContain(HOST.font)
  expect(css(root).color).toBe(rgb(HOST.text))
  expect(css(control).fontFamily).toContain(HOST.font)
  expect(css(control).borderRadius).toBe(HOST.radius)
}

function expectHostPrimaryButton(button: HTMLElement) {
  expect(button).toHaveAttribute('data-variant', 'primary')
  expect(css(button).backgroundColor).toBe(rgb(HOST.primary))
  expect(css(button).color).toBe(rgb(HOST.primaryText))
  expect(css(button).borderRadius).toBe(HOST.radius)
  expect(css(button).fontFamily).toContain(HOST.font)
}

describe('a host declaration on an ancestor themes each component', () => {
  it('InvoiceList: font, corners, and the primary colour on the open filter button, its checkboxes and the invoice links', async () => {
    const user = userEvent.setup()
    renderInHost(<InvoiceList />)
    await waitFor(() => expect(document.querySelectorAll('.bk-grid__body [role="row"]').length).toBeGreaterThan(3))
    const root = rootOf('InvoiceList')
    expectHostBasics(root, screen.getByRole('searchbox', { name: 'Search invoices' }))
    expect(css(root.querySelector('.bk-grid-region') as Element).borderRadius).toBe(HOST.radius)

    // InvoiceList has no primary button: the primary colour marks the open filter panel's button and its choices.
    const filters = screen.getByRole('button', { name: 'Filters' })
    expect(css(filters).borderRadius).toBe(HOST.radius)
    await user.click(filters)
    expect(filters).toHaveAttribute('aria-expanded', 'true')
    expect(css(filters).borderColor).toBe(rgb(HOST.primary))
    const checkbox = root.querySelector('.bk-invoice-filters__choice input') as HTMLElement
    expect(css(checkbox).accentColor).toBe(rgb(HOST.primary))
    expect(css(root.querySelector('.bk-invoice-list__open') as Element).color).toBe(rgb(HOST.primary))
  })

  it('GeneralLedger: the primary Export button, font and corners', async () => {
    renderInHost(<GeneralLedger glAccountId={bakery.glAccounts.rent} />)
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' })
    expectHostPrimaryButton(exportButton)
    expectHostBasics(rootOf('GeneralLedger'), screen.getByRole('searchbox'))
  })

  it('BankTransactionEditor: the primary Save button, the Category popup and the delete <dialog> in the top layer', async () => {
    const user = userEvent.setup()
    renderInHost(<EditorOnStoredExpense />)
    await screen.findByRole('form', { name: 'Bank transaction' })
    expectHostPrimaryButton(screen.getByRole('button', { name: 'Save' }))
    expectHostBasics(rootOf('BankTransactionEditor'), screen.getByLabelText('Description'))

    const { input, popup, option } = await openPopup(user, 'Category', 'R')
    expect(css(popup).backgroundColor).toBe(rgb(HOST.surfaceRaised))
    expect(css(popup).borderRadius).toBe(HOST.radius)
    expect(css(option).fontFamily).toContain(HOST.font)
    expect(css(option).color).toBe(rgb(HOST.text))
    await user.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')

    const dialog = await openDeleteDialog(user)
    // It stays inside the component: the top layer changes where it paints, not what it inherits.
    expect(dialog.closest('.partner-books')).not.toBeNull()
    expect(css(dialog).backgroundColor).toBe(rgb(HOST.surfaceRaised))
    expect(css(dialog).color).toBe(rgb(HOST.text))
    expect(css(dialog).fontFamily).toContain(HOST.font)
    expect(css(dialog).borderRadius).toBe(HOST.radius)
    const confirm = within(dialog).getByRole('button', { name: 'Delete' })
    expect(css(confirm).backgroundColor).toBe(rgb(HOST.danger))
    expect(css(confirm).borderRadius).toBe(HOST.radius)
    expect(css(within(dialog).getByRole('button', { name: 'Cancel' })).fontFamily).toContain(HOST.font)
    expect(css(within(dialog).getByRole('heading')).fontFamily).toContain(HOST.font)
  })

  it('ManualJournalEntryForm: the primary Create button and the GL account popup', async () => {
    const user = userEvent.setup()
    renderInHost(<ManualJournalEntryForm options={{ glAccounts }} defaults={{ date: '2026-06-15' }} />)
    await screen.findByRole('form', { name: 'New journal entry' })
    expectHostPrimaryButton(screen.getByRole('button', { name: 'Create entry' }))
    expectHostBasics(rootOf('ManualJournalEntryForm'), screen.getByLabelText('Description'))

    const { popup, option } = await openPopup(user, 'GL account (line 1)', 'e')
    expect(css(popup).backgroundColor).toBe(rgb(HOST.surfaceRaised))
    expect(css(popup).borderRadius).toBe(HOST.radius)
    expect(css(option).fontFamily).toContain(HOST.font)
  })

  it('NotificationSettingsForm: the primary colour on its radios, font and corners', async () => {
    renderInHost(<NotificationSettingsForm />)
    const group = await screen.findByRole('group', { name: 'Financial summaries' })
    expectHostBasics(rootOf('NotificationSettingsForm'), group)
    // No primary button here either: each change saves; the radios carry the primary colour.
    expect(css(within(group).getByRole('radio', { name: 'Email' })).accentColor).toBe(rgb(HOST.primary))
  })
})

/** Renders all five under one host element and waits until each has loaded. */
async function renderAllFive(host: Parameters<typeof renderInHost>[1]) {
  renderInHost(
    <>
      <InvoiceList />
      <GeneralLedger glAccountId={bakery.glAccounts.rent} />
      <EditorOnStoredExpense />
      <ManualJournalEntryForm options={{ glAccounts }} defaults={{ date: '2026-06-15' }} />
      <NotificationSettingsForm />
    </>,
    host,
  )
  await screen.findByRole('button', { name: 'Export CSV' })
  await screen.findByRole('form', { name: 'Bank transaction' })
  await screen.findByRole('form', { name: 'New journal entry' })
  await screen.findByRole('group', { name: 'Financial summaries' })
  await waitFor(() => expect(document.querySelectorAll('.bk-grid__body [role="row"]').length).toBeGreaterThan(3))
}

const FIVE = ['InvoiceList', 'GeneralLedger', 'BankTransactionEditor', 'ManualJournalEntryForm', 'NotificationSettingsForm']

/** Every component's root and primary button, the Category popup and the delete dialog in `colours`. */
async function expectColours(colours: typeof LIGHT) {
  for (const name of FIVE) {
    const root = rootOf(name)
    expect.soft(css(root).backgroundColor, name).toBe(colours.bg)
    expect.soft(css(root).color, name).toBe(colours.text)
  }
  for (const name of ['Export CSV', 'Save', 'Create entry']) {
    expect.soft(css(screen.getByRole('button', { name })).backgroundColor, name).toBe(colours.primary)
    expect.soft(css(screen.getByRole('button', { name })).color, name).toBe(colours.primaryText)
  }
  const user = userEvent.setup()
  const { popup } = await openPopup(user, 'Category', 'R')
  expect(css(popup).backgroundColor).toBe(colours.surfaceRaised)
  await user.keyboard('{Escape}')
  const dialog = await openDeleteDialog(user)
  expect(css(dialog).backgroundColor).toBe(colours.surfaceRaised)
  expect(css(dialog).color).toBe(colours.text)
  expect(css(within(dialog).getByRole('button', { name: 'Delete' })).backgroundColor).toBe(colours.danger)
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
}

describe('data-bk-theme on an ancestor', () => {
  it('a host declaration beside "dark" still wins (tokens weigh nothing)', async () => {
    await renderAllFive({ theme: 'dark', className: 'partner-books' })
    for (const name of FIVE) {
      expect.soft(css(rootOf(name)).backgroundColor, name).toBe(DARK.bg)
      expect.soft(css(rootOf(name)).color, name).toBe(rgb(HOST.text))
      expect.soft(css(rootOf(name)).fontFamily, name).toContain(HOST.font)
    }
    expect(css(screen.getByRole('button', { name: 'Save' })).backgroundColor).toBe(rgb(HOST.primary))
  })

  it('"dark" switches the colours of all five, their popups and the top-layer dialog; "auto" follows prefers-color-scheme', async () => {
    const emulate = (value: 'dark' | 'light') =>
      cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value }] })
    try {
      await renderAllFive({ theme: 'dark' })
      await expectColours(DARK)

      // The host asks for "auto" on a dark system: still dark; the system turns light, and so does every part.
      await emulate('dark')
      screen.getByTestId('host').setAttribute('data-bk-theme', 'auto')
      for (const name of FIVE) expect.soft(css(rootOf(name)).backgroundColor, `${name}, auto on a dark system`).toBe(DARK.bg)
      for (const name of ['Export CSV', 'Save', 'Create entry'])
        expect.soft(css(screen.getByRole('button', { name })).backgroundColor, `${name}, auto on a dark system`).toBe(DARK.primary)
      await act(() => emulate('light'))
      await waitFor(() => expect(css(rootOf('GeneralLedger')).backgroundColor).toBe(LIGHT.bg))
      await expectColours(LIGHT)
    } finally {
      await emulate('light')
    }
  })
})

// Derived tokens (focus ring, numeric font, small and large sizes) are computed where they are used,
// from the variables in force there, never once on :root.
describe('derived tokens follow the host and the theme', () => {
  it("the focus ring takes the dark theme's colours", async () => {
    renderInHost(<GeneralLedger glAccountId={bakery.glAccounts.rent} />, { theme: 'dark' })
    const button = await screen.findByRole('button', { name: 'Export CSV' })
    act(() => button.focus())
    expect(button.matches(':focus-visible')).toBe(true)
    expect(css(button).boxShadow).toBe(`${DARK.bg} 0px 0px 0px 2px, ${DARK.primary} 0px 0px 0px 4px`)
  })

  it("the focus ring takes a host's --bk-color-focus", async () => {
    renderInHost(<GeneralLedger glAccountId={bakery.glAccounts.rent} />, { className: 'partner-focus' })
    const button = await screen.findByRole('button', { name: 'Export CSV' })
    act(() => button.focus())
    expect(css(button).boxShadow).toContain(rgb(HOST.primary))
  })

  it("amounts follow a host's --bk-font-family", async () => {
    renderInHost(<GeneralLedger glAccountId={bakery.glAccounts.rent} />)
    await waitFor(() => expect(document.querySelector('.bk-money')).not.toBeNull())
    expect(css(document.querySelector('.bk-money') as Element).fontFamily).toContain(HOST.font)
  })

  it("small and large text scale with a host's --bk-font-size", async () => {
    renderInHost(<NotificationSettingsForm />, { className: 'partner-large-type' })
    const group = await screen.findByRole('group', { name: 'Financial summaries' })
    expect(css(rootOf('NotificationSettingsForm')).fontSize).toBe('18px')
    expect(Number.parseFloat(css(group.querySelector('.bk-field__hint') as Element).fontSize)).toBeCloseTo(18 * 0.857, 1)
    expect(Number.parseFloat(css(screen.getByRole('heading', { level: 2 })).fontSize)).toBeCloseTo(18 * 1.286, 1)
  })

  it('a host may still declare the derived tokens themselves on its wrapper', async () => {
    renderInHost(<GeneralLedger glAccountId={bakery.glAccounts.rent} />, {
      className: 'partner-books partner-large-type partner-derived',
      theme: 'dark',
    })
    const button = await screen.findByRole('button', { name: 'Export CSV' })
    await waitFor(() => expect(document.querySelector('.bk-money')).not.toBeNull())
    act(() => button.focus())
    expect(css(button).boxShadow).toBe(`${DARK.bg} 0px 0px 0px 2px, ${DARK.primary} 0px 0px 0px 4px`)
    expect(css(document.querySelector('.bk-money') as Element).fontFamily).toContain(HOST.font)
    expect(Number.parseFloat(css(document.querySelector('.bk-field__label') as Element).fontSize)).toBeCloseTo(18 * 0.857, 1)
  })
})

describe('native controls', () => {
  it('the dark theme tells the browser to draw native controls (date pickers, select lists, scrollbars) dark', async () => {
    renderInHost(<InvoiceList />, { theme: 'dark' })
    const search = await screen.findByRole('searchbox', { name: 'Search invoices' })
    expect(css(search).colorScheme).toContain('dark')
  })
})

// The theme reaches what is painted outside the component's own boxes, and an inner "auto" never
// undoes an outer "dark" in a light system.
describe('the theme everywhere it paints', () => {
  it("the overlay shadow and the dialog backdrop take the theme's values too", async () => {
    for (const [theme, shadow, backdrop] of [
      [undefined, 'rgba(0, 0, 0, 0.18)', 'rgba(0, 0, 0, 0.35)'],
      ['dark', 'rgba(0, 0, 0, 0.5)', 'rgba(0, 0, 0, 0.6)'],
    ] as const) {
      const user = userEvent.setup()
      const { unmount } = renderInHost(<EditorOnStoredExpense />, { theme })
      await screen.findByRole('form', { name: 'Bank transaction' })
      const dialog = await openDeleteDialog(user)
      expect(css(dialog).boxShadow, theme).toContain(shadow)
      expect(getComputedStyle(dialog, '::backdrop').backgroundColor, theme).toBe(backdrop)
      unmount()
    }
  })

  it('"auto" in a light system keeps an outer "dark"', async () => {
    const emulate = (value: 'dark' | 'light') =>
      cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value }] })
    await emulate('light')
    render(
      <div data-bk-theme="dark">
        <div data-bk-theme="auto">
          <div className="bk-root" data-testid="nested">
            text
          </div>
        </div>
      </div>,
    )
    expect(css(screen.getByTestId('nested')).backgroundColor).toBe(DARK.bg)
    expect(css(screen.getByTestId('nested')).colorScheme).toBe('dark')
  })
})
