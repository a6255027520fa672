// Where each account of the chart goes on a statement of cash flows by the indirect method: cash
// itself, net income, an adjustment for what moved no cash, working capital, investing or
// financing. Told from the account's type and subtype as the host's chart (or the service) names
// them, QuickBooks Online's and Xero's included; pure.
import { balanceSheetGroupOf, balanceSheetSideOf, classOfType } from './glAccounts'

/** The parts of a statement of cash flows, in the order it shows them. */
export const CASH_FLOW_SECTIONS = ['operating', 'investing', 'financing'] as const

/** A part of the statement of cash flows. */
export type CashFlowSectionKind = (typeof CASH_FLOW_SECTIONS)[number]

/** The groups of operating activities after net income: what moved no cash, then the changes in working capital. */
export const CASH_FLOW_GROUPS = ['noncash', 'workingCapital'] as const

/** A group of operating activities. */
export type CashFlowGroupKind = (typeof CASH_FLOW_GROUPS)[number]

/**
 * Where an account is counted: cash (its own change is what the statement explains); income or
 * expense, +1 or -1 into net income; a line of a section (`group` inside operating activities),
 * whose change in its normal direction goes into cash with `sign` (an asset that grew took cash:
 * -1; a liability or equity that grew brought it: +1); `inTransit`, money on its way between the
 * company's own accounts, a line of its own outside the three activities (with `sign` as a
 * section's); or `other`, a type bookkit does not place.
 */
export type CashFlowPlace =
  | { cash: true }
  | { income: 1 | -1 }
  | { section: CashFlowSectionKind; group?: CashFlowGroupKind; sign: 1 | -1 }
  | { inTransit: true; sign: 1 | -1 }
  | { other: string }

/** An account as its place is told: its type, the chart's subtype, and its name (for a contra account only its name may say). */
export interface PlacedAccount {
  type?: string | undefined
  subtype?: string | undefined
  name?: string | undefined
}

/** A type's or subtype's letters alone, upper case: `Cash on hand`, `CashOnHand` and `CASH_ON_HAND` are one. */
const lettersOf = (text: string | undefined) => (text ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '')

/** Types that are cash whatever their subtype: QuickBooks Online's Bank, Xero's BANK, a plain CASH. */
const CASH_TYPES = new Set(['BANK', 'CASH', 'CASHANDCASHEQUIVALENTS'])

/** Subtypes of an asset that hold cash: QuickBooks Online's Checking, Savings, Cash on hand, Money market, Trust account. */
const CASH_SUBTYPE = /^(CHECKING|SAVINGS|CASHONHAND|CASH|MONEYMARKET|TRUSTACCOUNTS?|BANK|PETTYCASH)$/

/** Subtypes of what moved no cash: the contra assets depreciation and amortization build up. */
const NONCASH_SUBTYPE = /^ACCUMULATED(DEPRECIATION|AMORTI[SZ]ATION|DEPLETION)/

/**
 * A name that says it is accumulated depreciation (Xero's charts name it "Less Accumulated
 * Depreciation on Office Equipment" under a FIXED type): one pass, no backtracking.
 */
const NONCASH_NAME = /accumulated (depreciation|amorti[sz]ation|depletion)/i

/** Fixed-asset subtypes of QuickBooks Online, for a chart whose type is a plain asset: investing. */
const FIXED_SUBTYPE =
  /^(MACHINERYANDEQUIPMENT|VEHICLES?|BUILDINGS?|FURNITUREANDFIXTURES|LEASEHOLDIMPROVEMENTS|LAND|FIXEDASSET.*|COMPUTERS?|OTHERFIXEDASSETS|INTANGIBLEASSETS|GOODWILL|DEPLETABLEASSETS)$/

