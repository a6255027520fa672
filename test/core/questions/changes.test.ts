// Asking the owner, editing a question, answering and closing it, as pure changes of the record:
// one open question per transaction, inputs refused by the field they name, and answers only ever
// added (a retried save is one answer, an answer to a closed question is kept).
import { answerQuestion, askQuestions, closeQuestion, editQuestion, QuestionInputError } from '../../../src/core/questions/changes'
import { subjectOf } from '../../../src/core/questions/receipts'
import { NO_QUESTIONS } from '../../../src/core/questions/record'
import { bankRow, countingIds, recordOf, storedQuestion } from '../../support/ownerQuestions'

const at = '2026-03-20T09:00:00.000Z'
const depot = subjectOf(bankRow('bt_depot'))
const laptop = subjectOf(bankRow('bt_laptop', { amount: -190_000, description: 'BEST BUY 0082' }))

function refusal(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    if (error instanceof QuestionInputError) return error.field
    throw error
  }
  return undefined
}

describe('askQuestions', () => {
  it('adds each question with its text trimmed, and asks about a transaction with an open question only once', () => {
    const first = askQuestions(
      NO_QUESTIONS,
      [{ kind: 'transaction', subjects: [depot], text: '  What was this for?  ', template: 'whatFor' }],
      {
        at,
        by: 'Dana',
        newId: countingIds(),
      },
    )
    expect(first.asked).toEqual([
      {
        id: 'q_1',
        kind: 'transaction',
        subjects: [depot],
        text: 'What was this for?',
        template: 'whatFor',
        choices: [],
        receiptNeeded: false,
        askedAt: at,
        askedBy: 'Dana',
        answers: [],
      },
    ])
    // The depot's question is still open: it is answered as it is; the laptop's is new, twice in one ask is one question.
    const again = askQuestions(
      first.record,
      [
        { kind: 'transaction', subjects: [depot], text: 'Please add the receipt', receiptNeeded: true },
        { kind: 'transaction', subjects: [laptop], text: 'Please add the receipt', receiptNeeded: true },
        { kind: 'transaction', subjects: [laptop], text: 'Business or personal?' },
      ],
      { at, newId: countingIds('q_new') },
    )
    expect(again.asked.map((question) => [question.id, question.text])).toEqual([
      ['q_1', 'What was this for?'],
      ['q_new1', 'Please add the receipt'],
      ['q_new1', 'Please add the receipt'],
    ])
    expect(again.record.questions.map((question) => question.id)).toEqual(['q_1', 'q_new1'])
    // Once closed, the transaction may be asked about again.
    const closed = closeQuestion(again.record, 'q_1', 'used', { at })
    const third = askQuestions(closed, [{ kind: 'transaction', subjects: [depot], text: 'Which job was it for?' }], {
      at,
      newId: () => 'q_3',
    })
    expect(third.asked.map((question) => question.id)).toEqual(['q_3'])
  })

  it('refuses empty text by `text`, and by `subjects` a transaction question without exactly one transaction, receipts without any, a general request with some', () => {
    const options = { at, newId: countingIds() }
    expect(refusal(() => askQuestions(NO_QUESTIONS, [{ kind: 'general', subjects: [], text: ' \n ' }], options))).toBe('text')
    expect(
      refusal(() => askQuestions(NO_QUESTIONS, [{ kind: 'transaction', subjects: [depot, laptop], text: 'What were these?' }], options)),
    ).toBe('subjects')
    expect(refusal(() => askQuestions(NO_QUESTIONS, [{ kind: 'transaction', subjects: [], text: 'What was this?' }], options))).toBe(
      'subjects',
    )
    expect(refusal(() => askQuestions(NO_QUESTIONS, [{ kind: 'receipts', subjects: [], text: 'Please add the receipts' }], options))).toBe(
      'subjects',
    )
    expect(refusal(() => askQuestions(NO_QUESTIONS, [{ kind: 'general', subjects: [depot], text: 'Send the statement' }], options))).toBe(
      'subjects',
    )
    // A receipts request is always for a receipt; a general request has no transaction.
    const { asked } = askQuestions(
      NO_QUESTIONS,
      [
        { kind: 'receipts', subjects: [depot, laptop], text: 'Please add the receipts', month: '2026-03' },
        { kind: 'general', subjects: [], text: "Send March's statement for the savings account" },
      ],
      options,
    )
    expect(asked.map((question) => [question.kind, question.receiptNeeded, question.month])).toEqual([
      ['receipts', true, '2026-03'],
      ['general', false, undefined],
    ])
  })
})

