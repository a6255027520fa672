/**
 * Each row to review matched with its own company's rules, once per rules version and record: a
 * save's records one by one, a whole set (a new rule list, a first sync) in slices that never hold
 * the page. Framework-free; the queue's rules model follows the set with it.
 */
import { isReviewed } from '../../../api/reviewStatus'
import type { BankTransaction } from '../../../api/types'
import { type BankTransactionSet } from '../bankTransactionSet'
import { changesSince } from '../setChanges'
import type { CompiledRules } from '../../rules/match'
import { matchAll } from '../../rules/matchAll'
import type { CategorizationRule, RuleMatch } from '../../rules/types'
import { companyOf } from '../view/setCounts'

/** A row a rule matched, and what it gives it. */
export interface Matched {
  transaction: BankTransaction
  match: RuleMatch
  companyId: string
}

/** What rows are matched with: each company's compiled rules, and the queue's company (none: each row's own). */
export interface MatchInput {
  set: BankTransactionSet
  byCompany: ReadonlyMap<string, CompiledRules>
  companyId: string | undefined
}

/** Each record's match, per compiled rules list (a new list, or a new record, is matched afresh). */
const matchCache = new WeakMap<readonly CategorizationRule[], WeakMap<BankTransaction, RuleMatch | null>>()
const cacheOf = (rules: readonly CategorizationRule[]) => {
  let cache = matchCache.get(rules)
  if (!cache) matchCache.set(rules, (cache = new WeakMap()))
  return cache
}
/** Above this many changed records, the rows are matched again in slices rather than one by one. */
const FEW_CHANGED = 1000

/** Rows rules may act on: those to review (a suggestion, or a confirmation). */
const toReview = (transaction: BankTransaction) => !isReviewed(transaction.reviewStatus)

/**
 * The matches of the rows to review, followed as the set and the rules change. `follow` answers
 * the new matches, or `undefined` when they are the same as before (the same map is kept).
 */
export class RuleMatches {
  #last: { byCompany: MatchInput['byCompany']; companyId: string | undefined; source: readonly BankTransaction[] } | undefined
  #found: ReadonlyMap<string, Matched> = new Map()

  get current(): ReadonlyMap<string, Matched> {
    return this.#found
  }

  async follow({ set, byCompany, companyId }: MatchInput, signal: AbortSignal): Promise<ReadonlyMap<string, Matched> | undefined> {
    const last = this.#last
    const { transactions } = set
    const sameRules = last?.byCompany === byCompany && last.companyId === companyId
    if (sameRules && last.source === transactions) return undefined
    const records = sameRules ? changesSince(set, last.source) : undefined
    if (records && records.length <= FEW_CHANGED) {
      let found: Map<string, Matched> | undefined
      const edit = () => (found ??= new Map(this.#found))
      for (const { before, after } of records) {
        if (before && (found ?? this.#found).has(before.id)) edit().delete(before.id)
        if (!after || !toReview(after)) continue
        const company = companyOf(companyId, after)
        const match = byCompany.get(company)?.match(after)
        if (match) edit().set(after.id, { transaction: after, match, companyId: company })
      }
      this.#last = { byCompany, companyId, source: transactions }
      if (!found) return undefined
      this.#found = found
      return found
    }
    const found = new Map<string, Matched>()
    for (const [company, compiled] of byCompany) {
      const cache = cacheOf(compiled.rules)
      const open = transactions.filter((transaction) => toReview(transaction) && companyOf(companyId, transaction) === company)
      const fresh = open.filter((transaction) => !cache.has(transaction))
      const matched = await matchAll(fresh, compiled.rules, { signal })
      fresh.forEach((transaction, index) => cache.set(transaction, matched.get(index) ?? null))
      for (const transaction of open) {
        const match = cache.get(transaction)
        if (match) found.set(transaction.id, { transaction, match, companyId: company })
      }
    }
    this.#last = { byCompany, companyId, source: transactions }
    // The same matches keep the same map: a save no rule cares about changes nothing.
    if (sameMatches(this.#found, found)) return undefined
    this.#found = found
    return found
  }
}

function sameMatches(a: ReadonlyMap<string, Matched>, b: ReadonlyMap<string, Matched>): boolean {
  if (a.size !== b.size) return false
  for (const [id, matched] of b) {
    const was = a.get(id)
    if (was?.match !== matched.match || was.transaction !== matched.transaction) return false
  }
  return true
}
