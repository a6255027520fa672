// The trial balance's file: every account on its side, Retained earnings where it stands among
// them, the two sums, a difference under the smaller column, and the accounts on no side apart.
import { trialBalanceRecords } from '../../../src/core/statements/csvTrialBalance'
import { withRetainedEarnings, type TrialBalanceFigures } from '../../../src/core/statements/frameTrialBalance'
import type { CsvRecord } from '../../../src/core/statements/csvStatement'

const texts = (record: CsvRecord) => record.map(([text]) => text).join(',')
const WORDS = {
  accountNumber: 'Account number',
  account: 'Account',
  debit: 'Debit',
  credit: 'Credit',
  retainedEarnings: 'Retained earnings',
  total: 'Total',
  difference: 'Difference',
  unplaced: 'Accounts on no side',
  unplacedBalance: 'Balance',
}
const row = (accountNo: string, name: string, debit: number, credit: number) => ({
  account: { accountNo, name },
  figures: [{ amount: debit - credit, compared: undefined }],
  debit,
  credit,
})

/** A made-up bike repair shop's trial balance on Mar 31: its equity account third, income and expenses after. */
const shop: TrialBalanceFigures = {
  asOf: '2026-03-31',
  rows: [
    row('1000', 'Shop Checking', 5_000_00, 0),
    row('2000', 'Parts Payable', 0, 700_00),
    row('3000', 'Owner Equity', 0, 2_000_00),
    row('4000', 'Repairs', 0, 1_800_00),
    row('6000', 'Rent', 900_00, 0),
  ],
  retainedEarnings: { debit: 0, credit: 1_400_00, at: 3 },
  totals: { debits: 5_900_00, credits: 5_900_00 },
  difference: 0,
  unplaced: [],
}

describe('trialBalanceRecords', () => {
  it('writes each account on its side, the other left empty, Retained earnings after the equity accounts, and the sums', () => {
    expect(trialBalanceRecords(shop, WORDS, 2).map(texts)).toEqual([
      'Account number,Account,Debit,Credit',
      '1000,Shop Checking,5000.00,',
      '2000,Parts Payable,,700.00',
      '3000,Owner Equity,,2000.00',
      ',Retained earnings,,1400.00',
      '4000,Repairs,,1800.00',
      '6000,Rent,900.00,',
      ',Total,5900.00,5900.00',
    ])
  })

  it('writes a difference under the smaller column, what it would need to equal the other, and the accounts on no side after the sums they are not in', () => {
    const records = trialBalanceRecords(
      {
        ...shop,
        totals: { debits: 5_900_00, credits: 5_650_00 },
        difference: 250_00,
        unplaced: [{ account: { accountNo: '9000', name: 'Suspense' }, figures: [{ amount: -250_00, compared: undefined }] }],
      },
      WORDS,
      2,
    ).map(texts)
    expect(records.slice(-4)).toEqual([
      ',Total,5900.00,5650.00',
      ',Difference,,250.00',
      ',Accounts on no side,,,Balance',
      '9000,Suspense,,,-250.00',
    ])
    const short = trialBalanceRecords({ ...shop, totals: { debits: 5_650_00, credits: 5_900_00 }, difference: -250_00 }, WORDS, 2).map(
      texts,
    )
    expect(short.at(-1)).toBe(',Difference,250.00,')
  })

  it('places no Retained earnings among rows it has no date for', () => {
    const lines = withRetainedEarnings(
      { ...shop, asOf: undefined },
      (line) => line.account.name,
      () => 'Retained earnings',
    )
    expect(lines).toEqual(['Shop Checking', 'Parts Payable', 'Owner Equity', 'Repairs', 'Rent'])
  })
})
