// A company's rule use (`ruleUse:<companyId>`): each application adds its rules' counts and sets
// `lastAt`; a save another tab made first is read again and added to, never overwritten; the record
// is read strictly, and one that cannot be read is never written over; useRuleUse shows the counts.
import { act, waitFor } from '@testing-library/react'
import { useBookkeepingContext } from '../../../src/react/provider/context'
import { noteRuleUse, readRuleUse, useRuleUse } from '../../../src/react/rules/ruleUse'
import type { RuleUse } from '../../../src/core/rules/types'
import { SANDBOX } from '../../../src/sandbox'
import { renderHookWithSandbox, useSandboxServer } from '../../support/sandbox'

const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })
const bakery = SANDBOX.companies.bakery
const key = `ruleUse:${bakery.id}`
const record = (rules: RuleUse['rules']): RuleUse => ({ format: 'bookkit.ruleUse', formatVersion: 1, rules })

function renderUse() {
  const { result } = renderHookWithSandbox(() => ({ rules: useRuleUse(bakery.id), context: useBookkeepingContext() }), state.sandbox, {
    userId: SANDBOX.users.bakeryOwner,
  })
  return () => result.current
}

it('adds each rule’s count and sets lastAt, shown by useRuleUse', async () => {
  const current = renderUse()
  await waitFor(() => expect(current().rules).toEqual({}))
  await act(() => noteRuleUse(current().context, bakery.id, new Map([['rule_cup', 3]]), '2026-06-30T10:00:00.000Z'))
  await act(() =>
    noteRuleUse(
      current().context,
      bakery.id,
      new Map([
        ['rule_cup', 1],
        ['rule_rent', 2],
      ]),
      '2026-06-30T11:00:00.000Z',
    ),
  )
  const expected = {
    rule_cup: { count: 4, lastAt: '2026-06-30T11:00:00.000Z' },
    rule_rent: { count: 2, lastAt: '2026-06-30T11:00:00.000Z' },
  }
  expect(state.sandbox.store.peek(key)?.value).toEqual(record(expected))
  await waitFor(() => expect(current().rules).toEqual(expected))
})

it('merges with another tab’s save that came first: read again, added again', async () => {
  const current = renderUse()
  state.sandbox.store.put(key, record({ rule_cup: { count: 5, lastAt: '2026-06-29T09:00:00.000Z' } }))
  // Between this tab's read and its save, another tab adds 2.
  const load = state.sandbox.store.load.bind(state.sandbox.store)
  let raced = false
  state.sandbox.store.load = async (loaded) => {
    const read = await load(loaded)
    if (loaded === key && !raced) {
      raced = true
      state.sandbox.store.put(key, record({ rule_cup: { count: 7, lastAt: '2026-06-30T09:30:00.000Z' } }))
    }
    return read
  }
  onTestFinished(() => void (state.sandbox.store.load = load))
  await act(() => noteRuleUse(current().context, bakery.id, new Map([['rule_cup', 1]]), '2026-06-30T10:00:00.000Z'))
  expect(state.sandbox.store.peek(key)?.value).toEqual(record({ rule_cup: { count: 8, lastAt: '2026-06-30T10:00:00.000Z' } }))
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

  const current = renderUse()
  const unreadable = { ...record({}), formatVersion: 2 }
  state.sandbox.store.put(key, unreadable)
  await expect(noteRuleUse(current().context, bakery.id, new Map([['rule_cup', 1]]))).rejects.toThrow(/cannot be read \(formatVersion\)/)
  expect(state.sandbox.store.peek(key)?.value).toEqual(unreadable)
})
