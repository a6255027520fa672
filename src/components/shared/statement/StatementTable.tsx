// A statement as a table: its columns across, its sections' accounts, groups and lines of sums down.
import type { ReactNode } from 'react'
import { formatMoney, type MoneyFormat } from '../../../format/money'
import { isolate, numberedName } from '../../../format/isolate'
import { IsolatedText } from '../text/SentenceWithName'
import { formatIncomeShare } from '../../../format/percent'
import type { StatementAccountRow, StatementFigure } from '../../../react/statements/statementRows'
import { ClampedText } from '../cells'
import { comparisonOf } from './labels'
import { moveBetweenFigures } from './moveBetweenFigures'
import { RetryReading } from './RetryReading'
import { StatementHead } from './StatementHead'
import type { OpenLedger, ShareColumn, ShareState, ShownColumn, StatementLine, StatementTableSection } from './statementLines'
import type { StatementTableWords } from './statementWords'

/** How far a figure's share can be told: as far as the income and the figure itself are. */
const shareState = (income: ShareState, own: ShareState): ShareState =>
  income === 'final' ? own : income === 'reading' || own === 'reading' ? 'reading' : 'withheld'

export interface TableProps {
  sections: readonly StatementTableSection[]
  footer: readonly StatementLine[]
  columns: readonly ShownColumn[]
  compare: boolean
  /** `soFar`: a total shows its sum while accounts are read, marked; `final`: only once every account in it is read. */
  totals: 'soFar' | 'final'
  /** The column shown when the statement is narrow (one at a time there). */
  narrowColumn: number
  showInactive: boolean
  caption: string
  money: MoneyFormat
  words: StatementTableWords
  onOpen: OpenLedger | undefined
  /** A "% of income" column beside each figure, and beside each compared figure when comparing; default none. */
  share?: ShareColumn
}

const lineClass = (line: StatementLine) => (line.computed ? 'bk-statement__computed' : 'bk-statement__total')

/** A figure still being read: a skeleton, named for a screen reader. */
export const Reading = ({ label }: { label: string }) => (
  <span className="bk-statement__reading">
    <span className="bk-skeleton" aria-hidden="true" />
    <span className="bk-visually-hidden">{label}</span>
  </span>
)

/**
 * A statement as a table: its columns across (with the compared figure, the change and the change %
 * beside each when comparing, folded under each figure when narrow; with a share, each figure's
 * and each compared figure's % of income beside it), the accounts down by section, each section's
 * computed lines and total, and the lines that end it.
 */
