import { createColumnHelper, flexRender, metaHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { Fragment, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { TransferPair } from '../../../core/queue/transferPairs'
import { isolate } from '../../../format/isolate'
import { formatMoney, type MoneyFormat } from '../../../format/money'
import type { TransferPairsMessages } from '../../../messages/queue/transferPairs'
import { ClampedText, Money } from '../../shared/cells'
import { listMeta } from '../../shared/grid/gridTable'
import { useRovingFocus } from '../../shared/grid/useRovingFocus'
import { IsolatedText } from '../../shared/text/SentenceWithName'
import { bankAccountName } from '../../../core/queue/view/queueFilter'
import { PairCandidates } from './PairCandidates'
import type { PairRow } from '../../../core/queue/pairSelection'
import { datesText, descriptionOf, routeText } from './pairText'

/** One pair as the grid draws it: its key, whether it may be ticked, whether it is, and what it pairs. */
/** What every cell reads: the words, the format, and the roving focus over the boxes that can be ticked. */
interface PairGridMeta {
  messages: TransferPairsMessages
  format: MoneyFormat
  onTick: (key: string, ticked: boolean) => void
  onPick: (key: string, candidate: TransferPair) => void
  /** The id of a pair's note (why it is not ticked by itself), unique on the page. */
  noteId: (key: string) => string
  /** The box's place among the boxes that can be ticked, and its roving attributes; none for a locked pair. */
  boxProps: (key: string) => BoxProps | undefined
}

interface BoxProps {
  'data-index': number
  tabIndex: number
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  onFocus: () => void
}

// No feature beyond the core: the pairs are the matcher's, in its order, every one shown.
const features = tableFeatures({ tableMeta: metaHelper<PairGridMeta>() })
const helper = createColumnHelper<typeof features, PairRow>()

/** Why a pair is not ticked by itself, in words; none for an ordinary one. */
function noteOf({ standing, candidates }: PairRow, messages: TransferPairsMessages): string | undefined {
  switch (standing) {
    case 'open':
      return undefined
    case 'ambiguous':
      return messages[candidates.length > 0 ? 'transferPairs.choose' : 'transferPairs.ambiguous']
    case 'locked':
      return messages['transferPairs.locked']
    default:
      return standing satisfies never
  }
}

const columns = helper.columns([
  helper.display({
    id: 'tick',
    header: ({ table }) => <span className="bk-visually-hidden">{listMeta(table).messages['transferPairs.column.tick']}</span>,
    cell: ({ row, table }) => {
      const meta = listMeta(table)
      const { key, chosen, standing, ticked } = row.original
      return (
        <input
          type="checkbox"
          checked={ticked}
          disabled={standing === 'locked'}
          aria-label={meta.messages['transferPairs.tick'](
            formatMoney(chosen.to.amount, meta.format),
            isolate(bankAccountName(chosen.from)),
            isolate(bankAccountName(chosen.to)),
            datesText(chosen, meta.messages, meta.format),
          )}
          aria-describedby={standing === 'open' ? undefined : meta.noteId(key)}
          onChange={(event) => meta.onTick(key, event.target.checked)}
          {...meta.boxProps(key)}
        />
      )
    },
  }),
  helper.display({
    id: 'dates',
    header: ({ table }) => listMeta(table).messages['transferPairs.column.dates'],
    cell: ({ row, table }) => datesText(row.original.chosen, listMeta(table).messages, listMeta(table).format),
  }),
  helper.display({
    id: 'accounts',
    // The descriptions under the accounts, not a column of their own: the list fits a phone's width.
    header: ({ table }) => {
      const { messages } = listMeta(table)
      return (
        <>
          {messages['transferPairs.column.accounts']}
          <span className="bk-visually-hidden">, {messages['transferPairs.column.descriptions']}</span>
        </>
      )
    },
    cell: ({ row, table }) => {
      const { messages, noteId } = listMeta(table)
      const note = noteOf(row.original, messages)
      const { from, to } = row.original.chosen
      return (
        <>
          <IsolatedText text={routeText(row.original.chosen, messages)} />
          <span className="bk-pair-transfers__descriptions">
            <ClampedText text={descriptionOf(from, messages)} />
            <ClampedText text={descriptionOf(to, messages)} />
          </span>
          {note && (
            <p id={noteId(row.original.key)} className="bk-pair-transfers__note" data-standing={row.original.standing}>
              {note}
            </p>
          )}
        </>
      )
    },
  }),
  helper.display({
    id: 'amount',
    header: ({ table }) => listMeta(table).messages['transferPairs.column.amount'],
    // The amount moved: what arrived, positive, whichever side is read.
    cell: ({ row }) => <Money minor={row.original.chosen.to.amount} />,
  }),
])

const rowId = (row: PairRow) => row.key
/** The table's state is never rendered from: the ticks are the dialog's. */
const noState = () => null
/** How many boxes PageUp and PageDown move over: about a screenful of the list's rows. */
const PAGE = 10

/** Props of the pairs' grid. */
export interface PairGridProps {
  rows: readonly PairRow[]
  messages: TransferPairsMessages
  format: MoneyFormat
  onTick: (key: string, ticked: boolean) => void
  /** The user chose `candidate` among the pairs as likely as row `key`'s. */
  onPick: (key: string, candidate: TransferPair) => void
}

/**
 * The likely pairs, one row each: a checkbox, the dates, the accounts, both descriptions and the
 * amount moved. The boxes that can be ticked are one tab stop (Radix's roving focus): Arrow
 * Up/Down, Home/End and PageUp/PageDown move between them, Space ticks as a checkbox does. Every
 * row is drawn: a few hundred pairs render at once without a window, and a company rarely has more
 * waiting; the list scrolls inside the dialog under its sticky header.
 */
export function PairGrid({ rows, messages, format, onTick, onPick }: PairGridProps) {
  const tableRef = useRef<HTMLTableElement>(null)
  const id = useId()
  const boxes = rows.filter((row) => row.standing !== 'locked').map(rowId)
  const [active, setActive] = useState(0)
  const roving = useRovingFocus({
    containerRef: tableRef,
    count: boxes.length,
    active: Math.min(active, Math.max(boxes.length - 1, 0)),
    setActive,
    pageSize: () => PAGE,
    // Space and Enter are the checkbox's own (see boxProps): the group only moves the focus.
    onActivate: () => undefined,
  })
  const boxProps = (key: string): BoxProps | undefined => {
    const index = boxes.indexOf(key)
    if (index < 0) return undefined
    const { tabIndex, onKeyDown, onFocus } = roving.itemProps(index)
    return {
      'data-index': index,
      tabIndex,
      onFocus,
      onKeyDown: (event) => {
        if (event.key !== ' ' && event.key !== 'Enter') onKeyDown(event)
      },
    }
  }
  const table = useTable(
    {
      features,
      columns,
      data: rows as PairRow[],
      getRowId: rowId,
      meta: { messages, format, onTick, onPick, noteId: (key) => `${id}-${key}-note`, boxProps },
    },
    noState,
  )
  const current = boxes[roving.tabStop]
  return (
    <div className="bk-pair-transfers__scroll">
      <table ref={tableRef} className="bk-pair-transfers__table" aria-label={messages['transferPairs.title']}>
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
            <Fragment key={row.id}>
              <tr
                data-ticked={row.original.ticked || undefined}
                data-standing={row.original.standing}
                data-current={row.id === current || undefined}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} data-column={cell.column.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
              {row.original.candidates.length > 0 && (
                <tr data-ticked={row.original.ticked || undefined} data-candidates="">
                  <td colSpan={columns.length}>
                    <PairCandidates
                      name={`${id}-${row.id}-candidates`}
                      candidates={row.original.candidates}
                      chosen={row.original.chosen}
                      messages={messages}
                      format={format}
                      onPick={(candidate) => onPick(row.id, candidate)}
                    />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  )
}
