// The owner's answer in <BankTransactionList>, in jsdom against the sandbox: an answer with a
// category, a note and a receipt shows on its row as its first suggestion; Enter saves it in one
// request (category, notes, the receipt, reviewed), which the profiles decide apart (a partial
// update, or the whole record restated), closes the question as used and offers the queue's rule for
// a description seen before; Undo puts the transaction back and opens the question again. On one
// profile: an undo of a later change to the row leaves the question closed; a "personal" answer
// without a category is shown, never taken: Enter opens the category picker and nothing is saved.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction, BankTransactionInput } from '../../src/api/types'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import type { BankTransactionEditorOptions } from '../../src/components/BankTransactionEditor'
import type { OwnerQuestion, QuestionsRecord } from '../../src/core/questions/types'
import { questionsKey } from '../../src/core/store/store'
import { isolate } from '../../src/format/isolate'
import { SANDBOX, type SandboxProfile } from '../../src/sandbox'
import { wholeText } from '../../stories/support/sentences'
import { giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT, PROFILES } from '../support/profiles'
import { recordBodies } from '../support/requests'
import { renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'

const SAVE_PATH = '/v6/banks/transactions'
const bakery = SANDBOX.companies.bakery
const KEY = questionsKey(bakery.id)
const VOLUME = { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 }
const options: BankTransactionEditorOptions = {
  categories: [
    { id: bakery.categories.ingredients, name: 'Ingredients' },
    { id: bakery.categories.marketing, name: 'Marketing' },
  ],
}

vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => giveGridsAViewport())

