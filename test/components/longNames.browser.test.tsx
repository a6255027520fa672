/// <reference types="vite/client" />
// Hostile names, in Chromium at 390 px wide with every stylesheet a partner loads: the service
// answers every name and description 10,000 characters long (stories/support/longNames), and each
// list, chart, statement and detail still shows one row per record no taller than a few lines,
// the page never scrolls sideways, and the whole name is still there, for assistive technology
// (the row's accessible name or its text) and on demand (a `title` in the row). Summaries quote a
// long name by its start, so they stay a sentence. The editor's picker does the same with a
// host's search that answers a long name.
import { render, screen, waitFor, within } from '@testing-library/react'
import { useBrowserWorker } from '../support/browserWorker'
import type { ReactElement, ReactNode } from 'react'
import { page, userEvent } from 'vitest/browser'
import type { BankTransaction, Invoice, TokenResponse } from '../../src/api/types'
import {
  AccountBalanceChart,
  BankTransactionEditor,
  BankTransactionList,
  BooksOverview,
  GeneralLedger,
  InvoiceDetail,
  InvoiceList,
  ProfitAndLoss,
  ReceivablesAging,
  SpendingByCategory,
  BalanceSheet,
  TrialBalance,
  CashFlowStatement,
  MonthEndClose,
} from '../../src/components'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { searchIn } from '../../stories/support/hostOptions'
import { answerLongNames, longName } from '../../stories/support/longNames'
import { editorOptions } from '../reliability/components'
import { useViewerToday } from '../support/viewerToday'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const AS_OF = '2026-06-30'
const bakery = SANDBOX.companies.bakery
/**
 * A row of a phone's width holds a name on two lines and its figures (the queue's, a line of
 * suggestions and one of its picker too); 10,000 characters must not make it taller.
 */
const TALLEST_ROW = 136
/** A whole long name (what is left of the run after its own words); a name cut short keeps far fewer. */
const WHOLE = /W{9000}/
const worker = useBrowserWorker()
let sandbox: Sandbox

beforeAll(async () => {
  await page.viewport(390, 900)
  // Nothing here writes: one sandbox for the file.
  sandbox = createSandbox({
    seed: 1,
    today: AS_OF,
    // Below the volume that adds the card and the transfers waiting to be paired: June spending is all categorized.
    volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 99, extraGlLinesPerCompany: 0 },
  })
  answerLongNames(sandbox)
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
})
useViewerToday(AS_OF)
vi.setConfig({ testTimeout: 60_000 })

const fetchToken = async (): Promise<TokenResponse> => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
function Provider({ children }: { children: ReactNode }) {
  return (
    <BookkeepingProvider baseUrl={BASE_URL} fetchToken={fetchToken}>
      {children}
    </BookkeepingProvider>
  )
}

