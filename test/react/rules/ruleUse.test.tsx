// A company's rule use as the components see it: what noteRuleUse adds through the provider's
// record store, useRuleUse shows. How the counts add up, merge with another tab's and are read is
// the core's (test/core/rules/ruleUse.test.ts).
import { act, waitFor } from '@testing-library/react'
import { useBookkeepingContext } from '../../../src/react/provider/context'
import { noteRuleUse, useRuleUse } from '../../../src/react/rules/ruleUse'
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

it('shows through useRuleUse the counts noted in the provider’s record store', async () => {
  const current = renderUse()
  await waitFor(() => expect(current().rules).toEqual({}))
  await act(() => noteRuleUse(current().context, bakery.id, new Map([['rule_cup', 3]]), '2026-06-30T10:00:00.000Z'))
  const expected = { rule_cup: { count: 3, lastAt: '2026-06-30T10:00:00.000Z' } }
  expect(state.sandbox.store.peek(key)?.value).toEqual(record(expected))
  await waitFor(() => expect(current().rules).toEqual(expected))
})
