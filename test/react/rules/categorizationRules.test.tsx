// useCategorizationRules(): a company's rules kept in the provider's store with the version they
// were read at. A save based on an older version is a conflict shown with both versions, never an
// overwrite; the host hears each change once the store has it.
import { act, waitFor } from '@testing-library/react'
import { useCategorizationRules } from '../../../src/react/rules/categorizationRules'
import type { BookkeepingEvent } from '../../../src/react'
import type { CategorizationRule, RuleBook } from '../../../src/core/rules/types'
import { SANDBOX } from '../../../src/sandbox'
import { renderHookWithSandbox, useSandboxServer } from '../../support/sandbox'
import { sessionDigest } from '../../../src/core/store/browserStorage'
import { browserStore, StoreConflictError } from '../../../src/core/store/store'

const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 } })
const bakery = SANDBOX.companies.bakery

const rule = (id: string, text: string, categoryId = 'ctg_meals'): CategorizationRule => ({
  id,
  enabled: true,
  confirm: false,
  createdAt: '2026-06-01T00:00:00.000Z',
  conditions: { description: { match: 'contains', text } },
  actions: { categoryId },
})
const book = (...rules: CategorizationRule[]): RuleBook => ({ format: 'bookkit.rules', formatVersion: 1, rules })
const key = `rules:${bakery.id}`

function renderRules(onEvent = vi.fn<(event: BookkeepingEvent) => void>()) {
  const { result } = renderHookWithSandbox(() => useCategorizationRules({ companyId: bakery.id }), state.sandbox, {
    userId: SANDBOX.users.bakeryOwner,
    provider: { onEvent },
  })
  return { current: () => result.current, onEvent }
}

/** The rules the sandbox's store holds for the bakery now. */
function storedRules(): CategorizationRule[] {
  const stored = state.sandbox.store.peek(key)
  if (!stored) throw new Error('nothing stored')
  return (stored.value as RuleBook).rules
}

it('reads the stored rules, saves a change based on their version and tells the host once it is stored', async () => {
  state.sandbox.store.put(key, book(rule('r1', 'Corner Cup'), rule('r2', 'Harbor Fuel', 'ctg_fuel')))
  const { current, onEvent } = renderRules()
  await waitFor(() => expect(current().status).toBe('ready'))
  expect(current().rules.map((r) => r.id)).toEqual(['r1', 'r2'])

  const [first, second] = current().rules as [CategorizationRule, CategorizationRule]
  let stored = false
  await act(async () => {
    stored = await current().save([{ ...second, enabled: false }, first, rule('r3', 'Paper Mill', 'ctg_office')])
  })
  expect(stored).toBe(true)
  expect(storedRules().map((r) => [r.id, r.enabled])).toEqual([
    ['r2', false],
    ['r1', true],
    ['r3', true],
  ])
  // Which events a change makes is the core's (test/core/rules/storedRules.test.ts); the provider's onEvent hears them.
  expect(onEvent).toHaveBeenCalledWith({ type: 'ruleCreated', companyId: bakery.id, ruleId: 'r3' })
})

it('shows a save that another user’s change got ahead of with both versions, and overwrites only when the user keeps theirs', async () => {
  state.sandbox.store.put(key, book(rule('r1', 'Corner Cup')))
  const { current, onEvent } = renderRules()
  await waitFor(() => expect(current().status).toBe('ready'))
  // The bookkeeper, elsewhere, adds a rule meanwhile.
  state.sandbox.store.put(key, book(rule('r1', 'Corner Cup'), rule('b1', 'Harbor Fuel', 'ctg_fuel')))

  let stored = true
  await act(async () => {
    stored = await current().save([rule('r1', 'Corner Cup', 'ctg_office')])
  })
  expect(stored).toBe(false)
  expect(current().conflict?.mine.map((r) => r.actions.categoryId)).toEqual(['ctg_office'])
  expect(current().conflict?.theirs.map((r) => r.id)).toEqual(['r1', 'b1'])
  // What my change was made from, for the merge: the version this page read.
  expect(current().conflict?.base).toEqual([rule('r1', 'Corner Cup')])
  expect(current().conflict?.version).toBe(state.sandbox.store.peek(key)?.version)
  // Nothing was overwritten, and the host heard of no change.
  expect(storedRules().map((r) => r.id)).toEqual(['r1', 'b1'])
  expect(onEvent).not.toHaveBeenCalled()

  await act(async () => {
    await current().keepMine()
  })
  expect(current().conflict).toBeUndefined()
  expect(storedRules().map((r) => [r.id, r.actions.categoryId])).toEqual([['r1', 'ctg_office']])
})

it('drops the user’s change for the stored one when the user keeps theirs', async () => {
  const { current } = renderRules()
  await waitFor(() => expect(current().status).toBe('ready'))
  expect(current().rules).toEqual([])
  state.sandbox.store.put(key, book(rule('b1', 'Harbor Fuel', 'ctg_fuel')))
  await act(async () => {
    await current().save([rule('r1', 'Corner Cup')])
  })
  act(() => current().keepTheirs())
  expect(current().rules.map((r) => r.id)).toEqual(['b1'])
  expect(current().conflict).toBeUndefined()
})

it('keeps rules in this browser without a host store, per company, refusing a save based on an old version', async () => {
  localStorage.clear()
  const owner = { sessionKey: 'usr_a' }
  const store = browserStore(owner)
  const first = await store.save('rules:co_a', book(rule('r1', 'Corner Cup')), null)
  await expect(store.save('rules:co_a', book(), null)).rejects.toBeInstanceOf(StoreConflictError)
  await store.save('rules:co_b', book(rule('r9', 'Harbor Fuel')), null)
  const again = await browserStore(owner).load('rules:co_a')
  expect((again?.value as RuleBook | undefined)?.rules.map((r) => r.id)).toEqual(['r1'])
  expect((await store.load('rules:co_a'))?.version).toBe(first)
  localStorage.clear()

  // The provider uses it where the host passes no store.
  const { result } = renderHookWithSandbox(() => useCategorizationRules({ companyId: 'co_local' }), state.sandbox, {
    provider: { store: undefined },
  })
  await waitFor(() => expect(result.current.status).toBe('ready'))
  await act(async () => {
    await result.current.save([rule('r1', 'Corner Cup')])
  })
  // Under the digest of the provider's sessionKey (none here: the empty one's).
  const stored = localStorage.getItem(`bookkit:store:${await sessionDigest('')}:rules:co_local`)
  expect(JSON.parse(stored ?? 'null')?.value.rules[0].id).toBe('r1')
  expect(state.sandbox.store.keys()).toEqual([])
  localStorage.clear()
})
