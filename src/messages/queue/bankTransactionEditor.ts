import type { BankTransactionEditorDetailMessages } from './bankTransactionEditorDetails'

/**
 * English strings of the bank transaction editor's first paint; a host overrides any of them through
 * the provider's `messages`. Those only its later chunk shows are in bankTransactionEditorDetails.ts,
 * the delete's in bankTransactionDelete.ts.
 */
export const bankTransactionEditorMessages = {
  'bankTransactionEditor.titleCreate': 'New bank transaction',
  'bankTransactionEditor.titleEdit': 'Bank transaction',
  'bankTransactionEditor.details': 'Details',
  'bankTransactionEditor.bankAccount': 'Bank account',
  'bankTransactionEditor.date': 'Date',
  'bankTransactionEditor.type': 'Type',
  'bankTransactionEditor.amount': 'Amount',
  'bankTransactionEditor.amountHint': (saved: string) => `Saved as ${saved}.`,
  'bankTransactionEditor.amountHintUnsigned': 'Type the amount without a sign: the type sets whether money goes out or comes in.',
  'bankTransactionEditor.description': 'Description',
  'bankTransactionEditor.notes': 'Memo',
  'bankTransactionEditor.bankLine': 'From the bank',
  'bankTransactionEditor.originalAmount': 'Original amount',
  'bankTransactionEditor.correctBankLine': 'Correct the bank line',
  'bankTransactionEditor.moreDetails': 'More details',
  'bankTransactionEditor.suggested': 'Suggested:',
  'bankTransactionEditor.useSuggestion': (category: string) => `Use ${category}`,
  'bankTransactionEditor.alwaysCategorize': 'Make a rule…',
  'bankTransactionEditor.counterparty': 'Vendor or customer',
  'bankTransactionEditor.integration': 'Integration',
  'bankTransactionEditor.categorization': 'Category',
  'bankTransactionEditor.vendor': 'Vendor',
  'bankTransactionEditor.customer': 'Customer',
  'bankTransactionEditor.category': 'Category',
  'bankTransactionEditor.classSegments': 'Class segments',
  'bankTransactionEditor.requiredLabel': (name: string) => `${name} (required)`,
  'bankTransactionEditor.splits': 'Splits',
  'bankTransactionEditor.splitsHint': 'Split the amount across categories; the splits must add up to the amount.',
  'bankTransactionEditor.splitField': (field: string, number: number) => `${field} (split ${number})`,
  'bankTransactionEditor.addSplit': 'Add split',
  'bankTransactionEditor.notSet': 'Not set',
  'bankTransactionEditor.value.EXPENSE': 'Expense (money out)',
  'bankTransactionEditor.value.INCOME': 'Income (money in)',
  'bankTransactionEditor.value.TRANSFER': 'Transfer',
  'bankTransactionEditor.save': 'Save',
  'bankTransactionEditor.create': 'Create transaction',
  'bankTransactionEditor.saving': 'Saving…',
  'bankTransactionEditor.saveAnyway': 'Save as a new transaction anyway',
  'bankTransactionEditor.cancel': 'Cancel',
  'bankTransactionEditor.delete': 'Delete',
  'bankTransactionEditor.deleted': 'This transaction was deleted.',
  'bankTransactionEditor.saved': 'Transaction saved.',
  'bankTransactionEditor.created': 'Transaction created.',
  'bankTransactionEditor.noChanges': 'Nothing has changed since the last save.',
  'bankTransactionEditor.unsaved': 'Unsaved changes',
}

/** The bank transaction editor's strings, as a host may override them. */
export type BankTransactionEditorMessages = typeof bankTransactionEditorMessages

/** The label of an open-set value: ours when we know it, the service's own text otherwise (README decision 13). */
export function valueLabel(messages: BankTransactionEditorMessages | BankTransactionEditorDetailMessages, value: string): string {
  const label = (messages as Record<string, unknown>)[`bankTransactionEditor.value.${value}`]
  return typeof label === 'string' ? label : value
}
