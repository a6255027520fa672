// "This changes a reconciled month" where the user works, in jsdom against the sandbox and its host
// store: the review queue flags a reconciled row changed since its reconciliation, and the editor
// warns when the amount or date of a reconciled transaction is changed (the save still goes
// through). The books are the store's, which the service profiles do not touch: the bookkit profile.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction } from '../../src/api/types'
import { isolate } from '../../src/format/isolate'
import { BankTransactionEditor } from '../../src/components/BankTransactionEditor'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import type { ReconciliationBook } from '../../src/core/reconcile/types'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { bookOf, reconciliationOf } from '../support/reconciliations'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const checking = bakery.bankAccounts.checking
const KEY = `reconciliations:${bakery.id}:${checking}`
const RECONCILED = ['RECONCILED', 'RECONCILIATION_DISCREPANCY']

vi.setConfig({ testTimeout: 20_000 })
beforeEach(() => giveGridsAViewport())

/** A book of one reconciliation through June 15, 2026 holding `transactions` as they were then. */
const bookThrough = (transactions: Array<Pick<BankTransaction, 'id' | 'date' | 'amount'>>): ReconciliationBook =>
  bookOf(reconciliationOf(checking, '2026-06-15', transactions))

describe('A reconciled transaction changed later (bookkit service)', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 } })
  /** The bakery's checking transactions after the closing (so they may change), without splits, oldest first. */
  const changeable = () => {
    const closing = state.sandbox.inspect.closing(bakery.id).date
    return (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[])
      .filter(
        (transaction) =>
          transaction.bankAccount?.id === checking &&
          transaction.status !== 'DELETED' &&
          transaction.date > closing &&
          (transaction.children ?? []).length === 0,
      )
      .sort((a, b) => a.date.localeCompare(b.date))
  }
  const reconciled = () => changeable().filter((transaction) => RECONCILED.includes(transaction.reviewStatus ?? ''))
  const name = (transaction: BankTransaction) => transaction.description || transaction.displayName || transaction.id

  it('flags the reconciled row whose amount changed since in the reviewed view, with the month it changes, and not the one unchanged', async () => {
    const [changed, same] = reconciled()
    expect(same).toBeDefined()
    state.sandbox.store.put(KEY, bookThrough([{ ...changed!, amount: changed!.amount + 1000 }, same!]))
    const dates = [changed!.date, same!.date].sort()
    renderWithSandbox(
      <BankTransactionList editor={false} defaultFilter={{ view: 'reviewed', from: dates[0], to: dates[1] }} />,
      state.sandbox,
      {
        userId: SANDBOX.users.bakeryOwner,
      },
    )

    const flag = await screen.findByRole('note', {
      name: `${isolate(name(changed!))} changes a reconciled month: the account was reconciled with it through Jun 15, 2026, and its amount has changed since.`,
    })
    expect(within(flag).getByText('Changes a reconciled month')).toBeVisible()
    expect(within(flag).getByTitle('Reconciled through Jun 15, 2026')).toBeInTheDocument()
    expect(screen.getAllByRole('note')).toHaveLength(1)
  })

  it('warns in the editor when the amount or date of a reconciled transaction is changed, says so on open once it differs, and saves once confirmed', async () => {
    const user = userEvent.setup()
    const [transaction] = reconciled()
    state.sandbox.store.put(KEY, bookThrough([transaction!]))
    renderWithSandbox(<BankTransactionEditor transaction={transaction} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await screen.findByRole('form', { name: /bank transaction/i })
    const editing = 'This changes a reconciled month: the account was reconciled with this transaction through Jun 15, 2026.'
    await user.click(screen.getByText('More details'))
    const amount = screen.getByLabelText('Amount')
    await user.clear(amount)
    await user.type(amount, '9,876.54')
    expect(await screen.findByText(editing)).toBeInTheDocument()
    await user.clear(amount)
    // Back as reconciled: nothing to warn of.
    await user.type(amount, String(Math.abs(transaction!.amount) / 100))
    await waitFor(() => expect(screen.queryByText(editing)).toBeNull())
    const date = screen.getByLabelText('Date')
    await user.clear(date)
    await user.type(date, '2026-06-29')
    expect(await screen.findByText(editing)).toBeInTheDocument()

    // A warning, not a block: the save goes through once confirmed (changeConfirm.test.tsx), and the
    // editor then says the transaction differs from its reconciliation.
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save the change' }))
    expect(
      await screen.findByText(
        'This transaction changed after the account was reconciled with it through Jun 15, 2026: its date differs from the reconciliation’s.',
      ),
    ).toBeInTheDocument()
    expect(state.sandbox.inspect.bankTransactions(bakery.id).find((one) => one.id === transaction!.id)?.date).toBe('2026-06-29')
    expect(screen.queryByText(editing)).toBeNull()
  })

  it('does not warn when the amount of a transaction not reconciled is changed', async () => {
    const user = userEvent.setup()
    const open = changeable().find((transaction) => !RECONCILED.includes(transaction.reviewStatus ?? ''))!
    renderWithSandbox(<BankTransactionEditor transaction={open} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await screen.findByRole('form', { name: /bank transaction/i })
    await user.click(screen.getByText('More details'))
    await user.clear(screen.getByLabelText('Amount'))
    await user.type(screen.getByLabelText('Amount'), '9,876.54')
    expect(screen.getByLabelText('Amount')).toHaveValue('9,876.54')
    expect(screen.queryByText(/changes a reconciled month/)).toBeNull()
  })
})
