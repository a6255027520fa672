// The hook-level reliability tests' fixtures: a provider around `renderHook`, save items with a
// recognisable apiSourceId, and how many records the sandbox holds for one.
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { FetchToken } from '../../src/api'
import type { BankTransactionInput, ManualJournalEntryInput } from '../../src/api/types'
import { BookkeepingProvider } from '../../src/react'
import { SANDBOX, type Sandbox } from '../../src/sandbox'
import { TEST_BASE_URL } from '../support/sandbox'

export const bakery = SANDBOX.companies.bakery

export const BANK_TRANSACTIONS = '/v6/banks/transactions'
export const JOURNAL_ENTRIES = '/v6/accounting/manualJournalEntries'
export const SETTINGS = '/v6/notifications/settings'
export const INVOICES = '/v6/invoicing/invoices/query'

/** `renderHook` inside a provider on the test origin with `fetchToken`. */
export function renderWithProvider<Result>(hook: () => Result, fetchToken: FetchToken) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken}>
      {children}
    </BookkeepingProvider>
  )
  return renderHook(hook, { wrapper })
}

/** A new bakery expense, dated in the open period. */
export function expense(apiSourceId: string): BankTransactionInput {
  return {
    date: '2026-06-15',
    amount: -2500,
    type: 'EXPENSE',
    bankAccountId: bakery.bankAccounts.checking,
    categoryId: bakery.categories.ingredients,
    description: `Rye flour ${apiSourceId}`,
    apiName: 'BOOKKIT_RELIABILITY',
    apiSourceId,
  }
}

/** A new balanced journal entry, dated in the open period. */
export function journalEntry(apiSourceId: string): ManualJournalEntryInput {
  return {
    date: '2026-06-20',
    description: `Reclass ${apiSourceId}`,
    apiName: 'BOOKKIT_RELIABILITY',
    apiSourceId,
    children: [
      { glAccountId: bakery.glAccounts.rent, drAmount: 7000, crAmount: 0 },
      { glAccountId: bakery.glAccounts.utilities, drAmount: 0, crAmount: 7000 },
    ],
  }
}

/** How many stored records carry `apiSourceId` (bank transactions and journal entries). */
export function storedCount(sandbox: Sandbox, apiSourceId: string): number {
  const { inspect } = sandbox
  return [...inspect.bankTransactions(bakery.id), ...inspect.journalEntries(bakery.id)].filter(
    (record) => record.apiSourceId === apiSourceId,
  ).length
}
