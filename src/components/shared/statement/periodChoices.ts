// The periods a statement over a period offers, relative to today (the profit and loss's and the
// statement of cash flows' Period choice).
import { addMonths, type ChartPeriod } from '../../../format/period'

/** The period choices: relative to today, and the host's own when it is none of them. */
export const PERIOD_CHOICES = ['yearToDate', 'lastYear', 'thisQuarter', 'lastQuarter', 'thisMonth', 'lastMonth'] as const
export type PeriodChoice = (typeof PERIOD_CHOICES)[number] | 'given'

/** The period a choice names, relative to `today`. */
export function periodOf(choice: Exclude<PeriodChoice, 'given'>, today: string): ChartPeriod {
  const month = today.slice(0, 7)
  const quarter = (of: string) => `${of.slice(0, 4)}-Q${Math.floor((Number(of.slice(5, 7)) - 1) / 3) + 1}`
  switch (choice) {
    case 'yearToDate':
      return { from: `${today.slice(0, 4)}-01-01`, to: today }
    case 'lastYear':
      return String(Number(today.slice(0, 4)) - 1)
    case 'thisQuarter':
      return quarter(month)
    case 'lastQuarter':
      return quarter(addMonths(month, -3))
    case 'thisMonth':
      return month
    case 'lastMonth':
      return addMonths(month, -1)
  }
}

export const samePeriod = (a: ChartPeriod | undefined, b: ChartPeriod | undefined) =>
  typeof a === 'object' && a !== null && typeof b === 'object' && b !== null ? a.from === b.from && a.to === b.to : a === b
