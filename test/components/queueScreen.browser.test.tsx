/// <reference types="vite/client" />
// The review queue as a partner's page shows it, in Chromium: the queue below the host's own header
// (the page scrolls, not only the grid), at 1280 and 390 px with the default seed, where each row's
// suggestions and picker are whole and the editor opened from a row is as wide as its fields need.
// On small books that hold what the flows need (deposits paying invoices, categories to confirm):
// Save closes the editor and the focus is back on the row, "Save and next" shows the next row; after
// "Save match", and after a row's own control that leaves with its action (a suggestion, "Mark
// reviewed"), the focus is on the next row, never on the page. Save with nothing changed closes too. Enter after Enter keeping the focused
// row inside the window, at both widths on a host's page: partnerApp.browser.test.tsx.
import { render, screen, waitFor, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import type { BankTransaction } from '../../src/api/types'
import { BankTransactionList, type BankTransactionListProps } from '../../src/components/BankTransactionList'
import { BookkeepingProvider } from '../../src'
import { SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { sandboxMaker } from '../../src/sandbox/sandbox'
import { useBrowserWorker } from '../support/browserWorker'
import { bakeryBankAccounts, bakeryCategories } from '../../stories/support/hostOptions'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const bakery = SANDBOX.companies.bakery
const worker = useBrowserWorker()
// Longer than a wait's own limit, so that a wait that fails says what it waited for.
vi.setConfig({ testTimeout: 90_000 })
afterEach(() => worker.resetHandlers())

/**
 * Small books for the flows, seeded once and copied for each test: enough rows to scroll the page,
 * with the deposits that pay invoices and the transfers the queue shows (seeded from these volumes on).
 */
const smallBooks = sandboxMaker({
  seed: 1,
  today: '2026-06-30',
  volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 },
})
/**
 * The default seed for what the rows show at each width (its first rows: a payroll run, card sales,
 * purchases to confirm, deposits paying invoices), seeded once, at its first use, and copied.
 */
let defaultBooks: (() => Sandbox) | undefined
const defaultSeed = () => (defaultBooks ??= sandboxMaker({ seed: 1, today: '2026-06-30' }))()

const WIDTHS = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
] as const

const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]'))
const rowById = (id: string) => document.querySelector<HTMLElement>(`.bk-grid__body [role="row"][data-id="${id}"]`) as HTMLElement
const focusedRow = () => (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('.bk-grid__body [role="row"]') ?? undefined
const stored = (sandbox: Sandbox, id: string) =>
  (sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).find((one) => one.id === id) as BankTransaction

/** Where an element lies against the window: what a user sees of it. */
function inWindow(element: Element) {
  const { top, bottom } = element.getBoundingClientRect()
  return { top: Math.round(top), bottom: Math.round(bottom), windowHeight: window.innerHeight }
}

/** The books (small ones unless said), in the host's page: its header above the queue, the page scrolling as a whole. */
async function renderQueue(props: BankTransactionListProps = {}, books: () => Sandbox = smallBooks) {
  const sandbox = books()
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
  render(
    <BookkeepingProvider baseUrl={BASE_URL} fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}>
      <header style={{ minHeight: 320 }}>
        <h1>Review</h1>
        <p>The host&apos;s own navigation and a summary of the month sit above the queue.</p>
      </header>
      <BankTransactionList options={{ bankAccounts: bakeryBankAccounts }} {...props} />
    </BookkeepingProvider>,
  )
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(8))
  // The sync of every row ends (the default seed's 3,700 may take longer than a wait's default on loaded cores).
  await waitFor(() => expect(screen.queryAllByText(/so far/)).toEqual([]), { timeout: 60_000 })
  return sandbox
}

