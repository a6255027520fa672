/// <reference types="vite/client" />
// <BankStatementImport> in Chromium, with every stylesheet a partner loads and the sandbox behind the
// service worker: the whole flow with a file chosen in the input (the account, the file, how it is
// read, the rows checked, the import on its way, the import finished, undone), axe finding nothing
// at each step; the keyboard alone reaches the file input by Tab, meets the grid as one tab stop
// and moves between its rows with the arrows, and imports and undoes with Enter; a link naming an
// unreadable row shows that row focused and in view, inside the grid's scroll region and on the
// page; at 390 px nothing scrolls sideways and the grid fits its width; the light and the dark theme pass
// axe's contrast rule with nothing it could not judge. What each row becomes, the requests and the
// profiles: bankStatementImport.test.tsx.
import { render, screen, waitFor, within } from '@testing-library/react'
import { wholeText } from '../../stories/support/sentences'
import { violations, contrastProblems } from '../support/axe'
import { useBrowserWorker } from '../support/browserWorker'
import { useHostDocument } from '../support/hostDocument'
import type { CSSProperties, ReactNode } from 'react'
import { page, userEvent } from 'vitest/browser'
import { BankStatementImport } from '../../src/components/BankStatementImport'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import usChecking from '../fixtures/statements/us-checking.csv?raw'
import problems from '../fixtures/statements/problems.csv?raw'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const SAVE_PATH = '/v6/banks/transactions'
const LISTING_PATH = '/v5/banks/transactions'
const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking
const ACCOUNTS = [
  { id: CHECKING, name: 'Business Checking' },
  { id: bakery.bankAccounts.savings, name: 'Reserve Savings' },
]
/** The data rows of us-checking.csv: every one new to the account (May and June 2026, after the closing). */
const US_ROWS = usChecking.trim().split('\n').length - 1
const worker = useBrowserWorker()

useHostDocument()
beforeEach(async () => {
  // The account's remembered reading settings live in localStorage: each test starts without them.
  localStorage.clear()
  await page.viewport(1280, 900)
})
afterEach(() => worker.resetHandlers())
// Nor does the next file.
afterAll(() => localStorage.clear())
vi.setConfig({ testTimeout: 45_000 })

/** A request the sandbox holds until the test lets it through. */
interface Hold {
  /** Resolves once a held request has arrived. */
  arrived: Promise<void>
  release: () => void
}

/**
 * A sandbox of the bakery with a few hundred bank transactions, behind the worker; `holdNext`
 * keeps the next request it matches waiting (a save of rows, a page of the account's
 * transactions), so a step that would pass in a moment stays on screen while axe reads it.
 */
function bakerySandbox() {
  const sandbox = createSandbox({
    seed: 1,
    today: '2026-06-30',
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 300, extraGlLinesPerCompany: 0 },
  })
  const holds: Array<{ method: string; path: string; hold: Hold; arrive: () => void; gate: Promise<void> }> = []
  const handle = sandbox.handle.bind(sandbox)
  sandbox.handle = async (request) => {
    const { pathname } = new URL(request.url)
    const at = holds.findIndex((held) => held.method === request.method && held.path === pathname)
    if (at >= 0) {
      const [held] = holds.splice(at, 1)
      held!.arrive()
      await held!.gate
    }
    return handle(request)
  }
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
  const holdNext = (method: string, path: string): Hold => {
    let arrive!: () => void
    let release!: () => void
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const gate = new Promise<void>((resolve) => (release = resolve))
    const hold = { arrived, release }
    holds.push({ method, path, hold, arrive, gate })
    return hold
  }
  return { sandbox, holdNext }
}

const imported = (sandbox: Sandbox) =>
  sandbox.inspect.bankTransactions(bakery.id).filter((record) => record.apiName === 'STATEMENT_IMPORT' && record.status !== 'DELETED')

/** The host's page: its h1, the import, and a control of its own after it. */
function renderPage(sandbox: Sandbox, ui: ReactNode, { theme, listHeight }: { theme?: 'dark' | undefined; listHeight?: string } = {}) {
  return render(
    <main data-bk-theme={theme} style={listHeight ? ({ '--bk-list-height': listHeight } as CSSProperties) : undefined}>
      <h1>Maple Crumb Bakery</h1>
      <BookkeepingProvider baseUrl={BASE_URL} fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}>
        {ui}
      </BookkeepingProvider>
      <button type="button">Host’s next control</button>
    </main>,
  )
}

