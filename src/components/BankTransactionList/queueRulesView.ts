/**
 * What the queue's rules part (QueueRules.tsx, loaded after the first rows are painted) gives the
 * queue's rows and keys. Types, and how a suggestion reads: the queue's first load carries none of
 * the rules' code.
 */
import type { ReactNode } from 'react'
import type { BankTransaction } from '../../api/types'
import { isolate } from '../../format/isolate'
import type { RuleChange } from '../../core/rules/types'
import type { ReviewLine } from '../../api/writes/bankTransactionItems'
import type { PickerOption } from '../../core/forms/optionSource'
import type { TransferPair } from '../../core/queue/transferPairs'

/** A row's suggestion: the other side of a transfer or the invoices a deposit pays (first), a category the service suggests, or what a rule gives it. */
export interface QueueSuggestion extends PickerOption {
  /** The other side of a transfer (QueueTransfers.tsx): both sides saved naming each other, reviewed, in one request. */
  transfer?: {
    pair: TransferPair
    /** As it reads, the account's name marked by `isolate()`: "Transfer to ⁨Reserve Savings ••9930⁩ (+$1,234.56 on Jun 26, 2026)". */
    text: string
    /** Said after its text, not shown, for the row named (marked by `isolate()`). */
    forRow: (rowName: string) => string
    /** Another side was as likely: shown, never picked by Enter. */
    ambiguous: boolean
  }
  /** The invoices a deposit pays (QueueMatches.tsx): saved as its split lines naming them, reviewed too. */
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
  suggestion.transfer?.text ?? suggestion.match?.text ?? suggestion.rule?.text ?? isolate(suggestion.name)

/** The rules' part of the queue, once loaded. */
export interface QueueRulesView {
  /** What a rule gives a row still open to rules (to review, no category, no split). */
  suggestionOf(transaction: BankTransaction): QueueSuggestion | undefined
  /** A row's rule actions in its category cell: "Make a rule…" on the current row once it is categorized and reviewed, and a rule's confirmation with its undo. `row.name` is marked by `isolate()`. */
  rowActions(transaction: BankTransaction, row: { name: string; tabIndex: number; settled: boolean }): ReactNode
  /** A rule's suggestion the user accepted was saved on these rows. */
  accepted(suggestion: NonNullable<QueueSuggestion['rule']>, saved: readonly BankTransaction[]): void
  /** The user categorized these rows (saved): maybe offer a rule for their description. */
  categorized(saved: readonly BankTransaction[], categoryId: string): void
  /** Opens the offer form for a row ("Make a rule from this…", the `r` key). */
  makeRule(transaction: BankTransaction): void
}

/** The matching part of the queue (QueueMatches.tsx, loaded after the first rows are painted): deposits matched to the invoices they pay. */
export interface QueueMatchesView {
  /** A deposit to review (no category, no split): the invoices it pays, best first; both when two are equally likely. */
  suggestionsOf(transaction: BankTransaction): QueueSuggestion[]
  /**
   * Whether the row is a deposit to review that pays an open invoice: rules leave it alone. While
   * the invoices are read again (`current` false), every deposit to review is held so.
   */
  paysInvoice(transaction: BankTransaction): boolean
  /** The open invoices are read as they are now, and matched: a confirming rule may act. */
  current: boolean
  /** Opens "Find match…" for a deposit. */
  findMatch(transaction: BankTransaction): void
}

/** The transfer part of the queue (QueueTransfers.tsx, loaded after the first rows are painted): the two sides of money moved between the company's own accounts. */
export interface QueueTransfersView {
  /** A row to review, not paired: the other side of its likely transfer. */
  suggestionsOf(transaction: BankTransaction): QueueSuggestion[]
  /**
   * Whether the row is one side of a likely transfer, waits for its other side, or is to review and
   * changed since the pairs were found (until they are found again): rules leave it alone.
   */
  isTransferSide(transaction: BankTransaction): boolean
  /**
   * The pairs were found once and the marks are read: a confirming rule may act. Not withdrawn while
   * the pairs are found again after a save (the rules' buttons would blink): `isTransferSide` holds
   * the rows changed meanwhile instead.
   */
  current: boolean
  /** The likely pairs "Pair transfers…" lists and its button counts: a side to review, neither side in a closed period. */
  pairs: readonly TransferPair[]
  /** Opens "Pair transfers…", with every likely pair or only those given. */
  openPairing(only?: readonly TransferPair[]): void
  /** Opens "Mark as transfer…" for a row whose other side has not arrived. */
  markTransfer(transaction: BankTransaction): void
  /** How a marked transfer still waiting for its other side reads ("Transfer to ⁨Reserve Savings⁩, waiting for its other side"), else `undefined`. */
  waitingText(transaction: BankTransaction): string | undefined
}

/** How many suggestions a row offers. */
const MAX_SUGGESTIONS = 3

/**
 * A row's suggestions: the other side of a transfer first, then the invoices a deposit pays; else a
 * rule's change (only for a row open to rules, never for a transfer's side or a deposit that pays
 * an invoice); then the service's, without the rule's category twice.
 */
export function rowSuggestions(
  transaction: BankTransaction,
  parts: { transfers: QueueTransfersView | undefined; matches: QueueMatchesView | undefined; rules: QueueRulesView | undefined },
  categoryName: (id: string) => string | undefined,
): QueueSuggestion[] {
  const { transfers, matches, rules } = parts
  const paying = [...(transfers?.suggestionsOf(transaction) ?? []), ...(matches?.suggestionsOf(transaction) ?? [])]
  const ruled = paying.length > 0 ? undefined : rules?.suggestionOf(transaction)
  const service = (transaction.suggestedCategories ?? []).flatMap(({ id }) => {
    const name = id === ruled?.id ? undefined : categoryName(id)
    return name ? [{ id, name }] : []
  })
  return [...paying, ...(ruled ? [ruled] : []), ...service].slice(0, MAX_SUGGESTIONS)
}
