// Reconciling a bank account through the headless hooks, in a real BookkeepingProvider against the
// sandbox and its host store, on the bookkit profile (a finish's saves on both are
// test/core/reconcile/finish.test.ts's): a month reconciled to $0.00 from an imported
// OFX statement and from a typed balance, a difference finished as a discrepancy and one booked as
// an adjustment, the undo, and a closed period's transactions shown and never changed.
import { act, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { readBankStatement } from '../../../src/core/import'
import type { BankStatementReading } from '../../../src/core/import/types'
import { useImportStatement, useSaveBankTransactions, useStatementPreview } from '../../../src/react'
import {
  useReconciliation,
  useReconciliations,
  useUndoReconciliation,
  type ReconciliationOptions,
  type ReconciliationState,
} from '../../../src/react/reconcile/reconciliation'
import { reconciliationsKey } from '../../../src/core/reconcile/book'
import type { ReconciliationBook } from '../../../src/core/reconcile/types'
import { SANDBOX } from '../../../src/sandbox'
import { fixtureFile } from '../../core/import/statementFixtures'
import { BOOKKIT } from '../../support/profiles'
import { renderHookWithSandbox, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'

vi.setConfig({ testTimeout: 30_000 })

const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking
/** A closing later than the sandbox's (April 30): May's transactions are locked. */
const CLOSED_THROUGH = '2026-05-31'
const KEY = reconciliationsKey(bakery.id, CHECKING)

type Props = { bankAccountId: string | undefined; options: ReconciliationOptions }

describe('reconciling on the bookkit service', () => {
  const state = useSandboxServer({
    profile: BOOKKIT.profile,
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 },
  })
  const records = () => new Map(state.sandbox.inspect.bankTransactions(bakery.id).map((record) => [record.id, record]))
  const storedBook = () => state.sandbox.store.peek(KEY)?.value as ReconciliationBook | undefined

  /** The worksheet of the checking account, its stored book and the undo, in one provider (a page). */
  function mount(options: ReconciliationOptions) {
    return renderHookWithSandbox(
      ({ bankAccountId, options: given }: Props) => ({
        worksheet: useReconciliation(bankAccountId, given),
        history: useReconciliations(bakery.id, CHECKING),
        undo: useUndoReconciliation(),
        save: useSaveBankTransactions(),
      }),
      state.sandbox,
      { initialProps: { bankAccountId: CHECKING, options } },
    )
  }

  /** Waits until the worksheet's figures are known. */
  async function ready(view: ReturnType<typeof mount>): Promise<ReconciliationState> {
    await waitFor(() => {
      expect(view.result.current.worksheet.error).toBeNull()
      expect(view.result.current.worksheet.counting).toBeUndefined()
      expect(view.result.current.worksheet.closing).toBeDefined()
      expect(view.result.current.worksheet.reconciliations).toBeDefined()
    })
    return view.result.current.worksheet
  }

  /** The sum of what can be ticked: the statement's closing that makes the difference zero from `opening`. */
  const closingFor = (opening: number, rows: ReconciliationState['rows']) =>
    rows.filter((row) => !row.blocked).reduce((sum, row) => sum + row.transaction.amount, opening)

  it('reconciles a month to $0.00 from a typed balance, keeps the record and opens the next month from its closing', async () => {
    const opening = 1_250_000
    const view = mount({ endDate: '2026-06-30', closingBalance: undefined, openingBalance: opening })
    let worksheet = await ready(view)
    expect(worksheet.openingTyped).toBe(true)
    // Nothing ticked without a statement: the difference is the whole movement, and it moves as the user ticks.
    expect(worksheet.rows.every((row) => !row.ticked)).toBe(true)
    const tickable = worksheet.rows.filter((row) => !row.blocked)
    expect(tickable.length).toBeGreaterThan(3)
    const closing = closingFor(opening, worksheet.rows)
    view.rerender({ bankAccountId: CHECKING, options: { endDate: '2026-06-30', closingBalance: closing, openingBalance: opening } })
    await waitFor(() => expect(view.result.current.worksheet.difference).toBe(closing - opening))
    act(() =>
      view.result.current.worksheet.tick(
        tickable.map((row) => row.transaction.id),
        true,
      ),
    )
    const [held] = tickable
    act(() => view.result.current.worksheet.tick([held!.transaction.id], false))
    expect(view.result.current.worksheet.difference).toBe(held!.transaction.amount)
    act(() => view.result.current.worksheet.tick([held!.transaction.id], true))
    worksheet = view.result.current.worksheet
    expect(worksheet.difference).toBe(0)
    expect(worksheet.totals.countIn + worksheet.totals.countOut).toBe(tickable.length)

    const result = await act(() => view.result.current.worksheet.finish({ outcome: 'balanced' }, { userName: 'Riley, bookkeeper' }))
    expect(result.rows.every(({ outcome }) => outcome.status === 'saved')).toBe(true)
    const now = records()
    for (const row of tickable) expect(now.get(row.transaction.id)?.reviewStatus, row.transaction.id).toBe('RECONCILED')
    const book = storedBook()
    expect(book?.reconciliations).toHaveLength(1)
    expect(book?.reconciliations[0]).toMatchObject({
      endDate: '2026-06-30',
      openingBalance: opening,
      openingTyped: true,
      closingBalance: closing,
      difference: 0,
      outcome: 'balanced',
      finishedBy: 'Riley, bookkeeper',
    })
    expect(book?.reconciliations[0]?.transactions.map((transaction) => transaction.id).sort()).toEqual(
      tickable.map((row) => row.transaction.id).sort(),
    )

    // The next month: the opening is this closing, and what was reconciled is not to tick again.
    view.rerender({ bankAccountId: CHECKING, options: { endDate: '2026-07-31', closingBalance: closing } })
    await waitFor(() => expect(view.result.current.worksheet.last?.endDate).toBe('2026-06-30'))
    expect(view.result.current.worksheet.openingBalance).toBe(closing)
    expect(view.result.current.worksheet.openingTyped).toBe(false)
    expect(view.result.current.worksheet.rows.some((row) => tickable.some((done) => done.transaction.id === row.transaction.id))).toBe(
      false,
    )
  })

  it('shows a closed period’s transactions, counts those ticked as cleared, and never changes them', async () => {
    // Another user closed May meanwhile: the service's closing now says so.
    state.server.use(
      http.get(`${TEST_BASE_URL}/v6/closing`, async ({ request }) => {
        const answer = await state.sandbox.handle(request)
        const body = (await answer.json()) as { data: { date: string; modifications: string } }
        return Response.json({ ...body, data: { ...body.data, date: CLOSED_THROUGH, modifications: 'DISABLED' } })
      }),
    )
    const view = mount({ endDate: '2026-06-30', closingBalance: undefined, openingBalance: 0 })
    const worksheet = await ready(view)
    const locked = worksheet.rows.filter((row) => row.blocked === 'locked')
    expect(locked.length).toBeGreaterThan(0)
    expect(locked.every((row) => row.transaction.date <= CLOSED_THROUGH)).toBe(true)
    act(() =>
      view.result.current.worksheet.tick(
        worksheet.rows.map((row) => row.transaction.id),
        true,
      ),
    )
    // A ticked row of the closed period counts as cleared; only one still to review cannot be ticked.
    const ticked = view.result.current.worksheet.rows.filter((row) => row.ticked)
    expect(ticked.filter((row) => row.blocked === 'locked')).toHaveLength(locked.length)
    expect(ticked.some((row) => row.blocked === 'toReview')).toBe(false)
    const open = ticked.filter((row) => !row.blocked)
    const closing = ticked.reduce((sum, row) => sum + row.transaction.amount, 0)
    view.rerender({ bankAccountId: CHECKING, options: { endDate: '2026-06-30', closingBalance: closing, openingBalance: 0 } })
    await waitFor(() => expect(view.result.current.worksheet.difference).toBe(0))
    const result = await act(() => view.result.current.worksheet.finish({ outcome: 'balanced' }))
    expect(result.reconciliation?.transactions).toHaveLength(open.length)
    expect(result.reconciliation?.clearedInClosedPeriod).toHaveLength(locked.length)
    const now = records()
    for (const row of locked) expect(now.get(row.transaction.id)?.reviewStatus, row.transaction.id).toBe(row.transaction.reviewStatus)
    for (const row of open) expect(now.get(row.transaction.id)?.reviewStatus, row.transaction.id).toBe('RECONCILED')
  })

  it('finishes with a discrepancy, then undoes it: every transaction back to its status and the record gone', async () => {
    const opening = 0
    const view = mount({ endDate: '2026-06-30', closingBalance: undefined, openingBalance: opening })
    const worksheet = await ready(view)
    const tickable = worksheet.rows.filter((row) => !row.blocked)
    const before = new Map(tickable.map((row) => [row.transaction.id, row.transaction.reviewStatus]))
    view.rerender({
      bankAccountId: CHECKING,
      options: { endDate: '2026-06-30', closingBalance: closingFor(opening, worksheet.rows) + 500, openingBalance: opening },
    })
    act(() => view.result.current.worksheet.tick([...before.keys()], true))
    await waitFor(() => expect(view.result.current.worksheet.difference).toBe(500))
    const result = await act(() => view.result.current.worksheet.finish({ outcome: 'discrepancy' }))
    expect(result.reconciliation).toMatchObject({ outcome: 'discrepancy', difference: 500 })
    for (const id of before.keys()) expect(records().get(id)?.reviewStatus).toBe('RECONCILIATION_DISCREPANCY')

    await waitFor(() => expect(view.result.current.history.data?.book.reconciliations).toHaveLength(1))
    const reconciliation = view.result.current.history.data!.book.reconciliations[0]!
    const undone = await act(() => view.result.current.undo.mutateAsync({ companyId: bakery.id, bankAccountId: CHECKING, reconciliation }))
    expect(undone.removed).toBe(true)
    for (const [id, status] of before) expect(records().get(id)?.reviewStatus, id).toBe(status)
    expect(storedBook()?.reconciliations).toEqual([])
    // The account is to reconcile from the start again: its opening is typed, its transactions to tick.
    await waitFor(() => expect(view.result.current.worksheet.last).toBeUndefined())
    expect(view.result.current.worksheet.rows.filter((row) => !row.blocked)).toHaveLength(tickable.length)
  })

  it('books a difference as a journal entry to the account picked against the bank’s ledger account', async () => {
    const opening = 0
    const view = mount({ endDate: '2026-06-30', closingBalance: undefined, openingBalance: opening })
    const worksheet = await ready(view)
    const tickable = worksheet.rows.filter((row) => !row.blocked)
    view.rerender({
      bankAccountId: CHECKING,
      options: { endDate: '2026-06-30', closingBalance: closingFor(opening, worksheet.rows) - 1234, openingBalance: opening },
    })
    act(() =>
      view.result.current.worksheet.tick(
        tickable.map((row) => row.transaction.id),
        true,
      ),
    )
    await waitFor(() => expect(view.result.current.worksheet.difference).toBe(-1234))
    const entriesBefore = state.sandbox.inspect.journalEntries(bakery.id).length
    const result = await act(() =>
      view.result.current.worksheet.finish({
        outcome: 'adjusted',
        glAccountId: bakery.glAccounts.unused,
        bankGlAccountId: bakery.glAccounts.checking,
      }),
    )
    expect(result.adjustment).toBeUndefined()
    const entries = state.sandbox.inspect.journalEntries(bakery.id)
    expect(entries).toHaveLength(entriesBefore + 1)
    // Money the books held and the bank did not: out of the bank's account, into the one picked.
    const entry = entries.find(
      (one) =>
        !state.sandbox.inspect
          .journalEntries(bakery.id)
          .slice(0, entriesBefore)
          .some((old) => old.id === one.id),
    )
    expect(state.sandbox.inspect.glLines(bakery.glAccounts.unused).filter((line) => line.sourceId === entry?.id)).toMatchObject([
      { date: '2026-06-30', drAmount: 1234, crAmount: 0 },
    ])
    expect(state.sandbox.inspect.glLines(bakery.glAccounts.checking).filter((line) => line.sourceId === entry?.id)).toMatchObject([
      { date: '2026-06-30', drAmount: 0, crAmount: 1234 },
    ])
    expect(result.reconciliation).toMatchObject({
      outcome: 'adjusted',
      difference: -1234,
      adjustment: {
        glAccountId: bakery.glAccounts.unused,
        bankGlAccountId: bakery.glAccounts.checking,
        amount: -1234,
        date: '2026-06-30',
        journalEntryId: entry?.id,
      },
    })
    for (const row of tickable) expect(records().get(row.transaction.id)?.reviewStatus).toBe('RECONCILED')
  })

  it('reconciles to $0.00 from an imported OFX statement: its rows ticked by their import ids, its closing balance the statement’s', async () => {
    state.reset({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })
    const reading = await readBankStatement(fixtureFile('ofx-102.ofx'))
    const closing = reading.balances?.closing
    expect(closing).toMatchObject({ amount: 841_237 })
    const view = renderHookWithSandbox(
      ({ statement, options }: { statement: BankStatementReading | undefined; options: ReconciliationOptions }) => ({
        preview: useStatementPreview(statement, CHECKING),
        importer: useImportStatement(),
        save: useSaveBankTransactions(),
        worksheet: useReconciliation(CHECKING, options),
      }),
      state.sandbox,
      { initialProps: { statement: reading, options: { endDate: undefined, closingBalance: undefined } } },
    )
    await waitFor(() => expect(view.result.current.preview.preview).toBeDefined())
    const rows = view.result.current.preview.preview!.rows.filter((row) => row.state === 'new')
    const imported = await act(() => view.result.current.importer.mutateAsync({ bankAccountId: CHECKING, rows }))
    expect(imported.created).toHaveLength(14)
    // Imported transactions are to review: none can be ticked before it is categorized.
    const statementOptions = {
      endDate: closing!.date,
      closingBalance: closing!.amount,
      openingBalance: closing!.amount - rows.reduce((sum, row) => sum + row.row.amount!, 0),
      statement: reading,
    }
    view.rerender({ statement: reading, options: statementOptions })
    await waitFor(() => expect(view.result.current.worksheet.rows).toHaveLength(14))
    await waitFor(() =>
      expect(view.result.current.worksheet.rows.every((row) => row.onStatement && row.blocked === 'toReview' && !row.ticked)).toBe(true),
    )
    const reviewed = await act(() =>
      view.result.current.save.mutateAsync(
        imported.created.map(({ transaction }) => ({
          id: transaction.id,
          reviewStatus: 'REVIEWED',
          categoryId: bakery.categories.ingredients,
        })),
      ),
    )
    expect(reviewed.every((outcome) => outcome.status === 'saved')).toBe(true)
    await waitFor(() => expect(view.result.current.worksheet.rows.every((row) => row.ticked)).toBe(true))
    expect(view.result.current.worksheet.difference).toBe(0)
    // Each is ticked as the row the import created from it, not by its amount alone.
    const createdBy = new Map(imported.created.map(({ row, transaction }) => [transaction.id, row.sourceId]))
    for (const row of view.result.current.worksheet.rows) expect(createdBy.get(row.transaction.id)).toBe(row.transaction.apiSourceId)

    const result = await act(() => view.result.current.worksheet.finish({ outcome: 'balanced' }))
    expect(result.reconciliation).toMatchObject({ statementFile: 'ofx-102.ofx', closingBalance: 841_237, difference: 0 })
    const now = records()
    for (const { transaction } of imported.created) expect(now.get(transaction.id)?.reviewStatus).toBe('RECONCILED')
  })

  it('says the end date is reconciled already, and a statement’s opening that disagrees with the last closing', async () => {
    const view = mount({ endDate: '2026-06-30', closingBalance: undefined, openingBalance: 0 })
    const worksheet = await ready(view)
    const tickable = worksheet.rows.filter((row) => !row.blocked).slice(0, 2)
    const closing = tickable.reduce((sum, row) => sum + row.transaction.amount, 0)
    view.rerender({ bankAccountId: CHECKING, options: { endDate: '2026-06-30', closingBalance: closing, openingBalance: 0 } })
    act(() =>
      view.result.current.worksheet.tick(
        tickable.map((row) => row.transaction.id),
        true,
      ),
    )
    await waitFor(() => expect(view.result.current.worksheet.difference).toBe(0))
    await act(() => view.result.current.worksheet.finish({ outcome: 'balanced' }))
    const statement = { rows: [], balances: { opening: { amount: closing + 100, date: '2026-06-30' } } }
    view.rerender({ bankAccountId: CHECKING, options: { endDate: '2026-06-15', closingBalance: 0, statement } })
    await waitFor(() => expect(view.result.current.worksheet.endDateReconciled).toBe(true))
    expect(view.result.current.worksheet.openingCheck).toEqual({ stated: closing + 100, expected: closing, agrees: false })
  })
})