const csvFile = (text: string, name: string) => new File([text], name, { type: 'text/csv' })
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Statement file')
/** The import's section (its landmark, named by its title). */
const importRoot = () => screen.getByRole('region', { name: 'Import a bank statement' })
/** The rows counted by what happens to them: `New: 22`, …, once the preview is made. */
const counts = async () =>
  within(await screen.findByRole('list', { name: 'What happens' }, { timeout: 20_000 }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)
const importButton = () => screen.findByRole('button', { name: /^Import \d+ transactions?$/ }, { timeout: 20_000 })
const grid = () => screen.getByRole('grid', { name: 'Rows of the file' })
const region = () => grid().closest<HTMLElement>('.bk-grid-region')!
/** The grid's body row showing the file's line `line`. */
const rowOfLine = (line: number) =>
  within(grid())
    .getAllByRole('row')
    .find((row) => row.querySelector('[data-column="line"]')?.textContent === String(line))

/** What the focused element is called: its label, its accessible name, or its own text. */
function focused(): string {
  const element = document.activeElement as HTMLElement
  if (element.matches('[role="row"]')) return `row ${element.querySelector('[data-column="line"]')?.textContent}`
  const labelled = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : undefined
  return (labelled ?? element.getAttribute('aria-label') ?? element.closest('label')?.textContent ?? element.textContent ?? '').trim()
}

/** Every part of `inner` lies within `outer`'s box (to half a pixel). */
function inside(inner: DOMRect, outer: { top: number; bottom: number; left: number; right: number }) {
  return (
    inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5 && inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5
  )
}

it('the whole flow with a file chosen in the input, axe finding nothing at each step: account, file, how it is read, the rows, importing, finished, undone', async () => {
  const { sandbox, holdNext } = bakerySandbox()
  const onReviewImported = vi.fn()
  renderPage(sandbox, <BankStatementImport bankAccounts={ACCOUNTS} onReviewImported={onReviewImported} />)

  // Choose: the file input waits for the account.
  expect(await screen.findByRole('heading', { level: 3, name: 'Choose a statement file' })).toBeVisible()
  expect(fileInput()).toBeDisabled()
  expect(await violations(document)).toEqual([])
  await userEvent.selectOptions(screen.getByLabelText('Bank account'), 'Business Checking')
  expect(fileInput()).toBeEnabled()
  expect(screen.getByText('No file chosen')).toBeVisible()
  expect(await violations(document)).toEqual([])

  // The file is read; what the account holds is still arriving (its first page held), so the settings show beside the check's progress.
  const firstPage = holdNext('GET', LISTING_PATH)
  await userEvent.upload(fileInput(), csvFile(usChecking, 'us-checking.csv'))
  expect(await screen.findByRole('heading', { level: 3, name: 'How the file is read' }, { timeout: 20_000 })).toBeVisible()
  await firstPage.arrived
  expect(screen.getByText(/^Checking what the account holds already/)).toBeVisible()
  expect(screen.getByText(wholeText(`us-checking.csv: CSV, ${US_ROWS} rows`))).toBeVisible()
  expect(screen.getByText('us-checking.csv', { selector: '.bk-file-picker__name' })).toBeVisible()
  await userEvent.click(screen.getByRole('button', { name: 'Change' }))
  expect(screen.getByLabelText('Dates are written as')).toHaveDisplayValue('MM/DD/YYYY')
  expect(await violations(document)).toEqual([])
  firstPage.release()

  // The rows checked.
  const button = await importButton()
  expect(button).toHaveAccessibleName(`Import ${US_ROWS} transactions`)
  expect(await counts()).toEqual([`New: ${US_ROWS}`])
  await waitFor(() => expect(within(grid()).getAllByRole('row').length).toBeGreaterThan(5))
  expect(await violations(document)).toEqual([])

  // Importing: the first save held, so the progress and Cancel stay on screen.
  const save = holdNext('POST', SAVE_PATH)
  await userEvent.click(button)
  expect(await screen.findByRole('heading', { level: 3, name: 'Importing' })).toBeVisible()
  await save.arrived
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible()
  expect(within(importRoot()).getByRole('status')).toHaveTextContent(`Importing: 0 of ${US_ROWS} done…`)
  expect(await violations(document)).toEqual([])
  save.release()

  // Finished.
  expect(
    await screen.findByText(wholeText(new RegExp(`^${US_ROWS} transactions imported into Business Checking`)), {}, { timeout: 20_000 }),
  ).toBeVisible()
  expect(screen.getByRole('heading', { level: 3, name: 'Import finished' })).toBeVisible()
  expect(imported(sandbox)).toHaveLength(US_ROWS)
  expect(await violations(document)).toEqual([])
  await userEvent.click(screen.getByRole('button', { name: 'Review them' }))
  expect(onReviewImported).toHaveBeenCalledWith(expect.objectContaining({ bankAccountId: CHECKING }))

  // Undone.
  await userEvent.click(screen.getByRole('button', { name: 'Undo import' }))
  expect(await screen.findByText(`Import undone: ${US_ROWS} transactions deleted.`, {}, { timeout: 20_000 })).toBeVisible()
  expect(imported(sandbox)).toEqual([])
  expect(screen.queryByRole('button', { name: 'Undo import' })).not.toBeInTheDocument()
  expect(await violations(document)).toEqual([])
})

it('draws the account select as an enabled field, in the text colour, not greyed as a disabled or read-only one', async () => {
  const { sandbox } = bakerySandbox()
  renderPage(sandbox, <BankStatementImport bankAccounts={ACCOUNTS} />)
  const account = await screen.findByRole('combobox', { name: 'Bank account' })
  // Fields beside it, as the stylesheets draw them: an enabled one and a disabled one.
  const enabled = Object.assign(document.createElement('input'), { className: 'bk-input' })
  const disabled = Object.assign(document.createElement('input'), { className: 'bk-input', disabled: true })
  account.parentElement!.append(enabled, disabled)
  try {
    const look = (element: Element) => {
      const style = getComputedStyle(element)
      return { color: style.color, background: style.backgroundColor }
    }
    expect(look(disabled)).not.toEqual(look(enabled))
    expect(look(account)).toEqual(look(enabled))
    await userEvent.selectOptions(account, 'Business Checking')
    expect(look(account)).toEqual(look(enabled))
  } finally {
    enabled.remove()
    disabled.remove()
  }
})

it('by keyboard alone: Tab reaches the file input, the grid is one tab stop whose rows the arrows move between, Enter imports and undoes', async () => {
  const { sandbox } = bakerySandbox()
  renderPage(sandbox, <BankStatementImport bankAccountId={CHECKING} />)
  await screen.findByRole('heading', { level: 3, name: 'Choose a statement file' })

  // From the host's heading, the first stop is the file input (its picker is the system's: the file is chosen there).
  await userEvent.click(screen.getByRole('heading', { level: 1 }))
  await userEvent.keyboard('{Tab}')
  expect(document.activeElement).toBe(fileInput())
  expect(fileInput().matches(':focus-visible')).toBe(true)
  // The input is hidden behind its face, the button beside the file's name: the face shows where the focus is.
  expect(getComputedStyle(document.querySelector('.bk-file-picker__pick')!).outlineStyle).toBe('solid')
  await userEvent.upload(fileInput(), csvFile(usChecking, 'us-checking.csv'))
  await importButton()
  await waitFor(() => expect(within(grid()).getAllByRole('row').length).toBeGreaterThan(5))

  // On through the settings (one line, its Change) and the preview's controls, the Columns menu and the grid's header (one stop), to the grid: its first row.
  const stops: string[] = []
  for (let press = 0; press < 45 && !document.activeElement?.matches('[role="row"]'); press++) {
    await userEvent.keyboard('{Tab}')
    stops.push(focused())
  }
  expect(stops.slice(0, 2)).toEqual(['Change', `Import ${US_ROWS} transactions`])
  expect(stops.slice(stops.indexOf(`Import ${US_ROWS} transactions`))).toEqual([
    `Import ${US_ROWS} transactions`,
    'Show',
    'Columns',
    'Line↕',
    'row 2',
  ])
  const focusedRow = document.activeElement as HTMLElement
  expect(focusedRow.matches(':focus-visible')).toBe(true)
  expect(getComputedStyle(focusedRow).boxShadow).not.toBe('none')
  // Every other row is out of the Tab order.
  expect(
    within(grid())
      .getAllByRole('row')
      .filter((row) => row.tabIndex === 0),
  ).toEqual([focusedRow])

  // The arrows move between rows; Home and End to the first and last (scrolled into the region).
  await userEvent.keyboard('{ArrowDown}{ArrowDown}')
  expect(focused()).toBe('row 4')
  await userEvent.keyboard('{ArrowUp}')
  expect(focused()).toBe('row 3')
  // A row out of the DOM is scrolled in first; the focus follows once it is rendered.
  await userEvent.keyboard('{End}')
  await waitFor(() => expect(focused()).toBe(`row ${US_ROWS + 1}`))
  expect(inside(document.activeElement!.getBoundingClientRect(), region().getBoundingClientRect())).toBe(true)
  await userEvent.keyboard('{Home}')
  await waitFor(() => expect(focused()).toBe('row 2'))

  // One stop: Tab leaves the grid for the host's next control, Shift+Tab comes back to the row left.
  await userEvent.keyboard('{ArrowDown}{Tab}')
  expect(focused()).toBe('Host’s next control')
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
  expect(focused()).toBe('row 3')

  // Back to Import (over the headers' stops), then Enter; the finished step's Undo import by Tab and Enter.
  for (let press = 0; press < 20 && focused() !== `Import ${US_ROWS} transactions`; press++)
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
  expect(focused()).toBe(`Import ${US_ROWS} transactions`)
  await userEvent.keyboard('{Enter}')
  await screen.findByText(`${US_ROWS} transactions imported`, { exact: false }, { timeout: 20_000 })
  expect(imported(sandbox)).toHaveLength(US_ROWS)
  const undo = screen.getByRole('button', { name: 'Undo import' })
  for (let press = 0; press < 6 && document.activeElement !== undo; press++) await userEvent.keyboard('{Tab}')
  expect(document.activeElement).toBe(undo)
  await userEvent.keyboard('{Enter}')
  await screen.findByText(`Import undone: ${US_ROWS} transactions deleted.`, {}, { timeout: 20_000 })
  expect(imported(sandbox)).toEqual([])
})

it('a link naming an unreadable row of problems.csv shows that row focused and in view, in the grid’s scroll region and on the page', async () => {
  const { sandbox } = bakerySandbox()
  // A host that gives lists a short region: the rows below its first few must be scrolled to.
  renderPage(sandbox, <BankStatementImport bankAccountId={CHECKING} />, { listHeight: '9rem' })
  await userEvent.upload(fileInput(), csvFile(problems, 'problems.csv'))
  expect(await counts()).toEqual(['New: 3', 'In a closed period: 1', 'Cannot be read: 5'])
  const warning = screen.getByText('5 rows cannot be read, and will not be imported:').closest<HTMLElement>('.bk-alert')!
  const links = within(warning).getAllByRole('button')
  expect(links.map((link) => link.textContent)).toEqual([
    'Line 3: “06/31/2026” is not a date written as chosen',
    'Line 4: no amount',
    'Line 5: “12.345” is not an amount written as chosen',
    'Line 7: no date',
    'Line 11: the line is cut off',
  ])
  await waitFor(() => expect(rowOfLine(2)).toBeDefined())
  /** What the region shows of its rows: below its sticky head, inside its box. */
  const shown = () => {
    const area = region().getBoundingClientRect()
    return {
      top: region().querySelector('.bk-grid__head')!.getBoundingClientRect().bottom,
      bottom: area.bottom,
      left: area.left,
      right: area.right,
    }
  }
  // Every row shown: line 11 is the last, below the region's few rows.
  expect(inside(rowOfLine(11)!.getBoundingClientRect(), shown())).toBe(false)

  await userEvent.click(links.at(-1)!)
  await waitFor(() => expect(focused()).toBe('row 11'))
  expect(screen.getByLabelText('Show')).toHaveDisplayValue('Cannot be read: 5')
  const row = document.activeElement as HTMLElement
  expect(row).toHaveTextContent('the line is cut off')
  // In the region, below its sticky head; and on the page.
  expect(region().scrollTop).toBeGreaterThan(0)
  expect(inside(row.getBoundingClientRect(), shown())).toBe(true)
  expect(inside(row.getBoundingClientRect(), { top: 0, bottom: window.innerHeight, left: 0, right: window.innerWidth })).toBe(true)

  // The first link: the first unreadable row, scrolled back to.
  await userEvent.click(links[0]!)
  await waitFor(() => expect(focused()).toBe('row 3'))
  expect(inside(document.activeElement!.getBoundingClientRect(), shown())).toBe(true)
  expect(await violations(document)).toEqual([])
})

describe('at 390 px', () => {
  beforeEach(() => page.viewport(390, 900))

  it('scrolls nothing sideways at any step, and the grid fits its width', async () => {
    const { sandbox } = bakerySandbox()
    renderPage(sandbox, <BankStatementImport bankAccounts={ACCOUNTS} />)
    const { documentElement } = document
    const noSideways = (step: string) => {
      expect(documentElement.scrollWidth, `${step}: the page scrolls sideways`).toBeLessThanOrEqual(documentElement.clientWidth)
      expect(importRoot().getBoundingClientRect().right, `${step}: the import reaches past the page`).toBeLessThanOrEqual(390)
    }
    await screen.findByRole('heading', { level: 3, name: 'Choose a statement file' })
    noSideways('choose')
    await userEvent.selectOptions(screen.getByLabelText('Bank account'), 'Business Checking')
    await userEvent.upload(fileInput(), csvFile(usChecking, 'us-checking.csv'))
    const button = await importButton()
    await waitFor(() => expect(within(grid()).getAllByRole('row').length).toBeGreaterThan(5))
    noSideways('preview')
    const area = region()
    expect(area.scrollWidth, 'the grid scrolls sideways').toBeLessThanOrEqual(area.clientWidth)
    expect(area.getBoundingClientRect().right).toBeLessThanOrEqual(documentElement.clientWidth)
    // Each row's date, description, money and what happens within the row; the line number is for screen readers only.
    for (const row of within(area).getAllByRole('row').slice(1, 6)) {
      const box = row.getBoundingClientRect()
      for (const column of ['date', 'description', 'moneyIn', 'moneyOut', 'state']) {
        expect(
          inside(row.querySelector(`[data-column="${column}"]`)!.getBoundingClientRect(), box),
          `${column} of ${row.textContent}`,
        ).toBe(true)
      }
      // A body row's date and amount are read whole, never cut short (the narrow layout gives them their own line).
      if (row.closest('.bk-grid__body')) {
        for (const column of ['date', 'moneyIn', 'moneyOut']) {
          const cell = row.querySelector<HTMLElement>(`[data-column="${column}"]`)!
          expect(cell.scrollWidth, `${column} of ${row.textContent} is cut short`).toBeLessThanOrEqual(cell.clientWidth)
        }
      }
    }
    for (const select of screen.getAllByRole('combobox'))
      expect(select.getBoundingClientRect().right, `${select.id}`).toBeLessThanOrEqual(documentElement.clientWidth)
    // Every header control Tab reaches is in view while it has the focus, a header shown to screen readers only too.
    const headerControls = [...area.querySelectorAll<HTMLElement>('.bk-grid__head :is(button, [tabindex="0"])')].filter(
      (control) => control.getClientRects().length > 0,
    )
    expect(headerControls.length).toBeGreaterThan(0)
    for (const control of headerControls) {
      control.focus()
      const cell = control.closest<HTMLElement>('.bk-grid__cell')!
      expect(
        getComputedStyle(cell).clipPath === 'none' && inside(control.getBoundingClientRect(), cell.getBoundingClientRect()),
        control.textContent!,
      ).toBe(true)
      expect(control.getBoundingClientRect().right, control.textContent!).toBeLessThanOrEqual(documentElement.clientWidth)
    }
    headerControls.at(-1)!.blur()
    expect(await violations(document)).toEqual([])

    await userEvent.click(button)
    await screen.findByText(wholeText(new RegExp(`^${US_ROWS} transactions imported into Business Checking`)), {}, { timeout: 20_000 })
    noSideways('done')
    for (const action of within(importRoot()).getAllByRole('button'))
      expect(action.getBoundingClientRect().right, action.textContent!).toBeLessThanOrEqual(documentElement.clientWidth)
    expect(await violations(document)).toEqual([])
  })
})

describe.each([
  { theme: 'light', dataTheme: undefined, background: 'rgb(255, 255, 255)' },
  { theme: 'dark', dataTheme: 'dark', background: 'rgb(21, 24, 29)' },
] as const)('in the $theme theme', ({ dataTheme, background }) => {
  it('passes axe’s contrast rule, with nothing it could not judge: the rows with their problems and a closed period, then the import finished', async () => {
    const { sandbox } = bakerySandbox()
    renderPage(sandbox, <BankStatementImport bankAccountId={CHECKING} />, { theme: dataTheme })
    expect(getComputedStyle(document.querySelector('.bk-root')!).backgroundColor).toBe(background)
    await userEvent.upload(fileInput(), csvFile(problems, 'problems.csv'))
    expect(await counts()).toEqual(['New: 3', 'In a closed period: 1', 'Cannot be read: 5'])
    await waitFor(() => expect(rowOfLine(11)).toBeDefined())
    expect(await contrastProblems(importRoot())).toEqual([])
    expect(await violations(document)).toEqual([])

    await userEvent.click(await importButton())
    await screen.findByText('3 transactions imported', { exact: false }, { timeout: 20_000 })
    expect(await contrastProblems(importRoot())).toEqual([])
    expect(await violations(document)).toEqual([])
  })
})
