/**
 * Which reconciliations and sign-offs a save is about to change, asked before it is sent ("This
 * changes the reconciliation of Business Checking for May 2026 and May's sign-off"): a change that
 * moves money (its amount, date, account, category, split lines, transfer or status) of a reconciled
 * transaction changes its account's reconciliation, and of a transaction dated in a signed-off month
 * (before or after the change) that month's sign-off. A memo, a receipt or a review status moves no
 * money and asks nothing; a delete moves all of it. Pure: the store's records come read (src/react/close/periodsOnRecord.ts), and the
 * editor and the review queue ask the same way.
 */
import type { BankTransaction, BankTransactionInput } from '../../api/types'
import { bankTransactionItem } from '../../api/writes/bankTransactionItems'
import { isReconciled } from '../reconcile/status'
import type { Reconciliation } from '../reconcile/types'
import { monthOf, type SignedMonth } from './monthClose'

/** One change a save is about to send: the transaction as read (absent for a new one) and its save item. */
export interface PendingChange {
  before: BankTransaction | undefined
  item: BankTransactionInput
  /** The company whose store keeps its months' close and its account's reconciliations. */
  companyId: string
  /** The transaction is deleted: all of its money moves, whatever `item` states. */
  deletes?: true
}

/** What the store holds about the periods of a set of changes, as read for them. */
export interface PeriodsOnRecord {
  /** The months signed off now, by company; a company left out could not be read, and nothing is said of its months. */
  signedMonths: ReadonlyMap<string, readonly SignedMonth[]>
  /** The stored reconciliation that holds a transaction, by the transaction's id; left out when none does or it could not be read. */
  reconciliations: ReadonlyMap<string, Reconciliation>
}

/** A reconciliation a save changes: its account, and its end date once its record was read. */
interface ChangedReconciliation {
  bankAccountId: string
  /** The account's name, as the reconciliation or the transaction names it. */
  accountName?: string
  /** The statement's end date, `YYYY-MM-DD`: absent when no stored record holds the transaction (reconciled elsewhere, or not read). */
  endDate?: string
}

/** What a save changes that the user closed: reconciliations, then signed-off months, each once and in date order. */
export interface ChangedPeriods {
  reconciliations: ChangedReconciliation[]
  signOffs: SignedMonth[]
  /** How many of the changes touch one of them. */
  count: number
}

/** What moves money: a change to any of these changes the books a reconciliation proved or a sign-off kept. */
const MONEY_FIELDS = [
  'date',
  'amount',
  'bankAccountId',
  'categoryId',
  'glAccountId',
  'children',
  'type',
  'matchingBankTransactionId',
  'status',
] as const

/** A field's value as compared: nothing (absent, `null`, empty) is one value. */
const comparable = (value: unknown): string =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) ? '' : JSON.stringify(value)

/** Whether `item` changes a field that moves money on `before` (a new transaction moves its money, and the item states only what it sets). */
function movesMoney({ before, item, deletes }: PendingChange): boolean {
  if (!before || deletes) return true
  const restated = bankTransactionItem(before)
  return MONEY_FIELDS.some((field) => item[field] !== undefined && comparable(item[field]) !== comparable(restated[field]))
}

/** The companies whose signed-off months, and the accounts whose reconciliations, a set of changes needs read. */
export function recordsToRead(changes: readonly PendingChange[]): {
  companies: string[]
  accounts: Array<{ companyId: string; bankAccountId: string }>
} {
  const companies = new Set<string>()
  const accounts = new Map<string, { companyId: string; bankAccountId: string }>()
  for (const change of changes) {
    const { before, item, companyId } = change
    if (!movesMoney(change) && !leavesReconciled(before, item)) continue
    companies.add(companyId)
    const bankAccountId = before?.bankAccount?.id
    if (before && bankAccountId && isReconciled(before)) accounts.set(`${companyId}\t${bankAccountId}`, { companyId, bankAccountId })
  }
  return { companies: [...companies].sort(), accounts: [...accounts.values()] }
}

