import { bankTransactionPage } from './bankTransactionListing'
import type { Route } from '../types'

/** `GET /v5/banks/transactions`: bookkit's listing (README decision 2), the v5 header style. */
export const listBankTransactionsRoute: Route = {
  method: 'GET',
  path: '/v5/banks/transactions',
  access: 'read',
  async handle(context) {
    return bankTransactionPage(context)
  },
}
