// Where QuickBooks Online's and Xero's account types go, in any case and
// spacing, and the direction a ledger walked from lines runs for each: the walk's sign is told
// apart from the placement (so that a bundle walking a ledger does not carry the placement
// table), and the two must never disagree.
import { balanceSheetGroupOf, balanceSheetSideOf, classOfType, normalSign } from '../../../src/core/statements/glAccounts'

/** Each product's types as its reports place them: a P&L section, or a balance-sheet side and group. */
const PLACES: ReadonlyArray<[string, string, string?]> = [
  ['Bank', 'assets', 'currentAssets'],
  ['Accounts Receivable', 'assets', 'currentAssets'],
  ['Other Current Asset', 'assets', 'currentAssets'],
  ['OtherCurrentAsset', 'assets', 'currentAssets'],
  ['OTHER_CURRENT_ASSET', 'assets', 'currentAssets'],
  ['Fixed Asset', 'assets', 'fixedAssets'],
  ['Other Asset', 'assets', 'otherAssets'],
  ['Accounts Payable', 'liabilities', 'currentLiabilities'],
  ['Credit Card', 'liabilities', 'currentLiabilities'],
  ['Other Current Liability', 'liabilities', 'currentLiabilities'],
  ['Long Term Liability', 'liabilities', 'longTermLiabilities'],
  ['Equity', 'equity'],
  ['Income', 'income'],
  ['Cost of Goods Sold', 'costOfGoodsSold'],
  ['Expense', 'expenses'],
  ['Other Income', 'otherIncome'],
  ['Other Expense', 'otherExpenses'],
  ['REVENUE', 'income'],
  ['SALES', 'income'],
  ['OTHERINCOME', 'otherIncome'],
  ['DIRECTCOSTS', 'costOfGoodsSold'],
  ['EXPENSE', 'expenses'],
  ['OVERHEADS', 'expenses'],
  ['DEPRECIATN', 'expenses'],
  ['WAGESEXPENSE', 'expenses'],
  ['SUPERANNUATIONEXPENSE', 'expenses'],
  ['CURRENT', 'assets', 'currentAssets'],
  ['INVENTORY', 'assets', 'currentAssets'],
  ['PREPAYMENT', 'assets', 'currentAssets'],
  ['BANK', 'assets', 'currentAssets'],
  ['FIXED', 'assets', 'fixedAssets'],
  ['NONCURRENT', 'assets', 'otherAssets'],
  ['CURRLIAB', 'liabilities', 'currentLiabilities'],
  ['PAYGLIABILITY', 'liabilities', 'currentLiabilities'],
  ['SUPERANNUATIONLIABILITY', 'liabilities', 'currentLiabilities'],
  ['TERMLIAB', 'liabilities', 'longTermLiabilities'],
  ['LIABILITY', 'liabilities'],
  ['ASSET', 'assets'],
  ['EQUITY', 'equity'],
]
const CREDIT = new Set(['liabilities', 'equity', 'income', 'otherIncome'])

it.each(PLACES)('places %s in %s %s, and walks its ledger in that direction', (type, place, group) => {
  const side = balanceSheetSideOf(type)
  expect(side ?? classOfType(type)).toBe(place)
  expect(balanceSheetGroupOf(type)).toBe(group)
  expect(normalSign(type)).toBe(CREDIT.has(place) ? -1 : 1)
})

it('places a plain ASSET or LIABILITY by a subtype that says current or long-term, and leaves it ungrouped by one that does not', () => {
  expect(balanceSheetGroupOf('LIABILITY', 'LongTermLiabilities')).toBe('longTermLiabilities')
  expect(balanceSheetGroupOf('LIABILITY', 'OtherCurrentLiabilities')).toBe('currentLiabilities')
  expect(balanceSheetGroupOf('ASSET', 'FixedAsset')).toBe('fixedAssets')
  expect(balanceSheetGroupOf('LIABILITY', 'NotesPayable')).toBeUndefined()
  // A subtype of the other side says nothing of this one.
  expect(balanceSheetGroupOf('LIABILITY', 'OtherCurrentAsset')).toBeUndefined()
})
