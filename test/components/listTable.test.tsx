// The lists' column model on its own (tableSetup, useListTable): accessor and display columns in
// TanStack Table's call shape, headers read from a list's messages, headers, cells and footers as
// text or templates (a template may use hooks, as a host's cell may), each column's meta, and rows
// keyed by record id, made again only when the records given change.
import { render, renderHook, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { useListTable, type ListTableOptions } from '../../src/components/shared/grid/listTable'
import { listTableSetup, metaOf, renderCell, renderFooter, renderHeader, type ListCellContext, type ListHeaderContext } from '../../src/components/shared/grid/tableSetup'

interface Payment {
  id: string
  payee: string
  amount: number
}

interface PaymentMessages {
  'payments.column.payee': string
  'payments.column.amount': string
  'payments.count': (n: number) => string
}

interface PaymentTableMeta {
  messages: PaymentMessages
  /** What the amount column's footer shows: set by the list beside its messages. */
  total: string
}

type ColumnMeta = { align?: 'start' | 'end' }
type Cell = ListCellContext<Payment, PaymentTableMeta>

const messages: PaymentMessages = {
  'payments.column.payee': 'Payee',
  'payments.column.amount': 'Amount',
  'payments.count': (n) => `${n} payments`,
}

const { helper, messageHeader } = listTableSetup<Payment, PaymentTableMeta, ColumnMeta>()

const columns = helper.columns([
  helper.accessor('payee', { id: 'payee', header: messageHeader('payments.column.payee'), cell: ({ row }: Cell) => <strong>{row.original.payee}</strong> }),
  helper.accessor((payment) => payment.amount, {
    id: 'amount',
    header: messageHeader('payments.column.amount'),
    cell: ({ row }: Cell) => `${row.id}: ${row.original.amount}`,
    footer: ({ table }: ListHeaderContext<PaymentTableMeta>) => metaOf(table).total,
    meta: { align: 'end' },
  }),
  helper.display({ id: 'note', header: 'Note', footer: 'End' }),
])

const payments: Payment[] = [
  { id: 'pay-1', payee: 'Harbour Bakery', amount: 1250 },
  { id: 'pay-2', payee: 'Quayside Printing', amount: 800 },
]

const meta: PaymentTableMeta = { messages, total: 'Total 2050' }

/** The table as a grid would show it: a header row, a row per record, a footer row; each row's cells as list items. */
function PaymentTable({ records, ...options }: ListTableOptions<Payment, PaymentTableMeta, ColumnMeta> & { records: readonly Payment[] }) {
  const { table, columns: shown, rows } = useListTable(options, records)
  return (
    <>
      <ul aria-label="Header">{shown.map((column) => <li key={column.id}>{renderHeader(column, table)}</li>)}</ul>
      {rows.map((row) => (
        <ul key={row.id} aria-label={row.id}>
          {shown.map((column) => <li key={column.id}>{renderCell(column, row, table)}</li>)}
        </ul>
      ))}
      <ul aria-label="Footer">{shown.map((column) => <li key={column.id}>{renderFooter(column, table)}</li>)}</ul>
    </>
  )
}

const textsOf = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((item) => item.textContent)

describe('the column helper', () => {
  it('keeps the columns in the order given, each with its id and meta', () => {
    expect(columns.map((column) => column.id)).toEqual(['payee', 'amount', 'note'])
    expect(columns.map((column) => column.meta)).toEqual([undefined, { align: 'end' }, undefined])
  })

  it('reads an accessor column’s value by key or by function; a display column has none', () => {
    const [payee, amount, note] = columns
    expect(payee!.value?.(payments[0]!)).toBe('Harbour Bakery')
    expect(amount!.value?.(payments[1]!)).toBe(800)
    expect(note!.value).toBeUndefined()
  })
})

describe('headers, cells and footers', () => {
  it('reads a header from the list’s messages, so an overridden message shows; a text header shows as it is', () => {
    render(<PaymentTable records={payments} columns={columns} meta={{ ...meta, messages: { ...messages, 'payments.column.payee': 'Paid to' } }} />)
    expect(textsOf('Header')).toEqual(['Paid to', 'Amount', 'Note'])
  })

  it('shows a footer made from the table’s meta, a text footer as it is, and nothing without one', () => {
    render(<PaymentTable records={payments} columns={columns} meta={meta} />)
    expect(textsOf('Footer')).toEqual(['', 'Total 2050', 'End'])
  })

  it('shows each cell of a row from its record, and nothing in a column without a cell', () => {
    render(<PaymentTable records={payments} columns={columns} meta={meta} />)
    expect(textsOf('pay-1')).toEqual(['Harbour Bakery', 'pay-1: 1250', ''])
    expect(textsOf('pay-2')).toEqual(['Quayside Printing', 'pay-2: 800', ''])
    expect(screen.getByText('Harbour Bakery').tagName).toBe('STRONG')
  })

  it('lets a template use hooks, however many rows are shown', () => {
    /** A host's cell with its own state, as InvoiceList's `renderCell` may be. */
    function Noted({ row }: Cell) {
      const [note] = useState(`Noted ${row.original.payee}`)
      return note
    }
    const withHooks = helper.columns([helper.display({ id: 'note', cell: Noted })])
    const { rerender } = render(<PaymentTable records={payments.slice(0, 1)} columns={withHooks} meta={meta} />)
    rerender(<PaymentTable records={payments} columns={withHooks} meta={meta} />)
    expect(textsOf('pay-2')).toEqual(['Noted Quayside Printing'])
  })
})

describe('useListTable', () => {
  it('makes one row per record given, in order, keyed by the record’s id', () => {
    const { result } = renderHook(() => useListTable({ columns, meta }, payments))
    expect(result.current.rows).toEqual([
      { id: 'pay-1', original: payments[0] },
      { id: 'pay-2', original: payments[1] },
    ])
  })

  it('keeps the rows while the same records are given, and makes them again for other records', () => {
    const { result, rerender } = renderHook(({ records, tableMeta }) => useListTable({ columns, meta: tableMeta }, records), { initialProps: { records: payments, tableMeta: meta } })
    const first = result.current
    rerender({ records: payments, tableMeta: { ...meta, total: 'Total 0' } })
    expect(result.current.rows).toBe(first.rows)
    expect(result.current.table.meta.total).toBe('Total 0')

    const edited = [payments[0]!, { ...payments[1]!, amount: 900 }]
    rerender({ records: edited, tableMeta: meta })
    expect(result.current.rows).not.toBe(first.rows)
    expect(result.current.rows.map((row) => row.original)).toEqual(edited)
  })
})
