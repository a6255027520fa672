// A reconciliation's finish written ahead, in Node against the sandbox and its host store, with a
// plain QueryClient: the record of what it will do is kept before any row is saved (and claims the
// month: a second tab loses before it writes anything), a finish stopped part-way is finished or
// undone after a reload, its adjustment is booked once whatever answer was lost, and the undo of the
// last reconciliation marks its intent first and reverses the adjustment once.
import type { BankTransaction } from '../../../src/api/types'
import { runFinish } from '../../../src/core/reconcile/finish/finish'
import { undoReconciliation } from '../../../src/core/reconcile/finish/undo'
import { reconciliationsKey } from '../../../src/core/reconcile/book'
import { ReconciliationFinishRefusedError, type FinishChoice, type UndoMemory } from '../../../src/core/reconcile/reconciliationParts'
import type { ReconciliationBook } from '../../../src/core/reconcile/types'
import { clearedTotals, differenceOf, tickBlockOf } from '../../../src/core/reconcile/worksheet'
import { SANDBOX } from '../../../src/sandbox'
import { PROFILES } from '../../support/profiles'
import { bookOf, reconciliationOf } from '../../support/reconciliations'
import { useSandboxServer } from '../../support/sandbox'
import { candidatesOf, reconcilePort } from './finishPort'

const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking
const KEY = reconciliationsKey(bakery.id, CHECKING)
const SAVES = '/v6/banks/transactions'
const ENTRIES = '/v6/accounting/manualJournalEntries'
const ADJUSTED: FinishChoice = { outcome: 'adjusted', glAccountId: bakery.glAccounts.unused, bankGlAccountId: bakery.glAccounts.checking }
const controls = () => ({ signal: new AbortController().signal })
const freshMemory = (): UndoMemory => ({ reversed: new Set(), back: new Map() })
const VOLUME = { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 }

