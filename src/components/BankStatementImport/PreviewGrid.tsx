import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react'
import {
  constructSortFn,
  createColumnHelper,
  createSortedRowModel,
  metaHelper,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  type CellContext,
  type CellData,
  type HeaderContext,
  type OnChangeFn,
  type SortingState,
} from '@tanstack/react-table'
import { IMPORT_ROW_STATES, type ImportRowState, type PreviewRow } from '../../core/import/preview'
import type { BankStatementImportStepMessages } from '../../messages/forms/bankStatementImportSteps'
import { formatCount } from '../../messages/messageSet'
import { ClampedText, DateText, Money } from '../shared/cells'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { useLatestRef } from '../shared/hooks/useLatestRef'
import { layoutFeatures, listMeta, type ColumnLayout } from '../shared/grid/gridTable'
import { useClientSorting } from '../shared/grid/useClientSorting'
import { VirtualGrid, type GridDefinition } from '../shared/grid/VirtualGrid'
import type { CategorizationRule, RuleMatch } from '../../core/rules/types'
import { RuleCell } from './RuleCell'
import { stateText } from './rowText'
import { STATEMENT_IMPORT_COLUMN_IDS, type StatementImportColumnId } from './types'

/** A preview row as the grid keys it: by its index in the file; with the rule that categorizes it, if one does. */
export interface GridRow extends PreviewRow {
  id: string
  rule?: RuleMatch
  /** What the rule column says and sorts by: the rule's category's name, or "Split"; for a row that would pay an invoice, its match. */
  ruleCategory?: string
  /** The invoices the row would pay, as it reads (its names marked by `isolate()`): no rule takes it. */
  pays?: string
}

interface PreviewTableMeta {
  messages: BankStatementImportStepMessages
  locale: string
  closingDate: string | undefined
  /** The books' currency, which a row in another currency is refused for. */
  booksCurrency: string
  ticked: ReadonlySet<number>
  onTick: (index: number, ticked: boolean) => void
  /** The host's header text per column. */
  labels: Partial<Record<StatementImportColumnId, string>> | undefined
  /** A category's name (the host's, else the transactions'), and a rule's, for the rule column. */
  categoryName: (id: string) => string
  ruleName: (rule: CategorizationRule) => string
}

/** Descriptions in the order a reader expects: accents beside their letters, numbers by value, case aside. */
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })
const byWords = constructSortFn({ sort: (a, b) => collator.compare(String(a), String(b)) })

/**
 * The preview's table: the user's columns, and sorting over every row of the file on the client
 * (by line, date, description, amount, the rule's category and state); `basic` compares line
 * numbers, ISO dates, amounts and state ranks, `words` the descriptions and categories.
 */
const previewFeatures = tableFeatures({
  ...layoutFeatures,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic, words: byWords },
  tableMeta: metaHelper<PreviewTableMeta>(),
  columnMeta: metaHelper<ColumnLayout>(),
})
const helper = createColumnHelper<typeof previewFeatures, GridRow>()
type Header<TValue extends CellData> = HeaderContext<typeof previewFeatures, GridRow, TValue>
type Cell<TValue extends CellData> = CellContext<typeof previewFeatures, GridRow, TValue>

/**
 * A state's place when rows are sorted by what happens to them, as the user reads the counts: what
 * will be imported first, then the duplicates, then the rows that cannot be.
 */
const stateRank = new Map<ImportRowState, number>(IMPORT_ROW_STATES.map((state, rank) => [state, rank]))

/** A column's name: the host's label, else the (possibly overridden) message. */
function columnName(meta: Pick<PreviewTableMeta, 'labels' | 'messages'>, id: StatementImportColumnId): string {
  return meta.labels?.[id] ?? meta.messages[`statementImport.grid.${id}`]
}

function header(id: StatementImportColumnId) {
  return <TValue extends CellData>({ table }: Header<TValue>): string => columnName(listMeta(table), id)
}

