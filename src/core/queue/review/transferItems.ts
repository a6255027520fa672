/**
 * The items that pair both sides of a transfer or untie them, and an all-or-nothing save's answer:
 * the writes of the headless `useTransferPairs` (the queue's own go through its save path, in
 * transferActions.ts).
 */
import { BookkeepingApiError, BookkeepingError } from '../../../api/errors'
import type { UpdateStyle } from '../../../api/service'
import type { BankTransaction, BankTransactionInput } from '../../../api/types'
import { reviewItem } from '../../../api/writes/bankTransactionItems'
import type { WriteOutcome } from '../../../api/writes/outcome'
import type { TransferPair } from '../transferPairs'

/** The items that tie each pair's two sides to each other, both reviewed. */
export const pairItems = (pairs: readonly TransferPair[], updates: UpdateStyle): BankTransactionInput[] =>
  pairs
    .flatMap(({ from, to }) => [
      reviewItem(from, { pairWith: to.id, review: true }, updates),
      reviewItem(to, { pairWith: from.id, review: true }, updates),
    ])
    .filter((item): item is BankTransactionInput => item !== undefined)

/**
 * The items that untie `transaction` from the other side it names, that side's too when `set` holds
 * it (one not in the set is untied by the service when this side is: decision 27).
 */
export function unpairItems(
  transaction: BankTransaction,
  set: readonly BankTransaction[] | undefined,
  updates: UpdateStyle,
): BankTransactionInput[] {
  const otherId = transaction.matchingBankTransaction?.id
  const other = otherId === undefined ? undefined : set?.find((one) => one.id === otherId)
  return [transaction, other]
    .map((side) => side && reviewItem(side, { pairWith: null }, updates))
    .filter((item): item is BankTransactionInput => item !== undefined)
}

/** The records an all-or-nothing write saved; the first item not saved rejects it, the way a form's save would say it. */
export function allSaved(outcomes: readonly WriteOutcome<BankTransaction>[]): BankTransaction[] {
  const records: BankTransaction[] = []
  for (const outcome of outcomes) {
    switch (outcome.status) {
      case 'saved':
        if (outcome.record) records.push(outcome.record)
        break
      case 'refused':
        throw new BookkeepingApiError(outcome.statusCode, outcome.errors)
      case 'unknown':
        // The save path finds out by a sync before anything is sent again: said, never retried here.
        throw new BookkeepingError('It is not known whether the transfer was saved; the next sync will tell.', { kind: 'network' })
      case 'notSent':
        throw new BookkeepingError('The transfer was not saved: an earlier part of the save failed.', { kind: 'network' })
      default:
        outcome satisfies never
    }
  }
  return records
}
