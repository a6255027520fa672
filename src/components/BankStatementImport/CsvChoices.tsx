import { useId, type ReactNode } from 'react'
import { isolate } from '../../format/isolate'
import { formatCount } from '../../messages/messageSet'
import type { BankStatementImportStepMessages } from '../../messages/forms/bankStatementImportSteps'
import type { CsvColumns, CsvDelimiter, CsvLayout, StatementDateFormat } from '../../core/import/types'
import { layoutOf, type SettingKey } from '../../core/import/questions/uncertainSettings'
import type { ReadingChoices } from './useStatementFile'

const DELIMITERS: ReadonlyArray<readonly [CsvDelimiter, 'comma' | 'semicolon' | 'tab' | 'bar']> = [
  [',', 'comma'],
  [';', 'semicolon'],
  ['\t', 'tab'],
  ['|', 'bar'],
]

type AmountLayout = ReturnType<typeof layoutOf>

/** The columns each layout asks for, beside the date and the description. */
const LAYOUT_COLUMNS: Record<AmountLayout, ReadonlyArray<keyof CsvColumns>> = {
  signed: ['amount'],
  direction: ['amount', 'direction'],
  split: ['moneyOut', 'moneyIn'],
}

/** A column as the settings name it: its name in the file's header, else its number. */
export const columnName = (csv: CsvLayout, index: number, messages: BankStatementImportStepMessages, locale: string) =>
  csv.header?.[index]?.trim() || messages['statementImport.columnNumbered'](formatCount(index + 1, locale))

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text)

/**
 * A CSV's settings, each a labelled control keyed by what it sets, in the order a person reads a
 * file: separator, column names, columns, amounts, numbers, dates, signs. `ReadingSettings` puts
 * the ones the reading is unsure of first.
 */
export function csvChoices({
  messages,
  csv,
  locale,
  onChange,
}: {
  messages: BankStatementImportStepMessages
  csv: CsvLayout
  locale: string
  onChange: (choices: ReadingChoices) => void
}): Array<[SettingKey, ReactNode]> {
  const { settings } = csv
  const layout = layoutOf(settings.columns)
  const columnNames = Array.from({ length: csv.columnCount }, (_, index) => columnName(csv, index, messages, locale))
  const setColumn = (role: keyof CsvColumns, value: string) =>
    onChange({ csv: { columns: { ...settings.columns, [role]: value === '' ? undefined : Number(value) } } })
  const setLayout = (next: AmountLayout) => {
    const { date, startDate, description, memo, bankId, payer, status, fee, currency } = settings.columns
    const columns: CsvColumns = { date, startDate, description, memo, bankId, payer, status, fee, currency }
    const numeric = settings.columns.amount ?? settings.columns.moneyOut ?? settings.columns.moneyIn
    for (const role of LAYOUT_COLUMNS[next]) if (role === 'amount' || role === 'moneyOut') columns[role] = numeric
    onChange({ csv: { columns } })
  }
  const columnChoice = (role: keyof CsvColumns, required: boolean): [SettingKey, ReactNode] => [
    role,
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
    </Choice>,
  ]
  const choices: Array<[SettingKey, ReactNode]> = [
    [
      'delimiter',
      <Choice
        key="delimiter"
        label={messages['statementImport.delimiter']}
        value={settings.delimiter}
        onChange={(value) => onChange({ csv: { delimiter: value as CsvDelimiter } })}
      >
        {DELIMITERS.map(([delimiter, name]) => (
          <option key={name} value={delimiter}>
            {messages[`statementImport.delimiter.${name}`]}
          </option>
        ))}
      </Choice>,
    ],
    [
      'headerRow',
      <Choice
        key="headerRow"
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
              {/* An option holds text only: marks, not <bdi>, keep the file's line apart from our words. */}
              {messages['statementImport.headerRowAt'](formatCount(index + 1, locale), isolate(shorten(line)))}
            </option>
          ),
        )}
      </Choice>,
    ],
    columnChoice('date', true),
    // Only a file with a start date beside its completion date has this column (Revolut): a row not yet completed is dated by it.
    ...(settings.columns.startDate !== undefined ? [columnChoice('startDate', false)] : []),
    columnChoice('description', true),
    columnChoice('memo', false),
    [
      'layout',
      <Choice key="layout" label={messages['statementImport.layout']} value={layout} onChange={(value) => setLayout(value as AmountLayout)}>
        {(['signed', 'direction', 'split'] as const).map((name) => (
          <option key={name} value={name}>
            {messages[`statementImport.layout.${name}`]}
          </option>
        ))}
      </Choice>,
    ],
    ...LAYOUT_COLUMNS[layout].map((role) => columnChoice(role, role === 'amount')),
    columnChoice('bankId', false),
    ...(['payer', 'status', 'fee', 'currency'] as const).map((role) => columnChoice(role, false)),
    [
      'decimalMark',
      <Choice
        key="decimalMark"
        label={messages['statementImport.decimalMark']}
        value={settings.decimalMark}
        onChange={(value) => onChange({ csv: { decimalMark: value as '.' | ',' } })}
      >
        <option value=".">{messages['statementImport.decimalMark.point']}</option>
        <option value=",">{messages['statementImport.decimalMark.comma']}</option>
      </Choice>,
    ],
  ]
  // A date format the file leaves open is asked as a question instead, above the settings.
  if (csv.dateFormats.length <= 1)
    choices.push([
      'dateFormat',
      <Choice
        key="dateFormat"
        label={messages['statementImport.dateFormat']}
        value={settings.dateFormat}
        onChange={(value) => onChange({ csv: { dateFormat: value as StatementDateFormat } })}
      >
        {(csv.dateFormats.length > 0 ? csv.dateFormats : [settings.dateFormat]).map((format) => (
          <option key={format} value={format}>
            {format === 'serial' ? messages['statementImport.dateFormat.serial'] : format}
          </option>
        ))}
      </Choice>,
    ])
  // A card export's signs are asked as a question instead.
  if (layout !== 'split' && !csv.looksLikeCardExport)
    choices.push([
      'positiveIsMoneyOut',
      <div key="positiveIsMoneyOut" className="bk-field bk-import__switch">
        <label>
          <input
            type="checkbox"
            checked={settings.positiveIsMoneyOut}
            onChange={(event) => onChange({ csv: { positiveIsMoneyOut: event.target.checked } })}
          />{' '}
          {messages['statementImport.positiveIsMoneyOut']}
        </label>
      </div>,
    ])
  return choices
}

export function Choice({
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
