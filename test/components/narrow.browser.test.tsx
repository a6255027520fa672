/// <reference types="vite/client" />
// Every component in a container of 320, 480, 768 and 1280 px (rendered once, its container then
// widened under it, as a host's layout or a window resized does), in Chromium where layout is real:
// nothing scrolls sideways (the component's root, the grid's scroll region, a statement's table
// where it shows one column at a time), every rendered row's amounts are inside the container's
// box and drawn (not clipped away), the ledger says each amount's side in words when it stacks,
// and axe finds nothing at each width. Then the lists' one
// "Filters" fold (base.css) at the widths around each list's own breakpoint, one list resized through
// them: folded, the toggle opens the filters as a column across the bar and closes them again; wider,
// they sit in the bar.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { useBrowserWorker } from '../support/browserWorker'
import type { ReactElement, ReactNode } from 'react'
import type { Invoice, TokenResponse } from '../../src/api/types'
import {
  BankTransactionEditor,
  BankTransactionList,
  GeneralLedger,
  InvoiceDetail,
  InvoiceList,
  ManualJournalEntryForm,
  NotificationSettingsForm,
  ProfitAndLoss,
  BalanceSheet,
  TrialBalance,
  CashFlowStatement,
  CategorizationRules,
  MonthEndClose,
} from '../../src/components'
import { bookkitService } from '../../src/api'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { editorOptions, entryOptions } from '../reliability/components'
import { sessionDigest } from '../../src/core/store/browserStorage'
import type { CategorizationRule } from '../../src/core/rules/types'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const bakery = SANDBOX.companies.bakery
const WIDTHS = [320, 480, 768, 1280] as const
const worker = useBrowserWorker()
let sandbox: Sandbox

beforeAll(async () => {
  sandbox = createSandbox({
    seed: 1,
    today: '2026-06-30',
    volume: { invoicesPerCompany: 60, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 },
  })
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
})

/**
 * The bakery's rules, kept in this browser's storage (the provider here has no store), under the
 * digest of its `sessionKey` (none: the empty one's): a confirming one, one off, a long split.
 */
let rulesKey = ''
beforeAll(async () => {
  rulesKey = `bookkit:store:${await sessionDigest('')}:rules:co_1`
})
const RULES: CategorizationRule[] = [
  {
    id: 'rule_rent',
    name: 'Main Street shop rent, paid on the first of every month',
    enabled: true,
    confirm: true,
    conditions: {
      description: { match: 'contains', text: 'Rent - Main Street shop' },
      direction: 'out',
      amount: { from: 100_000, to: 900_000 },
    },
    actions: { categoryId: bakery.categories.rent, vendorId: bakery.vendors.harborRowProperties, memo: 'Monthly rent for the shop' },
    createdAt: '2026-05-02T09:00:00.000Z',
  },
  {
    id: 'rule_club',
    enabled: false,
    confirm: false,
    conditions: { description: { match: 'startsWith', text: 'Warehouse club run' } },
    actions: {
      split: [
        { categoryId: bakery.categories.ingredients, percent: 60 },
        { categoryId: bakery.categories.marketing, percent: 40 },
      ],
    },
    createdAt: '2026-05-02T09:00:00.000Z',
  },
]
afterAll(() => localStorage.removeItem(rulesKey))

const fetchToken = async (): Promise<TokenResponse> => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
function Provider({ children }: { children: ReactNode }) {
  return (
    <BookkeepingProvider baseUrl={BASE_URL} service={bookkitService} fetchToken={fetchToken}>
      {children}
    </BookkeepingProvider>
  )
}

