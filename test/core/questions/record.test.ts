// The questions record as the store keeps it, read strictly: a record bookkit wrote reads back as it
// was, and anything unknown or mistyped is refused with its field's path (the record is then never
// written over, so no answer it holds is lost).
import { NO_QUESTIONS, readQuestions } from '../../../src/core/questions/record'
import { bankRow, recordOf, storedQuestion } from '../../support/ownerQuestions'

const receipt = { id: 'att_1', url: 'https://files.example/receipt.jpg', fileName: 'receipt.jpg' }
const full = recordOf(
  storedQuestion('q_1', [bankRow('bt_1')], {
    template: 'businessOrPersonal',
    choices: [
      { id: 'category:ctg_supplies', label: 'Supplies', categoryId: 'ctg_supplies' },
      { id: 'personal', label: 'Personal' },
    ],
    receiptNeeded: true,
    askedBy: 'Dana',
    editedAt: '2026-03-21T10:00:00.000Z',
    answers: [
      {
        id: 'a_1',
        transactionId: 'bt_1',
        choiceId: 'personal',
        note: 'Patio for home',
        attachment: receipt,
        at: '2026-03-22T08:00:00.000Z',
        by: 'Sam',
      },
    ],
    closed: { at: '2026-03-23T08:00:00.000Z', by: 'Dana', outcome: 'used' },
  }),
  storedQuestion('q_2', [bankRow('bt_2'), bankRow('bt_3')], { month: '2026-03', receiptNeeded: true }),
  storedQuestion('q_3', [], {
    text: "Send March's statement for the savings account",
    answers: [{ id: 'a_2', dontKnow: true, at: '2026-03-22T08:00:00.000Z' }],
  }),
)

/** `full` as JSON, with `edit` made to it. */
function changed(edit: (value: any) => void): unknown {
  const value = structuredClone(full)
  edit(value)
  return value
}

describe('readQuestions', () => {
  it('reads back every field of a record bookkit wrote, and nothing stored as no questions', () => {
    expect(readQuestions(structuredClone(full))).toEqual({ ok: true, record: full })
    expect(readQuestions(NO_QUESTIONS)).toEqual({ ok: true, record: NO_QUESTIONS })
  })

  it.each([
    ['', () => ['not a record']],
    ['extra', (value: any) => (value.extra = 1)],
    ['format', (value: any) => (value.format = 'bookkit.rules')],
    ['formatVersion', (value: any) => (value.formatVersion = 2)],
    ['questions', (value: any) => (value.questions = {})],
    ['questions.0.kind', (value: any) => (value.questions[0].kind = 'loan')],
    ['questions.0.id', (value: any) => (value.questions[0].id = '')],
    ['questions.0.template', (value: any) => (value.questions[0].template = 'why')],
    ['questions.0.receiptNeeded', (value: any) => (value.questions[0].receiptNeeded = 'yes')],
    ['questions.0.askedAt', (value: any) => (value.questions[0].askedAt = 'yesterday')],
    ['questions.0.note', (value: any) => (value.questions[0].note = 'unknown field')],
    ['questions.0.subjects.0.amount', (value: any) => (value.questions[0].subjects[0].amount = '412.00')],
    ['questions.0.subjects.0.date', (value: any) => (value.questions[0].subjects[0].date = '03/12/2026')],
    ['questions.0.subjects.0.hadAttachment', (value: any) => delete value.questions[0].subjects[0].hadAttachment],
    ['questions.0.choices.1.label', (value: any) => (value.questions[0].choices[1].label = 7)],
    ['questions.0.answers.0.at', (value: any) => delete value.questions[0].answers[0].at],
    ['questions.0.answers.0.dontKnow', (value: any) => (value.questions[0].answers[0].dontKnow = 'no')],
    ['questions.0.answers.0.attachment.url', (value: any) => delete value.questions[0].answers[0].attachment.url],
    ['questions.0.closed.outcome', (value: any) => (value.questions[0].closed.outcome = 'done')],
    ['questions.1.month', (value: any) => (value.questions[1].month = 'March')],
    ['questions.2.answers.0.size', (value: any) => (value.questions[2].answers[0].size = 1)],
  ])('refuses %s by its path', (field, edit) => {
    expect(readQuestions(field === '' ? edit(undefined) : changed(edit))).toEqual({ ok: false, field })
  })
})
