// The aging split by a dimension, drawn as a table: the buckets as rows, one column per value, Not
// specified and the total; each figure a button that hands the host the bucket's list under its
// column's values. Loaded with the first aging given `by`: a plain aging's page carries none of it.
import { useRef, useState } from 'react'
import type { InvoiceFilter } from '../../api/types'
import type { AgingBucketId } from '../../api/owedParts'
import { namePath } from '../../format/isolate'
import { formatMoney, type MoneyFormat } from '../../format/money'
import { formatCount } from '../../messages/messageSet'
import type { ReceivablesAgingMessages as AgingMessages } from '../../messages/statements/receivablesAging'
import { receivablesAgingSplitMessages } from '../../messages/statements/receivablesAgingSplit'
import { useMessages } from '../../react/provider/provided'
import type { ByDimension, DimensionColumnValue } from '../../core/statements/byDimension'
import type { ReceivablesAgingColumn } from '../../core/statements/dimensionColumns/aging'
import { AGING_BUCKET_IDS } from '../../react/invoices/receivablesAging'
import { useAgingSplit, type AgingSplitAsked, type AgingSplitFrom } from '../../react/invoices/agingSplit'
import { agingSplitOf, assembleSplit, valueReadsOf } from '../../react/invoices/agingSplitReads'
import { ErrorState, LoadingState } from '../shared/root/states'
import { Choice } from '../shared/statement/choices'
import { moveBetweenFigures } from '../shared/statement/moveBetweenFigures'

/** The split's reads, here with the table (named one by one: a namespace import would bring the bundler's runtime). */
const SPLIT_READS = { agingSplitOf, assembleSplit, valueReadsOf }

/** What the split's view reads from and hands on. */
export interface AgingSplitViewProps extends Omit<AgingSplitTableProps, 'by' | 'columns'> {
  asked: AgingSplitAsked
  /** The plain aging's, which the split's Total column is. */
  from: AgingSplitFrom
  loadingLabel: string
}

/** The split read and drawn: loading until its first columns can be made, a failed read told with Try again. */
export function AgingSplitView({ asked, from, loadingLabel, ...props }: AgingSplitViewProps) {
  const split = useAgingSplit(SPLIT_READS, asked, from)
  const errorTitle = useMessages(receivablesAgingSplitMessages)['charts.aging.by.failed']
  return (
    <>
      {split.by ? (
        <AgingSplitTable by={split.by} columns={split.columns} {...props} />
      ) : (
        <LoadingState rows={6} columns={4} label={loadingLabel} />
      )}
      {split.error && <ErrorState error={split.error} title={errorTitle} onRetry={() => void split.refetch()} />}
    </>
  )
}

/** What the split table shows and hands on. */
export interface AgingSplitTableProps {
  by: ByDimension
  columns: readonly ReceivablesAgingColumn[]
  /** The aging's own strings (its buckets' names, Due, Total); the table's own load with it. */
  messages: AgingMessages
  money: MoneyFormat
  /** The user chose a figure: its bucket's filter, under its column's values (Not specified's and the total's: the whole bucket). */
  onChoose: ((filter: InvoiceFilter, bucket: AgingBucketId) => void) | undefined
  /** "and N more": every value gets its column. */
  onShowAll: () => void
}

/** A value's name with its parents' ("Shops › Riverside shop"): a column read alone, at 390 px, still says where it sits. */
function pathOf(value: DimensionColumnValue, values: readonly DimensionColumnValue[]): string {
  const names = [value.name]
  for (let at = value.parentId, depth = 0; at !== undefined && depth < 10; depth++) {
    const parent = values.find((one) => one.id === at)
    if (!parent) break
    names.unshift(parent.name)
    at = parent.parentId
  }
  return namePath(names)
}

