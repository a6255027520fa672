/// <reference types="vite/client" />
// Names written right to left in the chores (the queue, its rules, the editors, the import and the
// reconciliation), in Chromium with every stylesheet a partner loads: the service puts a
// right-to-left override before every name and description it answers
// (stories/support/hostileNames), and each sentence of bookkit's that holds one keeps its own
// words in order: a name may reverse itself, never an amount, a date or a word after it.
import { render, screen, waitFor } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { userEvent } from 'vitest/browser'
import type { BankTransaction, TokenResponse } from '../../src/api/types'
import { BankTransactionEditor, BankTransactionList } from '../../src/components'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { answerOverriddenNames, overridden, sentNames } from '../../stories/support/hostileNames'
import { useBrowserWorker } from '../support/browserWorker'
import { unisolatedNames } from '../support/isolatedNames'
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
    volume: { invoicesPerCompany: 10, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 },
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

/** The host's choices, named as a host with such names would name them. */
const hostOptions = {
  bankAccounts: [{ id: bakery.bankAccounts.checking, name: overridden('Checking') }],
  categories: [
    { id: bakery.categories.ingredients, name: overridden('Ingredients') },
    { id: bakery.categories.rent, name: overridden('Rent') },
  ],
}
for (const option of [...hostOptions.bankAccounts, ...hostOptions.categories]) sentNames.add(option.name)

const answeredTransaction = async (): Promise<BankTransaction> => {
  const response = await fetch(`${BASE_URL}/v5/banks/transactions?limit=50`, {
    headers: { authorization: `Bearer ${(await fetchToken()).access_token}` },
  })
  const { data } = (await response.json()) as { data: BankTransaction[] }
  return data.find(
    (transaction) => transaction.date > sandbox.inspect.closing(bakery.id).date && (transaction.children ?? []).length === 0,
  )!
}

/** Shows `element`, waits until it has shown its data, and returns its root. */
async function shown(element: ReactElement): Promise<HTMLElement> {
  render(<div data-testid="host">{element}</div>, { wrapper: Provider })
  const root = screen.getByTestId('host')
  await waitFor(() => expect(root.textContent).toContain('\u202E'), { timeout: 20_000 })
  await waitFor(() => expect(root.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 20_000 })
  return root
}

const expectIsolated = (what: string) => expect(unisolatedNames(document.body, sentNames), what).toEqual([])

describe('BankTransactionList', () => {
  it('shows every name isolated from its own words', async () => {
    await shown(<BankTransactionList options={hostOptions} />)
    expectIsolated('the queue')
  })
})

describe('BankTransactionEditor', () => {
  it('isolates the name in its facts and in the delete confirmation', async () => {
    await shown(<BankTransactionEditor transaction={await answeredTransaction()} options={hostOptions} />)
    expectIsolated('the editor')
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await screen.findByRole('dialog', { name: 'Delete this bank transaction?' })
    expectIsolated('the delete confirmation')
  })
})
