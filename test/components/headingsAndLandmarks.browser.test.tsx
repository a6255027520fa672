/// <reference types="vite/client" />
// Headings and landmarks as a host's whole page has them, in Chromium, axe run over the document
// (not one component's root: the rules at stake compare one component with what is around it).
// Each chart, and the profit and loss, under the host's <h1> with `headingLevel={2}` is an h2 and
// the page's outline has no gap; without the prop its title is an h2 as well. A bookkeeper's page
// with two clients' <BooksOverview> (two providers, each overview named by the host with its
// company's name), and a page with the overview beside a standalone <ReceivablesAging>: every
// landmark has a name of its own, and axe finds nothing. Each test waits for every figure, so the
// customers list each aging shows (a group under its heading, not a landmark) is there when
// axe runs.
import { render, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { useBrowserWorker } from '../support/browserWorker'
import { useHostDocument } from '../support/hostDocument'
import type { ReactElement, ReactNode } from 'react'
import { page } from 'vitest/browser'
import { AccountBalanceChart } from '../../src/components/AccountBalanceChart'
import { BooksOverview } from '../../src/components/BooksOverview'
import { CashFlowChart } from '../../src/components/CashFlowChart'
import { ProfitAndLoss } from '../../src/components/ProfitAndLoss'
import { BalanceSheet } from '../../src/components/BalanceSheet'
import { TrialBalance } from '../../src/components/TrialBalance'
import { CashFlowStatement } from '../../src/components/CashFlowStatement'
import { MonthEndClose } from '../../src/components/MonthEndClose'
import { ReceivablesAging } from '../../src/components/ReceivablesAging'
import { SpendingByCategory } from '../../src/components/SpendingByCategory'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers } from '../../src/sandbox'
import { useViewerToday } from '../support/viewerToday'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const AS_OF = '2026-06-30'
const { bakery, bikeShop } = SANDBOX.companies
const CUSTOMERS = 'Who owes you the most'

// Nothing here writes: one sandbox for the file. 160 invoices give both companies customers who owe.
const sandbox = createSandbox({
  seed: 1,
  today: AS_OF,
  volume: { invoicesPerCompany: 160, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 },
})
useBrowserWorker(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))

beforeAll(() => page.viewport(1280, 900))
useHostDocument()

vi.setConfig({ testTimeout: 30_000 })
useViewerToday(AS_OF)

/** The host's provider, signed in as `userId` (one company's owner). */
function Books({ userId, children }: { userId: string; children: ReactNode }) {
  return (
    <BookkeepingProvider baseUrl={BASE_URL} fetchToken={async () => sandbox.issueToken({ userId })}>
      {children}
    </BookkeepingProvider>
  )
}

/** The host's page: its own h1, then what it shows, in its main landmark. */
const renderPage = (title: string, content: ReactNode) =>
  render(
    <main>
      <h1>{title}</h1>
      {content}
    </main>,
  )