/** The buckets as rows, the dimension's values as columns, with Not specified and the total after them. */
function AgingSplitTable({ by, columns, messages: agingMessages, money, onChoose, onShowAll }: AgingSplitTableProps) {
  const messages = { ...agingMessages, ...useMessages(receivablesAgingSplitMessages) }
  const [narrowColumn, setNarrowColumn] = useState(0)
  const region = useRef<HTMLDivElement>(null)
  const caption = messages['charts.aging.by.caption'](by.dimension.name)
  const names = columns.map((column) => {
    const { kind, value } = column.dimension
    if (kind === 'value' && value) return pathOf(value, by.values)
    if (kind === 'total') return messages['charts.aging.total']
    return kind === 'otherValues' ? messages['charts.aging.by.otherValues'] : messages['charts.aging.by.notSpecified']
  })
  const shown = Math.min(narrowColumn, columns.length - 1)
  const derived = columns.find((column) => column.dimension.derived)
  return (
    <div className="bk-aging-split">
      {columns.length > 1 && (
        <Choice
          className="bk-statement__narrow-picker"
          label={messages['charts.aging.by.showing']}
          value={String(shown)}
          choices={names.map((name, index) => ({ value: String(index), label: name }))}
          onChange={(index) => setNarrowColumn(Number(index))}
        />
      )}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region wider than the page is scrolled by keyboard too (WCAG 2.1.1) */}
      <div ref={region} className="bk-statement__scroll" tabIndex={0} role="region" aria-label={caption}>
        {/* The arrow keys move focus between the figures' buttons inside; the buttons are what is operated. */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <table className="bk-chart__table bk-statement__table" onKeyDown={moveBetweenFigures}>
          <caption className="bk-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{messages['charts.aging.due']}</th>
              {columns.map((column, index) => (
                <th
                  key={column.key}
                  scope="col"
                  data-numeric
                  data-col={index}
                  data-shown={index === shown || undefined}
                  data-kind={column.dimension.kind}
                  data-depth={column.dimension.value?.depth}
                >
                  {names[index]}
                  {column.dimension.status !== 'final' && column.dimension.status !== 'unknown' && (
                    <span className="bk-statement__mark"> ({messages['charts.aging.by.soFar']})</span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {AGING_BUCKET_IDS.map((id, rowIndex) => {
              const bucketName = messages[`charts.aging.bucket.${id}`]
              return (
                <tr key={id}>
                  <th scope="row">{bucketName}</th>
                  {columns.map((column, index) => {
                    const bucket = column.buckets[rowIndex]
                    const at = { 'data-col': index, 'data-shown': index === shown || undefined, 'data-status': column.dimension.status }
                    if (!bucket || column.dimension.status === 'unknown') {
                      return (
                        <td key={column.key} data-numeric {...at}>
                          <NotRead label={messages['charts.aging.by.notRead']} />
                        </td>
                      )
                    }
                    const amount = formatMoney(bucket.amount, money)
                    const { filter } = bucket
                    return (
                      <td key={column.key} data-numeric {...at}>
                        {onChoose && filter && bucket.amount > 0 ? (
                          <button
                            type="button"
                            className="bk-statement__amount"
                            data-cell={`${rowIndex},${index}`}
                            aria-label={messages['charts.aging.by.figure'](amount, names[index]!, bucketName)}
                            onClick={() => onChoose(filter, id)}
                          >
                            {amount}
                          </button>
                        ) : (
                          amount
                        )}
                      </td>
                    )
                  })}
                </tr>
              )
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{messages['charts.aging.total']}</th>
              {columns.map((column, index) => (
                <td
                  key={column.key}
                  data-numeric
                  data-col={index}
                  data-shown={index === shown || undefined}
                  data-status={column.dimension.status}
                >
                  {column.dimension.status === 'unknown' ? (
                    <NotRead label={messages['charts.aging.by.notRead']} />
                  ) : (
                    formatMoney(column.total, money)
                  )}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {by.more.length > 0 && (
        // In a block of its own: as wide as its words, not as the grid.
        <div>
          <button
            type="button"
            className="bk-button"
            onClick={() => {
              onShowAll()
              // The button goes with the columns it adds: the focus waits on the table they join.
              region.current?.focus()
            }}
          >
            {messages['charts.aging.by.more'](formatCount(by.more.length, money.locale))}
          </button>
        </div>
      )}
      <div className="bk-chart__notes">
        {derived && (
          <p className="bk-chart__note">
            {derived.dimension.kind === 'otherValues' ? messages['charts.aging.by.derivedOther'] : messages['charts.aging.by.derived']}
          </p>
        )}
        {by.sharedLines > 0 && (
          <p className="bk-chart__note">{messages['charts.aging.by.shared'](formatCount(by.sharedLines, money.locale), by.sharedLines)}</p>
        )}
      </div>
    </div>
  )
}

/** A figure not read yet: a dash that says so, to a screen reader and in a tooltip. */
function NotRead({ label }: { label: string }) {
  return (
    <span role="img" aria-label={label} title={label}>
      —
    </span>
  )
}