/** Liability subtypes that are borrowing, not trade: financing (a line of credit is drawn and repaid as a loan is). */
const FINANCING_SUBTYPE = /^(NOTESPAYABLE|SHAREHOLDERNOTESPAYABLE|LOANPAYABLE|LINEOFCREDIT|OTHERLONGTERMLIABILITIES|LONGTERMDEBT|LOANS?)$/

/**
 * The clearing account of transfers between the company's own accounts, by its name or subtype:
 * "Transfers in Transit" (the service's own), "Transfer Clearing", "Inter-account transfers".
 * Never undeposited funds, a payment processor's clearing or cash in transit from customers: what
 * waits there came from a sale, not from another of the company's accounts.
 */
const TRANSFERS_IN_TRANSIT = /^(TRANSFERS?INTRANSIT|INTRANSITTRANSFERS?|TRANSFERS?CLEARING(ACCOUNT)?|INTERACCOUNTTRANSFERS?)$/

/** Whether the account holds transfers between the company's own accounts while one side has posted and the other not yet. */
export const isTransfersInTransitAccount = ({ subtype, name }: PlacedAccount): boolean =>
  TRANSFERS_IN_TRANSIT.test(lettersOf(subtype)) || TRANSFERS_IN_TRANSIT.test(lettersOf(name))

/** Whether an account of the chart holds cash: by its type, or an asset by its subtype. */
export function isCashAccount({ type, subtype }: PlacedAccount): boolean {
  if (CASH_TYPES.has(lettersOf(type))) return true
  return balanceSheetSideOf(type) === 'assets' && CASH_SUBTYPE.test(lettersOf(subtype))
}

/**
 * Where an account goes on the statement of cash flows. Cash: `isCashAccount`, or one of
 * `bankLedgerAccounts` (the asset accounts the company's bank transactions post to). Income and
 * expenses make net income. Accumulated depreciation and amortization are what moved no cash.
 * Current assets and liabilities, and a plain asset or liability no subtype places, are working
 * capital; fixed and other long-term assets are investing; long-term liabilities, borrowing and
 * equity are financing.
 */
export function cashFlowPlaceOf(account: PlacedAccount, isBankLedgerAccount = false): CashFlowPlace {
  const { type, subtype, name } = account
  const side = balanceSheetSideOf(type)
  if (side === undefined) {
    const typeClass = classOfType(type)
    if (typeClass === 'income' || typeClass === 'otherIncome') return { income: 1 }
    if (typeClass === 'costOfGoodsSold' || typeClass === 'expenses' || typeClass === 'otherExpenses') return { income: -1 }
    return { other: type ?? '' }
  }
  const sub = lettersOf(subtype)
  // Money between two of the company's own accounts is neither earned nor spent: its own line, beside the activities.
  if (side !== 'equity' && !isBankLedgerAccount && isTransfersInTransitAccount(account))
    return { inTransit: true, sign: side === 'assets' ? -1 : 1 }
  if (side === 'equity') return { section: 'financing', sign: 1 }
  if (side === 'liabilities') {
    // Borrowing, by its subtype or by its type alone (a chart that types a loan `LOAN` or `NOTES_PAYABLE`).
    if (
      FINANCING_SUBTYPE.test(sub) ||
      FINANCING_SUBTYPE.test(lettersOf(type)) ||
      balanceSheetGroupOf(type, subtype) === 'longTermLiabilities'
    )
      return { section: 'financing', sign: 1 }
    return { section: 'operating', group: 'workingCapital', sign: 1 }
  }
  if (isCashAccount(account) || isBankLedgerAccount) return { cash: true }
  if (NONCASH_SUBTYPE.test(sub) || NONCASH_NAME.test(name ?? '')) return { section: 'operating', group: 'noncash', sign: -1 }
  const group = balanceSheetGroupOf(type, subtype)
  if (group === 'fixedAssets' || group === 'otherAssets' || FIXED_SUBTYPE.test(sub)) return { section: 'investing', sign: -1 }
  return { section: 'operating', group: 'workingCapital', sign: -1 }
}
