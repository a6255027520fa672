// useMonthEndClose against the sandbox and its host store, on the bookkit profile: each item as
// the books tell it (recomputed here from the sandbox's own records), and a month made ready step by
// step through bookkit's own writes and the store, signed off, a later change flagged, and reopened.
// What each item decides and what a sign-off keeps are the core's, tested in Node
// (test/core/close/items.test.ts, laterItems.test.ts, signOff.test.ts); the component's drawing in
// test/components/monthEndClose.test.tsx.
import { act, waitFor } from '@testing-library/react'
import { isReviewed } from '../../../src/api/reviewStatus'
import type { BankTransaction } from '../../../src/api/types'
import { bankTransactionUpdate, reviewItem } from '../../../src/api/writes/bankTransactionItems'
import type { MonthEndCloseItem } from '../../../src/core/close/closeItems'
import { closeKey, signedMonthsKey, type CloseRecord, type SignedMonths } from '../../../src/core/close/monthClose'
import { useMonthEndClose, useSaveBankTransactions } from '../../../src/react'
import { useServiceProfile } from '../../../src/react/provider/provided'
import { SANDBOX } from '../../../src/sandbox'
import { BOOKKIT } from '../../support/profiles'
import { bookOf, reconciliationOf } from '../../support/reconciliations'
import { renderHookWithSandbox, useSandboxServer } from '../../support/sandbox'
import { useViewerToday } from '../../support/viewerToday'

const bakery = SANDBOX.companies.bakery
const MONTH = '2026-05'
const END = '2026-05-31'
const VOLUME = { invoicesPerCompany: 12, bankTransactionsPerCompany: 150, extraGlLinesPerCompany: 0 }

vi.setConfig({ testTimeout: 30_000 })
useViewerToday('2026-06-30')

const itemOf = <Id extends MonthEndCloseItem['id']>(items: readonly MonthEndCloseItem[], id: Id) =>
  items.find((item) => item.id === id) as Extract<MonthEndCloseItem, { id: Id }>

describe('useMonthEndClose on the bookkit service', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: VOLUME })
  const live = () =>
    (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).filter((one) => one.status !== 'DELETED')
  const ofMonth = () => live().filter((one) => one.date.startsWith(MONTH))

  function render(accounts = state.sandbox.inspect.glAccounts(bakery.id)) {
    return renderHookWithSandbox(
      () => ({ close: useMonthEndClose(MONTH, { accounts }), save: useSaveBankTransactions(), updates: useServiceProfile().updates }),
      state.sandbox,
    )
  }
  /** Every item's state, once none is still counting. */
  const settledStates = async (result: { current: { close: { items: MonthEndCloseItem[] } } }) => {
    await waitFor(() => {
      expect(result.current.close.items).toHaveLength(8)
      for (const item of result.current.close.items) expect(item.figures, item.id).not.toBe('counting')
    })
    return Object.fromEntries(result.current.close.items.map((item) => [item.id, item.state]))
  }

  it('tells each item from the books: what is left to review, the accounts never reconciled, the ledger’s receivables against the invoices, and the statements balancing', async () => {
    const { result } = render()
    const states = await settledStates(result)
    const items = result.current.close.items
    const toReview = ofMonth().filter((one) => !isReviewed(one.reviewStatus)).length
    expect(itemOf(items, 'review')).toMatchObject({ state: 'toDo', left: toReview, transactions: ofMonth().length })
    const accounts = new Set(
      live()
        .filter((one) => one.date <= END)
        .map((one) => one.bankAccount!.id),
    )
    expect(itemOf(items, 'reconcile').accounts.map((one) => [one.bankAccountId, one.state, one.reconciledThrough])).toEqual(
      [...accounts]
        .sort()
        .map((id) => [id, 'toDo', undefined])
        .sort(),
    )
    const trial = state.sandbox.inspect.trialBalance(bakery.id, undefined, END)
    const receivable = trial.accounts.find((one) => one.glAccountId === bakery.glAccounts.receivable)!
    expect(itemOf(items, 'receivables')).toMatchObject({ ledger: receivable.debit - receivable.credit, difference: 0, state: 'done' })
    expect(itemOf(items, 'balances')).toMatchObject({ trialBalance: 0, balanceSheet: 0, state: 'done' })
    const totals = result.current.close.trialBalance!
    expect(totals.debits).toBe(totals.credits)
    expect(totals.debits).toBeGreaterThan(0)
    expect(states).toMatchObject({ questions: 'done', suspense: 'done', changes: 'done' })
  })

  it('makes a month ready step by step, signs it off, flags a later change, and reopens it', async () => {
    const { result, queryClient } = render()
    await settledStates(result)
    expect(result.current.close.ready).toBe(false)

    // Review: every transaction of the month reviewed (through bookkit's save: no read again).
    const waiting = ofMonth().filter((one) => !isReviewed(one.reviewStatus))
    await act(() => result.current.save.mutateAsync(waiting.map((one) => reviewItem(one, { review: true }, result.current.updates)!)))
    await waitFor(() => expect(itemOf(result.current.close.items, 'review')).toMatchObject({ state: 'done', left: 0 }))
    await waitFor(() => expect(itemOf(result.current.close.items, 'match')).toMatchObject({ state: 'done', left: 0 }))

    // Reconcile: each account reconciled through the month's end, as another tab's finish is read on focus.
    const accounts = itemOf(result.current.close.items, 'reconcile').accounts
    for (const { bankAccountId } of accounts)
      state.sandbox.store.put(`reconciliations:${bakery.id}:${bankAccountId}`, bookOf(reconciliationOf(bankAccountId, END, [])))
    await act(() => queryClient.invalidateQueries({ queryKey: ['bookkit'], predicate: (query) => query.queryKey.includes('stored') }))
    await waitFor(() => expect(result.current.close.ready).toBe(true))

    // Signed off over the month's transactions as the sync read them, the totals the trial balance read.
    const record = await act(() => result.current.close.signOff({ userName: 'Dana at Cornerstone Bookkeeping' }))
    expect(record.signOffs[0]!.transactions.map(([id]) => id).sort()).toEqual(
      ofMonth()
        .map((one) => one.id)
        .sort(),
    )
    expect(record.signOffs[0]!.trialBalance).toEqual(result.current.close.trialBalance)
    expect(((await state.sandbox.store.load(closeKey(bakery.id, MONTH)))!.value as CloseRecord).signOffs).toEqual(record.signOffs)
    await waitFor(() => expect(result.current.close.signedOff?.at).toBe(record.signOffs[0]!.at))

    // A later change to the month: flagged, and the month no longer signed off as it stands.
    const [changed] = ofMonth().filter((one) => (one.children ?? []).length === 0)
    await act(() =>
      result.current.save.mutateAsync([bankTransactionUpdate(changed!, { amount: changed!.amount + 100 }, result.current.updates)]),
    )
    await waitFor(() =>
      expect(itemOf(result.current.close.items, 'changes')).toMatchObject({
        state: 'toDo',
        changes: [expect.objectContaining({ id: changed!.id, kind: 'changed', changes: ['amount'] })],
      }),
    )

    await act(() => result.current.close.reopen({ reason: 'A deposit was keyed wrong', userName: 'Sam at Maple Crumb' }))
    expect(((await state.sandbox.store.load(signedMonthsKey(bakery.id)))!.value as SignedMonths).months).toEqual([])
    await waitFor(() => expect(result.current.close.signedOff).toBeUndefined())
  })
})
