// The statement of cash flows' tie under its table: whether the net change in cash ties to the bank accounts' own.
import { isolate } from '../../format/isolate'
import { formatMoney } from '../../format/money'
import { differencesOf } from '../../core/statements/frameCheck'
import type { CashFlowStatementMessages } from '../../messages/statements/cashFlowStatement'
import { formatCount } from '../../messages/messageSet'
import type { CashFlowStatementResult } from '../../react/statements/cashFlowStatement'
import type { useLocaleSettings } from '../../react/provider/provided'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { rangeLabel } from '../shared/statement/rangeLabel'

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
  const compared = column?.compared && rangeLabel(column.compared, money.locale, messages['cashFlowStatement.quarter'])
  const differences = differencesOf([
    { amount: tie.difference.amount, at: periodText },
    { amount: tie.difference.compared, at: compared },
  ])
  if (differences.length === 0)
    return compared ? messages['cashFlowStatement.tiesBoth'](names, compared) : messages['cashFlowStatement.ties'](names)
  const why =
    tie.causes.length > 0
      ? messages['cashFlowStatement.differsBecause'](tie.causes.map((row) => name(row.account.name)).join(', '))
      : messages['cashFlowStatement.differsFromHost']
  return [
    ...differences.map(({ amount, at }) => messages['cashFlowStatement.differs'](formatMoney(Math.abs(amount), money), at)),
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
