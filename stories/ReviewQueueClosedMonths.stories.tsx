import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, waitFor, within } from 'storybook/test'
import type { BankTransaction } from '../src/api/types'
import { closeKey, signedMonthsKey, signedTransactionOf, type CloseRecord, type SignedMonths } from '../src/core/close/monthClose'
import { BankTransactionList } from '../src/components/BankTransactionList'
import type { ReconciliationBook } from '../src/core/reconcile/types'
import { SANDBOX, type Sandbox } from '../src/sandbox'
import { bakeryBankAccounts, bakeryCategories } from './support/hostOptions'
import { storySandbox } from './support/sandbox'
import './lists.stories.css'

const bakery = SANDBOX.companies.bakery
const checking = bakery.bankAccounts.checking
const VOLUME = { invoicesPerCompany: 0, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 }
const options = { categories: bakeryCategories, bankAccounts: bakeryBankAccounts }
/** After the books' closing (April 30, 2026): May's transactions may change, and May was signed off. */
const MAY = '2026-05'
const SIGNED_OFF_AT = '2026-06-03T12:00:00.000Z'

/** The bakery's first reconciled checking transaction of May with a category: a row whose category can change. */
const reconciledInMay = (sandbox: Sandbox): BankTransaction => {
  const found = (sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[])
    .filter(
      (transaction) =>
        transaction.date.startsWith(MAY) &&
        transaction.bankAccount?.id === checking &&
        transaction.reviewStatus === 'RECONCILED' &&
        transaction.category &&
        transaction.status !== 'DELETED' &&
        !transaction.children?.length &&
        !transaction.matchingBankTransaction,
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))[0]
  if (!found) throw new Error('The sandbox has no reconciled checking transaction in May 2026.')
  return found
}

/**
 * What a bookkeeper's earlier visits left in the host's store: checking reconciled through May 31
 * with that transaction cleared, and May signed off with its transactions as they stand.
 */
function reconcileAndSignOffMay({ id }: { id: string }) {
  const sandbox = storySandbox(id)
  const held = reconciledInMay(sandbox)
  const book: ReconciliationBook = {
    format: 'bookkit.reconciliations',
    formatVersion: 1,
    reconciliations: [
      {
        id: 'rec_20260531',
        bankAccountId: checking,
        bankAccountName: 'Business Checking',
        endDate: '2026-05-31',
        openingBalance: 1_250_000,
        openingTyped: true,
        closingBalance: 1_250_000 + held.amount,
        clearedIn: Math.max(held.amount, 0),
        clearedOut: Math.min(held.amount, 0),
        difference: 0,
        outcome: 'balanced',
        transactions: [{ id: held.id, date: held.date, amount: held.amount, previousReviewStatus: 'REVIEWED' }],
        finishedBy: 'Dana at Cornerstone Bookkeeping',
        finishedAt: '2026-06-02T17:00:00.000Z',
      },
    ],
  }
  const record: CloseRecord = {
    format: 'bookkit.close',
    formatVersion: 1,
    month: MAY,
    signOffs: [
      {
        at: SIGNED_OFF_AT,
        by: 'Dana at Cornerstone Bookkeeping',
        items: [],
        transactions: (sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[])
          .filter((transaction) => transaction.date.startsWith(MAY))
          .map(signedTransactionOf),
      },
    ],
  }
  const list: SignedMonths = {
    format: 'bookkit.closeMonths',
    formatVersion: 1,
    months: [{ month: MAY, at: SIGNED_OFF_AT, by: 'Dana at Cornerstone Bookkeeping' }],
  }
  sandbox.store.put(`reconciliations:${bakery.id}:${checking}`, book)
  sandbox.store.put(closeKey(bakery.id, MAY), record)
  sandbox.store.put(signedMonthsKey(bakery.id), list)
}

const meta = {
  title: 'Components/BankTransactionList/Reconciled and signed-off months',
  component: BankTransactionList,
  // Its records exist only in its own sandbox's store, which the docs page does not answer from.
  tags: ['!autodocs'],
  args: { options, editor: false },
  parameters: {
    sandbox: { volume: VOLUME },
    docs: {
      description: {
        component:
          'A change to a reconciled transaction, or to one dated in a signed-off month, asks first, naming the reconciliation and the sign-off it changes; nothing is sent before the answer. The editor’s Save, a row’s category and the bulk bar ask the same way.',
      },
    },
  },
} satisfies Meta<typeof BankTransactionList>

export default meta
type Story = StoryObj<typeof meta>

/** A new category chosen on a reconciled row of signed-off May: the queue asks before it saves. */
export const AsksBeforeChangingAClosedMonth: Story = {
  beforeEach: reconcileAndSignOffMay,
  render: (args, { id }) => {
    const { date } = reconciledInMay(storySandbox(id))
    return <BankTransactionList {...args} defaultFilter={{ view: 'reviewed', from: date, to: date }} />
  },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const held = reconciledInMay(storySandbox(id))
    const row = await waitFor(() => {
      const shown = canvasElement.querySelector<HTMLElement>(`[role="row"][data-id="${held.id}"]`)
      if (!shown) throw new Error('The reconciled row is not shown yet.')
      return shown
    })
    const other = bakeryCategories.find((category) => category.id !== held.category?.id)!
    await userEvent.selectOptions(within(row).getByRole('combobox'), other.name)
    await canvas.findByRole('dialog', { name: 'Change a reconciliation and a signed-off month?' })
  },
}
