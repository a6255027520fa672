// "This changes a signed-off month" where the user works, in jsdom against the sandbox and its host
// store: the review queue flags a row changed since its month was signed off, and the editor warns
// when a transaction of a signed-off month is changed (the save still goes through). The month's
// close is the store's, which the service profiles do not touch: the bookkit profile.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction } from '../../src/api/types'
import {
  closeKey,
  signedMonthsKey,
  signedTransactionOf,
  type CloseRecord,
  type SignedMonths,
  type SignOff,
} from '../../src/core/close/monthClose'
import { BankTransactionEditor } from '../../src/components/BankTransactionEditor'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import { isolate } from '../../src/format/isolate'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
/** After the books' closing (April 30, 2026): its transactions may change. */
const MONTH = '2026-05'
const SIGNED_OFF_AT = '2026-06-03T12:00:00Z'
const SIGNED_OFF_BY = 'Maple Lane Books'

vi.setConfig({ testTimeout: 20_000 })
beforeEach(() => giveGridsAViewport())

/** A paragraph whose whole text is `text` (a name from the host is drawn in `<bdi>`, so no single text node holds it). */
const paragraph = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text

describe('A transaction of a signed-off month changed later (bookkit service)', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 } })
  /** The bakery's May transactions to review, without splits, oldest first. */
  const toReview = () =>
    (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[])
      .filter(
        (transaction) =>
          transaction.date.startsWith(MONTH) &&
          transaction.status !== 'DELETED' &&
          transaction.reviewStatus === 'UNREVIEWED' &&
          (transaction.children ?? []).length === 0,
      )
      .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
  /**
   * May signed off with its transactions as they stood, `changed` kept with another amount (so it
   * has changed since) and one more kept that is gone now (deleted since: no row to flag).
   */
  const signOffMay = (changed?: BankTransaction) => {
    const kept = (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[])
      .filter((transaction) => transaction.date.startsWith(MONTH) && transaction.status !== 'DELETED')
      .map((transaction) =>
        signedTransactionOf(transaction.id === changed?.id ? { ...transaction, amount: transaction.amount + 1000 } : transaction),
      )
    const signOff: SignOff = {
      at: SIGNED_OFF_AT,
      by: SIGNED_OFF_BY,
      items: [],
      transactions: [...kept, ['btx_gone_since', `${MONTH}-15`, -2500, '']],
    }
    const record: CloseRecord = { format: 'bookkit.close', formatVersion: 1, month: MONTH, signOffs: [signOff] }
    const list: SignedMonths = {
      format: 'bookkit.closeMonths',
      formatVersion: 1,
      months: [{ month: MONTH, at: SIGNED_OFF_AT, by: SIGNED_OFF_BY }],
    }
    state.sandbox.store.put(closeKey(bakery.id, MONTH), record)
    state.sandbox.store.put(signedMonthsKey(bakery.id), list)
  }
  const name = (transaction: BankTransaction) => transaction.description || transaction.displayName || transaction.id

  it('flags the row whose amount changed since its month was signed off, with the month and the day, and not the one unchanged', async () => {
    const [changed, same] = toReview()
    expect(same).toBeDefined()
    signOffMay(changed)
    renderWithSandbox(
      <BankTransactionList editor={false} defaultFilter={{ view: 'toReview', from: `${MONTH}-01`, to: `${MONTH}-31` }} />,
      state.sandbox,
      {
        userId: SANDBOX.users.bakeryOwner,
      },
    )

    const flag = await screen.findByRole('note', {
      name: `${isolate(name(changed!))} changes May 2026, signed off on Jun 3, 2026: its amount has changed since.`,
    })
    expect(within(flag).getByText('Changes a signed-off month')).toBeVisible()
    expect(within(flag).getByTitle(`May 2026 was signed off on Jun 3, 2026 by ${isolate(SIGNED_OFF_BY)}`)).toBeInTheDocument()
    expect(screen.getAllByRole('note')).toHaveLength(1)
  })

  it('warns in the editor when a transaction of a signed-off month is changed, saves once confirmed, and then says it changed since', async () => {
    const user = userEvent.setup()
    const [transaction] = toReview()
    signOffMay()
    renderWithSandbox(<BankTransactionEditor transaction={transaction} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await screen.findByRole('form', { name: /bank transaction/i })
    const editing = paragraph(`This changes May 2026, which was signed off on Jun 3, 2026 by ${SIGNED_OFF_BY}.`)
    await user.click(screen.getByText('More details'))
    const amount = screen.getByLabelText('Amount')
    await user.clear(amount)
    await user.type(amount, '9,876.54')
    expect(await screen.findByText(editing)).toBeInTheDocument()

    // A warning, not a block: the save goes through once confirmed (changeConfirm.test.tsx), and the
    // editor then says how it differs from the sign-off.
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save the change' }))
    expect(
      await screen.findByText(
        'This transaction changed after May 2026 was signed off on Jun 3, 2026: its amount differs from the sign-off’s.',
      ),
    ).toBeInTheDocument()
    expect(Math.abs(state.sandbox.inspect.bankTransactions(bakery.id).find((one) => one.id === transaction!.id)!.amount)).toBe(987654)
    await waitFor(() => expect(screen.queryByText(editing)).toBeNull())
  })
})
