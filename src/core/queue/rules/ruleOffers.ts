/**
 * The offer "Always categorize … as …?" after repeated choices: once a choice's saved rows are in
 * the set, their description counted among the company's reviewed transactions categorized the same
 * way; offered from three. Framework-free, followed by the queue's rules model.
 */
import { isReviewed } from '../../../api/reviewStatus'
import type { BankTransaction } from '../../../api/types'
import { placeOf } from '../bankTransactionSet'
import { choiceName, companyOf, keyOf, setChoices } from '../view/setCounts'
import type { MatchInput } from './ruleMatches'

/** How many times a description must have been categorized the same way before a rule is offered. */
const OFFER_AFTER = 3

/** The offer on show. */
export interface Offer {
  transaction: BankTransaction
  companyId: string
  categoryId: string
  times?: number
  /** The user asked for it ("Make a rule…"): it takes the focus. */
  asked: boolean
}

/** The user's choices counted, the one waiting to be counted, and the descriptions declined while the queue is open. */
export class RuleOffers {
  readonly #choices
  readonly #companyId: string | undefined
  /** Descriptions the user said "Not now" to (`<companyId>\n<key>`): the queue's own, so another session starts without them. */
  readonly #declined = new Set<string>()
  #pending: { saved: readonly BankTransaction[]; categoryId: string } | undefined

  constructor(companyId: string | undefined) {
    this.#companyId = companyId
    this.#choices = setChoices(companyId)
  }

  /** The user categorized these rows (saved): counted once the set holds them. */
  chose(saved: readonly BankTransaction[], categoryId: string): void {
    if (saved.length > 0) this.#pending = { saved, categoryId }
  }

  /** "Not now" to an offer made on its own: not offered again for its description while the queue is open. */
  decline(offer: Offer): void {
    if (!offer.asked) this.#declined.add(`${offer.companyId}\n${keyOf(offer.transaction.description)}`)
  }

  /**
   * Counts the set, then answers the offer the waiting choice earns (none while its rows are not in
   * the set yet, or when an enabled rule covers them). Rejects with the signal's reason if it aborts.
   */
  async follow({ set, byCompany }: MatchInput, signal: AbortSignal): Promise<Offer | undefined> {
    await this.#choices.follow(set, signal)
    const made = this.#pending
    if (!made) return undefined
    const { transactions } = set
    // Each saved row where the set keeps it (by date and id): found without a pass over the set.
    const rows = made.saved.flatMap((row) => {
      const kept = transactions[placeOf(transactions, row)]
      return kept?.id === row.id ? [kept] : []
    })
    if (rows.length < made.saved.length || rows.some((row) => !isReviewed(row.reviewStatus) || row.category?.id !== made.categoryId))
      return undefined
    this.#pending = undefined
    const seen = new Set<string>()
    for (const row of rows) {
      const key = keyOf(row.description)
      const company = companyOf(this.#companyId, row)
      if (key === '' || seen.has(key) || this.#declined.has(`${company}\n${key}`)) continue
      seen.add(key)
      // Already covered by an enabled rule: nothing to offer.
      if (byCompany.get(company)?.match(row)) continue
      const times = this.#choices.count(choiceName(company, made.categoryId, key))
      if (times >= OFFER_AFTER) return { transaction: row, companyId: company, categoryId: made.categoryId, times, asked: false }
    }
    return undefined
  }
}
