import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { collectAll, createBookkeepingClient, type BankTransactionSyncPage, type ListPage } from '../../../src/api'
import type { BankTransaction, GlEntry, Invoice, TokenResponse } from '../../../src/api/types'
import { BookkeepingProvider } from '../../../src/react'
import { BankTransactionList, GeneralLedger, InvoiceList } from '../../../src/components'
import { isReviewed } from '../../../src/components/BankTransactionList/filter'
import { PlainInvoiceTable, PlainLedgerTable, PlainTransactionTable } from './PlainTable'
import './page.css'

import.meta.glob('../../../src/styles/*.css', { eager: true })

/**
 * The bench page: one scenario per load, chosen by the query string; the Playwright driver in
 * test/bench/lists.ts reads `window.bench`.
 */
const params = new URLSearchParams(location.search)
const baseUrl = params.get('baseUrl')!
const scenario = params.get('scenario') as 'invoices' | 'invoices-plain' | 'ledger' | 'ledger-plain' | 'queue' | 'queue-plain'
const glAccountId = params.get('glAccountId') ?? ''

const fetchToken = async (): Promise<TokenResponse> => {
  const response = await fetch(`${baseUrl}/v6/auth/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa('sandbox-client-id:sandbox-client-secret')}` },
    body: new URLSearchParams({ userId: 'usr_owner_1' }),
  })
  return (await response.json()) as TokenResponse
}

/** What the driver reads and calls. */
interface BenchApi {
  /** performance.now() when the rows first painted after the last `show()`. */
  paintedAt?: number
  shownAt?: number
  ready: boolean
  show(): void
  hide(): void
}
declare global {
  interface Window {
    bench: BenchApi
  }
}

const bench: BenchApi = { ready: false, show: () => undefined, hide: () => undefined }
window.bench = bench

/** Marks the first paint of rows after `show()`: two animation frames after they reach the DOM. */
function watchForRows(): void {
  const started = performance.now()
  bench.shownAt = started
  bench.paintedAt = undefined
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[role="grid"] [role="rowgroup"] [role="row"][aria-rowindex], [data-row]')) return
    observer.disconnect()
    requestAnimationFrame(() => requestAnimationFrame(() => (bench.paintedAt = performance.now())))
  })
  observer.observe(document.body, { childList: true, subtree: true })
}

/** Lets the driver unmount and mount the list again. */
function controlVisibility(setVisible: (visible: boolean) => void): void {
  bench.show = () => {
    watchForRows()
    setVisible(true)
  }
  bench.hide = () => setVisible(false)
}

function Scenario({ data }: { data: Invoice[] | GlEntry[] | BankTransaction[] | undefined }) {
  const [visible, setVisible] = useState(true)
  useEffect(() => controlVisibility(setVisible), [])
  if (!visible) return null
  switch (scenario) {
    case 'invoices':
      return <InvoiceList />
    case 'ledger':
      return <GeneralLedger glAccountId={glAccountId} showExport />
    case 'invoices-plain':
      return <PlainInvoiceTable invoices={data as Invoice[]} />
    case 'ledger-plain':
      return <PlainLedgerTable lines={data as GlEntry[]} />
    case 'queue':
      // The reviewed view: most of a year's 10,000 lines, so the filter has the most to go through.
      return <BankTransactionList editor={false} defaultFilter={{ view: 'reviewed' }} />
    case 'queue-plain':
      return <PlainTransactionTable transactions={data as BankTransaction[]} />
    default:
      return scenario satisfies never
  }
}

async function start(): Promise<void> {
  let data: Invoice[] | GlEntry[] | BankTransaction[] | undefined
  if (scenario.endsWith('-plain')) {
    // The baseline gets every row in memory first, as the component has after loading every page.
    const client = createBookkeepingClient({ baseUrl, fetchToken })
    if (scenario === 'invoices-plain') {
      data = await collectAll<Invoice, ListPage<Invoice>>((cursor, signal) => client.queryInvoices({ limit: 250, sort: { value: '-date' }, ...(cursor ? { cursor } : {}) }, { signal }))
    } else if (scenario === 'queue-plain') {
      // The rows of the queue's reviewed view, newest first as the queue orders them.
      const all = await collectAll<BankTransaction, BankTransactionSyncPage<BankTransaction>>((cursor, signal) => client.listBankTransactions({ limit: 250, ...(cursor ? { cursor } : {}) }, { signal }))
      data = all.filter((transaction) => isReviewed(transaction.reviewStatus)).sort((a, b) => b.date.localeCompare(a.date))
    } else {
      data = await collectAll<GlEntry, ListPage<GlEntry>>((cursor, signal) => client.queryGeneralLedger(glAccountId, { limit: 250, ...(cursor ? { cursor } : {}) }, { signal }))
    }
  }
  watchForRows()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BookkeepingProvider baseUrl={baseUrl} fetchToken={fetchToken}>
        <Scenario data={data} />
      </BookkeepingProvider>
    </StrictMode>,
  )
  bench.ready = true
}

void start()
