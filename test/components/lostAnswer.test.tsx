// A create the service stored but whose answer never arrived. The user sees a failed save and
// presses Save again: the retry must not book a second record, and the form must end saved,
// showing the record the first attempt stored.
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction, ManualJournalEntry } from '../../src/api/types'
import { BankTransactionEditor, type BankTransactionEditorOptions } from '../../src/components/BankTransactionEditor'
import { ManualJournalEntryForm, type ManualJournalEntryFormOptions } from '../../src/components/ManualJournalEntryForm'
import { SANDBOX } from '../../src/sandbox'
import { PROFILES } from '../support/profiles'
import { fillBalancedEntry } from '../support/journalEntry'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const location = { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' as const }
const mainStreet = { id: bakery.dimensions.location.values.mainStreet, name: 'Main Street', dimension: location }

const bankOptions: BankTransactionEditorOptions = {
  bankAccounts: [{ id: bakery.bankAccounts.checking, name: 'Checking' }],
  categories: [{ id: bakery.categories.ingredients, name: 'Ingredients' }],
  classSegments: [mainStreet],
}
const journalOptions: ManualJournalEntryFormOptions = {
  glAccounts: [
    { id: bakery.glAccounts.unused, name: 'Miscellaneous' },
    { id: bakery.glAccounts.checking, name: 'Checking' },
  ],
  dimensionValues: [mainStreet],
}

describe.each(PROFILES)('a save whose answer was lost ($profile service)', ({ profile }) => {
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 } })

  it('BankTransactionEditor: the retry books nothing more and ends showing the stored record', async () => {
    const user = userEvent.setup()
    const onSaved = vi.fn()
    const stored = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
    const before = stored().length
    renderWithSandbox(<BankTransactionEditor options={bankOptions} bankAccountId={bakery.bankAccounts.checking} onSaved={onSaved} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
    await screen.findByRole('form', { name: /bank transaction/i })
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-20' } })
    await user.type(screen.getByLabelText('Amount'), '42.35')
    await user.type(screen.getByLabelText('Description'), 'Rye flour')
    await user.selectOptions(screen.getByLabelText('Category'), 'Ingredients')
    await user.selectOptions(screen.getByLabelText('Location (required)'), 'Main Street')

    state.sandbox.failNext({ dropAnswer: true, method: 'POST', path: '/v6/banks/transactions' })
    await user.click(screen.getByRole('button', { name: /^(create|save)/i }))
    await screen.findByText(/could not be reached/i)
    expect(stored()).toHaveLength(before + 1)
    expect(onSaved).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Description')).toHaveValue('Rye flour')

    await user.click(screen.getByRole('button', { name: /^(create|save)/i }))
    await screen.findByText(/transaction (created|saved)/i)
    const after = stored()
    expect(after).toHaveLength(before + 1)
    expect(onSaved).toHaveBeenCalledTimes(1)
    const saved = onSaved.mock.calls[0]?.[0] as BankTransaction
    expect(after.filter((transaction) => transaction.description === 'Rye flour').map((transaction) => transaction.id)).toEqual([saved.id])
    expect(saved.amount).toBe(-4235)
  })

  it('ManualJournalEntryForm: the retry books nothing more and ends showing the stored entry', async () => {
    const user = userEvent.setup()
    const onSaved = vi.fn()
    const entries = () => state.sandbox.inspect.journalEntries(bakery.id) as unknown as ManualJournalEntry[]
    const before = entries().length
    renderWithSandbox(<ManualJournalEntryForm options={journalOptions} onSaved={onSaved} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await fillBalancedEntry(user)

    state.sandbox.failNext({ dropAnswer: true, method: 'POST', path: '/v6/accounting/manualJournalEntries' })
    await user.click(screen.getByRole('button', { name: 'Create entry' }))
    await screen.findByText(/could not be reached/i)
    expect(entries()).toHaveLength(before + 1)

    await user.click(screen.getByRole('button', { name: 'Create entry' }))
    await screen.findByText('Journal entry created.')
    expect(entries()).toHaveLength(before + 1)
    expect(onSaved).toHaveBeenCalledTimes(1)
    const saved = onSaved.mock.calls[0]?.[0] as ManualJournalEntry
    expect(saved.amount).toBe(150000)
    expect(entries().filter((entry) => entry.description === 'Reclassify deposit').map((entry) => entry.id)).toEqual([saved.id])
    // The form shows the stored entry as the service answered it, and the next save updates it.
    const answer = screen.getByRole('region', { name: 'As saved by the service' })
    expect(within(answer).getByText(saved.id)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument()
  })
})
