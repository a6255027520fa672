import type { BankTransaction } from '../../src/api/types'
import type { Reconciliation, ReconciliationBook } from '../../src/core/reconcile/types'
import { SANDBOX, type Sandbox } from '../../src/sandbox'
import { SANDBOX_BASE_URL } from './sandbox'

const bakery = SANDBOX.companies.bakery
const checking = bakery.bankAccounts.checking

/** Sends one batch straight to the sandbox as the bakery's owner, as another client of the service would. */
async function save(sandbox: Sandbox, items: object[]) {
  const { access_token } = sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
  const answer = await sandbox.handle(
    new Request(`${SANDBOX_BASE_URL}/v6/banks/transactions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: items }),
    }),
  )
  if (!answer.ok) throw new Error(`The sandbox refused the save (${answer.status}).`)
}

/** The bakery's newest reviewed checking transaction after the closing, without splits: the first row of the queue's "Reviewed". */
export function newestReviewed(sandbox: Sandbox): BankTransaction {
  const closing = sandbox.inspect.closing(bakery.id).date
  const found = (sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[])
    .filter(
      (transaction) =>
        transaction.bankAccount?.id === checking &&
        transaction.date > closing &&
        transaction.status !== 'DELETED' &&
        ['REVIEWED', 'RECONCILED'].includes(transaction.reviewStatus ?? '') &&
        !transaction.children?.length,
    )
    .sort((a, b) => b.date.localeCompare(a.date) || (a.id < b.id ? -1 : 1))[0]
  if (!found) throw new Error('The sandbox has no reviewed checking transaction after its closing.')
  return found
}

/**
 * Reconciles the bakery's checking account through the sandbox's today with `transaction` cleared,
 * as a finish does (its review status saved `RECONCILED`, the reconciliation kept in the store),
 * then changes its amount by $25.00 through the service, as an edit made later would.
 */
export async function reconcileThenChangeAmount(sandbox: Sandbox, transaction: BankTransaction): Promise<void> {
  await save(sandbox, [{ id: transaction.id, reviewStatus: 'RECONCILED' }])
  const reconciliation: Reconciliation = {
    id: `rec_${sandbox.options.today.replaceAll('-', '')}_story`,
    bankAccountId: checking,
    bankAccountName: 'Checking',
    endDate: sandbox.options.today,
    openingBalance: 1_250_000,
    openingTyped: true,
    closingBalance: 1_250_000 + transaction.amount,
    clearedIn: Math.max(transaction.amount, 0),
    clearedOut: Math.min(transaction.amount, 0),
    difference: 0,
    outcome: 'balanced',
    transactions: [
      {
        id: transaction.id,
        date: transaction.date,
        amount: transaction.amount,
        ...(transaction.description ? { description: transaction.description } : {}),
        previousReviewStatus: transaction.reviewStatus ?? null,
      },
    ],
    finishedBy: 'Dana (bookkeeper)',
    finishedAt: `${sandbox.options.today}T17:00:00.000Z`,
  }
  const book: ReconciliationBook = { format: 'bookkit.reconciliations', formatVersion: 1, reconciliations: [reconciliation] }
  sandbox.store.put(`reconciliations:${bakery.id}:${checking}`, book)
  await save(sandbox, [{ id: transaction.id, amount: transaction.amount - 2500 }])
}
