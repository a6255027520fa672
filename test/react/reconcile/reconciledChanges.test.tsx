// useReconciledChanges against the sandbox and its host store: the synced set's reconciled
// transactions against the reconciliations stored for their accounts. The store is the host's and
// the set's sync is tested per profile in its own files: the bookkit profile alone.
import { act, waitFor } from '@testing-library/react'
import type { BankTransaction } from '../../../src/api/types'
import type { BookkitStore } from '../../../src/core/store/store'
import { useBankTransactions, useSaveBankTransactions } from '../../../src/react'
import { useReconciledChanges } from '../../../src/react/reconcile/reconciledChanges'
import type { ReconciliationBook } from '../../../src/core/reconcile/types'
import { SANDBOX } from '../../../src/sandbox'
import { holdOlderPages } from '../../support/listingService'
import { bookOf, reconciliationOf } from '../../support/reconciliations'
import { renderHookWithSandbox, useSandboxServer } from '../../support/sandbox'

const bakery = SANDBOX.companies.bakery
const checking = bakery.bankAccounts.checking
const KEY = `reconciliations:${bakery.id}:${checking}`

vi.setConfig({ testTimeout: 20_000 })

/** A reconciliation through `endDate` holding `transactions` as given (as they were when it was finished). */
const bookThrough = (endDate: string, transactions: Array<Pick<BankTransaction, 'id' | 'date' | 'amount'>>): ReconciliationBook =>
  bookOf(reconciliationOf(checking, endDate, transactions))

describe('useReconciledChanges (bookkit service)', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 300, extraGlLinesPerCompany: 0 } })
  const bakeryTransactions = () =>
    (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).filter(
      (transaction) => transaction.status !== 'DELETED',
    )
  const reconciled = () =>
    bakeryTransactions().filter(
      (transaction) =>
        transaction.bankAccount?.id === checking && ['RECONCILED', 'RECONCILIATION_DISCREPANCY'].includes(transaction.reviewStatus ?? ''),
    )

  /** The host's store, with the keys bookkit loads from it. */
  function watchedStore() {
    const loads: string[] = []
    const store: BookkitStore = {
      load: (key) => {
        loads.push(key)
        return state.sandbox.store.load(key)
      },
      save: (key, value, baseVersion) => state.sandbox.store.save(key, value, baseVersion),
    }
    return { store, loads }
  }

  it('flags the reconciled transactions whose amount or date changed since, or that are gone, and reads only the accounts that hold one', async () => {
    const [same, amountChanged, dateChanged] = reconciled()
    expect(dateChanged).toBeDefined()
    state.sandbox.store.put(
      KEY,
      bookThrough('2026-05-31', [
        same!,
        { ...amountChanged!, amount: amountChanged!.amount + 500 },
        { ...dateChanged!, date: dateChanged!.date === '2026-01-02' ? '2026-01-03' : '2026-01-02' },
        { id: 'btx_gone', date: '2026-05-02', amount: -1200 },
      ]),
    )
    const { store, loads } = watchedStore()
    const { result } = renderHookWithSandbox(() => useReconciledChanges(), state.sandbox, { provider: { store } })
    await waitFor(() => expect(result.current.changed).toBeDefined())

    expect(Object.fromEntries(result.current.changed!)).toEqual({
      [amountChanged!.id]: expect.objectContaining({ endDate: '2026-05-31', bankAccountId: checking, changes: ['amount'] }),
      [dateChanged!.id]: expect.objectContaining({ endDate: '2026-05-31', changes: ['date'] }),
      btx_gone: expect.objectContaining({ endDate: '2026-05-31', changes: ['deleted'] }),
    })
    expect(result.current.error).toBeNull()
    // One read per account a reconciled transaction is in, and none for any other account.
    const holding = new Set(
      bakeryTransactions()
        .filter((transaction) => ['RECONCILED', 'RECONCILIATION_DISCREPANCY'].includes(transaction.reviewStatus ?? ''))
        .map((transaction) => `reconciliations:${bakery.id}:${transaction.bankAccount?.id}`),
    )
    expect(new Set(loads)).toEqual(holding)
    expect(loads).toHaveLength(holding.size)
  })

  it('says nothing and reads nothing while the set is arriving', async () => {
    state.sandbox.store.put(KEY, bookThrough('2026-05-31', [{ ...reconciled()[0]!, amount: 1 }]))
    const release = holdOlderPages(state)
    const { store, loads } = watchedStore()
    const { result } = renderHookWithSandbox(
      () => ({ changes: useReconciledChanges(), set: useBankTransactions({ limit: 250 }) }),
      state.sandbox,
      {
        provider: { store },
      },
    )
    await waitFor(() => expect(result.current.set.data?.syncing).toBeDefined())
    expect(result.current.changes.changed).toBeUndefined()
    expect(loads).toEqual([])

    release()
    await waitFor(() => expect(result.current.changes.changed?.size).toBe(1))
  })

  it('follows a save: an amount changed through the save path is flagged without reading the store again, and changed back is not', async () => {
    const closing = state.sandbox.inspect.closing(bakery.id).date
    const open = reconciled().find((transaction) => transaction.date > closing)!
    expect(open).toBeDefined()
    state.sandbox.store.put(KEY, bookThrough('2026-06-30', [open]))
    const { store, loads } = watchedStore()
    const { result } = renderHookWithSandbox(() => ({ changes: useReconciledChanges(), save: useSaveBankTransactions() }), state.sandbox, {
      provider: { store },
    })
    await waitFor(() => expect(result.current.changes.changed?.size).toBe(0))
    const reads = loads.length

    const saved = await act(() => result.current.save.mutateAsync([{ id: open.id, amount: open.amount - 250 }]))
    expect(saved.map((outcome) => outcome.status)).toEqual(['saved'])
    await waitFor(() => expect(result.current.changes.changed?.get(open.id)?.changes).toEqual(['amount']))

    await act(() => result.current.save.mutateAsync([{ id: open.id, amount: open.amount }]))
    await waitFor(() => expect(result.current.changes.changed?.size).toBe(0))
    expect(loads).toHaveLength(reads)
  })
})
