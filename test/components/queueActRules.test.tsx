// The queue's `act` tells the rules' part of a choice once its save comes back, whatever the part
// was when the key was pressed: on a partner's page a row confirmed while the part was still
// loading (or before the render that received it) was never counted, and the offer "Always
// categorize … as …?" never came.
import { waitFor } from '@testing-library/react'
import type { BankTransaction } from '../../src/api/types'
import type { QueueIndex } from '../../src/core/queue/view/queueIndex'
import type { QueueRulesView } from '../../src/components/BankTransactionList/queueRulesView'
import { useQueueAct } from '../../src/components/BankTransactionList/review/useQueueAct'
import type { useReviewActions } from '../../src/components/BankTransactionList/review/useReviewActions'
import { SANDBOX } from '../../src/sandbox'
import { BOOKKIT } from '../support/profiles'
import { renderHookWithSandbox, useSandboxServer } from '../support/sandbox'

describe('the queue’s act on the bookkit service', () => {
  // A few rows are enough: the test needs one of June to review.
  const state = useSandboxServer({
    profile: BOOKKIT.profile,
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 },
  })

  it('tells the rules’ part loaded while a choice was saving of that choice', async () => {
    const bakery = SANDBOX.companies.bakery.id
    // A row of June, outside every closed or reconciled month: nothing is asked before it is sent.
    const row = state.sandbox.inspect
      .bankTransactions(bakery)
      .find((transaction) => transaction.date.startsWith('2026-06') && transaction.reviewStatus !== 'REVIEWED')!
    let saved: (rows: BankTransaction[]) => void = () => undefined
    const apply = vi.fn(() => new Promise<BankTransaction[]>((resolve) => (saved = resolve)))
    const actions = { apply } as unknown as ReturnType<typeof useReviewActions>
    const index = { get: () => undefined, keep: () => undefined } as unknown as QueueIndex
    const categorized = vi.fn()
    const rules = { categorized } as unknown as QueueRulesView

    const { result, rerender } = renderHookWithSandbox(
      ({ loaded }: { loaded: boolean }) => useQueueAct({ index, actions, rules: loaded ? rules : undefined, companyId: bakery }),
      state.sandbox,
      { initialProps: { loaded: false } },
    )
    // Enter on the row before the rules' part has reported itself…
    result.current.act([row], { categoryId: 'ctg_co1_wages', review: true })
    await waitFor(() => expect(apply).toHaveBeenCalledTimes(1))
    // …which it does while the save is on its way.
    rerender({ loaded: true })
    saved([row])

    await waitFor(() => expect(categorized).toHaveBeenCalledWith([row], 'ctg_co1_wages'))
  })
})