describe.each(PROFILES)('a finish on the $profile service', ({ profile }) => {
  const state = useSandboxServer({ profile, volume: VOLUME })
  const statuses = () => new Map(state.sandbox.inspect.bankTransactions(bakery.id).map((record) => [record.id, record.reviewStatus]))
  const storedBook = () => state.sandbox.store.peek(KEY)?.value as ReconciliationBook | undefined
  const entriesNamed = (marker: string) =>
    state.sandbox.inspect.journalEntries(bakery.id).filter((entry) => entry.description?.includes(marker))

  /** June's worksheet with every tickable row ticked and the closing they make typed (less `short`), finished with `choice`. */
  function june(port: ReturnType<typeof reconcilePort>, choice: FinishChoice = { outcome: 'balanced' }, short = 0) {
    const ticked: BankTransaction[] = candidatesOf(state.sandbox, bakery.id, CHECKING, '2026-06-30').filter(
      (transaction) => !tickBlockOf(transaction, () => false),
    )
    const totals = clearedTotals(ticked, new Set(ticked.map((one) => one.id)))
    const closingBalance = totals.clearedIn + totals.clearedOut - short
    const finish = () =>
      runFinish(
        port,
        {
          companyId: bakery.id,
          bankAccountId: CHECKING,
          endDate: '2026-06-30',
          openingBalance: 0,
          openingTyped: true,
          closingBalance,
          transactions: ticked,
          reviewStatuses: statuses,
          choice,
          difference: differenceOf(0, closingBalance, totals),
          basedOn: null,
        },
        controls(),
      )
    return { ticked, finish }
  }
  /** The record a reload finds, continued as `kind`. */
  const continued = (kind: 'resume' | 'abandon') =>
    runFinish(
      reconcilePort(state.sandbox),
      { kind, companyId: bakery.id, bankAccountId: CHECKING, finishing: storedBook()!.finishing!, reviewStatuses: statuses },
      controls(),
    )

  it('keeps its record before the first row is saved; stopped by a refused batch, a reload finishes it from the record', async () => {
    const { ticked, finish } = june(reconcilePort(state.sandbox))
    expect(ticked.length).toBeGreaterThan(4)
    const before = statuses()
    // What the store held when the first row went out: the finish's record, naming every row. The
    // second batch is refused as a whole: the first is saved, the rest not sent.
    let heldAtFirstSave: ReconciliationBook | undefined
    let saves = 0
    const handle = state.sandbox.handle.bind(state.sandbox)
    vi.spyOn(state.sandbox, 'handle').mockImplementation(async (request: Request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === SAVES) {
        heldAtFirstSave ??= structuredClone(storedBook())
        if (++saves === 2) state.sandbox.failNext({ status: 400, path: SAVES, method: 'POST' })
      }
      return handle(request)
    })
    const stopped = await finish()
    expect(heldAtFirstSave?.finishing?.transactions.map((one) => one.id).sort()).toEqual(ticked.map((one) => one.id).sort())
    expect(stopped.reconciliation).toBeUndefined()
    expect(stopped.interrupted).toBeDefined()
    expect(storedBook()).toMatchObject({ formatVersion: 2, reconciliations: [] })
    const now = statuses()
    expect(ticked.filter((one) => now.get(one.id) === 'RECONCILED')).toHaveLength(4)
    vi.mocked(state.sandbox.handle).mockRestore()

    const resumed = await continued('resume')
    expect(resumed.reconciliation?.transactions).toHaveLength(ticked.length)
    expect(storedBook()).toMatchObject({ formatVersion: 1, reconciliations: [{ id: resumed.reconciliation?.id }] })
    expect(storedBook()?.finishing).toBeUndefined()
    const after = statuses()
    for (const one of resumed.reconciliation?.transactions ?? []) {
      expect(after.get(one.id), one.id).toBe('RECONCILED')
      expect(one.previousReviewStatus, one.id).toBe(before.get(one.id) ?? null)
    }
  })

  it('books its adjustment once when the answer is lost and a reload resumes the finish', async () => {
    const { finish } = june(reconcilePort(state.sandbox), ADJUSTED, 1234)
    state.sandbox.failNext({ dropAnswer: true, path: ENTRIES, method: 'POST' })
    const stopped = await finish()
    expect(stopped.adjustment?.status).toBe('unknown')
    const recordId = stopped.interrupted?.id ?? ''
    expect(storedBook()?.finishing?.adjustment).toMatchObject({ apiSourceId: `${recordId}:adjustment`, sentAt: expect.any(String) })
    expect(entriesNamed(recordId)).toHaveLength(1)

    const resumed = await continued('resume')
    expect(resumed.reconciliation).toMatchObject({ outcome: 'adjusted', adjustment: { journalEntryId: entriesNamed(recordId)[0]?.id } })
    expect(entriesNamed(recordId)).toHaveLength(1)
  })

  it('undoes an interrupted finish: its saved rows back as they were, its booked adjustment reversed once, its record gone', async () => {
    const port = reconcilePort(state.sandbox)
    const { finish } = june(port, ADJUSTED, 1234)
    const before = statuses()
    // The adjustment is booked, the first batch saved, the second refused.
    state.sandbox.failNext({ status: 400, path: SAVES, method: 'POST', times: 1 })
    const stopped = await finish()
    const recordId = stopped.interrupted?.id ?? ''
    expect(stopped.interrupted?.adjustment?.journalEntryId).toBeDefined()

    const undone = await continued('abandon')
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
  })

  it('marks an undo before its first write; stopped, the undo from a reload reverses the adjustment once', async () => {
    const before = statuses()
    const port = reconcilePort(state.sandbox)
    const done = await june(port, ADJUSTED, 1234).finish()
    const reconciliation = done.reconciliation!
    expect(port.events).toEqual([expect.objectContaining({ type: 'reconciliationFinished', reconciliationId: reconciliation.id })])
    state.sandbox.failNext({ status: 400, path: SAVES, method: 'POST' })
    const variables = { companyId: bakery.id, bankAccountId: CHECKING, reconciliation }
    const stopped = await undoReconciliation(port, freshMemory(), variables, controls())
    expect(stopped.removed).toBe(false)
    expect(storedBook()?.reconciliations[0]?.undoingSince).toEqual(expect.any(String))

    const reloaded = reconcilePort(state.sandbox)
    const again = await undoReconciliation(
      reloaded,
      freshMemory(),
      { ...variables, reconciliation: storedBook()!.reconciliations[0]! },
      controls(),
    )
    expect(again.removed).toBe(true)
    expect(storedBook()?.reconciliations).toEqual([])
    expect(statuses()).toEqual(before)
    expect(entriesNamed(`${reconciliation.id}:undo`)).toHaveLength(1)
    expect(reloaded.events).toEqual([expect.objectContaining({ type: 'reconciliationUndone', reconciliationId: reconciliation.id })])
  })

  it('finds a conflict before anything is saved: the tab that claims the month second saves no row', async () => {
    const one = june(reconcilePort(state.sandbox))
    const other = june(reconcilePort(state.sandbox))
    expect((await one.finish()).reconciliation).toBeDefined()
    const saved = vi.spyOn(state.sandbox, 'handle')
    const lost = await other.finish()
    expect(lost.notClaimed?.conflict).toBe(true)
    expect(lost.rows).toEqual([])
    expect(saved.mock.calls.filter(([request]) => request.method === 'POST' && new URL(request.url).pathname === SAVES)).toEqual([])
    expect(storedBook()?.reconciliations).toHaveLength(1)
  })
})

describe('a finish refused before anything is written', () => {
  const state = useSandboxServer({ volume: VOLUME })

  it('refuses a session that may only read, before its record is kept', async () => {
    const port = reconcilePort(state.sandbox, { scope: 'read' })
    // The session learns its scope with its first token.
    await port.client.getClosing({ companyId: bakery.id })
    state.sandbox.store.put(KEY, bookOf(reconciliationOf(CHECKING, '2026-05-31', [])))
    const refused = runFinish(
      port,
      {
        companyId: bakery.id,
        bankAccountId: CHECKING,
        endDate: '2026-06-30',
        openingBalance: 0,
        openingTyped: false,
        closingBalance: 0,
        transactions: [],
        choice: { outcome: 'balanced' },
        difference: 0,
      },
      controls(),
    )
    await expect(refused).rejects.toBeInstanceOf(ReconciliationFinishRefusedError)
    await expect(refused).rejects.toMatchObject({ reason: 'readOnly' })
    expect(state.sandbox.store.peek(KEY)?.value).toEqual(bookOf(reconciliationOf(CHECKING, '2026-05-31', [])))
  })
})
