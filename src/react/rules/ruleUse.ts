/**
 * How often each categorization rule of a company applied, and when last: the record
 * `ruleUse:<companyId>` beside the rules, added to whenever a rule is applied (a suggestion
 * accepted, a confirmation, "Apply rules", a statement import). Two tabs adding at once both count:
 * a save the store refuses is read again and added again.
 */
import { useQuery } from '@tanstack/react-query'
import { isStoreConflict, ruleUseKey } from '../../core/store/store'
import type { RuleUse } from '../../core/rules/types'
import { useBookkeepingContext, type BookkeepingContextValue } from '../provider/context'
import { useScopedQueryKey } from '../provider/queryScope'
import { recordStore } from '../../core/store/recordStore'

/** A record read back strictly: every field known and of its type, or the path of the first that is not. */
type RuleUseReading = { ok: true; use: RuleUse } | { ok: false; field: string }

const EMPTY: RuleUse = { format: 'bookkit.ruleUse', formatVersion: 1, rules: {} }
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const onlyKeys = (value: Record<string, unknown>, keys: readonly string[]) => Object.keys(value).find((key) => !keys.includes(key))

/** Reads a stored rule-use record: anything unknown or mistyped is refused with its field's path. */
export function readRuleUse(value: unknown): RuleUseReading {
  if (!isObject(value)) return { ok: false, field: '' }
  const extra = onlyKeys(value, ['format', 'formatVersion', 'rules'])
  if (extra !== undefined) return { ok: false, field: extra }
  if (value.format !== EMPTY.format) return { ok: false, field: 'format' }
  if (value.formatVersion !== 1) return { ok: false, field: 'formatVersion' }
  if (!isObject(value.rules)) return { ok: false, field: 'rules' }
  const rules: RuleUse['rules'] = {}
  for (const [ruleId, use] of Object.entries(value.rules)) {
    const at = `rules.${ruleId}`
    if (!isObject(use)) return { ok: false, field: at }
    const unknownField = onlyKeys(use, ['count', 'lastAt'])
    if (unknownField !== undefined) return { ok: false, field: `${at}.${unknownField}` }
    if (!Number.isSafeInteger(use.count) || (use.count as number) < 0) return { ok: false, field: `${at}.count` }
    if (typeof use.lastAt !== 'string' || Number.isNaN(Date.parse(use.lastAt))) return { ok: false, field: `${at}.lastAt` }
    rules[ruleId] = { count: use.count as number, lastAt: use.lastAt }
  }
  return { ok: true, use: { format: EMPTY.format, formatVersion: 1, rules } }
}

/** The stored record cannot be read (a newer version, or edited by hand): never written over. */
class RuleUseUnreadableError extends Error {
  constructor(
    readonly key: string,
    readonly field: string,
  ) {
    super(`bookkit: the rule use stored under "${key}" cannot be read (${field}); nothing was changed.`)
    this.name = 'RuleUseUnreadableError'
  }
}

async function loadRuleUse(context: BookkeepingContextValue, companyId: string): Promise<{ use: RuleUse; version: string | null }> {
  const key = ruleUseKey(companyId)
  const stored = await recordStore(context).load(key)
  if (!stored) return { use: EMPTY, version: null }
  const reading = readRuleUse(stored.value)
  if (!reading.ok) throw new RuleUseUnreadableError(key, reading.field)
  return { use: reading.use, version: stored.version }
}

// Its own loop, not storedRecords.ts': rule use is up front wherever rules apply, and sharing that
// module with the records loaded on first use splits it into a chunk of its own (0.3 KB more).
/** How many times a use is added again after another tab's save came first. */
const ATTEMPTS = 5

/** Adds each rule's count of `uses` to the company's rule use, `lastAt` set to `at` (now), merged with what another tab saved meanwhile. */
export async function noteRuleUse(
  context: BookkeepingContextValue,
  companyId: string,
  uses: ReadonlyMap<string, number>,
  at: string = new Date().toISOString(),
): Promise<void> {
  if (![...uses.values()].some((count) => count > 0)) return
  const key = ruleUseKey(companyId)
  for (let attempt = 1; ; attempt++) {
    const { use, version } = await loadRuleUse(context, companyId)
    const rules = { ...use.rules }
    for (const [ruleId, count] of uses) {
      if (count <= 0) continue
      const was = rules[ruleId]
      rules[ruleId] = { count: (was?.count ?? 0) + count, lastAt: was && was.lastAt > at ? was.lastAt : at }
    }
    const next: RuleUse = { ...use, rules }
    try {
      await recordStore(context).save(key, next, version)
      context.queryClient.setQueryData(context.keys.stored(key), next)
      return
    } catch (error) {
      if (!isStoreConflict(error) || attempt === ATTEMPTS) throw error
    }
  }
}

/** The company's rule use by rule id (`undefined` while it loads, or when it cannot be read); read again when the window regains focus. */
export function useRuleUse(companyId: string): RuleUse['rules'] | undefined {
  const context = useBookkeepingContext()
  const queryKey = context.keys.stored(ruleUseKey(companyId))
  useScopedQueryKey(queryKey)
  const query = useQuery(
    {
      queryKey,
      queryFn: async () => (await loadRuleUse(context, companyId)).use,
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      retry: (failures: number, error: Error) => failures < 1 && !(error instanceof RuleUseUnreadableError),
    },
    context.queryClient,
  )
  return query.data?.rules
}
