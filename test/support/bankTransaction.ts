// Typing a new bank transaction as a user would, for the editor's tests: the bakery's "Rye flour",
// 42.35 of Ingredients at Main Street. The editor's options must name that category and location.
import { fireEvent, screen } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import type { BankTransactionEditorOptions } from '../../src/components/BankTransactionEditor'
import { SANDBOX } from '../../src/sandbox'

const bakery = SANDBOX.companies.bakery
const location = { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' as const }

/** The bakery's checking account, Ingredients and the Main Street location: what `typeRyeFlour` picks. */
export const ryeFlourOptions: BankTransactionEditorOptions = {
  bankAccounts: [{ id: bakery.bankAccounts.checking, name: 'Checking' }],
  categories: [{ id: bakery.categories.ingredients, name: 'Ingredients' }],
  classSegments: [{ id: bakery.dimensions.location.values.mainStreet, name: 'Main Street', dimension: location }],
}

/** Fills a new transaction once the editor is on screen. */
export async function typeRyeFlour(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await screen.findByRole('form', { name: /bank transaction/i })
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-20' } })
  await user.type(screen.getByLabelText('Amount'), '42.35')
  await user.type(screen.getByLabelText('Description'), 'Rye flour')
  await user.selectOptions(screen.getByLabelText('Category'), 'Ingredients')
  await user.selectOptions(screen.getByLabelText('Location (required)'), 'Main Street')
}
