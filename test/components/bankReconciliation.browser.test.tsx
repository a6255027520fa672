/// <reference types="vite/client" />
// <BankReconciliation> in Chromium, with every stylesheet a partner loads and the sandbox behind the
// service worker: a month reconciled by keyboard alone, axe finding nothing at each step (the
// statement's fields reached by Tab and typed; each grid's boxes ticked with Space, the difference a
// tab stop that follows them, a row still to review with its box disabled and Categorize… reachable;
// the warning before a finish with a difference, and the adjustment, opened and closed with the focus
// back where it was; the finish at $0.00 with its sentence focused and the history listing it; the
// history's report and the undo, the transactions back as they were); at 390 px nothing scrolls
// sideways and the summary with the difference stays in view while the page and the grids scroll,
// and the dark theme passes axe's contrast rule. What the worksheet and the history do:
// bankReconciliation.test.tsx and reconciliationHistory.test.tsx.
import { render, screen, waitFor, within } from '@testing-library/react'
import type { CSSProperties } from 'react'
import { page, userEvent } from 'vitest/browser'
import { bookkitService, createBookkeepingClient } from '../../src/api'
import type { BankTransaction, BankTransactionInput } from '../../src/api/types'
import { BankReconciliation } from '../../src/components/BankReconciliation'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { isolate } from '../../src/format/isolate'
import { contrastProblems, violations } from '../support/axe'
import { useBrowserWorker } from '../support/browserWorker'
import { useHostDocument } from '../support/hostDocument'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const shop = SANDBOX.companies.bikeShop
const ACCOUNT = shop.bankAccounts.savings
const bankAccounts = [{ id: ACCOUNT, name: 'Reserve savings', glAccountId: shop.glAccounts.savings }]
const fetchToken = (sandbox: Sandbox) => async () => sandbox.issueToken({ userId: SANDBOX.users.bikeShopOwner })
const worker = useBrowserWorker()

useHostDocument()
beforeEach(() => page.viewport(1280, 900))
afterEach(() => worker.resetHandlers())
vi.setConfig({ testTimeout: 30_000 })

/** June in the reserve savings: money out and in, reviewed, and one still to review. */
const JUNE: BankTransactionInput[] = [
  { date: '2026-06-03', amount: -12_000, description: 'Chain lube order', reviewStatus: 'REVIEWED' },
  { date: '2026-06-10', amount: 50_000, description: 'Fleet service payment', reviewStatus: 'REVIEWED' },
  { date: '2026-06-12', amount: -8_000, description: 'Spoke wrench', reviewStatus: 'UNREVIEWED' },
  { date: '2026-06-20', amount: -3_000, description: 'Account fee', reviewStatus: 'REVIEWED' },
].map((row) => ({ ...row, bankAccountId: ACCOUNT }))

/** A sandbox of the bike shop, its savings holding `rows` (saved through the service, as a bank feed would), behind the worker. */
async function shopSandbox(rows: BankTransactionInput[]): Promise<{ sandbox: Sandbox; saved: BankTransaction[] }> {
  const sandbox = createSandbox({
    seed: 1,
    today: '2026-06-30',
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 },
  })
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
  const client = createBookkeepingClient({ baseUrl: BASE_URL, fetchToken: fetchToken(sandbox), service: bookkitService })
  try {
    const results = await client.saveBankTransactions(rows)
    expect(results.every((result) => result.ok)).toBe(true)
    return { sandbox, saved: results.map((result) => result.data as BankTransaction) }
  } finally {
    client.close()
  }
}

/** The host's page: its h1, the worksheet, and a control of its own after it. */
function renderPage(sandbox: Sandbox, { theme, style }: { theme?: 'dark'; style?: CSSProperties } = {}) {
  return render(
    <main data-bk-theme={theme} style={style}>
      <h1>Spoke &amp; Sprocket</h1>
      <BookkeepingProvider baseUrl={BASE_URL} fetchToken={fetchToken(sandbox)} store={sandbox.store}>
        <BankReconciliation
          bankAccounts={bankAccounts}
          companyId={shop.id}
          userName="Robin at the shop"
          accounts={sandbox.inspect.glAccounts(shop.id)}
        />
      </BookkeepingProvider>
      <button type="button">Host’s next control</button>
    </main>,
  )
}

