// The bike shop's savings account, where the reconciliation's tests at the closing date work: its
// book in the host's store, a row's review status in the sandbox, and rows saved to it by its owner.
import type { BankTransaction } from '../../src/api/types'
import { reconciliationsKey } from '../../src/core/reconcile/book'
import type { ReconciliationBook } from '../../src/core/reconcile/types'
import { SANDBOX, type Sandbox } from '../../src/sandbox'
import { sandboxClient } from './sandbox'

export const shop = SANDBOX.companies.bikeShop
export const ACCOUNT = shop.bankAccounts.savings
export const KEY = reconciliationsKey(shop.id, ACCOUNT)
export const owner = { userId: SANDBOX.users.bikeShopOwner }

/** The account's reconciliations as the store holds them now. */
export const storedBook = (sandbox: Sandbox) => sandbox.store.peek(KEY)?.value as ReconciliationBook | undefined

/** A transaction's review status as the sandbox holds it now. */
export const reviewStatusIn = (sandbox: Sandbox, id: string) =>
  sandbox.inspect.bankTransactions(shop.id).find((each) => each.id === id)?.reviewStatus

/** `rows` saved to the account by its owner, as the service answered them, in their order. */
export async function saveToSavings(
  sandbox: Sandbox,
  rows: ReadonlyArray<{ date: string; amount: number; description: string; reviewStatus: string }>,
): Promise<BankTransaction[]> {
  const { client } = sandboxClient(sandbox, owner)
  const saved = await client.saveBankTransactions(rows.map((row) => ({ ...row, bankAccountId: ACCOUNT })))
  return saved.map((result) => result.data as BankTransaction)
}
