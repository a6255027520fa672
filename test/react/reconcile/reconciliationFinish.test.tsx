// A reconciliation's finish never half done, through the headless hooks against the sandbox and its
// host store: the record of what it will do is kept before any row is saved (and claims the month:
// a second tab loses before it writes anything), a finish stopped part-way is finished or undone
// after a reload, its adjustment is booked once whatever answer was lost, and a finish the session
// cannot make is refused with its reason before anything is written.
import { act, waitFor } from '@testing-library/react'
import {
  useReconciliation,
  useUndoReconciliation,
  type ReconciliationOptions,
  type ReconciliationState,
} from '../../../src/react/reconcile/reconciliation'
import { ReconciliationFinishRefusedError } from '../../../src/core/reconcile/reconciliationParts'
import { reconciliationsKey } from '../../../src/core/reconcile/book'
import type { ReconciliationBook } from '../../../src/core/reconcile/types'
import { SANDBOX } from '../../../src/sandbox'
import { PROFILES } from '../../support/profiles'
import { bookOf, reconciliationOf } from '../../support/reconciliations'
import { renderHookWithSandbox, sandboxTokenFetcher, serviceFor, useSandboxServer } from '../../support/sandbox'

vi.setConfig({ testTimeout: 30_000 })

const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking
const KEY = reconciliationsKey(bakery.id, CHECKING)
const SAVES = '/v6/banks/transactions'
const ENTRIES = '/v6/accounting/manualJournalEntries'

