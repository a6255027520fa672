/// <reference types="vite/client" />
// <BalanceSheet> and <TrialBalance> in Chromium, with every stylesheet a partner loads: axe finds
// nothing on a host's page with both, in the light and the dark theme, once every account is read
// and while an account (an asset, and an expense behind equity's computed lines) could not be read,
// the dark theme's text passing axe's contrast rule with none it could not judge, a total bold only
// once final; the keyboard reaches the first figure by Tab, the arrows move between the figures of
// a column (the trial balance's debits and credits each their own column), Home and End stay on a
// row's one figure, the focus ring shows; at 390 px, the sheet compared with the fiscal year end before, the page
// scrolls nothing sideways and the comparison is folded under each figure; printed, only the
// statement whose Print was used shows, every column of it and no control. Nothing here writes:
// one sandbox for the file, two years of books. Figures, sections, states, choices, and Enter and
// Space opening a figure: balanceSheet.test.tsx.
import { isolate } from '../../src/format/isolate'
import { render, screen, waitFor, within } from '@testing-library/react'
import { violations, contrastProblems } from '../support/axe'
import { useBrowserWorker } from '../support/browserWorker'
import { useHostDocument } from '../support/hostDocument'
import type { ReactNode } from 'react'
import { cdp, page, userEvent } from 'vitest/browser'
import { BalanceSheet } from '../../src/components/BalanceSheet'
import { TrialBalance } from '../../src/components/TrialBalance'
import { bookkitService } from '../../src/api'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers } from '../../src/sandbox'
import { comparedDay, expectedSheet, expectedTrial, sheetDay } from '../support/balanceSheets'
import { comparisonText, dayText, money } from '../support/statements'
import { useViewerToday } from '../support/viewerToday'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const AS_OF = '2026-06-30'
/** A past month end, compared with the fiscal year end before it. */
const PAST = '2026-03-31'
const bakery = SANDBOX.companies.bakery
const sandbox = createSandbox({ seed: 1, today: AS_OF, years: 2 })
useBrowserWorker(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
/** The bakery's chart as its host keeps it. */
const accounts = sandbox.inspect.glAccounts(bakery.id)
const ledgerPath = (glAccountId: string) => `/v6/accounting/glAccounts/${glAccountId}/generalLedger`
const usd = money()

useHostDocument()
beforeEach(() => page.viewport(1280, 900))
afterEach(() => vi.restoreAllMocks())
vi.setConfig({ testTimeout: 30_000 })
useViewerToday(AS_OF)

function Provider({ children }: { children: ReactNode }) {
  return (
    <BookkeepingProvider
      baseUrl={BASE_URL}
      service={bookkitService}
      fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}
    >
      {children}
    </BookkeepingProvider>
  )
}

/** The host's page: its h1, the statements, and some text of its own. */
function renderPage(statements: ReactNode, theme?: 'dark') {
  return render(
    <main data-bk-theme={theme}>
      <h1>Maple Crumb Bakery</h1>
      <p data-testid="host-text">The host&apos;s own page.</p>
      <Provider>{statements}</Provider>
    </main>,
  )
}

/** The statement titled `title` once its figures are `status` (final unless said) and its closing date is in. */
async function statementShown(title: string, status = 'final'): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title })
  const root = heading.closest<HTMLElement>('section.bk-statement')!
  await waitFor(() => expect(root).toHaveAttribute('data-figures', status))
  // The closing date comes in its own answer, after the figures.
  await waitFor(() => expect(root.querySelector('.bk-statement__subtitle')).toHaveTextContent('Books closed through'))
  return root
}
const sheetShown = (status?: string) => statementShown('Balance sheet', status)
const trialShown = (status?: string) => statementShown('Trial balance', status)

const visible = (elements: Iterable<Element>) => [...elements].filter((element) => element.checkVisibility())
/** The font weights of the cells of a statement's foot (its closing total), as drawn: bold is for a final total only. */
const footWeights = (root: HTMLElement) =>
  new Set([...root.querySelectorAll('tfoot tr[data-total] > *')].map((cell) => getComputedStyle(cell).fontWeight))
/** What the focused element is called: its label, or its own text. */
const focused = () => {
  const element = document.activeElement!
  return (
    element.getAttribute('aria-label') ?? element.closest('label')?.querySelector('.bk-field__label')?.textContent ?? element.textContent
  )
}
/** The focused element shows the focus ring. */
function expectFocusRing() {
  const element = document.activeElement as HTMLElement
  expect(element.matches(':focus-visible')).toBe(true)
  const style = getComputedStyle(element)
  expect(style.outlineStyle).toBe('solid')
  expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2)
}

