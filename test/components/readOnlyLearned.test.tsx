// A partner's token route that answers the service's own body, without `scope`, for a read-only
// user. The service reports an expired token and a refused write alike (403 FORBIDDEN), so the
// client cannot know in advance: the first save teaches it, and costs one renewal, once. A body
// that does state its scope is authoritative: a refused write is then that write's own error.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import { ManualJournalEntryForm, type ManualJournalEntryFormOptions } from '../../src/components/ManualJournalEntryForm'
import { SANDBOX } from '../../src/sandbox'
import { BOOKKIT } from '../support/profiles'
import { recordRequests, requestsTo } from '../support/requests'
import { fillBalancedEntry } from '../support/journalEntry'
import { findFirstRow, giveGridsAViewport } from '../support/gridViewport'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const SAVE_PATH = '/v6/accounting/manualJournalEntries'
const bakery = SANDBOX.companies.bakery
const location = { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' as const }
const options: ManualJournalEntryFormOptions = {
  glAccounts: [
    { id: bakery.glAccounts.unused, name: 'Miscellaneous' },
    { id: bakery.glAccounts.checking, name: 'Checking' },
  ],
  dimensionValues: [{ id: bakery.dimensions.location.values.mainStreet, name: 'Main Street', dimension: location }],
}

describe('a read-only user whose token body has no scope', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })

  it('turns the editor read-only on the first refused save, keeps what was typed, and sends nothing more', async () => {
    const user = userEvent.setup()
    const requests = recordRequests(state.server)
    const before = state.sandbox.inspect.journalEntries(bakery.id).length
    // The host's route passes on the token endpoint's body as the service sends it: no scope.
    const fetchToken = vi.fn(async () => {
      const { scope: _unsaid, ...body } = state.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner, scope: 'read' })
      return body
    })
    renderWithSandbox(<ManualJournalEntryForm options={options} />, state.sandbox, { provider: { fetchToken } })

    await fillBalancedEntry(user)
    await user.click(screen.getByRole('button', { name: 'Create entry' }))

    await screen.findByText('You have view-only access, so nothing here can be changed.')
    // Sent twice: once with the first token, once after the one renewal that 403 calls for.
    expect(requestsTo(requests, SAVE_PATH)).toHaveLength(2)
    expect(fetchToken).toHaveBeenCalledTimes(2)
    expect(screen.getByLabelText('Description')).toHaveValue('Reclassify deposit')
    expect(screen.getByLabelText('Debit (line 1)')).toHaveValue('1,500.00')
    expect(screen.getByLabelText('Credit (line 2)')).toHaveValue('1,500.00')
    expect(screen.getByLabelText('Description')).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Create entry' })).toBeNull()

    // Nothing offers a second attempt, and the client would refuse one without sending it.
    fireEvent.submit(screen.getByRole('form', { name: /journal entry/i }))
    await waitFor(() => expect(screen.getByLabelText('Description')).toBeDisabled())
    expect(requestsTo(requests, SAVE_PATH)).toHaveLength(2)
    expect(fetchToken).toHaveBeenCalledTimes(2)
    expect(state.sandbox.inspect.journalEntries(bakery.id)).toHaveLength(before)
  }, 20_000)
})

describe('a writer whose token body states its scope', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 } })
  /** The host's route passes on a body that names the granted scope, as bookkit's token route does. */
  const statedWriteToken = () => vi.fn(async () => state.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner, scope: 'write' }))

  it('shows a write refused 403 on the row it was for, keeps the queue writable, and saves that row on Retry', async () => {
    const user = userEvent.setup()
    giveGridsAViewport()
    renderWithSandbox(
      <BankTransactionList editor={false} options={{ categories: [{ id: bakery.categories.ingredients, name: 'Ingredients' }] }} />,
      state.sandbox,
      {
        provider: { fetchToken: statedWriteToken() },
      },
    )
    const row = await findFirstRow()
    // The service refuses this one save, and again after the one renewal a 403 calls for.
    state.sandbox.failNext({ status: 403, times: 2, method: 'POST', path: '/v6/banks/transactions' })
    await user.click(within(row).getByRole('button', { name: /^Mark reviewed/ }))
    await waitFor(() => expect(row).toHaveAttribute('data-result', 'failed'))
    expect(within(row).getByText('This token is not allowed to do that.')).toBeInTheDocument()
    expect(screen.queryByText('View-only access: nothing here can be changed.')).toBeNull()
    expect(document.querySelectorAll('[role="row"][data-locked]')).toHaveLength(0)

    await user.click(within(row).getByRole('button', { name: /^Retry saving/ }))
    await waitFor(() => expect(row).toHaveAttribute('data-result', 'saved'))
  }, 20_000)

  it('keeps the journal form editable after a refused save, with the service’s reason and everything typed', async () => {
    const user = userEvent.setup()
    renderWithSandbox(<ManualJournalEntryForm options={options} />, state.sandbox, { provider: { fetchToken: statedWriteToken() } })
    await fillBalancedEntry(user)
    state.sandbox.failNext({ status: 403, times: 2, method: 'POST', path: SAVE_PATH })
    await user.click(screen.getByRole('button', { name: 'Create entry' }))
    await screen.findByText(/This token is not allowed to do that\./)
    expect(screen.getByLabelText('Description')).toBeEnabled()
    expect(screen.getByLabelText('Description')).toHaveValue('Reclassify deposit')
    expect(screen.queryByText('You have view-only access, so nothing here can be changed.')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Create entry' }))
    await screen.findByText('Journal entry created.')
  }, 20_000)
})
