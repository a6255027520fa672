// The bookkeeper asks the business owner from the review queue, on the bookkit profile: "Ask the
// owner…" on the current row (`a`) with a template saves one question to the host's store, badges
// the row "Asked" and tells the host with a count and ids, never the text; three selected rows are
// three questions and one event; Send without a question names the field, and a failed save keeps what was typed;
// "Waiting for the owner" shows the rows asked about; and a month's receipts found are asked as one
// request. The record's changes and the receipts found are proved in Node (test/core/questions/).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction } from '../../src/api/types'
import { BankTransactionList, type BankTransactionListProps } from '../../src/components/BankTransactionList'
import type { BankTransactionEditorOptions } from '../../src/components/BankTransactionEditor'
import type { OwnerQuestion, QuestionsRecord } from '../../src/core/questions/types'
import type { BookkeepingEvent } from '../../src/core/store/events'
import { questionsKey } from '../../src/core/store/store'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT } from '../support/profiles'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const options: BankTransactionEditorOptions = {
  categories: [
    { id: bakery.categories.ingredients, name: 'Ingredients' },
    { id: bakery.categories.marketing, name: 'Marketing' },
    { id: bakery.categories.rent, name: 'Rent' },
  ],
}

vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => giveGridsAViewport())

describe('asking the owner from the queue (bookkit service)', () => {
  const state = useSandboxServer({
    profile: BOOKKIT.profile,
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 },
  })
  const onEvent = vi.fn<(event: BookkeepingEvent) => void>()
  beforeEach(() => onEvent.mockClear())

  async function renderQueue(props: BankTransactionListProps = {}) {
    renderWithSandbox(
      <BankTransactionList options={options} editor={false} companyId={bakery.id} receiptRequestThreshold={false} {...props} />,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner, provider: { onEvent } },
    )
    await screen.findByRole('grid', { name: 'Bank transactions' })
    // The questions' part has read the record: its toolbar button is there.
    await screen.findByRole('button', { name: 'Ask the owner…' })
  }
  const rowAt = (index: number) =>
    waitFor(() => {
      const row = document.querySelector<HTMLElement>(`[role="row"][data-index="${index}"]`)
      if (!row) throw new Error(`no row ${index} yet`)
      return row
    })
  const stored = async (): Promise<OwnerQuestion[]> =>
    ((await state.sandbox.store.load(questionsKey(bakery.id)))?.value as QuestionsRecord | undefined)?.questions ?? []
  const asked = () => onEvent.mock.calls.map(([event]) => event).filter((event) => event.type === 'questionsAsked')

  it('asks about the current row with a template: one question stored, the row badged "Asked", one event with a count and no text', async () => {
    const user = userEvent.setup()
    await renderQueue()
    const row = await rowAt(0)
    const id = row.dataset.id as string
    row.focus()
    await user.keyboard('a')
    const dialog = await screen.findByRole('dialog', { name: /^Ask the owner about / })
    await user.click(within(dialog).getByRole('button', { name: 'Business or personal?' }))
    expect(within(dialog).getByLabelText('Question')).toHaveValue('Was this for the business, or personal?')
    expect(within(dialog).getByRole('checkbox', { name: 'Offer “Personal”' })).toBeChecked()
    await user.selectOptions(within(dialog).getByLabelText('Offer a category'), 'Marketing')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [question, ...others] = await stored()
    expect(others).toEqual([])
    expect(question).toMatchObject({
      kind: 'transaction',
      subjects: [{ transactionId: id }],
      text: 'Was this for the business, or personal?',
      template: 'businessOrPersonal',
      receiptNeeded: false,
      choices: [
        { id: `category:${bakery.categories.marketing}`, label: 'Marketing', categoryId: bakery.categories.marketing },
        { id: 'personal', label: 'Personal' },
      ],
    })
    await waitFor(() => expect(within(row).getByText('Asked')).toBeInTheDocument())
    expect(within(row).getByText('Asked the owner, waiting for the answer')).toBeInTheDocument()
    expect(asked()).toEqual([
      {
        type: 'questionsAsked',
        companyId: bakery.id,
        questionIds: [question!.id],
        transactionIds: [id],
        count: 1,
        notify: 'conversations',
      },
    ])
    expect(JSON.stringify(asked())).not.toContain('personal?')
  })

  it('asks three selected rows in one go: three questions, one event counting 3; a row already asked is said so and not asked twice', async () => {
    const user = userEvent.setup()
    await renderQueue()
    const rows = await Promise.all([rowAt(0), rowAt(1), rowAt(2)])
    for (const row of rows) await user.click(within(row).getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Ask the owner about 3…' }))
    let dialog = await screen.findByRole('dialog', { name: 'Ask the owner about 3 transactions' })
    await user.click(within(dialog).getByRole('button', { name: 'Please add the receipt' }))
    expect(within(dialog).getByRole('checkbox', { name: 'Receipt needed' })).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const ids = rows.map((row) => row.dataset.id)
    const questions = await stored()
    expect(questions.map((question) => question.subjects[0]?.transactionId).sort()).toEqual([...ids].sort())
    expect(questions.every((question) => question.receiptNeeded && question.template === 'receipt')).toBe(true)
    expect(asked()).toHaveLength(1)
    expect(asked()[0]).toMatchObject({ count: 3 })

    // Asked again with a fourth row: the three are named as already asked, and only the fourth is sent.
    const fourth = await rowAt(3)
    // The three stay selected once asked: a fourth joins them.
    await user.click(within(fourth).getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Ask the owner about 4…' }))
    dialog = await screen.findByRole('dialog', { name: 'Ask the owner about 4 transactions' })
    expect(within(dialog).getByText(/^Already asked, not asked again: /)).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Question'), 'What was this for?')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await stored()).toHaveLength(4)
    expect(asked()[1]).toMatchObject({ count: 1, transactionIds: [fourth.dataset.id] })
  })

  it('names the question when Send finds it empty, and keeps what was typed and chosen when the store fails the save', async () => {
    const user = userEvent.setup()
    await renderQueue()
    const row = await rowAt(0)
    row.focus()
    await user.keyboard('a')
    const dialog = await screen.findByRole('dialog', { name: /^Ask the owner about / })
    await user.selectOptions(within(dialog).getByLabelText('Offer a category'), 'Rent')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Receipt needed' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))

    const question = within(dialog).getByLabelText('Question')
    expect(question).toHaveAttribute('aria-invalid', 'true')
    expect(question).toHaveAccessibleDescription(/^Question: write what you want to ask\./)
    expect(question).toHaveFocus()
    expect(within(dialog).getByRole('button', { name: 'Remove Rent' })).toBeInTheDocument()
    expect(within(dialog).getByRole('checkbox', { name: 'Receipt needed' })).toBeChecked()
    expect(await stored()).toEqual([])
    expect(asked()).toEqual([])

    // The host's store fails the save once: the dialog says so and keeps every word and choice, and Send again sends it.
    const save = state.sandbox.store.save.bind(state.sandbox.store)
    state.sandbox.store.save = async () => {
      state.sandbox.store.save = save
      throw new Error('The storage service is unavailable.')
    }
    await user.type(question, 'Was this the new oven’s deposit?')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^The question was not sent: .*The storage service is unavailable/)
    expect(question).toHaveValue('Was this the new oven’s deposit?')
    expect(within(dialog).getByRole('button', { name: 'Remove Rent' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await stored()).toMatchObject([{ text: 'Was this the new oven’s deposit?', receiptNeeded: true }])
  })

  it('shows in "Waiting for the owner" only the rows asked about', async () => {
    const user = userEvent.setup()
    await renderQueue()
    expect(screen.queryByRole('radio', { name: /^Waiting for the owner/ })).toBeNull()
    const row = await rowAt(2)
    const id = row.dataset.id
    row.focus()
    await user.keyboard('a')
    const dialog = await screen.findByRole('dialog', { name: /^Ask the owner about / })
    await user.click(within(dialog).getByRole('button', { name: 'What was this for?' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))

    await user.click(await screen.findByRole('radio', { name: 'Waiting for the owner (1)' }))
    await waitFor(() => expect(document.querySelectorAll('[role="row"][data-id]')).toHaveLength(1))
    expect(document.querySelector('[role="row"][data-id]')).toHaveAttribute('data-id', id)
  })

  it('asks for a month’s receipts found as one request of its purchases', async () => {
    const user = userEvent.setup()
    const transactions = state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
    await renderQueue({ receiptRequestThreshold: 7500 })
    const offer = (await screen.findAllByRole('button', { name: /^Ask the owner for them: the receipts of / }))[0]!
    const month = offer.closest('[data-month]')?.getAttribute('data-month') as string
    const expected = transactions
      .filter(
        (transaction) =>
          transaction.type === 'EXPENSE' &&
          transaction.status !== 'DELETED' &&
          Math.abs(transaction.amount) >= 7500 &&
          (transaction.attachments ?? []).length === 0 &&
          transaction.date.startsWith(month),
      )
      .map((transaction) => transaction.id)
    expect(expected.length).toBeGreaterThan(0)
    await user.click(offer)

    await waitFor(async () => expect(await stored()).toHaveLength(1))
    const [request] = await stored()
    expect(request).toMatchObject({ kind: 'receipts', month, receiptNeeded: true })
    expect(request!.subjects.map((subject) => subject.transactionId).sort()).toEqual(expected.sort())
    await waitFor(() => expect(document.querySelector(`[data-month="${month}"]`)).toBeNull())
  })
})
