// A partner's Vite + React 19 + TypeScript app that already uses React Query: it passes its own
// QueryClient to bookkit, and its own query keys must never collide with bookkit's.
import { StrictMode, useEffect, useState, version } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import {
  BankTransactionEditor,
  BookkeepingProvider,
  GeneralLedger,
  InvoiceList,
  ManualJournalEntryForm,
  NotificationSettingsForm,
  useBankTransactions,
  type FetchToken,
} from 'bookkit'
import 'bookkit/styles.css'
import './theme.css'

// The test passes the sandbox server's address; a real partner hard-codes its staging or production URL.
const baseUrl = new URLSearchParams(window.location.search).get('baseUrl') ?? 'http://127.0.0.1:4010'

// Fixture stand-in for the host's backend route: a real partner's fetchToken calls its own server,
// which holds the client secret and calls `createAccessToken` from bookkit/server. The sandbox's
// credentials are public test values, so this page asks the sandbox's token endpoint directly.
const fetchToken: FetchToken = async () => {
  const response = await fetch(`${baseUrl}/v6/auth/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa('sandbox-client-id:sandbox-client-secret')}` },
    body: new URLSearchParams({ userId: 'usr_owner_1' }),
  })
  if (!response.ok) throw new Error(`The token endpoint answered ${response.status}`)
  return response.json()
}

const queryClient = new QueryClient()

/** The host's own query, under a key a naive library might also use. */
function HostInvoiceCount() {
  const { data } = useQuery({ queryKey: ['invoices'], queryFn: async () => 'host data, untouched' })
  return <p id="host-query">{data}</p>
}

/** bookkit's queries, read from the host's own QueryClient: one cache, one copy of React Query. */
function BookkitQueriesInHostCache() {
  const [count, setCount] = useState(0)
  useEffect(() => {
    const cache = queryClient.getQueryCache()
    const read = () => setCount(cache.findAll({ queryKey: ['bookkit'] }).length)
    read()
    return cache.subscribe(read)
  }, [])
  return <output id="bookkit-queries" data-count={count} />
}

/** The host edits the newest bank transaction, listed with bookkit's headless hook. */
function NewestTransactionEditor() {
  const { data } = useBankTransactions({ limit: 250 })
  const newest = data?.transactions[0]
  if (!newest) return <p>Loading transactions…</p>
  return <BankTransactionEditor transaction={newest} />
}

function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <main className="partner-app">
        <h1>Books</h1>
        <output id="react-version">{version}</output>
        <HostInvoiceCount />
        <BookkitQueriesInHostCache />
        <BookkeepingProvider baseUrl={baseUrl} fetchToken={fetchToken} locale="en-US" currency="USD" queryClient={queryClient}>
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
                  { id: 'gla_co1_misc', name: 'Miscellaneous' },
                  { id: 'gla_co1_checking', name: 'Checking' },
                ],
              }}
            />
          </section>
          <section aria-label="Notification section">
            <NotificationSettingsForm />
          </section>
        </BookkeepingProvider>
      </main>
    </QueryClientProvider>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
