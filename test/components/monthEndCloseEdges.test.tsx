// <MonthEndClose> at its edges, in jsdom against the sandbox and its host store: money moved between
// accounts after a sign-off, drawn account by account; and a read-only session, offered neither the
// sign-off nor the reopening, with the reason beside the button. The figures are the hook's to test
// (test/react/close/monthEndCloseEdges.test.tsx); the bookkit profile here: the described service's token
// body says nothing of scope, so a read-only session shows only once the service refuses a write.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MonthEndClose } from '../../src/components/MonthEndClose'
import { closeKey, emptyCloseRecord, type CloseRecord } from '../../src/core/close/monthClose'
import { SANDBOX } from '../../src/sandbox'
import { renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'
import { useViewerToday } from '../support/viewerToday'

const bakery = SANDBOX.companies.bakery
const VOLUME = { invoicesPerCompany: 12, bankTransactionsPerCompany: 150, extraGlLinesPerCompany: 0 }

vi.setConfig({ testTimeout: 30_000 })
useViewerToday('2026-06-30')

describe('MonthEndClose at its edges (bookkit service)', () => {
  const state = useSandboxServer({ volume: VOLUME })
  const chart = () => state.sandbox.inspect.glAccounts(bakery.id)
  const itemNamed = (name: string) => screen.getByRole('heading', { name }).closest('li')!

  it('lists each account a reclassifying journal entry moved since the sign-off, with its balance then and now', async () => {
    const user = userEvent.setup()
    const { unmount } = renderWithSandbox(<MonthEndClose month="2026-05" accounts={chart()} />, state.sandbox)
    await waitFor(() => expect(itemNamed('The trial balance and the balance sheet balance')).toHaveAttribute('data-state', 'done'))
    await user.click(screen.getByRole('button', { name: 'Sign off May 2026' }))
    for (const reason of screen.getAllByLabelText('Why sign off without it')) await user.type(reason, 'Seen')
    await user.click(screen.getByRole('button', { name: 'Sign off May 2026' }))
    await screen.findByText('May 2026 is signed off.')
    unmount()

    // Another window moves 100.00 of May's rent to utilities.
    const { client } = sandboxClient(state.sandbox)
    await client.saveManualJournalEntries([
      {
        date: '2026-05-20',
        description: 'Part of the rent was the building’s utilities',
        children: [
          { glAccountId: bakery.glAccounts.utilities, drAmount: 10000, crAmount: 0 },
          { glAccountId: bakery.glAccounts.rent, drAmount: 0, crAmount: 10000 },
        ],
      },
    ])
    renderWithSandbox(<MonthEndClose month="2026-05" accounts={chart()} />, state.sandbox)
    await waitFor(() => expect(itemNamed('No change since sign-off')).toHaveAttribute('data-state', 'toDo'))
    const lines = within(itemNamed('No change since sign-off')).getAllByRole('listitem')
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Rent: \$[\d,]+\.\d\d at the sign-off, \$[\d,]+\.\d\d now$/),
      expect.stringMatching(/^Utilities: \$[\d,]+\.\d\d at the sign-off, \$[\d,]+\.\d\d now$/),
    ])
    expect(screen.getByText(/2 changes were made to this month after it was signed off/)).toBeVisible()
  })

  it('offers a read-only session neither the sign-off nor the reopening, and says why beside each button', async () => {
    state.sandbox.store.put(closeKey(bakery.id, '2026-04'), {
      ...emptyCloseRecord('2026-04'),
      signOffs: [{ at: '2026-05-04T15:00:00.000Z', by: 'Dana at Cornerstone Bookkeeping', items: [], transactions: [] }],
    } satisfies CloseRecord)
    const { unmount } = renderWithSandbox(<MonthEndClose month="2026-05" accounts={chart()} />, state.sandbox, { scope: 'read' })
    const signOff = await screen.findByRole('button', { name: 'Sign off May 2026' })
    await waitFor(() => expect(signOff).toBeDisabled())
    expect(signOff).toHaveAccessibleDescription('You have view-only access, so you cannot sign this month off.')
    expect(screen.getByText('You have view-only access, so you cannot sign this month off.')).toBeVisible()
    unmount()

    renderWithSandbox(<MonthEndClose month="2026-04" accounts={chart()} />, state.sandbox, { scope: 'read' })
    const reopen = await screen.findByRole('button', { name: 'Reopen April 2026' })
    await waitFor(() => expect(reopen).toBeDisabled())
    expect(reopen).toHaveAccessibleDescription('You have view-only access, so you cannot reopen this month.')
    expect(screen.queryByLabelText('Why reopen it')).toBeNull()
  })
})
