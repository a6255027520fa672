/**
 * Matching transactions to rules, compiled once per list of rules: an index from the first two
 * words of a rule's text to the rule, so a transaction is checked against the few rules that begin
 * with two of its description's words, not against every rule. Pure; `matchRules` and `testRule` are
 * exported for hosts that categorize on their own backend.
 */
import { isReviewed } from '../api/reviewStatus'
import type { BankTransaction } from '../api/types'
import type { CategorizationRule, RuleChange, RuleMatch, RuleSplitLine, RuleTest, RuleTestRow } from './types'
import { descriptionWords, wordsMatch } from './words'

/** What matching reads of a transaction: a saved one, or a statement row before it is sent. */
export type MatchableTransaction = Pick<BankTransaction, 'amount' | 'description'> & {
  id?: string
  bankAccount?: { id: string }
  bankAccountId?: string
}

interface CompiledRule {
  rule: CategorizationRule
  priority: number
  words: string[]
}

/** Rules compiled for matching; made by `compileRules`, kept while the list is the same. */
export interface CompiledRules {
  /** The first rule (in priority order) that matches `transaction`, or `undefined`. */
  match(transaction: MatchableTransaction): RuleMatch | undefined
  readonly rules: readonly CategorizationRule[]
}

const compiled = new WeakMap<readonly CategorizationRule[], CompiledRules>()

/**
 * Rules by the first word of their text, then by the second: the two words of a description at a
 * place find the few rules that begin so (2,000 rules' merchants share first words: "Maple …").
 */
interface WordIndex {
  /** Rules whose text is this one word. */
  alone: CompiledRule[]
  /** Rules of two words or more, by their second word. */
  next: Map<string, CompiledRule[]>
}

function addTo(index: Map<string, WordIndex>, entry: CompiledRule) {
  const [first, second] = entry.words as [string, string | undefined]
  let node = index.get(first)
  if (!node) index.set(first, (node = { alone: [], next: new Map() }))
  if (second === undefined) node.alone.push(entry)
  else {
    const list = node.next.get(second)
    if (list) list.push(entry)
    else node.next.set(second, [entry])
  }
}

/** The best match so far of one transaction. */
interface Found {
  best: CompiledRule | undefined
  change: RuleChange | undefined
}

/** Checks `candidates` (in priority order) until one matches or one comes after the best so far. */
function scan(candidates: readonly CompiledRule[] | undefined, transaction: MatchableTransaction, words: readonly string[], found: Found) {
  if (!candidates) return
  for (const candidate of candidates) {
    if (found.best && found.best.priority < candidate.priority) return
    const change = conditionsHold(candidate, transaction, words) ? changeOf(candidate.rule, transaction.amount) : undefined
    if (change) {
      found.best = candidate
      found.change = change
      return
    }
  }
}

/** `rules` compiled for matching: once per list (the same array gives the same compiled rules). */
export function compileRules(rules: readonly CategorizationRule[]): CompiledRules {
  const known = compiled.get(rules)
  if (known) return known
  // `contains` rules may start anywhere in a description, the others only at its start.
  const anywhere = new Map<string, WordIndex>()
  const atStart = new Map<string, WordIndex>()
  const unindexed: CompiledRule[] = []
  rules.forEach((rule, priority) => {
    if (!rule.enabled) return
    const description = rule.conditions.description
    const words = description ? descriptionWords(description.text) : []
    const entry = { rule, priority, words }
    // A description condition whose text holds no word (only a reference) can match nothing.
    if (description && words.length === 0) return
    // A rule that matches without its words in order at one place is checked on every transaction.
    if (words.length === 0 || description?.match === 'notContains' || description?.match === 'anyWord') unindexed.push(entry)
    else addTo(description?.match === 'contains' ? anywhere : atStart, entry)
  })
  const matcher: CompiledRules = {
    rules,
    match(transaction) {
      // Read anew each time: an ASCII description reads in about as long as a cache of 50,000 would take to look it up.
      const words = descriptionWords(transaction.description)
      const found: Found = { best: undefined, change: undefined }
      scan(unindexed, transaction, words, found)
      const starting = words.length > 0 ? atStart.get(words[0] as string) : undefined
      if (starting) {
        scan(starting.alone, transaction, words, found)
        if (words.length > 1) scan(starting.next.get(words[1] as string), transaction, words, found)
      }
      if (anywhere.size > 0)
        for (let at = 0; at < words.length; at++) {
          const node = anywhere.get(words[at] as string)
          if (!node) continue
          scan(node.alone, transaction, words, found)
          if (at + 1 < words.length) scan(node.next.get(words[at + 1] as string), transaction, words, found)
        }
      return found.best && found.change ? { rule: found.best.rule, change: found.change } : undefined
    },
  }
  compiled.set(rules, matcher)
  return matcher
}

