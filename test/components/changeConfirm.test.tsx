// "This changes the reconciliation of Business Checking for May 2026 and May’s sign-off": a save that
// changes a reconciled transaction, or one dated in a signed-off month, asks first, from the
// editor's Save, the queue's category and its bulk bar. Nothing is sent before the answer, nothing
// after Cancel, and the change once after it is confirmed. On bookkit's profile: what a whole-update
// service is sent instead is proved in Node (test/core/queue/reviewActions.test.ts,
// test/core/forms/bankTransactionForm.test.ts).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction, BankTransactionInput } from '../../src/api/types'
import { closeKey, signedMonthsKey, signedTransactionOf, type CloseRecord, type SignedMonths } from '../../src/core/close/monthClose'
import { BankTransactionEditor, type BankTransactionEditorOptions } from '../../src/components/BankTransactionEditor'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT } from '../support/profiles'
import { bookOf, reconciliationOf } from '../support/reconciliations'
import { recordBodies } from '../support/requests'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const SAVE_PATH = '/v6/banks/transactions'
const bakery = SANDBOX.companies.bakery
const checking = bakery.bankAccounts.checking
/** After the books' closing (April 30, 2026): its transactions may change. */
const MAY = '2026-05'
const SIGNED_OFF_AT = '2026-06-03T12:00:00Z'

const categories = [
  { id: bakery.categories.rent, name: 'Rent' },
  { id: bakery.categories.utilities, name: 'Utilities' },
  { id: bakery.categories.marketing, name: 'Marketing' },
]
const options: BankTransactionEditorOptions = { categories }

vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => giveGridsAViewport())

// The queue's parts that load after its rows are here before the file ends: an import cut off by the
// file's teardown would stay failed for every queue test after it in the worker.
afterAll(async () => {
  await Promise.all([
    import('../../src/components/BankTransactionList/rules/QueueRules'),
    import('../../src/components/BankTransactionList/matches/QueueMatches'),
    import('../../src/components/BankTransactionList/transfers/QueueTransfers'),
  ])
})