/** A reconciled transaction saved with a review status that is not a reconciliation's: it is taken out of it. */
const leavesReconciled = (before: BankTransaction | undefined, item: BankTransactionInput) =>
  before !== undefined && isReconciled(before) && item.reviewStatus !== undefined && !isReconciled({ reviewStatus: item.reviewStatus })

/** The reconciliations and signed-off months `changes` change, by what the store holds (`onRecord`). */
export function changedPeriods(changes: readonly PendingChange[], onRecord: PeriodsOnRecord): ChangedPeriods {
  const reconciliations = new Map<string, ChangedReconciliation>()
  const signOffs = new Map<string, SignedMonth>()
  let count = 0
  for (const change of changes) {
    const { before, item, companyId } = change
    const moves = movesMoney(change)
    let touches = false
    if (before && isReconciled(before) && (moves || leavesReconciled(before, item))) {
      touches = true
      const held = onRecord.reconciliations.get(before.id)
      const bankAccountId = held?.bankAccountId ?? before.bankAccount?.id ?? ''
      const accountName = held?.bankAccountName ?? before.bankAccount?.name
      // One per record; a transaction no record holds is its account's, said without a month.
      const key = held ? `${companyId}\t${bankAccountId}\t${held.id}` : `${companyId}\t${bankAccountId}`
      reconciliations.set(key, {
        bankAccountId,
        ...(accountName ? { accountName } : {}),
        ...(held ? { endDate: held.endDate } : {}),
      })
    }
    const signed = moves ? onRecord.signedMonths.get(companyId) : undefined
    const date = item.date ?? before?.date
    for (const month of new Set([before && monthOf(before.date), date && monthOf(date)])) {
      const signedMonth = month === undefined ? undefined : signed?.find((one) => one.month === month)
      if (!signedMonth) continue
      touches = true
      signOffs.set(`${companyId}\t${month}`, signedMonth)
    }
    if (touches) count++
  }
  // An account named by a record makes its unread twin say nothing more.
  const named = [...reconciliations.values()]
  const shown = named.filter(
    (one) =>
      one.endDate !== undefined || !named.some((other) => other !== one && other.endDate && other.bankAccountId === one.bankAccountId),
  )
  return {
    reconciliations: shown.sort(
      (a, b) => (a.endDate ?? '').localeCompare(b.endDate ?? '') || (a.accountName ?? '').localeCompare(b.accountName ?? ''),
    ),
    signOffs: [...signOffs.values()].sort((a, b) => a.month.localeCompare(b.month)),
    count,
  }
}

/** One part of the sentence that names what a save changes; a month's year is left out where the part before named the same year. */
export type ChangedPart =
  | { kind: 'reconciliation'; accountName?: string; month?: string; withYear: boolean }
  | { kind: 'signOff'; month: string; withYear: boolean }

/** The sentence's parts: at most `limit` named, and how many more there are. */
export function changedParts(periods: ChangedPeriods, limit = 4): { parts: ChangedPart[]; more: number } {
  const all: Array<{ kind: 'reconciliation' | 'signOff'; accountName?: string; month?: string }> = [
    ...periods.reconciliations.map(({ accountName, endDate }) => ({
      kind: 'reconciliation' as const,
      ...(accountName ? { accountName } : {}),
      ...(endDate ? { month: monthOf(endDate) } : {}),
    })),
    ...periods.signOffs.map(({ month }) => ({ kind: 'signOff' as const, month })),
  ]
  // Named in full below the limit; past it, one fewer leaves room for "and N more".
  const named = all.length <= limit ? all : all.slice(0, limit - 1)
  let yearBefore: string | undefined
  const parts = named.map((part): ChangedPart => {
    const year = part.month?.slice(0, 4)
    const withYear = year === undefined || year !== yearBefore
    yearBefore = year ?? yearBefore
    return part.kind === 'signOff'
      ? { kind: 'signOff', month: part.month!, withYear }
      : {
          kind: 'reconciliation',
          ...(part.accountName ? { accountName: part.accountName } : {}),
          ...(part.month ? { month: part.month } : {}),
          withYear,
        }
  })
  return { parts, more: all.length - named.length }
}
