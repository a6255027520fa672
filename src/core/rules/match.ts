/**
 * Matching transactions to rules: `compileRules` reads a list of rules once into a matcher (see
 * `ruleMatcher.ts`: one pass over a description's words, whatever the rules), `matchRules` matches
 * one transaction and never answers from rules that have since changed. Pure; `matchRules`,
 * `compileRules` and `testRule` are exported for hosts that categorize on their own backend.
 */
import { isReviewed } from '../../api/reviewStatus'
import type { BankTransaction } from '../../api/types'
import { RuleMatcher } from './ruleMatcher'
import type { CategorizationRule, RuleChange, RuleMatch, RuleTest, RuleTestRow } from './types'

/** What matching reads of a transaction: a saved one, or a statement row before it is sent. */
export type MatchableTransaction = Pick<BankTransaction, 'amount' | 'description'> & {
  id?: string
  bankAccount?: { id: string }
  bankAccountId?: string
}

/** Rules compiled for matching, made by `compileRules`: the rules as they were then. */
export interface CompiledRules {
  /** The first rule (in priority order) that matches `transaction`, or `undefined`. */
  match(transaction: MatchableTransaction): RuleMatch | undefined
  /** The list compiled (a copy of it, in its order). */
  readonly rules: readonly CategorizationRule[]
}

/** Compiled rules by the copy of the list they hand out: `matchAll` given that list again finds them. */
const bySnapshot = new WeakMap<readonly CategorizationRule[], CompiledRules>()

/**
 * `rules` compiled for matching many transactions. It reads the rules once (it copies what it
 * needs: a later change to the array or to a rule is not seen), so compile again after a change.
 * Compiling 2,000 rules takes a few milliseconds; matching is then linear in each description.
 */
export function compileRules(rules: readonly CategorizationRule[]): CompiledRules {
  const snapshot = Object.freeze([...rules])
  const matcher = new RuleMatcher(snapshot)
  const compiled: CompiledRules = {
    rules: snapshot,
    match(transaction) {
      const found = matcher.find(transaction)
      return found && { rule: snapshot[found.priority] as CategorizationRule, change: found.change }
    },
  }
  bySnapshot.set(snapshot, compiled)
  return compiled
}

/** `rules` compiled: the compiled rules that handed out this very list, else compiled now. */
export function compiledFor(rules: readonly CategorizationRule[]): CompiledRules {
  return bySnapshot.get(rules) ?? compileRules(rules)
}

/** A text as part of a content key: its length first, so no text can pass for two. */
const part = (text: string | undefined) => (text === undefined ? '~' : `${text.length}:${text}`)

/** What matching reads of the rules, as one string: the same string, the same matching. */
function contentOf(rules: readonly CategorizationRule[]): string {
  let key = ''
  for (const { enabled, conditions, actions } of rules) {
    const { description, direction, amount, bankAccountId } = conditions
    const { categoryId, split, vendorId, customerId, memo } = actions
    key += `${enabled ? 1 : 0}${part(description?.match)}${part(description?.text)}${part(direction)}${part(bankAccountId)}`
    if (amount) key += 'is' in amount ? `=${amount.is};` : `${amount.from}-${amount.to};`
    key += `${part(categoryId)}${part(vendorId)}${part(customerId)}${part(memo)}`
    if (split) for (const line of split) key += `${part(line.categoryId)}${line.amount ?? ''}%${line.percent ?? ''};`
    key += '|'
  }
  return key
}

/** Compiled rules by their content, the most recently used last. */
const byContent = new Map<string, RuleMatcher>()
const BY_CONTENT_LIMIT = 8

/**
 * The first of `rules` (in their order) that matches `transaction`, and what it gives it. Rules
 * switched off match nothing. It sees the rules as they are at each call, changed in place or not:
 * the rules' content is its key to the compiled rules it keeps (a few lists), at a cost of about
 * 1 ms per call for 2,000 rules (a few microseconds for ten); to match many transactions against
 * one list, `compileRules` once.
 */
export function matchRules(transaction: MatchableTransaction, rules: readonly CategorizationRule[]): RuleMatch | undefined {
  const key = contentOf(rules)
  let matcher = byContent.get(key)
  if (matcher) byContent.delete(key)
  else {
    matcher = new RuleMatcher(rules)
    if (byContent.size >= BY_CONTENT_LIMIT) byContent.delete(byContent.keys().next().value as string)
  }
  byContent.set(key, matcher)
  const found = matcher.find(transaction)
  return found && { rule: rules[found.priority] as CategorizationRule, change: found.change }
}

/** Whether a transaction already has what a rule would give: its category, or a split over the same categories. */
function sameAsRule(transaction: BankTransaction, change: RuleChange): boolean {
  if (change.children) {
    const had = (transaction.children ?? []).map((child) => child.categoryId ?? '').sort()
    const given = change.children.map((child) => child.categoryId).sort()
    return had.length === given.length && had.every((id, index) => id === given[index])
  }
  return change.categoryId === undefined || transaction.category?.id === change.categoryId
}

function testRow(transaction: BankTransaction): RuleTestRow {
  return {
    transactionId: transaction.id,
    date: transaction.date,
    description: transaction.description ?? transaction.displayName ?? '',
    amount: transaction.amount,
    categoryId: (transaction.children?.length ?? 0) > 0 ? 'split' : transaction.category?.id,
  }
}

/** Whether a transaction is still open to a rule: to review, with no category and no split yet. */
export function openToRules(transaction: BankTransaction): boolean {
  return !isReviewed(transaction.reviewStatus) && !transaction.category && (transaction.children?.length ?? 0) === 0
}

/**
 * What `rule` (on, alone, whatever other rules say) would have done to `transactions`: how many it
 * matches, how many of the reviewed ones the user categorized the same way and which otherwise,
 * and which transactions to review it would change now. Nothing is changed.
 */
export function testRule(rule: CategorizationRule, transactions: Iterable<BankTransaction>): RuleTest {
  const alone = compileRules([{ ...rule, enabled: true }])
  const test: RuleTest = { matched: 0, same: 0, different: [], toChange: [] }
  for (const transaction of transactions) {
    const found = alone.match(transaction)
    if (!found) continue
    test.matched++
    if (isReviewed(transaction.reviewStatus)) {
      if (sameAsRule(transaction, found.change)) test.same++
      else test.different.push(testRow(transaction))
    } else if (openToRules(transaction)) test.toChange.push(testRow(transaction))
  }
  return test
}