describe.each([
  { theme: 'light', dataTheme: undefined, background: 'rgb(255, 255, 255)', primary: 'rgb(36, 84, 197)' },
  { theme: 'dark', dataTheme: 'dark', background: 'rgb(21, 24, 29)', primary: 'rgb(122, 162, 255)' },
] as const)('in the $theme theme', ({ dataTheme, background, primary }) => {
  it('axe finds nothing on the host’s page once every account is read: the sheet compared, the trial balance with its zero balances shown; the final totals bold', async () => {
    renderPage(
      <>
        <BalanceSheet asOf={PAST} compareTo="previousYearEnd" accounts={accounts} onSelectAccount={() => {}} />
        <TrialBalance asOf={PAST} accounts={accounts} onSelectAccount={() => {}} />
      </>,
      dataTheme,
    )
    const sheet = await sheetShown()
    const trial = await trialShown()
    expect(getComputedStyle(sheet.closest('.bk-root')!).backgroundColor).toBe(background)
    // The figures that open a ledger take the theme's primary colour.
    for (const root of [sheet, trial]) expect(getComputedStyle(root.querySelector('.bk-statement__amount')!).color).toBe(primary)
    await userEvent.click(within(trial).getByRole('button', { name: /^Show \d+ accounts? with a zero balance$/ }))
    expect(sheet.querySelector('.bk-statement__check')).toHaveAttribute('data-check', 'balances')
    for (const root of [sheet, trial]) expect(footWeights(root)).toEqual(new Set(['600']))
    expect(await violations(document)).toEqual([])
    expect(await contrastProblems(sheet)).toEqual([])
    expect(await contrastProblems(trial)).toEqual([])
  })

  it('axe finds nothing while an asset and an expense could not be read: their rows, equity’s computed lines, the totals’ marks and the check; no total bold that is not final', async () => {
    // The one read of each of the two accounts this page asks (the statements share it; wages' two dates are one page of its lines): refused.
    sandbox.failNext({ status: 400, path: ledgerPath(bakery.glAccounts.checking), times: 1 })
    sandbox.failNext({ status: 400, path: ledgerPath(bakery.glAccounts.wages), times: 1 })
    renderPage(
      <>
        <BalanceSheet asOf={AS_OF} accounts={accounts} onSelectAccount={() => {}} />
        <TrialBalance asOf={AS_OF} accounts={accounts} onSelectAccount={() => {}} />
      </>,
      dataTheme,
    )
    const sheet = await sheetShown('stopped')
    const trial = await trialShown('stopped')
    await waitFor(() => expect(within(sheet).getByRole('status')).toHaveTextContent('2 accounts could not be read'))
    await waitFor(() => expect(within(trial).getByRole('status')).toHaveTextContent('2 accounts could not be read'))
    // What each row, total and check then says is balanceSheet.test.tsx's; here, that axe passes it, and that no such total is bold.
    for (const root of [sheet, trial]) expect(footWeights(root)).toEqual(new Set(['400']))
    expect(await violations(document)).toEqual([])
    expect(await contrastProblems(sheet)).toEqual([])
    expect(await contrastProblems(trial)).toEqual([])
  })
})

