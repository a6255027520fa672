import { useId } from 'react'
import { formatDate } from '../../format/date'
import { parseStatementDate } from '../../core/import/statementDate'
import type { QifLayout, StatementDateFormat } from '../../core/import/types'
import type { BankStatementImportStepMessages } from '../../messages/forms/bankStatementImportSteps'

/** What the question needs of a reading's dates: a CSV's (`CsvLayout` with its settings' format) and a QIF's (`QifLayout`) alike. */
export type DatesToAsk = QifLayout

/**
 * The date question: each format the file's dates fit, with one of its dates read that way. Asked
 * for a CSV and a QIF alike, whose dates are written in the exporting program's locale.
 */
export function DateQuestion({
  messages,
  dates,
  locale,
  onChoose,
}: {
  messages: BankStatementImportStepMessages
  dates: DatesToAsk
  locale: string
  onChoose: (format: StatementDateFormat) => void
}) {
  const name = useId()
  const example = dates.dateExamples[0]
  return (
    <fieldset className="bk-import__question">
      <legend>{messages['statementImport.dateQuestion'](dates.dateExamples.slice(0, 3).join(', '))}</legend>
      {dates.dateFormats.map((format) => {
        const read = example === undefined ? undefined : parseStatementDate(example, format)
        return (
          <label key={format} className="bk-import__answer">
            {/* Unanswered, no format is checked: the reading's provisional one would look like an answer, and choosing it would change nothing. */}
            <input
              type="radio"
              name={name}
              value={format}
              checked={!dates.dateFormatAmbiguous && dates.dateFormat === format}
              onChange={() => onChoose(format)}
            />{' '}
            {example !== undefined && read !== undefined
              ? messages['statementImport.dateChoice'](format, example, formatDate(read, locale))
              : format}
          </label>
        )
      })}
    </fieldset>
  )
}
