/** One service operation the explorer can call, with a request a partner can edit. */
export interface ExplorerOperation {
  id: string
  method: 'GET' | 'POST' | 'DELETE'
  path: string
  headers?: Record<string, string>
  body?: unknown
  note: string
}

/** Every endpoint of the service, as the sandbox serves it, with a useful first request. */
export const explorerOperations: ExplorerOperation[] = [
  {
    id: 'getNotificationSettings',
    method: 'GET',
    path: '/v6/notifications/settings',
    note: "The signed-in user's notification preferences.",
  },
  {
    id: 'updateNotificationSettings',
    method: 'POST',
    path: '/v6/notifications/settings',
    body: { data: { financialSummaries: 'EMAIL', bankConnectionErrors: 'SMS', conversations: null } },
    note: 'Saves all three preferences; null means not set.',
  },
  {
    id: 'queryInvoices',
    method: 'POST',
    path: '/v6/invoicing/invoices/query',
    body: { limit: 5, sort: { value: '-date' }, filter: { invoiceStatus: { in: ['OPEN'] } } },
    note: 'Invoices, newest first; cursor.after fetches the next page.',
  },
  {
    id: 'queryGeneralLedger',
    method: 'POST',
    path: '/v6/accounting/glAccounts/{glAccountId}/generalLedger',
    body: { limit: 5, filter: { includeBeginningBalance: true, beginDate: '2026-01-01' } },
    note: "One GL account's lines with running balances; beginningBalance on page 1.",
  },
  {
    id: 'saveBankTransactions',
    method: 'POST',
    path: '/v6/banks/transactions',
    body: {
      data: [{ date: '2026-06-15', amount: -4250, description: 'Flour delivery', type: 'EXPENSE', bankAccountId: '{bankAccountId}' }],
    },
    note: 'Creates (no id) or updates (with id); each item answers for itself.',
  },
  {
    id: 'listBankTransactions',
    method: 'GET',
    path: '/v5/banks/transactions',
    headers: { limit: '5' },
    note: 'The v5 style: limit, cursor and lastUpdatedDate travel as headers.',
  },
  {
    id: 'deleteBankTransaction',
    method: 'DELETE',
    path: '/v6/banks/transactions/{bankTransactionId}',
    note: 'Answers the record with status DELETED.',
  },
  {
    id: 'saveManualJournalEntries',
    method: 'POST',
    path: '/v6/accounting/manualJournalEntries',
    body: {
      data: [
        {
          description: 'Move June utilities booked as rent',
          children: [
            { glAccountId: '{debitGlAccountId}', drAmount: 12500, crAmount: 0 },
            { glAccountId: '{creditGlAccountId}', drAmount: 0, crAmount: 12500 },
          ],
        },
      ],
    },
    note: 'Debits must equal credits; the entry amount is their sum.',
  },
  { id: 'getClosing', method: 'GET', path: '/v6/closing', note: 'The closing date and whether modifications are enabled.' },
]