describe('the keyboard', () => {
  it('BalanceSheet: Tab reaches the first figure; the arrows move down and up the figures across the sections, Home and End stay on the row’s one figure; the ring shows', async () => {
    const day = sheetDay(PAST)
    const rows = expectedSheet(sandbox, accounts, day, comparedDay(day, 'previousYearEnd'))
      .sections.flatMap((section) => section.rows)
      .filter((row) => row.active)
    const figureName = (at: number) =>
      `${usd(rows[at]!.figure.amount)}: open the ledger of ${isolate(rows[at]!.account.name)} through ${dayText(PAST)}`
    renderPage(<BalanceSheet asOf={PAST} compareTo="previousYearEnd" accounts={accounts} onSelectAccount={() => {}} />)
    await sheetShown()

    // The header's actions and choices, the table's scroll region, then the first figure.
    await userEvent.click(screen.getByRole('heading', { level: 1 }))
    const stops: Array<string | null> = []
    for (let press = 0; press < 12 && !document.activeElement?.matches('.bk-statement__amount'); press++) {
      await userEvent.keyboard('{Tab}')
      stops.push(focused())
    }
    expect(stops).toEqual([
      'Export CSV',
      'Print',
      'As of',
      'Compare with',
      'Accounting method',
      `Balance sheet as of ${dayText(PAST)}`,
      figureName(0),
    ])
    expectFocusRing()

    await userEvent.keyboard('{ArrowDown}')
    expect(focused()).toBe(figureName(1))
    expectFocusRing()
    await userEvent.keyboard('{ArrowUp}')
    expect(focused()).toBe(figureName(0))
    // One figure a row: Home, End and the arrows across leave it where it is.
    for (const key of ['{End}', '{Home}', '{ArrowRight}', '{ArrowLeft}']) {
      await userEvent.keyboard(key)
      expect(focused(), key).toBe(figureName(0))
    }
    // Down the whole column, from assets through liabilities to equity's last account: no further.
    for (let step = 1; step < rows.length + 2; step++) await userEvent.keyboard('{ArrowDown}')
    expect(focused()).toBe(figureName(rows.length - 1))
    expect(rows.at(-1)!.account.type).toBe('EQUITY')
    expectFocusRing()
  })

  it('TrialBalance: Tab reaches the first figure; the arrows move down and up each side’s figures; the ring shows', async () => {
    const shown = expectedTrial(sandbox, bakery.id, AS_OF).rows.filter((row) => row.debit !== 0 || row.credit !== 0)
    const debits = shown.filter((row) => row.debit > 0)
    const credits = shown.filter((row) => row.credit > 0)
    const name = (row: (typeof shown)[number]) =>
      `${row.debit > 0 ? `${usd(row.debit)} Debit` : `${usd(row.credit)} Credit`}: open the ledger of ${isolate(row.account.name)} through ${dayText(AS_OF)}`
    renderPage(<TrialBalance asOf={AS_OF} accounts={accounts} onSelectAccount={() => {}} />)
    const root = await trialShown()

    await userEvent.click(screen.getByRole('heading', { level: 1 }))
    const stops: Array<string | null> = []
    for (let press = 0; press < 12 && !document.activeElement?.matches('.bk-statement__amount'); press++) {
      await userEvent.keyboard('{Tab}')
      stops.push(focused())
    }
    expect(stops).toEqual(['Export CSV', 'Print', 'As of', 'Accounting method', `Trial balance as of ${dayText(AS_OF)}`, name(shown[0]!)])
    expect(shown[0]).toBe(debits[0])
    expectFocusRing()

    // Down the debits, skipping the accounts on the credit side, to the last: no further.
    for (const row of debits.slice(1)) {
      await userEvent.keyboard('{ArrowDown}')
      expect(focused()).toBe(name(row))
    }
    await userEvent.keyboard('{ArrowDown}')
    expect(focused()).toBe(name(debits.at(-1)!))
    await userEvent.keyboard('{ArrowUp}')
    expect(focused()).toBe(name(debits.at(-2)!))

    // The credits are a column of their own.
    within(root)
      .getByRole('button', { name: name(credits[0]!) })
      .focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(focused()).toBe(name(credits[1]!))
    expectFocusRing()
    await userEvent.keyboard('{End}{Home}')
    expect(focused()).toBe(name(credits[1]!))
  })
})

