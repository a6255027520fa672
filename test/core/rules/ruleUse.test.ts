// A company's rule use (`ruleUse:<companyId>`), in Node over a plain QueryClient and a store of its
// own: each application adds its rules' counts and sets `lastAt`; a save another tab made first is
// read again and added to, never overwritten; the record is read strictly, and one that cannot be
// read is never written over.
import { QueryClient } from '@tanstack/query-core'
import { noteRuleUse, readRuleUse } from '../../../src/core/rules/ruleUse'
import type { RuleUse } from '../../../src/core/rules/types'
import { bookkitKeys } from '../../../src/core/store/keys'
import { createHostStore } from '../../../src/sandbox/hostStore'

const key = 'ruleUse:cmp_bakery'
const record = (rules: RuleUse['rules']): RuleUse => ({ format: 'bookkit.ruleUse', formatVersion: 1, rules })

function port() {
  return { queryClient: new QueryClient(), keys: bookkitKeys('test') }
}

describe('rule use', () => {
  it('adds each rule’s count and sets lastAt, a later lastAt kept, and the cache holds what was stored', async () => {
    const store = createHostStore()
    const books = port()
    await noteRuleUse(books, store, 'cmp_bakery', new Map([['rule_cup', 3]]), '2026-06-30T10:00:00.000Z')
    await noteRuleUse(
      books,
      store,
      'cmp_bakery',
      new Map([
        ['rule_cup', 1],
        ['rule_rent', 2],
        ['rule_none', 0],
      ]),
      '2026-06-30T11:00:00.000Z',
    )
    const expected = record({
      rule_cup: { count: 4, lastAt: '2026-06-30T11:00:00.000Z' },
      rule_rent: { count: 2, lastAt: '2026-06-30T11:00:00.000Z' },
    })
    expect(store.peek(key)?.value).toEqual(expected)
    expect(books.queryClient.getQueryData(books.keys.stored(key))).toEqual(expected)
    // A use noted late (another tab's, from before) never moves lastAt back.
    await noteRuleUse(books, store, 'cmp_bakery', new Map([['rule_cup', 1]]), '2026-06-30T09:00:00.000Z')
    expect(store.peek(key)?.value).toEqual(record({ ...expected.rules, rule_cup: { count: 5, lastAt: '2026-06-30T11:00:00.000Z' } }))
  })

  it('merges with another tab’s save that came first: read again, added again', async () => {
    const store = createHostStore()
    store.put(key, record({ rule_cup: { count: 5, lastAt: '2026-06-29T09:00:00.000Z' } }))
    // Between this tab's read and its save, another tab adds 2.
    const load = store.load
    let raced = false
    store.load = async (at) => {
      const read = await load(at)
      if (!raced) {
        raced = true
        store.put(key, record({ rule_cup: { count: 7, lastAt: '2026-06-30T09:30:00.000Z' } }))
      }
      return read
    }
    await noteRuleUse(port(), store, 'cmp_bakery', new Map([['rule_cup', 1]]), '2026-06-30T10:00:00.000Z')
    expect(store.peek(key)?.value).toEqual(record({ rule_cup: { count: 8, lastAt: '2026-06-30T10:00:00.000Z' } }))
  })

  it('reads the record strictly, and never writes over one it cannot read', async () => {
    expect(readRuleUse(record({ rule_cup: { count: 2, lastAt: '2026-06-30T10:00:00.000Z' } }))).toMatchObject({ ok: true })
    expect(readRuleUse({ ...record({}), extra: 1 })).toEqual({ ok: false, field: 'extra' })
    expect(readRuleUse(record({ rule_cup: { count: 1.5, lastAt: '2026-06-30T10:00:00.000Z' } }))).toEqual({
      ok: false,
      field: 'rules.rule_cup.count',
    })
    expect(readRuleUse(record({ rule_cup: { count: 1, lastAt: 'yesterday' } }))).toEqual({ ok: false, field: 'rules.rule_cup.lastAt' })
    expect(readRuleUse({ ...record({}), formatVersion: 2 })).toEqual({ ok: false, field: 'formatVersion' })

    const store = createHostStore()
    const unreadable = { ...record({}), formatVersion: 2 }
    store.put(key, unreadable)
    await expect(noteRuleUse(port(), store, 'cmp_bakery', new Map([['rule_cup', 1]]), '2026-06-30T10:00:00.000Z')).rejects.toThrow(
      /cannot be read \(formatVersion\)/,
    )
    expect(store.peek(key)?.value).toEqual(unreadable)
  })
})
