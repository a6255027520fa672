// The statement of cash flows' parts beside its table: the period's choices, and the tie under it.
import type { DateRange } from '../../format/period'
import { isolate } from '../../format/isolate'
import { localToday } from '../../format/localToday'
import { formatMoney } from '../../format/money'
import { periodRange } from '../../format/period'
import { PERIOD_PRESETS, presetOf, presetPeriod, type PeriodChoice } from '../../core/statements/periodPresets'
import type { CashFlowStatementMessages } from '../../messages/statements/cashFlowStatement'
import { formatCount } from '../../messages/messageSet'
import type { CashFlowStatementResult } from '../../react/statements/cashFlowStatement'
import type { useLocaleSettings } from '../../react/provider/provided'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { Choice } from '../shared/statement/parts'
import { rangeLabel } from '../shared/statement/rangeLabel'

/** The period's choices: relative to today, and the host's own dates when they are none of them. */
export function PeriodOptions({
  messages,
  range,
  given,
  onChange,
}: {
  messages: CashFlowStatementMessages
  range: DateRange
  given: DateRange
  onChange: (range: DateRange) => void
}) {
  const today = localToday()
  const current: PeriodChoice = presetOf(range, today)
  const hasGiven = presetOf(given, today) === 'given'
  return (
    <Choice<PeriodChoice>
      label={messages['cashFlowStatement.period']}
      value={current}
      choices={[
        ...(hasGiven || current === 'given' ? [{ value: 'given' as const, label: messages['cashFlowStatement.period.given'] }] : []),
        ...PERIOD_PRESETS.map((choice) => ({ value: choice, label: messages[`cashFlowStatement.period.${choice}`] })),
      ]}
      onChange={(choice) => onChange(choice === 'given' ? given : periodRange(presetPeriod(choice, today)))}
    />
  )
}

/** What the tie says: it ties (naming the bank accounts), by how much it differs and why, or why it cannot be told yet; empty before any figure. */
export function tieText(
  statement: CashFlowStatementResult,
  messages: CashFlowStatementMessages,
  money: ReturnType<typeof useLocaleSettings>,
  periodText: string,
  name: (text: string) => string = isolate,
): string {
  if (statement.figures === 'partial')
    return messages['cashFlowStatement.tieFromRecords'](formatCount(statement.accountCount, money.locale), statement.accountCount)
  const { tie } = statement
  if (!tie.known) return ''
  if (statement.cashAccounts.length === 0) return messages['cashFlowStatement.noCash']
  const names = statement.cashAccounts.map((row) => name(row.account.name)).join(', ')
  const column = statement.columns[0]
  const differences = [
    { amount: tie.difference.amount, period: periodText },
    {
      amount: tie.difference.compared,
      period: column?.compared ? rangeLabel(column.compared, money.locale, messages['cashFlowStatement.quarter']) : undefined,
    },
  ].filter((difference): difference is { amount: number; period: string } => !!difference.amount && difference.period !== undefined)
  if (differences.length === 0) {
    const compared = column?.compared && rangeLabel(column.compared, money.locale, messages['cashFlowStatement.quarter'])
    return compared ? messages['cashFlowStatement.tiesBoth'](names, compared) : messages['cashFlowStatement.ties'](names)
  }
  const why =
    tie.causes.length > 0
      ? messages['cashFlowStatement.differsBecause'](tie.causes.map((row) => name(row.account.name)).join(', '))
      : messages['cashFlowStatement.differsFromHost']
  return [
    ...differences.map(({ amount, period }) => messages['cashFlowStatement.differs'](formatMoney(Math.abs(amount), money), period)),
    why,
  ].join(' ')
}

/** Whether the net change in cash ties to the bank accounts' own change: said only on final figures. */
export function TieNote({
  statement,
  messages,
  money,
  reading,
  periodText,
}: {
  statement: CashFlowStatementResult
  messages: CashFlowStatementMessages
  money: ReturnType<typeof useLocaleSettings>
  reading: boolean
  periodText: string
}) {
  const text = tieText(statement, messages, money, periodText)
  if (statement.figures === 'partial')
    return (
      <p className="bk-statement__check" data-check="unknown">
        {text}
      </p>
    )
  if (!statement.tie.known)
    return (
      <p className="bk-statement__check" data-check="unknown">
        {reading || statement.accountsFailed === 0 ? messages['cashFlowStatement.tieWhenRead'] : messages['cashFlowStatement.tieStopped']}
      </p>
    )
  const ties = statement.cashAccounts.length > 0 && !statement.tie.difference.amount && !statement.tie.difference.compared
  return (
    <p className="bk-statement__check" data-check={ties ? 'ties' : 'differs'} role={ties ? undefined : 'note'}>
      <IsolatedText text={text} />
    </p>
  )
}
