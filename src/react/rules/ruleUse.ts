// A company's rule use (src/core/rules/ruleUse.ts) as the components read and add to it: in the
// provider's record store, through its query cache.
import { useQuery } from '@tanstack/react-query'
import { ruleUseKey } from '../../core/store/store'
import { loadRuleUse, noteRuleUse as noteUse, RuleUseUnreadableError } from '../../core/rules/ruleUse'
import type { RuleUse } from '../../core/rules/types'
import { useBookkeepingContext, type BookkeepingContextValue } from '../provider/context'
import { useScopedQueryKey } from '../provider/queryScope'
import { recordStore } from '../../core/store/recordStore'

/** Adds each rule's count of `uses` to the company's rule use, `lastAt` set to `at` (now), merged with what another tab saved meanwhile. */
export function noteRuleUse(
  context: BookkeepingContextValue,
  companyId: string,
  uses: ReadonlyMap<string, number>,
  at: string = new Date().toISOString(),
): Promise<void> {
  return noteUse(context, recordStore(context), companyId, uses, at)
}

/** The company's rule use by rule id (`undefined` while it loads, or when it cannot be read); read again when the window regains focus. */
export function useRuleUse(companyId: string): RuleUse['rules'] | undefined {
  const context = useBookkeepingContext()
  const queryKey = context.keys.stored(ruleUseKey(companyId))
  useScopedQueryKey(queryKey)
  const query = useQuery(
    {
      queryKey,
      queryFn: async () => (await loadRuleUse(recordStore(context), companyId)).use,
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      retry: (failures: number, error: Error) => failures < 1 && !(error instanceof RuleUseUnreadableError),
    },
    context.queryClient,
  )
  return query.data?.rules
}
