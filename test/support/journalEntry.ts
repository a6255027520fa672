// Typing a balanced journal entry as a user would, for the tests of ManualJournalEntryForm: the
// bakery's "Reclassify deposit" moving `amount` from Checking (line 2) to Miscellaneous (line 1),
// at Main Street. The form's options must name those accounts and that location.
import { fireEvent, screen } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'

/**
 * Fills the form once it is on screen; `amount` is typed as the user would (`1,500.00`). The date is
 * set where the form offers one (a service that dates entries itself offers none).
 */
export async function fillBalancedEntry(user: ReturnType<typeof userEvent.setup>, amount = '1,500.00'): Promise<void> {
  await screen.findByRole('form', { name: /journal entry/i })
  await user.type(screen.getByLabelText('Description'), 'Reclassify deposit')
  const date = screen.queryByLabelText('Date')
  if (date) fireEvent.change(date, { target: { value: '2026-06-15' } })
  await user.selectOptions(screen.getByLabelText('GL account (line 1)'), 'Miscellaneous')
  await user.type(screen.getByLabelText('Debit (line 1)'), amount)
  await user.selectOptions(screen.getByLabelText('GL account (line 2)'), 'Checking')
  await user.type(screen.getByLabelText('Credit (line 2)'), amount)
  await user.selectOptions(screen.getByLabelText('Location (required)'), 'Main Street')
}
