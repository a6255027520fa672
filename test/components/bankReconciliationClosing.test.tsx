// <BankReconciliation> and its history at the books' closing date, and with another window at work:
// a row of the closed period ticked counts and is never saved; an undo the closing would refuse is
// refused before anything is marked, and a record an older undo left "being undone" is repaired; a
// finish the closing stops part-way offers Undo it; Undo it reads the transactions again before it
// sends anything back. On the bookkit profile; the described one (the closing asked without a company)
// is bankReconciliation.test.tsx's and reconciliationHistory.test.tsx's smoke tests. What the
// protocol writes is test/core/reconcile/finishClosing.test.ts's, in Node; here, what the user sees.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction } from '../../src/api/types'
import type { BankStatementReading, StatementRow } from '../../src/core/import/types'
import { BankReconciliation } from '../../src/components/BankReconciliation'
import { ReconciliationHistory } from '../../src/components/BankReconciliation/history/ReconciliationHistory'
import { withFinishing } from '../../src/core/reconcile/book'
import type { FinishingReconciliation } from '../../src/core/reconcile/types'
import { BOOKKIT } from '../support/profiles'
import { bookOf, reconciliationOf } from '../support/reconciliations'
import { ACCOUNT, KEY, owner, reviewStatusIn, saveToSavings, shop, storedBook } from '../support/shopSavings'
import { renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'

vi.setConfig({ testTimeout: 20_000 })

describe('BankReconciliation at the closing date, on the bookkit service', () => {
  const state = useSandboxServer({
    profile: BOOKKIT.profile,
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 },
  })
  const reviewStatus = (id: string) => reviewStatusIn(state.sandbox, id)
  const stored = () => storedBook(state.sandbox)

  /** June's two reviewed rows: a purchase on the 3rd, a payment on the 10th. */
  async function june(): Promise<{ lube: BankTransaction; fleet: BankTransaction }> {
    const rows = [
      { date: '2026-06-03', amount: -12_000, description: 'Chain lube order', reviewStatus: 'REVIEWED' },
      { date: '2026-06-10', amount: 50_000, description: 'Fleet service payment', reviewStatus: 'REVIEWED' },
    ]
    const [lube, fleet] = await saveToSavings(state.sandbox, rows)
    return { lube: lube!, fleet: fleet! }
  }
  const setStatus = async (id: string, status: string) => {
    const [saved] = await sandboxClient(state.sandbox, owner).client.saveBankTransactions([{ id, reviewStatus: status }])
    expect(saved?.ok).toBe(true)
  }
  /** June reconciled, both rows saved reconciled. */
  async function reconciledJune() {
    const rows = await june()
    state.sandbox.store.put(KEY, bookOf(reconciliationOf(ACCOUNT, '2026-06-30', [rows.lube, rows.fleet], { id: 'rec_june' })))
    await setStatus(rows.lube.id, 'RECONCILED')
    await setStatus(rows.fleet.id, 'RECONCILED')
    return rows
  }
  // No companyId: the company is the one the account's transactions name, whose closing is asked.
  const renderWorksheet = () =>
    renderWithSandbox(<BankReconciliation bankAccounts={[{ id: ACCOUNT, name: 'Reserve savings' }]} />, state.sandbox, owner)
  async function typeStatement(endDate: string, closing: string, opening: string) {
    const user = userEvent.setup()
    fireEvent.change(await screen.findByLabelText('Ending date'), { target: { value: endDate } })
    await user.type(await screen.findByLabelText('Beginning balance'), opening)
    await user.type(screen.getByLabelText('Ending balance'), closing)
    return user
  }
  const difference = () => document.querySelector<HTMLElement>('.bk-reconcile__difference')!

  it('counts a ticked row of the closed period as cleared, and finishes without saving it', async () => {
    const { lube, fleet } = await june()
    state.sandbox.closeBooks('2026-06-05', shop.id)
    renderWorksheet()
    const user = await typeStatement('2026-06-30', '380.00', '0')
    // In the closed period's group, after the month's rows, collapsed: opened, Space ticks it as any other row.
    await user.click(await screen.findByText('1 row in closed periods'))
    const locked = await screen.findByRole('checkbox', { name: /Chain lube order/ })
    expect(locked).toHaveAccessibleDescription(/closed through Jun 5, 2026: these rows cannot be changed\. Ticked, each counts as cleared/)
    locked.focus()
    await user.keyboard(' ')
    expect(locked).toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: /Fleet service payment/ }))
    // $380.00 on the statement: both rows explain it, so there is nothing to book.
    await waitFor(() => expect(difference()).toHaveTextContent('Difference: $0.00'))
    expect(screen.queryByRole('button', { name: /adjustment/i })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Finish reconciliation' }))
    await screen.findByText(/Reconciled through Jun 30, 2026: difference \$0\.00\./)
    expect(reviewStatus(fleet.id)).toBe('RECONCILED')
    // Never sent: the closing locks it.
    expect(reviewStatus(lube.id)).toBe('REVIEWED')
    expect(stored()?.reconciliations[0]).toMatchObject({
      clearedIn: 50_000,
      clearedOut: -12_000,
      transactions: [{ id: fleet.id }],
      clearedInClosedPeriod: [{ id: lube.id }],
    })
  })

  it('balances a statement that straddles the closing date: its closed-period rows count as cleared, no adjustment offered, and the report lists them', async () => {
    const { client } = sandboxClient(state.sandbox, owner)
    // Reconciled in the accounting app before the books were closed; then the two reviewed rows.
    const [fee] = await client.saveBankTransactions([
      { bankAccountId: ACCOUNT, date: '2026-06-02', amount: -2_000, description: 'Card terminal fee', reviewStatus: 'RECONCILED' },
    ])
    const { lube, fleet } = await june()
    state.sandbox.closeBooks('2026-06-05', shop.id)
    const rows: StatementRow[] = [
      { line: 1, date: '2026-06-02', amount: -2_000, description: 'Card terminal fee', bankId: 'FIT-1' },
      { line: 2, date: '2026-06-03', amount: -12_000, description: 'Chain lube order', bankId: 'FIT-2' },
      { line: 3, date: '2026-06-10', amount: 50_000, description: 'Fleet service payment', bankId: 'FIT-3' },
    ]
    const statement: BankStatementReading = {
      format: 'ofx',
      fileName: 'savings-june.ofx',
      encoding: 'utf-8',
      encodingGiven: false,
      rows,
      balances: { closing: { amount: 36_000, date: '2026-06-30' } },
    }
    renderWithSandbox(
      <BankReconciliation bankAccounts={[{ id: ACCOUNT, name: 'Reserve savings' }]} statement={statement} />,
      state.sandbox,
      owner,
    )
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Beginning balance'), '0')
    // Before, the closed period's $140.00 stayed a difference, and booking it would count it twice.
    await waitFor(() => expect(difference()).toHaveTextContent('Difference: $0.00'))
    expect(screen.getByRole('checkbox', { name: /Card terminal fee/ })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: /Chain lube order/ })).toBeChecked()
    expect(screen.queryByRole('button', { name: /adjustment/i })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Finish reconciliation' }))
    await screen.findByText(/Reconciled through Jun 30, 2026: difference \$0\.00\./)
    expect(reviewStatus(fleet.id)).toBe('RECONCILED')
    expect(reviewStatus(lube.id)).toBe('REVIEWED')
    const [record] = stored()!.reconciliations
    expect(record!.clearedInClosedPeriod?.map((one) => one.id)).toEqual([fee!.data!.id, lube.id])

    renderWithSandbox(
      <ReconciliationHistory companyId={shop.id} bankAccountId={ACCOUNT} bankAccountName="Reserve savings" headingLevel={3} />,
      state.sandbox,
      owner,
    )
    await user.click(await screen.findByRole('button', { name: 'Report of the reconciliation ending Jun 30, 2026' }))
    const report = within(await screen.findByRole('dialog', { name: 'Reconciliation report' }))
    const closed = report.getByRole('table', { name: 'Cleared in a closed period (2 transactions, counted and left as they were)' })
    expect(within(closed).getByRole('row', { name: /^Total/ })).toHaveTextContent('-$140.00')
  })

  it('refuses to undo a reconciliation of a month closed since, saying why, before anything is marked', async () => {
    await reconciledJune()
    state.sandbox.closeBooks('2026-06-30', shop.id)
    renderWithSandbox(
      <ReconciliationHistory companyId={shop.id} bankAccountId={ACCOUNT} bankAccountName="Reserve savings" headingLevel={3} />,
      state.sandbox,
      owner,
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Undo the last reconciliation' }))
    const dialog = await screen.findByRole('dialog', { name: /Undo the reconciliation ending Jun 30, 2026/ })
    await user.click(within(dialog).getByRole('button', { name: 'Undo it' }))
    // The alert's region is there from the start: what it says comes with the refusal.
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'It cannot be undone: the books are closed through Jun 30, 2026, and its transactions or adjustment are in the closed period. Nothing was changed.',
      ),
    )
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('repairs a record an undo refused by the closing left “being undone”, on reading it', async () => {
    const { fleet } = await reconciledJune()
    // An undo before this fix: marked, the open row put back, the closed one refused.
    const [june30] = stored()!.reconciliations
    state.sandbox.store.put(KEY, bookOf({ ...june30!, undoingSince: '2026-06-30T19:00:00.000Z' }))
    state.sandbox.closeBooks('2026-06-05', shop.id)
    await setStatus(fleet.id, 'REVIEWED')
    renderWorksheet()
    // What the repair writes is test/core/reconcile/finishClosing.test.ts's: here, that reading the book starts it.
    await waitFor(() => expect(stored()?.reconciliations[0]?.undoingSince).toBeUndefined())
    expect(reviewStatus(fleet.id)).toBe('RECONCILED')
  })

  it('says a finish the closing stopped part-way cannot be finished, and undoes it at once', async () => {
    const { lube, fleet } = await june()
    renderWorksheet()
    const user = await typeStatement('2026-06-30', '380.00', '0')
    await user.click(await screen.findByRole('checkbox', { name: /Chain lube order/ }))
    await user.click(screen.getByRole('checkbox', { name: /Fleet service payment/ }))
    await waitFor(() => expect(difference()).toHaveTextContent('Difference: $0.00'))
    // Closed in the accounting app while the worksheet is open.
    state.sandbox.closeBooks('2026-06-05', shop.id)
    await user.click(screen.getByRole('button', { name: 'Finish reconciliation' }))
    const alert = await screen.findByText(
      /^The books were closed( through Jun 5, 2026)? while this reconciliation was being finished: 1 of 2/,
    )
    const outcome = alert.closest<HTMLElement>('[role="alert"]')!
    expect(within(outcome).queryByRole('button', { name: 'Try again' })).toBeNull()
    await user.click(within(outcome).getByRole('button', { name: 'Undo it' }))
    await screen.findByText('The interrupted finish of the statement ending Jun 30, 2026 was undone: its transactions are as they were.')
    expect(reviewStatus(fleet.id)).toBe('REVIEWED')
    expect(reviewStatus(lube.id)).toBe('REVIEWED')
    expect(stored()).toEqual(bookOf())
  })

  it('reads the transactions again before Undo it sends anything back: another window saved one since', async () => {
    const { lube, fleet } = await june()
    const { finishedAt: _notYet, ...record } = reconciliationOf(ACCOUNT, '2026-06-30', [lube, fleet], { id: 'rec_june' })
    const finishing: FinishingReconciliation = { ...record, startedAt: '2026-06-30T09:00:00.000Z', basedOn: null }
    state.sandbox.store.put(KEY, withFinishing(bookOf(), finishing))
    renderWorksheet()
    const banner = await screen.findByRole('region', { name: 'A finish was interrupted: 0 of 2 transactions saved.' })
    // Another window's Finish it saved one row, then stopped: this window's set is from before.
    await setStatus(fleet.id, 'RECONCILED')
    await userEvent.click(within(banner).getByRole('button', { name: 'Undo it' }))
    await screen.findByText('The interrupted finish of the statement ending Jun 30, 2026 was undone: its transactions are as they were.')
    expect(reviewStatus(fleet.id)).toBe('REVIEWED')
    expect(reviewStatus(lube.id)).toBe('REVIEWED')
    expect(stored()).toEqual(bookOf())
  })
})

describe('a read-only session and the history', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })

  it('offers no Undo, and says why', async () => {
    const { client } = sandboxClient(state.sandbox, owner)
    const [saved] = await client.saveBankTransactions([
      { bankAccountId: ACCOUNT, date: '2026-06-03', amount: -12_000, description: 'Chain lube order', reviewStatus: 'RECONCILED' },
    ])
    state.sandbox.store.put(KEY, bookOf(reconciliationOf(ACCOUNT, '2026-06-30', [saved!.data as BankTransaction], { id: 'rec_june' })))
    renderWithSandbox(
      <ReconciliationHistory companyId={shop.id} bankAccountId={ACCOUNT} bankAccountName="Reserve savings" headingLevel={3} />,
      state.sandbox,
      { ...owner, scope: 'read' },
    )
    expect(await screen.findByText('You can view these reconciliations but not undo them.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Undo the last reconciliation' })).toBeNull()
  })
})
