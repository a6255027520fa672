// useTransferPairs against the sandbox: two opposite amounts saved in two of the bakery's accounts
// are seen as a likely transfer over the queue's synced set (rendered beside the queue's read, as
// on a page); `pair` ties both sides to each other and marks them reviewed in one request, and
// `unpair` unties both.
import { act, waitFor } from '@testing-library/react'
import type { BankTransaction } from '../../../src/api/types'
import { isReviewed } from '../../../src/api/reviewStatus'
import { useBankTransactions, useSaveBankTransactions, useTransferPairs } from '../../../src/react'
import { QUEUE_PAGE_SIZE } from '../../../src/react/queue/queuePageSize'
import { SANDBOX } from '../../../src/sandbox'
import { recordRequests } from '../../support/requests'
import { renderHookWithSandbox, useSandboxServer } from '../../support/sandbox'

vi.setConfig({ testTimeout: 30_000 })
const bakery = SANDBOX.companies.bakery
const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })
/** An amount no seeded record has, so the only pair of it is the one saved here. */
const AMOUNT = 123_456

const sidesOf = (records: readonly BankTransaction[]) =>
  Object.fromEntries(
    records.map((record) => [record.id, { pairedWith: record.matchingBankTransaction?.id, reviewed: isReviewed(record.reviewStatus) }]),
  )

describe('useTransferPairs', () => {
  it('sees a transfer saved as two opposite amounts, pairs both sides in one request, and unpairs both', async () => {
    const { result } = renderHookWithSandbox(
      () => ({ transfers: useTransferPairs(), queue: useBankTransactions({ limit: QUEUE_PAGE_SIZE }), save: useSaveBankTransactions() }),
      state.sandbox,
    )
    await waitFor(() => expect(result.current.transfers.complete).toBe(true))
    const saved = await act(() =>
      result.current.save.mutateAsync([
        {
          bankAccountId: bakery.bankAccounts.checking,
          date: '2026-06-24',
          amount: -AMOUNT,
          type: 'EXPENSE',
          description: 'ONLINE TRANSFER TO SAV',
        },
        {
          bankAccountId: bakery.bankAccounts.savings,
          date: '2026-06-26',
          amount: AMOUNT,
          type: 'INCOME',
          description: 'TRANSFER FROM CHK',
        },
      ]),
    )
    const [from, to] = saved.map((outcome) => (outcome.status === 'saved' ? outcome.record : undefined)) as [
      BankTransaction,
      BankTransaction,
    ]
    const found = () => result.current.transfers.pairs.find((pair) => pair.from.id === from.id)
    await waitFor(() => expect(found()).toMatchObject({ to: { id: to.id }, days: 2, worded: 2, ambiguous: false }))
    expect(result.current.transfers.error).toBeNull()

    const requests = recordRequests(state.server)
    const paired = await act(() => result.current.transfers.pair([found()!]))
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(1)
    expect(sidesOf(paired)).toEqual({ [from.id]: { pairedWith: to.id, reviewed: true }, [to.id]: { pairedWith: from.id, reviewed: true } })
    // Paired, neither side is a candidate any more.
    await waitFor(() => expect(found()).toBeUndefined())

    const unpaired = await act(() => result.current.transfers.unpair(paired.find((record) => record.id === from.id)!))
    expect(sidesOf(unpaired)).toEqual({
      [from.id]: { pairedWith: undefined, reviewed: true },
      [to.id]: { pairedWith: undefined, reviewed: true },
    })
    await waitFor(() => expect(found()?.to.id).toBe(to.id))
  })
})
