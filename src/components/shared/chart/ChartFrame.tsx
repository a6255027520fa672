import { useId, useState, type CSSProperties, type ReactNode } from 'react'
import { formatCount } from '../../../messages/messageSet'
import { PeriodError } from '../../../format/period'
import { useMessages, useLocaleSettings } from '../../../react/provider/provided'
import { chartMessages, type ChartMessages } from '../../../messages/statements/charts'
import type { FigureStatus } from '../../../core/statements/figureStatus'
import { ClampedText } from '../cells'
import { IsolatedText } from '../text/SentenceWithName'
import { ErrorState, LoadingState } from '../root/states'
import { Heading } from '../root/heading'

/** One entry of a chart's legend: its swatch's class and what it stands for. */
interface LegendEntry {
  series: string
  label: string
  /** A series drawn as a line has a line for its swatch. */
  line?: boolean
}

/** What every chart shows around its plot. */
export interface ChartFrameProps {
  /** The chart's kind, for CSS and tests (`cash-flow`, `spending`, `balance`). */
  kind: string
  title: string
  /** One sentence a person reads in a second; also the chart's accessible name. Absent until figures arrive. */
  summary: string | undefined
  legend?: readonly LegendEntry[]
  /** Lines under the plot: what is left out, what is still counting. */
  notes?: ReactNode
  /** No figure yet: loading, or failed (`error`) with a retry; a `PeriodError` (a prop that cannot be read) is named, without one. */
  loading: boolean
  error: unknown
  onRetry?: () => void
  /** The plot (drawn to the width it is handed) and the same figures as a table. */
  plot: ReactNode
  table: ReactNode
  /** Shown in place of the plot and the table when there is nothing to draw. */
  empty?: string
  /** The plot is itself a table (an aging split by a dimension): no "Show as table", and `table` is never shown. */
  plotIsTable?: boolean
}

/**
 * A chart's figure: its title, its one-sentence summary (the figure's accessible name), a legend
 * whose labels say what colour alone would not, the plot or the same figures as a table ("Show as
 * table"), and notes. Loading and errors show the shared states.
 */
export function ChartFrame({
  kind,
  title,
  summary,
  legend,
  notes,
  loading,
  error,
  onRetry,
  plot,
  table,
  empty,
  plotIsTable,
}: ChartFrameProps) {
  const messages = useMessages(chartMessages)
  const [asTable, setAsTable] = useState(false)
  const titleId = useId()
  const summaryId = useId()
  // A prop that cannot be read is the host's to fix: named at once, and no retry would read it differently.
  const unreadableProp = error instanceof PeriodError ? error : undefined
  let body: ReactNode
  if (unreadableProp) body = <UnreadablePropState error={unreadableProp} title={messages['charts.errorTitle']} />
  else if (summary === undefined && loading) body = <LoadingState rows={3} columns={6} label={messages['charts.loading']} />
  else if (summary === undefined) body = <ErrorState error={error} title={messages['charts.errorTitle']} onRetry={onRetry} />
  else if (empty) body = <p className="bk-chart__empty">{empty}</p>
  else body = asTable && !plotIsTable ? table : plot
  return (
    <figure
      className="bk-chart"
      data-chart={kind}
      aria-labelledby={summary === undefined ? titleId : summaryId}
      aria-busy={(loading && !unreadableProp) || undefined}
    >
      <div className="bk-chart__header">
        <Heading id={titleId} className="bk-chart__title">
          {title}
        </Heading>
        {summary !== undefined && !empty && !plotIsTable && (
          <button type="button" className="bk-button bk-chart__toggle" onClick={() => setAsTable((shown) => !shown)}>
            {asTable ? messages['charts.showChart'] : messages['charts.showTable']}
          </button>
        )}
      </div>
      {summary !== undefined && (
        <p id={summaryId} className="bk-chart__summary">
          <IsolatedText text={summary} />
        </p>
      )}
      {legend && summary !== undefined && !empty && !asTable && (
        <ul className="bk-chart__legend" aria-label={messages['charts.legend']}>
          {legend.map(({ series, label, line }) => (
            <li key={series} data-series={series}>
              <svg className="bk-chart__swatch" width="12" height="12" aria-hidden="true" focusable="false">
                {line ? <line x1="0" x2="12" y1="6" y2="6" /> : <rect width="12" height="12" rx="2" />}
              </svg>
              {label}
            </li>
          ))}
        </ul>
      )}
      {body}
      {summary !== undefined && error != null && <ErrorState error={error} title={messages['charts.errorTitle']} onRetry={onRetry} />}
      {notes}
    </figure>
  )
}

