// <BankReconciliation> opened on an account whose last finish was interrupted (a failure, then a
// reload): it says how far the finish got, and Finish it or Undo it ends it; a read-only session is
// told why it cannot finish. The finish's steps on both profiles are the headless hook's tests.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction } from '../../src/api/types'
import { BankReconciliation } from '../../src/components/BankReconciliation'
import { reconciliationsKey, withFinishing } from '../../src/core/reconcile/book'
import type { FinishingReconciliation, ReconciliationBook } from '../../src/core/reconcile/types'
import { SANDBOX } from '../../src/sandbox'
import { bookOf, reconciliationOf } from '../support/reconciliations'
import { renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'

const shop = SANDBOX.companies.bikeShop
const ACCOUNT = shop.bankAccounts.savings
const KEY = reconciliationsKey(shop.id, ACCOUNT)

vi.setConfig({ testTimeout: 20_000 })

describe('BankReconciliation with an interrupted finish', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })
  const reviewStatus = (id: string) => state.sandbox.inspect.bankTransactions(shop.id).find((each) => each.id === id)?.reviewStatus
  const stored = () => state.sandbox.store.peek(KEY)?.value as ReconciliationBook | undefined

  /** June's two rows, the first saved reconciled by a finish that stopped there; its record in the store. */
  async function interruptedJune(): Promise<BankTransaction[]> {
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bikeShopOwner })
    const rows = [
      { date: '2026-06-03', amount: -12_000, description: 'Chain lube order', reviewStatus: 'REVIEWED' },
      { date: '2026-06-10', amount: 50_000, description: 'Fleet service payment', reviewStatus: 'REVIEWED' },
    ]
    const saved = (await client.saveBankTransactions(rows.map((row) => ({ ...row, bankAccountId: ACCOUNT })))).map(
      (result) => result.data as BankTransaction,
    )
    const { finishedAt: _notYet, ...june } = reconciliationOf(ACCOUNT, '2026-06-30', saved, { id: 'rec_june' })
    const finishing: FinishingReconciliation = {
      ...june,
      closingBalance: 38_000,
      clearedIn: 50_000,
      clearedOut: -12_000,
      finishedBy: 'Rowan, bookkeeper',
      startedAt: '2026-07-01T09:00:00.000Z',
      basedOn: null,
    }
    state.sandbox.store.put(KEY, withFinishing(bookOf(), finishing))
    await client.saveBankTransactions([{ id: saved[0]!.id, reviewStatus: 'RECONCILED' }])
    return saved
  }

  const renderWorksheet = (scope: 'read' | 'write' = 'write') =>
    renderWithSandbox(<BankReconciliation bankAccounts={[{ id: ACCOUNT, name: 'Reserve savings' }]} companyId={shop.id} />, state.sandbox, {
      userId: SANDBOX.users.bikeShopOwner,
      scope,
    })

  it('says how far it got and finishes it: the rest saved, the month reconciled', async () => {
    const [lube, fleet] = await interruptedJune()
    renderWorksheet()
    const banner = await screen.findByRole('region', { name: 'A finish was interrupted: 1 of 2 transactions saved.' })
    expect(banner).toHaveTextContent('The statement ending Jun 30, 2026, ending balance $380.00')
    expect(banner).toHaveTextContent('Begun by Rowan, bookkeeper.')
    // The host's name for the user is isolated from the sentence around it.
    expect(within(banner).getByText('Rowan, bookkeeper').tagName).toBe('BDI')
    await userEvent.click(within(banner).getByRole('button', { name: 'Finish it' }))
    await screen.findByText(/Reconciled through Jun 30, 2026: difference \$0\.00\./)
    expect(reviewStatus(lube!.id)).toBe('RECONCILED')
    expect(reviewStatus(fleet!.id)).toBe('RECONCILED')
    expect(stored()).toMatchObject({ formatVersion: 1, reconciliations: [{ id: 'rec_june', endDate: '2026-06-30' }] })
    expect(screen.queryByRole('region', { name: /A finish was interrupted/ })).toBeNull()
  })

  it('undoes it: what it saved goes back, the record goes, and the worksheet says so', async () => {
    const [lube, fleet] = await interruptedJune()
    renderWorksheet()
    const banner = await screen.findByRole('region', { name: /A finish was interrupted: 1 of 2/ })
    await userEvent.click(within(banner).getByRole('button', { name: 'Undo it' }))
    await screen.findByText('The interrupted finish of the statement ending Jun 30, 2026 was undone: its transactions are as they were.')
    expect(reviewStatus(lube!.id)).toBe('REVIEWED')
    expect(reviewStatus(fleet!.id)).toBe('REVIEWED')
    expect(stored()).toEqual(bookOf())
  })

  it('offers a read-only session neither Finish nor Finish it, and says why', async () => {
    await interruptedJune()
    renderWorksheet('read')
    const banner = await screen.findByRole('region', { name: /A finish was interrupted/ })
    expect(within(banner).queryByRole('button')).toBeNull()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Finish reconciliation' })).toHaveAccessibleDescription(
        'Finish is unavailable: you can view this account’s reconciliation but not change it.',
      ),
    )
    expect(screen.getByRole('button', { name: 'Finish reconciliation' })).toBeDisabled()
  })
})
