// The file inputs outside the statement import draw the import's picker: the rules' "Import rules"
// and the reconciliation's "Read a statement file" say "No file chosen" beside a "Choose file…"
// button, then the name of the file chosen, as the import's does (no browser's bare input).
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BankReconciliation } from '../../src/components/BankReconciliation'
import { CategorizationRules } from '../../src/components/CategorizationRules'
import { SANDBOX } from '../../src/sandbox'
import { book, RULE_CATEGORIES, RULES_KEY, SEEDED } from '../support/rules'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const shop = SANDBOX.companies.bikeShop
const FEW = { invoicesPerCompany: 0, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 }

vi.setConfig({ testTimeout: 20_000 })

/** What the picker shows beside its button, for the input labelled `label`. */
const pickerOf = (input: HTMLElement) => input.closest<HTMLElement>('.bk-file-picker')

describe('the shared file picker', () => {
  const state = useSandboxServer({ volume: FEW })

  it('CategorizationRules: "Import rules" is a "Choose file…" button saying "No file chosen", then the file’s name', async () => {
    const user = userEvent.setup()
    state.sandbox.store.put(RULES_KEY, book(SEEDED))
    renderWithSandbox(<CategorizationRules options={{ categories: RULE_CATEGORIES }} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
    await screen.findByRole('list', { name: 'Rules, in the order they are checked' })
    const input = screen.getByLabelText('Import rules')
    expect(input).toHaveAccessibleDescription('No file chosen')
    expect(pickerOf(input)).toHaveTextContent(/^Choose file…No file chosen$/)
    await user.upload(input, new File(['not rules'], 'edited.json', { type: 'application/json' }))
    await screen.findByText(/edited\.json/, { selector: '[role="alert"] *' })
    expect(pickerOf(input)).toHaveTextContent(/^Choose file…edited\.json$/)
    // The problem names the file: the name is not said twice.
    expect(input).toHaveAccessibleDescription(expect.stringMatching(/^edited\.json is not a JSON file/))
  })

  it('BankReconciliation: "Read a statement file" is a "Choose file…" button saying "No file chosen", then the file’s name', async () => {
    const user = userEvent.setup()
    renderWithSandbox(
      <BankReconciliation
        bankAccounts={[{ id: shop.bankAccounts.savings, name: 'Reserve savings', glAccountId: shop.glAccounts.savings }]}
        companyId={shop.id}
      />,
      state.sandbox,
      { userId: SANDBOX.users.bikeShopOwner },
    )
    const input = await screen.findByLabelText('Read a statement file')
    expect(input).toHaveAccessibleDescription('No file chosen')
    expect(pickerOf(input)).toHaveTextContent(/^Choose file…No file chosen$/)
    await user.upload(input, new File(['Date,Description,Amount\n'], 'savings-june.csv', { type: 'text/csv' }))
    await waitFor(() => expect(pickerOf(input)).toHaveTextContent(/^Choose file…savings-june\.csv$/))
    expect(input).toHaveAccessibleDescription('savings-june.csv')
  })
})
