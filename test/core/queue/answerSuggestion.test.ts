// The owner's answer on its row: the row's first suggestion when it is safe to use (what using it
// saves: the category, the notes with the owner's, the receipt, reviewed), and only shown, with why,
// when it is not (never the wrong money); a used answer undone opens its question again; a rule is
// offered for a description seen before.
import type { BankTransaction } from '../../../src/api/types'
import { questionSettled, rowAnswer, reopenQuestion, seenBefore, type AnswerWords } from '../../../src/core/queue/review/answerSuggestion'
import { rowSuggestions, suggestionText, type QueueSuggestion } from '../../../src/core/queue/review/suggestions'
import type { OwnerQuestion, QuestionAnswer, QuestionsRecord } from '../../../src/core/questions/types'
import { isolatedParts } from '../../../src/format/isolate'
import { queueAnswersMessages as messages } from '../../../src/messages/queue/queueAnswers'

const words: AnswerWords = {
  answer: messages['queueAnswers.answer'],
  joiner: messages['queueAnswers.joiner'],
  note: messages['queueAnswers.note'],
  receipt: messages['queueAnswers.receipt'],
  personal: messages['queueAnswers.personal'],
  dontKnow: messages['queueAnswers.dontKnow'],
  useLabel: messages['queueAnswers.useLabel'],
}
const names: Record<string, string> = { cat_office: 'Office supplies', cat_meals: 'Meals', cat_draws: 'Owner draws' }
const categoryName = (id: string) => names[id]
const plain = (text: string) => isolatedParts(text).join('')

const live: BankTransaction = {
  id: 'btxn_paper',
  date: '2026-03-04',
  amount: -4120,
  type: 'EXPENSE',
  status: 'ACTIVE',
  description: 'STAPLES #1182',
  notes: 'Card ending 4417',
  attachments: [{ id: 'att_old', url: 'https://files.example/att_old', fileName: 'statement.pdf' }],
  suggestedCategories: [{ id: 'cat_office' }, { id: 'cat_meals' }],
} as BankTransaction
const receipt = { id: 'att_paper', url: 'https://files.example/att_paper', fileName: 'paper-receipt.pdf' }

const question = (answers: Partial<QuestionAnswer>[], extra: Partial<OwnerQuestion> = {}): OwnerQuestion => ({
  id: 'q_paper',
  kind: 'transaction',
  subjects: [
    { transactionId: live.id, date: '2026-03-04', amount: -4120, type: 'EXPENSE', description: 'STAPLES #1182', hadAttachment: true },
  ],
  text: 'What was this for?',
  choices: [
    { id: 'category:cat_office', label: 'Office supplies' },
    { id: 'personal', label: 'Personal' },
    { id: 'category:cat_meals', label: 'Meals' },
  ],
  receiptNeeded: true,
  askedAt: '2026-03-05T09:00:00Z',
  answers: answers.map((answer, index) => ({ id: `a_${index}`, at: '2026-03-06T10:00:00Z', ...answer })),
  ...extra,
})
const paperAnswer = { choiceId: 'category:cat_office', note: 'printer paper for the shop', attachment: receipt }

describe('rowAnswer', () => {
  it('offers a safe answer as a suggestion that saves its category, the notes with the owner’s, its receipt, reviewed', () => {
    const answer = rowAnswer(question([paperAnswer]), live.id, live, categoryName, words)
    expect(answer?.held).toBeUndefined()
    const suggestion = answer?.suggestion as QueueSuggestion
    expect(suggestion.answer?.questionId).toBe('q_paper')
    expect(suggestion.answer?.change).toEqual({
      categoryId: 'cat_office',
      review: true,
      notes: 'Card ending 4417\nOwner: printer paper for the shop',
      attach: ['att_paper'],
    })
    expect(plain(suggestionText(suggestion))).toBe('Owner: Office supplies — “printer paper for the shop” — receipt paper-receipt.pdf')
    expect(plain(suggestion.answer?.label('STAPLES #1182') ?? '')).toBe(
      'Use the owner’s answer for STAPLES #1182: Owner: Office supplies — “printer paper for the shop” — receipt paper-receipt.pdf',
    )
  })

  it('reads the answer in force: the owner’s later answer, not the first', () => {
    const answer = rowAnswer(question([{ choiceId: 'category:cat_meals' }, paperAnswer]), live.id, live, categoryName, words)
    expect(answer?.suggestion?.answer?.change.categoryId).toBe('cat_office')
  })

  it.each([
    ['noCategory', [{ choiceId: 'personal', note: 'my own printer' }], {}, live, 'Owner: Personal — “my own printer”'],
    ['dontKnow', [{ dontKnow: true, note: 'ask Sam' }], {}, live, 'Owner: Doesn’t know — “ask Sam”'],
    ['changed', [paperAnswer], {}, { ...live, amount: -41200 }, undefined],
    ['deleted', [paperAnswer], {}, undefined, undefined],
    ['edited', [paperAnswer], { editedAt: '2026-03-07T08:00:00Z' }, live, undefined],
  ] as const)('holds an answer from Enter when %s: shown with why, never a suggestion', (reason, answers, extra, row, text) => {
    const asked = question([...answers], extra)
    const answer = rowAnswer(asked, live.id, row as BankTransaction | undefined, categoryName, words)
    expect(answer?.held).toBe(reason)
    expect(answer?.suggestion).toBeUndefined()
    if (text) expect(plain(answer?.text ?? '')).toBe(text)
    // The row's suggestions are the rest, as if there were no answer.
    const parts = { answers: { suggestionOf: () => answer?.suggestion }, transfers: undefined, matches: undefined, rules: undefined }
    expect(rowSuggestions(live, parts, categoryName).map(({ id }) => id)).toEqual(['cat_office', 'cat_meals'])
  })

  it('shows nothing for a question not answered yet, or closed', () => {
    expect(rowAnswer(question([]), live.id, live, categoryName, words)).toBeUndefined()
    const closed = question([paperAnswer], { closed: { at: '2026-03-08T00:00:00Z', outcome: 'used' } })
    expect(rowAnswer(closed, live.id, live, categoryName, words)).toBeUndefined()
  })
})

