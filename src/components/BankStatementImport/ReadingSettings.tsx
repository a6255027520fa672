import { useId, type ReactNode } from 'react'
import { formatCount } from '../../messages/messageSet'
import type { BankStatementImportStepMessages } from '../../messages/bankStatementImportSteps'
import {
  STATEMENT_ENCODINGS,
  type CsvColumns,
  type CsvDelimiter,
  type CsvLayout,
  type StatementDateFormat,
  type BankStatementReading,
} from '../../import/types'
import { Heading } from '../shared/heading'
import { DateQuestion } from './DateQuestion'
import type { ReadingChoices } from './useStatementFile'

export interface ReadingSettingsProps {
  messages: BankStatementImportStepMessages
  reading: BankStatementReading
  locale: string
  /** The user said what a card export's positive amounts are (until then, neither answer is checked). */
  signsAnswered: boolean
  onChange: (choices: ReadingChoices) => void
}

const DELIMITERS: ReadonlyArray<readonly [CsvDelimiter, 'comma' | 'semicolon' | 'tab' | 'bar']> = [
  [',', 'comma'],
  [';', 'semicolon'],
  ['\t', 'tab'],
  ['|', 'bar'],
]

type AmountLayout = 'signed' | 'direction' | 'split'
const layoutOf = (columns: CsvColumns): AmountLayout =>
  columns.moneyOut !== undefined || columns.moneyIn !== undefined ? 'split' : columns.direction !== undefined ? 'direction' : 'signed'

/** The columns each layout asks for, beside the date and the description. */
const LAYOUT_COLUMNS: Record<AmountLayout, ReadonlyArray<keyof CsvColumns>> = {
  signed: ['amount'],
  direction: ['amount', 'direction'],
  split: ['moneyOut', 'moneyIn'],
}

/**
 * The second step: how the file is read, each setting a labelled control that reads the file again
 * when changed. The encoding for every file; for a CSV its separator, column names, columns, number
 * and date formats, and the card switch. A date format the file leaves open is asked first, with
 * dates from the file as examples, and stays asked (the answer checked) once answered.
 */
export function ReadingSettings({ messages, reading, locale, signsAnswered, onChange }: ReadingSettingsProps) {
  const titleId = useId()
  const csv = reading.csv
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
      <div className="bk-import__settings">
        {reading.encodingFrom === 'byteOrderMark' ? (
          // A byte order mark says for certain how the file is written: no other encoding is offered.
          <p className="bk-field__hint">
            {messages['statementImport.encodingByMark'](messages[`statementImport.encoding.${reading.encoding}`])}
          </p>
        ) : (
          <Choice
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
        )}
        {csv && <CsvChoices messages={messages} csv={csv} locale={locale} onChange={onChange} />}
      </div>
    </section>
  )
}

