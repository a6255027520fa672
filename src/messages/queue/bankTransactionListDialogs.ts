/**
 * English strings of the review queue's dialogs that keys open (the category picker, the list of
 * keys). Their own module: it loads with those dialogs, not with the queue's first rows. A host
 * overrides any of them through the provider's `messages`, like every other string.
 */
export const bankTransactionListDialogMessages = {
  'bankTransactionList.picker.search': 'Find a category',
  'bankTransactionList.picker.choices': 'Categories',
  'bankTransactionList.picker.suggested': 'Suggested',
  'bankTransactionList.picker.searching': 'Searching…',
  'bankTransactionList.picker.noMatch': 'No category matches.',
  'bankTransactionList.picker.apply': (category: string) => `Categorize as ${category}`,
  'bankTransactionList.picker.chooseFirst': 'Choose a category',
  'bankTransactionList.picker.cancel': 'Cancel',
  'bankTransactionList.shortcuts.close': 'Close',
  'bankTransactionList.shortcuts.key': 'Key',
  'bankTransactionList.shortcuts.action': 'What it does',
  'bankTransactionList.keys.confirm':
    'Confirm the current row as shown (its category, or its first suggestion: the invoices a deposit pays, or a category), mark it reviewed, and go to the next row. A row with neither opens the category picker; a deposit that two invoices match equally opens Find match….',
  'bankTransactionList.keys.next': 'Next row',
  'bankTransactionList.keys.previous': 'Previous row',
  'bankTransactionList.keys.ends': 'First or last row',
  'bankTransactionList.keys.select': 'Select or deselect the current row',
  'bankTransactionList.keys.extend': 'Extend the selection',
  'bankTransactionList.keys.category': 'Choose a category for the current row, or for the selection',
  'bankTransactionList.keys.edit': 'Open the current row in the editor (Escape closes it)',
  'bankTransactionList.keys.rule': 'Make a categorization rule from the current row',
  'bankTransactionList.keys.match': 'Find the invoices a deposit pays (Find match…)',
  'bankTransactionList.keys.transfer': 'Mark money moved to another of your accounts as a transfer (Mark as transfer…)',
  'bankTransactionList.keys.undo': 'Undo the last action (again for the one before)',
  'bankTransactionList.keys.search': 'Search',
  'bankTransactionList.keys.help': 'Show these shortcuts',
  'bankTransactionList.keys.receipt': 'Attach a receipt to a row',
  'bankTransactionList.keys.receiptKeys': 'Drop a file on the row, or paste one',
}

/** The strings of the review queue's dialogs, as a host may override them. */
export type BankTransactionListDialogMessages = typeof bankTransactionListDialogMessages
