// A Server Component (no 'use client'): it renders bookkit's components directly, with plain data
// props only, inside the app's client provider. Each component is a client module of bookkit's
// build, so Next sends it to the browser as a client reference. It mints the user's first token
// here, on the server, and hands it to the provider with the page: the components' first requests
// carry it, without a round trip to the token route first.
import { connection } from 'next/server'
import { version } from 'react'
import {
  AccountBalanceChart,
  BankReconciliation,
  BankStatementImport,
  BankTransactionEditor,
  BankTransactionList,
  BalanceSheet,
  CashFlowStatement,
  BooksOverview,
  CashFlowChart,
  CategorizationRules,
  GeneralLedger,
  InvoiceDetail,
  InvoiceList,
  ManualJournalEntryForm,
  MonthEndClose,
  NotificationSettingsForm,
  OwnerQuestions,
  ProfitAndLoss,
  ReceivablesAging,
  SpendingByCategory,
  TrialBalance,
} from 'bookkit'
import { mintBookkitToken } from './bookkitToken'
import { Providers } from './providers'

/** Seeded ids of the sandbox's bakery company. */
const LEDGER_ACCOUNT = 'gla_co1_rent'
const BANK_ACCOUNT = 'bka_co1_checking'
const CHECKING_ACCOUNT = 'gla_co1_checking'
/** The sandbox's today is 2026-06-30: the charts show the year up to it. */
const LAST_MONTH = '2026-06'
const TODAY = '2026-06-30'
/** The month before the sandbox's today: the month a bookkeeper closes now. */
const LAST_CLOSED_MONTH = '2026-05'
/** Ids count up per kind and the bakery is seeded first, so every sandbox has this invoice. */
const FIRST_INVOICE = 'inv_000001'

/** Plain data, so the server can hand it to both client components. */
const BANK_OPTIONS = {
  bankAccounts: [{ id: BANK_ACCOUNT, name: 'Checking' }],
  categories: [
    { id: 'ctg_co1_ingredients', name: 'Ingredients' },
    { id: 'ctg_co1_rent', name: 'Rent' },
  ],
}

export default async function BooksPage({ searchParams }: { searchParams: Promise<{ invoice?: string | string[] }> }) {
  // Read at request time (the test starts the sandbox after `next build`), and never cached: the
  // page carries this user's token.
  await connection()
  const token = await mintBookkitToken()
  const baseUrl = process.env.BOOKKIT_BASE_URL ?? 'http://127.0.0.1:4010'
  // The invoice comes from the URL, as a partner's invoice page would take it: a string prop from the server.
  const { invoice } = await searchParams
  const invoiceId = typeof invoice === 'string' && invoice ? invoice : FIRST_INVOICE
  return (
    <main className="partner-app">
      <h1>Books</h1>
      <output id="react-version">{version}</output>
      <Providers baseUrl={baseUrl} initialToken={{ accessToken: token.access_token, expiresIn: token.expires_in }}>
        <section aria-label="Invoices section">
          <InvoiceList />
        </section>
        <section aria-label="Invoice detail section">
          <InvoiceDetail invoiceId={invoiceId} />
        </section>
        <section aria-label="Ledger section">
          <GeneralLedger glAccountId={LEDGER_ACCOUNT} />
        </section>
        <section aria-label="Bank transaction section">
          <BankTransactionEditor bankAccountId={BANK_ACCOUNT} options={BANK_OPTIONS} />
        </section>
        <section aria-label="Review queue section">
          <BankTransactionList options={BANK_OPTIONS} />
        </section>
        <section aria-label="Journal entry section">
          <ManualJournalEntryForm
            options={{
              glAccounts: [
                { id: 'gla_co1_misc', name: 'Miscellaneous' },
                { id: 'gla_co1_checking', name: 'Checking' },
              ],
            }}
          />
        </section>
        <section aria-label="Notification section">
          <NotificationSettingsForm />
        </section>
        <section aria-label="Charts section">
          <CashFlowChart endMonth={LAST_MONTH} />
          <SpendingByCategory period={LAST_MONTH} categories={BANK_OPTIONS.categories} />
          <AccountBalanceChart glAccountId={CHECKING_ACCOUNT} glAccount={{ name: 'Checking' }} from="2025-07-01" to="2026-06-30" />
          <ReceivablesAging asOf={TODAY} />
        </section>
        <section aria-label="Overview section">
          <BooksOverview asOf={TODAY} categories={BANK_OPTIONS.categories} />
        </section>
        <section aria-label="Statements section">
          <ProfitAndLoss period={LAST_MONTH} compareTo="previousPeriod" />
          <BalanceSheet asOf={TODAY} compareTo="previousMonthEnd" />
          <TrialBalance asOf={TODAY} />
          <CashFlowStatement from="2026-01-01" to={TODAY} compare="previousYear" />
        </section>
        <section aria-label="Month-end close section">
          <MonthEndClose month={LAST_CLOSED_MONTH} />
        </section>
        <section aria-label="Owner questions section">
          <OwnerQuestions />
        </section>
        <section aria-label="Import section">
          <BankStatementImport bankAccountId={BANK_ACCOUNT} />
        </section>
        <section aria-label="Rules section">
          <CategorizationRules options={BANK_OPTIONS} />
        </section>
        <section aria-label="Reconciliation section">
          <BankReconciliation bankAccountId={BANK_ACCOUNT} options={BANK_OPTIONS} />
        </section>
      </Providers>
    </main>
  )
}
