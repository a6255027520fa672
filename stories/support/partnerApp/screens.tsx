// The partner page's screens: which bookkit components each shows, and how a choice in one (an item
// of the close, a figure of a statement, a tile of the overview) takes the user to another.
import { useMemo } from 'react'
import type { InvoiceFilter } from '../../../src/api/types'
import type { CloseItemFilter } from '../../../src/core/close/closeItems'
import type { CloseItemId } from '../../../src/core/close/monthClose'
import {
  BankReconciliation,
  BankStatementImport,
  BankTransactionList,
  BooksOverview,
  CategorizationRules,
  InvoiceList,
  ManualJournalEntryForm,
  MonthEndClose,
  NotificationSettingsForm,
  type BankTransactionEditorOptions,
  type BankTransactionListFilter,
} from '../../../src/components'
import type { PartnerBooks } from './hostBooks'
import { PartnerStatements, type LedgerChoice } from './PartnerStatements'

/** The page's screens, in the navigation's order. */
export const PARTNER_SCREENS = [
  { id: 'overview', label: 'Overview' },
  { id: 'review', label: 'Review' },
  { id: 'import', label: 'Import' },
  { id: 'reconcile', label: 'Reconcile' },
  { id: 'statements', label: 'Statements' },
  { id: 'close', label: 'Close' },
  { id: 'invoices', label: 'Invoices' },
  { id: 'rules', label: 'Rules' },
] as const

export type PartnerScreen = (typeof PARTNER_SCREENS)[number]['id']

/** Where the user is: a screen, and what another screen handed it. */
export type PartnerPlace =
  | { screen: 'review'; filter?: BankTransactionListFilter }
  | { screen: 'reconcile'; bankAccountId?: string }
  | { screen: 'statements'; statement?: 'trialBalance'; ledger?: LedgerChoice }
  | { screen: 'invoices'; filter?: InvoiceFilter }
  | { screen: Exclude<PartnerScreen, 'review' | 'reconcile' | 'statements' | 'invoices'> }

interface ScreenProps {
  place: PartnerPlace
  books: PartnerBooks
  go: (place: PartnerPlace) => void
}

/** The pickers' choices, as the host lists them for the queue, its editor and the reconciliation's. */
function editorOptions(books: PartnerBooks): BankTransactionEditorOptions {
  return {
    bankAccounts: books.bankAccounts,
    categories: books.categories,
    vendors: books.vendors,
    customers: books.customers,
    classSegments: books.dimensionValues,
  }
}

/** The chart as a journal entry's account picker lists it: number and name. */
const accountOptions = (books: PartnerBooks) =>
  books.chart.map((account) => ({ id: account.id, name: account.name, description: account.accountNo }))

/** Where the close's item is fixed on this page: the queue, a reconciliation, a ledger or the trial balance. */
function placeOfCloseItem(item: CloseItemId, filter: CloseItemFilter): PartnerPlace {
  const { from, to, bankAccountId, glAccountId } = filter
  switch (item) {
    case 'questions':
      return { screen: 'review', filter: { from, to, view: 'waiting' } }
    case 'review':
    case 'match':
    case 'changes':
      return { screen: 'review', filter: { from, to, ...(bankAccountId && { bankAccountId }) } }
    case 'reconcile':
      return { screen: 'reconcile', bankAccountId }
    case 'suspense':
    case 'receivables':
      return glAccountId ? { screen: 'statements', ledger: { glAccountId, from, to } } : { screen: 'statements' }
    case 'balances':
      return { screen: 'statements', statement: 'trialBalance' }
    default:
      return item satisfies never
  }
}

/** The screen the user chose. */
export function PartnerScreenView({ place, books, go }: ScreenProps) {
  const { companyId, userName, chart } = books
  // The same lists on every render, as a host keeps them.
  const options = useMemo(() => editorOptions(books), [books])
  const glAccounts = useMemo(() => accountOptions(books), [books])
  switch (place.screen) {
    case 'overview':
      return (
        <>
          <BooksOverview
            categories={books.categories}
            onReviewTransactions={() => go({ screen: 'review' })}
            onReviewUncategorized={() => go({ screen: 'review' })}
            onSelectReceivables={(filter) => go({ screen: 'invoices', filter })}
            onSelectBucket={(filter) => go({ screen: 'invoices', filter })}
            onSelectCustomer={(filter) => go({ screen: 'invoices', filter })}
          />
          <NotificationSettingsForm />
        </>
      )
    case 'review':
      return (
        <BankTransactionList
          key={JSON.stringify(place.filter ?? {})}
          companyId={companyId}
          defaultFilter={place.filter}
          options={options}
          feeCategoryId={books.categories.find((category) => category.name === 'Bank & Card Fees')?.id}
        />
      )
    case 'import':
      return (
        <BankStatementImport
          companyId={companyId}
          bankAccounts={books.bankAccounts}
          categories={books.categories}
          onReviewImported={() => go({ screen: 'review' })}
        />
      )
    case 'reconcile':
      return (
        <BankReconciliation
          key={place.bankAccountId}
          companyId={companyId}
          bankAccounts={books.bankAccounts}
          bankAccountId={place.bankAccountId ?? books.bankAccounts[0]?.id}
          accounts={chart}
          userName={userName}
          options={options}
        />
      )
    case 'statements':
      return <PartnerStatements books={books} first={place.statement} ledger={place.ledger} />
    case 'close':
      return (
        <>
          <MonthEndClose
            companyId={companyId}
            accounts={chart}
            userName={userName}
            onOpen={(item, filter) => go(placeOfCloseItem(item, filter))}
          />
          <ManualJournalEntryForm companyId={companyId} options={{ glAccounts, dimensionValues: books.dimensionValues }} />
        </>
      )
    case 'invoices':
      return <InvoiceList key={JSON.stringify(place.filter ?? {})} defaultFilter={place.filter} />
    case 'rules':
      return (
        <CategorizationRules
          companyId={companyId}
          options={{ categories: books.categories, vendors: books.vendors, customers: books.customers, bankAccounts: books.bankAccounts }}
        />
      )
    default:
      return place satisfies never
  }
}
