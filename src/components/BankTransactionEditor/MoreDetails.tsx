import { useState, type ReactNode } from 'react'
import { useMessages } from '../../react/provided'
import { bankTransactionEditorMessages } from '../../messages/bankTransactionEditor'

/**
 * The fields a business owner rarely needs, behind a native disclosure. It opens by itself when one
 * of them comes to hold a value (`valued`) or an error (`failed`), so nothing set or wrong is hidden;
 * the user may close it again.
 */
export function MoreDetails({
  valued,
  failed,
  summary,
  children,
}: {
  valued: boolean
  failed: boolean
  summary?: string
  children: ReactNode
}) {
  const messages = useMessages(bankTransactionEditorMessages)
  const [open, setOpen] = useState(valued || failed)
  const [seen, setSeen] = useState({ valued, failed })
  if (seen.valued !== valued || seen.failed !== failed) {
    if ((valued && !seen.valued) || (failed && !seen.failed)) setOpen(true)
    setSeen({ valued, failed })
  }
  return (
    <details className="bk-more-details" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="bk-more-details__summary">{summary ?? messages['bankTransactionEditor.moreDetails']}</summary>
      <div className="bk-more-details__body">{children}</div>
    </details>
  )
}