describe.each(WIDTHS)('the queue at $width px', ({ width, height }) => {
  beforeAll(async () => {
    await page.viewport(width, height)
  })

  it("shows each row's suggestions and picker whole, the description giving way with its whole text in its name, and opens the editor as wide as its fields need, none of them cut", async () => {
    await renderQueue({ options: { categories: bakeryCategories, bankAccounts: bakeryBankAccounts } }, defaultSeed)
    // The default seed's first rows hold deposits that pay invoices ("Pays MCB-1154 · …", once the open invoices are read) and categories to confirm.
    await waitFor(() =>
      expect(
        bodyRows().some((row) =>
          Array.from(row.querySelectorAll('.bk-transaction-category__suggestion')).some((chip) => /MCB-\d+/.test(chip.textContent ?? '')),
        ),
      ).toBe(true),
    )
    const rows = bodyRows()
    for (const row of rows) {
      const box = row.getBoundingClientRect()
      const name = row.querySelector('.bk-transaction-list__description')?.getAttribute('aria-label')
      for (const chip of row.querySelectorAll<HTMLElement>('.bk-transaction-category__suggestion')) {
        const text = chip.querySelector<HTMLElement>('.bk-clamp') as HTMLElement
        const cut = text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 1
        expect(cut, `"${chip.title}" is cut in ${name} (${text.clientWidth} of ${text.scrollWidth} px)`).toBe(false)
        expect(chip.getBoundingClientRect().right, `"${chip.title}" runs past ${name}'s end`).toBeLessThanOrEqual(box.right + 0.5)
      }
      const picker = row.querySelector<HTMLElement>('.bk-transaction-category .bk-select') as HTMLElement
      // "Choose a category…" shows at least its first word beside its arrow.
      expect(picker.getBoundingClientRect().width, `${name}'s category picker`).toBeGreaterThanOrEqual(120)
      expect(picker.getBoundingClientRect().right, `${name}'s category picker runs past the row's end`).toBeLessThanOrEqual(box.right + 0.5)
      const description = row.querySelector<HTMLElement>('.bk-transaction-list__description .bk-clamp') as HTMLElement
      if (description.scrollWidth > description.clientWidth + 1) {
        expect(description.title, `${name}'s description is cut without a tooltip`).not.toBe('')
        expect(name).toContain(description.title)
      }
    }

    // The editor opened from the first row.
    const [first] = bodyRows()
    await userEvent.click(within(first!).getByRole('button', { name: /^Open / }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank transaction' })
    const category = await within(dialog).findByRole('combobox', { name: 'Category' })
    const box = dialog.getBoundingClientRect()
    expect(box.width, `the editor's dialog at ${width} px`).toBeGreaterThanOrEqual(Math.min(760, width * 0.9))
    expect(dialog.scrollWidth, 'the dialog scrolls sideways').toBeLessThanOrEqual(dialog.clientWidth)
    const fields = Array.from(dialog.querySelectorAll<HTMLElement>('.bk-field select, .bk-field input, .bk-field textarea'))
    expect(fields).toContain(category)
    for (const field of fields) {
      const { left, right, width: fieldWidth } = field.getBoundingClientRect()
      if (fieldWidth === 0) continue // a file input drawn by its label
      const name = field.getAttribute('name') ?? field.id
      expect(left, `${name} starts outside the dialog`).toBeGreaterThanOrEqual(box.left)
      expect(right, `${name} ends outside the dialog`).toBeLessThanOrEqual(box.right)
      // A field at least as wide as a short choice ("Ingredients & Packaging" needs about 180 px).
      expect(fieldWidth, `${name} is ${fieldWidth} px wide`).toBeGreaterThanOrEqual(180)
    }
  })
})

describe('the editor from the queue, at 1280 px', () => {
  beforeAll(async () => {
    await page.viewport(1280, 720)
  })

  it('closes on Save with the focus back on the row; "Save and next" saves and shows the next row', async () => {
    const sandbox = await renderQueue()
    const [first, second, third] = bodyRows().map((row) => row.dataset.id as string)
    await userEvent.click(within(rowById(first!)).getByRole('button', { name: /^Open / }))
    let dialog = await screen.findByRole('dialog', { name: 'Edit bank transaction' })
    await userEvent.fill(await within(dialog).findByRole('textbox', { name: 'Memo' }), 'Checked against the payroll report')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(stored(sandbox, first!).notes).toBe('Checked against the payroll report')
    expect(screen.queryByText('Transaction saved.')).toBeNull()
    expect(focusedRow()?.dataset.id).toBe(first)

    await userEvent.click(within(rowById(second!)).getByRole('button', { name: /^Open / }))
    dialog = await screen.findByRole('dialog', { name: 'Edit bank transaction' })
    await userEvent.fill(await within(dialog).findByRole('textbox', { name: 'Memo' }), 'Card batch of the 29th')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and next' }))
    await waitFor(() => expect(stored(sandbox, second!).notes).toBe('Card batch of the 29th'))
    // Still open, on the next row, with nothing typed for the one before.
    dialog = screen.getByRole('dialog', { name: 'Edit bank transaction' })
    await waitFor(() => expect(within(dialog).getByText(stored(sandbox, third!).description!)).toBeVisible())
    expect(within(dialog).getByRole('textbox', { name: 'Memo' })).toHaveValue(stored(sandbox, third!).notes ?? '')
    // Save with nothing changed closes it as a save does, back on its row.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(focusedRow()?.dataset.id).toBe(third)
  })
  it("names a split's columns once, on its first line, every field still named with its split", async () => {
    await renderQueue({ options: { categories: bakeryCategories, bankAccounts: bakeryBankAccounts } })
    const [first] = bodyRows()
    await userEvent.click(within(first!).getByRole('button', { name: /^Open / }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank transaction' })
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add split' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add split' }))
    const lines = [1, 2].map((number) => within(dialog).getByRole('group', { name: `Split ${number}` }))
    const [one, two] = await Promise.all(lines.map((line) => within(line).findByRole('combobox', { name: /^Category \(split \d\)$/ })))
    const shownLabels = (line: HTMLElement) =>
      Array.from(line.querySelectorAll<HTMLElement>('.bk-split__fields .bk-field__label'))
        .filter((label) => label.getBoundingClientRect().width > 1)
        .map((label) => label.firstChild?.textContent)
    // The first line names its columns as a table's head would, without the split's number; the second shows none.
    expect(shownLabels(lines[0]!)).toEqual(['Amount', 'Category', 'Customer', 'Memo'])
    expect(shownLabels(lines[1]!)).toEqual([])
    // Each field is still named with its split, and the columns line up.
    expect(within(lines[1]!).getByRole('textbox', { name: 'Amount (split 2)' })).toBeVisible()
    expect(Math.round(two!.getBoundingClientRect().left)).toBe(Math.round(one!.getBoundingClientRect().left))
  })
})

describe('a match saved from the queue, at 1280 px', () => {
  beforeAll(async () => {
    await page.viewport(1280, 720)
  })

  it('puts the focus on the next row after "Save match", never on the page', async () => {
    const sandbox = await renderQueue()
    // The first deposit with one invoice it pays whole: "Pays MCB-…" and "Find match…" on its row.
    const chip = await screen.findByRole('button', { name: /^Pays MCB-\d+ · .* for Mobile deposit$/ })
    const row = chip.closest<HTMLElement>('[role="row"]') as HTMLElement
    const number = /MCB-\d+/.exec(chip.textContent ?? '')?.[0] as string
    const nextIndex = String(Number(row.dataset.index) + 1)
    // "Find match…" beside a suggestion is on the current row: a click on the row's date makes it so.
    await userEvent.click(row.querySelector('[data-column="date"]') as HTMLElement)
    await userEvent.click(within(row).getByRole('button', { name: /^Find match… for / }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: new RegExp(`^${number} `) }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save match' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(stored(sandbox, row.dataset.id!).reviewStatus).toBe('REVIEWED'))
    expect(document.activeElement).not.toBe(document.body)
    expect(focusedRow()?.dataset.index).toBe(nextIndex)
    const seen = inWindow(focusedRow() as HTMLElement)
    expect(seen.bottom).toBeLessThanOrEqual(seen.windowHeight)
  })
})

describe("a row's own action clicked, at 1280 px", () => {
  beforeAll(async () => {
    await page.viewport(1280, 720)
  })

  it.each([
    // A suggestion's chip: the small books' first rows suggest the invoices their deposits pay.
    ['a suggestion', () => screen.queryByRole('button', { name: /^Pays MCB-\d+ · .* for Mobile deposit$/ })],
    ['"Mark reviewed"', () => screen.queryAllByRole('button', { name: /^Mark reviewed: / })[0]],
  ])('puts the focus on the next row after %s, never on the page', async (_, find) => {
    await renderQueue({ options: { categories: bakeryCategories, bankAccounts: bakeryBankAccounts } })
    const button = await waitFor(() => find() ?? expect.fail('no such button in the rows'))
    const row = button.closest<HTMLElement>('[role="row"]') as HTMLElement
    const nextIndex = String(Number(row.dataset.index) + 1)
    await userEvent.click(button)
    // The button leaves with the action, once the row is saving.
    await waitFor(() => expect(button.isConnected).toBe(false))
    expect(document.activeElement).not.toBe(document.body)
    expect(focusedRow()?.dataset.index).toBe(nextIndex)
    const seen = inWindow(focusedRow() as HTMLElement)
    expect(seen.bottom).toBeLessThanOrEqual(seen.windowHeight)
  })
})

describe('"Ask the owner…" on a phone, at 390 px', () => {
  beforeAll(async () => {
    await page.viewport(390, 844)
  })
  // The question is kept in this browser's storage (no host store here): the files after this one share the page.
  afterAll(() => {
    for (const key of Object.keys(localStorage)) if (key.includes(':questions:')) localStorage.removeItem(key)
  })

  it('opens a dialog as wide as the phone allows with nothing cut or scrolling sideways, and badges the row asked with its word whole', async () => {
    await renderQueue({ options: { categories: bakeryCategories, bankAccounts: bakeryBankAccounts }, receiptRequestThreshold: false })
    // The questions' part has read its record.
    await screen.findByRole('button', { name: 'Ask the owner…' })
    const [first] = bodyRows()
    first!.focus()
    await userEvent.keyboard('a')
    const dialog = await screen.findByRole('dialog', { name: /^Ask the owner about / })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Business or personal?' }))
    const box = dialog.getBoundingClientRect()
    expect(box.width, 'the dialog on a 390 px phone').toBeGreaterThanOrEqual(390 - 32 - 1)
    expect(dialog.scrollWidth, 'the dialog scrolls sideways').toBeLessThanOrEqual(dialog.clientWidth)
    for (const control of dialog.querySelectorAll<HTMLElement>('button, select, textarea, label')) {
      const { left, right } = control.getBoundingClientRect()
      const name = control.textContent || control.getAttribute('aria-label') || control.id
      expect(left, `${name} starts outside the dialog`).toBeGreaterThanOrEqual(box.left)
      expect(right, `${name} ends outside the dialog`).toBeLessThanOrEqual(box.right)
      if (control.matches('button')) expect(control.scrollWidth, `${name} is cut`).toBeLessThanOrEqual(control.clientWidth + 1)
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(dialog.isConnected).toBe(false))

    const row = rowById(first!.dataset.id as string)
    const badge = await waitFor(() => row.querySelector<HTMLElement>('.bk-row-question') ?? expect.fail('no badge yet'))
    expect(badge.textContent).toContain('Asked')
    expect(badge.scrollWidth, 'the badge is cut').toBeLessThanOrEqual(badge.clientWidth + 1)
    expect(badge.getBoundingClientRect().right, "the badge runs past the row's end").toBeLessThanOrEqual(
      row.getBoundingClientRect().right + 0.5,
    )
    expect(badge.getBoundingClientRect().bottom, 'the badge runs below the row').toBeLessThanOrEqual(
      row.getBoundingClientRect().bottom + 0.5,
    )
  })
})
