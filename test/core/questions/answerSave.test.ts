// What using an owner's answer saves to its transaction: the category the chosen button books to,
// the owner's note after the transaction's own, the receipt beside its files; and each answer that
// is not used as it is, because it would risk the wrong money.
import { answerSave } from '../../../src/core/questions/answerSave'
import type { QuestionAnswer } from '../../../src/core/questions/types'
import { bankRow, storedQuestion } from '../../support/ownerQuestions'

const invoice = { id: 'att_inv', url: 'https://files.example/invoice.pdf', fileName: 'invoice.pdf' }
const receipt = { id: 'att_receipt', url: 'https://files.example/receipt.jpg', fileName: 'receipt.jpg' }
const depot = bankRow('bt_depot', { notes: 'Job 14', attachments: [invoice] })
const question = storedQuestion('q_1', [depot], {
  choices: [
    { id: 'category:ctg_supplies', label: 'Supplies', categoryId: 'ctg_supplies' },
    { id: 'personal', label: 'Personal' },
    { id: 'personalDraw', label: 'Personal', categoryId: 'ctg_draw' },
  ],
})
const answer = (fields: Partial<QuestionAnswer>): QuestionAnswer => ({
  id: 'a_1',
  transactionId: 'bt_depot',
  at: '2026-03-21T08:00:00Z',
  ...fields,
})

describe('answerSave', () => {
  it('saves the chosen category, the note after the transaction’s own and the receipt beside its files, reviewed, in one change', () => {
    expect(
      answerSave(question, answer({ choiceId: 'category:ctg_supplies', note: ' Tile for the shop floor ', attachment: receipt }), depot),
    ).toEqual({
      ok: true,
      item: {
        id: 'bt_depot',
        category: { id: 'ctg_supplies' },
        notes: 'Job 14\nOwner: Tile for the shop floor',
        attachments: [invoice, receipt],
      },
      categoryId: 'ctg_supplies',
      change: { categoryId: 'ctg_supplies', review: true, notes: 'Job 14\nOwner: Tile for the shop floor', attach: ['att_receipt'] },
    })
    // "Personal" with the category the bookkeeper named books to it; a note alone to a transaction without notes is its notes.
    expect(answerSave(question, answer({ choiceId: 'personalDraw' }), depot)).toMatchObject({ ok: true, categoryId: 'ctg_draw' })
    const bare = { ...depot, notes: undefined, attachments: undefined }
    expect(answerSave(question, answer({ note: 'Tile' }), bare)).toEqual({
      ok: true,
      item: { id: 'bt_depot', notes: 'Owner: Tile' },
      change: { notes: 'Owner: Tile' },
    })
    // The note and receipt already saved (the answer used once) are not added twice.
    const saved = { ...depot, notes: 'Job 14\nOwner: Tile', attachments: [invoice, receipt] }
    expect(answerSave(question, answer({ note: 'Tile', attachment: receipt }), saved)).toEqual({
      ok: true,
      item: { id: 'bt_depot' },
      change: {},
    })
  })

  it.each([
    ['notAnswered', undefined, depot],
    ['noCategory', answer({ choiceId: 'personal', note: 'Patio for home' }), depot],
    ['dontKnow', answer({ dontKnow: true, note: 'Ask Sam' }), depot],
    ['deleted', answer({ choiceId: 'category:ctg_supplies' }), undefined],
    ['deleted', answer({ choiceId: 'category:ctg_supplies' }), { ...depot, status: 'DELETED' }],
    ['changed', answer({ choiceId: 'category:ctg_supplies' }), { ...depot, amount: -41_300 }],
  ])('is not used as it is: %s', (reason, given, live) => {
    expect(answerSave(question, given, live)).toEqual({ ok: false, reason })
  })
})
