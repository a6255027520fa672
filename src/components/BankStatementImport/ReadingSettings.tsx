import { useId, useState, type ReactNode } from 'react'
import type { BankStatementImportStepMessages } from '../../messages/forms/bankStatementImportSteps'
import { STATEMENT_ENCODINGS, type BankStatementReading } from '../../core/import/types'
import { isolate } from '../../format/isolate'
import { Heading } from '../shared/root/heading'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { Choice, columnName, csvChoices } from './CsvChoices'
import { DateQuestion } from './DateQuestion'
import { layoutOf, uncertainSettings, type SettingKey } from '../../core/import/questions/uncertainSettings'
import { readingSummary } from './readingSummary'
import type { ReadingChoices } from './useStatementFile'

export interface ReadingSettingsProps {
  messages: BankStatementImportStepMessages
  reading: BankStatementReading
  locale: string
  /** The user said what a card export's positive amounts are (until then, neither answer is checked). */
  signsAnswered: boolean
  onChange: (choices: ReadingChoices) => void
}

/**
 * The second step: how the file is read. When everything was inferred and every row reads, one
 * line says it ("Read as Date · Description · Amount (negative = money out) · MM/DD/YYYY · UTF-8")
 * with Change, which opens the settings: each a labelled control that reads the file again when
 * changed (the encoding for every file; for a CSV its separator, column names, columns, number and
 * date formats, and the card switch). A file with something uncertain opens them, the uncertain
 * ones first. A date format the file leaves open, and a card export's signs, are asked above them,
 * with dates from the file as examples, and stay asked (the answer checked) once answered.
 */
export function ReadingSettings({ messages, reading, locale, signsAnswered, onChange }: ReadingSettingsProps) {
  const titleId = useId()
  const summaryId = useId()
  const settingsId = useId()
  const csv = reading.csv
  const uncertain = uncertainSettings(reading)
  const unsure = uncertain.length > 0
  // Opened by Change, or by something uncertain; never closed under the user by a reading that turned certain.
  const [open, setOpen] = useState(unsure)
  // The uncertain settings as they were when they opened the settings, first in that order: a choice
  // that makes a row readable must not move the select in the user's hand (a moved element loses the focus).
  const [order, setOrder] = useState(unsure ? uncertain : undefined)
  if (unsure && order === undefined) {
    setOrder(uncertain)
    setOpen(true)
  }
  const choices: Array<[SettingKey, ReactNode]> = [
    [
      'encoding',
      reading.encodingFrom === 'byteOrderMark' ? (
        // A byte order mark says for certain how the file is written: no other encoding is offered.
        <p key="encoding" className="bk-field__hint">
          {messages['statementImport.encodingByMark'](messages[`statementImport.encoding.${reading.encoding}`])}
        </p>
      ) : (
        <Choice
          key="encoding"
          label={messages['statementImport.encoding']}
          hint={messages['statementImport.encodingHint']}
          value={reading.encoding}
          onChange={(value) => onChange({ encoding: value as (typeof STATEMENT_ENCODINGS)[number] })}
        >
          {STATEMENT_ENCODINGS.map((encoding) => (
            <option key={encoding} value={encoding}>
              {messages[`statementImport.encoding.${encoding}`]}
            </option>
          ))}
        </Choice>
      ),
    ],
    ...(csv ? csvChoices({ messages, csv, locale, onChange }) : []),
  ]
  const rank = (key: SettingKey) => {
    const at = order?.indexOf(key) ?? -1
    return at < 0 ? (order?.length ?? 0) : at
  }
  // A stable sort: the uncertain first, in the order they are told; the rest as a person reads a file.
  const ordered = [...choices].sort(([a], [b]) => rank(a) - rank(b))
  return (
    <section className="bk-import__step" data-step="settings" aria-labelledby={titleId}>
      <Heading below={1} id={titleId} className="bk-import__step-title">
        {messages['statementImport.step.settings']}
      </Heading>
      {csv && csv.dateFormats.length > 1 && (
        <DateQuestion
          messages={messages}
          dates={{ ...csv, dateFormat: csv.settings.dateFormat }}
          locale={locale}
          onChoose={(dateFormat) => onChange({ csv: { dateFormat } })}
        />
      )}
      {reading.qif && reading.qif.dateFormats.length > 1 && (
        <DateQuestion
          messages={messages}
          dates={reading.qif}
          locale={locale}
          onChoose={(dateFormat) => onChange({ qif: { dateFormat } })}
        />
      )}
      {csv && csv.looksLikeCardExport && layoutOf(csv.settings.columns) !== 'split' && (
        <CardQuestion messages={messages} moneyOut={signsAnswered ? csv.settings.positiveIsMoneyOut : undefined} onChange={onChange} />
      )}
      <p className="bk-import__read-as">
        <span id={summaryId}>
          {/* The file's column names, each isolated: a name written right to left never reorders the line. */}
          <IsolatedText
            text={readingSummary(reading, messages, (index) => (csv ? isolate(columnName(csv, index, messages, locale)) : ''))}
          />
        </span>
        {' — '}
        <button
          type="button"
          className="bk-button"
          data-variant="ghost"
          aria-expanded={open}
          aria-controls={settingsId}
          aria-describedby={summaryId}
          onClick={() => setOpen(!open)}
        >
          {messages['statementImport.change']}
        </button>
      </p>
      <div id={settingsId} className="bk-import__settings" hidden={!open}>
        {open && ordered.map(([, choice]) => choice)}
      </div>
    </section>
  )
}

/** Whether a file of mostly positive amounts (a card export's look) lists money out as positive: asked, never guessed. */
function CardQuestion({
  messages,
  moneyOut,
  onChange,
}: {
  messages: BankStatementImportStepMessages
  moneyOut: boolean | undefined
  onChange: (choices: ReadingChoices) => void
}) {
  const name = useId()
  return (
    <fieldset className="bk-import__question">
      <legend>{messages['statementImport.cardQuestion']}</legend>
      {([true, false] as const).map((out) => (
        <label key={String(out)} className="bk-import__answer">
          <input type="radio" name={name} checked={moneyOut === out} onChange={() => onChange({ csv: { positiveIsMoneyOut: out } })} />{' '}
          {messages[out ? 'statementImport.cardAnswer.out' : 'statementImport.cardAnswer.in']}
        </label>
      ))}
    </fieldset>
  )
}
