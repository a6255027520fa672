import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { formatMoney } from '../../format/money'
import { formatCount } from '../../messages/messageSet'
import type { BankStatementImportStepMessages } from '../../messages/forms/bankStatementImportSteps'
import type { PreviewRow } from '../../core/import/preview'
import type { RowProblem } from '../../core/import/types'

/** Why a row cannot be read, in the user's words, quoting what the file has (marked by `isolate()`: `IsolatedText` draws it). */
export function problemText(problem: RowProblem, messages: BankStatementImportStepMessages, booksCurrency: string): string {
  const value = isolate(problem.value ?? '')
  switch (problem.code) {
    case 'noDate':
      return messages['statementImport.rowProblem.noDate']
    case 'badDate':
      return messages['statementImport.rowProblem.badDate'](value)
    case 'noAmount':
      return messages['statementImport.rowProblem.noAmount']
    case 'badAmount':
      return messages['statementImport.rowProblem.badAmount'](value)
    case 'inAndOut':
      return messages['statementImport.rowProblem.inAndOut']
    case 'badDirection':
      return messages['statementImport.rowProblem.badDirection'](value)
    case 'shortRow':
      return messages['statementImport.rowProblem.shortRow']
    case 'currency':
      return messages['statementImport.rowProblem.currency'](value, booksCurrency)
    case 'notTransaction':
      return messages['statementImport.rowProblem.notTransaction']
    case 'tooLong':
      return messages[
        `statementImport.rowProblem.tooLong.${problem.field === 'date' || problem.field === 'amount' ? problem.field : 'description'}`
      ]
    default:
      return problem.code satisfies never
  }
}

/** What happens to a row if the file is imported, as its state cell says it; a description or value from outside in it marked by `isolate()`. */
export function stateText(
  preview: PreviewRow,
  closingDate: string | undefined,
  messages: BankStatementImportStepMessages,
  locale: string,
  booksCurrency: string,
): string {
  switch (preview.state) {
    case 'new':
      return messages['statementImport.row.new']
    case 'alreadyImported':
      return messages['statementImport.row.alreadyImported']
    case 'likelyDuplicate':
      return messages['statementImport.row.likelyDuplicate'](
        isolate(preview.match?.description ?? ''),
        preview.match?.date ? formatDate(preview.match.date, locale) : '',
        typeof preview.match?.amount === 'number' ? formatMoney(preview.match.amount, { locale, currency: booksCurrency }) : '',
      )
    case 'closedPeriod':
      return messages['statementImport.row.closedPeriod'](closingDate ? formatDate(closingDate, locale) : '')
    case 'repeatedInFile':
      return messages['statementImport.row.repeatedInFile'](preview.first ? formatCount(preview.first.line, locale) : '')
    case 'notSettled':
      return messages[`statementImport.row.${preview.row.unsettled ?? 'pending'}`]
    case 'invalid':
      return preview.row.problem ? problemText(preview.row.problem, messages, booksCurrency) : messages['statementImport.state.invalid']
    default:
      return preview.state satisfies never
  }
}
