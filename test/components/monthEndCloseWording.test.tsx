// <MonthEndClose> in jsdom against the sandbox: what its checklist and its twelve months say at the
// edges of the books. A month before the books began has one answer in both ("Nothing recorded",
// never ready to sign off: decided once, test/core/close/items.test.ts); a month never signed off
// has no "No change since sign-off" item; the suggestions left say only what is left; signing off
// says it locks nothing. The months a profile
// tells apart are none of these (the set and the store answer alike): the bookkit profile.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MonthEndClose } from '../../src/components/MonthEndClose'
import { SANDBOX } from '../../src/sandbox'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { useViewerToday } from '../support/viewerToday'

const bakery = SANDBOX.companies.bakery
// One year of books up to Jun 30, 2026: they begin on Jul 1, 2025, so June 2025 is before them.
const VOLUME = { invoicesPerCompany: 12, bankTransactionsPerCompany: 150, extraGlLinesPerCompany: 0 }

vi.setConfig({ testTimeout: 30_000 })
useViewerToday('2026-06-30')

describe('MonthEndClose at the edges of the books (bookkit service)', () => {
  const state = useSandboxServer({ volume: VOLUME })
  const chart = () => state.sandbox.inspect.glAccounts(bakery.id)
  /** The checklist once every item drawn is known. */
  const settled = async () => {
    const page = (await screen.findByRole('heading', { name: /^Closing / })).closest('section')!
    await waitFor(() => {
      expect(page).not.toHaveAttribute('aria-busy')
      expect(page.querySelectorAll('[data-item]').length).toBeGreaterThan(0)
      expect(page.querySelector('[data-item][data-state="unknown"]')).toBeNull()
    })
    return page
  }

  it('says "Nothing recorded" of a month before the books began, in the twelve months and in its checklist, never ready to sign off', async () => {
    const user = userEvent.setup()
    renderWithSandbox(<MonthEndClose accounts={chart()} />, state.sandbox)
    const june = (await screen.findByRole('button', { name: 'Open June 2025' })).closest('tr')!
    await waitFor(() => expect(june).toHaveTextContent('Nothing recorded'))

    await user.click(within(june).getByRole('button'))
    const page = await settled()
    expect(page).toHaveTextContent('Nothing recorded: June 2025 ends before the books’ first bank transaction')
    expect(page).not.toHaveTextContent(/ready to sign off/)
    expect(within(page).queryByRole('button', { name: 'Sign off June 2025' })).toBeNull()
  })

  it('has no "No change since sign-off" item before the month’s first sign-off, and says signing off locks nothing', async () => {
    renderWithSandbox(<MonthEndClose month="2026-05" accounts={chart()} />, state.sandbox)
    const page = await settled()
    expect(within(page).queryByRole('heading', { name: 'No change since sign-off' })).toBeNull()
    expect(within(page).getByRole('heading', { name: 'Bank transactions reviewed' })).toBeVisible()
    expect(page).toHaveTextContent(
      'Signing off does not lock May 2026: its records can still be changed, and each change after the sign-off is flagged here.',
    )
  })

  it('names only the suggestions left: no "0 deposits pay an open invoice" as something to do', async () => {
    renderWithSandbox(<MonthEndClose month="2026-05" accounts={chart()} />, state.sandbox)
    const page = await settled()
    const match = page.querySelector<HTMLElement>('[data-item="match"]')!
    expect(match).toHaveAttribute('data-state', 'toDo')
    expect(match.querySelector('.bk-close__finding')).toHaveTextContent(/^1 transfer is still to pair\.$/)
  })
})
