/**
 * What the mapping step says in one line ("Read as Date · Description · Amount (negative = money
 * out) · MM/DD/YYYY · UTF-8"). Pure over the reading; which settings it is unsure of is
 * core/import/questions/uncertainSettings.ts's.
 */
import type { BankStatementImportStepMessages } from '../../messages/forms/bankStatementImportSteps'
import { layoutOf } from '../../core/import/questions/uncertainSettings'
import type { BankStatementReading } from '../../core/import/types'

/** The line that says how the file is read: its columns, amounts, date format and encoding; for OFX, CAMT or QIF, its format and encoding. */
export function readingSummary(
  reading: BankStatementReading,
  messages: BankStatementImportStepMessages,
  columnName: (index: number) => string,
): string {
  const encoding = messages[`statementImport.encoding.${reading.encoding}`]
  const csv = reading.csv
  if (!csv) return messages['statementImport.readAs']([messages[`statementImport.format.${reading.format}`], encoding].join(' · '))
  const { columns, dateFormat, positiveIsMoneyOut } = csv.settings
  const name = (index: number | undefined) => (index === undefined ? '' : columnName(index))
  const amounts = {
    signed: () =>
      messages[positiveIsMoneyOut ? 'statementImport.readAs.positiveOut' : 'statementImport.readAs.negativeOut'](name(columns.amount)),
    direction: () => messages['statementImport.readAs.direction'](name(columns.amount), name(columns.direction)),
    split: () => messages['statementImport.readAs.split'](name(columns.moneyOut), name(columns.moneyIn)),
  }[layoutOf(columns)]()
  const date = dateFormat === 'serial' ? messages['statementImport.dateFormat.serial'] : dateFormat
  const description =
    columns.memo === undefined
      ? name(columns.description)
      : messages['statementImport.readAs.memo'](name(columns.description), name(columns.memo))
  return messages['statementImport.readAs']([name(columns.date), description, amounts, date, encoding].join(' · '))
}
