// A bakery's small chart read at the end of May 2026 (its fiscal year from January 1), for the
// statements on a day: each account's balance before June 1 and, for income and expenses, before
// January 1, in its normal direction. Assets (18,000) equal liabilities (7,000) and equity (3,000
// paid in, 3,000 retained, 5,000 earned this year).
import type { SeenAccount } from '../../../src/core/statements/glAccounts'
import type { AccountReads } from '../../../src/core/statements/ledgerReads'
import { statementDates } from '../../../src/core/statements/statementColumns'
import { account, readsOf, type ReadState } from './accountReads'

export const MAY_END = statementDates('2026-05-31', undefined, undefined)

/** The accounts, each with its number, type and balances. */
const BAKERY: ReadonlyArray<{ seen: SeenAccount; balances: Record<string, number> }> = [
  { seen: account('Checking', 'Bank', { accountNo: '1000' }), balances: { '2026-06-01': 13_000 } },
  { seen: account('Oven', 'Fixed Asset', { accountNo: '1500' }), balances: { '2026-06-01': 5_000 } },
  { seen: account('Card', 'Credit Card', { accountNo: '2000' }), balances: { '2026-06-01': 3_000 } },
  { seen: account('Oven loan', 'Long Term Liability', { accountNo: '2500' }), balances: { '2026-06-01': 4_000 } },
  { seen: account('Owner capital', 'Equity', { accountNo: '3000' }), balances: { '2026-06-01': 3_000 } },
  { seen: account('Bread sales', 'Income', { accountNo: '4000' }), balances: { '2026-01-01': 4_000, '2026-06-01': 10_000 } },
  { seen: account('Rent', 'Expense', { accountNo: '6000' }), balances: { '2026-01-01': 1_000, '2026-06-01': 2_000 } },
]

/** The bakery's reads, each read unless `states` says otherwise for its name. */
export const bakeryReads = (states: Record<string, ReadState> = {}, extra: readonly AccountReads[] = []): AccountReads[] => [
  ...BAKERY.map(({ seen, balances }) => readsOf(seen, balances, states[seen.name!] ?? 'read')),
  ...extra,
]
