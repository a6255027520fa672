// The review queue's selection after a bulk action, on the bookkit profile: the rows the action
// saved leave the selection and the bulk bar goes with it (Undo selects them again); a row the
// service refused stays selected, for the bar to offer the action again on it; and a new selection
// starts with no category chosen, so "Categorize N" is never offered with the category of an
// earlier action. The pure decisions are test/core/queue/actionResults.test.ts's; the described
// service's whole updates and their undo, test/core/queue/bankTransactionQueue.test.ts's, and an item
// refused within a batch on either profile, test/api/bankTransactionWrites.test.ts's.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import type { BankTransactionEditorOptions } from '../../src/components/BankTransactionEditor'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT } from '../support/profiles'
import { renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const options: BankTransactionEditorOptions = {
  categories: [
    { id: bakery.categories.ingredients, name: 'Ingredients' },
    { id: bakery.categories.marketing, name: 'Marketing' },
  ],
}

vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => giveGridsAViewport())

describe('the queue’s selection after a bulk action (bookkit service)', () => {
  const state = useSandboxServer({
    profile: BOOKKIT.profile,
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 },
  })

  async function renderQueue() {
    renderWithSandbox(<BankTransactionList options={options} editor={false} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await screen.findByRole('grid', { name: 'Bank transactions' })
  }
  const rowAt = (index: number) =>
    waitFor(() => {
      const row = document.querySelector<HTMLElement>(`[role="row"][data-index="${index}"]`)
      if (!row) throw new Error(`no row ${index} yet`)
      return row
    })
  const selectedIds = () => [...document.querySelectorAll('[role="row"][aria-selected="true"]')].map((row) => row.getAttribute('data-id'))
  const bulkBar = () => screen.queryByRole('group', { name: /selected$/ })

  /** Ticks the rows at `indexes` as a user does, and gives their ids. */
  async function select(user: ReturnType<typeof userEvent.setup>, indexes: number[]) {
    const ids: string[] = []
    for (const index of indexes) {
      const row = await rowAt(index)
      await user.click(within(row).getByRole('checkbox'))
      ids.push(row.getAttribute('data-id') as string)
    }
    return ids
  }

  it('clears the selection once "Mark 3 reviewed" is saved, and Undo selects the same rows again', async () => {
    const user = userEvent.setup()
    await renderQueue()
    const ids = await select(user, [0, 1, 2])
    expect(screen.getByText('3 selected')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Mark 3 reviewed' }))
    await screen.findByText('3 saved.')
    expect(selectedIds()).toEqual([])
    expect(bulkBar()).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Undo (3)' }))
    await screen.findByText('Undone: 3 restored.')
    await waitFor(() => expect(selectedIds().sort()).toEqual([...ids].sort()))
    expect(within(bulkBar()!).getByRole('button', { name: 'Mark 3 reviewed' })).toBeInTheDocument()
  })

  it('starts the next selection with no category: "Categorize N" is not offered with the one chosen before', async () => {
    const user = userEvent.setup()
    await renderQueue()
    // A category chosen and the selection cleared: the next selection does not inherit it.
    await select(user, [0, 1])
    await user.selectOptions(screen.getByLabelText('Category for the selected'), 'Marketing')
    await user.click(screen.getByRole('button', { name: 'Clear selection' }))
    await select(user, [0, 1])
    expect(screen.getByLabelText('Category for the selected')).toHaveValue('')
    // Nor once the action it was chosen for is saved.
    await user.selectOptions(screen.getByLabelText('Category for the selected'), 'Marketing')
    await user.click(screen.getByRole('button', { name: 'Categorize 2' }))
    await screen.findByText('2 saved.')
    expect(bulkBar()).toBeNull()

    await select(user, [3])
    const bar = bulkBar()!
    expect(within(bar).getByText('1 selected')).toBeInTheDocument()
    expect(within(bar).getByLabelText('Category for the selected')).toHaveValue('')
    expect(within(bar).getByRole('button', { name: 'Categorize 1' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('keeps selected the row the service refused, with the category chosen, so the bar offers the action again on it alone', async () => {
    const user = userEvent.setup()
    await renderQueue()
    const ids = await select(user, [0, 1, 2])
    // Another user deletes one of them meanwhile: the service refuses that one.
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await client.deleteBankTransaction(ids[1]!)
    await user.selectOptions(screen.getByLabelText('Category for the selected'), 'Marketing')
    await user.click(screen.getByRole('button', { name: 'Categorize 3' }))
    await screen.findByText(/^2 saved, 1 refused/)
    expect(selectedIds()).toEqual([ids[1]])
    const bar = bulkBar()!
    expect(within(bar).getByText('1 selected')).toBeInTheDocument()
    expect(within(bar).getByLabelText('Category for the selected')).toHaveDisplayValue('Marketing')
    expect(within(bar).getByRole('button', { name: 'Categorize 1' })).toHaveAttribute('aria-disabled', 'false')
  })
})
