// useBooksOverview against the sandbox on the bookkit service (what the described one does not
// count owed: test/api/serviceProfile.test.ts, test/core/statements/receivablesAging.test.ts): the transactions to review, this
// month's and last month's money in and out, and what customers owe, each as the sandbox's stored
// records add up, recomputed here without bookkit's code (what is owed by test/support/receivables),
// and each final once every record is read; an asOf that cannot be read is its PeriodError, and the
// receivables send nothing. The viewer's today is the sandbox's (test/support/viewerToday).
import { waitFor } from '@testing-library/react'
import type { BankTransaction } from '../../../src/api/types'
import { useBooksOverview } from '../../../src/react'
import { SANDBOX } from '../../../src/sandbox'
import { BOOKKIT } from '../../support/profiles'
import { INVOICE_QUERY, notOwedStatusesOf, storedReceivables } from '../../support/receivables'
import { recordRequests, requestsTo } from '../../support/requests'
import { renderHookWithSandbox, useSandboxServer } from '../../support/sandbox'
import { settled } from '../../support/settled'
import { useViewerToday } from '../../support/viewerToday'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const AS_OF = '2026-06-30'
const VOLUME = { invoicesPerCompany: 160, bankTransactionsPerCompany: 300, extraGlLinesPerCompany: 0 }

// The sandbox lives on AS_OF, and so does the viewer.
useViewerToday(AS_OF)

/** The statuses that count as reviewed, written out here rather than taken from the code under test. */
const toReview = (transaction: { reviewStatus?: string | null }) =>
  !['REVIEWED', 'RECONCILED', 'RECONCILIATION_DISCREPANCY'].includes(transaction.reviewStatus ?? '')

/** Money in and out of `month` (`YYYY-MM`): positive amounts in, negative ones out, transfers left out. */
function flowOf(records: readonly BankTransaction[], month: string) {
  let moneyIn = 0
  let moneyOut = 0
  for (const record of records) {
    if (!record.date.startsWith(`${month}-`) || record.type === 'TRANSFER') continue
    if (record.amount > 0) moneyIn += record.amount
    else moneyOut -= record.amount
  }
  return { moneyIn, moneyOut, net: moneyIn - moneyOut }
}

describe('useBooksOverview', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: VOLUME })

  it('gives the count to review, June’s and May’s money in and out, and what is owed, as the sandbox’s records add up', async () => {
    const { result } = renderHookWithSandbox(() => useBooksOverview({ asOf: AS_OF }), state.sandbox)
    expect(result.current).toMatchObject({ asOf: AS_OF, month: '2026-06', error: null })
    await waitFor(() => {
      expect(result.current.toReview.complete).toBe(true)
      expect(result.current.moneyInOut.complete).toBe(true)
      expect(result.current.receivables.complete).toBe(true)
    })

    const transactions = state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
    const expectedToReview = transactions.filter(toReview).length
    // Both kinds are in the seed: counting all of them, or none, would be seen.
    expect(expectedToReview).toBeGreaterThan(0)
    expect(expectedToReview).toBeLessThan(transactions.length)
    expect(result.current.toReview).toMatchObject({
      count: expectedToReview,
      transactions: transactions.length,
      figures: 'final',
      isError: false,
      error: null,
    })

    const [may, june] = result.current.moneyInOut.months
    expect(result.current.moneyInOut.months).toHaveLength(2)
    expect(may).toMatchObject({ month: '2026-05', range: { from: '2026-05-01', to: '2026-05-31' }, ...flowOf(transactions, '2026-05') })
    expect(june).toMatchObject({ month: '2026-06', range: { from: '2026-06-01', to: '2026-06-30' }, ...flowOf(transactions, '2026-06') })
    expect(june!.moneyIn).toBeGreaterThan(0)
    expect(june!.moneyOut).toBeGreaterThan(0)
    expect(result.current.moneyInOut.figures).toBe('final')

    const { total, overdue, invoices } = storedReceivables(state.sandbox.inspect.invoices(bakery.id), AS_OF, notOwedStatusesOf(profile))
    expect(result.current.receivables).toMatchObject({
      total,
      overdue,
      invoices,
      asOf: AS_OF,
      figures: 'final',
      hasInvoices: true,
      isError: false,
      error: null,
    })
    expect(overdue).toBeGreaterThan(0)
  })

  it('gives an asOf that cannot be read as its PeriodError, and reads no invoices for it', async () => {
    const requests = recordRequests(state.server)
    const { result, queryClient } = renderHookWithSandbox(() => useBooksOverview({ asOf: '2026-06-31' }), state.sandbox)
    expect(result.current.error).toMatchObject({ name: 'PeriodError', field: 'asOf', value: '2026-06-31' })
    expect(result.current.error?.message).toMatch(/^asOf "2026-06-31" /)
    expect(result.current).toMatchObject({ asOf: undefined, month: undefined })
    // What needs no date still counts: the transactions to review.
    await waitFor(() => expect(result.current.toReview.complete).toBe(true))
    await settled(queryClient)
    expect(result.current.toReview.count).toBe(state.sandbox.inspect.bankTransactions(bakery.id).filter(toReview).length)
    // The parts that need the day stay idle: nothing owed is read, nothing summed.
    expect(requestsTo(requests, INVOICE_QUERY)).toEqual([])
    expect(result.current.receivables).toMatchObject({
      complete: false,
      figures: 'unknown',
      read: 0,
      total: 0,
      asOf: undefined,
      isError: true,
    })
    expect(result.current.receivables.error).toMatchObject({ name: 'PeriodError', field: 'asOf' })
    // No month to count: no figures from the clock's own months, though the sync behind them ran.
    expect(result.current.moneyInOut).toMatchObject({
      months: [],
      figures: 'unknown',
      complete: false,
      isPending: false,
      isError: true,
      totals: { moneyIn: 0, moneyOut: 0, net: 0, count: 0, transfers: 0 },
    })
    expect(result.current.moneyInOut.error).toMatchObject({ name: 'PeriodError', field: 'asOf' })
  })
})
