import { formatDate } from '../../../src/format/date'
import { formatMoney, type MoneyFormat } from '../../../src/format/money'
import type { BankTransaction, GlEntry, Invoice } from '../../../src/api/types'

const money: MoneyFormat = { locale: 'en-US', currency: 'USD' }

/** The baseline: every row in the DOM at once, the way a list without virtualization renders. */
export function PlainInvoiceTable({ invoices }: { invoices: Invoice[] }) {
  return (
    <div className="plain-region" data-testid="plain-region">
      <table>
        <thead>
          <tr>
            {['Number', 'Customer', 'Date', 'Due', 'Status', 'Total', 'Paid', 'Balance'].map((label) => (
              <th key={label}>{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} data-row>
              <td>{invoice.invoiceNumber}</td>
              <td>{invoice.customer?.name}</td>
              <td>{formatDate(invoice.date, 'en-US')}</td>
              <td>{invoice.collectionInfo?.term?.dueDate ? formatDate(invoice.collectionInfo.term.dueDate, 'en-US') : ''}</td>
              <td>{invoice.detailedInvoiceDisplayStatus}</td>
              <td>{formatMoney(invoice.totals.total, money)}</td>
              <td>{formatMoney(invoice.totals.paidAmount, money)}</td>
              <td>{formatMoney(invoice.totals.balance, money)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The ledger baseline: every line in the DOM at once. */
export function PlainLedgerTable({ lines }: { lines: GlEntry[] }) {
  return (
    <div className="plain-region" data-testid="plain-region">
      <table>
        <thead>
          <tr>
            {['Date', 'Description', 'Debit', 'Credit', 'Balance'].map((label) => (
              <th key={label}>{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-row>
              <td>{formatDate(line.date, 'en-US')}</td>
              <td>{line.entity?.displayName ?? line.description}</td>
              <td>{line.drAmount ? formatMoney(line.drAmount, money) : ''}</td>
              <td>{line.crAmount ? formatMoney(line.crAmount, money) : ''}</td>
              <td>{formatMoney(line.runningBalance, money)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The review queue's baseline: every bank line in the DOM at once, with the queue's columns as text. */
export function PlainTransactionTable({ transactions }: { transactions: BankTransaction[] }) {
  return (
    <div className="plain-region" data-testid="plain-region">
      <table>
        <thead>
          <tr>
            {['Date', 'Description', 'Vendor or customer', 'Bank account', 'Amount', 'Category'].map((label) => (
              <th key={label}>{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction.id} data-row>
              <td>{formatDate(transaction.date, 'en-US')}</td>
              <td>{transaction.description ?? transaction.displayName}</td>
              <td>{transaction.vendor?.name ?? transaction.customer?.name}</td>
              <td>{transaction.bankAccount?.name}</td>
              <td>{formatMoney(transaction.amount, money)}</td>
              <td>{transaction.category?.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
