// How a statement names its periods and its comparisons, in the provider's locale (the words here, the numbers and dates from src/format).
import { formatMonth, wholeMonths, type DateRange } from '../../format/period'
import { formatDateRange } from '../../format/date'
import { formatMoney, formatMoneyChange, type MoneyFormat } from '../../format/money'
import { formatChangeShare } from '../../format/percent'
import type { StatementFigure } from '../../react/profitAndLoss'
import type { ProfitAndLossMessages } from '../../messages/profitAndLoss'

/** A range as a person names it: "2026", "Q2 2026", "Jun 2026", or its two dates ("Jan 1 – Jun 15, 2026"). */
export function rangeLabel({ from, to }: DateRange, locale: string, messages: ProfitAndLossMessages): string {
  const year = from.slice(0, 4)
  const months = year === to.slice(0, 4) ? wholeMonths({ from, to }) : undefined
  const first = Number(from.slice(5, 7))
  if (months === 12) return year
  if (months === 1) return formatMonth(from.slice(0, 7), locale)
  if (months === 3 && first % 3 === 1) return messages['profitAndLoss.quarter']((first + 2) / 3, year)
  return formatDateRange(from, to, locale)
}

/** A figure's comparison as the cells show it: the compared amount, the change and its share; `undefined` while either is not known. */
export function comparisonOf({ amount, compared }: StatementFigure, money: MoneyFormat) {
  if (amount === undefined || compared === undefined) return undefined
  return { compared: formatMoney(compared, money), change: formatMoneyChange(amount - compared, money), percent: formatChangeShare(amount, compared, money.locale) }
}
