/**
 * A company's categorization rules, kept in the provider's `store` under `rules:<companyId>` with
 * the version they were read at: a save based on an older version is refused by the store and
 * shown with both versions (`conflict`), never written over. Read again when the window regains
 * focus, so the owner sees what the bookkeeper changed.
 */
import { useCallback, useMemo, useRef, useState } from 'react'
import { useQueries, useQuery, type QueryClient } from '@tanstack/react-query'
import type { BankTransaction } from '../../api/types'
import { isStoreConflict, rulesKey, type BookkitStore } from '../../core/store/store'
import { recordStore } from '../../core/store/recordStore'
import type { EmitEvent } from '../../core/store/events'
import { compileRules, testRule, type CompiledRules, type MatchableTransaction } from '../../core/rules/match'
import { EMPTY_RULE_BOOK, readRuleBook } from '../../core/rules/ruleBook'
import type { CategorizationRule, RuleBook, RuleMatch, RuleTest } from '../../core/rules/types'
import { useBookkeepingContext, type BookkeepingContextValue } from '../provider/context'
import { useScopedQueryKey } from '../provider/queryScope'
import { useBankTransactions } from '../queue/bankTransactions'
import { QUEUE_PAGE_SIZE } from '../queue/queuePageSize'
import { rulesCompanyOf } from '../../core/queue/companyOf'

export { rulesCompanyOf }

/** A set's transactions of `companyId`: those that name it, and those that name no company (`default` takes every one). */
export function ofCompany(transactions: readonly BankTransaction[], companyId: string): BankTransaction[] {
  return companyId === 'default'
    ? [...transactions]
    : transactions.filter((transaction) => (transaction.company?.id ?? companyId) === companyId)
}

/** The stored rules of one company and the version they were read at. */
export interface StoredRules {
  book: RuleBook
  version: string | null
}

const rulesQuery = (context: BookkeepingContextValue, companyId: string) => ({
  queryKey: context.keys.stored(rulesKey(companyId)),
  queryFn: () => loadRules(recordStore(context), companyId),
  staleTime: 30_000,
  refetchOnWindowFocus: true,
  // A store that failed may answer next time; rules it cannot read will not read better.
  retry: (failures: number, error: Error) => failures < 1 && !(error instanceof RulesUnreadableError),
})

async function loadRules(store: BookkitStore, companyId: string): Promise<StoredRules> {
  const stored = await store.load(rulesKey(companyId))
  if (!stored) return { book: EMPTY_RULE_BOOK, version: null }
  const reading = readRuleBook(stored.value)
  if (!reading.ok) throw new RulesUnreadableError(rulesKey(companyId), reading.problem.field)
  return { book: reading.book, version: stored.version }
}

/** The stored rules cannot be read (written by a newer version, or edited by hand): shown, never overwritten. */
export class RulesUnreadableError extends Error {
  constructor(
    readonly key: string,
    readonly field: string,
  ) {
    super(`bookkit: the rules stored under "${key}" cannot be read (${field}); nothing was changed.`)
    this.name = 'RulesUnreadableError'
  }
}

/** A number per rule list, the same while it is the same array (the cache of an identity, not state). */
const listKeys = new WeakMap<object, number>()
let lastListKey = 0
function listKey(list: readonly CategorizationRule[] | undefined): number {
  if (!list) return 0
  let key = listKeys.get(list)
  if (key === undefined) listKeys.set(list, (key = ++lastListKey))
  return key
}

/** Several companies' rules at once, compiled: the queue matches each transaction with its own company's. */
export function useCompiledRules(companyIds: readonly string[]): {
  byCompany: ReadonlyMap<string, CompiledRules>
  loading: boolean
  /** Why a company's rules could not be read (that company is then missing from `byCompany`). */
  error: unknown
  /** Reads again the rules that could not be read. */
  retry: () => void
} {
  const context = useBookkeepingContext()
  const results = useQueries({ queries: companyIds.map((companyId) => rulesQuery(context, companyId)) }, context.queryClient)
  const books = results.map((result) => result.data?.book.rules)
  const loading = results.some((result) => result.isPending)
  const byCompany = useMemo(
    () => new Map(companyIds.flatMap((companyId, index) => (books[index] ? [[companyId, compileRules(books[index])] as const] : []))),
    // The compiled rules follow the rule lists themselves (each a stable array per stored version),
    // named by one key: a dependency list must keep its length as companies come and go.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [companyIds.join('\n'), books.map(listKey).join()],
  )
  const failed = results.filter((result) => result.isError)
  return {
    byCompany,
    loading,
    error: failed[0]?.error ?? undefined,
    retry: () => failed.forEach((result) => void result.refetch()),
  }
}

