import { useId, useState, type ReactNode } from 'react'
import { DATE_RANGE, formatDate, parseIsoDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { formatMoney, formatMoneyInput, parseMoney, type MoneyFormat } from '../../format/money'
import type { StatementBalance } from '../../core/import/types'
import type { BankReconciliationMessages } from '../../messages/reconcile/bankReconciliation'
import { dateProblemMessage, moneyProblemMessage, type FormMessages } from '../../messages/forms/form'
import type { Reconciliation } from '../../core/reconcile/types'
import { FormField, type FieldControlProps } from '../shared/form/FormField'
import { MoneyInput } from '../shared/form/MoneyInput'
import { IsolatedText } from '../shared/text/SentenceWithName'

/** The statement's figures as the user typed them (or the statement filled them): kept as typed, parsed when read. */
export interface StatementText {
  /** Optional: the first day the statement covers; never after `endDate`. */
  beginDate: string
  endDate: string
  closing: string
  opening: string
}

/** The fields a statement's stated closing balance fills (its date is the end date). */
export function statementText(closing: StatementBalance | undefined, format: MoneyFormat): StatementText {
  return closing
    ? { beginDate: '', endDate: closing.date, closing: formatMoneyInput(closing.amount, format), opening: '' }
    : { beginDate: '', endDate: '', closing: '', opening: '' }
}

/** What the typed figures are: each read, or why it cannot be (a sentence naming the field); an empty field is neither. */
export interface ReadStatement {
  beginDate?: string
  endDate?: string
  closing?: number
  opening?: number
  errors: Partial<Record<keyof StatementText, string>>
}

/** Reads the typed figures. */
export function readStatementText(
  text: StatementText,
  format: MoneyFormat,
  messages: BankReconciliationMessages,
  form: FormMessages,
): ReadStatement {
  const read: ReadStatement = { errors: {} }
  for (const [key, field] of [
    ['beginDate', messages['bankReconciliation.beginDate']],
    ['endDate', messages['bankReconciliation.endDate']],
  ] as const) {
    if (text[key].trim() === '') continue
    const date = parseIsoDate(text[key])
    if (date.ok) read[key] = date.date
    else read.errors[key] = dateProblemMessage(date.problem, field, form)
  }
  // Refused, not swapped: what was typed stays for the user to correct.
  if (read.beginDate !== undefined && read.endDate !== undefined && read.beginDate > read.endDate) {
    read.errors.beginDate = messages['bankReconciliation.beginAfterEnd']
    delete read.beginDate
  }
  const example = formatMoneyInput(123456, format)
  for (const [key, field] of [
    ['closing', messages['bankReconciliation.closingBalance']],
    ['opening', messages['bankReconciliation.openingBalance']],
  ] as const) {
    if (text[key].trim() === '') continue
    const amount = parseMoney(text[key], format)
    if (amount.ok) read[key] = amount.minor
    else read.errors[key] = moneyProblemMessage(amount.problem, field, amount.maxDecimals, example, form)
  }
  return read
}

interface StatementFieldsProps {
  messages: BankReconciliationMessages
  format: MoneyFormat
  text: StatementText
  read: ReadStatement
  onChange: (text: StatementText) => void
  /** The last reconciliation, whose closing is the opening balance; none the first time (then it is typed). */
  last: Reconciliation | undefined
  /** Whether the reconciliations were read (until then, neither the carried nor the typed opening is offered). */
  known: boolean
  /** The file the figures were filled from, said under them. */
  fileName: string | undefined
  /** The button that reads a statement file, beside the fields. */
  children?: ReactNode
}

/** A statement's date, typed or picked, within the dates bookkit reads. */
function DateInput({
  control,
  value,
  onChange,
  onBlur,
}: {
  control: FieldControlProps
  value: string
  onChange: (value: string) => void
  onBlur: () => void
}) {
  return (
    <input
      {...control}
      className="bk-input"
      type="date"
      min={DATE_RANGE.min}
      max={DATE_RANGE.max}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  )
}

/**
 * The statement's figures in the order a statement prints them: beginning date (optional), beginning
 * balance (the last reconciliation's closing, shown as such; typed the first time, and said so),
 * ending date and ending balance. A field's problem is shown once the
 * user leaves it, naming it, and what they typed stays.
 */
export function StatementFields({ messages, format, text, read, onChange, last, known, fileName, children }: StatementFieldsProps) {
  const [left, setLeft] = useState<ReadonlySet<keyof StatementText>>(new Set())
  const leave = (key: keyof StatementText) => setLeft((current) => (current.has(key) ? current : new Set([...current, key])))
  const error = (key: keyof StatementText) => (left.has(key) ? read.errors[key] : undefined)
  const carriedId = useId()
  const set = (key: keyof StatementText) => (value: string) => onChange({ ...text, [key]: value })
  return (
    <fieldset className="bk-form-section bk-reconcile__statement">
      <legend>{messages['bankReconciliation.statement']}</legend>
      <div className="bk-reconcile__fields">
        <FormField
          label={messages['bankReconciliation.beginDate']}
          hint={messages['bankReconciliation.beginDateOptional']}
          error={error('beginDate')}
          name="beginDate"
        >
          {(control) => (
            <DateInput control={control} value={text.beginDate} onChange={set('beginDate')} onBlur={() => leave('beginDate')} />
          )}
        </FormField>
        {known && !last && (
          <FormField
            label={messages['bankReconciliation.openingBalance']}
            hint={messages['bankReconciliation.openingTypedHint']}
            error={error('opening')}
            name="opening"
          >
            {(control) => (
              <MoneyInput
                {...control}
                value={text.opening}
                onChange={(event) => set('opening')(event.target.value)}
                onBlur={() => leave('opening')}
              />
            )}
          </FormField>
        )}
        {last && (
          <div className="bk-field" data-field="opening">
            <span className="bk-field__label" id={carriedId}>
              {messages['bankReconciliation.openingBalance']}
            </span>
            <output className="bk-reconcile__carried" aria-labelledby={carriedId}>
              {formatMoney(last.closingBalance, format)}
            </output>
            <p className="bk-field__hint">{messages['bankReconciliation.openingCarried'](formatDate(last.endDate, format.locale))}</p>
          </div>
        )}
        <FormField label={messages['bankReconciliation.endDate']} error={error('endDate')} name="endDate">
          {(control) => <DateInput control={control} value={text.endDate} onChange={set('endDate')} onBlur={() => leave('endDate')} />}
        </FormField>
        <FormField label={messages['bankReconciliation.closingBalance']} error={error('closing')} name="closing">
          {(control) => (
            <MoneyInput
              {...control}
              value={text.closing}
              onChange={(event) => set('closing')(event.target.value)}
              onBlur={() => leave('closing')}
            />
          )}
        </FormField>
      </div>
      {fileName && (
        <p className="bk-field__hint">
          <IsolatedText text={messages['bankReconciliation.fromStatement'](isolate(fileName))} />
        </p>
      )}
      {children}
    </fieldset>
  )
}