describe('rowSuggestions with an owner’s answer', () => {
  it('puts the answer first, before a transfer’s other side and a rule, and not its category twice', () => {
    const answered = rowAnswer(question([paperAnswer]), live.id, live, categoryName, words)?.suggestion
    const transfer: QueueSuggestion = {
      id: 'btxn_other',
      name: 'Transfer',
      transfer: { pair: {} as never, text: 'Transfer', forRow: () => '', ambiguous: false },
    }
    const parts = {
      answers: { suggestionOf: () => answered },
      transfers: { suggestionsOf: () => [transfer] },
      matches: undefined,
      rules: undefined,
    }
    expect(rowSuggestions(live, parts, categoryName).map(({ id }) => id)).toEqual(['answer:q_paper', 'btxn_other', 'cat_meals'])
  })
})

describe('reopenQuestion', () => {
  it('opens a closed question again with its answers, and leaves an open one as it is', () => {
    const closed = question([paperAnswer], { closed: { at: '2026-03-08T00:00:00Z', outcome: 'used' } })
    const record: QuestionsRecord = { format: 'bookkit.questions', formatVersion: 1, questions: [closed] }
    const reopened = reopenQuestion(record, 'q_paper')
    expect(reopened.questions[0]?.closed).toBeUndefined()
    expect(reopened.questions[0]?.answers).toEqual(closed.answers)
    expect(reopenQuestion(reopened, 'q_paper')).toBe(reopened)
  })
})

describe('seenBefore', () => {
  const row = (id: string, description: string, company = 'cmp_1') =>
    ({ ...live, id, description, company: { id: company } }) as BankTransaction
  it('offers a rule once the description is seen in two of the company’s other transactions', () => {
    const used = row('btxn_1', 'STAPLES #1182')
    expect(seenBefore([used, row('btxn_2', 'STAPLES #1182')], used, undefined)).toBe(false)
    expect(seenBefore([used, row('btxn_2', 'STAPLES #1182'), row('btxn_3', 'STAPLES #1182', 'cmp_2')], used, undefined)).toBe(false)
    expect(seenBefore([used, row('btxn_2', 'STAPLES #1182'), row('btxn_3', 'Staples #1182')], used, undefined)).toBe(true)
  })
})

describe('questionSettled', () => {
  const second = { ...live, id: 'btxn_ink', description: 'INKJET DEPOT', amount: -9900, attachments: [] } as BankTransaction
  const request = (answers: Partial<QuestionAnswer>[]) =>
    question(answers, {
      kind: 'receipts',
      month: '2026-03',
      subjects: [
        { transactionId: live.id, date: '2026-03-04', amount: -4120, description: 'STAPLES #1182', hadAttachment: true },
        { transactionId: second.id, date: '2026-03-04', amount: -9900, description: 'INKJET DEPOT', hadAttachment: false },
      ],
    })
  const rows = new Map([live, second].map((row) => [row.id, row]))
  const inkReceipt = { id: 'att_ink', url: 'https://files.example/att_ink', fileName: 'ink.pdf' }

  it('closes a question about one transaction once its answer is handled', () => {
    expect(questionSettled(question([paperAnswer]), new Set([live.id]), (id) => rows.get(id))).toBe(true)
  })

  it('keeps a receipts request open while another purchase waits for its answer, or for its answer to be used', () => {
    const one = request([{ transactionId: live.id, attachment: receipt }])
    expect(questionSettled(one, new Set([live.id]), (id) => rows.get(id))).toBe(false)
    const both = request([
      { transactionId: live.id, attachment: receipt },
      { transactionId: second.id, attachment: inkReceipt },
    ])
    expect(questionSettled(both, new Set([live.id]), (id) => rows.get(id))).toBe(false)
    // The other purchase holds its receipt already: nothing of the request is left to use.
    const held = { ...second, attachments: [inkReceipt] } as BankTransaction
    expect(questionSettled(both, new Set([live.id]), (id) => (id === second.id ? held : rows.get(id)))).toBe(true)
  })
})