/** A save that the store refused because the rules changed meanwhile: the user's and the stored, and what the user's change was made from. */
export interface RulesConflict {
  /** The rules of the version the user's change was based on: what a merge compares both sides with. */
  base: CategorizationRule[]
  mine: CategorizationRule[]
  theirs: CategorizationRule[]
  /** The version `theirs` was read at: a merge is saved based on it, so a change made after it conflicts again. */
  version: string | null
}

/** What `useCategorizationRules()` gives. */
export interface CategorizationRulesState {
  /** The company whose rules these are (the store's key is `rules:<companyId>`). */
  companyId: string
  /** The rules in priority order: those being saved as soon as they are asked for. */
  rules: readonly CategorizationRule[]
  status: 'loading' | 'ready' | 'error'
  /** Why the rules could not be read, or the last save failed (not a conflict). */
  error: unknown
  saving: boolean
  /** A save refused because another tab or user changed the rules: resolve it with `saveMerged`, `keepMine` or `keepTheirs`. */
  conflict: RulesConflict | undefined
  /** Stores `rules` as the whole list (in order), based on the version read. Resolves to whether it was stored. */
  save(rules: CategorizationRule[]): Promise<boolean>
  /** After a conflict: stores the user's rules over the ones stored now, as the user chose. */
  keepMine(): Promise<boolean>
  /** After a conflict: stores `rules` (theirs with the user's change merged in) as one version, based on the version of `conflict.theirs`: a change stored after it is a conflict again. */
  saveMerged(rules: CategorizationRule[]): Promise<boolean>
  /** After a conflict or a failed save: drops the user's change and shows the stored rules. */
  keepTheirs(): void
  /** The first rule that matches `transaction`. */
  match(transaction: MatchableTransaction): RuleMatch | undefined
  /** What `rule` would have done to the transactions given (default: every synced bank transaction of the company). */
  test(rule: CategorizationRule, transactions?: Iterable<BankTransaction>): RuleTest
  /** The company's synced bank transactions, the history `test` reads (`undefined` until the first page is here). */
  history: readonly BankTransaction[] | undefined
  /** Whether older pages of the history are still arriving: a test counts only what has arrived. */
  historySyncing: boolean
}

/** What happened to the rules, told to the host's `onEvent` once the store has them. */
function emitRuleEvents(emit: EmitEvent, companyId: string, before: readonly CategorizationRule[], after: readonly CategorizationRule[]) {
  const old = new Map(before.map((rule) => [rule.id, rule]))
  const now = new Set(after.map((rule) => rule.id))
  for (const rule of after) {
    const was = old.get(rule.id)
    if (!was) emit({ type: 'ruleCreated', companyId, ruleId: rule.id })
    else if (JSON.stringify(was) !== JSON.stringify(rule)) emit({ type: 'ruleChanged', companyId, ruleId: rule.id })
  }
  for (const rule of before) if (!now.has(rule.id)) emit({ type: 'ruleDeleted', companyId, ruleId: rule.id })
  const order = (rules: readonly CategorizationRule[]) =>
    rules.filter((rule) => old.has(rule.id) && now.has(rule.id)).map((rule) => rule.id)
  if (order(before).join() !== order(after).join()) emit({ type: 'rulesReordered', companyId })
}

async function storeRules(
  context: BookkeepingContextValue,
  companyId: string,
  rules: CategorizationRule[],
  baseVersion: string | null,
): Promise<StoredRules> {
  const book: RuleBook = { ...EMPTY_RULE_BOOK, rules }
  const version = await recordStore(context).save(rulesKey(companyId), book, baseVersion)
  const stored = { book, version }
  context.queryClient.setQueryData(context.keys.stored(rulesKey(companyId)), stored)
  return stored
}

/**
 * The rules of `companyId` (without one: of the one company the synced bank transactions name), to
 * list, edit, reorder, test and match. Without a `store` on the provider they are kept in this
 * browser only. `transactions` are what `test` reads when given none.
 */