/** An invoice with lines, installments, payments and activity, from the seed. */
async function fullInvoice(): Promise<Invoice> {
  const response = await sandbox.handle(
    new Request(`${BASE_URL}/v6/invoicing/invoices/query`, {
      method: 'POST',
      headers: { authorization: `Bearer ${(await fetchToken()).access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 250 }),
    }),
  )
  const { data } = (await response.json()) as { data: Invoice[] }
  const found =
    data.find(
      (invoice) =>
        (invoice.installments?.length ?? 0) > 1 && (invoice.payments?.length ?? 0) > 0 && (invoice.discount?.value ?? '0') !== '0',
    ) ?? data.find((invoice) => (invoice.installments?.length ?? 0) > 1 && (invoice.payments?.length ?? 0) > 0)
  if (!found) throw new Error('the seed has no invoice with installments and payments')
  return found
}

/** The cells whose amounts a row must keep on screen, per list. */
const AMOUNTS: Record<string, string[]> = {
  InvoiceList: ['[data-column="balance"]', '[data-column="status"]'],
  GeneralLedger: ['[data-column="runningBalance"]', '[data-column="debit"]:not(:empty)', '[data-column="credit"]:not(:empty)'],
  BankTransactionList: ['[data-column="amount"]', '[data-column="category"]'],
}

/** Container width under which a list's rows stack (a queue row's category needs more room). */
const STACKED_BELOW: Record<string, number> = { BankTransactionList: 900 }

interface Case {
  name: string
  element: () => ReactElement | Promise<ReactElement>
  /** Resolves once the component shows what it loaded. */
  shown: (root: HTMLElement) => Promise<unknown>
}

const CASES: Case[] = [
  {
    name: 'InvoiceList',
    element: () => <InvoiceList />,
    shown: (root) => waitFor(() => expect(root.querySelectorAll('.bk-grid__body [role="row"]').length).toBeGreaterThan(3)),
  },
  {
    name: 'GeneralLedger',
    element: () => <GeneralLedger glAccountId={bakery.glAccounts.checking} />,
    shown: (root) => waitFor(() => expect(root.querySelectorAll('.bk-grid__body [role="row"]').length).toBeGreaterThan(3)),
  },
  {
    name: 'BankTransactionList',
    element: () => <BankTransactionList options={editorOptions} editor="dialog" />,
    shown: (root) => waitFor(() => expect(root.querySelectorAll('.bk-grid__body [role="row"]').length).toBeGreaterThan(3)),
  },
  {
    name: 'BankTransactionEditor',
    element: () => <BankTransactionEditor bankAccountId={bakery.bankAccounts.checking} options={editorOptions} />,
    shown: (root) => within(root).findByRole('form', { name: /bank transaction/i }),
  },
  {
    name: 'ManualJournalEntryForm',
    element: () => <ManualJournalEntryForm options={entryOptions} />,
    shown: (root) => within(root).findByRole('form', { name: /journal entry/i }),
  },
  {
    name: 'NotificationSettingsForm',
    element: () => <NotificationSettingsForm />,
    shown: (root) => within(root).findByRole('group', { name: 'Financial summaries' }),
  },
  {
    name: 'InvoiceDetail',
    element: async () => <InvoiceDetail invoice={await fullInvoice()} />,
    shown: (root) => within(root).findByRole('heading', { level: 2 }),
  },
  {
    name: 'ProfitAndLoss',
    // Its widest: a column per month, each beside the period before, every figure a button.
    element: () => (
      <ProfitAndLoss
        period="2026-Q2"
        columns="month"
        compareTo="previousPeriod"
        accounts={sandbox.inspect.glAccounts(bakery.id)}
        onSelectAccount={() => {}}
      />
    ),
    shown: (root) => waitFor(() => expect(root.querySelector('section.bk-statement')).toHaveAttribute('data-figures', 'final')),
  },
  {
    name: 'BalanceSheet',
    // Beside the year end before: the compared figure folds under each balance.
    element: () => (
      <BalanceSheet
        asOf="2026-06-30"
        compareTo="previousYearEnd"
        accounts={sandbox.inspect.glAccounts(bakery.id)}
        onSelectAccount={() => {}}
      />
    ),
    shown: (root) => waitFor(() => expect(root.querySelector('section.bk-statement')).toHaveAttribute('data-figures', 'final')),
  },
  {
    name: 'TrialBalance',
    element: () => <TrialBalance asOf="2026-06-30" accounts={sandbox.inspect.glAccounts(bakery.id)} onSelectAccount={() => {}} />,
    shown: (root) => waitFor(() => expect(root.querySelector('section.bk-statement')).toHaveAttribute('data-figures', 'final')),
  },
  {
    name: 'CashFlowStatement',
    element: () => (
      <CashFlowStatement
        from="2026-01-01"
        to="2026-06-30"
        compare="previousYear"
        accounts={sandbox.inspect.glAccounts(bakery.id)}
        onSelectAccount={() => {}}
      />
    ),
    shown: (root) => waitFor(() => expect(root.querySelector('section.bk-statement')).toHaveAttribute('data-figures', 'final')),
  },
  {
    name: 'CategorizationRules',
    element: () => {
      localStorage.setItem(rulesKey, JSON.stringify({ value: { format: 'bookkit.rules', formatVersion: 1, rules: RULES }, version: '1' }))
      return <CategorizationRules />
    },
    shown: (root) => within(root).findByRole('list', { name: 'Rules, in the order they are checked' }),
  },
  {
    name: 'MonthEndClose',
    element: () => <MonthEndClose month="2026-05" accounts={sandbox.inspect.glAccounts(bakery.id)} />,
    // Every item known, nothing read any more: seven, a month never signed off has no change to tell.
    shown: (root) =>
      waitFor(() => {
        expect(root.querySelectorAll('[data-item]')).toHaveLength(7)
        expect(root.querySelector('[data-item][data-state="unknown"], [aria-busy="true"]')).toBeNull()
      }),
  },
]

/** Container width under which a statement shows one column at a time, its comparison folded under each figure. */
const STATEMENT_NARROW_BELOW = 600

/** Whether `inner` lies inside `outer` (half a pixel of rounding allowed) and is drawn at all. */
function insideAndDrawn(inner: DOMRect, outer: DOMRect): boolean {
  return inner.width > 1 && inner.height > 1 && inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5
}

describe.each(CASES)('$name in a narrow container', ({ name, element, shown }) => {
  it(
    `fits ${WIDTHS.join(', ')} px, the container narrowed and widened under it: no sideways scroll, amounts on screen, axe clean`,
    { timeout: 120_000 },
    async () => {
      const ui = await element()
      render(
        <div data-testid="host" className="narrow-host">
          {ui}
        </div>,
        { wrapper: Provider },
      )
      const host = screen.getByTestId('host')
      host.style.width = `${WIDTHS[0]}px`
      const root = host.querySelector<HTMLElement>('.bk-root') as HTMLElement
      await shown(root)

      /** What the component shows at `width`, laid out. */
      const expectFits = (width: number) => {
        const box = host.getBoundingClientRect()
        expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(width + 0.5)
        expect(root.scrollWidth, `${name} root scrolls sideways at ${width}px`).toBeLessThanOrEqual(root.clientWidth)
        for (const region of root.querySelectorAll<HTMLElement>('.bk-grid-region')) {
          expect(region.scrollWidth, `${name} grid scrolls sideways at ${width}px`).toBeLessThanOrEqual(region.clientWidth)
        }
        // A statement wider than its container scrolls inside its own region; narrow, it shows one column and needs none.
        for (const region of width < STATEMENT_NARROW_BELOW ? root.querySelectorAll<HTMLElement>('.bk-statement__scroll') : []) {
          expect(region.scrollWidth, `${name} table scrolls sideways at ${width}px`).toBeLessThanOrEqual(region.clientWidth)
        }

        const selectors = AMOUNTS[name]
        if (selectors) {
          const region = root.querySelector('.bk-grid-region') as HTMLElement
          const area = region.getBoundingClientRect()
          // Rows rendered inside the region's viewport (the overscan ones above and below are out of sight by design).
          const rows = [...region.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]')].filter((row) => {
            const rect = row.getBoundingClientRect()
            return rect.top >= area.top && rect.bottom <= area.bottom
          })
          expect(rows.length).toBeGreaterThan(2)
          for (const row of rows) {
            const cells = selectors.flatMap((selector) => [...row.querySelectorAll<HTMLElement>(selector)])
            expect(cells.length, `row ${row.getAttribute('aria-rowindex')} has its amounts`).toBeGreaterThanOrEqual(2)
            for (const cell of cells) {
              const content = (cell.querySelector('.bk-money, .bk-badge') ?? cell) as HTMLElement
              expect(
                insideAndDrawn(content.getBoundingClientRect(), box),
                `${cell.dataset.column} of row ${row.getAttribute('aria-rowindex')} at ${width}px`,
              ).toBe(true)
              // Not cut short by an ellipsis either.
              expect(content.scrollWidth).toBeLessThanOrEqual(Math.ceil(content.getBoundingClientRect().width) + 1)
            }
          }
          // Every body row has the one height of its layout: the virtualizer never measures rows.
          const heights = new Set(rows.map((row) => Math.round(row.getBoundingClientRect().height)))
          expect(heights.size).toBe(1)
        }
        const stacked = width < (STACKED_BELOW[name] ?? 600)
        const firstRow = root.querySelector<HTMLElement>('.bk-grid__body [role="row"]')
        if (firstRow) expect(getComputedStyle(firstRow).display).toBe(stacked ? 'grid' : 'flex')
        if (name === 'BankTransactionList') {
          // Stacked, the filters beyond the search fold behind one toggle; wide, they sit in the bar.
          const toggle = root.querySelector('.bk-transaction-filters button[aria-controls]') as HTMLElement
          expect(toggle.textContent).toMatch(/^Filters/)
          expect(toggle.checkVisibility()).toBe(stacked)
          expect(within(root).queryByRole('combobox', { name: 'Money' }) === null).toBe(stacked)
        }
        if (name === 'GeneralLedger') {
          // Stacked, the side is said in words beside the amount (no header sits above it).
          const side = firstRow?.querySelector('[data-column="debit"]:not(:empty), [data-column="credit"]:not(:empty)') as HTMLElement
          if (stacked) expect(side.innerText.replace(/\s+/g, ' ')).toMatch(/^(Debit|Credit)\s*\$/)
          else expect(side.innerText).toMatch(/^\$/)
          // Stacked, the filters beyond the search fold behind one toggle.
          const toggle = root.querySelector('button[aria-controls]') as HTMLElement
          expect(toggle.textContent).toMatch(/^Filters/)
          expect(toggle.checkVisibility()).toBe(stacked)
          expect(within(root).queryByRole('combobox', { name: 'Accounting method' }) === null).toBe(stacked)
        }
      }
      for (const width of WIDTHS) {
        host.style.width = `${width}px`
        // Laid out anew at this width: what the component measures (its rows, its chart) follows a frame or a render later.
        await waitFor(() => expectFits(width))
        const results = await axe.run(root, { resultTypes: ['violations'] })
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
          `axe at ${width}px`,
        ).toEqual([])
      }
    },
  )
})

interface FoldCase {
  name: string
  element: () => ReactElement
  /** A filter beyond the search, by its accessible name. */
  filter: string
  /** Container widths at which the filters fold behind the toggle, and at which they sit in the bar. */
  folded: number[]
  inline: number[]
}

const FOLDS: FoldCase[] = [
  {
    name: 'GeneralLedger',
    element: () => <GeneralLedger glAccountId={bakery.glAccounts.checking} />,
    filter: 'Accounting method',
    folded: [320, 599],
    inline: [600, 1280],
  },
  {
    name: 'BankTransactionList',
    element: () => <BankTransactionList options={editorOptions} editor="dialog" />,
    filter: 'Money',
    folded: [480, 899],
    inline: [900, 1280],
  },
]

/** Renders `ui` in a container `width` wide; resolves with the parts of its filter bar once it shows. */
async function renderFilterBar(ui: ReactElement, width: number) {
  render(<div data-testid="host">{ui}</div>, { wrapper: Provider })
  const host = screen.getByTestId('host')
  host.style.width = `${width}px`
  const root = host.querySelector('.bk-root') as HTMLElement
  // Found by its markup: off screen (display: none), the toggle has no role to find it by.
  const toggle = await waitFor(() => {
    const found = root.querySelector<HTMLElement>('.bk-filter-bar__toggle')
    if (!found) throw new Error('the filter bar has not rendered yet')
    return found
  })
  expect(toggle.textContent).toMatch(/^Filters/)
  return {
    root,
    toggle,
    bar: toggle.closest('.bk-filter-bar') as HTMLElement,
    more: root.querySelector('.bk-filter-bar__more') as HTMLElement,
  }
}

describe.each(FOLDS)('$name: the filters beyond the search', ({ element, filter, folded, inline }) => {
  it(
    `fold behind the toggle at ${folded.join(' and ')} px and open as a column across the bar; sit in the bar at ${inline.join(' and ')} px, with no toggle on screen`,
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup()
      const { root, toggle, bar, more } = await renderFilterBar(element(), folded[0]!)
      const host = screen.getByTestId('host')
      for (const width of folded) {
        host.style.width = `${width}px`
        await waitFor(() => expect(toggle.checkVisibility(), `the toggle at ${width}px`).toBe(true))
        expect(toggle).toHaveAttribute('aria-expanded', 'false')
        expect(within(root).queryByRole('combobox', { name: filter })).toBeNull()

        await user.click(toggle)
        expect(toggle).toHaveAttribute('aria-expanded', 'true')
        expect(within(root).getByRole('combobox', { name: filter }).checkVisibility()).toBe(true)
        expect(getComputedStyle(more).display).toBe('flex')
        expect(getComputedStyle(more).flexDirection).toBe('column')
        // A line of its own across the bar, below the search and the toggle.
        expect(more.getBoundingClientRect().width, `the filters' line at ${width}px`).toBeCloseTo(bar.getBoundingClientRect().width, 0)
        expect(more.getBoundingClientRect().top).toBeGreaterThanOrEqual(toggle.getBoundingClientRect().bottom)

        await user.click(toggle)
        await waitFor(() => expect(within(root).queryByRole('combobox', { name: filter })).toBeNull())
      }
      for (const width of inline) {
        host.style.width = `${width}px`
        await waitFor(() => expect(toggle.checkVisibility(), `the toggle at ${width}px`).toBe(false))
        expect(getComputedStyle(more).display).toBe('contents')
        expect(within(root).getByRole('combobox', { name: filter }).checkVisibility()).toBe(true)
      }
    },
  )
})
