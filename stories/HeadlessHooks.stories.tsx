import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId, useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { useInvoices, useLocaleSettings, useReviewCount } from '../src'

// #region HeadlessInvoiceTable
/** Cents as text, exactly: Intl formats a decimal string without going through a float. */
function formatCents(cents: number, money: Intl.NumberFormat): string {
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2
  const units = String(Math.abs(cents)).padStart(digits + 1, '0')
  const decimal = digits === 0 ? units : `${units.slice(0, -digits)}.${units.slice(-digits)}`
  return money.format(`${cents < 0 ? '-' : ''}${decimal}` as `${number}`)
}

/** A host's own invoice table: its markup, its styles, bookkit's data through `useInvoices` only. */
export function HeadlessInvoiceTable({ pageSize = 10 }: { pageSize?: number }) {
  const captionId = useId()
  const [openOnly, setOpenOnly] = useState(false)
  const invoices = useInvoices({
    limit: pageSize,
    sort: { value: '-date' },
    ...(openOnly ? { filter: { invoiceStatus: { in: ['OPEN', 'PARTIALLY_PAID'] } } } : {}),
  })
  const { locale, currency } = useLocaleSettings()
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency })

  return (
    <section aria-labelledby={captionId}>
      <label>
        <input type="checkbox" checked={openOnly} onChange={(event) => setOpenOnly(event.target.checked)} /> Only invoices awaiting payment
      </label>
      <table aria-busy={invoices.isFetching}>
        <caption id={captionId}>Invoices</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Customer</th>
            <th scope="col">Due</th>
            <th scope="col">Status</th>
            <th scope="col">Balance</th>
          </tr>
        </thead>
        <tbody>
          {invoices.data?.invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row">{invoice.invoiceNumber}</th>
              <td>{invoice.customer?.name}</td>
              <td>{invoice.collectionInfo?.term?.dueDate}</td>
              <td>{invoice.detailedInvoiceDisplayStatus}</td>
              <td>{formatCents(invoice.totals?.balance ?? 0, money)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {invoices.isPending && <p role="status">Loading invoices…</p>}
      {invoices.isError && <p role="alert">The invoices could not be loaded: {invoices.error.message}</p>}
      {invoices.hasNextPage && (
        <button type="button" onClick={() => invoices.fetchNextPage()} disabled={invoices.isFetchingNextPage}>
          {invoices.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </section>
  )
}
// #endregion HeadlessInvoiceTable

// #region HostNavWithBadge
/** A host's own navigation with a to-review badge: its markup, bookkit's count through `useReviewCount` only; deposits that pay an open invoice counted apart. */
export function HostNavWithBadge() {
  const { count, complete, payInvoices } = useReviewCount({ matches: true })
  return (
    <nav aria-label="Main">
      <ul>
        <li>
          <a href="#invoices">Invoices</a>
        </li>
        <li>
          <a href="#bank-transactions">Bank transactions</a>{' '}
          {count !== undefined && (
            <span role="status">
              {complete ? `To review: ${count}` : `${count} so far`}
              {payInvoices ? ` (${payInvoices} pay invoices)` : ''}
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
// #endregion HostNavWithBadge

const meta = {
  title: 'Guides/Headless hooks',
  component: HeadlessInvoiceTable,
  // The components are exported for the docs page's code, not as stories of their own.
  excludeStories: ['HeadlessInvoiceTable', 'HostNavWithBadge'],
  parameters: { sandbox: { volume: { invoicesPerCompany: 25, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 } } },
} satisfies Meta<typeof HeadlessInvoiceTable>

export default meta
type Story = StoryObj<typeof meta>

const dataRows = (canvas: ReturnType<typeof within>) => canvas.queryAllByRole('row').slice(1) as HTMLTableRowElement[]

/** The host's table, filled from the story's sandbox, one page at a time. */
export const InvoiceTable: Story = {
  args: { pageSize: 10 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dataRows(within(canvasElement))).toHaveLength(10))
  },
}

/** The same table for a host that formats in another locale and currency (set on the provider). */
export const InEuros: Story = {
  args: { pageSize: 5 },
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(dataRows(canvas)).toHaveLength(5))
    // The story's own host table formats with the provider's locale and currency (useLocaleSettings).
    await expect(dataRows(canvas)[0]).toHaveTextContent(/\d,\d{2}\s€/)
  },
}

/**
 * A host's badge, counting the bank transactions to review on a slow network: "so far" while the
 * first sync still brings older pages, then the whole count.
 */
export const ReviewCountBadge: Story = {
  parameters: {
    sandbox: { latencyMs: 400, volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 1000, extraGlLinesPerCompany: 0 } },
  },
  render: () => <HostNavWithBadge />,
  play: async ({ canvasElement }) => {
    // The whole count, once the sync has ended.
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^To review: \d+$/))
  },
}
