// A company's rules in the host's store, in Node over a plain QueryClient: read strictly, stored
// based on the version read (a change stored meanwhile is a conflict, nothing written), cached, and
// told to the host once stored: each rule created, changed or deleted, and a reorder.
import { QueryClient } from '@tanstack/query-core'
import { changeRules, emitRuleEvents, loadRules, RulesUnreadableError, storeRules } from '../../../src/core/rules/storedRules'
import type { BookkeepingEvent } from '../../../src/core/store/events'
import type { CategorizationRule } from '../../../src/core/rules/types'
import { bookkitKeys } from '../../../src/core/store/keys'
import { StoreConflictError } from '../../../src/core/store/store'
import { createHostStore } from '../../../src/sandbox/hostStore'
import { book, rule } from '../../support/rules'

const company = 'cmp_bakery'
const key = `rules:${company}`
function port() {
  const events: BookkeepingEvent[] = []
  return { queryClient: new QueryClient(), keys: bookkitKeys('test'), emit: (event: BookkeepingEvent) => void events.push(event), events }
}

describe('stored rules', () => {
  it('tells each rule created, changed or deleted, and a reorder of the rules kept; nothing for the same list', () => {
    const ruleEvents = (companyId: string, before: CategorizationRule[], after: CategorizationRule[]) => {
      const events: BookkeepingEvent[] = []
      emitRuleEvents((event) => events.push(event), companyId, before, after)
      return events
    }
    const [cup, fuel, mill] = [
      rule('r1', 'Corner Cup', 'ctg_meals'),
      rule('r2', 'Harbor Fuel', 'ctg_fuel'),
      rule('r3', 'Paper Mill', 'ctg_office'),
    ]
    expect(ruleEvents(company, [cup, fuel], [{ ...fuel, enabled: false }, cup, mill])).toEqual([
      { type: 'ruleChanged', companyId: company, ruleId: 'r2' },
      { type: 'ruleCreated', companyId: company, ruleId: 'r3' },
      { type: 'rulesReordered', companyId: company },
    ])
    // A deletion alone moves no kept rule: no reorder.
    expect(ruleEvents(company, [cup, fuel, mill], [cup, mill])).toEqual([{ type: 'ruleDeleted', companyId: company, ruleId: 'r2' }])
    expect(ruleEvents(company, [cup, fuel], [cup, fuel])).toEqual([])
  })

  it('stores a change based on the version read, caches it and tells the host; a change stored meanwhile is a conflict, nothing written or told', async () => {
    const store = createHostStore()
    store.put(key, book([rule('r1', 'Corner Cup', 'ctg_meals')]))
    const books = port()
    const read = await loadRules(store, company)
    const stored = await storeRules(books, store, company, [...read.book.rules, rule('r2', 'Harbor Fuel', 'ctg_meals')], {
      rules: read.book.rules,
      version: read.version,
    })
    expect(store.peek(key)).toEqual({
      value: book([rule('r1', 'Corner Cup', 'ctg_meals'), rule('r2', 'Harbor Fuel', 'ctg_meals')]),
      version: stored.version,
    })
    expect(books.queryClient.getQueryData(books.keys.stored(key))).toEqual(stored)
    expect(books.events).toEqual([{ type: 'ruleCreated', companyId: company, ruleId: 'r2' }])

    // Another user's change lands; a save based on the version read before it is refused.
    store.put(key, book([rule('b1', 'Paper Mill', 'ctg_meals')]))
    await expect(storeRules(books, store, company, [], { rules: stored.book.rules, version: stored.version })).rejects.toBeInstanceOf(
      StoreConflictError,
    )
    expect(store.peek(key)?.value).toEqual(book([rule('b1', 'Paper Mill', 'ctg_meals')]))
    expect(books.events).toHaveLength(1)
  })

  it('changes the rules from those cached, else from those stored', async () => {
    const store = createHostStore()
    store.put(key, book([rule('r1', 'Corner Cup', 'ctg_meals')]))
    const books = port()
    await changeRules(books, store, company, (rules) => [rule('r0', 'Harbor Fuel', 'ctg_meals'), ...rules])
    await changeRules(books, store, company, (rules) => rules.filter((kept) => kept.id !== 'r1'))
    expect(store.peek(key)?.value).toEqual(book([rule('r0', 'Harbor Fuel', 'ctg_meals')]))
    expect(books.events).toEqual([
      { type: 'ruleCreated', companyId: company, ruleId: 'r0' },
      { type: 'ruleDeleted', companyId: company, ruleId: 'r1' },
    ])
  })

  it('refuses stored rules it cannot read, naming the field, instead of reading them as none', async () => {
    const store = createHostStore()
    expect(await loadRules(store, company)).toEqual({ book: book([]), version: null })
    store.put(key, { format: 'bookkit.rules', formatVersion: 2, rules: [] })
    const refusal = loadRules(store, company)
    await expect(refusal).rejects.toBeInstanceOf(RulesUnreadableError)
    await expect(refusal).rejects.toThrow(/formatVersion/)
  })
})