/** A money column: the row's amount when it goes that way. Both sort by the signed amount (money in first, or money out first). */
function moneyColumn(id: 'moneyIn' | 'moneyOut') {
  return helper.accessor((record) => record.row.amount, {
    id,
    header: header(id),
    cell: <TValue extends CellData>({ row }: Cell<TValue>): ReactNode => {
      const amount = row.original.row.amount
      if (amount === undefined || (id === 'moneyIn' ? amount < 0 : amount >= 0)) return null
      return <Money minor={Math.abs(amount)} />
    },
    sortFn: 'basic',
    // The biggest money in is the highest amount, the biggest money out the lowest.
    sortDescFirst: id === 'moneyIn',
    sortUndefined: 'last',
    meta: { align: 'end' },
  })
}

/** Every column of the preview, in the default order; module-level so each definition is built once. */
const columns = helper.columns([
  helper.accessor((record) => record.row.line, {
    id: 'line',
    header: header('line'),
    cell: ({ row, table }) => formatCount(row.original.row.line, listMeta(table).locale),
    sortFn: 'basic',
    sortDescFirst: false,
    meta: { align: 'end' },
  }),
  helper.accessor((record) => record.row.date, {
    id: 'date',
    header: header('date'),
    cell: ({ row }) => <DateText date={row.original.row.date} />,
    sortFn: 'basic',
    sortDescFirst: false,
    sortUndefined: 'last',
  }),
  helper.accessor((record) => record.row.description, {
    id: 'description',
    header: header('description'),
    cell: ({ row }) => <ClampedText text={row.original.row.description} />,
    sortFn: 'words',
    sortDescFirst: false,
  }),
  moneyColumn('moneyIn'),
  moneyColumn('moneyOut'),
  helper.accessor((record) => record.ruleCategory, {
    id: 'rule',
    header: header('rule'),
    cell: ({ row, table }) =>
      row.original.pays ? (
        <span className="bk-import__state">
          <IsolatedText text={row.original.pays} />
        </span>
      ) : (
        <RuleCell match={row.original.rule} category={row.original.ruleCategory} {...listMeta(table)} />
      ),
    sortFn: 'words',
    sortDescFirst: false,
    sortUndefined: 'last',
  }),
  helper.accessor((record) => stateRank.get(record.state), {
    id: 'state',
    header: header('state'),
    cell: ({ row, table }) => <StateCell preview={row.original} meta={listMeta(table)} />,
    sortFn: 'basic',
    sortDescFirst: false,
  }),
])

/**
 * What happens to a row, with the tick that imports a likely duplicate anyway. The text is one line,
 * cut with an ellipsis where the cell is narrow: the whole of it is the tick's description (what the
 * row resembles is heard where it is decided) and the cell's `title`.
 */
function StateCell({ preview, meta }: { preview: GridRow; meta: PreviewTableMeta }) {
  const { messages, locale, closingDate, booksCurrency, ticked, onTick } = meta
  const textId = useId()
  const text = stateText(preview, closingDate, messages, locale, booksCurrency)
  return (
    <span className="bk-import__state" data-state={preview.state}>
      <span id={textId} title={text}>
        <IsolatedText text={text} />
      </span>
      {preview.state === 'likelyDuplicate' && (
        <label className="bk-import__anyway">
          <input
            type="checkbox"
            checked={ticked.has(preview.index)}
            aria-label={messages['statementImport.importAnywayLine'](formatCount(preview.row.line, locale))}
            aria-describedby={textId}
            onChange={(event) => onTick(preview.index, event.target.checked)}
          />
          <span aria-hidden="true">{messages['statementImport.importAnyway']}</span>
        </label>
      )}
    </span>
  )
}

