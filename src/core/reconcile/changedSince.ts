/**
 * Which reconciled transactions of a synced set changed since their reconciliation, kept as the set
 * changes: a save, an undo or a merged page costs the records it changed (the set's `change`),
 * never a pass over the history. Pure: the hook (src/react/reconcile/reconciledChanges.ts) reads the books.
 */
import type { BankTransaction } from '../../api/types'
import { type BankTransactionSet } from '../queue/bankTransactionSet'
import { changesBetween, type FollowedSet } from '../queue/setChanges'
import type { Reconciliation, ReconciliationBook } from './types'
import { changesSince, isReconciled, type ReconciledChange } from './worksheet'

/** A reconciled transaction changed since: the reconciliation that holds it and what changed. */
export interface ReconciledChangeFlag {
  /** The reconciliation's end date, `YYYY-MM-DD`: the month it changes. */
  endDate: string
  reconciliationId: string
  bankAccountId: string
  /** The company whose store keeps the reconciliation. */
  companyId: string
  changes: ReconciledChange['changes']
}

/** The reconciliation of `book` that holds `transactionId` (the latest, should several), if one does. */
export function reconciliationHolding(book: ReconciliationBook, transactionId: string): Reconciliation | undefined {
  for (let at = book.reconciliations.length - 1; at >= 0; at--) {
    const reconciliation = book.reconciliations[at]!
    if (reconciliation.transactions.some((transaction) => transaction.id === transactionId)) return reconciliation
  }
  return undefined
}

/** One account's book, as read from the store (`undefined`: it could not be read). */
export interface AccountBook {
  companyId: string
  bankAccountId: string
  book: ReconciliationBook | undefined
}

/** Where a held transaction is: its reconciliation and the account's company. */
interface Held {
  reconciliation: Reconciliation
  companyId: string
}

const accountKey = (companyId: string, bankAccountId: string) => `${companyId}\t${bankAccountId}`

/** The accounts a key names, as the hook reads them. */
export const accountsOfKey = (key: string): Array<{ companyId: string; bankAccountId: string }> =>
  key === ''
    ? []
    : key.split('\n').map((account) => {
        const [companyId, bankAccountId] = account.split('\t') as [string, string]
        return { companyId, bankAccountId }
      })

/**
 * The accounts a whole set's reconciled transactions are in, and the changes since their
 * reconciliations, each followed through the set's changes.
 */
export class ReconciledChangeIndex {
  /** The sets counted and flagged last (with their changes: a render of an older set follows them back). */
  #counted: FollowedSet | undefined
  #countedFor: string | undefined
  #accounts = new Map<string, number>()
  #books: readonly AccountBook[] = []
  #held = new Map<string, Held>()
  #flagged: FollowedSet | undefined
  #flags: ReadonlyMap<string, ReconciledChangeFlag> = new Map()

  /**
   * The accounts (per company: `companyId`, else the transaction's own, else `default`) that hold a
   * reconciled transaction of `set`, as one key (sorted; empty when none), for `accountsOfKey`.
   */
  accountsOf(set: BankTransactionSet, companyId: string | undefined): string {
    const nameOf = (transaction: BankTransaction | undefined) =>
      transaction && isReconciled(transaction) && transaction.bankAccount?.id
        ? accountKey(companyId ?? transaction.company?.id ?? 'default', transaction.bankAccount.id)
        : undefined
    const { transactions } = set
    if (transactions === this.#counted?.transactions && companyId === this.#countedFor) return this.#accountsKey()
    const records = companyId === this.#countedFor ? changesBetween(this.#counted, set) : undefined
    if (records) {
      for (const { before, after } of records) {
        add(this.#accounts, nameOf(before), -1)
        add(this.#accounts, nameOf(after), 1)
      }
    } else {
      this.#accounts = new Map()
      for (const transaction of transactions) add(this.#accounts, nameOf(transaction), 1)
    }
    this.#counted = set
    this.#countedFor = companyId
    return this.#accountsKey()
  }

  #accountsKey(): string {
    return [...this.#accounts.keys()].sort().join('\n')
  }

  /**
   * The reconciled transactions changed since their reconciliation in `books`, by id, against the
   * whole `set`: the same map while nothing changed.
   */
  changesOf(set: BankTransactionSet, books: readonly AccountBook[]): ReadonlyMap<string, ReconciledChangeFlag> {
    const { transactions } = set
    const sameBooks = books.length === this.#books.length && books.every((one, at) => one.book === this.#books[at]!.book)
    if (!sameBooks) {
      this.#books = books
      this.#held = new Map()
      for (const { companyId, book } of books)
        for (const reconciliation of book?.reconciliations ?? [])
          for (const { id } of reconciliation.transactions) this.#held.set(id, { reconciliation, companyId })
    } else if (transactions === this.#flagged?.transactions) return this.#flags
    const records = sameBooks ? changesBetween(this.#flagged, set) : undefined
    if (records) {
      let flags: Map<string, ReconciledChangeFlag> | undefined
      for (const { before, after } of records) {
        const id = (after ?? before)!.id
        const held = this.#held.get(id)
        if (!held) continue
        const now = after ? new Map([[id, after]]) : new Map<string, BankTransaction>()
        const [changed] = changesSince(
          { ...held.reconciliation, transactions: held.reconciliation.transactions.filter((one) => one.id === id) },
          now,
        )
        if (!changed && !this.#flags.has(id)) continue
        flags ??= new Map(this.#flags)
        if (changed) flags.set(id, flagOf(held, changed))
        else flags.delete(id)
      }
      this.#flagged = set
      if (flags) this.#flags = flags
      return this.#flags
    }
    // A set that does not follow the one looked at (or other books): the held transactions found in one pass.
    const now = new Map<string, BankTransaction>()
    if (this.#held.size > 0)
      for (const transaction of transactions) if (this.#held.has(transaction.id)) now.set(transaction.id, transaction)
    const flags = new Map<string, ReconciledChangeFlag>()
    for (const { companyId, book } of books)
      for (const reconciliation of book?.reconciliations ?? [])
        for (const changed of changesSince(reconciliation, now)) {
          const held = this.#held.get(changed.id)!
          // A transaction held by a later reconciliation too is that one's.
          if (held.reconciliation === reconciliation) flags.set(changed.id, flagOf({ reconciliation, companyId }, changed))
        }
    this.#flagged = set
    this.#flags = flags
    return flags
  }
}

const flagOf = ({ reconciliation, companyId }: Held, { changes }: ReconciledChange): ReconciledChangeFlag => ({
  endDate: reconciliation.endDate,
  reconciliationId: reconciliation.id,
  bankAccountId: reconciliation.bankAccountId,
  companyId,
  changes,
})

function add(counts: Map<string, number>, name: string | undefined, by: number): void {
  if (name === undefined) return
  const count = (counts.get(name) ?? 0) + by
  if (count > 0) counts.set(name, count)
  else counts.delete(name)
}
