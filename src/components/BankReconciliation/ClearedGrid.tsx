import { useId, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { flexRender, useTable, type Table } from '@tanstack/react-table'
import { formatCount } from '../../messages/messageSet'
import type { ReconciliationRow } from '../../react/reconcile/reconciliation'
import { byPeriod } from '../../core/reconcile/worksheetRows'
import { Heading } from '../shared/root/heading'
import { closedPeriodText, columns, features, type ClearedMeta, type RovingMeta } from './clearedColumns'

const rowId = (row: ReconciliationRow) => row.transaction.id
/** The table's state is never rendered from: the ticks are the worksheet's. */
const noState = () => null

export interface ClearedGridProps extends ClearedMeta {
  direction: 'in' | 'out'
  rows: readonly ReconciliationRow[]
}

/** Where a key moves the focus among `count` boxes from `at`: Arrow Up/Down one, Home/End to the ends; other keys stay. */
function stepOf(key: string, at: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowDown':
      return Math.min(at + 1, count - 1)
    case 'ArrowUp':
      return Math.max(at - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}

/**
 * One side of the worksheet (money out, or money in): a checkbox per transaction, its date,
 * description and amount (money out negative), and Tick all / Untick all. The month's rows come
 * first; the closed period's follow in a group of their own, collapsed, with one explanation (a first
 * reconciliation can hold dozens, all alike). The boxes are one tab stop, after Radix's roving focus:
 * Arrow Up/Down move between the rows that can be ticked (the group's while it is open),
 * Home/End to the ends, Space ticks. A row still to review is shown with why it cannot be ticked.
 */
export function ClearedGrid({ direction, rows, ...given }: ClearedGridProps) {
  const { messages, onTick, frozen, format } = given
  const headingId = useId()
  const explanationId = useId()
  const groupId = useId()
  const title = messages[direction === 'in' ? 'bankReconciliation.moneyIn' : 'bankReconciliation.moneyOut']
  const { month, closed } = useMemo(() => byPeriod(rows), [rows])
  const [closedShown, setClosedShown] = useState(false)
  // A row of the closed period is ticked like any other (counted, never saved); one to review is not.
  const open = rows.filter((row) => row.blocked !== 'toReview')
  const boxes = frozen ? [] : [...month, ...(closedShown ? closed : [])].filter((row) => row.blocked !== 'toReview').map(rowId)
  const [current, setCurrent] = useState<string>()
  const tabStop = current !== undefined && boxes.includes(current) ? current : boxes[0]
  const sideRef = useRef<HTMLElement>(null)
  const meta: ClearedMeta & RovingMeta = {
    ...given,
    tabStop,
    onBoxFocus: setCurrent,
    onBoxKeyDown: (id, event) => {
      const to = stepOf(event.key, boxes.indexOf(id), boxes.length)
      const target = to === undefined ? undefined : boxes[to]
      if (target === undefined) return
      event.preventDefault()
      setCurrent(target)
      sideRef.current?.querySelector<HTMLElement>(`[data-tick="${CSS.escape(target)}"]`)?.focus()
    },
  }
  const monthTable = useTable({ features, columns, data: month, getRowId: rowId, meta }, noState)
  const closedTable = useTable({ features, columns, data: closed, getRowId: rowId, meta: { ...meta, explanationId } }, noState)
  const tickButton = useRef<HTMLButtonElement>(null)
  const untickButton = useRef<HTMLButtonElement>(null)
  // Ticking all disables "Tick all", and a disabled button drops the focus to the page: it goes to
  // the other button, enabled by the same render, which is the way back.
  const tickAll = (ticked: boolean) => {
    flushSync(() => onTick(open.map(rowId), ticked))
    const other = (ticked ? untickButton : tickButton).current
    if (other && !other.disabled) other.focus()
  }
  return (
    <section ref={sideRef} className="bk-reconcile__side" data-direction={direction} aria-labelledby={headingId}>
      <div className="bk-reconcile__side-head">
        <Heading below={1} id={headingId} className="bk-reconcile__side-title">
          {title}
        </Heading>
        {open.length > 0 && (
          <div className="bk-toolbar">
            <button
              ref={tickButton}
              type="button"
              className="bk-button"
              disabled={frozen || open.every((row) => row.ticked)}
              aria-label={messages['bankReconciliation.tickAllOf'](title)}
              onClick={() => tickAll(true)}
            >
              {messages['bankReconciliation.tickAll']}
            </button>
            <button
              ref={untickButton}
              type="button"
              className="bk-button"
              disabled={frozen || open.every((row) => !row.ticked)}
              aria-label={messages['bankReconciliation.untickAllOf'](title)}
              onClick={() => tickAll(false)}
            >
              {messages['bankReconciliation.untickAll']}
            </button>
          </div>
        )}
      </div>
      {rows.length === 0 && (
        <p className="bk-reconcile__none">{messages[direction === 'in' ? 'bankReconciliation.noneIn' : 'bankReconciliation.noneOut']}</p>
      )}
      {month.length > 0 && <RowsTable table={monthTable} labelledBy={headingId} tabStop={tabStop} />}
      {closed.length > 0 && (
        <details className="bk-reconcile__closed" open={closedShown} onToggle={(event) => setClosedShown(event.currentTarget.open)}>
          <summary id={groupId}>
            {messages['bankReconciliation.closedRows'](formatCount(closed.length, format.locale), closed.length)}
          </summary>
          <p id={explanationId} className="bk-reconcile__why">
            {closedPeriodText(given)}
          </p>
          <RowsTable table={closedTable} labelledBy={`${headingId} ${groupId}`} tabStop={tabStop} />
        </details>
      )}
    </section>
  )
}

/** One table of a side's rows, scrolling in its own box. */
function RowsTable({
  table,
  labelledBy,
  tabStop,
}: {
  table: Table<typeof features, ReconciliationRow>
  labelledBy: string
  tabStop: string | undefined
}) {
  return (
    <div className="bk-reconcile__scroll">
      <table className="bk-reconcile__table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {table.getHeaderGroups()[0]?.headers.map((header) => (
              <th key={header.id} scope="col" data-column={header.column.id}>
                {flexRender(header.column.columnDef.header, header.getContext())}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              data-ticked={row.original.ticked || undefined}
              data-blocked={row.original.blocked}
              data-current={row.id === tabStop || undefined}
            >
              {row.getAllCells().map((cell) => (
                <td key={cell.id} data-column={cell.column.id}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
