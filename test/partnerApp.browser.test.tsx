/// <reference types="vite/client" />
// The partner's page of *Partner app / A whole month* (stories/support/partnerApp), in Chromium with
// every stylesheet a partner loads, one provider with the host's `store`, and the sandbox's default
// books (today 2026-06-30, the bakery's owner): a bookkeeper's month walked through its screens at
// 1,280 and at 390 px. The overview shows its figures; the queue takes an Enter and moves to the next
// row, and opens the editor; the import offers its file picker; the reconciliation of the checking
// account shows what to tick once the statement is typed; the profit and loss is read whole and the
// balance sheet balances; May's close lists its checklist; an invoice opens from the list; the rules
// the host's store kept are listed. After every step nothing was logged as an error or a warning
// (React's included), and after every action the focus is on an element, not <body>, inside the
// window; and the page passes the screen checks every story is held to (test/support/screenChecks.ts:
// dialogs and controls wide enough, no text cut unexplained, no sideways scroll on a phone, the focus
// seen). The overview names every category the service names. A failure names the step, the element
// and the measure.
import { render, screen, waitFor, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import { BookkeepingProvider } from '../src/react'
import { SANDBOX, sandboxHandlers } from '../src/sandbox'
import { sandboxMaker } from '../src/sandbox/sandbox'
import { bakeryBooks, keepBakeryRules } from '../stories/support/partnerApp/hostBooks'
import { PartnerApp } from '../stories/support/partnerApp/PartnerApp'
import { useBrowserWorker } from './support/browserWorker'
import { expectScreenSound, watchScreen } from './support/screenChecks'
import { useViewerToday } from './support/viewerToday'

import.meta.glob('../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const TODAY = '2026-06-30'
const worker = useBrowserWorker()
/** The default seed, as the story's: seeded once, a copy for each walk. */
const seededBooks = sandboxMaker({ seed: 1, today: TODAY })

// A walk of eight screens over a year of books: a limit for a hang, each wait ends when its event has come.
vi.setConfig({ testTimeout: 180_000 })
useViewerToday(TODAY)
afterEach(() => worker.resetHandlers())

// The page runs as in a partner's app, outside React's act(): what React logs there is what this
// walk counts (test/setup/browser.ts makes every other file an act() environment).
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
})

/** What the page logged as an error or a warning since the last step. */
function consoleLog() {
  const logged: string[] = []
  const spies = (['error', 'warn'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(`console.${level}: ${args.map(String).join(' ').slice(0, 300)}`)
    }),
  )
  return {
    take: () => logged.splice(0),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  }
}

/** An element as a failure names it: its tag, role, name or text. */
function named(element: Element): string {
  const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? ''
  const role = element.getAttribute('role')
  return `<${element.tagName.toLowerCase()}${role ? ` role="${role}"` : ''}> “${label}”`
}

/** The focus is on an element, not <body>. */
function expectFocusOnElement(step: string) {
  const focused = document.activeElement
  expect(focused && focused !== document.body, `${step}: the focus is on <body>`).toBe(true)
}

/**
 * The focus is on an element, not <body>, and that element is inside the window: whole, or where it
 * is taller than half the window (a screen the focus was moved to, still growing as it loads), its
 * top with the window's height below it.
 */
function expectFocusInView(step: string) {
  expectFocusOnElement(step)
  const focused = document.activeElement as Element
  const box = focused.getBoundingClientRect()
  const bottom = box.height > window.innerHeight / 2 ? box.top : box.bottom
  // Less than a pixel of slack: the page scrolls by whole pixels and a phone's rows are 128.8 px
  // high, so the least scroll that shows a row can leave a fraction of its edge past the window
  // (715.8–844.6 px in 844 px), which the user never sees as a row cut.
  const slack = 0.99
  const inView = box.top >= -slack && box.left >= -slack && bottom <= window.innerHeight + slack && box.right <= window.innerWidth + slack
  expect(
    inView,
    `${step}: the focused ${named(focused)} is at ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)} px, outside the ${window.innerWidth} × ${window.innerHeight} px window`,
  ).toBe(true)
}

const theScreen = () => screen.getByRole('main')
const bodyRows = () => [...theScreen().querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]')]
const focusedRowId = () => document.activeElement?.closest<HTMLElement>('[role="row"]')?.dataset.id

/** The user chooses a screen in the host's navigation. */
async function open(name: string) {
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Books' })).getByRole('button', { name }))
  await waitFor(() => expect(theScreen()).toHaveAccessibleName(name))
}