describe('Changing a reconciled or signed-off month asks first', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 } })
  let saves: { data: BankTransactionInput[] }[] = []
  beforeEach(() => {
    saves = recordBodies(state.server, (request, pathname) => request.method === 'POST' && pathname === SAVE_PATH)
  })
  afterEach(() => state.server.events.removeAllListeners())

  const stored = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
  /** May's plain rows (no splits, no transfer): each row shows its category picker. */
  const mayRows = () =>
    stored()
      .filter(
        (transaction) =>
          transaction.date.startsWith(MAY) &&
          transaction.status !== 'DELETED' &&
          (transaction.children ?? []).length === 0 &&
          !transaction.matchingBankTransaction &&
          transaction.type !== 'TRANSFER',
      )
      .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
  const reconciledInMay = () => {
    const found = mayRows().find(
      (transaction) => transaction.bankAccount?.id === checking && transaction.reviewStatus === 'RECONCILED' && transaction.category,
    )
    if (!found) throw new Error('the seed has no reconciled checking transaction in May 2026 with a category')
    return found
  }
  /** May signed off with its transactions as they stand; checking reconciled through May 31 with `held`. */
  const closeMay = (held: BankTransaction[]) => {
    const record: CloseRecord = {
      format: 'bookkit.close',
      formatVersion: 1,
      month: MAY,
      signOffs: [
        {
          at: SIGNED_OFF_AT,
          items: [],
          transactions: stored()
            .filter((one) => one.date.startsWith(MAY))
            .map(signedTransactionOf),
        },
      ],
    }
    const list: SignedMonths = { format: 'bookkit.closeMonths', formatVersion: 1, months: [{ month: MAY, at: SIGNED_OFF_AT }] }
    state.sandbox.store.put(closeKey(bakery.id, MAY), record)
    state.sandbox.store.put(signedMonthsKey(bakery.id), list)
    state.sandbox.store.put(`reconciliations:${bakery.id}:${checking}`, bookOf(reconciliationOf(checking, '2026-05-31', held)))
  }
  const question = () => screen.findByRole('dialog', { name: 'Change a reconciliation and a signed-off month?' })
  const storedOf = (id: string) => stored().find((one) => one.id === id)
  /** The row of transaction `id`, once drawn. */
  const rowOf = (id: string) =>
    waitFor(() => {
      const row = document.querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`)
      if (!row) throw new Error(`row ${id} is not shown yet`)
      return row
    })

  it('asks before the editor saves a new amount of a reconciled May transaction: nothing sent until Save the change, nothing after Cancel', async () => {
    const user = userEvent.setup()
    const transaction = reconciledInMay()
    closeMay([transaction])
    renderWithSandbox(<BankTransactionEditor transaction={transaction} options={options} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
    const form = await screen.findByRole('form', { name: /bank transaction/i })
    await user.click(screen.getByText('More details'))
    const amount = screen.getByLabelText('Amount')
    await user.clear(amount)
    await user.type(amount, '9,876.54')
    const save = screen.getByRole('button', { name: 'Save' })
    await user.click(save)

    const dialog = await question()
    expect(dialog).toHaveTextContent('This changes the reconciliation of Business Checking for May 2026 and May’s sign-off.')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    expect(saves).toHaveLength(0)
    // Nothing is on its way: the form does not say it is saving.
    expect(form).toHaveAttribute('aria-busy', 'false')
    expect(save).toHaveTextContent(/^Save$/)

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(save).toHaveFocus()
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled', 'true'))
    expect(saves).toHaveLength(0)
    expect(storedOf(transaction.id)?.amount).toBe(transaction.amount)

    await user.click(save)
    await user.click(within(await question()).getByRole('button', { name: 'Save the change' }))
    await waitFor(() => expect(Math.abs(storedOf(transaction.id)!.amount)).toBe(987654))
    expect(saves).toHaveLength(1)
  })

  it('asks before the queue saves a category chosen on a reconciled May row: Cancel keeps the row’s category and sends nothing', async () => {
    const user = userEvent.setup()
    const transaction = reconciledInMay()
    closeMay([transaction])
    renderWithSandbox(
      <BankTransactionList
        options={options}
        editor={false}
        defaultFilter={{ view: 'reviewed', from: transaction.date, to: transaction.date }}
      />,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
    const picker = within(await rowOf(transaction.id)).getByRole('combobox')
    const other = categories.find((category) => category.id !== transaction.category?.id)!
    await user.selectOptions(picker, other.name)

    const dialog = await question()
    expect(dialog).toHaveTextContent('This changes the reconciliation of Business Checking for May 2026 and May’s sign-off.')
    expect(saves).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(picker).toHaveFocus()
    expect(saves).toHaveLength(0)
    expect(storedOf(transaction.id)?.category?.id).toBe(transaction.category?.id)

    await user.selectOptions(picker, other.name)
    await user.click(within(await question()).getByRole('button', { name: 'Save the change' }))
    await waitFor(() => expect(storedOf(transaction.id)?.category?.id).toBe(other.id))
    expect(saves).toHaveLength(1)
    expect(saves[0]?.data.map((item) => item.id)).toEqual([transaction.id])
  })

  it('asks before the bulk bar categorizes rows of a signed-off May, saying how many of them it changes', async () => {
    const user = userEvent.setup()
    const toReview = mayRows().filter((transaction) => transaction.reviewStatus === 'UNREVIEWED')
    const [first, second] = toReview
    if (!first || !second) throw new Error('the seed has fewer than two May transactions to review')
    closeMay([])
    renderWithSandbox(
      <BankTransactionList options={options} editor={false} defaultFilter={{ view: 'toReview', from: first.date, to: second.date }} />,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
    for (const id of [first.id, second.id]) await user.click(within(await rowOf(id)).getByRole('checkbox'))
    await user.selectOptions(screen.getByLabelText('Category for the selected'), 'Marketing')
    const categorize = screen.getByRole('button', { name: 'Categorize 2' })
    await user.click(categorize)

    const dialog = await screen.findByRole('dialog', { name: 'Change a signed-off month?' })
    expect(dialog).toHaveTextContent('This changes May 2026’s sign-off.')
    expect(dialog).toHaveTextContent('2 of the 2 transactions are reconciled or dated in a signed-off month.')
    expect(saves).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(categorize).toHaveFocus()
    expect(saves).toHaveLength(0)

    await user.click(categorize)
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Change a signed-off month?' })).getByRole('button', { name: 'Save the changes' }),
    )
    await waitFor(() => expect(storedOf(second.id)?.category?.id).toBe(bakery.categories.marketing))
    expect(storedOf(first.id)?.category?.id).toBe(bakery.categories.marketing)
    expect(saves).toHaveLength(1)
    expect(saves[0]?.data.map((item) => item.id).sort()).toEqual([first.id, second.id].sort())
  })

  it('names in the delete’s confirmation the reconciliation and the sign-off a delete changes', async () => {
    const user = userEvent.setup()
    const transaction = reconciledInMay()
    closeMay([transaction])
    renderWithSandbox(<BankTransactionEditor transaction={transaction} options={options} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
    await screen.findByRole('form', { name: /bank transaction/i })
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this bank transaction?' })
    await waitFor(() =>
      expect(dialog).toHaveTextContent('This changes the reconciliation of Business Checking for May 2026 and May’s sign-off.'),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(storedOf(transaction.id)?.status).not.toBe('DELETED')
  })
})
