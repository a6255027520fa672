import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { createColumnHelper, flexRender, metaHelper, tableFeatures, useTable } from '@tanstack/react-table'
import type { BankTransaction } from '../../api/types'
import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { formatMoney, type MoneyFormat } from '../../format/money'
import type { BankReconciliationMessages } from '../../messages/bankReconciliation'
import type { ReconciliationRow } from '../../react/reconciliation'
import { ClampedText, DateText, Money } from '../shared/cells'
import { listMeta } from '../shared/grid/gridTable'
import { Heading } from '../shared/heading'
import { IsolatedText } from '../shared/SentenceWithName'

/** What every cell of a grid reads: the words, the format, the closing date and what a tick or Categorize… does. */
interface ClearedMeta {
  messages: BankReconciliationMessages
  format: MoneyFormat
  closingDate: string | undefined
  /** While a finish is on its way, or stopped part-way: the ticks are what was sent, not changeable. */
  frozen: boolean
  onTick: (ids: readonly string[], ticked: boolean) => void
  onCategorize: (transaction: BankTransaction) => void
}

/** The grid's roving focus over its boxes: which one is the tab stop, and what a key or focus on one does. */
interface RovingMeta {
  tabStop: string | undefined
  onBoxKeyDown: (id: string, event: KeyboardEvent<HTMLInputElement>) => void
  onBoxFocus: (id: string) => void
}

// No feature beyond the core: the rows are the worksheet's, in its order, every one shown.
const features = tableFeatures({ tableMeta: metaHelper<ClearedMeta & RovingMeta>() })
const helper = createColumnHelper<typeof features, ReconciliationRow>()

const descriptionOf = (transaction: BankTransaction, messages: BankReconciliationMessages) =>
  transaction.description || messages['bankReconciliation.noDescription']

/** Why a blocked row cannot be ticked, in words. */
function blockText(row: ReconciliationRow, meta: ClearedMeta): string | undefined {
  const { messages, closingDate, format } = meta
  if (row.blocked === 'toReview') return messages['bankReconciliation.toReview']
  if (row.blocked === 'locked')
    return closingDate
      ? messages['bankReconciliation.locked'](formatDate(closingDate, format.locale))
      : messages['bankReconciliation.lockedNoDate']
  return undefined
}

const columns = helper.columns([
  helper.display({
    id: 'tick',
    header: ({ table }) => listMeta(table).messages['bankReconciliation.cleared'],
    cell: ({ row, table }) => {
      const meta = listMeta(table)
      const { transaction, ticked, blocked } = row.original
      const description = descriptionOf(transaction, meta.messages)
      return (
        <input
          type="checkbox"
          className="bk-reconcile__tick"
          checked={ticked}
          // A row of the closed period is ticked like any other: it is counted, never saved.
          disabled={blocked === 'toReview' || meta.frozen}
          aria-label={meta.messages['bankReconciliation.tick'](
            isolate(description),
            formatDate(transaction.date, meta.format.locale),
            formatMoney(transaction.amount, meta.format),
          )}
          aria-describedby={blocked ? `${row.id}-why` : undefined}
          data-tick={transaction.id}
          // One tab stop per grid: the current box; the arrows move between the boxes (Space ticks, as a box does).
          tabIndex={meta.tabStop === transaction.id ? 0 : -1}
          onKeyDown={(event) => meta.onBoxKeyDown(transaction.id, event)}
          onFocus={() => meta.onBoxFocus(transaction.id)}
          onChange={(event) => meta.onTick([transaction.id], event.target.checked)}
        />
      )
    },
  }),
  helper.accessor((row) => row.transaction.date, {
    id: 'date',
    header: ({ table }) => listMeta(table).messages['bankReconciliation.date'],
    cell: ({ row }) => <DateText date={row.original.transaction.date} />,
  }),
  helper.accessor((row) => row.transaction.description, {
    id: 'description',
    header: ({ table }) => listMeta(table).messages['bankReconciliation.description'],
    cell: ({ row, table }) => <DescriptionCell row={row.original} id={row.id} meta={listMeta(table)} />,
  }),
  helper.accessor((row) => row.transaction.amount, {
    id: 'amount',
    header: ({ table }) => listMeta(table).messages['bankReconciliation.amount'],
    // Signed: money out shows negative, as in the summary, the history and the report.
    cell: ({ row }) => <Money minor={row.original.transaction.amount} />,
  }),
])

/** The description, whether the statement has it, and for a row that cannot be ticked, why (and Categorize… for one to review). */
function DescriptionCell({ row, id, meta }: { row: ReconciliationRow; id: string; meta: ClearedMeta }) {
  const { messages } = meta
  const why = blockText(row, meta)
  const description = descriptionOf(row.transaction, messages)
  const other = row.transaction.matchingBankTransaction
  return (
    <div className="bk-reconcile__description">
      <ClampedText text={description} />
      {row.onStatement && <span className="bk-badge">{messages['bankReconciliation.onStatement']}</span>}
      {/* A paired transfer: money moved to (or from) another of the company's accounts, neither income nor expense. */}
      {other?.id && (
        <span className="bk-badge" data-tone="neutral">
          <IsolatedText
            text={messages[row.transaction.amount < 0 ? 'bankReconciliation.transferTo' : 'bankReconciliation.transferFrom'](
              isolate(other.bankAccount?.displayName ?? other.bankAccount?.name ?? other.id),
            )}
          />
        </span>
      )}
      {why && (
        <p className="bk-reconcile__why" id={`${id}-why`} data-blocked={row.blocked}>
          {why}
        </p>
      )}
      {row.blocked === 'toReview' && (
        <button
          type="button"
          className="bk-button"
          data-variant="ghost"
          aria-label={messages['bankReconciliation.categorizeOne'](isolate(description))}
          onClick={() => meta.onCategorize(row.transaction)}
        >
          {messages['bankReconciliation.categorize']}
        </button>
      )}
    </div>
  )
}

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
 * description and amount (money out negative), and Tick all / Untick all. The boxes are one tab
 * stop, after Radix's roving focus: Arrow Up/Down move between the rows that can be ticked,
 * Home/End to the ends, Space ticks. A row still to review or in the closed period is shown with
 * why it cannot be ticked.
 */
export function ClearedGrid({ direction, rows, ...given }: ClearedGridProps) {
  const { messages, onTick, frozen } = given
  const headingId = useId()
  const title = messages[direction === 'in' ? 'bankReconciliation.moneyIn' : 'bankReconciliation.moneyOut']
  const data = useMemo(() => [...rows], [rows])
  // A row of the closed period is ticked like any other (counted, never saved); one to review is not.
  const open = rows.filter((row) => row.blocked !== 'toReview')
  const boxes = frozen ? [] : open.map(rowId)
  const [current, setCurrent] = useState<string>()
  const tabStop = current !== undefined && boxes.includes(current) ? current : boxes[0]
  const tableRef = useRef<HTMLTableElement>(null)
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
      tableRef.current?.querySelector<HTMLElement>(`[data-tick="${CSS.escape(target)}"]`)?.focus()
    },
  }
  const table = useTable({ features, columns, data, getRowId: rowId, meta }, noState)
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
    <section className="bk-reconcile__side" data-direction={direction} aria-labelledby={headingId}>
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
      {rows.length === 0 ? (
        <p className="bk-reconcile__none">{messages[direction === 'in' ? 'bankReconciliation.noneIn' : 'bankReconciliation.noneOut']}</p>
      ) : (
        <div className="bk-reconcile__scroll">
          <table ref={tableRef} className="bk-reconcile__table" aria-labelledby={headingId}>
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
      )}
    </section>
  )
}
