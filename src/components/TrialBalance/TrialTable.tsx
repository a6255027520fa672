// The trial balance's table: the accounts down with Retained earnings among them, debit and credit
// across, the sums and their difference at its foot, and the accounts no side fits apart.
import { formatMoney, type MoneyFormat } from '../../format/money'
import { isolate, numberedName } from '../../format/isolate'
import { IsolatedText } from '../shared/text/SentenceWithName'
import type { TrialBalanceMessages } from '../../messages/statements/trialBalance'
import type { StatementAccountRow } from '../../react/statements/statementRows'
import type { TrialBalanceRetainedEarnings, TrialBalanceRow, TrialBalanceStatement } from '../../react/statements/trialBalance'
import { ClampedText } from '../shared/cells'
import { moveBetweenFigures } from '../shared/statement/moveBetweenFigures'
import { Reading } from '../shared/statement/StatementTable'
import { RetryReading } from '../shared/statement/RetryReading'
import type { OpenLedger } from '../shared/statement/statementLines'
import { withRetainedEarnings } from '../../core/statements/frameTrialBalance'

interface TableProps {
  trial: TrialBalanceStatement
  messages: TrialBalanceMessages
  money: MoneyFormat
  date: string
  showInactive: boolean
  onOpen: OpenLedger | undefined
}

type Side = 'debit' | 'credit'

