/**
 * Every string `<BankStatementImport>` shows once a file is chosen (how it is read, the preview,
 * the import and its undo), loaded with those steps; a host overrides any of them through the
 * provider's `messages`. Amounts, dates and counts arrive formatted in the provider's locale; `n`
 * is the count as a number, for plurals.
 */
const rows = (n: number) => (n === 1 ? 'row' : 'rows')
const transactions = (n: number) => (n === 1 ? 'transaction' : 'transactions')

export const bankStatementImportStepMessages = {
  'statementImport.step.settings': 'How the file is read',
  'statementImport.step.preview': 'Check the rows',
  'statementImport.step.importing': 'Importing',
  'statementImport.step.done': 'Import finished',

  'statementImport.readingRows': (name: string, count: string) => `Reading ${name}: ${count} rows so far…`,
  'statementImport.readFailed': (name: string) => `${name} could not be read.`,
  'statementImport.fileSummary': (name: string, format: string, count: string, n: number) => `${name}: ${format}, ${count} ${rows(n)}`,
  'statementImport.format.csv': 'CSV',
  'statementImport.format.ofx': 'OFX',
  'statementImport.format.qfx': 'QFX (Quicken)',
  'statementImport.format.camt053': 'CAMT.053',
  'statementImport.format.qif': 'QIF (Quicken)',
  'statementImport.fileAccount': (account: string) => `Account in the file: ${account}`,
  'statementImport.chooseAnother': 'Choose another file',

  'statementImport.problem.empty': 'This file is empty. Download the statement from your bank again, as CSV, OFX or CAMT.053.',
  'statementImport.problem.pdf':
    'This is a PDF, which is made to be printed, not read. In your online banking, download the statement as CSV, OFX (also offered as “Money” or “Quicken”) or CAMT.053 instead.',
  'statementImport.problem.image':
    'This is a picture, not a statement file. In your online banking, download the statement as CSV, OFX or CAMT.053.',
  'statementImport.problem.spreadsheet':
    'This is a spreadsheet workbook. Open it and save it as CSV (comma-separated values), or download the statement from your bank as CSV.',
  'statementImport.problem.zip': 'This is a ZIP archive. Unzip it and choose the statement inside.',
  'statementImport.problem.camt052':
    'This is a camt.052 account report, an intraday view whose entries may still change. Download the account statement instead: camt.053.',
  'statementImport.problem.camt054':
    'This is a camt.054 notification of single debits or credits, not a statement. Download the account statement instead: camt.053.',
  'statementImport.problem.mt940':
    'This is a SWIFT MT940 statement, which cannot be read here. Download the statement from your bank as CAMT.053, CSV or OFX instead.',
  'statementImport.problem.unsafe':
    'This file declares its own XML entities, which a bank statement never does and which can make a file expand without end. It was not read. Download the statement from your bank again.',
  'statementImport.problem.tooLong': (line: string) =>
    `Line ${line} of this file is far too long to be a transaction: this is not a bank statement. Download the statement from your bank as CSV, OFX or CAMT.053.`,
  'statementImport.problem.truncated':
    'This file ends too soon: it was cut off, most likely while it downloaded. Download it from your bank again.',
  'statementImport.problem.unknown':
    'This file cannot be read as a bank statement. Download the statement from your bank as CSV, OFX, QFX, QIF or CAMT.053.',
  'statementImport.problem.textStatement': 'This is a text statement, not a CSV: in your online banking, export CSV or OFX instead.',
  'statementImport.problem.noColumns': 'No date and amount columns were found in this file. Choose them below.',
  'statementImport.problem.noRows': 'This file holds no transactions. Check the dates you chose when you downloaded it.',
  'statementImport.problem.currency': (file: string, books: string) =>
    `This file’s amounts are in ${file}, and these books are kept in ${books}: import a statement of an account kept in ${books}.`,

  'statementImport.readAs': (settings: string) => `Read as ${settings}`,
  'statementImport.readAs.negativeOut': (amount: string) => `${amount} (negative = money out)`,
  'statementImport.readAs.positiveOut': (amount: string) => `${amount} (positive = money out)`,
  'statementImport.readAs.direction': (amount: string, direction: string) => `${amount} (${direction} says in or out)`,
  'statementImport.readAs.split': (moneyOut: string, moneyIn: string) => `${moneyOut} (money out) · ${moneyIn} (money in)`,
  'statementImport.readAs.memo': (description: string, memo: string) => `${description} + ${memo}`,
  'statementImport.change': 'Change',
  'statementImport.encoding': 'Text encoding',
  'statementImport.encodingHint': 'Change it if letters such as ä, é or ñ look wrong below.',
  'statementImport.encodingByMark': (encoding: string) => `Text encoding: ${encoding}, as the file itself says at its start.`,
  'statementImport.encoding.utf-8': 'UTF-8',
  'statementImport.encoding.windows-1252': 'Windows (Western European)',
  'statementImport.encoding.iso-8859-15': 'ISO 8859-15 (Latin-9)',
  'statementImport.encoding.utf-16le': 'UTF-16 (little-endian)',
  'statementImport.encoding.utf-16be': 'UTF-16 (big-endian)',
  'statementImport.delimiter': 'Fields are separated by',
  'statementImport.delimiter.comma': 'Commas',
  'statementImport.delimiter.semicolon': 'Semicolons',
  'statementImport.delimiter.tab': 'Tabs',
  'statementImport.delimiter.bar': 'Vertical bars',
  'statementImport.headerRow': 'Column names',
  'statementImport.headerRowAt': (line: string, names: string) => `Line ${line}: ${names}`,
  'statementImport.noHeader': 'The file has no column names',
  'statementImport.skipped': (count: string, n: number) =>
    `${count} ${n === 1 ? 'line' : 'lines'} above the column names ${n === 1 ? 'is' : 'are'} the bank’s own and ${n === 1 ? 'is' : 'are'} skipped.`,
  'statementImport.columnNumbered': (number: string) => `Column ${number}`,
  'statementImport.column.date': 'Date',
  'statementImport.column.startDate': 'Date started (of rows not yet completed)',
  'statementImport.column.description': 'Description',
  'statementImport.column.memo': 'More about the transaction',
  'statementImport.column.amount': 'Amount',
  'statementImport.column.direction': 'In or out',
  'statementImport.column.moneyOut': 'Money out',
  'statementImport.column.moneyIn': 'Money in',
  'statementImport.column.bankId': 'Bank’s transaction id',
  'statementImport.column.payer': 'Who paid (for money in)',
  'statementImport.column.status': 'Booked or pending',
  'statementImport.column.fee': 'Fee',
  'statementImport.column.currency': 'Currency',
  'statementImport.notInFile': 'Not in this file',
  'statementImport.layout': 'Amounts are',
  'statementImport.layout.signed': 'In one column, negative for money out',
  'statementImport.layout.direction': 'In one column, with a column saying in or out',
  'statementImport.layout.split': 'In two columns: money out and money in',
  'statementImport.decimalMark': 'Numbers are written as',
  'statementImport.decimalMark.point': '1,234.56',
  'statementImport.decimalMark.comma': '1.234,56 or 1 234,56',
  'statementImport.dateFormat': 'Dates are written as',
  'statementImport.dateFormat.serial': 'Day numbers, as Excel keeps dates (46174)',
  'statementImport.dateQuestion': (examples: string) => `Dates such as ${examples} can be read two ways. Which does your bank mean?`,
  'statementImport.dateChoice': (pattern: string, example: string, date: string) => `${pattern}: ${example} is ${date}`,
  'statementImport.positiveIsMoneyOut': 'Positive amounts are money out (as in a card statement)',
  'statementImport.cardQuestion':
    'Most amounts in this file are positive, as on a card statement, where charges are positive. What are its positive amounts?',
  'statementImport.cardAnswer.out': 'Money out: charges, as on a card statement',
  'statementImport.cardAnswer.in': 'Money in: deposits and payments received',

  'statementImport.step.statement': 'Accounts in this file',
  'statementImport.statementQuestion': (count: string, account: string) =>
    `This file holds the statements of ${count} accounts. Which one is of ${account}? Only its transactions are imported.`,
  'statementImport.statementQuestionUnnamed': (count: string) =>
    `This file holds the statements of ${count} accounts. Which one is of the account you import into? Only its transactions are imported.`,
  'statementImport.statementMatched':
    'Chosen because its number matches the account’s. Choose another if it is not this account’s statement.',
  'statementImport.statementKind.bank': 'Bank account',
  'statementImport.statementKind.card': 'Credit card',
  'statementImport.statementNoNumber': 'without a number',
  'statementImport.statementLabel': (kind: string, number: string, currency: string, count: string, n: number) =>
    `${kind} ${number}, in ${currency}: ${count} ${transactions(n)}`,
  'statementImport.leftOut': (count: string, n: number) =>
    `${count} other ${n === 1 ? 'statement' : 'statements'} of this file ${n === 1 ? 'is' : 'are'} left out and not imported:`,
  'statementImport.importNext': (number: string, account: string) => `Import ${number} into ${account} next`,
  'statementImport.leftOutDone': (count: string, n: number) =>
    `${count} other ${n === 1 ? 'statement' : 'statements'} of this file ${n === 1 ? 'was' : 'were'} left out and not imported:`,

  'statementImport.checking': (count: string) => `Checking what the account holds already: ${count} transactions read so far…`,
  'statementImport.previewFailed': 'What the account holds already could not be read, so the rows new to it cannot be told.',
  'statementImport.tryAgain': 'Try again',
  'statementImport.state.new': 'New',
  'statementImport.state.likelyDuplicate': 'Likely duplicate',
  'statementImport.state.alreadyImported': 'Already imported',
  'statementImport.state.closedPeriod': 'In a closed period',
  'statementImport.state.repeatedInFile': 'Repeated in this file',
  'statementImport.state.notSettled': 'Not settled',
  'statementImport.state.invalid': 'Cannot be read',
  'statementImport.count': (label: string, count: string) => `${label}: ${count}`,
  'statementImport.toImport': (count: string, n: number) => `${count} ${transactions(n)} to import`,
  'statementImport.moneyIn': 'Money in',
  'statementImport.moneyOut': 'Money out',
  'statementImport.balance.agrees': (opening: string, openingDate: string, closing: string, closingDate: string) =>
    `The file’s transactions agree with its balances: ${opening} on ${openingDate}, ${closing} on ${closingDate}.`,
  'statementImport.balance.differs': (difference: string) =>
    `The file’s transactions do not agree with its balances: they differ by ${difference}. The file may be missing transactions; download it again from your bank.`,
  'statementImport.balance.closingOnly': (closing: string, date: string) => `The file states a balance of ${closing} on ${date}.`,
  'statementImport.balance.unknown': (count: string, n: number) =>
    `Whether the file’s transactions agree with its balances cannot be told while ${count} ${n === 1 ? 'row cannot' : 'rows cannot'} be read.`,
  'statementImport.show': 'Show',
  'statementImport.show.all': 'Every row',
  'statementImport.show.ruled': (count: string) => `Categorized by a rule: ${count}`,
  'statementImport.show.unruled': (count: string) => `No rule: ${count}`,
  'statementImport.previewLabel': 'Rows of the file',
  'statementImport.grid.line': 'Line',
  'statementImport.grid.date': 'Date',
  'statementImport.grid.description': 'Description',
  'statementImport.grid.moneyIn': 'Money in',
  'statementImport.grid.moneyOut': 'Money out',
  'statementImport.grid.rule': 'Category by rule',
  'statementImport.grid.state': 'What happens',
  'statementImport.row.new': 'Imported as new',
  'statementImport.row.alreadyImported': 'Already in the account: not imported again',
  'statementImport.row.likelyDuplicate': (description: string, date: string, amount: string) =>
    `Looks like “${description}”, ${amount} on ${date}, already in the account: not imported unless ticked`,
  'statementImport.row.closedPeriod': (date: string) => `The books are closed through ${date}: not imported`,
  'statementImport.row.repeatedInFile': (line: string) => `The same transaction as line ${line} of this file: imported once`,
  'statementImport.row.pending': 'Pending at the bank, not settled: not imported',
  'statementImport.row.reverted': 'Reverted by the bank, not settled: not imported',
  'statementImport.row.declined': 'Declined, not settled: not imported',
  'statementImport.importAnyway': 'Import anyway',
  'statementImport.importAnywayLine': (line: string) => `Import line ${line} anyway`,
  'statementImport.rowProblem.noDate': 'no date',
  'statementImport.rowProblem.badDate': (value: string) => `“${value}” is not a date written as chosen`,
  'statementImport.rowProblem.noAmount': 'no amount',
  'statementImport.rowProblem.badAmount': (value: string) => `“${value}” is not an amount written as chosen`,
  'statementImport.rowProblem.inAndOut': 'both money in and money out are filled',
  'statementImport.rowProblem.badDirection': (value: string) => `“${value}” says neither in nor out`,
  'statementImport.rowProblem.shortRow': 'the line is cut off',
  'statementImport.rowProblem.currency': (currency: string, books: string) => `in ${currency}, and these books are kept in ${books}`,
  'statementImport.rowProblem.notTransaction': 'neither the column names nor a transaction',
  'statementImport.rowProblem.tooLong.date': 'the date is far too long to be one',
  'statementImport.rowProblem.tooLong.amount': 'the amount is far too long to be one',
  'statementImport.rowProblem.tooLong.description': 'the description is far longer than any a bank writes',
  'statementImport.errorsTitle': (count: string, n: number) =>
    `${count} ${n === 1 ? 'row cannot' : 'rows cannot'} be read, and will not be imported:`,
  'statementImport.errorLine': (line: string, reason: string) => `Line ${line}: ${reason}`,
  'statementImport.moreErrors': (count: string) => `and ${count} more (show the rows that cannot be read to see them all)`,
  'statementImport.import': (count: string, n: number) => `Import ${count} ${transactions(n)}`,
  'statementImport.nothingToImport': 'Nothing to import: no row is new to the account.',
  'statementImport.rules.count': (count: string, total: string, n: number) => `Rules categorize ${count} of ${total} ${rows(n)}`,
  'statementImport.rules.loading': 'Reading the categorization rules…',
  'statementImport.rules.matching': 'Applying the categorization rules…',
  'statementImport.rules.waiting': 'The import starts as soon as the categorization rules are applied.',
  'statementImport.rules.failed': 'The categorization rules could not be read. Try again, or import the rows without their categories.',
  'statementImport.rules.importWithout': 'Import without rules',
  'statementImport.rules.split': 'Split',
  /** `numbers` and `customer` are isolated names; `open` is what the invoices have open, formatted. */
  'statementImport.pays': (numbers: string, customer: string, open: string) => `Pays ${numbers} · ${customer} · ${open} open`,
  /** Between two equally likely matches of one row. */
  'statementImport.paysOr': ', or ',
  'statementImport.paysCount': (count: string, n: number) =>
    n === 1
      ? '1 row would pay an open invoice: no rule takes it, and it arrives to review with its match.'
      : `${count} rows would pay open invoices: no rule takes them, and they arrive to review with their matches.`,
  'statementImport.rules.splitTitle': (rule: string) => `Split by the rule “${rule}”`,
  'statementImport.rules.rule': (rule: string) => `Rule: ${rule}`,
  'statementImport.rules.numbered': (position: string) => `Rule ${position}`,
  'statementImport.rules.close': 'Close',

  'statementImport.progress': (done: string, total: string) => `Importing: ${done} of ${total} done…`,
  'statementImport.cancel': 'Cancel',
  'statementImport.importAnywayNow': 'Import them now anyway',

  'statementImport.imported': (count: string, n: number, account: string) => `${count} ${transactions(n)} imported into ${account}.`,
  'statementImport.importedUnnamed': (count: string, n: number) => `${count} ${transactions(n)} imported.`,
  'statementImport.arriveToReview': 'They are in the review queue, to be categorized.',
  'statementImport.nothingImported': 'Nothing was imported.',
  'statementImport.alreadyThere': (count: string, n: number) =>
    `${count} ${n === 1 ? 'was' : 'were'} in the account already and ${n === 1 ? 'was' : 'were'} not imported again.`,
  'statementImport.refused': (count: string, n: number) => `${count} ${n === 1 ? 'row was' : 'rows were'} refused:`,
  'statementImport.unknown': (count: string, n: number) =>
    `${count} ${n === 1 ? 'row' : 'rows'} may or may not have arrived. Import the rest to finish: what arrived is found and not imported twice.`,
  'statementImport.notSent': (count: string, n: number) => `${count} ${n === 1 ? 'row was' : 'rows were'} not sent.`,
  'statementImport.notChecked': 'Nothing was sent: what the account holds already could not be read just before sending. Try again.',
  'statementImport.savedUnseen': (count: string, n: number) =>
    `${count} ${n === 1 ? 'was' : 'were'} saved without being sent back: ${n === 1 ? 'it shows' : 'they show'} once the account is read again, and undo cannot reach ${n === 1 ? 'it' : 'them'} until then.`,
  'statementImport.importRest': 'Import the rest',
  'statementImport.review': 'Review them',
  'statementImport.undo': 'Undo import',
  'statementImport.undoing': (done: string, total: string) => `Undoing: ${done} of ${total} deleted…`,
  'statementImport.undone': (count: string, n: number) => `Import undone: ${count} ${transactions(n)} deleted.`,
  'statementImport.undoRefused': (count: string, n: number) => `${count} ${n === 1 ? 'transaction' : 'transactions'} could not be deleted:`,
  'statementImport.undoUnknown': (count: string, n: number) =>
    `${count} ${n === 1 ? 'delete' : 'deletes'} may or may not have landed. Undo again to finish.`,
  'statementImport.undoAgain': 'Undo again',
  'statementImport.refusedLine': (line: string, reason: string) => `Line ${line}: ${reason}`,
  'statementImport.undoRefusedLine': (description: string, date: string, reason: string) => `${description} of ${date}: ${reason}`,
  'statementImport.another': 'Import another file',
}

/** The strings of `<BankStatementImport>`'s steps after the file's choice, by key. */
export type BankStatementImportStepMessages = typeof bankStatementImportStepMessages
