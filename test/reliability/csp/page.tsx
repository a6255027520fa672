// The page the CSP test serves: every bookkit component on one page of a partner app, whose
// backend route (/token) hands out the token and whose origin proxies the service (/v6, /v5).
// Bundled by esbuild into one external script, so the page needs nothing but 'self'.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import {
  BankTransactionEditor,
  BookkeepingProvider,
  GeneralLedger,
  InvoiceList,
  ManualJournalEntryForm,
  NotificationSettingsForm,
} from '../../../src'
import { SANDBOX } from '../../../src/sandbox/constants'

interface Violation {
  directive: string
  blocked: string
  sample: string
}

declare global {
  interface Window {
    cspViolations: Violation[]
    selectedInvoices: string[]
  }
}

// Recorded before anything else runs, for the test to read.
window.cspViolations = []
window.selectedInvoices = []
document.addEventListener('securitypolicyviolation', (event) => {
  window.cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample })
})

const bakery = SANDBOX.companies.bakery
const fetchToken = () => fetch('/token', { method: 'POST' }).then((response) => response.json())

function Page() {
  return (
    // The partner knows its service carries the GL's accounting method as `accountingMethod`: the ledger offers it.
    <BookkeepingProvider
      baseUrl={window.location.origin}
      fetchToken={fetchToken}
      locale="en-US"
      currency="USD"
      service={{ accountingMethodField: 'accountingMethod' }}
    >
      <main>
        <h1>Partner dashboard</h1>
        <section aria-label="Invoices">
          <InvoiceList pageSize={25} onSelectInvoice={(invoice) => window.selectedInvoices.push(invoice.id)} />
        </section>
        <section aria-label="Ledger">
          <GeneralLedger glAccountId={bakery.glAccounts.rent} pageSize={25} />
        </section>
        <section aria-label="Settings">
          <NotificationSettingsForm />
        </section>
        <section aria-label="Bank transaction">
          <BankTransactionEditor
            bankAccountId={bakery.bankAccounts.checking}
            options={{
              bankAccounts: [{ id: bakery.bankAccounts.checking, name: 'Checking' }],
              categories: [{ id: bakery.categories.ingredients, name: 'Ingredients' }],
            }}
          />
        </section>
        <section aria-label="Journal entry">
          <ManualJournalEntryForm
            options={{
              glAccounts: [
                { id: bakery.glAccounts.unused, name: 'Miscellaneous' },
                { id: bakery.glAccounts.checking, name: 'Checking' },
              ],
            }}
          />
        </section>
      </main>
    </BookkeepingProvider>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Page />
  </StrictMode>,
)
