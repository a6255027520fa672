// useOwnerQuestions() on both sides of one conversation: the bookkeeper and the owner in two
// providers over one host store. What one saves the other reads on its next read; the host hears
// each ask and answer with counts and ids and no text; the owner answers with a read-only token.
import { act, waitFor } from '@testing-library/react'
import type { BookkeepingEvent } from '../../../src/react'
import { useOwnerQuestions } from '../../../src/react/questions/ownerQuestions'
import { useBankTransactions } from '../../../src/react/queue/bankTransactions'
import { subjectOf } from '../../../src/core/questions/receipts'
import { SANDBOX } from '../../../src/sandbox'
import { renderHookWithSandbox, sandboxTokenFetcher, useSandboxServer } from '../../support/sandbox'
import { settled } from '../../support/settled'
import { bankRow } from '../../support/ownerQuestions'

const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 30, extraGlLinesPerCompany: 0 } })
const bakery = SANDBOX.companies.bakery

function side(scope: 'read' | 'write') {
  const onEvent = vi.fn<(event: BookkeepingEvent) => void>()
  const rendered = renderHookWithSandbox(() => useOwnerQuestions({ companyId: bakery.id }), state.sandbox, {
    provider: { onEvent, fetchToken: sandboxTokenFetcher(state.sandbox, { scope }) },
  })
  return { current: () => rendered.result.current, onEvent, queryClient: rendered.queryClient }
}

it('asks on one side and answers on the other: each sees the other’s save on its next read, and the host hears counts and ids, no text', async () => {
  const bookkeeper = side('write')
  const owner = side('read')
  await waitFor(() => expect([bookkeeper.current().status, owner.current().status]).toEqual(['ready', 'ready']))
  expect(owner.current().open).toBe(0)

  const depot = subjectOf(bankRow('bt_depot'))
  const laptop = subjectOf(bankRow('bt_laptop', { amount: -190_000, description: 'BEST BUY 0082' }))
  await act(() =>
    bookkeeper.current().ask([
      { kind: 'transaction', subjects: [depot], text: 'What was this for?', choices: [{ id: 'personal', label: 'Personal' }] },
      { kind: 'transaction', subjects: [laptop], text: 'Please add the receipt', receiptNeeded: true },
    ]),
  )
  // Newest first, on the asking side at once (the cache holds what was saved).
  await waitFor(() => expect(bookkeeper.current().open).toBe(2))
  const [laptopQuestion, depotQuestion] = bookkeeper.current().questions
  expect([depotQuestion?.text, laptopQuestion?.text]).toEqual(['What was this for?', 'Please add the receipt'])
  expect(bookkeeper.onEvent).toHaveBeenCalledWith({
    type: 'questionsAsked',
    companyId: bakery.id,
    questionIds: [depotQuestion!.id, laptopQuestion!.id],
    transactionIds: ['bt_depot', 'bt_laptop'],
    count: 2,
    notify: 'conversations',
  })

  // The owner's page reads again (a focus, the 30 s poll): the badge counts both.
  expect(owner.current().open).toBe(0)
  await act(() => owner.queryClient.refetchQueries())
  await waitFor(() => expect(owner.current().open).toBe(2))

  // The owner answers with a read-only token (the store's, never the service's); a retried save is one answer.
  const answer = { id: 'a_owner1', transactionId: 'bt_depot', choiceId: 'personal', note: 'Patio for home' }
  await act(() => owner.current().answer(depotQuestion!.id, answer))
  await act(() => owner.current().answer(depotQuestion!.id, answer))
  await waitFor(() => expect(owner.current().open).toBe(1))
  expect(owner.current().questions.find((question) => question.id === depotQuestion!.id)?.answers).toMatchObject([answer])
  expect(owner.onEvent.mock.calls).toEqual([
    [
      {
        type: 'questionAnswered',
        companyId: bakery.id,
        questionId: depotQuestion!.id,
        transactionIds: ['bt_depot'],
        open: 1,
        notify: 'conversations',
      },
    ],
  ])
  expect(JSON.stringify([...bookkeeper.onEvent.mock.calls, ...owner.onEvent.mock.calls])).not.toMatch(/Patio|What was this|receipt/i)

  await act(() => bookkeeper.queryClient.refetchQueries())
  await waitFor(() => expect([bookkeeper.current().open, bookkeeper.current().answered]).toEqual([1, 1]))
  await act(() => bookkeeper.current().close(depotQuestion!.id, 'used'))
  await waitFor(() => expect(bookkeeper.current().answered).toBe(0))
  expect([bookkeeper.current().open, bookkeeper.current().questions[1]?.closed?.outcome]).toEqual([1, 'used'])
})

it('without a companyId names the company the synced bank transactions name, and starts no sync of its own', async () => {
  const alone = renderHookWithSandbox(() => useOwnerQuestions(), state.sandbox)
  await waitFor(() => expect(alone.result.current.status).toBe('ready'))
  await settled(alone.queryClient)
  expect(alone.result.current.companyId).toBe('default')
  expect(
    alone.queryClient
      .getQueryCache()
      .findAll({ queryKey: ['bookkit'] })
      .map((query) => query.queryKey[2]),
  ).not.toContain('bankTransactions')

  const beside = renderHookWithSandbox(() => [useOwnerQuestions(), useBankTransactions({ limit: 100 })] as const, state.sandbox)
  await waitFor(() => expect(beside.result.current[0].companyId).toBe(bakery.id))
})
