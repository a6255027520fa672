// <BankReconciliation>'s Finish later in jsdom against the sandbox and its host store: the worksheet
// saved, restored by a new provider over the same store, discarded, removed by a finish, and each
// failure of reading or saving it shown. The store answers alike on both profiles: bookkit alone.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction } from '../../src/api/types'
import type { BookkitStore } from '../../src/core/store/store'
import { BankReconciliation } from '../../src/components/BankReconciliation'
import { reconciliationDraftKey } from '../../src/core/reconcile/key'
import type { ReconciliationDraft } from '../../src/core/reconcile/draft'
import { SANDBOX } from '../../src/sandbox'
import { renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'

const shop = SANDBOX.companies.bikeShop
const ACCOUNT = shop.bankAccounts.savings
const KEY = reconciliationDraftKey(shop.id, ACCOUNT)
const bankAccounts = [{ id: ACCOUNT, name: 'Reserve savings', glAccountId: shop.glAccounts.savings }]

vi.setConfig({ testTimeout: 20_000 })

describe('BankReconciliation: finish later (bookkit service)', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })
  const stored = () => state.sandbox.store.peek(KEY)?.value as ReconciliationDraft | null | undefined

  async function seedMonth(): Promise<Record<string, BankTransaction>> {
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bikeShopOwner })
    const rows = [
      { key: 'lube', date: '2026-06-03', amount: -12_000, description: 'Chain lube order', reviewStatus: 'REVIEWED' },
      { key: 'fleet', date: '2026-06-10', amount: 50_000, description: 'Fleet service payment', reviewStatus: 'REVIEWED' },
    ]
    const results = await client.saveBankTransactions(rows.map(({ key: _key, ...row }) => ({ ...row, bankAccountId: ACCOUNT })))
    expect(results.every((result) => result.ok)).toBe(true)
    return Object.fromEntries(rows.map((row, index) => [row.key, results[index]!.data as BankTransaction]))
  }
  const renderWorksheet = (store?: BookkitStore) =>
    renderWithSandbox(<BankReconciliation bankAccounts={bankAccounts} companyId={shop.id} />, state.sandbox, {
      userId: SANDBOX.users.bikeShopOwner,
      ...(store ? { provider: { store } } : {}),
    })
  async function typeMonth() {
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Beginning balance'), '0')
    fireEvent.change(screen.getByLabelText('Beginning date'), { target: { value: '2026-06-01' } })
    fireEvent.change(screen.getByLabelText('Ending date'), { target: { value: '2026-06-30' } })
    await user.type(screen.getByLabelText('Ending balance'), '380.00')
    await user.click(await screen.findByRole('checkbox', { name: /Fleet service payment/ }))
    return user
  }
  const difference = () => document.querySelector<HTMLElement>('.bk-reconcile__difference')!

  it('saves the ticks, figures and dates, and a new provider over the same store restores them, saying when they were saved', async () => {
    const { fleet, lube } = await seedMonth()
    const first = renderWorksheet()
    const user = await typeMonth()
    await user.click(screen.getByRole('button', { name: 'Finish later' }))
    await screen.findByText(/^Saved .+: reopen this account to carry on where you left off\.$/)
    expect(stored()).toMatchObject({
      bankAccountId: ACCOUNT,
      fields: { beginDate: '2026-06-01', endDate: '2026-06-30', opening: '0', closing: '380.00' },
      ticked: [fleet!.id],
      unticked: [lube!.id],
    })
    first.unmount()

    renderWorksheet()
    const savedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(stored()!.savedAt))
    expect(await screen.findByText(`Saved ${savedAt}; your ticks and balances are restored.`)).toBeInTheDocument()
    expect(screen.getByLabelText('Beginning date')).toHaveValue('2026-06-01')
    expect(screen.getByLabelText('Ending date')).toHaveValue('2026-06-30')
    expect(screen.getByLabelText('Beginning balance')).toHaveValue('0')
    expect(screen.getByLabelText('Ending balance')).toHaveValue('380.00')
    expect(await screen.findByRole('checkbox', { name: /Fleet service payment/ })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: /Chain lube order/ })).not.toBeChecked()
    await waitFor(() => expect(difference()).toHaveTextContent('Difference: -$120.00'))
  })

  it('discards the saved work on request, and a finish removes it', async () => {
    await seedMonth()
    const first = renderWorksheet()
    const user = await typeMonth()
    await user.click(screen.getByRole('button', { name: 'Finish later' }))
    await user.click(await screen.findByRole('button', { name: 'Discard saved work' }))
    await screen.findByText('The saved work was discarded.')
    expect(stored()).toBeNull()
    expect(screen.queryByRole('button', { name: 'Discard saved work' })).toBeNull()
    first.unmount()

    renderWorksheet()
    await screen.findByLabelText('Beginning balance')
    expect(screen.getByLabelText('Ending date')).toHaveValue('')

    // Saved again, then finished: the month is done, and its saved work is gone.
    const again = await typeMonth()
    await again.click(screen.getByRole('checkbox', { name: /Chain lube order/ }))
    await again.click(screen.getByRole('button', { name: 'Finish later' }))
    await screen.findByRole('button', { name: 'Discard saved work' })
    await again.click(screen.getByRole('button', { name: 'Finish reconciliation' }))
    await screen.findByText(/Reconciled through Jun 30, 2026/)
    await waitFor(() => expect(stored()).toBeNull())
  })

  it('shows a save the store refused, and one saved meanwhile elsewhere, keeping the worksheet as it is', async () => {
    await seedMonth()
    const refusing: BookkitStore = {
      load: (key) => state.sandbox.store.load(key),
      save: async () => {
        throw new Error('The storage is full.')
      },
    }
    const first = renderWorksheet(refusing)
    const user = await typeMonth()
    await user.click(screen.getByRole('button', { name: 'Finish later' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your work was not saved:')
    expect(screen.getByRole('checkbox', { name: /Fleet service payment/ })).toBeChecked()
    first.unmount()

    renderWorksheet()
    const again = await typeMonth()
    // Another window saves this account's work after this one read it: this save is a conflict, not an overwrite.
    state.sandbox.store.put(KEY, null)
    await again.click(screen.getByRole('button', { name: 'Finish later' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your work was not saved: it was saved meanwhile in another window or by someone else.',
    )
    expect(stored()).toBeNull()
  })

  it('restores nothing of saved work it cannot read, naming the field', async () => {
    await seedMonth()
    state.sandbox.store.put(KEY, {
      format: 'bookkit.reconciliationDraft',
      formatVersion: 1,
      bankAccountId: ACCOUNT,
      fields: { beginDate: '', endDate: '2026-06-30', opening: '0', closing: 380 },
      ticked: [],
      unticked: [],
      savedAt: '2026-06-30T16:05:00.000Z',
    })
    renderWorksheet()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your saved work cannot be read (fields.closing is not valid')
    expect(screen.getByLabelText('Ending date')).toHaveValue('')
    expect(within(alert).queryByRole('button')).toBeNull()
  })
})
