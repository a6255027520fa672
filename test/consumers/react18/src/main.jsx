// A partner's plain-JavaScript React 18 app without React Query of its own, in German with euros.
import React, { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import {
  BankTransactionEditor,
  BookkeepingProvider,
  GeneralLedger,
  InvoiceList,
  ManualJournalEntryForm,
  NotificationSettingsForm,
  useBankTransactions,
} from 'bookkit'
import 'bookkit/styles.css'
import './theme.css'

// The test passes the sandbox server's address; a real partner hard-codes its staging or production URL.
const baseUrl = new URLSearchParams(window.location.search).get('baseUrl') ?? 'http://127.0.0.1:4010'

// Fixture stand-in for the host's backend route: a real partner's fetchToken calls its own server,
// which holds the client secret and calls `createAccessToken` from bookkit/server. The sandbox's
// credentials are public test values, so this page asks the sandbox's token endpoint directly.
async function fetchToken() {
  const response = await fetch(`${baseUrl}/v6/auth/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa('sandbox-client-id:sandbox-client-secret')}` },
    body: new URLSearchParams({ userId: 'usr_owner_1' }),
  })
  if (!response.ok) throw new Error(`The token endpoint answered ${response.status}`)
  return response.json()
}

// A few of bookkit's strings in the partner's language; the rest stay English.
const messages = {
  'invoiceList.title': 'Rechnungen',
  'invoiceList.column.number': 'Nummer',
  'invoiceList.column.total': 'Summe',
}

/** The host edits the newest bank transaction, listed with bookkit's headless hook. */
function NewestTransactionEditor() {
  const { data } = useBankTransactions({ limit: 250 })
  const newest = data?.transactions[0]
  if (!newest) return <p>Lade Buchungen…</p>
  return <BankTransactionEditor transaction={newest} />
}

function App() {
  return (
    <main className="partner-app">
      <h1>Buchhaltung</h1>
      <output id="react-version">{React.version}</output>
      <BookkeepingProvider baseUrl={baseUrl} fetchToken={fetchToken} locale="de-DE" currency="EUR" messages={messages}>
        <section aria-label="Invoices section">
          <InvoiceList />
        </section>
        <section aria-label="Ledger section">
          <GeneralLedger glAccountId="gla_co1_rent" />
        </section>
        <section aria-label="Bank transaction section">
          <NewestTransactionEditor />
        </section>
        <section aria-label="Journal entry section">
          <ManualJournalEntryForm
            options={{
              glAccounts: [
                { id: 'gla_co1_misc', name: 'Sonstiges' },
                { id: 'gla_co1_checking', name: 'Girokonto' },
              ],
            }}
          />
        </section>
        <section aria-label="Notification section">
          <NotificationSettingsForm />
        </section>
      </BookkeepingProvider>
    </main>
  )
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