export function StatementTable({
  sections,
  footer,
  columns,
  compare,
  totals,
  narrowColumn,
  showInactive,
  caption,
  money,
  words,
  onOpen,
  share,
}: TableProps) {
  const span = 1 + columns.length * ((compare ? 4 : 1) + (share ? (compare ? 2 : 1) : 0))
  let rowIndex = 0
  /** Figures, with their comparison's, change and percent: each cell with a figure carries `mark` while its total is not final; `own`: whether the figure's % of income may be given. */
  const figureCells = (
    figures: readonly StatementFigure[],
    render: (figure: StatementFigure, shown: ShownColumn, index: number) => ReactNode,
    status?: string,
    showComparison = true,
    own: ShareState = 'final',
    mark?: ReactNode,
  ) =>
    columns.flatMap((shown, index) => {
      const figure = figures[shown.figure ?? index] ?? { amount: undefined, compared: undefined }
      const comparison = showComparison ? comparisonOf(figure, money) : undefined
      const at = { 'data-col': index, 'data-shown': index === narrowColumn || undefined }
      const marked = (text: string | undefined) =>
        text ? (
          <>
            {text}
            {mark}
          </>
        ) : null
      const cells = [
        <td key={`${shown.column.key}`} data-numeric {...at} data-status={status}>
          {render(figure, shown, index)}
          {comparison && (
            <span className="bk-statement__fold">
              {words.versus(comparison.compared, comparison.change, comparison.percent)}
              {mark}
            </span>
          )}
        </td>,
      ]
      if (share) {
        cells.push(
          <td key={`${shown.column.key}:share`} data-numeric data-share {...at}>
            {shareText(figure.ofIncome, shareState(share.income, own))}
          </td>,
        )
      }
      if (compare) {
        cells.push(
          <td key={`${shown.column.key}:compared`} data-numeric data-compare {...at}>
            {marked(comparison?.compared)}
          </td>,
        )
        // As QuickBooks lays it out: the compared figure's own share of its column's income beside it.
        if (share) {
          cells.push(
            <td key={`${shown.column.key}:comparedShare`} data-numeric data-share data-compare {...at}>
              {shareText(figure.comparedOfIncome, shareState(share.income, own))}
            </td>,
          )
        }
        cells.push(
          <td key={`${shown.column.key}:change`} data-numeric data-compare {...at}>
            {marked(comparison?.change)}
          </td>,
          <td key={`${shown.column.key}:percent`} data-numeric data-compare {...at}>
            {marked(comparison?.percent)}
          </td>,
        )
      }
      return cells
    })

  // A share of a figure (or of an income) still being read is not given yet, nor one of what could not be read.
  const shareText = (ofIncome: number | undefined, state: ShareState) =>
    state === 'reading' ? (
      <Reading label={words.readingCell} />
    ) : state === 'withheld' || ofIncome === undefined ? (
      ''
    ) : (
      formatIncomeShare(ofIncome, money.locale)
    )

  const failedCell = (text: string, retry: () => void) => (
    <td colSpan={span - 1} className="bk-statement__failed">
      <IsolatedText text={text} /> <RetryReading onRetry={retry} label={words.tryAgain} />
    </td>
  )

  /** An amount of `row`'s: a button that opens its ledger over the column's dates, where the host opens ledgers. */
  const amountOf = (row: StatementAccountRow, amount: string, shown: ShownColumn, cell: string) =>
    onOpen ? (
      <button
        type="button"
        className="bk-statement__amount"
        data-cell={cell}
        aria-label={words.openLedger(amount, isolate(row.account.name), shown.label)}
        onClick={() => onOpen(row, shown.column, shown.label)}
      >
        {amount}
      </button>
    ) : (
      amount
    )

  const accountRow = (row: StatementAccountRow, group?: string) => {
    const index = rowIndex++
    const name = numberedName(row.account)
    if (row.status === 'failed') {
      return (
        <tr key={row.account.id} data-status="failed" data-group={group}>
          <th scope="row">
            <ClampedText text={name} />
          </th>
          {failedCell(words.accountFailed, row.retry)}
        </tr>
      )
    }
    return (
      <tr key={row.account.id} data-status={row.status} data-group={group}>
        <th scope="row">
          <ClampedText text={name} />
        </th>
        {figureCells(
          row.figures,
          (figure, shown, column) => {
            if (figure.amount === undefined) return <Reading label={words.readingCell} />
            return amountOf(row, formatMoney(figure.amount, money), shown, `${index},${column}`)
          },
          row.status,
          true,
          row.status === 'read' ? 'final' : 'reading',
        )}
      </tr>
    )
  }

  const lineRow = (line: StatementLine) => {
    const failed = line.failed ?? []
    if (failed.length > 0 && !line.total.reading) {
      return (
        <tr key={line.key} className={lineClass(line)} data-total={line.kind} data-complete="false" data-status="failed">
          <th scope="row">
            <IsolatedText text={line.label} />
          </th>
          {failedCell(words.linesFailed(failed.map((row) => isolate(row.account.name)).join(', ')), () =>
            failed.forEach((row) => row.retry()),
          )}
        </tr>
      )
    }
    const { total, single } = line
    const stopped = total.leftOut > 0 && !total.reading
    // A sum of the accounts the records name is all there is to show: shown, marked, never final.
    const shownSum = totals === 'soFar' || total.status === 'final' || total.status === 'partial'
    const markText =
      total.status === 'final'
        ? undefined
        : stopped
          ? words.leavesOut(String(total.leftOut), total.leftOut)
          : total.status === 'partial'
            ? words.partial
            : words.incomplete
    const mark = markText && <span className="bk-statement__mark"> ({markText})</span>
    const index = single ? rowIndex++ : 0
    return (
      <tr key={line.key} className={lineClass(line)} data-total={line.kind} data-complete={total.complete} data-figures={total.status}>
        <th scope="row">
          <IsolatedText text={line.label} />
        </th>
        {figureCells(
          total.figures,
          (figure, shown, column) => {
            if (!shownSum) return stopped ? <span className="bk-statement__mark">{markText}</span> : <Reading label={words.readingCell} />
            const amount = figure.amount === undefined ? '' : formatMoney(figure.amount, money)
            return (
              <>
                {single && single.status !== 'failed' && amount !== '' ? amountOf(single, amount, shown, `${index},${column}`) : amount}
                {mark}
              </>
            )
          },
          undefined,
          shownSum,
          total.status === 'final' ? 'final' : total.status === 'counting' ? 'reading' : 'withheld',
          mark,
        )}
      </tr>
    )
  }

  return (
    // The arrow keys move focus between the figures' buttons inside; the buttons are what is operated.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <table
      className="bk-chart__table bk-statement__table"
      onKeyDown={moveBetweenFigures}
      data-compare={compare || undefined}
      // Printed, a table of many figures a row takes a smaller type to fit the page.
      data-wide={span > 7 || undefined}
    >
      <caption className="bk-visually-hidden">{caption}</caption>
      <StatementHead columns={columns} compare={compare} narrowColumn={narrowColumn} words={words} share={share} />
      {sections.map((section) => {
        const rows = section.rows.filter((row) => showInactive || row.hasActivity || row.status !== 'read')
        return [
          <tbody key={section.key} data-section={section.kind}>
            <tr className="bk-statement__section">
              <th scope="rowgroup" colSpan={span}>
                <IsolatedText text={section.name} />
              </th>
            </tr>
            {section.leading?.map(lineRow)}
            {rows.map((row) => accountRow(row))}
            {section.groups?.map((group) => [
              <tr key={group.key} className="bk-statement__group" data-group={group.kind}>
                <th scope="rowgroup" colSpan={span}>
                  {group.name}
                </th>
              </tr>,
              ...group.rows
                .filter((row) => showInactive || row.hasActivity || row.status !== 'read')
                .map((row) => accountRow(row, group.kind)),
              lineRow(group.total),
            ])}
            {section.lines?.map(lineRow)}
            {lineRow(section.total)}
          </tbody>,
          ...(section.after ?? []).map((line) => (
            <tbody key={line.key} data-section={line.kind}>
              {lineRow(line)}
            </tbody>
          )),
        ]
      })}
      <tfoot>{footer.map(lineRow)}</tfoot>
    </table>
  )
}
