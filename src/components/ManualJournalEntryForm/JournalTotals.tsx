import { formatMoney, type MoneyFormat } from '../../format/money'
import { useMessages } from '../../react/provider/provided'
import type { JournalTotals as Totals } from './journalEntryForm'
import { manualJournalEntryFormMessages } from '../../messages/forms/manualJournalEntryForm'

/** Live debits, credits and difference; announced politely as they change, and an error once a save was refused for them. */
export function JournalTotals({ totals, format, showError }: { totals: Totals; format: MoneyFormat; showError: boolean }) {
  const messages = useMessages(manualJournalEntryFormMessages)
  const { debits, credits, difference, balanced } = totals
  const state = difference === undefined ? 'unknown' : balanced ? 'balanced' : 'unbalanced'
  const money = (minor: number | undefined) => (minor === undefined ? '—' : formatMoney(minor, format))
  let summary = messages['manualJournalEntryForm.totalsUnknown']
  if (difference !== undefined) {
    if (balanced) summary = messages['manualJournalEntryForm.balanced']
    else if (debits === 0 && credits === 0) summary = messages['manualJournalEntryForm.empty']
    else summary = messages['manualJournalEntryForm.unbalanced'](formatMoney(Math.abs(difference), format))
  }
  return (
    <div className="bk-journal-totals" data-state={state}>
      <div role="status" aria-live="polite" aria-atomic="true">
        <dl className="bk-journal-totals__figures" aria-label={messages['manualJournalEntryForm.totals']}>
          <div>
            <dt>{messages['manualJournalEntryForm.totalDebits']}</dt>
            <dd>{money(debits)}</dd>
          </div>
          <div>
            <dt>{messages['manualJournalEntryForm.totalCredits']}</dt>
            <dd>{money(credits)}</dd>
          </div>
          <div>
            <dt>{messages['manualJournalEntryForm.difference']}</dt>
            <dd>{money(difference === undefined ? undefined : Math.abs(difference))}</dd>
          </div>
        </dl>
        <p className="bk-journal-totals__summary">{summary}</p>
      </div>
      {showError && !balanced && (
        <p className="bk-field__error" role="alert">
          {messages['manualJournalEntryForm.mustBalance']}
        </p>
      )}
    </div>
  )
}