const cents = (amount: number) => Math.abs(Math.round(amount))

function conditionsHold({ rule, words: ruleWords }: CompiledRule, transaction: MatchableTransaction, words: readonly string[]): boolean {
  const { description, direction, amount, bankAccountId } = rule.conditions
  if (direction === 'in' && !(transaction.amount > 0)) return false
  if (direction === 'out' && !(transaction.amount < 0)) return false
  if (bankAccountId !== undefined && (transaction.bankAccount?.id ?? transaction.bankAccountId) !== bankAccountId) return false
  if (amount) {
    const value = cents(transaction.amount)
    if ('is' in amount ? value !== cents(amount.is) : value < cents(amount.from) || value > cents(amount.to)) return false
  }
  return description ? wordsMatch(description.match, ruleWords, words) : true
}

/**
 * What `rule` gives a transaction of `amount`: its category, or its split with each line's amount
 * worked out in integer minor units (fixed lines as given, percentage lines sharing the rest, the
 * last taking the cents rounding leaves), signed as the transaction is. `undefined` when a split cannot add up.
 */
function changeOf(rule: CategorizationRule, amount: number): RuleChange | undefined {
  const { categoryId, split, vendorId, customerId, memo } = rule.actions
  const change: RuleChange = {}
  if (split && split.length > 0) {
    const children = splitAmounts(split, cents(amount))
    if (!children) return undefined
    const sign = amount < 0 ? -1 : 1
    change.children = children.map((line) => ({ categoryId: line.categoryId, amount: sign * line.cents }))
  } else if (categoryId) change.categoryId = categoryId
  if (vendorId) change.vendorId = vendorId
  if (customerId) change.customerId = customerId
  if (memo) change.notes = memo
  return Object.keys(change).length > 0 ? change : undefined
}

function splitAmounts(lines: readonly RuleSplitLine[], total: number): { categoryId: string; cents: number }[] | undefined {
  const fixed = lines.reduce((sum, line) => sum + (line.amount === undefined ? 0 : cents(line.amount)), 0)
  const rest = total - fixed
  const shared = lines.filter((line) => line.percent !== undefined)
  if (rest < 0 || (shared.length === 0 && rest !== 0)) return undefined
  const percentTotal = shared.reduce((sum, line) => sum + (line.percent ?? 0), 0)
  if (shared.length > 0 && Math.abs(percentTotal - 100) > 1e-9) return undefined
  let left = rest
  const lastShared = shared.at(-1)
  return lines.map((line) => {
    if (line.amount !== undefined) return { categoryId: line.categoryId, cents: cents(line.amount) }
    const share = line === lastShared ? left : Math.round((rest * (line.percent ?? 0)) / 100)
    left -= share
    return { categoryId: line.categoryId, cents: share }
  })
}

/**
 * The first of `rules` (in their order) that matches `transaction`, and what it gives it. Rules
 * switched off match nothing. Compiled once per list: call it with the same array for many transactions.
 */
export function matchRules(transaction: MatchableTransaction, rules: readonly CategorizationRule[]): RuleMatch | undefined {
  return compileRules(rules).match(transaction)
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
