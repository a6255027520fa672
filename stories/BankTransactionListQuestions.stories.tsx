import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import type { BankTransaction } from '../src/api/types'
import { BankTransactionList } from '../src/components/BankTransactionList'
import { subjectOf } from '../src/core/questions/receipts'
import type { OwnerQuestion, QuestionsRecord } from '../src/core/questions/types'
import { questionsKey } from '../src/core/store/store'
import { SANDBOX } from '../src/sandbox'
import { bakeryBankAccounts, bakeryCategories } from './support/hostOptions'
import { storySandbox } from './support/sandbox'
import './lists.stories.css'

const bakery = SANDBOX.companies.bakery
/** A few months of the bakery's lines, synced in one page: no story here is about the queue's size. */
const VOLUME = { invoicesPerCompany: 5, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 }
const options = { categories: bakeryCategories, bankAccounts: bakeryBankAccounts }

const toReview = (transactions: readonly BankTransaction[]) =>
  transactions
    .filter((transaction) => !['REVIEWED', 'RECONCILED'].includes(transaction.reviewStatus ?? ''))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))

/** The bakery's bookkeeper asked the owner about the two newest rows to review; the owner answered the second ("It was the staff party"). */
function askedTwo({ id }: { id: string }) {
  const sandbox = storySandbox(id)
  const [first, second] = toReview(sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[])
  const question = (transaction: BankTransaction, at: string): OwnerQuestion => ({
    id: `q_story${transaction.id}`,
    kind: 'transaction',
    subjects: [subjectOf(transaction)],
    text: 'What was this for?',
    template: 'whatFor',
    choices: [{ id: `category:${bakery.categories.marketing}`, label: 'Marketing', categoryId: bakery.categories.marketing }],
    receiptNeeded: false,
    askedAt: at,
    askedBy: 'Dana (bookkeeper)',
    answers: [],
  })
  const answered = question(second!, '2026-06-27T09:00:00.000Z')
  answered.answers.push({
    id: 'a_story1',
    transactionId: second!.id,
    choiceId: `category:${bakery.categories.marketing}`,
    note: 'It was the staff party.',
    at: '2026-06-28T18:30:00.000Z',
    by: 'Sam (owner)',
  })
  const record: QuestionsRecord = {
    format: 'bookkit.questions',
    formatVersion: 1,
    questions: [question(first!, '2026-06-28T09:00:00.000Z'), answered],
  }
  sandbox.store.put(questionsKey(bakery.id), record)
}

const meta = {
  title: 'Components/BankTransactionList/Asking the owner',
  component: BankTransactionList,
  tags: ['!autodocs'],
  args: { options, editor: false, receiptRequestThreshold: false },
  parameters: {
    sandbox: { volume: VOLUME },
    docs: {
      description: {
        component:
          'The bookkeeper asks the business owner from the queue: “Ask the owner…” on a row (`a`), on the selection, or as a general request from the toolbar; asked rows carry a badge (“Asked”, then “Answered”) and gather under “Waiting for the owner”; purchases over the host’s threshold with no receipt are offered as one request a month. Questions live in the provider’s `store`.',
      },
    },
  },
} satisfies Meta<typeof BankTransactionList>

export default meta
type Story = StoryObj<typeof meta>

/** Two rows asked about: one waits for the owner ("Asked"), the other is answered ("Answered"); the view "Waiting for the owner" counts both. */
export const AskedRows: Story = {
  beforeEach: askedTwo,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('radio', { name: 'Waiting for the owner (2)' })
    await canvas.findByText('Answered')
  },
}

/** "Waiting for the owner", with the host keeping asked rows out of "To review" until the owner answers (`askedRows: 'waiting'`). */
export const WaitingForTheOwner: Story = {
  beforeEach: askedTwo,
  args: { askedRows: 'waiting', defaultFilter: { view: 'waiting' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Asked')
  },
}

/** "Ask the owner…" on the current row, the template "Business or personal?" chosen and Marketing offered beside "Personal": the question, the choices, and the receipt. */
export const AskDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('button', { name: 'Ask the owner…' })
    const first = canvasElement.querySelector<HTMLElement>('.bk-grid__body [role="row"][data-index="0"]')!
    first.focus()
    await userEvent.keyboard('a')
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /^Ask the owner about / }))
    await userEvent.click(dialog.getByRole('button', { name: 'Business or personal?' }))
    await userEvent.selectOptions(dialog.getByLabelText('Offer a category'), 'Marketing')
  },
}

/** Receipt requests found for the bookkeeper: a month's purchases of $75 or more with no receipt, offered as one request to the owner. */
export const ReceiptRequestsFound: Story = {
  args: { receiptRequestThreshold: 7500 },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: /^Ask the owner for them: the receipts of / })
  },
}