/** The accounts down (Retained earnings among them), debit and credit across, the sums of both columns under them, their difference when there is one, and the accounts no side fits apart. */
export function TrialTable({ trial, messages, money, date, showInactive, onOpen }: TableProps) {
  const sides: ReadonlyArray<{ key: Side; label: string }> = [
    { key: 'debit', label: messages['trialBalance.debit'] },
    { key: 'credit', label: messages['trialBalance.credit'] },
  ]
  const { totals, asOf } = trial
  const anyReading = [...trial.rows, ...trial.unplaced].some((row) => row.status === 'reading')
  // The sums appear only when every account in them is read: a part sum is no trial balance.
  const totalCell = (sum: number) => {
    if (totals.complete) return formatMoney(sum, money)
    // The sums of the accounts the records name: shown, and said to be no more than that.
    if (totals.status === 'partial') {
      return (
        <>
          {formatMoney(sum, money)}
          <span className="bk-statement__mark"> ({messages['trialBalance.partial']})</span>
        </>
      )
    }
    if (totals.leftOut > 0 && !anyReading) {
      return <span className="bk-statement__mark">{messages['trialBalance.leavesOut'](String(totals.leftOut), totals.leftOut)}</span>
    }
    return <Reading label={messages['trialBalance.readingCell']} />
  }
  const nameOf = (row: StatementAccountRow) => numberedName(row.account)
  const failedCell = (text: string, retry: () => void) => (
    <td colSpan={2} className="bk-statement__failed">
      <IsolatedText text={text} /> <RetryReading onRetry={retry} label={messages['trialBalance.tryAgain']} />
    </td>
  )

  const accountRow = (row: TrialBalanceRow, index: number) => {
    if (!showInactive && !row.hasActivity && row.status === 'read') return null
    if (row.status === 'failed') {
      return (
        <tr key={row.account.id} data-status="failed">
          <th scope="row">
            <ClampedText text={nameOf(row)} />
          </th>
          {failedCell(messages['trialBalance.accountFailed'], row.retry)}
        </tr>
      )
    }
    return (
      <tr key={row.account.id} data-status={row.status}>
        <th scope="row">
          <ClampedText text={nameOf(row)} />
        </th>
        {sides.map((side, column) => {
          const value = row[side.key]
          let cell
          if (value === undefined) cell = <Reading label={messages['trialBalance.readingCell']} />
          else if (value === 0) cell = null
          else if (!onOpen) cell = formatMoney(value, money)
          else {
            const amount = formatMoney(value, money)
            cell = (
              <button
                type="button"
                className="bk-statement__amount"
                data-cell={`${index},${column}`}
                aria-label={messages['trialBalance.openLedger'](amount, side.label, isolate(row.account.name), date)}
                onClick={() => asOf !== undefined && onOpen(row, { from: asOf, to: asOf }, date)}
              >
                {amount}
              </button>
            )
          }
          return (
            <td key={side.key} data-numeric data-status={row.status}>
              {cell}
            </td>
          )
        })}
      </tr>
    )
  }

  // Computed from the income and expense accounts, it opens no ledger; withheld like a total until every one of them is read.
  const retainedRow = (line: TrialBalanceRetainedEarnings) => {
    const label = messages['trialBalance.retainedEarnings']
    const { total, failed } = line
    if (failed.length > 0 && !total.reading) {
      return (
        <tr
          key="retainedEarnings"
          className="bk-statement__computed"
          data-total="retainedEarnings"
          data-complete="false"
          data-status="failed"
        >
          <th scope="row">{label}</th>
          {failedCell(messages['trialBalance.linesFailed'](failed.map((row) => isolate(row.account.name)).join(', ')), () =>
            failed.forEach((row) => row.retry()),
          )}
        </tr>
      )
    }
    return (
      <tr
        key="retainedEarnings"
        className="bk-statement__computed"
        data-total="retainedEarnings"
        data-complete={total.complete}
        data-figures={total.status}
      >
        <th scope="row">{label}</th>
        {sides.map((side) => (
          <td key={side.key} data-numeric>
            {/* Of the records' accounts only, it is shown and said to be no more than that. */}
            {total.status !== 'final' && total.status !== 'partial' ? (
              <Reading label={messages['trialBalance.readingCell']} />
            ) : line[side.key] === 0 ? null : (
              <>
                {formatMoney(line[side.key], money)}
                {total.status === 'partial' && <span className="bk-statement__mark"> ({messages['trialBalance.partial']})</span>}
              </>
            )}
          </td>
        ))}
      </tr>
    )
  }

  return (
    // The arrow keys move focus between the figures' buttons inside; the buttons are what is operated.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <table className="bk-chart__table bk-statement__table" onKeyDown={moveBetweenFigures}>
      <caption className="bk-visually-hidden">{messages['trialBalance.caption'](date)}</caption>
      <thead>
        <tr>
          <th scope="col">{messages['trialBalance.account']}</th>
          {sides.map((side) => (
            <th key={side.key} scope="col" data-numeric>
              {side.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{withRetainedEarnings(trial, accountRow, retainedRow)}</tbody>
      {trial.unplaced.length > 0 && (
        // Apart from the accounts on a side, and not in the sums: each balance as the ledger gives it, across both sides.
        <tbody data-section="unplaced">
          <tr className="bk-statement__section">
            <th scope="rowgroup" colSpan={3}>
              {messages['trialBalance.unplaced']}
            </th>
          </tr>
          {trial.unplaced.map((row) => (
            <tr key={row.account.id} data-status={row.status}>
              <th scope="row">
                <ClampedText text={nameOf(row)} />
              </th>
              {row.status === 'failed' ? (
                failedCell(messages['trialBalance.accountFailed'], row.retry)
              ) : (
                <td colSpan={2} data-numeric data-status={row.status}>
                  {row.figures[0]?.amount === undefined ? (
                    <Reading label={messages['trialBalance.readingCell']} />
                  ) : (
                    formatMoney(row.figures[0].amount, money)
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      )}
      <tfoot>
        <tr className="bk-statement__total" data-total="total" data-complete={totals.complete} data-figures={totals.status}>
          <th scope="row">{messages['trialBalance.total']}</th>
          <td data-numeric>{totalCell(totals.debits)}</td>
          <td data-numeric>{totalCell(totals.credits)}</td>
        </tr>
        {trial.difference !== undefined && trial.difference !== 0 && (
          <tr className="bk-statement__total" data-total="difference" data-complete={totals.complete}>
            <th scope="row">{messages['trialBalance.difference']}</th>
            {/* The difference sits under the smaller column: what it would need to equal the other. */}
            <td data-numeric>{trial.difference < 0 ? formatMoney(-trial.difference, money) : null}</td>
            <td data-numeric>{trial.difference > 0 ? formatMoney(trial.difference, money) : null}</td>
          </tr>
        )}
      </tfoot>
    </table>
  )
}