function CsvChoices({
  messages,
  csv,
  locale,
  onChange,
}: {
  messages: BankStatementImportStepMessages
  csv: CsvLayout
  locale: string
  onChange: (choices: ReadingChoices) => void
}) {
  const { settings } = csv
  const layout = layoutOf(settings.columns)
  const columnNames = Array.from(
    { length: csv.columnCount },
    (_, index) => csv.header?.[index]?.trim() || messages['statementImport.columnNumbered'](formatCount(index + 1, locale)),
  )
  const setColumn = (role: keyof CsvColumns, value: string) =>
    onChange({ csv: { columns: { ...settings.columns, [role]: value === '' ? undefined : Number(value) } } })
  const setLayout = (next: AmountLayout) => {
    const { date, description, memo, bankId, payer, status, fee, currency } = settings.columns
    const columns: CsvColumns = { date, description, memo, bankId, payer, status, fee, currency }
    const numeric = settings.columns.amount ?? settings.columns.moneyOut ?? settings.columns.moneyIn
    for (const role of LAYOUT_COLUMNS[next]) if (role === 'amount' || role === 'moneyOut') columns[role] = numeric
    onChange({ csv: { columns } })
  }
  const columnChoice = (role: keyof CsvColumns, required: boolean) => (
    <Choice
      key={role}
      label={messages[`statementImport.column.${role}`]}
      value={settings.columns[role] === undefined ? '' : String(settings.columns[role])}
      onChange={(value) => setColumn(role, value)}
    >
      {!required && <option value="">{messages['statementImport.notInFile']}</option>}
      {columnNames.map((name, index) => (
        <option key={index} value={index}>
          {name}
        </option>
      ))}
    </Choice>
  )
  return (
    <>
      <Choice
        label={messages['statementImport.delimiter']}
        value={settings.delimiter}
        onChange={(value) => onChange({ csv: { delimiter: value as CsvDelimiter } })}
      >
        {DELIMITERS.map(([delimiter, name]) => (
          <option key={name} value={delimiter}>
            {messages[`statementImport.delimiter.${name}`]}
          </option>
        ))}
      </Choice>
      <Choice
        label={messages['statementImport.headerRow']}
        hint={
          settings.headerRow > 0
            ? messages['statementImport.skipped'](formatCount(settings.headerRow, locale), settings.headerRow)
            : undefined
        }
        value={String(settings.headerRow)}
        onChange={(value) => onChange({ csv: { headerRow: Number(value) } })}
      >
        <option value="-1">{messages['statementImport.noHeader']}</option>
        {[...csv.preamble, csv.header?.join(' · ')].map((line, index) =>
          line === undefined ? null : (
            <option key={index} value={index}>
              {messages['statementImport.headerRowAt'](formatCount(index + 1, locale), shorten(line))}
            </option>
          ),
        )}
      </Choice>
      {columnChoice('date', true)}
      {columnChoice('description', true)}
      {columnChoice('memo', false)}
      <Choice label={messages['statementImport.layout']} value={layout} onChange={(value) => setLayout(value as AmountLayout)}>
        {(['signed', 'direction', 'split'] as const).map((name) => (
          <option key={name} value={name}>
            {messages[`statementImport.layout.${name}`]}
          </option>
        ))}
      </Choice>
      {LAYOUT_COLUMNS[layout].map((role) => columnChoice(role, role === 'amount'))}
      {columnChoice('bankId', false)}
      {(['payer', 'status', 'fee', 'currency'] as const).map((role) => columnChoice(role, false))}
      <Choice
        label={messages['statementImport.decimalMark']}
        value={settings.decimalMark}
        onChange={(value) => onChange({ csv: { decimalMark: value as '.' | ',' } })}
      >
        <option value=".">{messages['statementImport.decimalMark.point']}</option>
        <option value=",">{messages['statementImport.decimalMark.comma']}</option>
      </Choice>
      {csv.dateFormats.length <= 1 && (
        <Choice
          label={messages['statementImport.dateFormat']}
          value={settings.dateFormat}
          onChange={(value) => onChange({ csv: { dateFormat: value as StatementDateFormat } })}
        >
          {(csv.dateFormats.length > 0 ? csv.dateFormats : [settings.dateFormat]).map((format) => (
            <option key={format} value={format}>
              {format === 'serial' ? messages['statementImport.dateFormat.serial'] : format}
            </option>
          ))}
        </Choice>
      )}
      {layout !== 'split' && !csv.looksLikeCardExport && (
        <div className="bk-field bk-import__switch">
          <label>
            <input
              type="checkbox"
              checked={settings.positiveIsMoneyOut}
              onChange={(event) => onChange({ csv: { positiveIsMoneyOut: event.target.checked } })}
            />{' '}
            {messages['statementImport.positiveIsMoneyOut']}
          </label>
        </div>
      )}
    </>
  )
}

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text)

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

function Choice({
  label,
  hint,
  value,
  onChange,
  children,
}: {
  label: string
  hint?: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className="bk-field">
      <label className="bk-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="bk-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="bk-field__hint">
          {hint}
        </p>
      )}
    </div>
  )
}
