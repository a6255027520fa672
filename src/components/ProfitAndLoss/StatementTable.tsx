import type { KeyboardEvent, ReactNode } from 'react'
import { formatMoney, type MoneyFormat } from '../../format/money'
import type { ProfitAndLossMessages } from '../../messages/profitAndLoss'
import type { StatementColumn } from '../../react/statementColumns'
import type { ProfitAndLossStatement, ProfitAndLossSection, StatementAccountRow, StatementFigure, StatementTotal } from '../../react/profitAndLoss'
import { ClampedText } from '../shared/cells'
import { comparisonOf } from './labels'

/** A column as the table heads it: its label, its comparison's, and whether it is in the closed period. */
export interface ShownColumn {
  column: StatementColumn
  label: string
  comparedLabel: string | undefined
  closed: boolean
}

/** Where a figure leads: the account's ledger over a column's dates (or its comparison's). */
export type OpenLedger = (row: StatementAccountRow, range: { from: string; to: string }, columnLabel: string) => void

interface TableProps {
  statement: ProfitAndLossStatement
  columns: readonly ShownColumn[]
  /** The column shown when the statement is narrow (one at a time there). */
  narrowColumn: number
  showInactive: boolean
  caption: string
  money: MoneyFormat
  messages: ProfitAndLossMessages
  sectionName: (section: ProfitAndLossSection) => string
  totalName: (section: ProfitAndLossSection) => string
  onOpen: OpenLedger | undefined
}

/** Moves focus between the figures' buttons with the arrow keys, Home and End: the statement read as a grid. */
function moveBetweenFigures(event: KeyboardEvent<HTMLTableElement>): void {
  const from = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]')
  if (!from) return
  const [row, column] = (from.dataset.cell ?? '').split(',').map(Number) as [number, number]
  const step: Record<string, [number, number] | undefined> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }
  const cells = [...event.currentTarget.querySelectorAll<HTMLElement>('button[data-cell]')].filter((cell) => cell.offsetParent !== null || cell.getClientRects().length > 0)
  const at = (cell: HTMLElement) => (cell.dataset.cell ?? '').split(',').map(Number) as [number, number]
  let target: HTMLElement | undefined
  if (event.key === 'Home' || event.key === 'End') {
    const inRow = cells.filter((cell) => at(cell)[0] === row)
    target = event.key === 'Home' ? inRow[0] : inRow.at(-1)
  } else {
    const move = step[event.key]
    if (!move) return
    const [down, across] = move
    const candidates = cells.filter((cell) => {
      const [r, c] = at(cell)
      return down !== 0 ? c === column && Math.sign(r - row) === down : r === row && Math.sign(c - column) === across
    })
    target = down > 0 || across > 0 ? candidates[0] : candidates.at(-1)
  }
  if (!target) return
  event.preventDefault()
  target.focus()
}

/**
 * The statement as a table: the period's columns across (with the compared figure, the change
 * and the change % beside each when comparing; folded under each figure when narrow), the
 * accounts down by section, each section's total, gross profit and net income.
 */
