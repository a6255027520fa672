// What a bank-transaction save reaches beyond the record it sent: the ledgers whose balances it
// moved, and the other side of a transfer pair, which the service changes in the same write
// (unpaired when its partner is deleted or unpaired, linked back when paired) without sending it
// back. Pure: the React side reads the caches and hands the answers on.
import type { BankTransaction } from '../../api/types'
import { placeOf } from './bankTransactionSet'

/** Review statuses a side keeps when its partner is deleted: a reconciled line was checked against a statement already. */
const KEPT_REVIEW_STATUSES = new Set(['RECONCILED', 'RECONCILIATION_DISCREPANCY'])

/** A record as a set can find it: by its date and id (a side named without its date is looked for by id alone). */
export interface SideProbe {
  id: string
  date?: string | undefined
}

/** The record of `probe` in a set ordered by `byDateDescending`, by binary search; `undefined` when the set does not hold it on that date. */
export function heldIn(set: readonly BankTransaction[], probe: SideProbe): BankTransaction | undefined {
  if (probe.date === undefined) return set.find((record) => record.id === probe.id)
  const found = set[placeOf(set, probe as BankTransaction)]
  return found?.id === probe.id ? found : undefined
}

/** A side of a pair in `set`: on the date its partner names, else (a date moved since) by its id, in one pass. */
export const sideIn = (set: readonly BankTransaction[], probe: SideProbe): BankTransaction | undefined =>
  heldIn(set, probe) ?? (probe.date === undefined ? undefined : heldIn(set, { id: probe.id }))

/**
 * The GL accounts whose balances the records (as saved, and as held before) move, or `undefined`
 * when they cannot say and every balance must be read again. A record posts its bank account's
 * ledger against its category's (or each split line's); the bank account's ledger is known only
 * from `bankLedgers` (bank account id → GL account id). A record with no category posts against
 * suspense (or transfers in transit), a side of a pair against transfers in transit and moves its
 * other side's posting, and an invoice's payment moves receivables (or revenue and sales tax): no
 * record names those accounts, so every balance is read again.
 */
export function ledgersMoved(records: Iterable<BankTransaction>, bankLedgers: ReadonlyMap<string, string>): string[] | undefined {
  const moved = new Set<string>()
  for (const record of records) {
    if (record.matchingBankTransaction?.id) return undefined
    const bankLedger = bankLedgers.get(record.bankAccount?.id ?? '')
    if (bankLedger === undefined) return undefined
    moved.add(bankLedger)
    const splits = record.children ?? []
    if (splits.length === 0) {
      const category = record.glAccount?.id
      if (!category) return undefined
      moved.add(category)
    }
    for (const split of splits) {
      if (split.invoiceId || !split.glAccountId) return undefined
      moved.add(split.glAccountId)
    }
  }
  return [...moved]
}

/** One line of a ledger page read by a statement: a bank transaction's line in `glAccountId`, with the account on its other side. */
export interface LedgerSideSample {
  glAccountId: string
  transactionId: string
  date: string
  otherGlAccountId: string
}

/**
 * The bank accounts' ledgers (bank account id → GL account id) that ledger lines tell: a line of a
 * bank transaction in its own category's (or a split line's) account names the bank account's
 * ledger on its other side. `find` gives the record as the synced set holds it; a side of a pair
 * posts no category line, so its lines tell nothing.
 */
export function bankLedgersOf(
  samples: Iterable<LedgerSideSample>,
  find: (probe: SideProbe) => BankTransaction | undefined,
): Map<string, string> {
  const ledgers = new Map<string, string>()
  for (const sample of samples) {
    const record = find({ id: sample.transactionId, date: sample.date })
    const bankAccountId = record?.bankAccount?.id
    if (!record || !bankAccountId || ledgers.has(bankAccountId) || record.matchingBankTransaction?.id) continue
    const splits = record.children ?? []
    const ownLine =
      splits.length === 0 ? record.glAccount?.id === sample.glAccountId : splits.some((split) => split.glAccountId === sample.glAccountId)
    if (ownLine && sample.otherGlAccountId !== sample.glAccountId) ledgers.set(bankAccountId, sample.otherGlAccountId)
  }
  return ledgers
}

/** A record a save changed: as held before (when a set held it), and as the service answered it (`DELETED` when deleted). */
export interface SavedChange {
  before: BankTransaction | undefined
  after: BankTransaction
}

/** What a side names as its other side: the parts of the partner record a `matchingBankTransaction` carries. */
function matchOf(partner: BankTransaction): NonNullable<BankTransaction['matchingBankTransaction']> {
  const { id, amount, date, description, apiName, bankAccount } = partner
  return {
    id,
    ...(amount !== undefined && { amount }),
    ...(date !== undefined && { date }),
    ...(description !== undefined && { description }),
    ...(apiName !== undefined && { apiName }),
    ...(bankAccount !== undefined && { bankAccount }),
  }
}

/**
 * The other sides of pairs that `changes` moved, as the service now holds them: a side whose partner
 * was deleted or unpaired is unpaired (back in review when its partner was deleted, unless
 * reconciled), a side newly named by a saved record names it back. `find` gives a side as the
 * cached set holds it (one it does not hold is read by the next sync); a side saved in the same
 * write is left to its own answer.
 */
export function otherSidesAfter(
  changes: readonly SavedChange[],
  find: (probe: SideProbe) => BankTransaction | undefined,
): BankTransaction[] {
  const saved = new Set(changes.map(({ after }) => after.id))
  const sides = new Map<string, BankTransaction>()
  const current = (probe: SideProbe | undefined) => (probe?.id && !saved.has(probe.id) ? (sides.get(probe.id) ?? find(probe)) : undefined)
  for (const { before, after } of changes) {
    const deleted = after.status === 'DELETED'
    const was = (before ?? (deleted ? after : undefined))?.matchingBankTransaction
    const now = deleted ? undefined : after.matchingBankTransaction
    const left = was && was.id !== now?.id ? current(was) : undefined
    if (left?.matchingBankTransaction?.id === after.id) {
      const { matchingBankTransaction: _gone, ...unpaired } = left
      const reviewStatus = deleted && !KEPT_REVIEW_STATUSES.has(left.reviewStatus ?? '') ? 'UNREVIEWED' : left.reviewStatus
      sides.set(left.id, { ...unpaired, ...(reviewStatus !== undefined && { reviewStatus }) } as BankTransaction)
    }
    const named = now ? current(now) : undefined
    if (named && named.matchingBankTransaction?.id !== after.id) sides.set(named.id, { ...named, matchingBankTransaction: matchOf(after) })
  }
  return [...sides.values()]
}