export function useCategorizationRules({ companyId }: { companyId?: string } = {}): CategorizationRulesState {
  const context = useBookkeepingContext()
  // The queue's page size: the same synced set as the queue's, read once for both.
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE })
  const all = set.data?.transactions
  const company = rulesCompanyOf(all, companyId)
  const history = useMemo(() => (all ? ofCompany(all, company) : undefined), [all, company])
  const options = rulesQuery(context, company)
  useScopedQueryKey(options.queryKey)
  const query = useQuery(options, context.queryClient)
  const [pending, setPending] = useState<CategorizationRule[]>()
  const [saveError, setSaveError] = useState<unknown>()
  const [conflict, setConflict] = useState<RulesConflict>()
  const saving = useRef(0)
  const [savingCount, setSavingCount] = useState(0)

  const stored = query.data
  const rules = pending ?? stored?.book.rules ?? EMPTY_RULE_BOOK.rules

  const write = useCallback(
    async (next: CategorizationRule[], base: StoredRules | undefined): Promise<boolean> => {
      setPending(next)
      setSaveError(undefined)
      saving.current++
      setSavingCount(saving.current)
      try {
        await storeRules(context, company, next, base?.version ?? null)
        emitRuleEvents(context.emit, company, base?.book.rules ?? [], next)
        setPending(undefined)
        setConflict(undefined)
        return true
      } catch (error) {
        if (isStoreConflict(error)) {
          const theirs = await refreshRules(context.queryClient, context, company)
          setConflict({ base: base?.book.rules ?? [], mine: next, theirs: theirs?.book.rules ?? [], version: theirs?.version ?? null })
          setPending(undefined)
        } else setSaveError(error)
        return false
      } finally {
        saving.current--
        setSavingCount(saving.current)
      }
    },
    [context, company],
  )

  const compiled = useMemo(() => compileRules(rules), [rules])
  return {
    companyId: company,
    rules,
    status: stored ? 'ready' : query.isError ? 'error' : 'loading',
    error: saveError ?? (stored ? undefined : query.error),
    saving: savingCount > 0,
    conflict,
    // Based on the version cached now, not the one this render read: a save that follows another
    // at once (two quick reorders) builds on the first's version instead of conflicting with it.
    save: (next) => write(next, context.queryClient.getQueryData<StoredRules>(options.queryKey) ?? stored),
    keepMine: async () => {
      if (!conflict) return false
      const current = await refreshRules(context.queryClient, context, company)
      return write(conflict.mine, current)
    },
    saveMerged: (merged) => {
      if (!conflict) return Promise.resolve(false)
      return write(merged, { book: { ...EMPTY_RULE_BOOK, rules: conflict.theirs }, version: conflict.version })
    },
    keepTheirs: () => {
      setConflict(undefined)
      setPending(undefined)
      // A failed save dropped the same way: the stored rules show, and the failure is over.
      setSaveError(undefined)
    },
    match: (transaction) => compiled.match(transaction),
    test: (rule, transactions) => testRule(rule, transactions ?? history ?? []),
    history,
    historySyncing: set.data?.syncing !== undefined,
  }
}

/** Reads the stored rules again (after a conflict): what is stored now, and its version. */
async function refreshRules(
  queryClient: QueryClient,
  context: BookkeepingContextValue,
  companyId: string,
): Promise<StoredRules | undefined> {
  const options = rulesQuery(context, companyId)
  await queryClient.refetchQueries({ queryKey: options.queryKey, exact: true })
  return queryClient.getQueryData<StoredRules>(options.queryKey)
}

/** Stores `rules` for `companyId` outside a component (the queue's "Always categorize…" and undo of a confirmation), based on the version read. */
export async function saveRulesOf(
  context: BookkeepingContextValue,
  companyId: string,
  change: (rules: CategorizationRule[]) => CategorizationRule[],
) {
  const key = rulesQuery(context, companyId).queryKey
  const current = context.queryClient.getQueryData<StoredRules>(key) ?? (await loadRules(recordStore(context), companyId))
  const next = change([...current.book.rules])
  await storeRules(context, companyId, next, current.version)
  emitRuleEvents(context.emit, companyId, current.book.rules, next)
}

/** Reads a company's stored rules again (after a save the store refused), so the next `saveRulesOf` builds on what is stored now. */
export function rereadRulesOf(context: BookkeepingContextValue, companyId: string): Promise<StoredRules | undefined> {
  return refreshRules(context.queryClient, context, companyId)
}