describe('editQuestion and answerQuestion', () => {
  const offered = recordOf(
    storedQuestion('q_1', [bankRow('bt_depot')], {
      choices: [
        { id: 'category:ctg_supplies', label: 'Supplies', categoryId: 'ctg_supplies' },
        { id: 'personal', label: 'Personal' },
      ],
    }),
  )
  const answer = { id: 'a_1', transactionId: 'bt_depot', choiceId: 'personal', note: 'Patio for home', at: '2026-03-21T08:00:00.000Z' }

  it('appends answers in order, a retried one once, and keeps them through an edit', () => {
    const once = answerQuestion(offered, 'q_1', answer)
    expect(answerQuestion(once, 'q_1', { ...answer })).toBe(once)
    const twice = answerQuestion(once, 'q_1', { id: 'a_2', choiceId: 'category:ctg_supplies', at: '2026-03-21T09:00:00.000Z' })
    const edited = editQuestion(
      twice,
      'q_1',
      { text: ' What was the patio for? ', receiptNeeded: true },
      { at: '2026-03-21T10:00:00.000Z' },
    )
    expect(edited.questions[0]).toMatchObject({
      text: 'What was the patio for?',
      receiptNeeded: true,
      editedAt: '2026-03-21T10:00:00.000Z',
      answers: [answer, { id: 'a_2', choiceId: 'category:ctg_supplies', at: '2026-03-21T09:00:00.000Z' }],
    })
    expect(refusal(() => editQuestion(twice, 'q_1', { text: '' }, { at }))).toBe('text')
  })

  it('keeps an answer to a closed question with the question closed, and refuses an empty answer, a choice or transaction it does not offer', () => {
    const closed = closeQuestion(offered, 'q_1', 'withdrawn', { at, by: 'Dana' })
    const kept = answerQuestion(closed, 'q_1', answer).questions[0]!
    expect(kept.answers).toEqual([answer])
    expect(kept.closed).toEqual({ at, by: 'Dana', outcome: 'withdrawn' })
    // Closing again keeps the first closing.
    expect(closeQuestion(closed, 'q_1', 'used', { at: '2026-04-01T00:00:00.000Z' })).toBe(closed)
    expect(refusal(() => answerQuestion(offered, 'q_1', { ...answer, choiceId: 'category:ctg_meals' }))).toBe('choiceId')
    expect(refusal(() => answerQuestion(offered, 'q_1', { ...answer, transactionId: 'bt_other' }))).toBe('transactionId')
    expect(refusal(() => answerQuestion(offered, 'q_9', answer))).toBe('id')
    expect(refusal(() => answerQuestion(offered, 'q_1', { id: 'a_9', note: '  ', at }))).toBe('note')
    const receipts = recordOf(storedQuestion('q_r', [bankRow('bt_mill'), bankRow('bt_fuel')]))
    expect(refusal(() => answerQuestion(receipts, 'q_r', { id: 'a_9', note: 'Both at the shop', at }))).toBe('transactionId')
    // Said with nothing else, "I don't know" is an answer; a note is kept trimmed.
    expect(answerQuestion(offered, 'q_1', { id: 'a_8', dontKnow: true, note: ' Ask Sam ', at }).questions[0]!.answers).toEqual([
      { id: 'a_8', dontKnow: true, note: 'Ask Sam', at },
    ])
  })
})
