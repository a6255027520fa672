import { screen, waitFor } from '@testing-library/react'
import { MonthEndClose } from '../../src/components/MonthEndClose'
import { SANDBOX } from '../../src/sandbox'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { useViewerToday } from '../support/viewerToday'

const bakery = SANDBOX.companies.bakery
vi.setConfig({ testTimeout: 60_000 })
useViewerToday('2026-06-30')
describe('explore', () => {
  const state = useSandboxServer({})
  it('shows', async () => {
    const chart = state.sandbox.inspect.glAccounts(bakery.id)
    renderWithSandbox(<MonthEndClose month="2026-05" accounts={chart} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await screen.findByRole('heading', { name: 'Closing May 2026' })
    await waitFor(() => expect(document.querySelectorAll('[data-item][data-state="unknown"]').length).toBe(0), { timeout: 50_000 }).catch(() => {})
    for (const li of document.querySelectorAll('[data-item]')) console.log(li.getAttribute('data-item'), li.getAttribute('data-state'), '|', li.textContent)
    console.log(document.querySelector('.bk-close__summary')?.textContent)
  })
})
