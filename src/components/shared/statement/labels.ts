// How a statement names a figure's comparison, in the provider's locale (the numbers from src/format).
import { formatMoney, formatMoneyChange, type MoneyFormat } from '../../../format/money'
import { formatChangeShare } from '../../../format/percent'
import type { StatementFigure } from '../../../react/statements/statementRows'

/** A figure's comparison as the cells show it: the compared amount, the change and its share; `undefined` while either is not known. */
export function comparisonOf({ amount, compared }: StatementFigure, money: MoneyFormat) {
  if (amount === undefined || compared === undefined) return undefined
  return {
    compared: formatMoney(compared, money),
    change: formatMoneyChange(amount - compared, money),
    percent: formatChangeShare(amount, compared, money.locale),
  }
}
