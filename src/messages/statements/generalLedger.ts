/** Every string `<GeneralLedger>` shows; a host overrides any of them through the provider's `messages`. */
export const generalLedgerMessages = {
  'generalLedger.tableLabel': (account: string) => `General ledger of ${account}`,
  /** The title and the table's name when the account's name is not known (never its id). */
  'generalLedger.unnamed': 'General ledger',
  /** The account in the balance chart's sentences when its name is not known. */
  'generalLedger.thisAccount': 'this account',
  'generalLedger.accountNumber': 'Account number',
  'generalLedger.accountType': 'Type',
  'generalLedger.accountType.ASSET': 'Asset',
  'generalLedger.accountType.LIABILITY': 'Liability',
  'generalLedger.accountType.EQUITY': 'Equity',
  'generalLedger.accountType.REVENUE': 'Revenue',
  'generalLedger.accountType.EXPENSE': 'Expense',
  'generalLedger.column.date': 'Date',
  'generalLedger.column.description': 'Description',
  'generalLedger.column.debit': 'Debit',
  'generalLedger.column.credit': 'Credit',
  'generalLedger.column.runningBalance': 'Balance',
  'generalLedger.beginningBalance': 'Beginning balance',
  'generalLedger.amountUnreadable': 'The service sent this amount in a form that cannot be read, so it is not shown.',
  'generalLedger.search': 'Search lines',
  'generalLedger.dateRange': 'Dates',
  'generalLedger.accountingMethod': 'Accounting method',
  'generalLedger.methodDefault': "Company's method",
  'generalLedger.methodAccrual': 'Accrual',
  'generalLedger.methodCash': 'Cash',
  'generalLedger.customer': 'Customer',
  'generalLedger.anyCustomer': 'Any customer',
  'generalLedger.dimensionValue': 'Dimension value',
  'generalLedger.anyDimensionValue': 'Any dimension value',
  'generalLedger.clearFilters': 'Clear filters',
  'generalLedger.filters': (active: string, n: number) => (n > 0 ? `Filters (${active})` : 'Filters'),
  'generalLedger.loading': 'Loading ledger lines…',
  'generalLedger.errorTitle': 'The ledger could not be loaded.',
  'generalLedger.loadMoreError': 'More ledger lines could not be loaded.',
  'generalLedger.empty': 'This account has no lines yet.',
  'generalLedger.emptyFiltered': 'No lines match these filters.',
  'generalLedger.loaded': (count: string, n: number, more: boolean) =>
    `${count} ${n === 1 ? 'line' : 'lines'} loaded${more ? ', more available' : ''}`,
  'generalLedger.export': 'Export CSV',
  'generalLedger.exportCancel': 'Cancel export',
  'generalLedger.exportProgress': (lines: string, n: number) => `Exporting… ${lines} ${n === 1 ? 'line' : 'lines'} so far`,
  'generalLedger.exportDone': (lines: string, n: number) => `Exported ${lines} ${n === 1 ? 'line' : 'lines'}.`,
  'generalLedger.exportRetrying': (lines: string, n: number) =>
    `Exporting… ${lines} ${n === 1 ? 'line' : 'lines'} so far; the service did not answer, trying again.`,
  'generalLedger.exportCancelled': 'Export cancelled.',
  'generalLedger.exportFailed': 'The export failed.',
  'generalLedger.exportStopped': (lines: string, n: number) => `The export stopped after ${lines} ${n === 1 ? 'line' : 'lines'}.`,
  'generalLedger.exportResume': 'Resume export',
  'generalLedger.exportUnreadable': (line: string, date: string, column: string) =>
    `The export stopped at line ${line} (${date}): its ${column} amount cannot be read, so no file was saved.`,
}

/** The general ledger's strings, as a host may override them. */
export type GeneralLedgerMessages = typeof generalLedgerMessages

/** An account type as the header shows it: ours for the service's known types, else as it came. */
export function accountTypeLabel(messages: GeneralLedgerMessages, type: string): string {
  const label = (messages as Record<string, unknown>)[`generalLedger.accountType.${type}`]
  return typeof label === 'string' ? label : type
}
