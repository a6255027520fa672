// What only a profit and loss split by a dimension shows, loaded when a statement is split: which
// columns show (a value's sub-values folded under it until opened), each split column's header (its
// status, what a derived or parent column holds, the button that opens a value's sub-values, "and
// 4 more"), the choice of the values shown, the notes on how the columns are counted, and the
// ledger a value's figure opens.
import { useEffect, useRef } from 'react'
import { isolate } from '../../format/isolate'
import { formatCount } from '../../messages/messageSet'
import { profitAndLossByDimensionMessages } from '../../messages/statements/profitAndLossByDimension'
import type { ByDimension, DimensionColumn } from '../../core/statements/byDimension'
import type { ShownColumn } from '../shared/statement/statementLines'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import { IsolatedText } from '../shared/text/SentenceWithName'

/**
 * A split column's header: its label (a value with sub-values as the button that shows or hides
 * their columns), its status while not final, what a parent's or a derived column holds, and after
 * the last value column, the button that reads and shows the values past the limit. A column shown
 * by that button takes the focus, which would otherwise fall to the page as the button goes.
 */
function DimensionHead({
  column,
  label,
  dimension,
  expanded,
  onToggle,
  more,
  takeFocus,
}: {
  column: DimensionColumn
  label: string
  dimension: string
  expanded: boolean
  onToggle: (valueId: string) => void
  more: { count: number; onShow: () => void } | undefined
  /** Take the focus once drawn: a column the "and 4 more" button showed. */
  takeFocus: boolean
}) {
  const messages = useMessages(profitAndLossByDimensionMessages)
  const { locale } = useLocaleSettings()
  const head = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    if (takeFocus) head.current?.focus()
  }, [takeFocus])
  const { value, status } = column
  const parent = value !== undefined && value.childIds.length > 0
  const note = parent ? messages['profitAndLoss.by.parentSum'] : column.derived ? messages['profitAndLoss.by.derived'] : undefined
  return (
    <span ref={head} tabIndex={takeFocus ? -1 : undefined}>
      {parent ? (
        <button type="button" className="bk-button" aria-expanded={expanded} onClick={() => onToggle(value.id)}>
          <span aria-hidden="true">{expanded ? '▾ ' : '▸ '}</span>
          <bdi>{label}</bdi>
        </button>
      ) : (
        <bdi>{label}</bdi>
      )}
      {/* A column not read yet shows its figures reading; one read in part says how far it is. */}
      {status !== 'final' && status !== 'unknown' && (
        <span className="bk-statement__mark"> ({messages[`profitAndLoss.by.status.${status}`]})</span>
      )}
      {note && <span className="bk-statement__head-note">{note}</span>}
      {more && (
        <span className="bk-statement__head-note">
          <button
            type="button"
            className="bk-button bk-statement__more"
            aria-label={messages['profitAndLoss.by.moreName'](formatCount(more.count, locale), isolate(dimension), more.count)}
            onClick={more.onShow}
          >
            {messages['profitAndLoss.by.more'](formatCount(more.count, locale))}
          </button>
        </span>
      )}
    </span>
  )
}

/**
 * The values the statement shows, as a disclosure of checkboxes (each value under its parent, one
 * step in): none ticked shows every value; ticking one shows it alone ("Main Street shop only"),
 * and what the others hold goes to one column of the other values.
 */
export function ValueFilter({
  by,
  chosen,
  onChange,
}: {
  by: ByDimension
  chosen: readonly string[] | undefined
  onChange: (byValues: readonly string[] | undefined) => void
}) {
  const messages = useMessages(profitAndLossByDimensionMessages)
  const { locale } = useLocaleSettings()
  const dimension = isolate(by.dimension.name)
  const picked = new Set(chosen ?? [])
  const names = by.values.filter((value) => picked.has(value.id)).map((value) => isolate(value.name))
  const summary =
    names.length === 0
      ? messages['profitAndLoss.by.filterAll'](dimension)
      : messages['profitAndLoss.by.filterChosen'](names.join(', '), formatCount(names.length, locale), names.length)
  const toggle = (id: string, on: boolean) => {
    const next = by.values.map((value) => value.id).filter((valueId) => (valueId === id ? on : picked.has(valueId)))
    onChange(next.length === 0 ? undefined : next)
  }
  const byId = new Map(by.values.map((value) => [value.id, value]))
  // Each value with its sub-values grouped under it, one step in, as the tree has them.
  const tree = (ids: readonly string[]) =>
    ids.map((id) => {
      const value = byId.get(id)
      if (!value) return null
      const choice = (
        <label key={id}>
          <input type="checkbox" checked={picked.has(id)} onChange={(event) => toggle(id, event.target.checked)} /> <bdi>{value.name}</bdi>
        </label>
      )
      if (value.childIds.length === 0) return <div key={id}>{choice}</div>
      return (
        <fieldset key={id} className="bk-form-section">
          <legend>{choice}</legend>
          {tree(value.childIds)}
        </fieldset>
      )
    })
  return (
    <details className="bk-field bk-statement__values">
      <summary className="bk-select">
        <span className="bk-visually-hidden">
          <IsolatedText text={messages['profitAndLoss.by.filter'](dimension)} />:{' '}
        </span>
        <IsolatedText text={summary} />
      </summary>
      <fieldset className="bk-form-section">
        <legend>
          <IsolatedText text={messages['profitAndLoss.by.filter'](dimension)} />
        </legend>
        {tree(by.values.filter((value) => value.depth === 0).map((value) => value.id))}
      </fieldset>
    </details>
  )
}

