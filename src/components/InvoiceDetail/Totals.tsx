import type { Invoice } from '../../api/types'
import { Money } from '../shared/cells'
import { Fact } from './DetailTable'
import { isZeroRule, ruleText, type DetailText } from './format'

/**
 * The totals as the service states them, top to bottom: subtotal, the discount (its rule, before
 * or after sales tax, and what it took off), sales tax, total, the deposit asked, paid, balance due.
 */
export function Totals({ invoice, text }: { invoice: Invoice; text: DetailText }) {
  const { messages } = text
  const { totals, discount, deposit } = invoice
  const discounted = discount && !isZeroRule(discount)
  return (
    <dl className="bk-invoice-detail__totals">
      <Fact term={messages['invoiceDetail.totals.subtotal']}>
        <Money minor={totals.subtotal} />
      </Fact>
      {discounted && (
        <Fact
          term={`${messages['invoiceDetail.totals.discount']} (${messages['invoiceDetail.discountRule'](ruleText(discount, text), discount.calculateBeforeSalesTax)})`}
        >
          <Money minor={totals.discountedTotal - totals.subtotal} />
        </Fact>
      )}
      {discounted && (
        <Fact term={messages['invoiceDetail.totals.discountedTotal']}>
          <Money minor={totals.discountedTotal} />
        </Fact>
      )}
      <Fact term={messages['invoiceDetail.totals.salesTax']}>
        <Money minor={totals.salesTax} />
      </Fact>
      <Fact term={messages['invoiceDetail.totals.total']} emphasis>
        <Money minor={totals.total} />
      </Fact>
      {deposit && !isZeroRule(deposit) && <Fact term={messages['invoiceDetail.totals.deposit']}>{ruleText(deposit, text)}</Fact>}
      <Fact term={messages['invoiceDetail.totals.paid']}>
        <Money minor={totals.paidAmount} />
      </Fact>
      <Fact term={messages['invoiceDetail.totals.balance']} emphasis>
        <Money minor={totals.balance} />
      </Fact>
    </dl>
  )
}