/** What the focused element is called: its label, its accessible name, or its own text. */
function focused(): string {
  const element = document.activeElement as HTMLElement
  const labelled = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : undefined
  return (labelled ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
}

/** Presses Tab (or Shift+Tab) until the focus is on `target`, and says where it stopped on the way. */
async function tabTo(target: HTMLElement, { back = false, most = 20 } = {}): Promise<string[]> {
  const stops: string[] = []
  for (let press = 0; press < most && document.activeElement !== target; press++) {
    await userEvent.keyboard(back ? '{Shift>}{Tab}{/Shift}' : '{Tab}')
    stops.push(focused())
  }
  expect(document.activeElement, `Tab never reached ${target.outerHTML.slice(0, 120)}: ${stops.join(' → ')}`).toBe(target)
  return stops
}

const difference = () => document.querySelector<HTMLElement>('.bk-reconcile__difference')!
const box = (description: string) => screen.getByRole('checkbox', { name: new RegExp(`^Cleared: ${isolate(description)},`) })
const summary = () => screen.getByRole('region', { name: 'Reconciliation summary' })
const reviewStatuses = (sandbox: Sandbox, ids: readonly string[]) =>
  ids.map((id) => sandbox.inspect.bankTransactions(shop.id).find((each) => each.id === id)?.reviewStatus)

it('reconciles a month by keyboard alone, axe finding nothing at each step: statement, ticks, the warning, the finish, the report and the undo', async () => {
  const { sandbox, saved } = await shopSandbox(JUNE)
  const [lube, fleet, wrench, fee] = saved
  renderPage(sandbox)
  const beginDate = await screen.findByLabelText<HTMLInputElement>('Beginning date')
  const endDate = screen.getByLabelText<HTMLInputElement>('Ending date')
  // The first time, the beginning balance is typed: its field shows once the account's book is read.
  const opening = await screen.findByLabelText<HTMLInputElement>('Beginning balance')

  // 1. From the host's heading, Tab reaches the statement's fields in its order: beginning date and balance, ending date and balance.
  screen.getByRole('heading', { level: 1 }).focus()
  expect(await tabTo(beginDate)).toEqual(['Bank account', 'Beginning date'])
  // The beginning date is optional: Tab steps over its parts (Chromium's field) to the beginning balance.
  await tabTo(opening, { most: 5 })
  await userEvent.keyboard('0')
  await tabTo(endDate, { most: 1 })
  // The date typed into Chromium's own field, its parts in the page's locale's order (en-US here: month, day, year).
  await userEvent.keyboard('06302026')
  expect(endDate).toHaveValue('2026-06-30')
  // Tab leaves the date's parts for the ending balance.
  await tabTo(screen.getByLabelText('Ending balance'), { most: 3 })
  await userEvent.keyboard('350.00')
  await waitFor(() => expect(difference()).toHaveTextContent('Difference: $350.00'))
  expect(await violations(document)).toEqual([])

  // 2. On into money out: its Tick all and Untick all, then its boxes, one tab stop; the row still to review
  // is skipped by the arrows (its box disabled), its Categorize… reached by Tab. Space ticks; the difference follows, and is a tab stop.
  const out = within(screen.getByRole('region', { name: 'Money out' }))
  expect(await tabTo(box('Chain lube order'))).toEqual([
    'Read a statement file',
    'Tick all money out',
    `Cleared: ${isolate('Chain lube order')}, Jun 3, 2026, -$120.00`,
  ])
  expect(box('Spoke wrench')).toBeDisabled()
  expect(out.queryByRole('button', { name: 'Untick all money out' })).toBeDisabled()
  await userEvent.keyboard(' ')
  expect(box('Chain lube order')).toBeChecked()
  expect(difference()).toHaveTextContent('Difference: $470.00')
  // Arrow Down moves to the next row that can be ticked, Home and End to the ends, Arrow Up back; nothing is ticked on the way.
  await userEvent.keyboard('{ArrowDown}')
  expect(document.activeElement).toBe(box('Account fee'))
  await userEvent.keyboard('{Home}')
  expect(document.activeElement).toBe(box('Chain lube order'))
  await userEvent.keyboard('{End}')
  expect(document.activeElement).toBe(box('Account fee'))
  await userEvent.keyboard('{ArrowUp}')
  expect(document.activeElement).toBe(box('Chain lube order'))
  expect(box('Account fee')).not.toBeChecked()
  expect(box('Account fee').closest('tr')).not.toHaveAttribute('data-current')
  expect(box('Chain lube order').closest('tr')).toHaveAttribute('data-current')
  expect(await tabTo(box('Fleet service payment'))).toEqual([
    `Categorize ${isolate('Spoke wrench')}…`,
    'Tick all money in',
    `Cleared: ${isolate('Fleet service payment')}, Jun 10, 2026, $500.00`,
  ])
  await userEvent.keyboard(' ')
  expect(difference()).toHaveTextContent('Difference: -$30.00')
  expect(await tabTo(difference(), { most: 1 })).toEqual(['Difference: -$30.00'])
  expect(difference()).toHaveAttribute('aria-live', 'polite')
  expect(difference().matches(':focus-visible')).toBe(true)
  expect(await violations(document)).toEqual([])

  // 3. A difference left: the warning opens with Enter, the focus inside it; Escape closes it, the focus back on its button.
  const withDifference = screen.getByRole('button', { name: 'Finish with a difference' })
  await tabTo(withDifference, { most: 1 })
  await userEvent.keyboard('{Enter}')
  const warning = await screen.findByRole('dialog', { name: 'Finish with a difference?' })
  expect(warning).toHaveTextContent('$30.00')
  expect(warning.contains(document.activeElement)).toBe(true)
  expect(await violations(document)).toEqual([])
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(document.activeElement, focused()).toBe(withDifference)
  // The adjustment the same way.
  const adjustment = screen.getByRole('button', { name: 'Book an adjustment' })
  await tabTo(adjustment, { most: 1 })
  await userEvent.keyboard('{Enter}')
  const booking = await screen.findByRole('dialog', { name: 'Book the difference as an adjustment' })
  expect(booking.contains(document.activeElement)).toBe(true)
  expect(await violations(document)).toEqual([])
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(document.activeElement).toBe(adjustment)
  expect(reviewStatuses(sandbox, [lube!.id, fleet!.id])).toEqual(['REVIEWED', 'REVIEWED'])

  // 4. Back to money out's boxes (its tab stop, where the focus left them), down to the account fee: Space makes $0.00,
  // and Finish reconciliation takes the two buttons' place; Enter finishes.
  await tabTo(box('Chain lube order'), { back: true })
  await userEvent.keyboard('{ArrowDown}')
  expect(document.activeElement).toBe(box('Account fee'))
  await userEvent.keyboard(' ')
  expect(difference()).toHaveTextContent('Difference: $0.00')
  const finish = screen.getByRole('button', { name: 'Finish reconciliation' })
  expect(await tabTo(finish)).toEqual([
    // Every box of money in ticked: only Untick all is left to reach.
    'Untick all money in',
    `Cleared: ${isolate('Fleet service payment')}, Jun 10, 2026, $500.00`,
    'Difference: $0.00',
    'Finish reconciliation',
  ])
  await userEvent.keyboard('{Enter}')
  const done = await screen.findByText(/^Reconciled through Jun 30, 2026: difference \$0\.00\./)
  await waitFor(() => expect(document.activeElement).toBe(done))
  expect(reviewStatuses(sandbox, [lube!.id, fleet!.id, wrench!.id, fee!.id])).toEqual([
    'RECONCILED',
    'RECONCILED',
    'UNREVIEWED',
    'RECONCILED',
  ])
  const history = within(await screen.findByRole('list', { name: 'Reconciliations, newest first' }))
  expect(history.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual([
    'Statement ending Jun 30, 2026',
  ])
  // Nothing is said about changes since while the account is read again: axe reads the history once it is settled.
  await waitFor(() => expect(screen.queryByText(/Looking for changes/)).toBeNull())
  expect(await violations(document)).toEqual([])

  // 5. The history's report by keyboard: the focus inside, Escape gives it back to Report.
  const report = history.getByRole('button', { name: 'Report of the reconciliation ending Jun 30, 2026' })
  await tabTo(report, { most: 30 })
  await userEvent.keyboard('{Enter}')
  const reportDialog = await screen.findByRole('dialog', { name: 'Reconciliation report' })
  expect(reportDialog.contains(document.activeElement)).toBe(true)
  expect(await violations(document)).toEqual([])
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(document.activeElement).toBe(report)

  // Undo the last reconciliation, confirmed: the transactions are back as they were, and the history has none.
  await tabTo(history.getByRole('button', { name: 'Undo the last reconciliation' }), { most: 3 })
  await userEvent.keyboard('{Enter}')
  const confirm = await screen.findByRole('dialog', { name: /^Undo the reconciliation ending Jun 30, 2026/ })
  expect(confirm.contains(document.activeElement)).toBe(true)
  expect(await violations(document)).toEqual([])
  await tabTo(within(confirm).getByRole('button', { name: 'Undo it' }), { most: 2 })
  await userEvent.keyboard('{Enter}')
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(reviewStatuses(sandbox, [lube!.id, fleet!.id, wrench!.id, fee!.id])).toEqual(['REVIEWED', 'REVIEWED', 'UNREVIEWED', 'REVIEWED'])
  expect(await screen.findByText('No reconciliation of this account yet')).toBeVisible()
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Reconciliations' }))
  expect(await violations(document)).toEqual([])
})

it('at 390 px in the dark theme: nothing scrolls sideways, the summary stays in view while the page and a grid scroll, and axe’s contrast rule passes', async () => {
  await page.viewport(390, 640)
  // A long June of reviewed money out, so the page and the grid (kept short) have something to scroll.
  const many = Array.from({ length: 24 }, (_, index) => ({
    date: `2026-06-${String(index + 1).padStart(2, '0')}`,
    amount: -(1_000 + index * 125),
    description: `Inner tubes, batch ${index + 1}`,
    reviewStatus: 'REVIEWED',
    bankAccountId: ACCOUNT,
  }))
  // A row to review whose description is one long word: its Categorize… and the word wrap in the description's cell.
  const long = {
    date: '2026-06-01',
    amount: -1_245_000_00,
    description: 'NorthernBicyclePartsDistributionCooperative-invoice-NBPD-2026-06-000451-derailleurs-and-cassettes',
    reviewStatus: 'UNREVIEWED',
    bankAccountId: ACCOUNT,
  }
  const { sandbox } = await shopSandbox([...JUNE, long, ...many])
  renderPage(sandbox, { theme: 'dark', style: { '--bk-list-height': '14rem' } as CSSProperties })
  const endDate = await screen.findByLabelText('Ending date')
  await userEvent.fill(endDate, '2026-06-30')
  await userEvent.fill(await screen.findByLabelText('Beginning balance'), '0')
  await userEvent.fill(screen.getByLabelText('Ending balance'), '350.00')
  await userEvent.click(await screen.findByRole('button', { name: 'Tick all money out' }))
  await waitFor(() => expect(difference()).toHaveTextContent(/^Difference: /))
  expect(difference()).not.toHaveTextContent('$0.00')

  expect(getComputedStyle(document.querySelector('.bk-root')!).backgroundColor).toBe('rgb(21, 24, 29)')
  const { scrollingElement } = document
  expect(scrollingElement!.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(scrollingElement!.clientWidth)
  const grid = screen.getByRole('region', { name: 'Money out' }).querySelector<HTMLElement>('.bk-reconcile__scroll')!
  // Nor does either grid in its own box (a row to review, with its Categorize…, is the widest).
  for (const side of document.querySelectorAll<HTMLElement>('.bk-reconcile__scroll'))
    expect(side.scrollWidth, `${side.closest('section')!.textContent!.slice(0, 9)} scrolls sideways`).toBeLessThanOrEqual(side.clientWidth)
  const inView = () => {
    const rect = summary().getBoundingClientRect()
    return rect.top >= -0.5 && rect.bottom <= window.innerHeight + 0.5 && rect.height > 0
  }
  // At the top of the page, the summary (below the grids in the page's flow, which reach past the window) is held at the window's foot.
  window.scrollTo(0, 0)
  expect(document.querySelector('.bk-reconcile__sides')!.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight)
  expect(inView()).toBe(true)
  // The page scrolled to money out's grid, and the grid scrolled to its last rows: still in view.
  grid.scrollIntoView({ block: 'start' })
  grid.scrollTop = grid.scrollHeight
  expect(grid.scrollTop).toBeGreaterThan(0)
  expect(inView()).toBe(true)
  // The grid brought to the window's top is not covered by it: its last row's box, focused, shows above the summary.
  const last = box('Inner tubes, batch 24')
  last.focus()
  expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(summary().getBoundingClientRect().top)

  // Contrast read with nothing laid over the text: the grid at its top, the page at its end (the summary in its own place).
  // The grids unboxed for it: a row the box's edge cuts (the rows to review wrap to several lines here) cannot be read.
  last.blur()
  grid.scrollTop = 0
  const boxes = [...document.querySelectorAll<HTMLElement>('.bk-reconcile__scroll')]
  for (const one of boxes) one.style.maxHeight = 'none'
  window.scrollTo(0, scrollingElement!.scrollHeight)
  const root = screen.getByRole('region', { name: 'Reconcile Reserve savings' })
  expect(await contrastProblems(root)).toEqual([])
  for (const one of boxes) one.style.maxHeight = ''
  expect(await violations(document)).toEqual([])
  window.scrollTo(0, 0)
})
