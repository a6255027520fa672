/**
 * What the queue keeps of a write's outcomes, as data: each row's state, and one summary per action
 * that counts each kind. Pure; `useReviewActions` runs the writes, `RowStatus` and `QueueNotices` word them.
 */
import type { BankTransaction, BankTransactionInput } from '../../../api/types'
import { countOutcomes, type WriteOutcome } from '../../../api/writes/outcome'

type Outcome = WriteOutcome<BankTransaction>
/** A refusal, or an item an earlier batch's failure kept from being sent. */
export type NotSaved = Extract<Outcome, { status: 'refused' | 'notSent' }>
type Unknown = Extract<Outcome, { status: 'unknown' }>

/**
 * Where one row's last action stands. `failed` and `unknown` keep the item, so the user's choice
 * shows and a retry sends it; after `unknown` the retry first finds out whether it was saved.
 */
export type RowResult =
  | { state: 'saving'; item: BankTransactionInput }
  | { state: 'saved'; item: BankTransactionInput }
  | { state: 'failed'; item: BankTransactionInput; outcome: NotSaved }
  | { state: 'unknown'; item: BankTransactionInput; outcome: Unknown }

/** How many items of an action had each outcome. */
export type OutcomeCounts = ReturnType<typeof countOutcomes>

/** The outcome of a whole action, for the queue's live announcement. */
export type ActionOutcome =
  /** `refusal`: the first item refused, whose reasons are quoted; `row` names the one row of a one-row action. */
  | { kind: 'done'; counts: OutcomeCounts; refusal?: NotSaved; row?: { name: string; result: RowResult } }
  /** `left`: items the undo did not restore yet (Undo again sends them). */
  | { kind: 'undone'; restored: number; left: number }
  | { kind: 'undoFailed'; refusal?: NotSaved }
  | { kind: 'undoUnknown'; unknown: Unknown }
  | { kind: 'locked'; name: string }
  | { kind: 'receiptFailed'; name: string; reason: string | undefined }
  | { kind: 'noUpload' }
  /** What a part of the queue loaded later says in its own words (marked by `isolate()`): a transfer marked that met its other side. */
  | { kind: 'said'; text: string; tone: 'success' | 'warning' | 'danger' }

/** A row's result once its item's outcome landed. */
export function rowResultOf(item: BankTransactionInput, outcome: Outcome): RowResult {
  switch (outcome.status) {
    case 'saved':
      return { state: 'saved', item }
    case 'unknown':
      return { state: 'unknown', item, outcome }
    case 'refused':
    case 'notSent':
      return { state: 'failed', item, outcome }
    default:
      return outcome satisfies never
  }
}

/** One item of an action and what became of it. */
export interface Landed {
  item: BankTransactionInput
  outcome: Outcome
}

/** The summary of an action's outcomes; `name` names the row of a one-row action. */
export function actionOutcomeOf(landed: readonly Landed[], name?: string): ActionOutcome {
  const counts = countOutcomes(landed.map(({ outcome }) => outcome))
  const refused = landed.find(({ outcome }) => outcome.status === 'refused')?.outcome as NotSaved | undefined
  const [only] = landed
  const row = name !== undefined && landed.length === 1 && only ? { name, result: rowResultOf(only.item, only.outcome) } : undefined
  return { kind: 'done', counts, ...(refused ? { refusal: refused } : {}), ...(row ? { row } : {}) }
}

/** What the first item of `landed` that was not saved says, for an undo that restored nothing. */
export function undoFailure(landed: readonly Landed[]): ActionOutcome {
  const unknown = landed.find(({ outcome }) => outcome.status === 'unknown')?.outcome
  if (unknown?.status === 'unknown') return { kind: 'undoUnknown', unknown }
  const refused = landed.find(({ outcome }) => outcome.status === 'refused')?.outcome as NotSaved | undefined
  return { kind: 'undoFailed', ...(refused ? { refusal: refused } : {}) }
}

/** One undo step: the items that put back what an action saved (a bulk action whole, in batches too). */
export interface UndoableAction {
  restore: BankTransactionInput[]
  /** Ids the action touched (saved or not): an undo clears their results. */
  touched: string[]
  /** Ids an action on the selection saved, and so took out of it: an undo that restores them selects them again. */
  selected: string[]
}

/** An action's undo step: `added` alone, or added to `step`, the step of the action it resumes. */
export const undoStepOf = (step: UndoableAction | undefined, added: UndoableAction): UndoableAction => ({
  restore: [...(step?.restore ?? []), ...added.restore],
  touched: [...new Set([...(step?.touched ?? []), ...added.touched])],
  selected: [...(step?.selected ?? []), ...added.selected],
})

/**
 * The rows an action on the selection takes out of it: those saved, as the user is done with them.
 * A row refused, unknown or not sent stays selected, for the bar to offer the action again on it.
 */
export const leavingSelection = (landed: readonly Landed[]): string[] =>
  landed.flatMap(({ item, outcome }) => (outcome.status === 'saved' ? [item.id as string] : []))
