// <MonthEndClose>'s suspense item leads to its fix, in jsdom against the sandbox, on the bookkit
// profile (on the described one, whose journal entries the service dates, it is monthEndClose.test.tsx's
// smoke test). Books of one year
// whose uncategorized account holds wires received since Jul 2, 2025, none of them in April 2026:
// April's ledger alone would be a month of no lines under a beginning balance. The bakery's books
// are closed through Apr 30, 2026, so what April ends with sits in the closed period.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MonthEndClose } from '../../src/components/MonthEndClose'
import { SANDBOX } from '../../src/sandbox'
import { BOOKKIT } from '../support/profiles'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { useViewerToday } from '../support/viewerToday'

const bakery = SANDBOX.companies.bakery
const VOLUME = { invoicesPerCompany: 12, bankTransactionsPerCompany: 400, extraGlLinesPerCompany: 0 }

vi.setConfig({ testTimeout: 30_000 })
useViewerToday('2026-06-30')

describe('MonthEndClose’s suspense item on the bookkit service', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: VOLUME })
  const suspense = () => state.sandbox.inspect.glAccounts(bakery.id).find((one) => one.id === bakery.glAccounts.suspense)!
  /** The account's lines up to `to`, and what they leave: debits less credits. */
  const linesTo = (to: string) => state.sandbox.inspect.glLines(suspense().id).filter((line) => line.date <= to)
  const balanceOf = (lines: ReturnType<typeof linesTo>) => lines.reduce((sum, line) => sum + line.drAmount - line.crAmount, 0)

  it('opens the account’s ledger under its name on the dates that hold the balance, says what the closed period keeps, and offers the journal entry that clears it', async () => {
    const user = userEvent.setup()
    const april = linesTo('2026-04-30')
    // What the case stands on: a balance with no line in April, held since the books' first wire.
    expect(april.filter((line) => line.date >= '2026-04-01')).toEqual([])
    expect(balanceOf(april)).toBeLessThan(0)
    expect(april.every((line) => line.drAmount === 0)).toBe(true)
    renderWithSandbox(<MonthEndClose month="2026-04" accounts={state.sandbox.inspect.glAccounts(bakery.id)} />, state.sandbox)

    const item = (await screen.findByRole('heading', { name: 'Nothing left in uncategorized or suspense accounts' })).closest('li')!
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'toDo'))
    await user.click(within(item).getByRole('button', { name: 'Open the ledger' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nothing left in uncategorized or suspense accounts' })
    expect(await within(dialog).findByRole('heading', { name: suspense().name })).toBeVisible()
    expect(within(dialog).queryByText(suspense().id)).toBeNull()
    // The first line that holds the balance is shown, not an April of no lines.
    const table = await within(dialog).findByRole('grid')
    await waitFor(() => expect(within(table).getAllByText('Jul 2, 2025').length).toBeGreaterThan(0))
    expect(within(dialog).getByLabelText('From')).toHaveValue(april[0]!.date)

    const amount = (-balanceOf(april) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })
    const note = within(dialog).getByRole('note')
    expect(note).toHaveTextContent(
      `$${amount} of this balance is dated on or before Apr 30, 2026, through which the books are closed: those records cannot be changed.`,
    )
    // The service takes an entry's date: the first day after the closing.
    expect(note).toHaveTextContent('A journal entry dated May 1, 2026 can move it')
    await user.click(within(note).getByRole('button', { name: 'Clear it with a journal entry' }))
    const form = await within(note).findByRole('form', { name: 'Clear it with a journal entry' })
    await waitFor(() => expect(within(form).getByLabelText('Debit (line 1)')).toHaveValue(amount))
    expect(within(form).getByLabelText('Date')).toHaveValue('2026-05-01')
    expect(within(form).getByLabelText('Description')).toHaveValue(`Clears ${suspense().name} of what the closed period left in it`)
    expect(within(form).getByLabelText('Credit (line 2)')).toHaveValue(amount)
    expect(within(form).getByLabelText('GL account (line 1)')).toHaveTextContent(suspense().name)
  })
})