/** How the split's columns are counted: Not specified (or the other values) worked out from the total, and lines under two values. */
export function SplitNotes({ by, others }: { by: ByDimension; others: 'notSpecified' | 'otherValues' }) {
  const messages = useMessages(profitAndLossByDimensionMessages)
  const { locale } = useLocaleSettings()
  const dimension = isolate(by.dimension.name)
  return (
    <>
      <p className="bk-statement__note">
        <IsolatedText
          text={
            others === 'notSpecified'
              ? messages['profitAndLoss.by.derivedNote'](dimension)
              : messages['profitAndLoss.by.otherNote'](dimension)
          }
        />
      </p>
      {by.sharedLines > 0 && (
        <p className="bk-statement__note">
          <IsolatedText text={messages['profitAndLoss.by.sharedNote'](formatCount(by.sharedLines, locale), dimension, by.sharedLines)} />
        </p>
      )}
    </>
  )
}

/** A column of the statement with what it holds of the split, if split. */
type SplitColumn = ShownColumn & { dimension: DimensionColumn | undefined }

/** Whether a value is folded: some value above it that has a column (`withColumns`) is not open. */
function foldedOf(by: ByDimension, withColumns: ReadonlySet<string>, expanded: ReadonlySet<string>): (valueId: string) => boolean {
  const parentOf = new Map(by.values.map((value) => [value.id, value.parentId]))
  return (valueId) => {
    for (let parent = parentOf.get(valueId); parent !== undefined; parent = parentOf.get(parent))
      if (withColumns.has(parent) && !expanded.has(parent)) return true
    return false
  }
}

/**
 * The columns the table shows: a value's sub-values only while every value above it that has a
 * column of its own is open (`expanded`), each keeping its place among the rows' figures; the
 * header of the last value shown carries "and 4 more" when values are past the limit. Pressing it
 * reads them (`onMore`) and names the value whose header takes the focus once shown: the first of
 * them not folded, else the value whose header held the button.
 */
export function shownSplitColumns(
  columns: readonly SplitColumn[],
  by: ByDimension,
  expanded: ReadonlySet<string>,
  head: { onToggle: (valueId: string) => void; onMore: (focusValue: string | undefined) => void; focusValue: string | undefined },
): ShownColumn[] {
  const folded = foldedOf(by, new Set(by.chosen), expanded)
  const shown = columns.flatMap((column, index) => {
    const value = column.dimension?.value
    return value && folded(value.id) ? [] : [{ ...column, index }]
  })
  const lastValue = shown.findLast(({ dimension }) => dimension?.kind === 'value')?.dimension?.value?.id
  const onMore = () => {
    const foldedOnceRead = foldedOf(by, new Set([...by.chosen, ...by.more]), expanded)
    head.onMore(by.more.find((valueId) => !foldedOnceRead(valueId)) ?? lastValue)
  }
  return shown.map(({ dimension, index, ...column }): ShownColumn => {
    if (!dimension) return column
    const { value } = dimension
    const more = value !== undefined && value.id === lastValue && by.more.length > 0 ? { count: by.more.length, onShow: onMore } : undefined
    return {
      ...column,
      figure: index,
      head: (
        <DimensionHead
          column={dimension}
          label={column.label}
          dimension={by.dimension.name}
          expanded={value ? expanded.has(value.id) : false}
          onToggle={head.onToggle}
          more={more}
          takeFocus={value !== undefined && value.id === head.focusValue}
        />
      ),
    }
  })
}

/** The ledger a value's figure opens: the account's, filtered by the value and the values shown under it (its column holds their lines too); any other column's opens the account's whole ledger. */
export function valueFilterOf(column: { dimension?: DimensionColumn }, by: ByDimension) {
  const value = column.dimension?.kind === 'value' ? column.dimension.value : undefined
  if (!value) return undefined
  const ids: string[] = []
  const chosen = new Set(by.chosen)
  const childrenOf = new Map(by.values.map((entry) => [entry.id, entry.childIds]))
  const add = (id: string) => {
    ids.push(id)
    for (const child of childrenOf.get(id) ?? []) if (chosen.has(child)) add(child)
  }
  add(value.id)
  return [{ dimensionId: by.dimension.id, dimensionValueIds: ids }]
}
