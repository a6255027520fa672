/**
 * The review queue's rules as a model of their own, free of React (like TanStack Query's
 * QueryObserver under useQuery): each row to review matched with its company's rules, confirming
 * rules' confirmations (claimed across tabs, never over another person's work, each with an undo),
 * and the offer after repeated choices. The queue gives it what changed (`apply`), reads its plain
 * getters, and subscribes to draw again.
 */
import { isReviewed } from '../../../api/reviewStatus'
import type { BankTransaction } from '../../../api/types'
import { changedSince } from '../view/setCounts'
import type { CategorizationRule } from '../../rules/types'
import { confirmRows, sweepLapsed, undoConfirmations, type ConfirmationPorts, type Confirmed } from './confirmations'
import { RuleMatches, type MatchInput, type Matched } from './ruleMatches'
import { RuleOffers, type Offer } from './ruleOffers'
import { confirmationOf } from './rowState'

/** What the model reaches outside itself: the confirmations' ports, and the queue's. */
export interface QueueRulesPorts extends ConfirmationPorts {
  isLocked(row: BankTransaction): boolean
  /** Whether the row is a deposit that pays an open invoice or a side of a transfer: its match is for the user, never a rule's to confirm. */
  heldFromRules(row: BankTransaction): boolean
  /** Whether a save of the row is on its way. */
  isSaving(id: string): boolean
  /** Keeps rows in view whatever their review status. */
  keep(ids: readonly string[]): void
  /** A rule's change was saved on these rows (`confirmed`: by the rule on its own). */
  applied(companyId: string, ruleId: string, rows: readonly BankTransaction[], confirmed: boolean): void
  /** Adds rows to a rule's declined, as the rules are stored now. */
  decline(companyId: string, ruleId: string, ids: readonly string[]): Promise<void>
}

/** Why a row was left alone: someone else changed it before the rule's save, or before its undo. */
export type LeftAlone = 'notConfirmed' | 'notUndone'

/** What the model says once, politely. */
export type QueueRulesNotice =
  | { kind: 'offered'; offer: Offer }
  | { kind: 'created'; rule: CategorizationRule }
  | { kind: 'declineFailed'; rule: CategorizationRule }
  | { kind: 'notChecked' }

/** What the queue draws of its rules. */
export interface QueueRulesState {
  matches: ReadonlyMap<string, Matched>
  confirmed: ReadonlyMap<string, Confirmed>
  leftAlone: ReadonlyMap<string, LeftAlone>
  offer: Offer | undefined
  notice: QueueRulesNotice | undefined
}

/** What the queue tells the model. */
export type QueueRulesChange =
  | { type: 'synced'; input: MatchInput }
  | { type: 'mayConfirm'; mayConfirm: boolean }
  | { type: 'categorized'; saved: readonly BankTransaction[]; categoryId: string }
  /** `asked: false`: offered by the queue (an owner's answer used for a description seen before), not asked for: it takes no focus. */
  | { type: 'makeRule'; transaction: BankTransaction; companyId: string; categoryId: string; asked?: boolean }
  | { type: 'offerClosed'; declined: boolean }
  | { type: 'offerCreated'; rule: CategorizationRule }

const withEntries = <K, V>(map: ReadonlyMap<K, V>, entries: Iterable<[K, V]>) => new Map([...map, ...entries])
const without = <K, V>(map: ReadonlyMap<K, V>, keys: Iterable<K>) => {
  const next = new Map(map)
  for (const key of keys) next.delete(key)
  return next
}

export class QueueRulesModel {
  #ports: QueueRulesPorts
  #state: QueueRulesState = { matches: new Map(), confirmed: new Map(), leftAlone: new Map(), offer: undefined, notice: undefined }
  readonly #listeners = new Set<() => void>()
  readonly #matcher = new RuleMatches()
  readonly #offers: RuleOffers
  #input: MatchInput | undefined
  #mayConfirm = false
  #matching: AbortController | undefined
  #offering: AbortController | undefined
  /** Rows a confirmation was tried on (never sent again on their own: a failed save shows a retry). */
  readonly #tried = new Set<string>()
  readonly #undoing = new Set<string>()
  readonly #swept = new Set<string>()
  #undoneSeen: readonly BankTransaction[] | undefined

  constructor(ports: QueueRulesPorts, companyId: string | undefined) {
    this.#ports = ports
    this.#offers = new RuleOffers(companyId)
  }

