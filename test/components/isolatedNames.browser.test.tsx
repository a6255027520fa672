/// <reference types="vite/client" />
// Names written right to left, in Chromium with every stylesheet a partner loads: the service puts
// a right-to-left override before every name and description it answers
// (stories/support/hostileNames), and each component shows every such name isolated from its own
// words, as the browser draws them: a name may reverse itself, never an amount, a date or a word
// of bookkit's after it. In markup a name is its own run (`<bdi>`, a cell of its own); in a label,
// a title or an announcement it sits between first-strong isolate marks.
import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import type { ReactElement, ReactNode } from 'react'
import type { Invoice, TokenResponse } from '../../src/api/types'
import {
  AccountBalanceChart,
  BalanceSheet,
  BooksOverview,
  GeneralLedger,
  InvoiceDetail,
  InvoiceList,
  ProfitAndLoss,
  ReceivablesAging,
  SpendingByCategory,
  TrialBalance,
  CashFlowStatement,
  MonthEndClose,
} from '../../src/components'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { answerOverriddenNames, overridden } from '../../stories/support/hostileNames'
import { useBrowserWorker } from '../support/browserWorker'
import { expectIsolated, shownWithNames } from '../support/isolatedNames'
import { useViewerToday } from '../support/viewerToday'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const AS_OF = '2026-06-30'
const bakery = SANDBOX.companies.bakery
const worker = useBrowserWorker()
let sandbox: Sandbox

beforeAll(() => {
  sandbox = createSandbox({
    seed: 1,
    today: AS_OF,
    volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 },
  })
  answerOverriddenNames(sandbox)
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

async function answered<T>(path: string, init?: RequestInit): Promise<T[]> {
  const response = await fetch(`${BASE_URL}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${(await fetchToken()).access_token}`, 'content-type': 'application/json' },
  })
  return ((await response.json()) as { data: T[] }).data
}
const answeredInvoice = async () =>
  (await answered<Invoice>('/v6/invoicing/invoices/query', { method: 'POST', body: JSON.stringify({ limit: 250 }) })).find(
    (invoice) => (invoice.lineItems?.length ?? 0) > 1 && (invoice.payments?.length ?? 0) > 0,
  )!

const shown = (element: ReactElement) => shownWithNames(element, Provider)

describe.each([
  ['InvoiceList', () => <InvoiceList />],
  ['InvoiceDetail', async () => <InvoiceDetail invoice={await answeredInvoice()} />],
  ['GeneralLedger', () => <GeneralLedger glAccountId={bakery.glAccounts.rent} chart />],
  ['ReceivablesAging', () => <ReceivablesAging asOf={AS_OF} onSelectCustomer={() => {}} />],
  ['SpendingByCategory', () => <SpendingByCategory period="2026-06" onSelectCategory={() => {}} />],
  [
    'AccountBalanceChart',
    () => (
      <AccountBalanceChart
        glAccountId={bakery.glAccounts.checking}
        glAccount={{ name: overridden('Business Checking') }}
        from="2026-01-01"
        to={AS_OF}
      />
    ),
  ],
  ['BooksOverview', () => <BooksOverview asOf={AS_OF} onSelectCustomer={() => {}} />],
  ['ProfitAndLoss', () => <ProfitAndLoss period="2026-Q2" compareTo="previousPeriod" onSelectAccount={() => {}} />],
  ['BalanceSheet', () => <BalanceSheet asOf={AS_OF} onSelectAccount={() => {}} />],
  ['TrialBalance', () => <TrialBalance asOf={AS_OF} onSelectAccount={() => {}} />],
  ['CashFlowStatement', () => <CashFlowStatement from="2026-04-01" to={AS_OF} compare="previousPeriod" onSelectAccount={() => {}} />],
  ['MonthEndClose', () => <MonthEndClose month="2026-05" />],
] as Array<[string, () => ReactElement | Promise<ReactElement>]>)('%s', (name, element) => {
  it('shows every name isolated from its own words', async () => {
    await shown(await element())
    expectIsolated(name)
  })
})

describe('InvoiceList’s detail', () => {
  it('isolates the invoice’s number in the dialog’s name and title', async () => {
    const root = await shown(<InvoiceList />)
    const row = root.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]')[1]!
    await userEvent.click(row)
    const dialog = await screen.findByRole('dialog', { name: /^Invoice / })
    await within(dialog).findByRole('heading', { name: 'Totals' })
    expectIsolated('the invoice’s detail')
  })
})
