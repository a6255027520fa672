/// <reference types="vite/client" />
// <CashFlowStatement> in Chromium, with every stylesheet a partner loads: axe finds nothing on a
// host's page in the light and the dark theme once every account is read (the tie under it drawn
// as the balance sheet's check is, its text passing axe's contrast rule; a failed account's row is
// the statements' shared row, checked by balanceSheet.browser.test.tsx and the stories' axe); at
// 390 px, compared with the year before, each comparison folds under its figure
// (narrow.browser.test.tsx checks that nothing scrolls sideways); printed, its compared columns show
// and its controls do not.
// The figures, the tie's words and the states: cashFlowStatement.test.tsx.
import { render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { cdp, page, userEvent } from 'vitest/browser'
import { bookkitService } from '../../src/api'
import { CashFlowStatement } from '../../src/components/CashFlowStatement'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers } from '../../src/sandbox'
import { contrastProblems, violations } from '../support/axe'
import { useBrowserWorker } from '../support/browserWorker'
import { useHostDocument } from '../support/hostDocument'
import { useViewerToday } from '../support/viewerToday'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const TODAY = '2026-06-30'
const bakery = SANDBOX.companies.bakery
const sandbox = createSandbox({ seed: 1, today: TODAY, years: 2 })
useBrowserWorker(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
const accounts = sandbox.inspect.glAccounts(bakery.id)

useHostDocument()
beforeEach(() => page.viewport(1280, 900))
afterEach(() => vi.restoreAllMocks())
vi.setConfig({ testTimeout: 30_000 })
useViewerToday(TODAY)

function renderPage(statement: ReactNode, theme?: 'dark') {
  return render(
    <main data-bk-theme={theme}>
      <h1>Maple Crumb Bakery</h1>
      <p data-testid="host-text">The host&apos;s own page.</p>
      <BookkeepingProvider
        baseUrl={BASE_URL}
        service={bookkitService}
        fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}
      >
        {statement}
      </BookkeepingProvider>
    </main>,
  )
}

async function statementShown(status = 'final'): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Statement of cash flows' })
  const root = heading.closest<HTMLElement>('section.bk-statement')!
  await waitFor(() => expect(root).toHaveAttribute('data-figures', status))
  return root
}
const visible = (elements: Iterable<Element>) => [...elements].filter((element) => element.checkVisibility())
const compared = <CashFlowStatement from="2026-01-01" to={TODAY} compare="previousYear" accounts={accounts} onSelectAccount={() => {}} />

describe.each([
  { theme: 'light', dataTheme: undefined },
  { theme: 'dark', dataTheme: 'dark' },
] as const)('in the $theme theme', ({ dataTheme }) => {
  it('axe finds nothing once every account is read, the tie drawn as a finding and legible', async () => {
    renderPage(compared, dataTheme)
    const root = await statementShown()
    const tie = root.querySelector<HTMLElement>('.bk-statement__check')!
    expect(tie).toHaveAttribute('data-check', 'ties')
    // Drawn as the balance sheet's "the books balance": a bar at its start.
    expect(Number.parseFloat(getComputedStyle(tie).borderInlineStartWidth)).toBeGreaterThanOrEqual(4)
    expect(await violations(document)).toEqual([])
    expect(await contrastProblems(root)).toEqual([])
  })
})

it('at 390 px folds each comparison under its figure; printed, shows the compared columns and no control', async () => {
  vi.spyOn(window, 'print').mockImplementation(() => {})
  await page.viewport(390, 800)
  renderPage(compared)
  const root = await statementShown()
  const table = within(root).getByRole('table')
  expect(visible(table.querySelectorAll('thead th'))).toHaveLength(2)
  expect(visible(table.querySelectorAll('.bk-statement__fold')).length).toBeGreaterThan(0)

  await userEvent.click(within(root).getByRole('button', { name: 'Print' }))
  const emulate = (media: string) => cdp().send('Emulation.setEmulatedMedia', { media })
  try {
    await emulate('print')
    await waitFor(() => expect(root.querySelector('.bk-statement__options')!.checkVisibility()).toBe(false))
    expect(root.querySelector('.bk-statement__actions')!.checkVisibility()).toBe(false)
    expect(visible(table.querySelectorAll('thead th')).map((head) => head.textContent)).toEqual([
      'Account',
      expect.stringContaining('2026'),
      expect.stringContaining('2025'),
      'Change',
      'Change %',
    ])
    expect(within(root).getByRole('rowheader', { name: 'Cash at the end of the period' }).checkVisibility()).toBe(true)
    expect(screen.getByTestId('host-text').checkVisibility({ visibilityProperty: true })).toBe(false)
  } finally {
    await emulate('')
  }
  window.dispatchEvent(new Event('afterprint'))
})