export function StatementTable({ statement, columns, narrowColumn, showInactive, caption, money, messages, sectionName, totalName, onOpen }: TableProps) {
  const compare = statement.compareTo !== undefined
  const span = 1 + columns.length * (compare ? 4 : 1)
  let rowIndex = 0
  const figureCells = (figures: readonly StatementFigure[], render: (figure: StatementFigure, shown: ShownColumn, index: number) => ReactNode, status?: string) =>
    columns.flatMap((shown, index) => {
      const figure = figures[index] ?? { amount: undefined, compared: undefined }
      const comparison = comparisonOf(figure, money)
      const at = { 'data-col': index, 'data-shown': index === narrowColumn || undefined }
      const cells = [
        <td key={`${shown.column.key}`} data-numeric {...at} data-status={status}>
          {render(figure, shown, index)}
          {comparison && (
            <span className="bk-statement__fold">{messages['profitAndLoss.versus'](comparison.compared, comparison.change, comparison.percent)}</span>
          )}
        </td>,
      ]
      if (compare) {
        cells.push(
          <td key={`${shown.column.key}:compared`} data-numeric data-compare {...at}>
            {comparison?.compared}
          </td>,
          <td key={`${shown.column.key}:change`} data-numeric data-compare {...at}>
            {comparison?.change}
          </td>,
          <td key={`${shown.column.key}:percent`} data-numeric data-compare {...at}>
            {comparison?.percent}
          </td>,
        )
      }
      return cells
    })

  const accountRow = (row: StatementAccountRow) => {
    const index = rowIndex++
    const name = row.account.accountNo ? `${row.account.accountNo} · ${row.account.name}` : row.account.name
    if (row.status === 'failed') {
      return (
        <tr key={row.account.id} data-status="failed">
          <th scope="row">
            <ClampedText text={name} />
          </th>
          <td colSpan={span - 1} className="bk-statement__failed">
            {messages['profitAndLoss.accountFailed']}{' '}
            <button type="button" className="bk-button" onClick={row.retry}>
              {messages['profitAndLoss.tryAgain']}
            </button>
          </td>
        </tr>
      )
    }
    return (
      <tr key={row.account.id} data-status={row.status}>
        <th scope="row">
          <ClampedText text={name} />
        </th>
        {figureCells(
          row.figures,
          (figure, shown, column) => {
            if (figure.amount === undefined) {
              return (
                <span className="bk-statement__reading">
                  <span className="bk-skeleton" aria-hidden="true" />
                  <span className="bk-visually-hidden">{messages['profitAndLoss.readingCell']}</span>
                </span>
              )
            }
            const amount = formatMoney(figure.amount, money)
            if (!onOpen) return amount
            return (
              <button
                type="button"
                className="bk-statement__amount"
                data-cell={`${index},${column}`}
                aria-label={messages['profitAndLoss.openLedger'](amount, row.account.name, shown.label)}
                onClick={() => onOpen(row, shown.column, shown.label)}
              >
                {amount}
              </button>
            )
          },
          row.status,
        )}
      </tr>
    )
  }

  // A total that leaves out a failed account is still "so far" while any of its accounts is being read.
  const reading = (sections: ReadonlyArray<ProfitAndLossSection | undefined>) => sections.some((section) => section?.accounts.some((row) => row.status === 'reading'))
  const totalRow = (key: string, label: string, total: StatementTotal, kind: 'section' | 'grossProfit' | 'netIncome', from: ReadonlyArray<ProfitAndLossSection | undefined>) => (
    <tr key={key} className="bk-statement__total" data-total={kind} data-complete={total.complete}>
      <th scope="row">{label}</th>
      {figureCells(total.figures, (figure) => (
        <>
          {figure.amount === undefined ? '' : formatMoney(figure.amount, money)}
          {!total.complete && (
            <span className="bk-statement__mark"> ({total.leftOut > 0 && !reading(from) ? messages['profitAndLoss.leavesOut'](String(total.leftOut), total.leftOut) : messages['profitAndLoss.incomplete']})</span>
          )}
        </>
      ))}
    </tr>
  )

  return (
    // The arrow keys move focus between the figures' buttons inside; the buttons are what is operated.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <table className="bk-chart__table bk-statement__table" onKeyDown={moveBetweenFigures} data-compare={compare || undefined}>
      <caption className="bk-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{messages['profitAndLoss.account']}</th>
          {columns.flatMap((shown, index) => {
            const at = { 'data-col': index, 'data-shown': index === narrowColumn || undefined, 'data-numeric': true }
            const head = (
              <th key={shown.column.key} scope="col" {...at}>
                {shown.label}
                {shown.closed && <span className="bk-statement__closed">{messages['profitAndLoss.closed']}</span>}
              </th>
            )
            if (!compare) return [head]
            return [
              head,
              <th key={`${shown.column.key}:compared`} scope="col" data-compare {...at}>
                {shown.comparedLabel}
              </th>,
              <th key={`${shown.column.key}:change`} scope="col" data-compare {...at}>
                {messages['profitAndLoss.change']}
              </th>,
              <th key={`${shown.column.key}:percent`} scope="col" data-compare {...at}>
                {messages['profitAndLoss.percent']}
              </th>,
            ]
          })}
        </tr>
      </thead>
      {statement.sections.map((section) => {
        const rows = section.accounts.filter((row) => showInactive || row.hasActivity || row.status !== 'read')
        const key = section.kind === 'other' ? `other:${section.type ?? ''}` : section.kind
        return [
          <tbody key={key} data-section={section.kind}>
            <tr className="bk-statement__section">
              <th scope="rowgroup" colSpan={span}>
                {sectionName(section)}
              </th>
            </tr>
            {rows.map(accountRow)}
            {totalRow(`${key}:total`, totalName(section), section.total, 'section', [section])}
          </tbody>,
          section.kind === 'costOfGoodsSold' && statement.grossProfit ? (
            <tbody key="grossProfit" data-section="grossProfit">
              {totalRow('grossProfit', messages['profitAndLoss.grossProfit'], statement.grossProfit, 'grossProfit', [section, statement.sections.find((income) => income.kind === 'income')])}
            </tbody>
          ) : null,
        ]
      })}
      <tfoot>{totalRow('netIncome', messages['profitAndLoss.netIncome'], statement.netIncome, 'netIncome', statement.sections.filter((section) => section.kind !== 'other'))}</tfoot>
    </table>
  )
}