/** An invoice with several lines and installments, as the service answers it (long names and all). */
async function answeredInvoice(): Promise<Invoice> {
  const response = await fetch(`${BASE_URL}/v6/invoicing/invoices/query`, {
    method: 'POST',
    headers: { authorization: `Bearer ${(await fetchToken()).access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 250 }),
  })
  const { data } = (await response.json()) as { data: Invoice[] }
  const found = data.find((invoice) => (invoice.lineItems?.length ?? 0) > 1 && (invoice.installments?.length ?? 0) > 1)
  if (!found) throw new Error('the seed has no invoice with lines and installments')
  return found
}

/** A bank transaction as the service lists it, its description and account name long. */
async function answeredTransaction(): Promise<BankTransaction> {
  const response = await fetch(`${BASE_URL}/v5/banks/transactions?limit=20`, {
    headers: { authorization: `Bearer ${(await fetchToken()).access_token}` },
  })
  const { data } = (await response.json()) as { data: BankTransaction[] }
  const found = data.find(
    (transaction) => transaction.date > sandbox.inspect.closing(bakery.id).date && (transaction.children ?? []).length === 0,
  )
  if (!found) throw new Error('the seed has no open bank transaction')
  return found
}

interface Case {
  name: string
  element: () => ReactElement | Promise<ReactElement>
  /** What a user reads as one record's row: its name and its figures. */
  rows?: string
  /** Other parts that show a name and must stay a few lines tall (a title, a summary). */
  parts?: string
  /** How the chart's summary quotes a long name: by its start. */
  summary?: RegExp
  /** A chart's figures are also shown as a table. */
  tables?: number
}

const rowsIn = (root: HTMLElement, selector: string) =>
  [...root.querySelectorAll<HTMLElement>(selector)].filter((row) => row.checkVisibility())

const CASES: Case[] = [
  {
    name: 'ReceivablesAging',
    element: () => <ReceivablesAging asOf={AS_OF} onSelectCustomer={() => {}} />,
    rows: '.bk-chart__point, .bk-aging__customer',
    tables: 2,
  },
  {
    name: 'SpendingByCategory',
    element: () => <SpendingByCategory period="2026-06" onSelectCategory={() => {}} />,
    rows: '.bk-chart__point',
    parts: '.bk-chart__summary',
    summary: /; the largest is \S+ W{20,40}… at \$[\d,.]+ \(\d+%\)\.$/,
    tables: 1,
  },
  {
    name: 'AccountBalanceChart',
    // The host names the account as the service does.
    element: () => (
      <AccountBalanceChart
        glAccountId={bakery.glAccounts.checking}
        glAccount={{ name: longName('Business Checking') }}
        from="2025-07-01"
        to={AS_OF}
      />
    ),
    parts: '.bk-chart__summary',
    summary: /^Balance of Business Checking W{20,40}…, Jul 1, 2025 to Jun 30, 2026: from /,
  },
  {
    name: 'BooksOverview',
    element: () => <BooksOverview asOf={AS_OF} onSelectCustomer={() => {}} />,
    rows: '.bk-chart__point, .bk-aging__customer',
    parts: '.bk-chart__summary',
  },
  { name: 'InvoiceList', element: () => <InvoiceList />, rows: '.bk-grid__body [role="row"]' },
  // A narrow detail shows each line as a card of its cells: one cell is one name and its label.
  {
    name: 'InvoiceDetail',
    element: async () => <InvoiceDetail invoice={await answeredInvoice()} />,
    rows: '.bk-invoice-detail__table td, .bk-invoice-detail__customer',
  },
  {
    name: 'GeneralLedger',
    element: () => <GeneralLedger glAccountId={bakery.glAccounts.rent} chart />,
    rows: '.bk-grid__body [role="row"]',
    parts: '.bk-general-ledger__title, .bk-chart__summary',
  },
  {
    name: 'BankTransactionList',
    element: () => <BankTransactionList options={editorOptions} editor="dialog" />,
    rows: '.bk-grid__body [role="row"]',
  },
  // What the bank reported, as the editor's facts: the description and the account as the service names them.
  {
    name: 'BankTransactionEditor',
    element: async () => <BankTransactionEditor transaction={await answeredTransaction()} options={editorOptions} />,
    rows: '.bk-bank-line__facts > div',
  },
  // Without the host's chart, the accounts are named as the records the service answers name them.
  {
    name: 'ProfitAndLoss',
    element: () => <ProfitAndLoss period="2026-Q2" columns="month" compareTo="previousPeriod" onSelectAccount={() => {}} />,
    rows: '.bk-statement__table tbody tr[data-status]',
  },
  {
    name: 'BalanceSheet',
    element: () => <BalanceSheet asOf="2026-06-30" compareTo="previousMonthEnd" onSelectAccount={() => {}} />,
    rows: '.bk-statement__table tbody tr[data-status]',
  },
  {
    name: 'TrialBalance',
    element: () => <TrialBalance asOf="2026-06-30" onSelectAccount={() => {}} />,
    rows: '.bk-statement__table tbody tr[data-status]',
  },
  {
    name: 'CashFlowStatement',
    element: () => <CashFlowStatement from="2026-01-01" to="2026-06-30" onSelectAccount={() => {}} />,
    rows: '.bk-statement__table tbody tr[data-status]',
  },
  // Each bank account not reconciled through the month's end is a line of the checklist, with its button.
  {
    name: 'MonthEndClose',
    element: () => <MonthEndClose month="2026-05" />,
    rows: '.bk-close__details li',
  },
]

/** The text a screen reader gets from `row`: its own label, else its text outside what is hidden from it. */
function readText(row: HTMLElement): string {
  const label = row.getAttribute('aria-label')
  if (label) return label
  const copy = row.cloneNode(true) as HTMLElement
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return copy.textContent ?? ''
}
const titles = (row: HTMLElement) => [row, ...row.querySelectorAll<HTMLElement>('[title]')].map((element) => element.title)

/** Nothing scrolls sideways: the page, the component's root, a grid's region. */
function expectNoSidewaysScroll(root: HTMLElement, label: string) {
  const { documentElement } = document
  expect(documentElement.scrollWidth, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(documentElement.clientWidth)
  for (const element of [
    root,
    ...root.querySelectorAll<HTMLElement>('.bk-grid-region, .bk-chart__plot, .bk-chart__table-wrap, .bk-statement__scroll'),
  ]) {
    expect(element.scrollWidth, `${label}: ${element.className} scrolls sideways`).toBeLessThanOrEqual(element.clientWidth)
  }
}

/** Every row that shows a long name is a few lines tall, and holds the whole name for assistive technology and in a title. */
function expectRowsHoldNames(root: HTMLElement, { rows, parts }: Pick<Case, 'rows' | 'parts'>, label: string) {
  const named = rows ? rowsIn(root, rows).filter((row) => row.textContent?.includes('WWWWWWWWWW')) : []
  if (rows) expect(named.length, `${label}: rows showing a long name`).toBeGreaterThan(0)
  for (const row of named) {
    const what = `${label}: ${row.className || row.tagName} "${row.textContent?.slice(0, 40)}…"`
    expect(row.getBoundingClientRect().height, `${what} is too tall`).toBeLessThan(TALLEST_ROW)
    expect(readText(row), `${what}: its whole name for assistive technology`).toMatch(WHOLE)
    expect(
      titles(row).some((title) => WHOLE.test(title)),
      `${what}: its whole name on demand (a title)`,
    ).toBe(true)
    // A long name pushes no control of the row (a category picker, a button) out of its box.
    const box = row.getBoundingClientRect()
    for (const control of row.querySelectorAll<HTMLElement>('button, select, input')) {
      if (!control.checkVisibility()) continue
      const { left, right, top, bottom } = control.getBoundingClientRect()
      expect(
        left >= box.left - 0.5 && right <= box.right + 0.5 && top >= box.top - 0.5 && bottom <= box.bottom + 0.5,
        `${what}: its ${control.tagName} "${control.getAttribute('aria-label') ?? control.textContent?.slice(0, 30)}" is outside it`,
      ).toBe(true)
    }
  }
  for (const part of parts ? rowsIn(root, parts) : []) {
    expect(
      part.getBoundingClientRect().height,
      `${label}: ${part.className} "${part.textContent?.slice(0, 40)}…" is too tall`,
    ).toBeLessThan(TALLEST_ROW)
  }
}

describe.each(CASES)('$name with 10,000-character names at 390 px', ({ name, element, rows, parts, summary, tables = 0 }) => {
  it('keeps each row a few lines tall, scrolls nothing sideways, and keeps each whole name', async () => {
    render(<div data-testid="host">{await element()}</div>, { wrapper: Provider })
    const root = screen.getByTestId('host').querySelector<HTMLElement>('.bk-root')!
    // Shown once the long names are in, and nothing more is loading.
    await waitFor(() => expect(rowsIn(root, rows ?? parts!).some((row) => row.textContent?.includes('WWWWWWWWWW'))).toBe(true), {
      timeout: 20_000,
    })
    await waitFor(() => expect(root.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 20_000 })

    expectNoSidewaysScroll(root, name)
    expectRowsHoldNames(root, { rows, parts }, name)
    if (summary) expect(root.querySelector('.bk-chart__summary')?.textContent).toMatch(summary)

    if (tables > 0) {
      // The same names in "Show as table".
      for (const toggle of within(root).getAllByRole('button', { name: 'Show as table' })) await userEvent.click(toggle)
      await waitFor(() => expect(root.querySelectorAll('.bk-chart__table')).toHaveLength(tables))
      expectNoSidewaysScroll(root, `${name} as a table`)
      expectRowsHoldNames(root, { rows: '.bk-chart__table tbody tr' }, `${name} as a table`)
    }
  })
})

describe('the editor’s picker, when the host’s search answers a 10,000-character name', () => {
  it('keeps each choice a few lines tall, the list unscrolled sideways, and the whole name', async () => {
    const categories = searchIn([
      { id: bakery.categories.ingredients, name: longName('Ingredients') },
      { id: bakery.categories.rent, name: longName('Rent') },
    ])
    render(<BankTransactionEditor bankAccountId={bakery.bankAccounts.checking} options={{ ...editorOptions, categories }} />, {
      wrapper: Provider,
    })
    const picker = await screen.findByRole('combobox', { name: /^Category/ })
    await userEvent.click(picker)
    await userEvent.keyboard('W')
    const list = await screen.findByRole('listbox')
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2))
    const root = list.closest<HTMLElement>('.bk-root')!
    expectNoSidewaysScroll(root, 'the editor')
    const popup = list.closest<HTMLElement>('.bk-combobox__popup')!
    expect(popup.scrollWidth, 'the choices scroll sideways').toBeLessThanOrEqual(popup.clientWidth)
    expectRowsHoldNames(root, { rows: '[role="option"]' }, 'the category picker')
  })
})