describe.each(PROFILES)('a finish on the $profile service', ({ profile }) => {
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 } })
  const statuses = () => new Map(state.sandbox.inspect.bankTransactions(bakery.id).map((record) => [record.id, record.reviewStatus]))
  const storedBook = () => state.sandbox.store.peek(KEY)?.value as ReconciliationBook | undefined
  const entriesNamed = (marker: string) =>
    state.sandbox.inspect.journalEntries(bakery.id).filter((entry) => entry.description?.includes(marker))

  /** A page with the checking account's worksheet; a second call over the same sandbox is a reload, or another tab. */
  function open(options: ReconciliationOptions) {
    return renderHookWithSandbox(({ given }: { given: ReconciliationOptions }) => useReconciliation(CHECKING, given), state.sandbox, {
      initialProps: { given: options },
      provider: { service: { ...serviceFor(state.sandbox), maxBatchSize: 4, settleWindowMs: 0 } },
    })
  }

  /** Waits until the worksheet's figures are known, then ticks every tickable row and types the closing they make (less `short`). */
  async function tickAll(view: ReturnType<typeof open>, short = 0): Promise<ReconciliationState> {
    await waitFor(() => {
      expect(view.result.current.counting).toBeUndefined()
      expect(view.result.current.closing).toBeDefined()
      expect(view.result.current.reconciliations).toBeDefined()
      expect(view.result.current.rows.length).toBeGreaterThan(0)
    })
    const tickable = view.result.current.rows.filter((row) => !row.blocked)
    const closing = tickable.reduce((sum, row) => sum + row.transaction.amount, 0) - short
    view.rerender({ given: { endDate: '2026-06-30', closingBalance: closing, openingBalance: 0 } })
    act(() =>
      view.result.current.tick(
        tickable.map((row) => row.transaction.id),
        true,
      ),
    )
    await waitFor(() => expect(view.result.current.difference).toBe(0 - short))
    return view.result.current
  }

  const JUNE: ReconciliationOptions = { endDate: '2026-06-30', closingBalance: undefined, openingBalance: 0 }

  it('keeps its record before the first row is saved; stopped by a refused batch and a reload, it is finished from the record', async () => {
    const first = open(JUNE)
    const worksheet = await tickAll(first)
    const ticked = worksheet.rows.filter((row) => row.ticked).map((row) => row.transaction)
    expect(ticked.length).toBeGreaterThan(4)
    const before = statuses()
    // What the store held when the first row went out: the finish's record, naming every row. The
    // second batch is refused as a whole: the first is saved, the rest not sent.
    let heldAtFirstSave: ReconciliationBook | undefined
    let saves = 0
    const handle = state.sandbox.handle.bind(state.sandbox)
    const spy = vi.spyOn(state.sandbox, 'handle').mockImplementation(async (request: Request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === SAVES) {
        heldAtFirstSave ??= structuredClone(storedBook())
        if (++saves === 2) state.sandbox.failNext({ status: 400, path: SAVES, method: 'POST' })
      }
      return handle(request)
    })
    const stopped = await act(() => first.result.current.finish({ outcome: 'balanced' }))
    expect(heldAtFirstSave?.finishing?.transactions.map((one) => one.id).sort()).toEqual(ticked.map((one) => one.id).sort())
    expect(stopped.reconciliation).toBeUndefined()
    expect(stopped.interrupted).toBeDefined()
    expect(storedBook()).toMatchObject({ formatVersion: 2, reconciliations: [] })
    spy.mockRestore()
    first.unmount()

    // A reload: the page knows nothing but what the store and the service hold.
    const reloaded = open({ endDate: undefined, closingBalance: undefined })
    await waitFor(() => expect(reloaded.result.current.interrupted?.saved).toBe(4))
    expect(reloaded.result.current.interrupted).toMatchObject({ total: ticked.length, abandoning: false })
    expect(reloaded.result.current.finishBlocked).toBe('underWay')
    const resumed = await act(() => reloaded.result.current.resume())
    expect(resumed.reconciliation?.transactions).toHaveLength(ticked.length)
    expect(storedBook()).toMatchObject({ formatVersion: 1, reconciliations: [{ id: resumed.reconciliation?.id }] })
    expect(storedBook()?.finishing).toBeUndefined()
    const now = statuses()
    for (const one of resumed.reconciliation?.transactions ?? []) {
      expect(now.get(one.id), one.id).toBe('RECONCILED')
      expect(one.previousReviewStatus, one.id).toBe(before.get(one.id) ?? null)
    }
  })

  it('books its adjustment once when the answer is lost and the page reloads before the finish is resumed', async () => {
    const first = open(JUNE)
    await tickAll(first, 1234)
    state.sandbox.failNext({ dropAnswer: true, path: ENTRIES, method: 'POST' })
    const stopped = await act(() =>
      first.result.current.finish({
        outcome: 'adjusted',
        glAccountId: bakery.glAccounts.unused,
        bankGlAccountId: bakery.glAccounts.checking,
      }),
    )
    expect(stopped.adjustment?.status).toBe('unknown')
    const recordId = stopped.interrupted?.id ?? ''
    expect(storedBook()?.finishing?.adjustment).toMatchObject({ apiSourceId: `${recordId}:adjustment`, sentAt: expect.any(String) })
    expect(entriesNamed(recordId)).toHaveLength(1)
    first.unmount()

    const reloaded = open({ endDate: undefined, closingBalance: undefined })
    await waitFor(() => expect(reloaded.result.current.interrupted?.saved).toBe(0))
    const resumed = await act(() => reloaded.result.current.resume())
    expect(resumed.reconciliation).toMatchObject({ outcome: 'adjusted', adjustment: { journalEntryId: entriesNamed(recordId)[0]?.id } })
    expect(entriesNamed(recordId)).toHaveLength(1)
  })

  it('undoes an interrupted finish: its saved rows back as they were, its booked adjustment reversed once, its record gone', async () => {
    const first = open(JUNE)
    const worksheet = await tickAll(first, 1234)
    const before = statuses()
    // The adjustment is booked, the first batch saved, the second refused.
    state.sandbox.failNext({ status: 400, path: SAVES, method: 'POST', times: 1 })
    const ticked = worksheet.rows.filter((row) => row.ticked).length
    expect(ticked).toBeGreaterThan(0)
    const stopped = await act(() =>
      first.result.current.finish({
        outcome: 'adjusted',
        glAccountId: bakery.glAccounts.unused,
        bankGlAccountId: bakery.glAccounts.checking,
      }),
    )
    const recordId = stopped.interrupted?.id ?? ''
    expect(stopped.interrupted?.adjustment?.journalEntryId).toBeDefined()
    first.unmount()

    const reloaded = open({ endDate: undefined, closingBalance: undefined })
    await waitFor(() => expect(reloaded.result.current.interrupted).toBeDefined())
    const undone = await act(() => reloaded.result.current.abandon())
    expect(undone.abandoned).toBe(true)
    expect(storedBook()).toMatchObject({ formatVersion: 1, reconciliations: [] })
    expect(storedBook()?.finishing).toBeUndefined()
    expect(statuses()).toEqual(before)
    // The adjustment and its reversal: the bank's ledger account is back where it was.
    const entries = entriesNamed(recordId)
    expect(entries).toHaveLength(2)
    const bankLines = state.sandbox.inspect
      .glLines(bakery.glAccounts.checking)
      .filter((line) => entries.some((entry) => entry.id === line.sourceId))
    expect(bankLines.reduce((sum, line) => sum + line.drAmount - line.crAmount, 0)).toBe(0)
    await waitFor(() => expect(reloaded.result.current.interrupted).toBeUndefined())
    expect(reloaded.result.current.finishBlocked).not.toBe('underWay')
  })

  it('marks an undo before its first write; stopped and reloaded, the next finish waits and undoing again reverses the adjustment once', async () => {
    const first = open(JUNE)
    await tickAll(first, 1234)
    const before = statuses()
    const done = await act(() =>
      first.result.current.finish({
        outcome: 'adjusted',
        glAccountId: bakery.glAccounts.unused,
        bankGlAccountId: bakery.glAccounts.checking,
      }),
    )
    const reconciliation = done.reconciliation!
    first.unmount()
    const undoing = renderHookWithSandbox(
      () => ({ worksheet: useReconciliation(CHECKING, { endDate: '2026-07-31', closingBalance: 0 }), undo: useUndoReconciliation() }),
      state.sandbox,
      { provider: { service: { ...serviceFor(state.sandbox), maxBatchSize: 4, settleWindowMs: 0 } } },
    )
    await waitFor(() => expect(undoing.result.current.worksheet.last?.id).toBe(reconciliation.id))
    state.sandbox.failNext({ status: 400, path: SAVES, method: 'POST' })
    const stopped = await act(() =>
      undoing.result.current.undo.mutateAsync({ companyId: bakery.id, bankAccountId: CHECKING, reconciliation }),
    )
    expect(stopped.removed).toBe(false)
    expect(storedBook()?.reconciliations[0]?.undoingSince).toEqual(expect.any(String))
    undoing.unmount()

    const reloaded = renderHookWithSandbox(
      () => ({ worksheet: useReconciliation(CHECKING, { endDate: '2026-07-31', closingBalance: 0 }), undo: useUndoReconciliation() }),
      state.sandbox,
    )
    await waitFor(() => expect(reloaded.result.current.worksheet.finishBlocked).toBe('undoing'))
    const last = reloaded.result.current.worksheet.last!
    const again = await act(() =>
      reloaded.result.current.undo.mutateAsync({ companyId: bakery.id, bankAccountId: CHECKING, reconciliation: last }),
    )
    expect(again.removed).toBe(true)
    expect(storedBook()?.reconciliations).toEqual([])
    expect(statuses()).toEqual(before)
    expect(entriesNamed(`${reconciliation.id}:undo`)).toHaveLength(1)
  })

  it('finds a conflict before anything is saved: the tab that claims the month second saves no row', async () => {
    const one = open(JUNE)
    const other = open(JUNE)
    await tickAll(one)
    await tickAll(other)
    const finished = await act(() => one.result.current.finish({ outcome: 'balanced' }))
    expect(finished.reconciliation).toBeDefined()
    const saved = vi.spyOn(state.sandbox, 'handle')
    const lost = await act(() => other.result.current.finish({ outcome: 'balanced' }))
    expect(lost.notClaimed?.conflict).toBe(true)
    expect(lost.rows).toEqual([])
    expect(saved.mock.calls.filter(([request]) => request.method === 'POST' && new URL(request.url).pathname === SAVES)).toEqual([])
    expect(storedBook()?.reconciliations).toHaveLength(1)
  })
})

