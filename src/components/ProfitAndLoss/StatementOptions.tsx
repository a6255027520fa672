/**
 * The profit and loss's choices: its period (relative to today, or the host's own), columns,
 * comparison, method where the service takes one, and the % of income column.
 */
import type { AccountingMethod } from '../../api/types'
import type { StatementColumns, StatementComparison } from '../../core/statements/statementColumns'
import { localToday } from '../../format/localToday'
import type { ChartPeriod } from '../../format/period'
import type { ProfitAndLossMessages } from '../../messages/statements/profitAndLoss'
import { Choice, MethodChoice } from '../shared/statement/parts'
import { PERIOD_PRESETS, presetOf, presetPeriod, type PeriodChoice } from '../../core/statements/periodPresets'

interface OptionsProps {
  messages: ProfitAndLossMessages
  period: ChartPeriod | undefined
  /** The host's period: offered as a choice of its own when it is none of the others. */
  given: ChartPeriod | undefined
  columns: StatementColumns
  compareTo: StatementComparison | undefined
  method: AccountingMethod | undefined
  canChooseMethod: boolean
  onPeriod: (period: ChartPeriod | undefined) => void
  onColumns: (columns: StatementColumns) => void
  onCompare: (compareTo: StatementComparison | undefined) => void
  onMethod: (method: AccountingMethod | undefined) => void
  /** Whether the % of income column is shown. */
  share: boolean
  onShare: (shown: boolean) => void
}

/** The statement's choices: period, columns, comparison, (where the service takes one) method, and the % of income column. */
export function StatementOptions({
  messages,
  period,
  given,
  columns,
  compareTo,
  method,
  canChooseMethod,
  share,
  onPeriod,
  onColumns,
  onCompare,
  onMethod,
  onShare,
}: OptionsProps) {
  const today = localToday()
  const current: PeriodChoice = period === undefined ? 'yearToDate' : presetOf(period, today)
  const hasGiven = given !== undefined && presetOf(given, today) === 'given'
  return (
    <div className="bk-statement__options" role="group" aria-label={messages['profitAndLoss.options']}>
      <Choice<PeriodChoice>
        label={messages['profitAndLoss.period']}
        value={current}
        choices={[
          ...(hasGiven || current === 'given' ? [{ value: 'given' as const, label: messages['profitAndLoss.period.given'] }] : []),
          ...PERIOD_PRESETS.map((choice) => ({ value: choice, label: messages[`profitAndLoss.period.${choice}`] })),
        ]}
        onChange={(choice) => onPeriod(choice === 'given' ? given : presetPeriod(choice, today))}
      />
      <Choice<StatementColumns>
        label={messages['profitAndLoss.columns']}
        value={columns}
        choices={(['total', 'month', 'quarter'] as const).map((choice) => ({
          value: choice,
          label: messages[`profitAndLoss.columns.${choice}`],
        }))}
        onChange={onColumns}
      />
      <Choice<StatementComparison | ''>
        label={messages['profitAndLoss.compare']}
        value={compareTo ?? ''}
        choices={(['', 'previousPeriod', 'previousYear'] as const).map((choice) => ({
          value: choice,
          label: messages[`profitAndLoss.compare.${choice || 'none'}`],
        }))}
        onChange={(choice) => onCompare(choice || undefined)}
      />
      {canChooseMethod && (
        <MethodChoice
          label={messages['profitAndLoss.method']}
          value={method}
          names={(choice) => messages[`profitAndLoss.method.${choice}`]}
          onChange={onMethod}
        />
      )}
      <label className="bk-field">
        <span className="bk-field__label">{messages['profitAndLoss.percentOfIncome']}</span>
        <input type="checkbox" checked={share} onChange={(event) => onShare(event.target.checked)} />
      </label>
    </div>
  )
}
