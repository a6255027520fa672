/**
 * How often each rule of a company applied, and when last: the record kept beside the rules under
 * `ruleUse:<companyId>`, read as the rules are (again when the window regains focus).
 */
import { useQuery } from '@tanstack/react-query'
import { ruleUseKey } from '../books/store'
import type { RuleUse } from '../rules/types'
import { useBookkeepingContext } from './context'
import { useScopedQueryKey } from './queryScope'
import { recordStore } from './recordStore'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The record's figures by rule id; a record of another shape, or an entry that does not read, counts as none. */
function readRuleUse(value: unknown): RuleUse['rules'] {
  if (!isRecord(value) || value.format !== 'bookkit.ruleUse' || !isRecord(value.rules)) return {}
  const rules: RuleUse['rules'] = {}
  for (const [id, use] of Object.entries(value.rules))
    if (isRecord(use) && Number.isInteger(use.count) && (use.count as number) >= 0 && typeof use.lastAt === 'string')
      rules[id] = { count: use.count as number, lastAt: use.lastAt }
  return rules
}

/** How often each rule of `companyId` applied and when last, by rule id (`undefined` while it is read, or when it cannot be). */
export function useRuleUse(companyId: string): RuleUse['rules'] | undefined {
  const context = useBookkeepingContext()
  const queryKey = context.keys.stored(ruleUseKey(companyId))
  useScopedQueryKey(queryKey)
  const query = useQuery(
    {
      queryKey,
      queryFn: async () => readRuleUse((await recordStore(context).load(ruleUseKey(companyId)))?.value),
      staleTime: 30_000,
      refetchOnWindowFocus: true,
    },
    context.queryClient,
  )
  return query.data
}