/** The sandbox of a block on `profile`, and what its tests read and add there. */
function useAnswersSandbox(profile: SandboxProfile) {
  const state = useSandboxServer({ profile, volume: VOLUME })
  afterEach(() => state.server.events.removeAllListeners())
  const storedById = () =>
    new Map((state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).map((row) => [row.id, row]))
  const storedQuestion = (id: string) =>
    (state.sandbox.store.peek(KEY)?.value as QuestionsRecord | undefined)?.questions.find((q) => q.id === id)
  const rowOf = (id: string) => document.querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`) as HTMLElement
  const findRow = (id: string) => waitFor(() => expect(rowOf(id)).toBeInTheDocument()).then(() => rowOf(id))

  /** A card payment arriving from the bank feed, to review with no category, after the closing. */
  async function arrive(description: string, amount: number, notes?: string, date = '2026-06-24'): Promise<BankTransaction> {
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const before = storedById()
    const results = await client.saveBankTransactions([
      { date, amount, bankAccountId: bakery.bankAccounts.checking, description, ...(notes ? { notes } : {}) },
    ])
    expect(results.every((result) => result.ok)).toBe(true)
    const row = [...storedById().values()].find((transaction) => !before.has(transaction.id))
    if (!row) throw new Error(`${description} did not arrive`)
    return row
  }

  function asked(id: string, row: BankTransaction, answer: OwnerQuestion['answers'][number]): OwnerQuestion {
    return {
      id,
      kind: 'transaction',
      subjects: [
        {
          transactionId: row.id,
          date: row.date.slice(0, 10),
          amount: row.amount,
          description: row.description ?? '',
          hadAttachment: false,
        },
      ],
      text: 'What was this for?',
      choices: [
        { id: `category:${bakery.categories.ingredients}`, label: 'Ingredients' },
        { id: 'personal', label: 'Personal' },
      ],
      receiptNeeded: true,
      askedAt: '2026-06-25T09:00:00.000Z',
      answers: [answer],
    }
  }
  return { state, storedById, storedQuestion, rowOf, findRow, arrive, asked }
}

describe.each(PROFILES)('the owner’s answer used in one save, as the profiles decide apart (the $profile service)', ({ profile }) => {
  const { state, storedById, storedQuestion, rowOf, findRow, arrive, asked } = useAnswersSandbox(profile)

  it('shows the answer first on its row; Enter saves it in one request, closes the question as used and offers a rule for a description seen before; Undo restores both', async () => {
    const user = userEvent.setup()
    // The same supplier twice before: the owner's category is worth a rule.
    await arrive('HARBOR MILLS FLOUR', -9800, undefined, '2026-06-10')
    await arrive('HARBOR MILLS FLOUR', -12400, undefined, '2026-06-17')
    const row = await arrive('HARBOR MILLS FLOUR', -18650, 'Card 4417')
    const receipt = state.sandbox.addAttachment({ fileName: 'flour-invoice.pdf', fileSize: '24 KB' })
    const question = asked('q_flour', row, {
      id: 'a_flour',
      choiceId: `category:${bakery.categories.ingredients}`,
      note: 'rye flour for the week',
      attachment: receipt,
      at: '2026-06-26T08:00:00.000Z',
    })
    const record: QuestionsRecord = { format: 'bookkit.questions', formatVersion: 1, questions: [question] }
    state.sandbox.store.put(KEY, record)
    const saves = recordBodies(state.server, (request, pathname) => request.method === 'POST' && pathname === SAVE_PATH) as {
      data: BankTransactionInput[]
    }[]
    renderWithSandbox(<BankTransactionList options={options} editor={false} companyId={bakery.id} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
    const text = `Owner: ${isolate('Ingredients')} — “${isolate('rye flour for the week')}” — receipt ${isolate('flour-invoice.pdf')}`
    const chip = await within(await findRow(row.id)).findByRole('button', {
      name: `Use the owner’s answer for ${isolate(row.description!)}: ${text}`,
    })
    // First among the row's suggestions, its whole text in its tooltip where a narrow row cuts it.
    expect(within(rowOf(row.id)).getAllByRole('button', { name: /^(Use the owner|Categorize )/ })[0]).toBe(chip)
    expect(chip).toHaveAttribute('title', text)
    // Only the save's requests from here (the described service also lists with a POST to the same path).
    const before = saves.filter(({ data }) => data.some((item) => item.id === row.id)).length

    rowOf(row.id).focus()
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(storedById().get(row.id)).toMatchObject({
        category: { id: bakery.categories.ingredients },
        notes: 'Card 4417\nOwner: rye flour for the week',
        attachments: [{ id: receipt.id, fileName: 'flour-invoice.pdf' }],
        reviewStatus: 'REVIEWED',
      }),
    )
    const sent = saves.filter(({ data }) => data.some((item) => item.id === row.id)).slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.data).toHaveLength(1)
    expect(sent[0]?.data[0]).toMatchObject({
      id: row.id,
      categoryId: bakery.categories.ingredients,
      notes: 'Card 4417\nOwner: rye flour for the week',
      attachmentIds: [receipt.id],
      reviewStatus: 'REVIEWED',
    })
    await waitFor(() => expect(storedQuestion('q_flour')?.closed?.outcome).toBe('used'))
    // The queue's own offer, below the rows; the focus stays in the rows (Enter moved on).
    const offer = await screen.findByRole('region', { name: /^Always categorize “.+” as .*Ingredients.*\?$/ })
    expect(offer).not.toContainElement(document.activeElement as HTMLElement)
    // The answers stay with the question.
    expect(storedQuestion('q_flour')?.answers).toEqual(question.answers)

    await user.keyboard('{Control>}z{/Control}')
    await waitFor(() => expect(storedQuestion('q_flour')?.closed).toBeUndefined())
    const restored = storedById().get(row.id)
    expect(restored?.category).toBeUndefined()
    expect(restored?.notes).toBe('Card 4417')
    expect(restored?.attachments ?? []).toEqual([])
    expect(restored?.reviewStatus).toBe(row.reviewStatus)
    // Open again, its answer is the row's suggestion again.
    await within(rowOf(row.id)).findByRole('button', { name: `Use the owner’s answer for ${isolate(row.description!)}: ${text}` })
  })
})

describe('the owner’s answers in the queue (bookkit service)', () => {
  const { state, storedById, storedQuestion, rowOf, findRow, arrive, asked } = useAnswersSandbox(BOOKKIT.profile)

  it('an undo of a later change to the row leaves the question closed; the undo of the answer’s save opens it again', async () => {
    const user = userEvent.setup()
    const row = await arrive('MILL STREET PACKAGING 0624', -5420)
    state.sandbox.store.put(KEY, {
      format: 'bookkit.questions',
      formatVersion: 1,
      questions: [
        asked('q_boxes', row, { id: 'a_boxes', choiceId: `category:${bakery.categories.ingredients}`, at: '2026-06-26T08:00:00.000Z' }),
      ],
    } satisfies QuestionsRecord)
    renderWithSandbox(<BankTransactionList options={options} editor={false} companyId={bakery.id} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
    await within(await findRow(row.id)).findByRole('button', { name: /^Use the owner’s answer for / })
    rowOf(row.id).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(storedQuestion('q_boxes')?.closed?.outcome).toBe('used'))
    // The bookkeeper changes the row's category afterwards: Ctrl+Z takes back that change only.
    await user.selectOptions(within(rowOf(row.id)).getByRole('combobox'), 'Marketing')
    await waitFor(() => expect(storedById().get(row.id)?.category?.id).toBe(bakery.categories.marketing))
    // From the row: in the picker, Ctrl+Z is the field's.
    rowOf(row.id).focus()
    await user.keyboard('{Control>}z{/Control}')
    await waitFor(() => expect(storedById().get(row.id)?.category?.id).toBe(bakery.categories.ingredients))
    expect(storedQuestion('q_boxes')?.closed?.outcome).toBe('used')
    // Again: the answer's save taken back, its question is open again.
    await user.keyboard('{Control>}z{/Control}')
    await waitFor(() => expect(storedQuestion('q_boxes')?.closed).toBeUndefined())
    expect(storedById().get(row.id)?.category).toBeUndefined()
  })

  it('a personal answer without a category is shown with why, and Enter opens the picker: nothing is saved', async () => {
    const user = userEvent.setup()
    const row = await arrive('CORNER HARDWARE 0624', -3299)
    state.sandbox.store.put(KEY, {
      format: 'bookkit.questions',
      formatVersion: 1,
      questions: [asked('q_drill', row, { id: 'a_drill', choiceId: 'personal', note: 'my own drill', at: '2026-06-26T08:00:00.000Z' })],
    } satisfies QuestionsRecord)
    const saves = recordBodies(
      state.server,
      (request, pathname) => request.method === 'POST' && pathname === SAVE_PATH && request.headers.has('content-type'),
    )
    renderWithSandbox(<BankTransactionList options={options} editor={false} companyId={bakery.id} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
    await within(await findRow(row.id)).findByText(wholeText(`Owner: Personal — “my own drill” (no category given: choose one)`))
    expect(within(rowOf(row.id)).queryByRole('button', { name: /^Use the owner/ })).toBeNull()
    const sentBefore = saves.length
    rowOf(row.id).focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: /^Category for / })
    expect(saves.slice(sentBefore).filter((body) => JSON.stringify(body).includes(row.id))).toEqual([])
    expect(storedById().get(row.id)?.category).toBeUndefined()
  })
})
