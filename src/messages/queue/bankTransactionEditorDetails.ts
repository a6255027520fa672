/**
 * English strings of the bank transaction editor that only its later chunk shows: "More details"
 * (the booking overrides, the tax payment, the statuses), the split rows and what they leave to
 * allocate, and what Save's checks refuse. Their own module: they load with that chunk, not before the form's first paint. A host
 * overrides any of them through the provider's `messages`.
 */
export const bankTransactionEditorDetailMessages = {
  'bankTransactionEditor.glAccount': 'GL account',
  'bankTransactionEditor.glAccountHint': 'Overrides the category’s account when set.',
  'bankTransactionEditor.matching': 'Matching bank transaction',
  'bankTransactionEditor.tax': 'Tax payment',
  'bankTransactionEditor.taxRegion': 'Tax region',
  'bankTransactionEditor.taxYear': 'Tax year',
  'bankTransactionEditor.taxQuarter': 'Tax quarter',
  'bankTransactionEditor.taxIncomplete': (field: string) => `${field} is required when any tax payment detail is given.`,
  'bankTransactionEditor.taxYearInvalid': 'Tax year must be a year between 1900 and 2199.',
  'bankTransactionEditor.status': 'Status',
  'bankTransactionEditor.reviewStatus': 'Review status',
  'bankTransactionEditor.access': 'Access',
  'bankTransactionEditor.userAccess': 'Business owner’s access',
  'bankTransactionEditor.accountantAccess': 'Accountant’s access',
  'bankTransactionEditor.apiName': 'Source system',
  'bankTransactionEditor.apiSourceId': 'ID in the source system',
  'bankTransactionEditor.value.ACTIVE': 'Active',
  'bankTransactionEditor.value.DELETED': 'Deleted',
  'bankTransactionEditor.value.UNREVIEWED': 'Unreviewed',
  'bankTransactionEditor.value.REVIEWED': 'Reviewed',
  'bankTransactionEditor.value.RECONCILED': 'Reconciled',
  'bankTransactionEditor.value.RECONCILIATION_DISCREPANCY': 'Reconciliation discrepancy',
  'bankTransactionEditor.value.NONE': 'None',
  'bankTransactionEditor.value.READ': 'Read',
  'bankTransactionEditor.value.WRITE': 'Write',
  'bankTransactionEditor.value.FEDERAL': 'Federal',
  'bankTransactionEditor.value.STATE': 'State',
  'bankTransactionEditor.value.LOCAL': 'Local',
  'bankTransactionEditor.value.Q1': 'Q1',
  'bankTransactionEditor.value.Q2': 'Q2',
  'bankTransactionEditor.value.Q3': 'Q3',
  'bankTransactionEditor.value.Q4': 'Q4',
  'bankTransactionEditor.split': (number: number) => `Split ${number}`,
  'bankTransactionEditor.splitLinks': (number: number) => `Links of split ${number}`,
  'bankTransactionEditor.removeSplit': (number: number) => `Remove split ${number}`,
  'bankTransactionEditor.invoiceId': 'Invoice ID',
  'bankTransactionEditor.billId': 'Bill ID',
  'bankTransactionEditor.payrollId': 'Payroll ID',
  'bankTransactionEditor.amountZero': 'Amount cannot be zero.',
  'bankTransactionEditor.amountSign': (type: string) => `Amount must be a positive figure: the type (${type}) sets the direction.`,
  'bankTransactionEditor.remaining': (amount: string) => `Remaining to allocate: ${amount}`,
  'bankTransactionEditor.overAllocated': (amount: string) => `Over-allocated by ${amount}`,
  'bankTransactionEditor.allocated': 'The splits add up to the amount.',
  'bankTransactionEditor.remainingUnknown': 'Remaining to allocate: correct the amounts to see it.',
  'bankTransactionEditor.splitsMismatch': (splits: string, amount: string) =>
    `The splits add up to ${splits} but the amount is ${amount}. Make them equal (or remove the splits) before saving.`,
}

/** The bank transaction editor's strings for "More details", the split rows and Save's checks, as a host may override them. */
export type BankTransactionEditorDetailMessages = typeof bankTransactionEditorDetailMessages
