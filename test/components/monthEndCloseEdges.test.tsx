// <MonthEndClose> at its edges, in jsdom against the sandbox and its host store: a read-only session,
// offered neither the sign-off nor the reopening, with the reason beside the button. Money moved
// between accounts after a sign-off, drawn account by account, is monthEndClose.test.tsx's sign-off
// test. The figures are the hook's to test (test/react/close/monthEndCloseEdges.test.tsx); the bookkit
// profile here: the described service's token body says nothing of scope, so a read-only session
// shows only once the service refuses a write.
import { screen, waitFor } from '@testing-library/react'
import { MonthEndClose } from '../../src/components/MonthEndClose'
import { closeKey, emptyCloseRecord, type CloseRecord } from '../../src/core/close/monthClose'
import { SANDBOX } from '../../src/sandbox'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { useViewerToday } from '../support/viewerToday'

const bakery = SANDBOX.companies.bakery
const VOLUME = { invoicesPerCompany: 12, bankTransactionsPerCompany: 150, extraGlLinesPerCompany: 0 }

vi.setConfig({ testTimeout: 30_000 })
useViewerToday('2026-06-30')

describe('MonthEndClose at its edges (bookkit service)', () => {
  const state = useSandboxServer({ volume: VOLUME })
  const chart = () => state.sandbox.inspect.glAccounts(bakery.id)

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
