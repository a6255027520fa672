/**
 * The strings `<BankStatementImport>` shows before a file is chosen (its title and first step);
 * the rest are in `bankStatementImportSteps.ts`, loaded with the steps. A host overrides any of
 * them through the provider's `messages`.
 */
export const bankStatementImportMessages = {
  'statementImport.title': 'Import a bank statement',
  'statementImport.step.choose': 'Choose a statement file',
  'statementImport.account': 'Bank account',
  'statementImport.chooseAccount': 'Choose an account',
  'statementImport.file': 'Statement file',
  'statementImport.pickFile': 'Choose file…',
  'statementImport.noFile': 'No file chosen',
  'statementImport.fileHint': 'A CSV, OFX, QFX, QIF or CAMT.053 file as your bank exports it. Choose it, or drop it here.',
  'statementImport.dropHere': 'Drop the file here to read it',
  'statementImport.chooseAccountFirst': 'Choose the account the statement is of first.',
  'statementImport.reading': (name: string) => `Reading ${name}…`,
}

/** The strings of `<BankStatementImport>`'s first step, by key. */
export type BankStatementImportMessages = typeof bankStatementImportMessages
