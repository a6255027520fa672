// A finish the books' closing stopped part-way, whose saved rows are in the closed period too: Undo
// it cannot put them back, so the notice says so and offers to finish it with the rows the closing
// refused counted as cleared in a closed period. Before, it offered Undo it alone, which the closing
// refused: the record stayed on its way for good and every later finish of the account was refused.
// On the bookkit profile (the finish's saves on both are test/core/reconcile/finish.test.ts's). What the protocol writes is
// test/core/reconcile/finishClosing.test.ts's, in Node; here, what the user sees and does.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BankReconciliation } from '../../src/components/BankReconciliation'
import { withFinishing } from '../../src/core/reconcile/book'
import { BOOKKIT } from '../support/profiles'
import { bookOf } from '../support/reconciliations'
import { ACCOUNT, KEY, owner, reviewStatusIn, saveToSavings, shop, storedBook, stuckJune } from '../support/shopSavings'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

vi.setConfig({ testTimeout: 20_000 })

describe('a finish the closing stopped with its saved rows locked, on the bookkit service', () => {
  const state = useSandboxServer({
    profile: BOOKKIT.profile,
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 },
  })
  const reviewStatus = (id: string) => reviewStatusIn(state.sandbox, id)
  const stored = () => storedBook(state.sandbox)

  const stuck = () => stuckJune(state.sandbox)

  it('finishes it counting the rows the closing refused as cleared in a closed period, and the account is reconciled again after', async () => {
    await stuck()
    renderWithSandbox(<BankReconciliation bankAccounts={[{ id: ACCOUNT, name: 'Reserve savings' }]} />, state.sandbox, owner)
    const banner = await screen.findByRole('region', { name: 'A finish was interrupted: 1 of 3 transactions saved.' })
    // Undo it would be refused by the closing: not offered, and the notice says why.
    await within(banner).findByText(/It cannot be undone: 1 transaction it saved is in the closed period too/)
    expect(within(banner).queryByRole('button', { name: 'Undo it' })).toBeNull()
    const user = userEvent.setup()
    await user.click(
      within(banner).getByRole('button', {
        name: 'Finish it, counting the 1 transaction the closing locked as cleared in a closed period',
      }),
    )
    // What it saved and kept is test/core/reconcile/finishClosing.test.ts's: here, what the user is told.
    await screen.findByText(/Reconciled through Jun 30, 2026: difference \$0\.00\./)

    // July from June's $350.00: the account's next finish is no longer refused.
    fireEvent.change(screen.getByLabelText('Ending date'), { target: { value: '2026-07-31' } })
    await user.type(screen.getByLabelText('Ending balance'), '350.00')
    await waitFor(() => expect(document.querySelector('.bk-reconcile__difference')).toHaveTextContent('Difference: $0.00'))
    await user.click(screen.getByRole('button', { name: 'Finish reconciliation' }))
    await screen.findByText(/Reconciled through Jul 31, 2026: difference \$0\.00\./)
    expect(stored()?.reconciliations.map((one) => one.endDate)).toEqual(['2026-06-30', '2026-07-31'])

    await user.click(await screen.findByRole('button', { name: 'Report of the reconciliation ending Jun 30, 2026' }))
    const report = within(await screen.findByRole('dialog', { name: 'Reconciliation report' }))
    const closed = report.getByRole('table', { name: 'Cleared in a closed period (1 transaction, counted and left as it was)' })
    expect(within(closed).getByRole('row', { name: /Tyre pump/ })).toHaveTextContent('-$30.00')
  })

  it('finishes an undo an earlier bookkit began, that the closing stopped part-way, rather than leave it being undone', async () => {
    await stuck()
    // That undo marked the record and put the payment back; the lube order, closed, stayed reconciled.
    state.sandbox.store.put(KEY, withFinishing(bookOf(), { ...stored()!.finishing!, abandoning: true }))
    renderWithSandbox(<BankReconciliation bankAccounts={[{ id: ACCOUNT, name: 'Reserve savings' }]} />, state.sandbox, owner)
    const banner = await screen.findByRole('region', {
      name: 'Undoing an interrupted finish stopped: 1 of 3 transactions still reconciled.',
    })
    await within(banner).findByText(/It cannot be undone: 1 transaction it saved is in the closed period too/)
    expect(within(banner).queryByRole('button', { name: 'Undo it' })).toBeNull()
    await userEvent.click(
      within(banner).getByRole('button', {
        name: 'Finish it, counting the 1 transaction the closing locked as cleared in a closed period',
      }),
    )
    await screen.findByText(/Reconciled through Jun 30, 2026: difference \$0\.00\./)
  })

  it('offers the same way out, beside Undo it, where the finish the closing stopped is told', async () => {
    const rows = [
      { date: '2026-06-03', amount: -12_000, description: 'Chain lube order', reviewStatus: 'REVIEWED' },
      { date: '2026-06-10', amount: 50_000, description: 'Fleet service payment', reviewStatus: 'REVIEWED' },
    ]
    const [lube, fleet] = await saveToSavings(state.sandbox, rows)
    renderWithSandbox(<BankReconciliation bankAccounts={[{ id: ACCOUNT, name: 'Reserve savings' }]} />, state.sandbox, owner)
    const user = userEvent.setup()
    fireEvent.change(await screen.findByLabelText('Ending date'), { target: { value: '2026-06-30' } })
    await user.type(await screen.findByLabelText('Beginning balance'), '0')
    await user.type(screen.getByLabelText('Ending balance'), '380.00')
    await user.click(await screen.findByRole('checkbox', { name: /Chain lube order/ }))
    await user.click(screen.getByRole('checkbox', { name: /Fleet service payment/ }))
    await waitFor(() => expect(document.querySelector('.bk-reconcile__difference')).toHaveTextContent('Difference: $0.00'))
    // Closed in the accounting app while the worksheet is open: the lube order is refused, the payment saved.
    state.sandbox.closeBooks('2026-06-05', shop.id)
    await user.click(screen.getByRole('button', { name: 'Finish reconciliation' }))
    const alert = await screen.findByText(/^The books were closed( through Jun 5, 2026)? while this reconciliation was being finished/)
    const outcome = alert.closest<HTMLElement>('[role="alert"]')!
    // What it saved is open: Undo it can end, and stays offered.
    expect(await within(outcome).findByRole('button', { name: 'Undo it' })).toBeEnabled()
    await user.click(
      within(outcome).getByRole('button', {
        name: 'Finish it, counting the 1 transaction the closing locked as cleared in a closed period',
      }),
    )
    await screen.findByText(/Reconciled through Jun 30, 2026: difference \$0\.00\./)
    expect([reviewStatus(lube!.id), reviewStatus(fleet!.id)]).toEqual(['REVIEWED', 'RECONCILED'])
    expect(stored()?.reconciliations[0]).toMatchObject({ transactions: [{ id: fleet!.id }], clearedInClosedPeriod: [{ id: lube!.id }] })
  })
})
