import { assertModifiable } from '../closingLock'
import { notFound } from '../errors'
import { successResponse } from '../http'
import { bankTransactionWire } from '../serialize/bankTransaction'
import { runBatch } from './batch'
import { saveBankTransaction } from './bankTransactionSave'
import type { Route } from './types'

/** `POST /v6/banks/transactions`: batch create or update. */
export const saveBankTransactionsRoute: Route = {
  method: 'POST',
  path: '/v6/banks/transactions',
  access: 'write',
  async handle({ request, store, viewer }) {
    return runBatch(request, (item) => saveBankTransaction(store, viewer, item))
  },
}

/**
 * `DELETE /v6/banks/transactions/{id}` (README decision 7): answers the record with status
 * DELETED; its ledger lines go, and v5 syncs report its id. A second delete is 404.
 */
export const deleteBankTransactionRoute: Route = {
  method: 'DELETE',
  path: '/v6/banks/transactions/:id',
  access: 'write',
  async handle({ params, store, viewer }) {
    const id = params.id ?? ''
    const transaction = store.visible(store.bankTransactions, id, viewer)
    if (!transaction || transaction.status === 'DELETED') throw notFound('bank transaction', id, 'id')
    assertModifiable(store, transaction.companyId, transaction.date)
    const stamp = store.clock.tick()
    const deleted = { ...transaction, status: 'DELETED' as const, updatedAt: stamp }
    store.bankTransactions.set(id, deleted)
    store.claimExternalId('bankTransaction', transaction, null)
    store.ledger.remove(id)
    store.deletions.push({ id, companyId: transaction.companyId, deletedAt: store.clock.nowMillis() })
    return successResponse({ data: bankTransactionWire(store, deleted, 'dimensionValues') })
  },
}