/**
 * Waits until nothing on the screen says it is still being read: the first time, the sync of the
 * year's 3,700 bank transactions, which may take longer than a wait's default on loaded cores.
 */
const settledScreen = (step: string) =>
  waitFor(
    () => expect(theScreen(), `${step}: the screen still says it is reading`).not.toHaveTextContent(/so far|Still counting|Loading/),
    {
      timeout: 60_000,
    },
  )

describe.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])('a bookkeeper’s month on the partner’s page at $width px', ({ width, height }) => {
  beforeAll(() => page.viewport(width, height))

  it('opens every screen, takes an Enter in the queue, opens the editor and an invoice, with the focus in view and nothing logged', async () => {
    const sandbox = seededBooks()
    keepBakeryRules(sandbox)
    worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
    const log = consoleLog()
    /**
     * An action of the walk, then what every step is held to: nothing logged and, after an action,
     * the focus on an element in the window (`focus: false`: the step acts on nothing).
     */
    const step = async (name: string, action: () => Promise<void>, { focus = true }: { focus?: boolean } = {}) => {
      const watch = watchScreen()
      try {
        await action()
      } finally {
        watch.stop()
      }
      expect(log.take(), `${width} px, ${name}: the page logged`).toEqual([])
      if (focus) expectFocusInView(`${width} px, ${name}`)
      // What every story is held to (.storybook/preview.tsx), on the page after each step.
      expectScreenSound(`${width} px, ${name}`, {
        messages: watch.messages,
        interacted: watch.interacted,
        clicked: watch.clicked,
        clickedOutOfView: watch.clickedOutOfView,
      })
    }
    try {
      render(
        <BookkeepingProvider
          baseUrl={BASE_URL}
          fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}
          sessionKey={SANDBOX.users.bakeryOwner}
          store={sandbox.store}
        >
          <PartnerApp books={bakeryBooks(sandbox)} />
        </BookkeepingProvider>,
      )

      let toReview = ''
      await step(
        'Overview: the three tiles show their figures',
        async () => {
          for (const name of ['To review', 'Money in and out, June 2026', 'Owed to you']) {
            const tile = await screen.findByRole('group', { name })
            await waitFor(() =>
              expect(tile.querySelector('.bk-tile__value, .bk-tile__figure'), `Overview: the tile “${name}” has no figure`).not.toBeNull(),
            )
          }
          await settledScreen('Overview')
          const figure = within(theScreen()).getByRole('group', { name: 'To review' }).querySelector('.bk-tile__figure')?.textContent ?? ''
          toReview = /^([\d,]+) transactions to review$/.exec(figure)?.[1] ?? ''
          expect(toReview, `Overview: the tile “To review” says “${figure}”`).not.toBe('')
          expect(await within(theScreen()).findByRole('heading', { name: 'Notifications' })).toBeVisible()
          // Every category the spending chart draws is named as the host and the service name it.
          const spending = await within(theScreen()).findByRole('figure', { name: /^Money out by category/ })
          const names = [
            spending.textContent ?? '',
            ...[...spending.querySelectorAll('[aria-label]')].map((bar) => bar.getAttribute('aria-label')),
          ]
          expect(
            names.filter((name) => name?.includes('Unnamed category')),
            'Overview: the spending chart names a category “Unnamed category”',
          ).toEqual([])
          expect(spending.querySelectorAll('[aria-label]').length, 'Overview: the spending chart draws no category').toBeGreaterThan(1)
        },
        { focus: false },
      )

      let categorized = ''
      await step('Review: a click makes a row current', async () => {
        await open('Review')
        await waitFor(() => expect(bodyRows().length, 'Review: the queue shows no rows').toBeGreaterThan(3))
        await settledScreen('Review')
        // One sync serves the overview and the queue: the same count.
        expect(within(theScreen()).getByRole('radio', { name: `To review (${toReview})` })).toBeChecked()
        const first = bodyRows()[0]!
        categorized = first.dataset.id ?? ''
        // The user scrolls the page to the queue (below the filters on a phone).
        first.scrollIntoView({ block: 'center' })
        await userEvent.click(first.querySelector('[data-column="date"]')!)
        await waitFor(() => expect(focusedRowId(), 'Review: the clicked row is not focused').toBe(categorized))
      })

      await step('Review: Enter confirms the row and the next one is current', async () => {
        const next = bodyRows()[1]!.dataset.id
        await userEvent.keyboard('{Enter}')
        await waitFor(() => expect(focusedRowId(), 'Review: after Enter the focus is not on the next row').toBe(next))
        await waitFor(() =>
          expect(
            sandbox.inspect.bankTransactions(SANDBOX.companies.bakery.id).find((row) => row.id === categorized)?.reviewStatus,
            'Review: the row confirmed with Enter was not saved as reviewed',
          ).toBe('REVIEWED'),
        )
        // The same choice made many times before: the queue offers a rule for it, once its history is read.
        // Its history and the rules' part load after the rows: on a loaded machine that is past a second.
        await within(theScreen()).findByRole('heading', { name: /^Always categorize “Payroll run”/ }, { timeout: 15_000 })
      })

      await step('Review: e opens the editor of the current row', async () => {
        await userEvent.keyboard('e')
        const editor = await screen.findByRole('dialog')
        await within(editor).findByRole('form')
        expect(editor.contains(document.activeElement), 'Review: the editor opened without the focus in it').toBe(true)
        // As wide as its content needs: 90 % of a phone's window, at least 480 px on a desktop; its form never wider than it.
        const least = width === 390 ? 0.9 * window.innerWidth : 480
        const dialogWidth = editor.getBoundingClientRect().width
        expect(
          dialogWidth,
          `${width} px, Review: the editor's dialog is ${Math.round(dialogWidth)} px wide, under ${least} px`,
        ).toBeGreaterThanOrEqual(least)
        const form = within(editor).getByRole('form')
        expect(
          form.scrollWidth,
          `${width} px, Review: the editor's form is ${form.scrollWidth} px wide in its ${form.clientWidth} px`,
        ).toBeLessThanOrEqual(form.clientWidth)
      })

      await step('Review: Escape closes the editor, back on the row', async () => {
        const row = document.querySelector<HTMLElement>('.bk-grid__body [role="row"][data-current]')?.dataset.id
        await userEvent.keyboard('{Escape}')
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
        await waitFor(() => expect(focusedRowId(), 'Review: after the editor the focus is not on its row').toBe(row))
      })

      await step('Review: Save in the editor closes it, back on the row', async () => {
        const row = document.querySelector<HTMLElement>('.bk-grid__body [role="row"][data-current]')?.dataset.id
        await userEvent.keyboard('e')
        const editor = await screen.findByRole('dialog')
        // A change to save: a Save with nothing changed says so and stays open, for the user to change something.
        await userEvent.fill(await within(editor).findByRole('textbox', { name: 'Memo' }), 'Checked against the deposit slip')
        await userEvent.click(within(editor).getByRole('button', { name: 'Save' }))
        await waitFor(() =>
          expect(
            screen.queryByRole('dialog'),
            `${width} px, Review: the editor is still open after Save: ${screen.queryByRole('dialog')?.textContent}`,
          ).toBeNull(),
        )
        await waitFor(() => expect(focusedRowId(), `${width} px, Review: after Save the focus is not on the row`).toBe(row))
      })

      await step('Review: six more Enters, the current row in the window after each', async () => {
        for (let press = 1; press <= 6; press += 1) {
          const before = focusedRowId()
          await userEvent.keyboard('{Enter}')
          await waitFor(() => expect(focusedRowId(), `${width} px, Review: Enter ${press} of six did not move on`).not.toBe(before))
          // The row the focus moved to is scrolled into the window after the move (a frame later on loaded cores).
          await waitFor(() => expectFocusInView(`${width} px, Review: Enter ${press} of six`))
        }
      })

      await step(
        'Review: every row’s category whole',
        async () => {
          const canvas = document.createElement('canvas').getContext('2d')!
          for (const row of bodyRows().slice(0, 8)) {
            for (const select of row.querySelectorAll<HTMLSelectElement>('[data-column="category"] select')) {
              const style = getComputedStyle(select)
              // A select's computed `font` shorthand is empty in Chromium; its parts are not.
              canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
              const text = select.selectedOptions[0]?.text ?? ''
              // Chromium draws a select's arrow inside its padding box, about 20 px beside the text.
              const needs = canvas.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 20
              expect(
                select.clientWidth,
                `${width} px, Review: the category “${text}” needs ${Math.round(needs)} px, its select has ${select.clientWidth}`,
              ).toBeGreaterThanOrEqual(needs)
            }
            for (const element of row.querySelectorAll<HTMLElement>('[data-column="category"] :not(select, option)')) {
              if (element.children.length > 0 || !element.textContent?.trim()) continue
              expect(
                element.scrollWidth,
                `${width} px, Review: “${element.textContent}” is cut: ${element.scrollWidth} px in ${element.clientWidth} px`,
              ).toBeLessThanOrEqual(element.clientWidth)
            }
          }
        },
        { focus: false },
      )

      await step('Import: the account and the file picker', async () => {
        await open('Import')
        const region = await within(theScreen()).findByRole('region', { name: 'Import a bank statement' })
        expect(within(region).getByRole('combobox', { name: 'Bank account' })).toBeVisible()
        expect(within(region).getByLabelText('Statement file')).toHaveAttribute('type', 'file')
        expect(within(region).getByText('Choose file…')).toBeVisible()
      })

      await step('Reconcile: the checking account’s worksheet, once the statement is typed', async () => {
        await open('Reconcile')
        await within(theScreen()).findByRole('heading', { name: 'Reconcile Business Checking ••4821' })
        await userEvent.fill(await within(theScreen()).findByLabelText('Beginning balance'), '0.00')
        await userEvent.fill(within(theScreen()).getByLabelText('Ending date'), '2026-05-31')
        await userEvent.fill(within(theScreen()).getByLabelText('Ending balance'), '1000.00')
        // Nothing ticked yet: the whole ending balance is the difference, and the transactions are there to tick.
        await within(theScreen()).findByText('Difference: $1,000.00')
        expect(within(theScreen()).getAllByRole('checkbox').length, 'Reconcile: no transaction to tick').toBeGreaterThan(0)
      })

      await step('Statements: the profit and loss read whole', async () => {
        await open('Statements')
        await waitFor(() =>
          expect(theScreen().querySelector('.bk-statement'), 'Statements: the profit and loss is not final').toHaveAttribute(
            'data-figures',
            'final',
          ),
        )
        expect(within(theScreen()).getByRole('heading', { name: 'Profit and loss' })).toBeVisible()
        expect(within(theScreen()).getByRole('rowheader', { name: 'Net income' })).toBeVisible()
      })

      await step('Statements: the balance sheet balances', async () => {
        await userEvent.click(within(screen.getByRole('navigation', { name: 'Statements' })).getByRole('button', { name: 'Balance sheet' }))
        await waitFor(() =>
          expect(theScreen(), 'Statements: the balance sheet does not say the books balance').toHaveTextContent('The books balance'),
        )
      })

      await step('Close: May’s checklist', async () => {
        await open('Close')
        await userEvent.click(await within(theScreen()).findByRole('button', { name: /May 2026/ }))
        const checklist = await within(theScreen()).findByRole('heading', { name: /Closing May 2026/ })
        expect(checklist).toBeVisible()
        await within(theScreen()).findByRole('heading', { name: 'Bank transactions reviewed' })
        await within(theScreen()).findByRole('heading', { name: 'The trial balance and the balance sheet balance' })
      })

      await step('Close: its review item opens the queue on May', async () => {
        await userEvent.click(within(theScreen()).getByRole('button', { name: 'Review transactions' }))
        await waitFor(() => expect(theScreen()).toHaveAccessibleName('Review'))
        expect(within(theScreen()).getByLabelText('From')).toHaveValue('2026-05-01')
        expect(within(theScreen()).getByLabelText('To')).toHaveValue('2026-05-31')
      })

      await step('Invoices: an invoice opens from the list', async () => {
        await open('Invoices')
        await waitFor(() => expect(bodyRows().length, 'Invoices: the list shows no rows').toBeGreaterThan(3))
        const row = bodyRows()[0]!
        const number = row.querySelector('[data-column="number"]')?.textContent?.replace('↗', '') ?? ''
        await userEvent.click(row.querySelector('[data-column="customer"]')!)
        const detail = await screen.findByRole('dialog')
        await within(detail).findByRole('heading', { level: 2, name: `Invoice ${number}` })
        await waitFor(() =>
          expect(detail.contains(document.activeElement), 'Invoices: the invoice opened without the focus in it').toBe(true),
        )
      })

      await step('Invoices: Escape closes the invoice, back on its row', async () => {
        await userEvent.keyboard('{Escape}')
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
        await waitFor(() => expect(bodyRows()[0], 'Invoices: after the invoice the focus is not on its row').toHaveFocus())
      })

      await step('Rules: the rules the host’s store kept', async () => {
        await open('Rules')
        const rules = await within(theScreen()).findByRole('region', { name: 'Categorization rules' })
        await within(rules).findByRole('listitem', { name: 'Shop rent' })
        expect(within(rules).getByRole('listitem', { name: 'Flour' })).toBeVisible()
      })
    } finally {
      log.restore()
    }
  })
})
