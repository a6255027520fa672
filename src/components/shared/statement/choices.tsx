// A statement's choices: one labelled choice of a few values, the day a statement on a day is of,
// the period a statement over a period is of, and what it is compared with.
import { localToday } from '../../../format/localToday'
import type { ChartPeriod } from '../../../format/period'
import { PERIOD_PRESETS, presetOf, presetPeriod, type PeriodChoice, type PeriodPreset } from '../../../core/statements/periodPresets'
import { AS_OF_CHOICES, asOfChoice, type AsOfChoice as AsOfPreset, type FiscalYearStart } from '../../../core/statements/statementColumns'

/** One labelled choice of a few values. */
export function Choice<T extends string>({
  label,
  value,
  choices,
  onChange,
  className,
}: {
  label: string
  value: T
  choices: ReadonlyArray<{ value: T; label: string }>
  onChange: (value: T) => void
  className?: string
}) {
  return (
    <label className={className ? `bk-field ${className}` : 'bk-field'}>
      <span className="bk-field__label">{label}</span>
      <select className="bk-select" value={value} onChange={(event) => onChange(event.target.value as T)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The day days are offered relative to: today, or the host's own day when it is none of them (`given`). */
export function AsOfChoice({
  label,
  value,
  given,
  fiscalYearStart,
  names,
  onChange,
}: {
  label: string
  value: string | undefined
  given: string | undefined
  fiscalYearStart: FiscalYearStart | undefined
  names: (choice: AsOfPreset | 'given') => string
  onChange: (asOf: string | undefined) => void
}) {
  const today = localToday()
  let presets: Array<{ choice: AsOfPreset; date: string }>
  try {
    presets = AS_OF_CHOICES.map((choice) => ({ choice, date: asOfChoice(choice, today, fiscalYearStart) }))
  } catch {
    // A fiscal year start that cannot be read (the statement names it) offers no year end.
    presets = [{ choice: 'today', date: today }]
  }
  const current = value === undefined ? 'today' : (presets.find((preset) => preset.date === value)?.choice ?? 'given')
  const hasGiven = given !== undefined && !presets.some((preset) => preset.date === given)
  return (
    <Choice<AsOfPreset | 'given'>
      label={label}
      value={current}
      choices={[
        ...(hasGiven || current === 'given' ? [{ value: 'given' as const, label: names('given') }] : []),
        ...presets.map(({ choice }) => ({ value: choice, label: names(choice) })),
      ]}
      onChange={(choice) => onChange(choice === 'given' ? given : presets.find((preset) => preset.choice === choice)?.date)}
    />
  )
}

/** The period: relative to today, or the host's own dates when they are none of them (`given`); this year to date before any is chosen. */
export function PeriodPresetChoice<T extends ChartPeriod>({
  label,
  value,
  given,
  names,
  of,
  onChange,
}: {
  label: string
  value: T | undefined
  given: T | undefined
  names: (choice: PeriodChoice) => string
  /** The value of a preset's period (the statement of cash flows takes its dates). */
  of: (period: ChartPeriod) => T
  onChange: (period: T | undefined) => void
}) {
  const today = localToday()
  const current: PeriodChoice = value === undefined ? 'yearToDate' : presetOf(value, today)
  const hasGiven = given !== undefined && presetOf(given, today) === 'given'
  return (
    <Choice<PeriodChoice>
      label={label}
      value={current}
      choices={[
        ...(hasGiven || current === 'given' ? [{ value: 'given' as const, label: names('given') }] : []),
        ...PERIOD_PRESETS.map((choice: PeriodPreset) => ({ value: choice, label: names(choice) })),
      ]}
      onChange={(choice) => onChange(choice === 'given' ? given : of(presetPeriod(choice, today)))}
    />
  )
}

/** What the figures are compared with: nothing, or one of `comparisons`. */
export function CompareChoice<T extends string>({
  label,
  value,
  comparisons,
  names,
  onChange,
}: {
  label: string
  value: T | undefined
  comparisons: readonly T[]
  names: (choice: T | 'none') => string
  onChange: (compareTo: T | undefined) => void
}) {
  return (
    <Choice<T | ''>
      label={label}
      value={value ?? ''}
      choices={(['', ...comparisons] as const).map((choice) => ({ value: choice, label: names(choice || 'none') }))}
      onChange={(choice) => onChange(choice || undefined)}
    />
  )
}