/** What the chart shows for a prop it cannot read: the error's own words name the prop and what it was given. */
function UnreadablePropState({ error, title }: { error: PeriodError; title: string }) {
  return (
    <div className="bk-state" data-state="error" role="alert">
      <p className="bk-state__title">{title}</p>
      <p>{error.message}</p>
    </div>
  )
}

/** The notes every bank chart shares: still counting while a first sync runs, stopped when it failed part way, records left out. */
export function SyncNotes({
  figures,
  received,
  unreadable,
  children,
}: {
  figures: FigureStatus
  received: number | undefined
  unreadable: number
  children?: ReactNode
}) {
  const messages = useMessages(chartMessages)
  const { locale } = useLocaleSettings()
  const count = formatCount(received ?? 0, locale)
  return (
    <div className="bk-chart__notes">
      {children}
      <p role="status" className="bk-chart__note" data-note="counting">
        {figures === 'counting' && received !== undefined
          ? messages['charts.stillCounting'](count)
          : figures === 'stopped'
            ? messages['charts.stopped'](count, received ?? 0)
            : ''}
      </p>
      {unreadable > 0 && <p className="bk-chart__note">{messages['charts.unreadable'](formatCount(unreadable, locale), unreadable)}</p>}
    </div>
  )
}

/** How a summary ends: nothing when its figures are final, " so far" when they are sums so far. */
export function soFar(figures: FigureStatus, messages: ChartMessages): string {
  return figures === 'final' ? '' : messages['charts.soFar']
}

/** How a point or a row of a period not whole yet is marked: still counting, or sums so far once reading stopped. */
export function partialMark(figures: FigureStatus, messages: ChartMessages): string {
  return figures === 'stopped' ? messages['charts.stoppedMark'] : messages['charts.stillCountingMark']
}

/**
 * The tooltip of the point shown. Seen, not read: the point's own name says the same. Beside a
 * plot's point at `x` (the point `clear` either side of it), at the plot's top, on the side with
 * more room between the amount axis's labels (left of `start`) and the plot's end (`width`), and
 * no wider than that room (its lines wrap): it covers neither the point, nor a label, nor anything
 * outside the plot.
 */
export function ChartTooltip({
  lines,
  x,
  start,
  width,
  clear,
}: {
  lines: readonly ReactNode[]
  x: number
  start: number
  width: number
  clear: number
}) {
  const after = width - (x + clear + TOOLTIP_GAP)
  const before = x - clear - TOOLTIP_GAP - start
  const wide = Math.max(0, Math.min(220, Math.max(after, before)))
  const style: CSSProperties = { left: after >= before ? x + clear + TOOLTIP_GAP : x - clear - TOOLTIP_GAP - wide, width: wide }
  return (
    <div className="bk-chart__tooltip" aria-hidden="true" style={style}>
      {lines.map((line, index) => (
        <div key={index} className={index === 0 ? 'bk-chart__tooltip-title' : undefined}>
          {line}
        </div>
      ))}
    </div>
  )
}

/** Between a point and its tooltip beside it. */
const TOOLTIP_GAP = 4

/** A column of a chart's table: its header, and each row's cell. */
export interface ChartColumn<Row> {
  header: string
  cell: (row: Row) => ReactNode
  /** Figures align to the end, in tabular digits. */
  numeric?: boolean
  /** The cell is a name from the service, of any length: clamped to two lines, whole in its title. */
  name?: boolean
}

/** The same figures as the plot, as a table a screen reader walks cell by cell. */
export function ChartTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
}: {
  caption: string
  columns: readonly ChartColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  footer?: Row
}) {
  const content = (column: ChartColumn<Row>, row: Row) => {
    const shown = column.cell(row)
    return column.name && typeof shown === 'string' ? <ClampedText text={shown} /> : shown
  }
  const line = (row: Row, Cell: 'td' | 'th') =>
    columns.map((column, index) =>
      index === 0 ? (
        <th key={column.header} scope="row">
          {content(column, row)}
        </th>
      ) : (
        <Cell key={column.header} data-numeric={column.numeric || undefined}>
          {content(column, row)}
        </Cell>
      ),
    )
  return (
    <div className="bk-chart__table-wrap">
      <table className="bk-chart__table">
        <caption className="bk-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" data-numeric={column.numeric || undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>{line(row, 'td')}</tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>{line(footer, 'td')}</tr>
          </tfoot>
        )}
      </table>
    </div>
  )
}