export interface PreviewGridProps extends Omit<PreviewTableMeta, 'labels'> {
  rows: readonly GridRow[]
  /** The host's columns of the preview, in its order; default every column. */
  columns: readonly StatementImportColumnId[] | undefined
  columnLabels: Partial<Record<StatementImportColumnId, string>> | undefined
  /** How the rows are sorted (none: the file's order); kept by the step, so it outlasts a new reading of the file. */
  sorting: SortingState
  onSortingChange: OnChangeFn<SortingState>
  /** The file index (`PreviewRow.index`) of a row to scroll to and focus, wherever the sort puts it. */
  revealing: number | undefined
  onRevealed: () => void
}

/**
 * Every row of the file as the lists' virtualized grid: its line, date, description, money in or
 * out, and what happens to it; sorted over the whole file, all given to the grid at once, since
 * its window builds only the rows in view.
 */
export default function PreviewGrid({
  rows,
  columns: hostColumns,
  columnLabels,
  sorting,
  onSortingChange,
  revealing,
  onRevealed,
  ...props
}: PreviewGridProps) {
  const { messages, locale, closingDate, booksCurrency, ticked, onTick, categoryName, ruleName } = props
  const meta = useMemo<PreviewTableMeta>(
    () => ({ messages, locale, closingDate, booksCurrency, ticked, onTick, labels: columnLabels, categoryName, ruleName }),
    [messages, locale, closingDate, booksCurrency, ticked, onTick, columnLabels, categoryName, ruleName],
  )
  const sorted = useClientSorting(previewFeatures, columns, rows, sorting)
  const area = useRef<HTMLDivElement>(null)
  const revealAt = revealing === undefined ? -1 : sorted.findIndex((record) => record.index === revealing)
  const revealed = useLatestRef(onRevealed)
  useEffect(() => {
    if (revealing === undefined || !area.current) return
    const done = () => revealed.current()
    if (revealAt !== -1) return revealRow(area.current, revealAt, done)
    done()
  }, [revealing, revealAt, revealed])

  const grid: GridDefinition<typeof previewFeatures, GridRow> = {
    list: 'statementImport',
    features: previewFeatures,
    columns,
    offered: [...new Set(hostColumns ?? STATEMENT_IMPORT_COLUMN_IDS)],
    meta,
    columnName: (id) => columnName(meta, id as StatementImportColumnId),
    sorting: { state: sorting, onChange: onSortingChange },
  }
  return (
    <div ref={area}>
      <VirtualGrid
        records={sorted}
        grid={grid}
        label={messages['statementImport.previewLabel']}
        rowsBefore={1}
        firstPage={sorted}
        refreshing={false}
        hasMore={false}
        canLoadMore={false}
        onLoadMore={noMore}
        rowAttributes={(record) => ({ 'data-state': record.state })}
      />
    </div>
  )
}

/** The file's rows are all given at once: there is never more to load. */
const noMore = () => undefined

/** How many frames a row is waited for (scrolling it into the grid's window) before giving up. */
const REVEAL_FRAMES = 60

/**
 * Scrolls the grid in `area` to the row at `position` and moves the focus to it (the row takes the
 * grid's roving focus as it is focused), frame by frame until the grid's window has rendered it.
 */
function revealRow(area: HTMLElement, position: number, done: () => void): () => void {
  let frame = 0
  let handle = 0
  const step = () => {
    const region = area.querySelector<HTMLElement>('.bk-grid-region')
    const row = area.querySelector<HTMLElement>(`[role="row"][data-index="${position}"]`)
    if (row) {
      row.focus()
      // Not every environment lays out (jsdom has no scrollIntoView): the focus still moves.
      row.scrollIntoView?.({ block: 'nearest' })
      done()
      return
    }
    const rendered = area.querySelector<HTMLElement>('[role="row"][data-index]')
    if (region && rendered) region.scrollTop = position * rendered.offsetHeight
    if (++frame < REVEAL_FRAMES) handle = requestAnimationFrame(step)
    else done()
  }
  handle = requestAnimationFrame(step)
  return () => cancelAnimationFrame(handle)
}
