/**
 * A row's suggestions as data: what each offers (the owner's answer to a question about it, the
 * other side of a transfer, the invoices a deposit pays, a rule's change, a category the service
 * suggests), how one reads, and which a row shows, in which order. The parts that find them load
 * after the rows paint; this is what ranks them.
 */
import type { BankTransaction } from '../../../api/types'
import type { ReviewChange, ReviewLine } from '../../../api/writes/bankTransactionItems'
import { isolate } from '../../../format/isolate'
import type { RuleChange } from '../../rules/types'
import type { TransferPair } from '../transferPairs'
import type { QueueOption } from '../view/queueFilter'

/** A row's suggestion: the owner's answer (first), the other side of a transfer or the invoices a deposit pays, a category the service suggests, or what a rule gives it. */
export interface QueueSuggestion extends QueueOption {
  /**
   * The owner's answer to the bookkeeper's question about the row (questions/AnswerPart.tsx), offered
   * only when it is safe to use: saved in one request (its category, the notes with the owner's
   * note, its receipt, reviewed), then its question closed as used.
   */
  answer?: {
    questionId: string
    /** What using it saves, as one review change. */
    change: ReviewChange
    /** As it reads, its names marked by `isolate()`: "Owner: ⁨Office supplies⁩ — “⁨printer paper⁩” — receipt ⁨paper.pdf⁩". */
    text: string
    /** The suggestion button's accessible name for the row named (marked by `isolate()`). */
    label: (rowName: string) => string
  }
  /** The other side of a transfer (transfers/QueueTransfers.tsx): both sides saved naming each other, reviewed, in one request. */
  transfer?: {
    pair: TransferPair
    /** As it reads, the account's name marked by `isolate()`: "Transfer to ⁨Reserve Savings ••9930⁩ (+$1,234.56 on Jun 26, 2026)". */
    text: string
    /** Said after its text, not shown, for the row named (marked by `isolate()`). */
    forRow: (rowName: string) => string
    /** Another side was as likely: shown, never picked by Enter. */
    ambiguous: boolean
  }
  /** The invoices a deposit pays (matches/QueueMatches.tsx): saved as its split lines naming them, reviewed too. */
  match?: {
    lines: readonly ReviewLine[]
    /** As it reads, its names marked by `isolate()`: "Pays ⁨INV-1042⁩ · ⁨Acme Catering⁩ · $1,250.00 open". */
    text: string
    /** Said after its text, not shown, for the row named (marked by `isolate()`): ", for ⁨Mobile deposit⁩". Its accessible name is its text and this. */
    forRow: (rowName: string) => string
    /** One of two equally likely matches: shown, never picked by Enter. */
    ambiguous: boolean
    /**
     * Not saved as it stands: Enter and a click open "Find match…" (filled with the invoice and its
     * fee's line when the host named no fee category; on the customer named when none of their
     * invoices fits).
     */
    find?: boolean
  }
  rule?: {
    ruleId: string
    companyId: string
    change: RuleChange
    /** The change as it reads, its categories marked by `isolate()`: "⁨Meals⁩", "Split: ⁨Meals⁩, ⁨Travel⁩". */
    text: string
    /** "By rule “Corner Cup”". */
    hint: string
    /** The suggestion button's accessible name for the row named (marked by `isolate()`). */
    label: (rowName: string) => string
  }
}

/** A suggestion as it reads, its names marked by `isolate()` (for `IsolatedText`); its `name` stays plain, to search by. */
export const suggestionText = (suggestion: QueueSuggestion): string =>
  suggestion.answer?.text ?? suggestion.transfer?.text ?? suggestion.match?.text ?? suggestion.rule?.text ?? isolate(suggestion.name)

/** Of a row's suggestions, the owner's answer alone: all a row with a category offers (a receipt, a note, a category the owner named). */
export const answerOnly = (suggestions: readonly QueueSuggestion[]): QueueSuggestion[] => (suggestions[0]?.answer ? [suggestions[0]] : [])

/** A part of the queue that suggests for a row, once loaded: its suggestions (best first), or a rule's one. */
interface SuggestingPart {
  suggestionsOf(transaction: BankTransaction): QueueSuggestion[]
}
interface RuleSuggestingPart {
  suggestionOf(transaction: BankTransaction): QueueSuggestion | undefined
}

/** How many suggestions a row offers. */
const MAX_SUGGESTIONS = 3

/**
 * A row's suggestions: the owner's answer first (the owner knows best; offered only when it is safe
 * to use, else the row shows it apart and nothing is first for it); then the other side of a
 * transfer, then the invoices a deposit pays; else a rule's change (only for a row open to rules,
 * never for a transfer's side or a deposit that pays an invoice); then the service's, without the
 * answer's or the rule's category twice.
 */
export function rowSuggestions(
  transaction: BankTransaction,
  parts: {
    answers?: RuleSuggestingPart | undefined
    transfers: SuggestingPart | undefined
    matches: SuggestingPart | undefined
    rules: RuleSuggestingPart | undefined
  },
  categoryName: (id: string) => string | undefined,
): QueueSuggestion[] {
  const { answers, transfers, matches, rules } = parts
  const answered = answers?.suggestionOf(transaction)
  const paying = [...(transfers?.suggestionsOf(transaction) ?? []), ...(matches?.suggestionsOf(transaction) ?? [])]
  const ruled = paying.length > 0 ? undefined : rules?.suggestionOf(transaction)
  const taken = new Set([answered?.answer?.change.categoryId, ruled?.id])
  const service = (transaction.suggestedCategories ?? []).flatMap(({ id }) => {
    const name = taken.has(id) ? undefined : categoryName(id)
    return name ? [{ id, name }] : []
  })
  return [...(answered ? [answered] : []), ...paying, ...(ruled ? [ruled] : []), ...service].slice(0, MAX_SUGGESTIONS)
}
