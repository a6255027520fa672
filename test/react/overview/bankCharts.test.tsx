// The bank charts share one per-day sum of a synced set: the money tile, the cash flow and the
// spending chart of one page (the overview's three readers of the set) keep one sums object on the
// session, not one each, and a save moves that one object's sums for all of them.
import { act, waitFor } from '@testing-library/react'
import { bankTransactionUpdate } from '../../../src/api/writes/bankTransactionItems'
import { useBankTransactions, useCashFlow, useSaveBankTransactions, useSpendingByCategory } from '../../../src/react'
import { useBookkeepingContext } from '../../../src/react/provider/context'
import { QUEUE_PAGE_SIZE } from '../../../src/react/queue/queuePageSize'
import { SANDBOX } from '../../../src/sandbox'
import { renderHookWithSandbox, useSandboxServer } from '../../support/sandbox'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 300, extraGlLinesPerCompany: 0 } })

/** The overview's three readers of the set, a chart of one account, and what the session keeps. */
function usePage() {
  const tile = useCashFlow({ months: 2, endMonth: '2026-06' })
  const flow = useCashFlow({ endMonth: '2026-06' })
  const spending = useSpendingByCategory({ period: '2026-06' })
  const savings = useCashFlow({ endMonth: '2026-06', bankAccountId: bakery.bankAccounts.savings })
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE })
  const { bankTotals } = useBookkeepingContext()
  return { tile, flow, spending, savings, set, save: useSaveBankTransactions(), sums: [...bankTotals.values()] }
}

describe('the sums of a synced set', () => {
  it('are one object on the session for every chart and tile that reads the set, and one for one bank account', async () => {
    const { result } = renderHookWithSandbox(usePage, state.sandbox)
    await waitFor(() =>
      expect(result.current.flow.complete && result.current.spending.complete && result.current.savings.complete).toBe(true),
    )
    const transactions = result.current.set.data!.transactions
    // Three readers of every account's sums and one of the savings account's: two objects, both of the set as it is.
    expect(result.current.sums).toHaveLength(2)
    expect(result.current.sums.every((sums) => sums.transactions === transactions)).toBe(true)
    const [every, savings] = result.current.sums
    expect(every!.days).not.toBe(savings!.days)

    // A save moves the one object's sums, and every reader follows it.
    const purchase = transactions.find(
      (record) => record.date.startsWith('2026-06-') && record.amount < 0 && record.type !== 'TRANSFER' && !record.children?.length,
    )!
    await act(() => result.current.save.mutateAsync([bankTransactionUpdate(purchase, { date: '2026-05-20' }, 'partial')]))
    await waitFor(() => expect(result.current.set.data!.transactions).not.toBe(transactions))
    expect(result.current.flow.months.at(-1)!.moneyOut).toBe(result.current.tile.months.at(-1)!.moneyOut)
    expect(result.current.sums).toHaveLength(2)
    expect(result.current.sums.every((sums) => sums.transactions === result.current.set.data!.transactions)).toBe(true)
    expect(result.current.spending.total).toBe(result.current.flow.months.at(-1)!.moneyOut)
    expect(result.current.tile.months.at(-2)).toEqual(result.current.flow.months.at(-2))
  })
})
