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
  'bankTransactionList.askSelected': (count: string) => `Ask the owner about ${count}…`,
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
  'bankTransactionList.keys.ask': 'Ask the business owner about the current row, or about the selection (Ask the owner…)',
  'bankTransactionList.keys.undo': 'Undo the last action (again for the one before)',
  'bankTransactionList.keys.search': 'Search',
  'bankTransactionList.keys.help': 'Show these shortcuts',
  'bankTransactionList.keys.receipt': 'Attach a receipt to a row',
  'bankTransactionList.keys.receiptKeys': 'Drop a file on the row, or paste one',
  // "Ask the owner…": a question to the business owner about rows, or a general request (AskOwnerDialog.tsx).
  'bankTransactionList.view.waiting': (count: string) => `Waiting for the owner (${count})`,
  'bankTransactionList.view.waiting.soFar': (count: string) => `Waiting for the owner (${count} so far)`,
  // A row's badge once the business owner was asked about it: one word, its sentence read out.
  'bankTransactionList.question.waiting': 'Asked',
  'bankTransactionList.question.waiting.name': 'Asked the owner, waiting for the answer',
  'bankTransactionList.question.answered': 'Answered',
  'bankTransactionList.question.answered.name': 'The owner answered',
  'bankTransactionList.ask.open': 'Ask the owner…',
  'bankTransactionList.ask.title.row': (name: string) => `Ask the owner about ${name}`,
  'bankTransactionList.ask.title.rows': (count: string) => `Ask the owner about ${count} transactions`,
  'bankTransactionList.ask.title.general': 'Ask the owner',
  'bankTransactionList.ask.transactions': 'Transactions asked about',
  'bankTransactionList.ask.templates': 'Quick questions',
  'bankTransactionList.ask.template.whatFor': 'What was this for?',
  'bankTransactionList.ask.template.receipt': 'Please add the receipt',
  'bankTransactionList.ask.template.businessOrPersonal': 'Business or personal?',
  // What a template writes in the question (the owner reads it).
  'bankTransactionList.ask.templateText.whatFor': 'What was this for?',
  'bankTransactionList.ask.templateText.receipt': 'Please add the receipt for this purchase.',
  'bankTransactionList.ask.templateText.businessOrPersonal': 'Was this for the business, or personal?',
  'bankTransactionList.ask.text': 'Question',
  'bankTransactionList.ask.textHint': 'The owner reads it as you write it.',
  'bankTransactionList.ask.textHint.general': 'For example: “Send March’s statement for the savings account.”',
  'bankTransactionList.ask.textRequired': 'Question: write what you want to ask.',
  'bankTransactionList.ask.choices': 'Choices to offer',
  'bankTransactionList.ask.choicesHint': 'The owner answers with one of these, or in words.',
  'bankTransactionList.ask.addCategory': 'Offer a category',
  'bankTransactionList.ask.chooseCategory': 'Choose a category',
  'bankTransactionList.ask.remove': 'Remove',
  'bankTransactionList.ask.removeChoice': (label: string) => `Remove ${label}`,
  'bankTransactionList.ask.personal': 'Personal',
  'bankTransactionList.ask.offerPersonal': 'Offer “Personal”',
  'bankTransactionList.ask.personalCategory': '“Personal” books to (optional)',
  'bankTransactionList.ask.personalNone': 'You decide later',
  'bankTransactionList.ask.receiptNeeded': 'Receipt needed',
  'bankTransactionList.ask.alreadyAsked': (names: string) => `Already asked, not asked again: ${names}.`,
  'bankTransactionList.ask.allAsked': 'Each of these is already asked and waits for the owner: there is nothing to send.',
  'bankTransactionList.ask.send': 'Send',
  'bankTransactionList.ask.sending': 'Sending…',
  'bankTransactionList.ask.cancel': 'Cancel',
  'bankTransactionList.ask.failed': (reason: string) => `The question was not sent: ${reason} Nothing you wrote is lost: send it again.`,
  'bankTransactionList.ask.sent': (count: string, n: number) =>
    `Asked the owner about ${count} ${n === 1 ? 'transaction' : 'transactions'}.`,
  'bankTransactionList.ask.sentGeneral': 'Request sent to the owner.',
  // "Receipt requests found for you": one offer per month (ReceiptRequestsOffer.tsx).
  'bankTransactionList.receipts.offers': 'Receipts to ask for',
  'bankTransactionList.receipts.offer': (count: string, n: number, amount: string, month: string) =>
    `${count} ${n === 1 ? 'purchase' : 'purchases'} of ${amount} or more in ${month} ${n === 1 ? 'has' : 'have'} no receipt.`,
  'bankTransactionList.receipts.more': (count: string, n: number) =>
    `${count} more ${n === 1 ? 'month has' : 'months have'} such purchases.`,
  'bankTransactionList.receipts.ask': 'Ask the owner for them',
  'bankTransactionList.receipts.askFor': (month: string) => `Ask the owner for them: the receipts of ${month}`,
  'bankTransactionList.receipts.dismiss': 'Not now',
  'bankTransactionList.receipts.dismissFor': (month: string) => `Not now: the receipts of ${month}`,
  /** The request's text, as the owner reads it. */
  'bankTransactionList.receipts.text': (amount: string, month: string) =>
    `Please add the receipts for ${month}’s purchases of ${amount} or more.`,
  'bankTransactionList.receipts.asked': (month: string) => `Asked the owner for the receipts of ${month}.`,
}

/** The strings of the review queue's dialogs, as a host may override them. */
export type BankTransactionListDialogMessages = typeof bankTransactionListDialogMessages
