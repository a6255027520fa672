// The bike shop's savings account, where the reconciliation's tests at the closing date work: its
// book in the host's store, a row's review status in the sandbox, and rows saved to it by its owner.
import type { BankTransaction } from '../../src/api/types'
import { reconciliationsKey, withFinishing } from '../../src/core/reconcile/book'
import type { FinishingReconciliation, ReconciliationBook } from '../../src/core/reconcile/types'
import { SANDBOX, type Sandbox } from '../../src/sandbox'
import { bookOf, reconciliationOf } from './reconciliations'
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

/**
 * June's finish of three reviewed rows, $350.00 on the statement: the lube order saved reconciled,
 * then the books closed through June 5, so the pump (June 4) was refused and the payment not sent.
 */
export async function stuckJune(sandbox: Sandbox): Promise<Record<'lube' | 'pump' | 'fleet', BankTransaction>> {
  const rows = [
    { date: '2026-06-03', amount: -12_000, description: 'Chain lube order', reviewStatus: 'REVIEWED' },
    { date: '2026-06-04', amount: -3_000, description: 'Tyre pump', reviewStatus: 'REVIEWED' },
    { date: '2026-06-10', amount: 50_000, description: 'Fleet service payment', reviewStatus: 'REVIEWED' },
  ]
  const [lube, pump, fleet] = await saveToSavings(sandbox, rows)
  const { finishedAt: _notYet, ...record } = reconciliationOf(ACCOUNT, '2026-06-30', [lube!, pump!, fleet!], { id: 'rec_june' })
  const finishing: FinishingReconciliation = {
    ...record,
    // As a finish keeps them: with their descriptions, for the report.
    transactions: record.transactions.map((one, index) => ({ ...one, description: rows[index]!.description })),
    closingBalance: 35_000,
    clearedIn: 50_000,
    clearedOut: -15_000,
    startedAt: '2026-06-30T09:00:00.000Z',
    basedOn: null,
  }
  sandbox.store.put(KEY, withFinishing(bookOf(), finishing))
  const [saved] = await sandboxClient(sandbox, owner).client.saveBankTransactions([{ id: lube!.id, reviewStatus: 'RECONCILED' }])
  if (!saved?.ok) throw new Error('the lube order was not saved reconciled')
  sandbox.closeBooks('2026-06-05', shop.id)
  return { lube: lube!, pump: pump!, fleet: fleet! }
}
