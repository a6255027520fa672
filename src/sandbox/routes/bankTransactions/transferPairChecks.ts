import { closedThrough } from '../../closingLock'
import { ApiFailure, errorItem, type ErrorItem } from '../../service/errors'
import type { BankTransactionRecord } from '../../model'
import { bankAccountDisplayName } from '../../names'
import type { Store } from '../../store'
import { otherSide } from '../../transferPairs'

const PARAM = 'matchingBankTransactionId'

/** Which of a save's fields were sent, so a refusal names the one that broke the pair. */
export interface PairEdits {
  matchingBankTransactionId: boolean
  amount: boolean
  bankAccountId: boolean
}

/**
 * Decision 27's rules for the other side `next` names (run after the references are found, so it
 * exists, is not deleted and is the same company's): not itself, in another bank account, of the
 * opposite amount, and paired with nothing else; nor may `next` leave a pair by naming another side.
 * A change of a paired side's amount or bank account that breaks a rule is refused on that field.
 */
export function transferPairIssues(
  store: Store,
  next: BankTransactionRecord,
  existing: BankTransactionRecord | undefined,
  sent: PairEdits,
): ErrorItem[] {
  const other = otherSide(store, next)
  if (!other) return []
  const param = (field: 'amount' | 'bankAccountId'): string => (sent.matchingBankTransactionId || !sent[field] ? PARAM : field)
  const name = `bank transaction ${JSON.stringify(other.id)}`
  if (other.id === next.id) return [errorItem('INVALID_VALUE', 'A bank transaction cannot be paired with itself.', PARAM)]
  const issues: ErrorItem[] = []
  const pairedBefore = existing?.matchingBankTransactionId ?? null
  if (existing && pairedBefore !== null && pairedBefore !== other.id && otherSide(store, existing))
    issues.push(errorItem('INVALID_VALUE', `This transaction is paired with ${JSON.stringify(pairedBefore)}; unpair it first.`, PARAM))
  if (other.matchingBankTransactionId !== null && other.matchingBankTransactionId !== next.id)
    issues.push(
      errorItem('INVALID_VALUE', `The ${name} is paired with ${JSON.stringify(other.matchingBankTransactionId)}; unpair it first.`, PARAM),
    )
  if (other.bankAccountId === next.bankAccountId) {
    const account = store.bankAccounts.get(other.bankAccountId)
    const where = account ? ` (${bankAccountDisplayName(account)})` : ''
    issues.push(
      errorItem(
        'INVALID_VALUE',
        `The ${name} is in the same bank account${where}; a transfer moves money between two accounts.`,
        param('bankAccountId'),
      ),
    )
  }
  if (next.amount + other.amount !== 0)
    issues.push(
      errorItem(
        'INVALID_VALUE',
        `The ${name} is for ${decimal(other.amount)} and this one for ${decimal(next.amount)}; the two sides of a transfer add up to zero.`,
        param('amount'),
      ),
    )
  return issues
}

/**
 * Pairing or unpairing changes the other sides too (their links and postings): refused as the
 * closing lock (decision 6) refuses, when one of them is dated in closed books.
 */
export function assertOtherSidesModifiable(store: Store, previous: BankTransactionRecord | undefined, next: BankTransactionRecord): void {
  const before = previous?.matchingBankTransactionId ?? null
  const after = next.status === 'DELETED' ? null : next.matchingBankTransactionId
  if (before === after) return
  for (const id of [before, after]) {
    const other = otherSide(store, { matchingBankTransactionId: id })
    if (!other || other.id === next.id) continue
    const closedOn = closedThrough(store, other.companyId, other.date)
    if (closedOn !== undefined)
      throw ApiFailure.of(
        400,
        'NOT_MODIFIABLE',
        `The books are closed through ${closedOn}; the bank transaction ${JSON.stringify(other.id)} dated ${other.date} is the other side of this transfer and cannot be changed.`,
        PARAM,
      )
  }
}

/** Minor units as the service's messages show an amount: `-1250.00`. */
function decimal(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2)
}
