// <OwnerQuestions> in jsdom against the sandbox and its host store, holding the bakery's questions
// (stories/support/ownerQuestions.ts): what the owner reads, a save the store refuses (said, the
// answer kept, Try again saving it once), another tab's answer shown instead of a blank form, a
// month's receipts walked one transaction at a time and a general request answered, the thanks once
// none is left, a purchase changed at the bank since, and questions the store could not give. Layout,
// focus, touch and the draft kept across a reload: the Chromium file (ownerQuestions.browser.test.tsx);
// the draft's decisions: answerDraft.test.ts.
import { act, screen, waitFor, within } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { OwnerQuestions } from '../../src/components/OwnerQuestions'
import type { QuestionsRecord } from '../../src/core/questions/types'
import { questionsKey, type BookkitStore } from '../../src/core/store/store'
import { clearBookkeepingCache } from '../../src/react'
import { useBankTransactions } from '../../src/react/queue/bankTransactions'
import { SANDBOX } from '../../src/sandbox'
import { askTheBakery } from '../../stories/support/ownerQuestions'
import { BOOKKIT, DESCRIBED } from '../support/profiles'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const VOLUME = { invoicesPerCompany: 0, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 }
const KEY = questionsKey(bakery.id)

afterEach(() => clearBookkeepingCache())

