import type { MouseEvent, ReactNode } from 'react'

/**
 * A button inside a queue row: named for its row (its short text alone would not say which row),
 * a tab stop only where the row's cells are (`tabIndex`), quiet (`ghost`) beside the row's own choice.
 */
export function RowButton({
  label,
  tabIndex,
  ghost = false,
  keyShortcut,
  onClick,
  children,
}: {
  label: string
  tabIndex: number
  ghost?: boolean
  keyShortcut?: string
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className="bk-button"
      data-variant={ghost ? 'ghost' : undefined}
      tabIndex={tabIndex}
      aria-label={label}
      aria-keyshortcuts={keyShortcut}
      onClick={onClick}
    >
      {children}
    </button>
  )
}
