import { useId, useState, type ReactNode } from 'react'

/** `filter` with `key` replaced, or removed when `value` is blank (undefined, or an empty string). */
export function withMember<F extends object, K extends keyof F>(filter: F, key: K, value: F[K] | undefined): F {
  const next = { ...filter }
  if (value === undefined || value === '') delete next[key]
  else next[key] = value
  return next
}

export interface FilterBarProps {
  /** The search box's label, its text as typed, and what typing does. */
  searchLabel: string
  search: string
  onSearch: (text: string) => void
  /** The toggle's text ("Filters (2)"), and how many filters beyond the search are set. */
  filtersLabel: string
  active: number
  /**
   * Where the filters beyond the search go. `panel`: a panel below the bar that the toggle opens, at
   * any width. `narrow`: in the bar itself, folded behind the toggle only in a narrow container (the
   * list's stylesheet says how narrow).
   */
  fold: 'panel' | 'narrow'
  /** The "Clear filters" button's text, and what it does; the button shows only while `onClear` is given. */
  clearLabel: string
  onClear?: () => void
  /** Beside the buttons, such as "100 invoices loaded". */
  aside?: ReactNode
  /** The filters beyond the search. */
  children: ReactNode
}

/**
 * Every list's "Filters" bar: the search (always shown), one "Filters" toggle that counts the active
 * filters, the filters themselves, and "Clear filters" while anything is narrowed.
 */
export function FilterBar({
  searchLabel,
  search,
  onSearch,
  filtersLabel,
  active,
  fold,
  clearLabel,
  onClear,
  aside,
  children,
}: FilterBarProps) {
  const [open, setOpen] = useState(false)
  const filtersId = useId()
  const bar = (
    <div className="bk-toolbar bk-filter-bar" data-fold={fold}>
      <label className="bk-field bk-filter-bar__search">
        <span className="bk-field__label">{searchLabel}</span>
        <input className="bk-input" type="search" value={search} autoComplete="off" onChange={(event) => onSearch(event.target.value)} />
      </label>
      <button
        type="button"
        className="bk-button bk-filter-bar__toggle"
        aria-expanded={open}
        aria-controls={filtersId}
        data-active={active > 0 || undefined}
        onClick={() => setOpen(!open)}
      >
        {filtersLabel}
      </button>
      {fold === 'narrow' && (
        <div id={filtersId} className="bk-filter-bar__more" data-open={open || undefined}>
          {children}
        </div>
      )}
      {onClear && (
        <button type="button" className="bk-button" data-variant="ghost" onClick={onClear}>
          {clearLabel}
        </button>
      )}
      {aside}
    </div>
  )
  if (fold === 'narrow') return bar
  return (
    <>
      {bar}
      <div id={filtersId} className="bk-filter-bar__panel" hidden={!open}>
        {children}
      </div>
    </>
  )
}
