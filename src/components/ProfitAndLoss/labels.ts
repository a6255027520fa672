// How a statement names its periods and writes its changes, in the provider's locale.
import { formatMonth, monthRange, type DateRange } from '../../format/period'
import { formatMoney, type MoneyFormat } from '../../format/money'
import type { StatementFigure } from '../../react/profitAndLoss'
import type { ProfitAndLossMessages } from '../../messages/profitAndLoss'

const rangeFormats = new Map<string, Intl.DateTimeFormat>()
const percentFormats = new Map<string, Intl.NumberFormat>()

/** A range as a person names it: "2026", "Q2 2026", "Jun 2026", or its two dates ("Jan 1 – Jun 15, 2026"). */
export function rangeLabel({ from, to }: DateRange, locale: string, messages: ProfitAndLossMessages): string {
  const year = from.slice(0, 4)
  const wholeMonthsTo = from.endsWith('-01') && monthRange(to.slice(0, 7)).to === to && to.slice(0, 4) === year
  const firstMonth = Number(from.slice(5, 7))
  const lastMonth = Number(to.slice(5, 7))
  if (wholeMonthsTo && firstMonth === 1 && lastMonth === 12) return year
  if (wholeMonthsTo && firstMonth === lastMonth) return formatMonth(from.slice(0, 7), locale)
  if (wholeMonthsTo && firstMonth % 3 === 1 && lastMonth === firstMonth + 2) return messages['profitAndLoss.quarter']((firstMonth + 2) / 3, year)
  let format = rangeFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
    rangeFormats.set(locale, format)
  }
  const at = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))
  return format.formatRange(at(from), at(to))
}

/** A change with its sign always shown: "+$120.00", "−$75.50", "$0.00". */
export function formatChange(change: number, money: MoneyFormat): string {
  return change > 0 ? `+${formatMoney(change, money)}` : formatMoney(change, money)
}

/** The change as a share of the figure it is compared with, "+12.5%"; empty where that figure is zero (no share of nothing). */
export function formatPercentChange(amount: number, compared: number, locale: string): string {
  if (compared === 0) return ''
  let format = percentFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })
    percentFormats.set(locale, format)
  }
  return format.format((amount - compared) / Math.abs(compared))
}

/** A figure's comparison as the cells show it: the compared amount, the change and its share; `undefined` while either is not known. */
export function comparisonOf({ amount, compared }: StatementFigure, money: MoneyFormat) {
  if (amount === undefined || compared === undefined) return undefined
  return { compared: formatMoney(compared, money), change: formatChange(amount - compared, money), percent: formatPercentChange(amount, compared, money.locale) }
}
