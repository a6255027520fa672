/// <reference types="vite/client" />
// An account reconciled from <MonthEndClose>'s checklist, in Chromium with every stylesheet a partner
// loads, on small books of the bakery (a year, three bank accounts; closed through Apr 30): the
// dialog is as wide as a worksheet and named by its account, not "Reconcile"; no amount is cut or
// scrolled out of its grid and nothing scrolls sideways, at 1280 and at 390 px, where the summary
// keeps to a strip of the screen with its totals one press away; the adjustment's dialog takes a
// form's width, not a question's 480 px; and after a finish, closing the dialog puts the focus on the
// checklist's item, never on the page's body. The grouping of the closed period's rows: worksheetRows'
// Node test and bankReconciliation.test.tsx.
import { render, screen, waitFor, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import { MonthEndClose } from '../../src/components/MonthEndClose'
import { isolate } from '../../src/format/isolate'
import { BookkeepingProvider } from '../../src/react'
import { SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { sandboxMaker } from '../../src/sandbox/sandbox'
import { useBrowserWorker } from '../support/browserWorker'
import { useHostDocument } from '../support/hostDocument'
import { useViewerToday } from '../support/viewerToday'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const TODAY = '2026-06-30'
const bakery = SANDBOX.companies.bakery
// The bakery's books, made once and copied for each test: every kind of record the worksheet shows
// (deposits, transfers, the card) at a volume that fills its grids, without the thousands of small
// purchases that only make them long.
const freshSandbox = sandboxMaker({
  seed: 1,
  today: TODAY,
  volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 },
})
const worker = useBrowserWorker()
let sandbox: Sandbox

beforeEach(() => {
  sandbox = freshSandbox()
  worker.resetHandlers(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
})
useHostDocument()
useViewerToday(TODAY)
vi.setConfig({ testTimeout: 60_000 })

/** May's checklist, with the host's chart and store, and Business Checking's reconciliation opened from it. */
async function openReconciliation(): Promise<HTMLElement> {
  render(
    <main>
      <h1>Maple Crumb Bakery</h1>
      <BookkeepingProvider
        baseUrl={BASE_URL}
        store={sandbox.store}
        fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}
      >
        <MonthEndClose month="2026-05" accounts={sandbox.inspect.glAccounts(bakery.id)} userName="The owner" />
      </BookkeepingProvider>
    </main>,
  )
  const open = await screen.findByRole('button', { name: `Reconcile ${isolate('Business Checking')}` }, { timeout: 30_000 })
  await userEvent.click(open)
  return screen.findByRole('dialog', { name: `Reconcile ${isolate('Business Checking')}` }, { timeout: 20_000 })
}

/** Types the statement's figures and waits for both sides' rows. */
async function typeStatement(dialog: HTMLElement, { opening, closing }: { opening: string; closing: string }) {
  await userEvent.fill(await within(dialog).findByLabelText('Ending date', {}, { timeout: 20_000 }), '2026-05-31')
  await userEvent.fill(within(dialog).getByLabelText('Beginning balance'), opening)
  await userEvent.fill(within(dialog).getByLabelText('Ending balance'), closing)
  await waitFor(() => expect(dialog.querySelectorAll('.bk-reconcile__side tbody tr').length).toBeGreaterThan(0), { timeout: 20_000 })
}

/** Where an amount is drawn cut or out of its grid's box: each named by its text and measure. */
function cutAmounts(dialog: HTMLElement): string[] {
  const cut: string[] = []
  for (const box of dialog.querySelectorAll<HTMLElement>('.bk-reconcile__scroll')) {
    if (box.scrollWidth > box.clientWidth) cut.push(`a grid scrolls sideways: ${box.scrollWidth} px in ${box.clientWidth}`)
    const edge = box.getBoundingClientRect()
    for (const cell of box.querySelectorAll<HTMLElement>('td[data-column="amount"]')) {
      const rect = cell.getBoundingClientRect()
      if (rect.right > edge.right + 0.5 || rect.left < edge.left - 0.5)
        cut.push(
          `${cell.textContent} is outside its grid: ${Math.round(rect.left)}–${Math.round(rect.right)} in ${Math.round(edge.left)}–${Math.round(edge.right)}`,
        )
      if (cell.scrollWidth > cell.clientWidth) cut.push(`${cell.textContent} is cut: ${cell.scrollWidth} px in ${cell.clientWidth}`)
    }
  }
  for (const figure of dialog.querySelectorAll<HTMLElement>('.bk-reconcile__totals dd, .bk-reconcile__difference'))
    if (figure.scrollWidth > figure.clientWidth) cut.push(`${figure.textContent} is cut: ${figure.scrollWidth} px in ${figure.clientWidth}`)
  return cut
}

/**
 * The close opens the account's reconciliation as wide as a worksheet, named by its account, no
 * amount cut, its adjustment a form's width; on a phone the summary keeps to a strip of the screen.
 */
const opensAsWideAsAWorksheet =
  ({ width, height, least, phone }: { width: number; height: number; least: number; phone: boolean }) =>
  async () => {
    await page.viewport(width, height)
    const dialog = await openReconciliation()
    expect(dialog.getBoundingClientRect().width, 'the dialog’s width').toBeGreaterThanOrEqual(least)
    expect(await within(dialog).findByRole('heading', { name: 'Reconcile Business Checking' })).toBeVisible()

    await typeStatement(dialog, { opening: '0.00', closing: '1,000.00' })
    expect(cutAmounts(dialog)).toEqual([])
    expect(dialog.scrollWidth, 'the dialog scrolls sideways').toBeLessThanOrEqual(dialog.clientWidth)

    if (phone) {
      // A phone's strip of the screen for the summary, its totals one press away.
      const summary = within(dialog).getByRole('region', { name: 'Reconciliation summary' })
      await waitFor(() => expect(within(summary).getByRole('status')).toHaveTextContent(/^Difference: /))
      expect(summary.getBoundingClientRect().height, 'the summary’s height').toBeLessThanOrEqual(height * 0.2)
      expect(within(summary).getByText('Cleared balance')).not.toBeVisible()
      const totals = within(summary).getByRole('button', { name: 'Totals' })
      expect(totals).toHaveAttribute('aria-expanded', 'false')
      await userEvent.click(totals)
      expect(totals).toHaveAttribute('aria-expanded', 'true')
      expect(within(summary).getByText('Cleared balance')).toBeVisible()
      expect(cutAmounts(dialog)).toEqual([])
    }

    // Booking the difference asks for accounts and a date: a form's width, never a question's 480 px.
    const opener = within(dialog).getByRole('button', { name: 'Book an adjustment' })
    await userEvent.click(opener)
    const adjustment = await screen.findByRole('dialog', { name: 'Book the difference as an adjustment' })
    expect(adjustment.getBoundingClientRect().width, 'the adjustment’s width').toBeGreaterThanOrEqual(width === 390 ? least : 600)
    expect(adjustment.scrollWidth, 'the adjustment scrolls sideways').toBeLessThanOrEqual(adjustment.clientWidth)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Book the difference as an adjustment' })).toBeNull())
  }

it(
  'at 1280 px the close opens the account’s reconciliation as wide as a worksheet, named by its account, no amount cut, its adjustment a form’s width',
  opensAsWideAsAWorksheet({ width: 1280, height: 900, least: 960, phone: false }),
)
it(
  'at 390 px the close opens the account’s reconciliation as wide as the screen, named by its account, no amount cut, its adjustment a form’s width; the summary keeps to a fifth of the screen, its totals one press away',
  opensAsWideAsAWorksheet({ width: 390, height: 800, least: 390 * 0.9, phone: true }),
)

it('after a finish from the close, closing the dialog puts the focus on the checklist’s item, in view, never on the body', async () => {
  await page.viewport(1280, 900)
  const dialog = await openReconciliation()
  await typeStatement(dialog, { opening: '0.00', closing: '0.00' })
  // The closed period's rows the statement shows reconciled count as cleared: the ending balance is their sum.
  const summary = within(dialog).getByRole('region', { name: 'Reconciliation summary' })
  const cleared = await within(summary).findByText('Cleared balance')
  const balance = cleared.nextElementSibling!.textContent!.replace(/[^\d.-]/g, '')
  await userEvent.fill(within(dialog).getByLabelText('Ending balance'), balance)
  await waitFor(() => expect(within(summary).getByRole('status')).toHaveTextContent('Difference: $0.00'))
  await userEvent.click(within(summary).getByRole('button', { name: 'Finish reconciliation' }))
  const done = await within(dialog).findByText(/^Reconciled through May 31, 2026/, {}, { timeout: 20_000 })
  await waitFor(() => expect(document.activeElement).toBe(done))

  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  const item = document.querySelector<HTMLElement>('[data-item="reconcile"]')!
  await waitFor(() => expect(document.activeElement).toBe(item.querySelector('.bk-close__item-title')))
  const rect = document.activeElement!.getBoundingClientRect()
  expect(rect.top).toBeGreaterThanOrEqual(0)
  expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight)
})
