// The lists' column model as types (vitest --typecheck): a list's templates see its own records
// and table meta, its columns their own meta, and a header can only be read from a text message.
import { listTableSetup, metaOf, type ListCellContext, type ListHeaderContext } from '../../src/components/shared/grid/tableSetup'

interface Payment {
  id: string
  payee: string
  amount: number
}

interface PaymentTableMeta {
  messages: { 'payments.column.payee': string; 'payments.count': (n: number) => string }
  total: number
}

const { helper, messageHeader } = listTableSetup<Payment, PaymentTableMeta, { align?: 'start' | 'end' }>()

describe('the lists’ column model (types)', () => {
  it('gives cell templates the list’s record and meta, and header templates the meta', () => {
    expectTypeOf<ListCellContext<Payment, PaymentTableMeta>['row']['original']>().toEqualTypeOf<Payment>()
    expectTypeOf(metaOf<PaymentTableMeta>).returns.toEqualTypeOf<PaymentTableMeta>()
    helper.display({
      id: 'amount',
      header: ({ table }: ListHeaderContext<PaymentTableMeta>) => String(metaOf(table).total),
      cell: ({ row, table }: ListCellContext<Payment, PaymentTableMeta>) => row.original.amount + metaOf(table).total,
    })
  })

  it('takes only the record’s keys or a function of the record as an accessor', () => {
    helper.accessor('payee', { id: 'payee' })
    helper.accessor((payment) => payment.amount, { id: 'amount' })
    // @ts-expect-error -- not a field of a payment
    helper.accessor('payer', { id: 'payer' })
  })

  it('takes only the list’s column meta', () => {
    helper.display({ id: 'note', meta: { align: 'end' } })
    // @ts-expect-error -- not an alignment
    helper.display({ id: 'note', meta: { align: 'middle' } })
  })

  it('reads a header only from a message that is a text', () => {
    expectTypeOf(messageHeader).parameter(0).toEqualTypeOf<'payments.column.payee'>()
    // @ts-expect-error -- a message made from values is no header
    messageHeader('payments.count')
  })
})
