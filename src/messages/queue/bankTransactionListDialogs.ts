/**
 * English strings of the review queue's parts that follow a user's act: the dialogs that keys open
 * (the category picker, the list of keys), the bulk bar and what an action did. Their own module: it
 * loads with those parts, not with the queue's first rows. A host overrides any of them through the
 * provider's `messages`, like every other string.
 */
export const bankTransactionListDialogMessages = {
  // The bulk bar, drawn once rows are selected.
  'bankTransactionList.selected': (count: string) => `${count} selected`,
  'bankTransactionList.bulkCategory': 'Category for the selected',
  'bankTransactionList.categorizeSelected': (count: string) => `Categorize ${count}`,
  'bankTransactionList.markSelectedReviewed': (count: string) => `Mark ${count} reviewed`,
  'bankTransactionList.clearSelection': 'Clear selection',
  // The titles of the category picker.
  'bankTransactionList.picker.forRow': (name: string) => `Category for ${name}`,
  'bankTransactionList.picker.forSelected': (count: string) => `Category for the ${count} selected`,
  // What an action did, announced once it is done (QueueOutcome.tsx).
  'bankTransactionList.count.saved': (count: string) => `${count} saved`,
  'bankTransactionList.count.refused': (count: string) => `${count} refused`,
  'bankTransactionList.count.unknown': (count: string) => `${count} not known if saved`,
  'bankTransactionList.count.notSent': (count: string) => `${count} not sent`,
  /** `counts` are the non-zero ones above, in that order; `refusal` quotes the service's first reason. */
  'bankTransactionList.actionResult': (counts: readonly string[], refusal: string | undefined) =>
    `${counts.join(', ')}${refusal ? `: ${refusal}` : '.'}`,
  'bankTransactionList.unknownHint': '“Check again” on those rows finds out before anything is sent again.',
  'bankTransactionList.restHint': '“Try again” sends only the rows not saved.',
  'bankTransactionList.undone': (count: string) => `Undone: ${count} restored.`,
  'bankTransactionList.undonePartly': (restored: string, left: string) =>
    `Undone: ${restored} restored, ${left} not yet. Undo again sends only those.`,
  'bankTransactionList.undoFailed': 'The undo was not saved. Try again.',
  'bankTransactionList.undoUnknown': 'It is not known whether the undo was saved. Undo again finds out first, so nothing is sent twice.',
  'bankTransactionList.rowResult': (name: string, refusal: string | undefined) =>
    refusal === undefined ? `Saved: ${name}.` : `Not saved: ${name}. ${refusal}`,
  'bankTransactionList.rowUnknown': (name: string, reason: string) => `Not known if saved: ${name}. ${reason}`,
  'bankTransactionList.rowLocked': (name: string) => `${name} can't be changed.`,
  'bankTransactionList.receipt.failedAnnounce': (name: string, reason: string) => `The receipt for ${name} was not uploaded: ${reason}`,
  'bankTransactionList.receipt.noUpload': 'Receipts can’t be added here: this app has not set up file uploads.',
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
