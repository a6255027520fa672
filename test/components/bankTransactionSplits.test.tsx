// A split's line in <BankTransactionEditor>, in jsdom against the sandbox: one choice of where its
// money goes. The category where the host lists categories (no GL account select offering only
// "None" beside it), the GL account where the host books by account or where a split came with
// one, so nothing it holds is hidden.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction } from '../../src/api/types'
import { BankTransactionEditor, type BankTransactionEditorOptions } from '../../src/components/BankTransactionEditor'
import { SANDBOX } from '../../src/sandbox'
import { renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const categories = [
  { id: bakery.categories.ingredients, name: 'Ingredients' },
  { id: bakery.categories.rent, name: 'Rent' },
]
const glAccounts = [
  { id: bakery.glAccounts.rent, name: 'Rent expense' },
  { id: bakery.glAccounts.busyExpense, name: 'Supplies expense' },
]

describe('A split of a bank transaction', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 30, extraGlLinesPerCompany: 0 } })
  const expense = () =>
    (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).find(
      (transaction) => transaction.amount < 0 && !transaction.children?.length && transaction.reviewStatus === 'UNREVIEWED',
    ) as BankTransaction

  async function addSplit(options: BankTransactionEditorOptions, transaction = expense()) {
    const user = userEvent.setup()
    renderWithSandbox(<BankTransactionEditor transaction={transaction} options={options} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
    await user.click(await screen.findByRole('button', { name: 'Add split' }))
    return within(await screen.findByRole('group', { name: 'Split 1' }))
  }

  it('offers its category alone where the host lists categories', async () => {
    const split = await addSplit({ categories })
    expect(split.getByRole('combobox', { name: 'Category (split 1)' })).toBeInTheDocument()
    expect(split.queryByRole('combobox', { name: 'GL account (split 1)' })).toBeNull()
  })

  it('offers its GL account alone where the host books by account', async () => {
    const split = await addSplit({ glAccounts })
    expect(split.getByRole('combobox', { name: 'GL account (split 1)' })).toBeInTheDocument()
    expect(split.queryByRole('combobox', { name: 'Category (split 1)' })).toBeNull()
  })

  it('keeps the GL account a split came with as its choice, and offers the next split a category', async () => {
    // Saved as another client books it: its one split on a GL account.
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const [result] = await client.saveBankTransactions([
      {
        date: '2026-06-24',
        amount: -12000,
        bankAccountId: bakery.bankAccounts.checking,
        description: 'Storage unit June',
        children: [{ amount: -12000, glAccountId: bakery.glAccounts.rent }],
      },
    ])
    expect(result?.ok).toBe(true)
    const withAccount = (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).find(
      (transaction) => transaction.description === 'Storage unit June',
    ) as BankTransaction
    const user = userEvent.setup()
    renderWithSandbox(<BankTransactionEditor transaction={withAccount} options={{ categories, glAccounts }} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
    const split = within(await screen.findByRole('group', { name: 'Split 1' }))
    expect(split.getByRole('combobox', { name: 'GL account (split 1)' })).toHaveValue(bakery.glAccounts.rent)
    expect(split.queryByRole('combobox', { name: 'Category (split 1)' })).toBeNull()
    // A split added beside it offers the host's categories.
    await user.click(screen.getByRole('button', { name: 'Add split' }))
    const second = within(await screen.findByRole('group', { name: 'Split 2' }))
    expect(second.getByRole('combobox', { name: 'Category (split 2)' })).toBeInTheDocument()
    expect(second.queryByRole('combobox', { name: 'GL account (split 2)' })).toBeNull()
  })
})