  /** The latest ports (the queue's writes are new on every render). */
  connect(ports: QueueRulesPorts): void {
    this.#ports = ports
  }

  get state(): QueueRulesState {
    return this.#state
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #set(next: Partial<QueueRulesState>): void {
    this.#state = { ...this.#state, ...next }
    for (const listener of this.#listeners) listener()
  }

  apply(change: QueueRulesChange): void {
    switch (change.type) {
      case 'synced':
        this.#input = change.input
        this.#forgetUndone()
        void this.#match(change.input)
        void this.#offer(change.input)
        return
      case 'mayConfirm':
        this.#mayConfirm = change.mayConfirm
        void this.#confirm()
        return
      case 'categorized':
        this.#offers.chose(change.saved, change.categoryId)
        if (this.#input) void this.#offer(this.#input)
        return
      case 'makeRule':
        this.#set({
          offer: {
            transaction: change.transaction,
            companyId: change.companyId,
            categoryId: change.categoryId,
            asked: change.asked ?? true,
          },
        })
        return
      case 'offerClosed':
        if (change.declined && this.#state.offer) this.#offers.decline(this.#state.offer)
        this.#set({ offer: undefined })
        return
      case 'offerCreated':
        this.#set({ offer: undefined, notice: { kind: 'created', rule: change.rule } })
        return
      default:
        change satisfies never
    }
  }

  /** Stops matching on the way: the queue has closed (a confirmation on its way ends as it would). */
  dispose(): void {
    this.#matching?.abort()
    this.#offering?.abort()
  }

  /** Matches the set, then confirms what confirming rules matched; a newer set stops a match on its way. */
  async #match(input: MatchInput): Promise<void> {
    this.#matching?.abort()
    const controller = (this.#matching = new AbortController())
    try {
      const matches = await this.#matcher.follow(input, controller.signal)
      if (matches) this.#set({ matches })
      void this.#confirm()
    } catch {
      // Aborted: a newer set or rules are being matched.
    }
  }

  /** Counts the set's choices, and offers a rule when the waiting choice earns one. */
  async #offer(input: MatchInput): Promise<void> {
    this.#offering?.abort()
    const controller = (this.#offering = new AbortController())
    try {
      const offer = await this.#offers.follow(input, controller.signal)
      if (offer && !this.#state.offer) this.#set({ offer, notice: { kind: 'offered', offer } })
    } catch {
      // Aborted: a newer set is being counted.
    }
  }

  /** Rows to review that a confirming rule matched, not tried yet, not declined, not locked nor being saved. */
  #chosen(): Map<string, Matched> {
    const chosen = new Map<string, Matched>()
    for (const [id, matched] of this.#state.matches) {
      const { rule, change } = matched.match
      if (!rule.confirm || rule.declined?.includes(id) || this.#tried.has(id)) continue
      if (this.#ports.isLocked(matched.transaction) || this.#ports.isSaving(id) || this.#ports.heldFromRules(matched.transaction)) continue
      if (confirmationOf(matched.transaction, change) === 'none') continue
      chosen.set(id, matched)
    }
    return chosen
  }

  /** Confirms what confirming rules matched, once the set is whole (the read again is then a sync of what changed since). */
  async #confirm(): Promise<void> {
    const input = this.#input
    if (!this.#mayConfirm || !input || input.set.syncing !== undefined) return
    const chosen = this.#chosen()
    const ports = this.#ports
    // A company with nothing to confirm here still drops the claims of a tab that closed mid-way.
    const companies = new Set([...chosen.values()].map(({ companyId }) => companyId))
    for (const companyId of input.byCompany.keys()) {
      if (this.#swept.has(companyId)) continue
      this.#swept.add(companyId)
      if (!companies.has(companyId)) void sweepLapsed(ports, companyId).catch(() => undefined)
    }
    if (chosen.size === 0) return
    for (const id of chosen.keys()) this.#tried.add(id)
    ports.keep([...chosen.keys()])
    try {
      const { saved, changedMeanwhile, notTried } = await confirmRows(ports, chosen)
      // Held by another tab or not read again: tried again when the matches next change.
      for (const id of notTried) this.#tried.delete(id)
      this.#set({
        confirmed: withEntries(
          this.#state.confirmed,
          saved.map((entry) => [entry.transaction.id, entry]),
        ),
        leftAlone: withEntries(
          this.#state.leftAlone,
          changedMeanwhile.map((id) => [id, 'notConfirmed' as const]),
        ),
      })
      this.#tellApplied(saved, true)
    } catch {
      // The claim could not be saved (the store failed): nothing was sent; tried again when the matches next change.
      for (const id of chosen.keys()) this.#tried.delete(id)
    }
  }

  /** Tells the host, rule by rule, which rows each rule's change was saved on. */
  #tellApplied(saved: readonly { rule: CategorizationRule; companyId: string; transaction: BankTransaction }[], confirmed: boolean) {
    const byRule = new Map<string, { companyId: string; rows: BankTransaction[] }>()
    for (const { rule, companyId, transaction } of saved) {
      const group = byRule.get(rule.id)
      if (group) group.rows.push(transaction)
      else byRule.set(rule.id, { companyId, rows: [transaction] })
    }
    for (const [ruleId, { companyId, rows }] of byRule) this.#ports.applied(companyId, ruleId, rows, confirmed)
  }

  /** A rule's suggestion the user accepted was saved on these rows. */
  accepted(companyId: string, ruleId: string, saved: readonly BankTransaction[]): void {
    this.#ports.applied(companyId, ruleId, saved, false)
  }

  /** "Apply rules": each row with its rule's change, reviewed, in one action (undone as one). */
  async applyAll(rows: readonly Matched[]): Promise<void> {
    const chosen = new Map(rows.map((matched) => [matched.transaction.id, matched]))
    this.#ports.keep([...chosen.keys()])
    const saved = await this.#ports.save(
      rows.map(({ transaction }) => transaction),
      (row) => {
        const matched = chosen.get(row.id)
        return matched && { ...matched.match.change, review: true }
      },
    )
    this.#tellApplied(
      saved.flatMap((row) => {
        const matched = chosen.get(row.id)
        return matched ? [{ rule: matched.match.rule, companyId: matched.companyId, transaction: row }] : []
      }),
      false,
    )
  }

  /** Undoes rules' confirmations of `ids`: read again first, only rows still as the rule left them; each rule notes them so it never confirms them again. */
  async undo(ids: readonly string[]): Promise<void> {
    const entries = new Map(ids.flatMap((id) => (this.#state.confirmed.get(id) ? [[id, this.#state.confirmed.get(id)!] as const] : [])))
    for (const id of entries.keys()) this.#undoing.add(id)
    try {
      const result = await undoConfirmations(this.#ports, entries)
      if (!result) return this.#set({ notice: { kind: 'notChecked' } })
      if (result.changedMeanwhile.length > 0)
        this.#set({
          confirmed: without(this.#state.confirmed, result.changedMeanwhile),
          leftAlone: withEntries(
            this.#state.leftAlone,
            result.changedMeanwhile.map((id) => [id, 'notUndone' as const]),
          ),
        })
      await this.#forget(result.undone)
    } finally {
      for (const id of entries.keys()) this.#undoing.delete(id)
    }
  }

  /** Rows whose confirmation was undone: no longer shown as confirmed, and each rule notes them. */
  async #forget(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return
    const byRule = new Map<string, { entry: Confirmed; ids: string[] }>()
    for (const id of ids) {
      const entry = this.#state.confirmed.get(id)
      if (!entry) continue
      const group = byRule.get(entry.rule.id)
      if (group) group.ids.push(id)
      else byRule.set(entry.rule.id, { entry, ids: [id] })
    }
    this.#set({ confirmed: without(this.#state.confirmed, ids) })
    for (const { entry, ids: declined } of byRule.values()) {
      try {
        await this.#ports.decline(entry.companyId, entry.rule.id, declined)
      } catch {
        this.#set({ notice: { kind: 'declineFailed', rule: entry.rule } })
      }
    }
  }

  /** A confirmation undone another way (Ctrl/Cmd+Z, another user) is forgotten and declined the same: looked for among the records that changed. */
  #forgetUndone(): void {
    const set = this.#input?.set
    if (!set) return
    const changed = changedSince(set, this.#undoneSeen)
    this.#undoneSeen = set.transactions
    const { confirmed } = this.#state
    if (confirmed.size === 0) return
    const undone = changed.flatMap(({ id, reviewStatus }) =>
      confirmed.has(id) && !this.#undoing.has(id) && !isReviewed(reviewStatus) ? [id] : [],
    )
    void this.#forget(undone)
  }
}