describe('OwnerQuestions on the described service (smoke)', () => {
  const state = useSandboxServer({ profile: DESCRIBED.profile, volume: VOLUME })

  it('reads the questions from the host’s store and shows the oldest', async () => {
    askTheBakery(state.sandbox)
    renderWithSandbox(<OwnerQuestions companyId={bakery.id} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    expect(await screen.findByRole('heading', { level: 2, name: '3 questions from your bookkeeper' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'What was this for?' })).toBeInTheDocument()
  })
})

describe('OwnerQuestions (bookkit service)', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: VOLUME })
  const stored = async () => (await state.sandbox.store.load(KEY))!.value as QuestionsRecord
  const card = () => screen.getByRole('article')
  function renderPage(store: BookkitStore = state.sandbox.store, onAnswered = vi.fn(), queryClient = new QueryClient()) {
    renderWithSandbox(<OwnerQuestions companyId={bakery.id} onAnswered={onAnswered} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      provider: { store, queryClient },
    })
    return onAnswered
  }

  it('shows the purchase as the bank shows it, money out, with the choices offered as buttons and who asked', async () => {
    const { whatFor } = askTheBakery(state.sandbox)
    renderPage()
    await screen.findByRole('heading', { level: 3, name: 'What was this for?' })
    const subject = whatFor.subjects[0]!
    const facts = within(card()).getByRole('group', { name: 'As your bank shows it' })
    expect(facts).toHaveTextContent(subject.description)
    expect(facts).toHaveTextContent(`$${(Math.abs(subject.amount) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} out`)
    expect(within(card()).getByText(/asked on Jun 20, 2026/)).toHaveTextContent('Dana at Cornerstone Bookkeeping asked on Jun 20, 2026')
    const choices = await within(card()).findByRole('group', { name: 'Choose one' })
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ingredients', 'Marketing', 'Personal', 'I don’t know'])
    // Nothing given yet: the error names what to fill in, and nothing is saved.
    await userEvent.click(within(card()).getByRole('button', { name: 'Send answer' }))
    const note = within(card()).getByRole('textbox', { name: 'Anything to add?' })
    expect(note).toHaveAccessibleDescription(/Choose an answer, write one, or add the receipt before sending\./)
    expect(note).toHaveFocus()
    expect((await stored()).questions.every((question) => question.answers.length === 0)).toBe(true)
  })

  it('says when the store refused the answer, keeps it, and saves it once on Try again', async () => {
    const { whatFor } = askTheBakery(state.sandbox)
    const host = state.sandbox.store
    let refuse = true
    const store: BookkitStore = {
      load: (key) => host.load(key),
      save: (key, value, base) => (refuse ? Promise.reject(new Error('offline')) : host.save(key, value, base)),
    }
    const onAnswered = renderPage(store)
    await screen.findByRole('heading', { level: 3, name: 'What was this for?' })
    const user = userEvent.setup()
    await user.click(await within(card()).findByRole('button', { name: 'I don’t know' }))
    await user.type(within(card()).getByRole('textbox', { name: 'What do you know about it?' }), 'Maybe the farmers’ market')
    await user.click(within(card()).getByRole('button', { name: 'Send answer' }))
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Your answer was not sent')
    expect(within(card()).getByRole('textbox', { name: 'What do you know about it?' })).toHaveValue('Maybe the farmers’ market')
    expect(onAnswered).not.toHaveBeenCalled()

    refuse = false
    await user.click(within(card()).getByRole('button', { name: 'Try again' }))
    await screen.findByRole('heading', { level: 3, name: /Please add the receipts/ })
    const answers = (await stored()).questions.find(({ id }) => id === whatFor.id)!.answers
    expect(answers).toEqual([expect.objectContaining({ dontKnow: true, note: 'Maybe the farmers’ market' })])
    expect(answers[0]).not.toHaveProperty('choiceId')
    expect(onAnswered).toHaveBeenCalledOnce()
  })

  it('shows an answer given in another tab while the question was open, not a blank form', async () => {
    const { whatFor } = askTheBakery(state.sandbox)
    const queryClient = new QueryClient()
    renderPage(state.sandbox.store, vi.fn(), queryClient)
    await screen.findByRole('heading', { level: 3, name: 'What was this for?' })
    // The other tab answers: the store's record changes, and this page reads it again (as it does every 30 s and on focus).
    const kept = (await state.sandbox.store.load(KEY))!
    const record = kept.value as QuestionsRecord
    const answer = {
      id: 'a_other',
      transactionId: whatFor.subjects[0]!.transactionId,
      choiceId: 'personal',
      note: 'Our anniversary dinner',
      at: '2026-06-25T18:00:00.000Z',
    }
    const answered = {
      ...record,
      questions: record.questions.map((question) => (question.id === whatFor.id ? { ...question, answers: [answer] } : question)),
    }
    await state.sandbox.store.save(KEY, answered, kept.version)
    await act(() => queryClient.invalidateQueries())

    const said = await within(card()).findByText('This was answered already, perhaps in another window:')
    const shown = said.closest<HTMLElement>('[data-answered]')!
    expect(shown).toHaveTextContent('Chose: Personal')
    expect(shown).toHaveTextContent('Our anniversary dinner')
    expect(within(card()).queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument()
    await userEvent.click(within(card()).getByRole('button', { name: 'Next question' }))
    expect(await screen.findByRole('heading', { level: 3, name: /Please add the receipts/ })).toBeInTheDocument()
  })

  it('walks a month’s receipts one transaction at a time, then answers a general request, then thanks the owner', async () => {
    const { receipts, statement } = askTheBakery(state.sandbox)
    const record = await stored()
    // The purchase question answered already: the receipts come first.
    await state.sandbox.store.save(KEY, { ...record, questions: record.questions.slice(1) }, (await state.sandbox.store.load(KEY))!.version)
    renderPage()
    const user = userEvent.setup()
    for (const [at, subject] of receipts.subjects.entries()) {
      await screen.findByRole('heading', { level: 3, name: receipts.text })
      await within(card()).findByText(new RegExp(`: ${at + 1} of ${receipts.subjects.length}$`))
      expect(within(card()).getByRole('group', { name: 'As your bank shows it' })).toHaveTextContent(subject.description)
      expect(within(card()).getByText('Your bookkeeper needs the receipt for this one.')).toBeInTheDocument()
      await user.type(await within(card()).findByRole('textbox', { name: 'Your answer' }), `Receipt ${at + 1} is in the shoebox`)
      await user.click(within(card()).getByRole('button', { name: 'Send answer' }))
      await waitFor(() => expect(within(card()).queryByDisplayValue(`Receipt ${at + 1} is in the shoebox`)).not.toBeInTheDocument())
    }
    await screen.findByRole('heading', { level: 3, name: statement.text })
    expect(within(card()).queryByRole('group', { name: 'As your bank shows it' })).not.toBeInTheDocument()
    await user.type(await within(card()).findByRole('textbox', { name: 'Your answer' }), 'Sent by email this morning')
    await user.click(within(card()).getByRole('button', { name: 'Send answer' }))

    expect(await screen.findByRole('status')).toHaveTextContent('That was the last one. Thank you: your bookkeeper takes it from here.')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Questions from your bookkeeper')
    const kept = await stored()
    expect(kept.questions.find(({ id }) => id === receipts.id)!.answers.map(({ transactionId }) => transactionId)).toEqual(
      receipts.subjects.map(({ transactionId }) => transactionId),
    )
    expect(kept.questions.find(({ id }) => id === statement.id)!.answers).toEqual([
      expect.objectContaining({ note: 'Sent by email this morning' }),
    ])
  })

  it('says a purchase changed at the bank since it was asked about, once the page has synced the transactions whole', async () => {
    const { record, whatFor } = askTheBakery(state.sandbox)
    const asked = { ...whatFor.subjects[0]!, amount: whatFor.subjects[0]!.amount - 1_000 }
    const questions = record.questions.map((question) => (question.id === whatFor.id ? { ...question, subjects: [asked] } : question))
    await state.sandbox.store.save(KEY, { ...record, questions }, (await state.sandbox.store.load(KEY))!.version)
    // The queue on the same page, syncing every transaction: the owner's card reads the live one from it.
    function QueueBeside() {
      useBankTransactions()
      return null
    }
    renderWithSandbox(
      <>
        <OwnerQuestions companyId={bakery.id} />
        <QueueBeside />
      </>,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
    await screen.findByRole('heading', { level: 3, name: 'What was this for?' })
    expect(await within(card()).findByText(/Your bank has changed this since your bookkeeper asked/)).toBeInTheDocument()
  })

  it('says when the questions could not be read, tells the host, and reads them again on Try again', async () => {
    askTheBakery(state.sandbox)
    const host = state.sandbox.store
    let unreachable = true
    const store: BookkitStore = {
      load: (key) => (unreachable ? Promise.reject(new Error('The host’s store is unreachable')) : host.load(key)),
      save: (key, value, base) => host.save(key, value, base),
    }
    const onLoadError = vi.fn()
    renderWithSandbox(<OwnerQuestions companyId={bakery.id} onLoadError={onLoadError} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      provider: { store },
    })
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(onLoadError).toHaveBeenCalledOnce()
    unreachable = false
    await userEvent.click(retry)
    expect(await screen.findByRole('heading', { level: 3, name: 'What was this for?' })).toBeInTheDocument()
  })

  it('says there is nothing to answer when nothing waits', async () => {
    renderPage()
    expect(await screen.findByText('Nothing to answer — thank you')).toBeInTheDocument()
  })
})
