import { useState, type ReactNode } from 'react'

/**
 * Fields a user rarely needs, behind a native disclosure. It opens by itself when one of them comes
 * to hold a value (`valued`) or an error (`failed`), so nothing set or wrong is hidden; the user may
 * close it again. Opened for an error, it takes the focus a failed save gave a field it hid (a closed
 * disclosure's fields cannot hold focus), unless the user opened it or focus is on another wrong field.
 */
export function Disclosure({
  valued,
  failed,
  summary,
  children,
}: {
  valued: boolean
  failed: boolean
  summary: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(valued || failed)
  const [seen, setSeen] = useState({ valued, failed })
  if (seen.valued !== valued || seen.failed !== failed) {
    if ((valued && !seen.valued) || (failed && !seen.failed)) setOpen(true)
    setSeen({ valued, failed })
  }
  return (
    <details
      className="bk-more-details"
      open={open}
      onToggle={(event) => {
        const details = event.currentTarget
        setOpen(details.open)
        const active = details.ownerDocument.activeElement
        if (!details.open || !failed || active === details.firstElementChild || active?.getAttribute('aria-invalid') === 'true') return
        details.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      }}
    >
      <summary className="bk-more-details__summary">{summary}</summary>
      <div className="bk-more-details__body">{children}</div>
    </details>
  )
}
