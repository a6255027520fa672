/**
 * A company's categorization rules as the provider's `store` keeps them, under `rules:<companyId>`
 * with the version they were read at: read strictly, stored based on that version (a store refuses
 * a save based on an older one), and told to the host once stored. Framework-free: it takes the
 * port and the store, so a Node test runs it over a plain QueryClient.
 */
import type { BankTransaction } from '../../api/types'
import type { EmitEvent } from '../store/events'
import type { BooksPort } from '../store/port'
import { rulesKey, type BookkitStore } from '../store/store'
import { EMPTY_RULE_BOOK, readRuleBook } from './ruleBook'
import type { CategorizationRule, RuleBook } from './types'

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

/** The company's rules as `records` holds them (none stored: an empty book, version `null`). */
export async function loadRules(records: BookkitStore, companyId: string): Promise<StoredRules> {
  const stored = await records.load(rulesKey(companyId))
  if (!stored) return { book: EMPTY_RULE_BOOK, version: null }
  const reading = readRuleBook(stored.value)
  if (!reading.ok) throw new RulesUnreadableError(rulesKey(companyId), reading.problem.field)
  return { book: reading.book, version: stored.version }
}

/** Tells `emit` what happened to the rules from `before` to `after`, as the host's `onEvent` hears it: each rule created, changed or deleted, then a reorder of those kept. */
export function emitRuleEvents(
  emit: EmitEvent,
  companyId: string,
  before: readonly CategorizationRule[],
  after: readonly CategorizationRule[],
): void {
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

/**
 * Stores `rules` as the company's whole list, based on `base` (the rules and version they were
 * made from); the cache then holds them, and the host hears what changed. A store conflict
 * rejects, with nothing stored or told.
 */
export async function storeRules(
  port: Pick<BooksPort, 'queryClient' | 'keys' | 'emit'>,
  records: BookkitStore,
  companyId: string,
  rules: CategorizationRule[],
  base: { rules: readonly CategorizationRule[]; version: string | null },
): Promise<StoredRules> {
  const book: RuleBook = { ...EMPTY_RULE_BOOK, rules }
  const version = await records.save(rulesKey(companyId), book, base.version)
  const stored = { book, version }
  port.queryClient.setQueryData(port.keys.stored(rulesKey(companyId)), stored)
  emitRuleEvents(port.emit, companyId, base.rules, rules)
  return stored
}

/** Stores the company's rules as `change` makes them from those cached (else read), based on their version. */
export async function changeRules(
  port: Pick<BooksPort, 'queryClient' | 'keys' | 'emit'>,
  records: BookkitStore,
  companyId: string,
  change: (rules: CategorizationRule[]) => CategorizationRule[],
): Promise<void> {
  const current = port.queryClient.getQueryData<StoredRules>(port.keys.stored(rulesKey(companyId))) ?? (await loadRules(records, companyId))
  await storeRules(port, records, companyId, change([...current.book.rules]), { rules: current.book.rules, version: current.version })
}
