// What a save is about to change that the user closed, read for the question asked before it is
// sent: the companies' signed-off months and the reconciled accounts' books, through the same
// queries the queue's flags and the editor's notices read (a record read for them is not read
// again), then told by src/core/close/changedPeriods.ts. Loaded with the question's part, not up front.
import { changedPeriods, recordsToRead, type ChangedPeriods, type PendingChange } from '../../core/close/changedPeriods'
import type { SignedMonth } from '../../core/close/monthClose'
import { reconciliationHolding } from '../../core/reconcile/changedSince'
import type { Reconciliation, ReconciliationBook } from '../../core/reconcile/types'
import type { BookkeepingContextValue } from '../provider/context'
import { signedMonthsQuery } from './monthCloseQuery'
import { reconciliationsQuery } from '../reconcile/reconciliationQuery'

const accountKey = (companyId: string, bankAccountId: string) => `${companyId}\t${bankAccountId}`

/**
 * The reconciliations and signed-off months `changes` change. A record that cannot be read says
 * nothing (its account's reconciliation is named without its month; its company's months are not
 * named): the question is never a reason for a save not to be sent.
 */
export async function readChangedPeriods(context: BookkeepingContextValue, changes: readonly PendingChange[]): Promise<ChangedPeriods> {
  const { companies, accounts } = recordsToRead(changes)
  const { queryClient } = context
  const [lists, books] = await Promise.all([
    Promise.all(
      companies.map((companyId) =>
        queryClient.fetchQuery(signedMonthsQuery(context, companyId)).then(
          (list): [string, readonly SignedMonth[]] => [companyId, list.months],
          () => undefined,
        ),
      ),
    ),
    Promise.all(
      accounts.map(({ companyId, bankAccountId }) =>
        queryClient.fetchQuery(reconciliationsQuery(context, companyId, bankAccountId)).then(
          (stored): [string, ReconciliationBook] => [accountKey(companyId, bankAccountId), stored.book],
          () => undefined,
        ),
      ),
    ),
  ])
  const bookOf = new Map(books.filter((book) => book !== undefined))
  const reconciliations = new Map<string, Reconciliation>()
  for (const { before, companyId } of changes) {
    const book = before?.bankAccount?.id ? bookOf.get(accountKey(companyId, before.bankAccount.id)) : undefined
    const held = book && reconciliationHolding(book, before!.id)
    if (held) reconciliations.set(before!.id, held)
  }
  return changedPeriods(changes, { signedMonths: new Map(lists.filter((list) => list !== undefined)), reconciliations })
}