describe('a finish refused before anything is written', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 } })

  async function refusal(view: { result: { current: ReconciliationState } }) {
    const error = await view.result.current.finish({ outcome: 'balanced' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ReconciliationFinishRefusedError)
    return (error as ReconciliationFinishRefusedError).reason
  }
  const known = (view: { result: { current: ReconciliationState } }) =>
    waitFor(() => {
      expect(view.result.current.counting).toBeUndefined()
      expect(view.result.current.reconciliations).toBeDefined()
    })

  it('refuses a month reconciled already, an end date after today, and a read-only session, saying why', async () => {
    state.sandbox.store.put(KEY, bookOf(reconciliationOf(CHECKING, '2026-06-30', [])))
    const reconciled = renderHookWithSandbox(() => useReconciliation(CHECKING, { endDate: '2026-06-15', closingBalance: 0 }), state.sandbox)
    await known(reconciled)
    expect(reconciled.result.current.finishBlocked).toBe('reconciled')
    expect(await refusal(reconciled)).toBe('reconciled')

    const future = renderHookWithSandbox(() => useReconciliation(CHECKING, { endDate: '2999-01-31', closingBalance: 0 }), state.sandbox)
    await known(future)
    expect(await refusal(future)).toBe('future')

    const readOnly = renderHookWithSandbox(() => useReconciliation(CHECKING, { endDate: '2026-07-31', closingBalance: 0 }), state.sandbox, {
      provider: { fetchToken: sandboxTokenFetcher(state.sandbox, { scope: 'read' }) },
    })
    await known(readOnly)
    await waitFor(() => expect(readOnly.result.current.finishBlocked).toBe('readOnly'))
    expect(await refusal(readOnly)).toBe('readOnly')
    expect(state.sandbox.store.peek(KEY)?.value).toEqual(bookOf(reconciliationOf(CHECKING, '2026-06-30', [])))
  })

  it('keys an account without transactions by the session’s one company, and asks for companyId when the session sees several', async () => {
    const empty = 'bka_without_transactions'
    const owner = renderHookWithSandbox(() => useReconciliation(empty, { endDate: '2026-06-30', closingBalance: 0 }), state.sandbox)
    await waitFor(() => expect(owner.result.current.companyId).toBe(bakery.id))
    const bookkeeper = renderHookWithSandbox(() => useReconciliation(empty, { endDate: '2026-06-30', closingBalance: 0 }), state.sandbox, {
      userId: 'usr_bookkeeper_1',
    })
    await waitFor(() => expect(bookkeeper.result.current.error?.name).toBe('ReconciliationCompanyUnknownError'))
    expect(bookkeeper.result.current.error?.message).toMatch(/pass companyId/)
    expect(bookkeeper.result.current.companyId).toBeUndefined()
  })
})
