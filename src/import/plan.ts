/**
 * The save items of an import: each row to import as a bank-transaction create of the chosen
 * account, with `apiName: 'STATEMENT_IMPORT'` and the row's `apiSourceId` (README decision 18), so
 * a lost answer is found by id and a repeat is known before it is sent. The sign says the
 * direction; `type` says it in the service's words.
 */
import type { BankTransaction, BankTransactionInput } from '../api/types'
import type { PreviewRow } from './preview'
import { STATEMENT_IMPORT, type HeldAs } from './sourceIds'

export function statementImportItem({ row, sourceId }: PreviewRow, bankAccountId: string): BankTransactionInput {
  const amount = row.amount as number
  return {
    bankAccountId,
    date: row.date as string,
    amount,
    type: amount < 0 ? 'EXPENSE' : 'INCOME',
    ...(row.description ? { description: row.description } : {}),
    apiName: STATEMENT_IMPORT,
    apiSourceId: sourceId as string,
  }
}

/**
 * An account's transactions by their `apiSourceId`, to tell what is there already: under one of a
 * row's ids, or, for a whole batch, under an id of one of its parts (`<batch id>/<part>`).
 */
export class HeldIds {
  /** The account's transactions, deleted ones left out. */
  readonly transactions: BankTransaction[]
  readonly #byId = new Map<string, BankTransaction>()
  /** `<batch id>` → a transaction held under `<batch id>/<part>`. */
  readonly #byBatch = new Map<string, BankTransaction>()

  constructor(transactions: readonly BankTransaction[], bankAccountId: string) {
    this.transactions = transactions.filter((transaction) => transaction.bankAccount?.id === bankAccountId && transaction.status !== 'DELETED')
    for (const transaction of this.transactions) {
      const id = transaction.apiSourceId
      if (!id) continue
      this.#byId.set(id, transaction)
      const part = /^(.+)\/\d+$/.exec(id)
      if (part?.[1] !== undefined && !this.#byBatch.has(part[1])) this.#byBatch.set(part[1], transaction)
    }
  }

  /** The account's transaction that is this row, if it holds one. */
  find(heldAs: HeldAs): BankTransaction | undefined {
    for (const id of heldAs.ids) {
      const found = this.#byId.get(id)
      if (found) return found
    }
    for (const id of heldAs.partsOf ?? []) {
      const found = this.#byBatch.get(id)
      if (found) return found
    }
    return undefined
  }
}
