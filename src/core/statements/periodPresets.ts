// The periods a statement over a period offers, relative to today, and which of them a period is.
// One rule for the profit and loss and the statement of cash flows: the same dates are named the
// same way, whether the host wrote them as a month ('2026-05') or as its days. Pure.
import { addMonths, periodRange, type ChartPeriod, type DateRange } from '../../format/period'

/** The period choices relative to today, in the order a Period select lists them. */
export const PERIOD_PRESETS = ['yearToDate', 'lastYear', 'thisQuarter', 'lastQuarter', 'thisMonth', 'lastMonth'] as const

/** A period relative to today. */
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]

/** A Period select's value: a preset, or the host's own dates when they are none of them. */
export type PeriodChoice = PeriodPreset | 'given'

const quarterOf = (month: string) => `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`

/** The period a preset names, relative to `today` (`YYYY-MM-DD`). */
export function presetPeriod(preset: PeriodPreset, today: string): ChartPeriod {
  const month = today.slice(0, 7)
  switch (preset) {
    case 'yearToDate':
      return { from: `${today.slice(0, 4)}-01-01`, to: today }
    case 'lastYear':
      return String(Number(today.slice(0, 4)) - 1)
    case 'thisQuarter':
      return quarterOf(month)
    case 'lastQuarter':
      return quarterOf(addMonths(month, -3))
    case 'thisMonth':
      return month
    case 'lastMonth':
      return addMonths(month, -1)
    default:
      return preset satisfies never
  }
}

/** The dates of `period`, or `undefined` when it cannot be read (the statement says why). */
function datesOf(period: ChartPeriod): DateRange | undefined {
  try {
    return periodRange(period)
  } catch {
    return undefined
  }
}

/**
 * The preset whose dates are `period`'s, relative to `today`: compared by their days, so a month
 * written as '2026-05' or as `{ from: '2026-05-01', to: '2026-05-31' }` is "Last month" alike;
 * `'given'` when no preset has its dates (or they cannot be read).
 */
export function presetOf(period: ChartPeriod, today: string): PeriodChoice {
  const dates = datesOf(period)
  if (!dates) return 'given'
  const preset = PERIOD_PRESETS.find((choice) => sameDates(periodRange(presetPeriod(choice, today)), dates))
  return preset ?? 'given'
}

/** Whether two ranges have the same days. */
export const sameDates = (a: DateRange | undefined, b: DateRange | undefined) => a?.from === b?.from && a?.to === b?.to

/** Whether two periods are written alike (a host's prop that did not change). */
export const samePeriod = (a: ChartPeriod | undefined, b: ChartPeriod | undefined) =>
  typeof a === 'object' && a !== null && typeof b === 'object' && b !== null ? a.from === b.from && a.to === b.to : a === b
