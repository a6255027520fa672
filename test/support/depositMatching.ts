// What the queue tests of deposits paying invoices share: the bakery's books at a volume that
// seeds its waiting deposits quickly, the host's categories (a fee category among them), and
// amounts written as the queue writes them.
import { formatMoney } from '../../src/format/money'
import { SANDBOX } from '../../src/sandbox'

export const bakery = SANDBOX.companies.bakery
export const MATCHING_VOLUME = { invoicesPerCompany: 40, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 }
/** The bakery's "Bank & Card Fees" category. */
export const FEES = 'ctg_co1_bank_fees'
/** The host's categories for the queue: deposits, and the fees a card processor keeps. */
export const matchingOptions = {
  categories: [
    { id: bakery.categories.deposits, name: 'Deposits' },
    { id: FEES, name: 'Bank & Card Fees' },
  ],
}
/** An amount in US dollars, as the queue shows it. */
export const money = (minor: number) => formatMoney(minor, { locale: 'en-US', currency: 'USD' })