/** Every violation of the whole document, with how many nodes and which. */
async function documentViolations(): Promise<string[]> {
  const results = await axe.run(document, { resultTypes: ['violations'] })
  return results.violations.map(
    (violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/** Waits until every chart on the page has its figures (its summary) and nothing on the page is busy. */
async function allFigures(charts: number) {
  await waitFor(() => {
    const figures = document.querySelectorAll('figure.bk-chart')
    expect(figures).toHaveLength(charts)
    for (const figure of figures) expect(figure.querySelector('.bk-chart__summary'), figure.textContent ?? '').not.toBeNull()
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
    expect(document.querySelector('[data-state="loading"]')).toBeNull()
  })
}

const headingLevel = (element: HTMLElement) => Number(element.tagName.slice(1))

interface ChartCase {
  name: string
  title: string
  chart: (props: { headingLevel?: 2 }) => ReactElement
  /** Resolves once it shows every figure (default: its chart's). */
  shown?: () => Promise<unknown>
  /** Its own headings below its title, each with its level. */
  inside?: Array<[string, number]>
}

/** Waits until the profit and loss has every figure and nothing on the page is busy. */
const statementFinal = () =>
  waitFor(() => {
    expect(document.querySelector('section.bk-statement')).toHaveAttribute('data-figures', 'final')
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
  })

const CHARTS: ChartCase[] = [
  { name: 'CashFlowChart', title: 'Money in and out', chart: (props) => <CashFlowChart endMonth="2026-06" {...props} /> },
  { name: 'SpendingByCategory', title: 'Spending by category', chart: (props) => <SpendingByCategory period="2026-06" {...props} /> },
  {
    name: 'AccountBalanceChart',
    title: 'Balance over time',
    chart: (props) => (
      <AccountBalanceChart
        glAccountId={bakery.glAccounts.checking}
        glAccount={{ name: 'Business Checking' }}
        from="2025-07-01"
        to="2026-06-30"
        {...props}
      />
    ),
  },
  {
    name: 'ReceivablesAging',
    title: 'Who owes you',
    chart: (props) => <ReceivablesAging asOf={AS_OF} {...props} />,
    inside: [[CUSTOMERS, 3]],
  },
  {
    name: 'ProfitAndLoss',
    title: 'Profit and loss',
    // The host's chart of accounts, as a host passes it.
    chart: (props) => (
      <ProfitAndLoss period="2026-Q2" accounts={sandbox.inspect.glAccounts(bakery.id)} onSelectAccount={() => {}} {...props} />
    ),
    shown: statementFinal,
  },
  {
    name: 'BalanceSheet',
    title: 'Balance sheet',
    chart: (props) => (
      <BalanceSheet asOf="2026-06-30" accounts={sandbox.inspect.glAccounts(bakery.id)} onSelectAccount={() => {}} {...props} />
    ),
    shown: statementFinal,
  },
  {
    name: 'TrialBalance',
    title: 'Trial balance',
    chart: (props) => (
      <TrialBalance asOf="2026-06-30" accounts={sandbox.inspect.glAccounts(bakery.id)} onSelectAccount={() => {}} {...props} />
    ),
    shown: statementFinal,
  },
  {
    name: 'CashFlowStatement',
    title: 'Statement of cash flows',
    chart: (props) => (
      <CashFlowStatement
        from="2026-01-01"
        to="2026-06-30"
        accounts={sandbox.inspect.glAccounts(bakery.id)}
        onSelectAccount={() => {}}
        {...props}
      />
    ),
    shown: statementFinal,
  },
  {
    name: 'MonthEndClose',
    title: 'Closing May 2026',
    chart: (props) => <MonthEndClose month="2026-05" accounts={sandbox.inspect.glAccounts(bakery.id)} {...props} />,
    // Every item known, nothing read any more: seven, a month never signed off has no change to tell.
    shown: () =>
      waitFor(() => {
        expect(document.querySelectorAll('[data-item]')).toHaveLength(7)
        expect(document.querySelector('[data-item][data-state="unknown"], [aria-busy="true"]')).toBeNull()
      }),
    // Each item's title one level below the month's.
    inside: [
      ['Bank transactions reviewed', 3],
      ['Questions waiting for the owner', 3],
      ['Bank accounts reconciled', 3],
      ['Deposits matched and transfers paired', 3],
      ['Nothing left in uncategorized or suspense accounts', 3],
      ['Receivables agree with open invoices', 3],
      ['The trial balance and the balance sheet balance', 3],
    ],
  },
]

describe.each(CHARTS)('$name under the host’s h1', ({ title, chart, shown = () => allFigures(1), inside = [] }) => {
  it('is an h2 with headingLevel={2} and without the prop, its own headings one level below, and axe finds nothing on the whole page (heading-order included)', async () => {
    const { rerender } = renderPage('Maple Crumb Bakery', <Books userId={SANDBOX.users.bakeryOwner}>{chart({ headingLevel: 2 })}</Books>)
    await shown()
    expect(screen.getByRole('heading', { name: title, level: 2 })).toBeInTheDocument()
    expect(await documentViolations()).toEqual([])

    // The same page, the host passing no level: the same outline.
    rerender(
      <main>
        <h1>Maple Crumb Bakery</h1>
        <Books userId={SANDBOX.users.bakeryOwner}>{chart({})}</Books>
      </main>,
    )
    await shown()
    const levels = screen.getAllByRole('heading').map((heading) => [heading.textContent, headingLevel(heading)])
    expect(levels).toEqual([['Maple Crumb Bakery', 1], [title, 2], ...inside])
    expect(await documentViolations()).toEqual([])
  })
})

describe('two overviews on one page (a bookkeeper’s two clients)', () => {
  it('names each by the host’s aria-label, makes no landmark of their parts, and axe finds nothing', async () => {
    renderPage(
      'Your clients',
      <>
        <Books userId={SANDBOX.users.bakeryOwner}>
          <BooksOverview asOf={AS_OF} aria-label={bakery.name} />
        </Books>
        <Books userId={SANDBOX.users.bikeShopOwner}>
          <BooksOverview asOf={AS_OF} aria-label={bikeShop.name} />
        </Books>
      </>,
    )
    await allFigures(6)
    // Both have their customers list: a group, not a landmark, so two overviews add no two landmarks of one name.
    await waitFor(() => expect(screen.getAllByRole('heading', { name: CUSTOMERS })).toHaveLength(2))

    // The landmarks a user moves between: the host's main, and one region per client, by its name.
    const regions = screen.getAllByRole('region')
    expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual([bakery.name, bikeShop.name])
    // Each overview's tiles are groups inside it, named by their titles.
    for (const region of regions) {
      expect(within(region).getAllByRole('group', { name: /^(To review|Money in and out, June 2026|Owed to you)$/ })).toHaveLength(3)
      expect(within(region).getByRole('heading', { name: 'Your books at a glance', level: 2 })).toBeInTheDocument()
    }
    expect(await documentViolations()).toEqual([])
  })
})

describe('the overview beside a standalone ReceivablesAging', () => {
  it('has one landmark of its own, the aging none, and axe finds nothing', async () => {
    renderPage(
      'Maple Crumb Bakery',
      <Books userId={SANDBOX.users.bakeryOwner}>
        <BooksOverview asOf={AS_OF} />
        <ReceivablesAging asOf={AS_OF} />
      </Books>,
    )
    await allFigures(4)
    await waitFor(() => expect(screen.getAllByRole('heading', { name: CUSTOMERS })).toHaveLength(2))

    expect(screen.getAllByRole('region').map((region) => region.querySelector('h2')?.textContent)).toEqual(['Your books at a glance'])
    // The overview's parts one level below its title; the standalone aging at the overview's own level.
    const [inOverview, standalone] = screen.getAllByRole('heading', { name: 'Who owes you' })
    expect([headingLevel(inOverview!), headingLevel(standalone!)]).toEqual([3, 2])
    expect(await documentViolations()).toEqual([])
  })
})