describe('at 390 px', () => {
  beforeEach(() => page.viewport(390, 900))

  it('scrolls nothing sideways with the sheet compared and the trial balance beside it, and folds each comparison under its figure', async () => {
    const day = sheetDay(PAST)
    const rows = expectedSheet(sandbox, accounts, day, comparedDay(day, 'previousYearEnd'))
      .sections.flatMap((section) => section.rows)
      .filter((row) => row.active)
    renderPage(
      <>
        <BalanceSheet asOf={PAST} compareTo="previousYearEnd" accounts={accounts} onSelectAccount={() => {}} />
        <TrialBalance asOf={PAST} accounts={accounts} onSelectAccount={() => {}} />
      </>,
    )
    const sheet = await sheetShown()
    const trial = await trialShown()
    const { documentElement } = document
    expect(documentElement.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(documentElement.clientWidth)
    for (const root of [sheet, trial]) {
      expect(root.scrollWidth, `${root.querySelector('h2')?.textContent} scrolls sideways`).toBeLessThanOrEqual(root.clientWidth)
      expect(root.getBoundingClientRect().right).toBeLessThanOrEqual(390)
    }

    // The sheet: the account and the date's figure; the compared date, Change and Change % folded under each figure.
    const table = within(sheet).getByRole('table')
    expect(visible(table.querySelectorAll('thead th')).map((head) => head.textContent)).toEqual(['Account', `${dayText(PAST)}Closed`])
    expect(visible(table.querySelectorAll('[data-compare]'))).toEqual([])
    const buttons = visible(table.querySelectorAll('.bk-statement__amount'))
    expect(buttons).toHaveLength(rows.length)
    for (const [at, button] of buttons.entries()) {
      const fold = button.parentElement!.querySelector<HTMLElement>('.bk-statement__fold')!
      expect(fold.checkVisibility()).toBe(true)
      const [compared, change, percent] = comparisonText(rows[at]!.figure)
      expect(fold.textContent).toBe(`vs ${compared} · ${change}${percent ? ` (${percent})` : ''}`)
      // Under the figure, not beside it.
      expect(fold.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom - 0.5)
    }
    const sheetScroll = sheet.querySelector<HTMLElement>('.bk-statement__scroll')!
    expect(sheetScroll.scrollWidth, 'the sheet’s table scrolls sideways').toBeLessThanOrEqual(sheetScroll.clientWidth)
    // The trial balance: both sides, the table within its width.
    const trialScroll = trial.querySelector<HTMLElement>('.bk-statement__scroll')!
    expect(visible(within(trial).getByRole('table').querySelectorAll('thead th')).map((head) => head.textContent)).toEqual([
      'Account',
      'Debit',
      'Credit',
    ])
    expect(trialScroll.scrollWidth, 'the trial balance’s table scrolls sideways').toBeLessThanOrEqual(trialScroll.clientWidth)
    expect(await violations(document)).toEqual([])
  })

  it('prints only the statement whose Print was used: every column of it, no control, nothing else of the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    renderPage(
      <>
        <BalanceSheet asOf={PAST} compareTo="previousYearEnd" accounts={accounts} onSelectAccount={() => {}} />
        <TrialBalance asOf={PAST} accounts={accounts} onSelectAccount={() => {}} />
      </>,
    )
    const sheet = await sheetShown()
    const trial = await trialShown()
    const table = within(sheet).getByRole('table')
    // On screen, narrow: the date's figures, no comparison columns.
    expect(visible(table.querySelectorAll('thead th'))).toHaveLength(2)

    await userEvent.click(within(sheet).getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()
    expect(document.documentElement).toHaveClass('bk-print-one')
    expect(sheet).toHaveAttribute('data-printing')
    expect(trial).not.toHaveAttribute('data-printing')
    const emulate = (media: string) => cdp().send('Emulation.setEmulatedMedia', { media })
    try {
      await emulate('print')
      await waitFor(() => expect(sheet.querySelector('.bk-statement__options')!.checkVisibility()).toBe(false))
      for (const part of ['.bk-statement__options', '.bk-statement__actions', '.bk-statement__inactive', '.bk-statement__progress']) {
        const element = sheet.querySelector(part)
        if (element) expect(element.checkVisibility(), part).toBe(false)
      }
      // The date and its comparison as columns, no fold.
      expect(visible(table.querySelectorAll('thead th')).map((head) => head.textContent)).toEqual([
        'Account',
        `${dayText(PAST)}Closed`,
        dayText('2025-12-31'),
        'Change',
        'Change %',
      ])
      expect(visible(table.querySelectorAll('.bk-statement__fold'))).toEqual([])
      // The sheet alone: the trial balance and the host's page around them are not printed.
      expect(within(sheet).getByRole('heading', { name: 'Balance sheet' }).checkVisibility({ visibilityProperty: true })).toBe(true)
      expect(
        within(sheet).getByRole('rowheader', { name: 'Total liabilities and equity' }).checkVisibility({ visibilityProperty: true }),
      ).toBe(true)
      // Hidden, they leave the accessibility tree too.
      expect(within(trial).queryByRole('heading')).toBeNull()
      expect(trial.querySelector('.bk-statement__title')!.checkVisibility({ visibilityProperty: true })).toBe(false)
      expect(trial.querySelector('tfoot th')!.checkVisibility({ visibilityProperty: true })).toBe(false)
      expect(screen.getByTestId('host-text').checkVisibility({ visibilityProperty: true })).toBe(false)
    } finally {
      await emulate('')
    }
    window.dispatchEvent(new Event('afterprint'))
    expect(document.documentElement).not.toHaveClass('bk-print-one')
    expect(sheet).not.toHaveAttribute('data-printing')

    // The trial balance's Print marks it alone.
    await userEvent.click(within(trial).getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledTimes(2)
    expect(trial).toHaveAttribute('data-printing')
    expect(sheet).not.toHaveAttribute('data-printing')
    try {
      await emulate('print')
      await waitFor(() => expect(sheet.querySelector('.bk-statement__title')!.checkVisibility({ visibilityProperty: true })).toBe(false))
      expect(within(trial).getByRole('heading', { name: 'Trial balance' }).checkVisibility({ visibilityProperty: true })).toBe(true)
      expect(trial.querySelector('.bk-statement__actions')!.checkVisibility()).toBe(false)
    } finally {
      await emulate('')
    }
    window.dispatchEvent(new Event('afterprint'))
    expect(document.documentElement).not.toHaveClass('bk-print-one')
    expect(trial).not.toHaveAttribute('data-printing')
  })
})
