// Where each account goes on the statement of cash flows, told from its type, its subtype and (for a
// contra asset only its name may mark) its name: QuickBooks Online's types and detail types, Xero's
// types, the sandbox's plain ones, and the asset a bank account posts to. That its patterns read a
// name in linear time is test/format/linearPatterns.test.ts's.
import {
  cashFlowPlaceOf,
  isCashAccount,
  isTransfersInTransitAccount,
  type CashFlowPlace,
  type PlacedAccount,
} from '../../../src/core/statements/cashFlowPlaces'

const workingCapital: CashFlowPlace = { section: 'operating', group: 'workingCapital', sign: -1 }

const cases: Array<[string, PlacedAccount, CashFlowPlace]> = [
  ["QuickBooks Online's Bank", { type: 'Bank', subtype: 'Checking' }, { cash: true }],
  ["Xero's BANK", { type: 'BANK' }, { cash: true }],
  ['a plain asset whose subtype is savings', { type: 'ASSET', subtype: 'Savings' }, { cash: true }],
  ['cash on hand, however it is written', { type: 'Other Current Asset', subtype: 'Cash on hand' }, { cash: true }],
  ['cash and cash equivalents as a type', { type: 'Cash and cash equivalents' }, { cash: true }],
  ['income', { type: 'Income' }, { income: 1 }],
  ["Xero's DIRECTCOSTS", { type: 'DIRECTCOSTS' }, { income: -1 }],
  [
    "QuickBooks Online's accumulated depreciation",
    { type: 'Fixed Asset', subtype: 'AccumulatedDepreciation' },
    { section: 'operating', group: 'noncash', sign: -1 },
  ],
  [
    "Xero's accumulated depreciation, named only",
    { type: 'FIXED', name: 'Less Accumulated Depreciation on Office Equipment' },
    { section: 'operating', group: 'noncash', sign: -1 },
  ],
  ['accounts receivable', { type: 'Accounts Receivable' }, { section: 'operating', group: 'workingCapital', sign: -1 }],
  ["Xero's PREPAYMENT", { type: 'PREPAYMENT' }, { section: 'operating', group: 'workingCapital', sign: -1 }],
  ['a plain asset no subtype places', { type: 'ASSET' }, { section: 'operating', group: 'workingCapital', sign: -1 }],
  ['accounts payable', { type: 'Accounts Payable' }, { section: 'operating', group: 'workingCapital', sign: 1 }],
  ['a credit card', { type: 'Credit Card' }, { section: 'operating', group: 'workingCapital', sign: 1 }],
  ["Xero's CURRLIAB", { type: 'CURRLIAB', subtype: 'SalesTaxPayable' }, { section: 'operating', group: 'workingCapital', sign: 1 }],
  ['a fixed asset', { type: 'Fixed Asset', subtype: 'Vehicles' }, { section: 'investing', sign: -1 }],
  ['a plain asset whose subtype is equipment', { type: 'ASSET', subtype: 'MachineryAndEquipment' }, { section: 'investing', sign: -1 }],
  ["Xero's NONCURRENT", { type: 'NONCURRENT' }, { section: 'investing', sign: -1 }],
  ['a long-term liability', { type: 'Long Term Liability' }, { section: 'financing', sign: 1 }],
  ["Xero's TERMLIAB", { type: 'TERMLIAB' }, { section: 'financing', sign: 1 }],
  ['a plain liability whose subtype is a note payable', { type: 'LIABILITY', subtype: 'NotesPayable' }, { section: 'financing', sign: 1 }],
  ['a line of credit', { type: 'Other Current Liability', subtype: 'LineOfCredit' }, { section: 'financing', sign: 1 }],
  ['a loan typed by its type alone', { type: 'LOAN_PAYABLE' }, { section: 'financing', sign: 1 }],
  ['notes payable typed by its type alone', { type: 'NOTES_PAYABLE' }, { section: 'financing', sign: 1 }],
  ["owner's equity", { type: 'Equity', subtype: 'OwnersEquity' }, { section: 'financing', sign: 1 }],
  ['a type bookkit does not place', { type: 'STATISTICAL' }, { other: 'STATISTICAL' }],
  ["the service's Transfers in Transit", { type: 'ASSET', name: 'Transfers in Transit' }, { inTransit: true, sign: -1 }],
  ["QuickBooks Online's transfer clearing", { type: 'Other Current Asset', name: 'Transfer Clearing' }, { inTransit: true, sign: -1 }],
  [
    'inter-account transfers kept as a liability',
    { type: 'Other Current Liability', name: 'Inter-account transfers' },
    { inTransit: true, sign: 1 },
  ],
  [
    'transfers in transit told by the subtype',
    { type: 'ASSET', subtype: 'TRANSFERS_IN_TRANSIT', name: 'Clearing' },
    { inTransit: true, sign: -1 },
  ],
  // Money from customers on its way is working capital: it came from sales, not from another of the company's accounts.
  ['undeposited funds', { type: 'Other Current Asset', subtype: 'UndepositedFunds', name: 'Undeposited Funds' }, workingCapital],
  ['a card processor’s clearing', { type: 'ASSET', name: 'Stripe Clearing' }, workingCapital],
  ['cash in transit from the till', { type: 'ASSET', name: 'Cash in Transit' }, workingCapital],
  ['a name that only begins like it', { type: 'ASSET', name: 'Transfers in Transit to Supplier Deposits' }, workingCapital],
]

describe('cashFlowPlaceOf', () => {
  it.each(cases)('places %s', (_name, account, place) => {
    expect(cashFlowPlaceOf(account)).toEqual(place)
  })

  it('counts as cash an asset the bank transactions post to, never a liability (a card)', () => {
    expect(cashFlowPlaceOf({ type: 'ASSET' }, true)).toEqual({ cash: true })
    expect(cashFlowPlaceOf({ type: 'LIABILITY' }, true)).toEqual({ section: 'operating', group: 'workingCapital', sign: 1 })
  })

  it('keeps transfers in transit apart from cash, equity and a bank account’s own ledger account', () => {
    expect(cashFlowPlaceOf({ type: 'EQUITY', name: 'Transfers in Transit' })).toEqual({ section: 'financing', sign: 1 })
    expect(cashFlowPlaceOf({ type: 'ASSET', name: 'Transfers in Transit' }, true)).toEqual({ cash: true })
    expect(isTransfersInTransitAccount({ name: 'transfers-in-transit' })).toBe(true)
    expect(isTransfersInTransitAccount({ name: 'Undeposited Funds' })).toBe(false)
  })

  it('tells cash by type or by an asset’s subtype, not by a liability’s', () => {
    expect(isCashAccount({ type: 'LIABILITY', subtype: 'Checking' })).toBe(false)
    expect(isCashAccount({ type: 'ASSET', subtype: 'Money market' })).toBe(true)
  })
})
