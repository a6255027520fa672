// The owner's answer in the making (src/components/OwnerQuestions/answerDraft.ts): what it sends,
// when it cannot be sent, and how it is read back from this browser: a damaged or foreign value is
// dropped, never shown as if the owner had typed it; a choice the bookkeeper took away since is dropped.
import { answerOf, draftFor, draftProblem, newDraft, readDraft, type AnswerDraft } from '../../src/components/OwnerQuestions/answerDraft'
import { keepDraft } from '../../src/components/OwnerQuestions/useAnswerDraft'
import type { OwnerQuestion } from '../../src/core/questions/types'
import { ownStorage } from '../../src/core/store/browserStorage'

const RECEIPT = { id: 'att_1', url: 'https://files.example/att_1', fileName: 'flour.pdf', fileSize: '12 KB' }
const draft = (change: Partial<AnswerDraft> = {}): AnswerDraft => ({ ...newDraft('a_1'), ...change })

describe('the answer a draft sends', () => {
  it('keeps the draft’s id and what was given, the note trimmed, nothing empty', () => {
    expect(answerOf(draft({ choiceId: 'personal', note: '  Lunch with my sister \n', attachment: RECEIPT }), 'btx_9')).toEqual({
      id: 'a_1',
      transactionId: 'btx_9',
      choiceId: 'personal',
      note: 'Lunch with my sister',
      attachment: RECEIPT,
    })
    // A general request names no transaction; a blank note is no note.
    expect(answerOf(draft({ note: '   ', attachment: RECEIPT }), undefined)).toEqual({ id: 'a_1', attachment: RECEIPT })
  })

  it('sends "I don’t know" without a choice: the two never go together', () => {
    expect(answerOf(draft({ choiceId: 'personal', dontKnow: true, note: 'Maybe the market stall' }), 'btx_9')).toEqual({
      id: 'a_1',
      transactionId: 'btx_9',
      dontKnow: true,
      note: 'Maybe the market stall',
    })
  })

  it('cannot be sent empty (a blank note is empty) nor while its receipt is on its way; anything given alone is an answer', () => {
    expect(draftProblem(draft(), { uploading: false })).toBe('empty')
    expect(draftProblem(draft({ note: ' \n ' }), { uploading: false })).toBe('empty')
    expect(draftProblem(draft({ note: 'Flour' }), { uploading: true })).toBe('uploading')
    for (const given of [{ choiceId: 'personal' }, { dontKnow: true }, { note: 'Flour' }, { attachment: RECEIPT }])
      expect(draftProblem(draft(given), { uploading: false })).toBeUndefined()
  })
})

describe('a draft read back from this browser', () => {
  it('is the draft kept, whole', () => {
    const kept = draft({ choiceId: 'category:ctg_1', note: 'Flour', attachment: RECEIPT })
    expect(readDraft(JSON.stringify(kept))).toEqual(kept)
    expect(readDraft(null)).toBeUndefined()
  })

  it('is nothing when the text is not a whole draft', () => {
    for (const text of [
      '{',
      'null',
      '[]',
      JSON.stringify({ dontKnow: false, note: '' }),
      JSON.stringify({ answerId: 'a_1', dontKnow: 'no', note: '' }),
      JSON.stringify({ answerId: 'a_1', dontKnow: false, note: 3 }),
      JSON.stringify({ answerId: 'a_1', dontKnow: false, note: '', choiceId: 7 }),
      JSON.stringify({ answerId: 'a_1', dontKnow: false, note: '', attachment: { id: 'att_1', fileName: 'flour.pdf' } }),
    ])
      expect(readDraft(text), text).toBeUndefined()
  })

  it('loses a choice the bookkeeper has since taken away, and keeps the rest as typed', () => {
    const question = { choices: [{ id: 'personal', label: 'Personal' }] } as Pick<OwnerQuestion, 'choices'> as OwnerQuestion
    expect(draftFor(question, draft({ choiceId: 'category:ctg_gone', note: 'Flour' }))).toEqual(draft({ note: 'Flour' }))
    expect(draftFor(question, draft({ choiceId: 'personal' }))).toEqual(draft({ choiceId: 'personal' }))
  })
})

describe('the draft kept in this browser', () => {
  it('is read back while it holds something, and is gone once it holds nothing (sent, or emptied)', async () => {
    // Node has no localStorage: the page's memory keeps it, under the same rules.
    const storage = await ownStorage({ sessionKey: 'owner-of-rosewood-bakery' })
    const key = 'cmp_1:q_1:btx_9'
    keepDraft(storage, key, draft({ note: 'Flour for the week' }))
    expect(readDraft(storage.read('ownerAnswer', key))).toEqual(draft({ note: 'Flour for the week' }))
    keepDraft(storage, key, draft())
    expect(storage.read('ownerAnswer', key)).toBeNull()
    keepDraft(storage, key, draft({ note: 'Flour' }))
    keepDraft(storage, key, undefined)
    expect(storage.read('ownerAnswer', key)).toBeNull()
  })
})
