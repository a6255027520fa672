// The worksheet's rows as a side shows them, pure: the month's first, the closed period's grouped
// after them (a first reconciliation listed dozens of them, each with its note, before the month's
// rows); and the account's name as its transactions give it, for the title.
import type { BankTransaction } from '../../../src/api/types'
import { bankAccountNameIn, byPeriod, worksheetRows } from '../../../src/core/reconcile/worksheetRows'

const closedThrough = (date: string) => (day: string) => day <= date
const row = (id: string, date: string, reviewStatus = 'REVIEWED'): BankTransaction =>
  ({ id, date, amount: -1_000, reviewStatus, status: 'ACTIVE' }) as BankTransaction

describe('byPeriod', () => {
  it('puts the closed period’s rows after the month’s, each part in the worksheet’s order, the rows to review with the month', () => {
    const rows = worksheetRows({
      candidates: [
        row('btx_march', '2026-03-02'),
        row('btx_may', '2026-05-04'),
        row('btx_april', '2026-04-10'),
        row('btx_new', '2026-05-20', 'UNREVIEWED'),
      ],
      onStatement: new Set(),
      ticks: undefined,
      held: undefined,
      isLocked: closedThrough('2026-04-30'),
      reconciledClosed: [row('btx_feb', '2026-02-14')],
    })
    // Oldest first, as the worksheet sorts them: the closed period's came first.
    expect(rows.map((one) => one.transaction.id)).toEqual(['btx_feb', 'btx_march', 'btx_april', 'btx_may', 'btx_new'])

    const { month, closed } = byPeriod(rows)
    expect(month.map((one) => [one.transaction.id, one.blocked])).toEqual([
      ['btx_may', undefined],
      ['btx_new', 'toReview'],
    ])
    expect(closed.map((one) => one.transaction.id)).toEqual(['btx_feb', 'btx_march', 'btx_april'])
  })

  it('leaves a worksheet with nothing closed as it is', () => {
    const rows = [{ blocked: undefined }, { blocked: 'toReview' as const }]
    expect(byPeriod(rows)).toEqual({ month: rows, closed: [] })
  })
})

describe('bankAccountNameIn', () => {
  const named = (id: string, account: { id: string; name?: string }) =>
    ({ ...row(id, '2026-05-01'), bankAccount: account }) as BankTransaction

  it('names the account as the first of its transactions that names it, never by its id nor another account’s name', () => {
    const transactions = [
      named('btx_1', { id: 'bac_savings', name: 'Savings' }),
      named('btx_2', { id: 'bac_checking' }),
      named('btx_3', { id: 'bac_checking', name: 'Business Checking' }),
    ]
    expect(bankAccountNameIn(transactions, 'bac_checking')).toBe('Business Checking')
    expect(bankAccountNameIn(transactions.slice(0, 2), 'bac_checking')).toBeUndefined()
  })
})
