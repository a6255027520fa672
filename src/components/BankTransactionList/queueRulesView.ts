/**
 * What the queue's parts loaded after the first rows are painted (rules/QueueRules.tsx,
 * matches/QueueMatches.tsx, transfers/QueueTransfers.tsx) give the queue's rows and keys: types
 * alone, so the queue's first load carries none of their code.
 */
import type { ReactNode } from 'react'
import type { BankTransaction } from '../../api/types'
import type { QueueSuggestion } from '../../core/queue/review/suggestions'
import type { TransferPair } from '../../core/queue/transferPairs'

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
  /** Offers a rule for a row's description and category without taking the focus (an owner's answer used). */
  offerRule(transaction: BankTransaction, categoryId: string): void
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
  /** Saves both sides of each pair naming each other, reviewed, as one action (one undo): a transfer suggestion taken. */
  pair(pairs: readonly TransferPair[]): Promise<BankTransaction[]>
  /** Opens "Pair transfers…", with every likely pair or only those given. */
  openPairing(only?: readonly TransferPair[]): void
  /** Opens "Mark as transfer…" for a row whose other side has not arrived. */
  markTransfer(transaction: BankTransaction): void
  /** How a marked transfer still waiting for its other side reads ("Transfer to ⁨Reserve Savings⁩, waiting for its other side"), else `undefined`. */
  waitingText(transaction: BankTransaction): string | undefined
}

/** The owner's answers on the queue's rows (questions/AnswerPart.tsx, loaded after the first rows are painted). */
export interface QueueAnswersView {
  /** The owner's answer to the row's open question, when it is safe to use: the row's first suggestion. */
  suggestionOf(transaction: BankTransaction): QueueSuggestion | undefined
  /** Whether the row's answer is shown but not offered (changed since asked, no category…): Enter opens the picker. */
  held(transaction: BankTransaction): boolean
  /** What a row shows of its answer beside its description: a held answer and why, and "Set aside" on the current row. `row.name` is marked by `isolate()`. */
  rowNote(transaction: BankTransaction, row: { name: string; tabIndex: number; current: boolean }): ReactNode
  /** An answer the user took was saved on these rows: its question is closed as used (a request about several purchases, once each is handled). */
  used(answer: NonNullable<QueueSuggestion['answer']>, saved: readonly BankTransaction[]): void
  /** An answer the user took that its transaction holds already (its note, its receipt): nothing to save or undo, its question is closed as used. */
  usedAsIs(answer: NonNullable<QueueSuggestion['answer']>, transaction: BankTransaction): void
}
