import { useId, useMemo, useState } from 'react'
import type { DateInNotIn, StringComparison, StringInNotIn } from '../../api/types'
import { formatCount } from '../../messages/messageSet'
import { formatMoneyInput, parseMoney, type MoneyFormat, type MoneyProblem } from '../../format/money'
import { useLocaleSettings } from '../../react/provider/provided'
import { searchDraft, useDebouncedDraft } from '../shared/hooks/useDebouncedDraft'
import type { FilterChoice } from '../shared/filters/ChoiceSelect'
import { MoneyInput } from '../shared/form/MoneyInput'
import type { InvoiceListMessages } from '../../messages/forms/invoiceList'

type InNotInMode = 'in' | 'notIn'

/** A status filter: checkboxes for the values, and whether the invoice's value must be one of them or none of them. */
export function InNotInField({
  legend,
  value,
  choices,
  onChange,
  messages,
}: {
  legend: string
  value: StringInNotIn | undefined
  choices: readonly FilterChoice[]
  onChange: (next: StringInNotIn) => void
  messages: InvoiceListMessages
}) {
  const [preferred, setPreferred] = useState<InNotInMode>('in')
  const mode: InNotInMode = value?.in?.length ? 'in' : value?.notIn?.length ? 'notIn' : preferred
  const selected = value?.[mode] ?? []
  // A value the host sent that we have no label for still shows, as the service names it.
  const known = new Set(choices.map((choice) => choice.value))
  const all = [...choices, ...selected.filter((item) => !known.has(item)).map((item) => ({ value: item, label: item }))]

  const changeMode = (next: InNotInMode) => {
    setPreferred(next)
    if (selected.length === 0) return
    const { [mode]: _moved, ...rest } = value ?? {}
    onChange({ ...rest, [next]: selected })
  }
  const toggle = (item: string, checked: boolean) =>
    onChange({ ...value, [mode]: checked ? [...selected, item] : selected.filter((other) => other !== item) })

  return (
    <fieldset className="bk-invoice-filters__group">
      <legend className="bk-field__label">{legend}</legend>
      <label className="bk-field">
        <span className="bk-visually-hidden">{`${legend}: ${messages['invoiceList.match']}`}</span>
        <select className="bk-select" value={mode} onChange={(event) => changeMode(event.target.value as InNotInMode)}>
          <option value="in">{messages['invoiceList.matchIn']}</option>
          <option value="notIn">{messages['invoiceList.matchNotIn']}</option>
        </select>
      </label>
      <div className="bk-invoice-filters__choices">
        {all.map((choice) => (
          <label key={choice.value} className="bk-invoice-filters__choice">
            <input
              type="checkbox"
              checked={selected.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * "Due on": one date to pick. A list of dates from the host (an aging bucket's) is said as such,
 * with a button that clears it, so that it is never shown as its first date nor replaced unseen.
 */
export function DueOnField({
  value,
  onChange,
  messages,
  locale,
}: {
  value: DateInNotIn | undefined
  onChange: (next: DateInNotIn) => void
  messages: InvoiceListMessages
  locale: string
}) {
  const labelId = useId()
  const dates = value?.in ?? []
  if (dates.length > 1) {
    return (
      <div className="bk-field" role="group" aria-labelledby={labelId}>
        <span id={labelId} className="bk-field__label">
          {messages['invoiceList.dueOn']}
        </span>
        <span className="bk-invoice-filters__due-dates">
          {messages['invoiceList.dueOnDates'](formatCount(dates.length, locale), dates.length)}
          <button type="button" className="bk-button" data-variant="ghost" onClick={() => onChange({ ...value, in: undefined })}>
            {messages['invoiceList.clearDueDates']}
          </button>
        </span>
      </div>
    )
  }
  return (
    <label className="bk-field">
      <span className="bk-field__label">{messages['invoiceList.dueOn']}</span>
      <input
        className="bk-input"
        type="date"
        value={dates[0] ?? ''}
        onChange={(event) => onChange({ ...value, in: event.target.value ? [event.target.value] : undefined })}
      />
    </label>
  )
}

function problemMessage(
  problem: MoneyProblem,
  field: string,
  maxDecimals: number,
  format: MoneyFormat,
  messages: InvoiceListMessages,
): string {
  switch (problem) {
    case 'tooManyDecimals':
      return messages['invoiceList.amountTooManyDecimals'](field, maxDecimals)
    case 'tooLarge':
      return messages['invoiceList.amountTooLarge'](field)
    case 'empty':
    case 'invalid':
      return messages['invoiceList.amountInvalid'](field, formatMoneyInput(123456, format))
    default:
      return problem satisfies never
  }
}

/**
 * A typed amount, parsed exactly to minor units with the provider's locale and currency. What the
 * user typed stays in the field when it cannot be read; the error names the field once they leave it.
 */
export function AmountField({
  label,
  value,
  onChange,
  messages,
}: {
  label: string
  value: number | undefined
  onChange: (minor: number | undefined) => void
  messages: InvoiceListMessages
}) {
  const { locale, currency } = useLocaleSettings()
  const format: MoneyFormat = useMemo(() => ({ locale, currency }), [locale, currency])
  const id = useId()
  const [touched, setTouched] = useState(false)
  const [text, setText] = useDebouncedDraft<number | undefined>({
    value,
    format: (minor) => (minor === undefined ? '' : formatMoneyInput(minor, format)),
    parse: (typed) => {
      if (typed.trim() === '') return { ok: true, value: undefined }
      const parsed = parseMoney(typed, format)
      return parsed.ok ? { ok: true, value: parsed.minor } : { ok: false }
    },
    commit: onChange,
  })
  const parsed = text.trim() === '' ? undefined : parseMoney(text, format)
  const error = touched && parsed && !parsed.ok ? problemMessage(parsed.problem, label, parsed.maxDecimals, format, messages) : undefined
  return (
    <div className="bk-field">
      <label className="bk-field__label" htmlFor={id}>
        {label}
      </label>
      <MoneyInput
        id={id}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      {error && (
        <p id={`${id}-error`} className="bk-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

type NumberMode = 'contain' | 'equal'

/** The invoice number: equal to, or containing, what the user types. */
export function InvoiceNumberField({
  value,
  onChange,
  messages,
}: {
  value: StringComparison | undefined
  onChange: (next: StringComparison) => void
  messages: InvoiceListMessages
}) {
  const [preferred, setPreferred] = useState<NumberMode>('contain')
  const mode: NumberMode = value?.contain !== undefined ? 'contain' : value?.equal !== undefined ? 'equal' : preferred
  const committed = value?.[mode] ?? ''
  const [text, setText] = useDebouncedDraft({ ...searchDraft, value: committed, commit: (typed) => onChange({ ...value, [mode]: typed }) })
  const changeMode = (next: NumberMode) => {
    setPreferred(next)
    if (committed === '') return
    const { [mode]: _moved, ...rest } = value ?? {}
    onChange({ ...rest, [next]: committed })
  }
  return (
    <fieldset className="bk-invoice-filters__group" data-layout="inline">
      <legend className="bk-field__label">{messages['invoiceList.invoiceNumber']}</legend>
      <label className="bk-field">
        <span className="bk-visually-hidden">{messages['invoiceList.invoiceNumberMatch']}</span>
        <select className="bk-select" value={mode} onChange={(event) => changeMode(event.target.value as NumberMode)}>
          <option value="contain">{messages['invoiceList.numberContains']}</option>
          <option value="equal">{messages['invoiceList.numberEquals']}</option>
        </select>
      </label>
      <label className="bk-field">
        <span className="bk-visually-hidden">{messages['invoiceList.invoiceNumber']}</span>
        <input className="bk-input" value={text} autoComplete="off" onChange={(event) => setText(event.target.value)} />
      </label>
    </fieldset>
  )
}
