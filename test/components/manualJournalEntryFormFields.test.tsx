// <ManualJournalEntryForm> as a bookkeeper meets it: a GL account select with nothing to choose from
// says why, and the ids a partner's system keeps (API name, Source ID) wait under "Advanced" until
// asked for, or until the service refuses one of them. On the bookkit service, which refuses a
// Source ID another entry holds (the described service stores it: test/sandbox/profileSaves.test.ts).
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ManualJournalEntry } from '../../src/api/types'
import { ManualJournalEntryForm, type ManualJournalEntryFormOptions } from '../../src/components/ManualJournalEntryForm'
import { SANDBOX } from '../../src/sandbox'
import { fillBalancedEntry } from '../support/journalEntry'
import { BOOKKIT } from '../support/profiles'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const location = { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' as const }
const options: ManualJournalEntryFormOptions = {
  glAccounts: [
    { id: bakery.glAccounts.unused, name: 'Miscellaneous' },
    { id: bakery.glAccounts.checking, name: 'Checking' },
  ],
  dimensionValues: [{ id: bakery.dimensions.location.values.mainStreet, name: 'Main Street', dimension: location }],
}
const NO_ACCOUNTS_HINT = 'No GL accounts to choose from: this app has not given its chart of accounts.'

describe('ManualJournalEntryForm’s fields (bookkit service)', () => {
  const state = useSandboxServer({
    profile: BOOKKIT.profile,
    volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 },
  })
  const render = (formOptions: ManualJournalEntryFormOptions) =>
    renderWithSandbox(<ManualJournalEntryForm options={formOptions} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })

  it('says under each GL account select why only "None" is offered when the host gives no chart of accounts', async () => {
    const view = render({})
    await screen.findByRole('form', { name: /journal entry/i })
    const account = screen.getByRole('combobox', { name: 'GL account (line 1)' })
    expect(account).toHaveAccessibleDescription(NO_ACCOUNTS_HINT)
    expect(screen.getAllByText(NO_ACCOUNTS_HINT)).toHaveLength(2)
    view.unmount()

    render(options)
    await screen.findByRole('form', { name: /journal entry/i })
    expect(screen.getByRole('combobox', { name: 'GL account (line 1)' })).not.toHaveAccessibleDescription(NO_ACCOUNTS_HINT)
    expect(screen.queryByText(NO_ACCOUNTS_HINT)).toBeNull()
  })

  it('keeps API name and Source ID under a closed "Advanced" until the user opens it', async () => {
    const user = userEvent.setup()
    render(options)
    await screen.findByRole('form', { name: /journal entry/i })
    const advanced = screen.getByText('Advanced')
    expect(advanced.tagName).toBe('SUMMARY')
    expect(screen.getByLabelText('API name')).not.toBeVisible()
    expect(screen.getByLabelText('Source ID')).not.toBeVisible()
    await user.click(advanced)
    expect(screen.getByLabelText('API name')).toBeVisible()
    expect(screen.getByLabelText('Source ID')).toBeVisible()
  })

  it('opens "Advanced" to show the service’s refusal of a Source ID another entry holds', async () => {
    const user = userEvent.setup()
    render(options)
    await fillBalancedEntry(user)
    const held = (state.sandbox.inspect.journalEntries(bakery.id) as unknown as ManualJournalEntry[]).find((entry) => entry.apiSourceId)!
    await user.click(screen.getByText('Advanced'))
    await user.clear(screen.getByLabelText('API name'))
    await user.type(screen.getByLabelText('API name'), held.apiName!)
    await user.type(screen.getByLabelText('Source ID'), held.apiSourceId!)
    await user.click(screen.getByText('Advanced'))
    expect(screen.getByLabelText('Source ID')).not.toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Create entry' }))
    const sourceId = screen.getByLabelText('Source ID')
    await waitFor(() => expect(sourceId).toHaveAttribute('aria-invalid', 'true'))
    expect(sourceId).toBeVisible()
    expect(sourceId).toHaveAccessibleDescription(expect.stringContaining('already exists'))
  })
})
