import { useMemo } from 'react'
import { formatDate, formatDateTime } from '../../format/date'
import { formatCount } from '../../messages/messageSet'
import { formatMoney } from '../../format/money'
import { formatPercent } from '../../format/percent'
import { useMessages, useLocaleSettings } from '../../react/provider/provided'
import { invoiceDetailMessages, type InvoiceDetailMessages } from '../../messages/forms/invoiceDetail'

/** What every section needs to turn the invoice into text: its strings and the provider's locale and currency. */
export interface DetailText {
  messages: InvoiceDetailMessages
  money: (minor: number) => string
  date: (isoDate: string) => string
  dateTime: (isoDateTime: string) => string
  percent: (value: string) => string
  count: (value: number) => string
}

/** The detail's strings and formatters, in the provider's locale and currency. */
export function useDetailText(): DetailText {
  const messages = useMessages(invoiceDetailMessages)
  const { locale, currency } = useLocaleSettings()
  return useMemo(
    () => ({
      messages,
      money: (minor) => formatMoney(minor, { locale, currency }),
      date: (isoDate) => formatDate(isoDate, locale),
      dateTime: (isoDateTime) => formatDateTime(isoDateTime, locale),
      percent: (value) => formatPercent(value, locale),
      count: (value) => formatCount(value, locale),
    }),
    [messages, locale, currency],
  )
}

/** Minor units written as a decimal string on the wire (`"2500"`), or `undefined` when it is not a whole number. */
export function minorFromString(value: string | undefined): number | undefined {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value.trim())) return undefined
  const minor = Number(value.trim())
  return Number.isSafeInteger(minor) ? minor : undefined
}

/** A rule the service states as `{value, type}` (a discount, a deposit, an installment's amount due). */
export interface ValueRule {
  value?: string
  type?: string
}

/** Whether a rule asks for nothing (no value, or a value of zero): such a discount or deposit is left out. */
export function isZeroRule(rule: ValueRule | undefined): boolean {
  const value = rule?.value?.trim()
  return value === undefined || value === '' || /^-?0*(\.0*)?$/.test(value)
}

/** A rule as text: "10%" for `PERCENT`, "$25.00" for `AMOUNT` (minor units), else its value and type as they came. */
export function ruleText(rule: ValueRule, text: DetailText): string {
  const value = rule.value ?? ''
  const type = rule.type ?? ''
  if (type === 'PERCENT') return text.percent(value)
  const minor = type === 'AMOUNT' ? minorFromString(value) : undefined
  if (minor !== undefined) return text.money(minor)
  return type === '' ? value : text.messages['invoiceDetail.unknownRule'](value, type)
}

/** quantity × rate, rounded to a minor unit (a quantity may be fractional); `undefined` when either is missing. */
export function lineAmount(quantity: number | undefined, rate: number | undefined): number | undefined {
  if (typeof quantity !== 'number' || typeof rate !== 'number' || !Number.isFinite(quantity) || !Number.isFinite(rate)) return undefined
  const amount = Math.round(quantity * rate)
  return Number.isSafeInteger(amount) ? amount : undefined
}
