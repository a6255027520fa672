import { requireWriteScope } from '../../service/auth'
import { assertModifiable } from '../../closingLock'
import { ApiFailure, notFound } from '../../service/errors'
import { readJsonBody, successResponse } from '../../service/http'
import { recordInvoicePayments } from '../../invoicePayments'
import { recordTransferPair } from '../../transferPairs'
import { bankTransactionWire } from '../../serialize/bankTransaction'
import { isJsonObject } from '../../service/validate'
import { bankTransactionPage } from './bankTransactionListing'
import { batchSaveRoute, runBatchOn } from './batch'
import { saveBankTransaction } from './bankTransactionSave'
import { assertOtherSidesModifiable } from './transferPairChecks'
import type { Route } from '../types'

/** `POST /v6/banks/transactions`: batch create or update. */
export const saveBankTransactionsRoute = batchSaveRoute('/v6/banks/transactions', saveBankTransaction)

/**
 * `POST /v6/banks/transactions` as the service description shows it: a body with `data` saves, as
 * above; a POST with only the bearer header (no body, an empty one, or a JSON object without
 * `data`) lists the token's bank transactions, which the description's authentication guide shows
 * but does not describe, so the listing pages as the description's earlier style does (v5
 * headers). Listing is a read, so only a save needs a write token.
 */
export const saveOrListBankTransactionsRoute: Route = {
  method: 'POST',
  path: '/v6/banks/transactions',
  access: 'read',
  async handle(context) {
    const { store, viewer, conventions, options } = context
    const body = await readJsonBody(context.request)
    if (isJsonObject(body) && body.data === undefined) return bankTransactionPage(context)
    requireWriteScope(viewer)
    if (!isJsonObject(body)) throw ApiFailure.of(400, 'INVALID_FORMAT', 'The request body must be a JSON object.')
    return runBatchOn(body, options.maxBatchItems, (item) => saveBankTransaction(store, viewer, item, conventions))
  },
}

/**
 * `DELETE /v6/banks/transactions/{id}` (README decision 7): answers the record with status
 * DELETED; its ledger lines go, so do the invoice payments its splits recorded (decision 26), the
 * other side of its transfer pair is unpaired and back in review (decision 27), and v5 syncs report
 * its id. A second delete is 404.
 */
export const deleteBankTransactionRoute: Route = {
  method: 'DELETE',
  path: '/v6/banks/transactions/:id',
  access: 'write',
  async handle({ params, store, viewer, conventions }) {
    const id = params.id ?? ''
    const transaction = store.visible(store.bankTransactions, id, viewer)
    if (!transaction || transaction.status === 'DELETED') throw notFound('bank transaction', id, 'id')
    assertModifiable(store, transaction.companyId, transaction.date)
    assertOtherSidesModifiable(store, transaction, { ...transaction, status: 'DELETED' })
    const stamp = store.clock.tick()
    const deleted = { ...transaction, status: 'DELETED' as const, updatedAt: stamp }
    store.putBankTransaction(deleted)
    store.claimExternalId('bankTransaction', transaction, null, transaction.bankAccountId)
    recordInvoicePayments(store, transaction, undefined)
    store.ledger.remove(id)
    recordTransferPair(store, transaction, deleted)
    store.deletions.push({ id, companyId: transaction.companyId, deletedAt: store.clock.nowMillis() })
    return successResponse({ data: bankTransactionWire(store, deleted, 'dimensionValues', conventions.bankTransactionCustomData) })
  },
}
