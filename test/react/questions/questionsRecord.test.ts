// Two people at once on one questions record, in Node over the host's store: each change is made to
// the record as stored now, so the bookkeeper's edit and the owner's answer made from one read both
// survive, and two owners answering in two tabs are both kept (the later in force). A record the
// reader refuses is never written over.
import { QueryClient } from '@tanstack/query-core'
import { answerQuestion, editQuestion } from '../../../src/core/questions/changes'
import { QuestionsUnreadableError } from '../../../src/core/questions/record'
import { answerInForce } from '../../../src/core/questions/state'
import { bookkitKeys } from '../../../src/core/store/keys'
import type { BookkitStore } from '../../../src/core/store/store'
import { changeQuestions } from '../../../src/react/questions/questionsRecord'
import { createHostStore } from '../../../src/sandbox/hostStore'
import { bankRow, recordOf, storedQuestion } from '../../support/ownerQuestions'

const key = 'questions:cmp_bakery'

/** The store, with its first `readers` loads held until all of them have read: each change starts from the same version. */
function readingTogether(store: BookkitStore, readers: number): BookkitStore {
  let waiting = readers
  let release!: () => void
  const together = new Promise<void>((resolve) => (release = resolve))
  return {
    ...store,
    load: async (at) => {
      const read = await store.load(at)
      if (waiting > 0) {
        if (--waiting === 0) release()
        await together
      }
      return read
    },
    save: (at, value, baseVersion) => store.save(at, value, baseVersion),
  }
}

function person(store: BookkitStore, name: string) {
  return { store, owner: { sessionKey: name }, queryClient: new QueryClient(), keys: bookkitKeys(name) }
}

describe('changeQuestions, two people at once', () => {
  it('keeps the bookkeeper’s edit and the owner’s answer made from the same read, and caches what each saved', async () => {
    const sandbox = { store: createHostStore() }
    sandbox.store.put(key, recordOf(storedQuestion('q_1', [bankRow('bt_depot')])))
    const store = readingTogether(sandbox.store, 2)
    const [bookkeeper, owner] = [person(store, 'dana'), person(store, 'sam')]
    const answer = { id: 'a_1', transactionId: 'bt_depot', note: 'Tile for the shop floor', at: '2026-03-21T08:00:00.000Z' }
    const savesBefore = sandbox.store.saves
    await Promise.all([
      changeQuestions(bookkeeper, 'cmp_bakery', (record) =>
        editQuestion(record, 'q_1', { text: 'What was the tile for?' }, { at: '2026-03-21T08:00:01.000Z' }),
      ),
      changeQuestions(owner, 'cmp_bakery', (record) => answerQuestion(record, 'q_1', answer)),
    ])
    // One of the two saves was refused as based on the old version, read again and made again.
    expect(sandbox.store.saves - savesBefore).toBe(3)
    const stored = (sandbox.store.peek(key)!.value as ReturnType<typeof recordOf>).questions[0]!
    expect(stored).toMatchObject({ text: 'What was the tile for?', editedAt: '2026-03-21T08:00:01.000Z', answers: [answer] })
    expect(owner.queryClient.getQueryData(owner.keys.stored(key))).toMatchObject({ questions: [{ answers: [answer] }] })
  })

  it('keeps two owners’ answers from two tabs, the later in force', async () => {
    const sandbox = { store: createHostStore() }
    sandbox.store.put(key, recordOf(storedQuestion('q_1', [bankRow('bt_depot')])))
    const store = readingTogether(sandbox.store, 2)
    const first = { id: 'a_tab1', transactionId: 'bt_depot', note: 'Patio', at: '2026-03-21T08:00:00.000Z' }
    const later = { id: 'a_tab2', transactionId: 'bt_depot', note: 'Patio at the shop', at: '2026-03-21T08:00:05.000Z' }
    const [one, two] = await Promise.all([
      changeQuestions(person(store, 'tab1'), 'cmp_bakery', (record) => answerQuestion(record, 'q_1', first)),
      changeQuestions(person(store, 'tab2'), 'cmp_bakery', (record) => answerQuestion(record, 'q_1', later)),
    ])
    // The first tab's save landed; the second's, refused, was made again over it.
    expect([one.questions[0]!.answers, two.questions[0]!.answers]).toEqual([[first], [first, later]])
    const saved = (sandbox.store.peek(key)!.value as ReturnType<typeof recordOf>).questions[0]!
    expect(saved.answers).toEqual([first, later])
    expect(answerInForce(saved)).toEqual(later)
  })

  it('never writes over a record it cannot read', async () => {
    const sandbox = { store: createHostStore() }
    const unreadable = { format: 'bookkit.questions', formatVersion: 2, questions: [] }
    sandbox.store.put(key, unreadable)
    const saves = sandbox.store.saves
    await expect(changeQuestions(person(sandbox.store, 'dana'), 'cmp_bakery', (record) => record)).rejects.toBeInstanceOf(
      QuestionsUnreadableError,
    )
    expect([sandbox.store.saves - saves, sandbox.store.peek(key)!.value]).toEqual([0, unreadable])
  })
})
